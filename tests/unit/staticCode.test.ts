import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import remarkStaticCode, { highlightCode, tokensToHtml } from '../../src/plugins/static-code/highlight';
import { markupOfText, textOfMarkup } from '../../src/plugins/static-code/highlightedLines';
import { magicComments } from '../../src/prism/magicComments';
import { PRISM_CLIENT_MODULE, prismClientModuleRule } from '../../src/plugins/static-code/prismClientModule';
import { THEME_VARIABLES, themeRules } from '../../src/plugins/static-code/themeCss';
import { darkCodeTheme } from '../../src/prism/themes';

describe('build-time code highlighting', () => {
  it('marks tokens with Prism classes, one line of markup per line of code, and keeps the text exactly', () => {
    const code = "import { h } from '@stencil/core';\n\nconst a = 1 < 2 && b > 3;";
    const html = highlightCode(code, 'ts');
    expect(html).toContain('<span class="token keyword">import</span>');
    expect(html).toContain('<span class="token string">\'@stencil/core\'</span>');
    expect(html.split('\n')).toHaveLength(3);
    expect(textOfMarkup(html)).toBe(code);
  });

  it('closes and reopens a token that spans lines, so each line stands alone', () => {
    expect(highlightCode('/* one\ntwo */', 'ts')).toBe(
      '<span class="token comment">/* one</span>\n<span class="token comment">two */</span>',
    );
  });

  it('escapes code in a language Prism does not know, and nests tokens as Prism does', () => {
    expect(highlightCode('<b>&</b>', 'hbs')).toBe('&lt;b&gt;&amp;&lt;/b&gt;');
    expect(highlightCode('<p>', 'html')).toContain(
      '<span class="token tag"><span class="token tag"><span class="token punctuation">&lt;</span>p</span>',
    );
    expect(tokensToHtml('a<b')).toBe('a&lt;b');
  });

  it('hands fenced code to CodeBlock with its language, metastring, lines to show and their classes', async () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'code', lang: 'TSX', meta: 'title="my-button.tsx" showLineNumbers {2}', value: 'const a = 1;\nb\n' },
        {
          type: 'blockquote',
          children: [{ type: 'code', lang: null, meta: null, value: 'a\n// highlight-next-line\n<b>' }],
        },
      ],
    };
    await remarkStaticCode({ additionalLanguages: ['bash'], magicComments })(tree);
    type Attribute = { name: string; value: string | { value: string; data: { estree: unknown } } };
    type Element = { name: string; attributes: Attribute[] };
    const [first, quote] = tree.children as unknown as [Element, { children: Element[] }];
    const attributes = (element: Element) =>
      Object.fromEntries(
        element.attributes.map(({ name, value }) => [
          name,
          typeof value === 'string' ? value : JSON.parse(value.value),
        ]),
      );
    expect(first.name).toBe('CodeBlock');
    expect(attributes(first)).toEqual({
      language: 'tsx',
      metastring: 'title="my-button.tsx" showLineNumbers {2}',
      lineClassNames: { 1: ['theme-code-block-highlighted-line'] },
      // The final line break is not a line, as in Docusaurus.
      html:
        '<span class="token keyword">const</span> a <span class="token operator">=</span> ' +
        '<span class="token number">1</span><span class="token punctuation">;</span>\nb',
    });
    // The magic comment's line is gone; the next line carries its class.
    expect(attributes(quote.children[0])).toEqual({
      lineClassNames: { 1: ['theme-code-block-highlighted-line'] },
      html: 'a\n&lt;b&gt;',
    });
    // The class list is an expression, which MDX compiles as it is.
    const lineClassNames = first.attributes.find(({ name }) => name === 'lineClassNames')!.value as {
      data: { estree: { body: { expression: { type: string } }[] } };
    };
    expect(lineClassNames.data.estree.body[0].expression.type).toBe('ObjectExpression');
  });
});

describe('the lines a block shows', () => {
  it('have the text of their markup', () => {
    expect(textOfMarkup(highlightCode('a < b && c;\n\nd', 'ts'))).toBe('a < b && c;\n\nd');
  });

  it('are written as markup of the same shape when the code comes as text', () => {
    expect(markupOfText('x & <y>\n\nz')).toEqual(['x &amp; &lt;y&gt;', '', 'z']);
  });
});

describe("the theme's Prism in the browser", () => {
  it("gives the installed theme's client module, and it alone, the empty stand-in", () => {
    // When this fails after a Docusaurus upgrade, see the README's "Upgrading Docusaurus".
    const rule = prismClientModuleRule();
    expect(rule.include).toEqual([PRISM_CLIENT_MODULE]);
    const stub = (rule.resolve?.alias as Record<string, string>)['prism-react-renderer$'];
    expect(fs.existsSync(stub)).toBe(true);
  });

  it('fails, naming the module and the Docusaurus version, when the module changes', () => {
    expect(() => prismClientModuleRule("import { Prism } from 'prism-react-renderer';")).toThrow(
      /theme-classic\/lib\/prism-include-languages\.js \(Docusaurus \d+\.\d+\.\d+\) no longer imports Prism/,
    );
    expect(() => prismClientModuleRule(null)).toThrow(
      /no longer has @docusaurus\/theme-classic\/lib\/prism-include-languages\.js \(Docusaurus \d+\.\d+\.\d+\)/,
    );
  });
});

describe('code themes as CSS', () => {
  it('scopes each theme to its colour mode, with the plain colours as the variables the blocks read', () => {
    const css = themeRules(darkCodeTheme, 'dark');
    expect(css).toContain(
      `[data-theme='dark']{${THEME_VARIABLES.color}:#9CDCFE;${THEME_VARIABLES.backgroundColor}:#1E1E1E}`,
    );
    expect(css).toContain("[data-theme='dark'] .token.punctuation{color:#a9a9a9}");
    expect(css.split('\n').every((rule) => rule.startsWith("[data-theme='dark']"))).toBe(true);
  });
});
