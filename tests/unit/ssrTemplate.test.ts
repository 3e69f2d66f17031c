import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';
import { loaderScript } from '../../src/plugins/preact-client/loadScripts';
import { ssrTemplate } from '../../src/plugins/preact-client/ssrTemplate';

/** A page's HTML as Docusaurus writes it from the template, for the app's server-rendered HTML. */
async function page(
  template: string,
  appHtml: string,
  scripts: string[] = [],
  tags: { headTags?: string; preBodyTags?: string; postBodyTags?: string } = {},
): Promise<string> {
  const render = await compileSSGTemplate(template);
  return render({
    appHtml,
    baseUrl: '/docs/',
    htmlAttributes: '',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: [],
    scripts,
    stylesheets: [],
    noIndex: false,
    version: '3',
    ...tags,
  });
}

const container = (html: string) => /<div id="__docusaurus">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1];

describe('ssrTemplate', () => {
  // A navbar with both logos, rendered by React's server renderer as Docusaurus renders a page.
  const appHtml = renderToString(
    createElement(
      'div',
      null,
      createElement('nav', null, createElement('img', { src: '/docs/img/logo-light.svg', alt: 'Stencil' })),
      createElement('img', { src: '/docs/img/logo-dark.svg', alt: 'Stencil' }),
      createElement('main', null, 'Text'),
    ),
  );

  it('starts from React output that carries the hints', () => {
    expect(appHtml).toMatch(/^<link rel="preload" as="image" href="\/docs\/img\/logo-light.svg"\/>/);
  });

  it("keeps the app's HTML and drops the image preload hints in front of it", async () => {
    const html = await page(ssrTemplate(), appHtml);
    expect(container(html)).toBe(appHtml.replace(/^(<link[^>]*>)+/, ''));
    expect(container(html)).toMatch(/^<div><nav><img src="\/docs\/img\/logo-light.svg"/);
    expect(html).not.toContain('rel="preload"');
  });

  it('leaves an app without hints as it is', async () => {
    expect(container(await page(ssrTemplate(), '<div><p>Text</p></div>'))).toBe('<div><p>Text</p></div>');
  });

  it("fails when Docusaurus's template no longer holds the app's HTML or its scripts", () => {
    expect(() => ssrTemplate('<html><body><%~ it.body %></body></html>')).toThrow(/no longer holds/);
    expect(() => ssrTemplate('<html><body><%~ it.appHtml %></body></html>')).toThrow(/its loop over it.scripts/);
  });

  it("has one inline script add the page's scripts, the entry after the page's chunks", async () => {
    const scripts = ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/611.3.js', 'assets/js/97.4.js'];
    const html = await page(ssrTemplate(), '<main></main>', scripts);
    expect(html).not.toMatch(/<script[^>]* src=/);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const ordered = ['runtime~main.1.js', '611.3.js', '97.4.js', 'main.2.js'].map((file) => `/docs/assets/js/${file}`);
    // The template engine drops the indentation of the script's lines.
    const spaced = (source: string) => source.replace(/\s+/g, ' ');
    expect(spaced(inline[0])).toBe(spaced(loaderScript(JSON.stringify(ordered))));
  });

  it("writes the template and the plugins' tags without indentation or blank lines, keeping line breaks in scripts", async () => {
    const html = await page(ssrTemplate(), '<main>Text</main>', ['assets/js/main.2.js'], {
      headTags: '<link rel="icon" href="/a.svg">\n\n    <script>\n  var a = 1\n  var b = 2\n</script>',
      preBodyTags: '  <svg style="display: none;"></svg>\n',
      postBodyTags: '\n<div id="page-parsed" hidden></div>',
    });
    expect(html).not.toMatch(/\n\s*\n/);
    expect(html).not.toMatch(/\n[ \t]/);
    expect(html).toContain('<script>\nvar a = 1\nvar b = 2\n</script>');
    expect(html).toMatch(/^<!DOCTYPE html><html ><head><meta charset="UTF-8">/);
    expect(html).toContain('<body ><svg style="display: none;"></svg><div id="__docusaurus"><main>Text</main></div>');
  });
});
