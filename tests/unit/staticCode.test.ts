import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import remarkStaticCode, { highlightCode, tokensToHtml } from '../../src/plugins/static-code/highlight';
import { themeRules } from '../../src/plugins/static-code/themeCss';
import { darkCodeTheme } from '../../src/prism/themes';

/** The text a browser shows for highlighted markup: tags dropped, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('build-time code highlighting', () => {
  it('marks tokens with Prism classes and keeps the code text exactly', () => {
    const code = "import { h } from '@stencil/core';\nconst a = 1 < 2 && b > 3;";
    const html = highlightCode(code, 'ts');
    expect(html).toContain('<span class="token keyword">import</span>');
    expect(html).toContain('<span class="token string">\'@stencil/core\'</span>');
    expect(textOf(html)).toBe(code);
    expect(html.match(/class="token-line"/g)).toHaveLength(2);
  });

  it('closes and reopens a token that spans lines, so each line is whole', () => {
    const html = highlightCode('/* one\ntwo */', 'ts');
    expect(html).toBe(
      '<span class="token-line"><span class="token comment">/* one</span>\n</span>' +
        '<span class="token-line"><span class="token comment">two */</span></span>',
    );
  });

  it('escapes code in a language Prism does not know, and nests tokens as Prism does', () => {
    expect(highlightCode('<b>&</b>', 'hbs')).toBe('<span class="token-line">&lt;b&gt;&amp;&lt;/b&gt;</span>');
    expect(highlightCode('<p>', 'html')).toContain(
      '<span class="token tag"><span class="token tag"><span class="token punctuation">&lt;</span>p</span>',
    );
    expect(tokensToHtml('a<b')).toBe('a&lt;b');
  });

  it('highlights the lines named in the metastring or by magic comments', () => {
    const html = highlightCode('a\nb\nc', 'text', { 1: ['theme-code-block-highlighted-line'] });
    expect(html).toContain('<span class="token-line theme-code-block-highlighted-line">b\n</span>');
  });

  it('turns fenced code into a CodeBlock element with language, title and markup, at any depth', async () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'code', lang: 'tsx', meta: 'title="my-button.tsx" {2}', value: 'const a = 1;\nconst b = 2;' },
        {
          type: 'blockquote',
          children: [{ type: 'code', lang: null, meta: null, value: '// highlight-next-line\nx' }],
        },
      ],
    };
    await remarkStaticCode({ additionalLanguages: ['bash'] })(tree);
    const [first, quote] = tree.children as unknown as [
      { name: string; attributes: { name: string; value: string }[] },
      { children: { name: string; attributes: { name: string; value: string }[] }[] },
    ];
    const attrs = Object.fromEntries(first.attributes.map((a) => [a.name, a.value]));
    expect(first.name).toBe('CodeBlock');
    expect(attrs.language).toBe('tsx');
    expect(attrs.title).toBe('my-button.tsx');
    expect(attrs.html).toContain('<span class="token-line theme-code-block-highlighted-line">');
    const nested = Object.fromEntries(quote.children[0].attributes.map((a) => [a.name, a.value]));
    expect(nested.language).toBe('text');
    expect(nested.html).toBe('<span class="token-line theme-code-block-highlighted-line">x</span>');
  });
});

describe('code themes as CSS', () => {
  it('scopes each theme to its colour mode, with the plain colours as the block variables', () => {
    const css = themeRules(darkCodeTheme, 'dark');
    expect(css).toContain("[data-theme='dark']{--prism-color:#9CDCFE;--prism-background-color:#1E1E1E}");
    expect(css).toContain("[data-theme='dark'] .token.punctuation{color:#a9a9a9}");
    expect(css.split('\n').every((rule) => rule.startsWith("[data-theme='dark']"))).toBe(true);
  });
});
