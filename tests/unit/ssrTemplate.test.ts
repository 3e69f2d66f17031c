import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderPage } from './renderPage';
import { loaderScript, ownScriptList, SCRIPT_LIST_ATTRIBUTE } from '../../src/plugins/script-loader/loadScripts';
import { ssrTemplate } from '../../src/plugins/script-loader/ssrTemplate';

/** A page's HTML as Docusaurus writes it from the template, for the app's server-rendered HTML. */
const page = (
  template: string,
  appHtml: string,
  scripts: string[] = [],
  tags: { headTags?: string; preBodyTags?: string; postBodyTags?: string } = {},
): Promise<string> => renderPage(template, { appHtml, scripts, ...tags });

const container = (html: string) => /<div id="__docusaurus">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1];

describe('ssrTemplate', () => {
  it("keeps the app's HTML as React's server renderer writes it, hints included", async () => {
    const appHtml = renderToString(
      createElement(
        'div',
        null,
        createElement('nav', null, createElement('img', { src: '/docs/img/logo-light.svg', alt: 'Stencil' })),
        createElement('main', null, 'Text'),
      ),
    );
    expect(container(await page(ssrTemplate(), appHtml))).toBe(appHtml);
  });

  it('uses the template of the installed Docusaurus, whose shape it expects', () => {
    // When this fails after a Docusaurus upgrade, see the README's "Upgrading Docusaurus".
    expect(() => ssrTemplate()).not.toThrow();
  });

  it("fails when Docusaurus's template no longer holds the app's HTML or its scripts", () => {
    expect(() => ssrTemplate('<html><body><%~ it.body %></body></html>')).toThrow(
      /Docusaurus internal changed: .*ssgTemplate\.html no longer holds .*\(Docusaurus \d+\.\d+\.\d+\)/,
    );
    expect(() => ssrTemplate('<html><body><%~ it.appHtml %></body></html>')).toThrow(/its loop over it.scripts/);
  });

  it("has one inline script add the page's scripts, the entry after the page's chunks", async () => {
    const scripts = ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/611.3.js', 'assets/js/97.4.js'];
    const html = await page(ssrTemplate(), '<main></main>', scripts);
    expect(html).not.toMatch(/<script[^>]* src=/);
    const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    const [, attributes, text] = inline[0];
    const ordered = ['runtime~main.1.js', '611.3.js', '97.4.js', 'main.2.js'].map((file) => `/docs/assets/js/${file}`);
    // The list is the script's attribute, as JSON escaped for an attribute value.
    expect(attributes).toBe(` ${SCRIPT_LIST_ATTRIBUTE}="${JSON.stringify(ordered).replaceAll('"', '&quot;')}"`);
    // The template engine drops the indentation of the script's lines.
    const spaced = (source: string) => source.replace(/\s+/g, ' ');
    expect(spaced(text)).toBe(spaced(loaderScript(ownScriptList)));
  });

  it('writes the same loader script on every page, whatever scripts the page lists', async () => {
    const loaderOf = async (scripts: string[]) =>
      /<script[^>]*>([\s\S]*?)<\/script>/.exec(await page(ssrTemplate(), '<main></main>', scripts))?.[1];
    const one = await loaderOf(['assets/js/runtime~main.1.js', 'assets/js/main.2.js']);
    expect(one).toContain('loadScripts');
    expect(await loaderOf(['assets/js/runtime~main.1.js', 'assets/js/5.6.js', 'assets/js/main.3.js'])).toBe(one);
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
