import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { Heading, Html, Link } from 'mdast';
import { test, expect, openPage } from './fixtures';
import { docsVersions, routesOf, titleOf, type DocsVersion } from './docsRoutes';
import { productLinks } from '../../src/productLinks';

/** Next, the latest release and the oldest one. */
const [next, latest] = docsVersions;
const oldest = docsVersions[docsVersions.length - 1]!;

/** A twin's raw HTML (outside code), link targets and page titles, read by a Markdown parser as a tool would. */
function readMarkdown(markdown: string): { html: string[]; links: string[]; titles: string[] } {
  const html: string[] = [];
  const links: string[] = [];
  const titles: string[] = [];
  visit(unified().use(remarkParse).use(remarkGfm).parse(markdown), (node) => {
    if (node.type === 'html') html.push((node as Html).value);
    if (node.type === 'link') links.push((node as Link).url);
    if (node.type === 'heading' && (node as Heading).depth === 1) titles.push(toString(node));
  });
  return { html, links, titles };
}

/** The local URL of a link the files write with the site's public origin. */
const local = (url: string) => url.replace(productLinks.site, '');

const rootOf = (version: DocsVersion) => `${version.prefix}/`;

for (const version of [next!, latest!, oldest]) {
  test(`the Markdown twin of ${version.label}'s Events page is clean Markdown`, async ({ request }) => {
    const response = await request.get(`${version.prefix}/events.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const markdown = await response.text();
    expect(markdown.split('\n')[0]).toBe(`# ${titleOf(version, 'components/events')}`);
    expect(markdown).toMatch(/^```tsx/m);
    expect(markdown).toMatch(/^\| .+ \|$/m); // a table
    expect(markdown).toMatch(/^> \*\*(Note|Tip|Caution|Info)/m); // an admonition, as a blockquote
    const { html, links } = readMarkdown(markdown);
    expect(html, 'HTML or JSX outside code').toEqual([]);
    for (const link of links) expect(link).toMatch(/^(https?:\/\/|mailto:|#)/);
    // Links to other pages stay in the version.
    const pageLinks = links.filter((link) => link.startsWith(`${productLinks.site}/docs/`));
    expect(pageLinks.length).toBeGreaterThan(0);
    for (const link of pageLinks) expect(local(link).startsWith(rootOf(version)) || link.includes('#')).toBe(true);
  });
}

test('the lifecycle diagram becomes its ordered steps in the Markdown twin', async ({ request }) => {
  const markdown = await (await request.get(`${latest!.prefix}/component-lifecycle.md`)).text();
  expect(markdown).toContain('**First load** (element attached to the document):\n\n1. `connectedCallback()`');
  expect(markdown).toContain('**Removal**');
  expect(markdown).not.toContain('LifecycleDiagram');
});

for (const version of docsVersions) {
  test(`${version.label}'s llms.txt lists its own pages only, and every link answers`, async ({ request }) => {
    const response = await request.get(`${rootOf(version)}llms.txt`);
    expect(response.status()).toBe(200);
    const text = await response.text();
    const [title, , summary] = text.split('\n');
    expect(title).toBe('# Stencil');
    expect(summary).toMatch(new RegExp(`^> Documentation of .*${version.label.replace('.', '\\.')}`));
    const pageLinks = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => local(match[1]!));
    const expected = routesOf(version.name).map((page) => `${rootOf(version)}${page.route}.md`);
    expect(pageLinks.sort()).toEqual(expected.sort());
    const fullText = /\[llms-full\.txt\]\(([^)]+)\)/.exec(text)?.[1];
    expect(fullText && local(fullText)).toBe(`${rootOf(version)}llms-full.txt`);
    for (const link of [...pageLinks, local(fullText!)]) {
      expect((await request.head(link)).status(), link).toBe(200);
    }
  });
}

test("llms-full.txt has every page of its version, in the sidebar's order", async ({ request }) => {
  const llms = await (await request.get(`${rootOf(oldest)}llms.txt`)).text();
  const titles = [...llms.matchAll(/^- \[([^\]]+)\]/gm)].map((match) => match[1]);
  const full = await (await request.get(`${rootOf(oldest)}llms-full.txt`)).text();
  expect(readMarkdown(full).titles).toEqual(titles);
});

test('the footer links to the latest llms.txt', async ({ page }) => {
  await openPage(page, '/docs/introduction');
  const link = page.locator('footer').getByRole('link', { name: 'llms.txt' });
  await expect(link).toHaveAttribute('href', '/docs/llms.txt');
});

test.describe('copy page', () => {
  const url = `${docsVersions[2]!.prefix}/events`;

  test('copies the Markdown of the page, loading its code only on use', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, url);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' })).toBeVisible();
    expect(scripts.length, 'the copy code arrives with the click').toBeGreaterThan(0);
    const twin = await (await page.request.get(`${url}.md`)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });

  test('says where to copy from when the clipboard is refused', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    await openPage(page, url);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copy failed' })).toContainText('View as Markdown');
  });

  test('"View as Markdown" opens the twin', async ({ page }) => {
    await openPage(page, url);
    const link = page.getByRole('link', { name: 'View as Markdown' });
    await expect(link).toHaveAttribute('href', `${url}.md`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${url}\\.md$`));
    await expect(page.locator('body')).toContainText('# Events');
  });
});

test.describe('versions of a page', () => {
  /** The newest-first versions that have a route. */
  const versionsWith = (route: string) =>
    docsVersions.filter((version) => routesOf(version.name).some((page) => page.route === route));

  test('a page missing from older versions says since when it exists', async ({ page }) => {
    const having = versionsWith('form-associated');
    expect(having.length).toBeLessThan(docsVersions.length);
    await openPage(page, `${having[having.length - 1]!.prefix}/form-associated`);
    await expect(page.locator('article').getByText(`In ${having[having.length - 1]!.label} and later`)).toBeVisible();
  });

  test('a page every version has shows no availability line', async ({ page }) => {
    expect(versionsWith('events')).toHaveLength(docsVersions.length);
    await openPage(page, `${latest!.prefix}/events`);
    await expect(page.locator('article').getByText(/^In v.* and later$/)).toHaveCount(0);
  });

  test('the compare menu lists the other versions that have the page and opens a comparison', async ({ page }) => {
    const having = versionsWith('form-associated');
    const oldestWithPage = having[having.length - 1]!;
    await openPage(page, `${oldestWithPage.prefix}/form-associated`);
    await page.getByText('Compare with…').click();
    const menu = page.getByRole('list', { name: 'Versions to compare this page with' });
    await expect(menu.getByRole('link')).toHaveText(having.slice(0, -1).map((version) => version.label));
    // Escape closes the menu and returns to its summary.
    await menu.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByText('Compare with…')).toBeFocused();
    await page.getByText('Compare with…').click();
    const newer = having[having.length - 2]!;
    await menu.getByRole('link', { name: newer.label, exact: true }).click();
    const param = (version: DocsVersion) => (version.name === 'current' ? 'next' : version.name);
    await expect(page).toHaveURL(`/docs/compare?page=form-associated&from=${param(oldestWithPage)}&to=${param(newer)}`);
  });
});
