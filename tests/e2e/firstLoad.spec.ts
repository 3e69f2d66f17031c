import type { APIRequestContext, Page } from '@playwright/test';
import {
  test,
  expect,
  openPage,
  docsSidebar,
  markNotReloaded,
  notReloaded,
  codeLoaded,
  hydrate,
  listedScripts,
} from './fixtures';

/**
 * On a first load the page's content, its footer and (on a phone) the hidden desktop sidebar keep the
 * markup the server rendered instead of being hydrated (src/components/ServerRendered). A reader must not
 * notice: their links still open pages in place, code still copies, and later pages render as usual.
 */

test('a link in the first page’s content opens its page in place, and Back returns', async ({ page }) => {
  await openPage(page, '/docs/v4.8/events');
  await markNotReloaded(page);
  const link = page.locator('article .theme-doc-markdown a[href^="/docs/v4.8/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(href!);
  expect(await notReloaded(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL('/docs/v4.8/events');
  await expect(page.locator('article h1')).toHaveText('Events');
  expect(await notReloaded(page)).toBe(true);
});

test('hovering a link in the first page’s content loads its page’s code before the click', async ({ page }) => {
  await openPage(page, '/docs/v4.8/events');
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.locator('article .theme-doc-markdown a[href="/docs/v4.8/methods"]').first().hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
});

test('footer links of the first page open their page in place', async ({ page }) => {
  await openPage(page, '/docs/introduction');
  await markNotReloaded(page);
  await page.locator('footer').getByRole('link', { name: 'Components' }).click();
  await expect(page).toHaveURL('/docs/component');
  await expect(page.locator('article h1')).toHaveText('The @Component() decorator');
  expect(await notReloaded(page)).toBe(true);
});

test('links to files in the first page’s footer are left to the browser', async ({ page }) => {
  await openPage(page, '/docs/introduction');
  await page.locator('footer').getByRole('link', { name: 'llms.txt' }).click();
  await expect(page).toHaveURL('/docs/llms.txt');
  await expect(page.locator('body')).toContainText('# Stencil');
});

test('a page opened after the first renders in full: its code blocks copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/docs/methods');
  await docsSidebar(page).getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page.locator('article h1')).toHaveText('Events');
  const block = page.locator('article .theme-code-block').first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const lines = await block.locator('.token-line').allTextContents();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join('\n'));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu’s sidebar works after a first load, and so does the desktop one once the window widens', async ({
    page,
  }) => {
    await openPage(page, '/docs/v4.8/events');
    await markNotReloaded(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.locator('.navbar-sidebar').getByRole('link', { name: 'Methods', exact: true }).click();
    await expect(page.locator('article h1')).toHaveText('Methods');
    await page.setViewportSize({ width: 1280, height: 844 });
    await docsSidebar(page).getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page.locator('article h1')).toHaveText('Events');
    expect(await notReloaded(page)).toBe(true);
  });
});

// A page's HTML lists the scripts of its own chunks (src/plugins/split-routes/pageScripts.ts), so a first
// load fetches them at once instead of in further round trips once main.js has run.
for (const path of ['/docs/introduction', '/docs/v2/events', '/docs/next/component-lifecycle']) {
  test(`${path}: every script of the first load is listed in the page and fetched once`, async ({ page, request }) => {
    const listed = await listedScripts(request, path);
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') fetched.push(new URL(req.url()).pathname);
    });
    await page.goto(path, { waitUntil: 'load' });
    await codeLoaded(page);
    expect(listed.length).toBeGreaterThan(2);
    expect(listed.some((script) => /\/main\.[^/]+\.js$/.test(script))).toBe(true);
    expect(fetched).toEqual(listed);
    // The page hydrates from those chunks: none is fetched a second time.
    await hydrate(page);
    expect(fetched).toEqual(listed);
  });
}

/**
 * Makes the Introduction's own content chunk (the last script its HTML lists) fail to download on the
 * attempts `fails` picks; returns the number of attempts so far. Script requests only: a prefetch of the
 * same file (a link to this page) is not an attempt to run it.
 */
async function failContentChunk(
  page: Page,
  request: APIRequestContext,
  fails: (attempt: number) => boolean,
): Promise<() => number> {
  const chunk = (await listedScripts(request, '/docs/introduction')).at(-1)!;
  let attempts = 0;
  await page.route(`**${chunk}`, (route) =>
    route.request().resourceType() === 'script' && fails(++attempts) ? route.abort('failed') : route.continue(),
  );
  return () => attempts;
}

test('a chunk of the first page that fails to download is fetched again, and the page works', async ({
  page,
  request,
  consoleErrors,
}) => {
  const attempts = await failContentChunk(page, request, (attempt) => attempt === 1);
  await page.goto('/docs/introduction');
  // The page reloads once (src/plugins/chunk-reload), and the second load fetches the chunk.
  await hydrate(page);
  expect(attempts()).toBe(2);
  // Hydrated: the search opens from the keyboard.
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.getByRole('dialog', { name: 'Search the documentation' })).toBeVisible();
  expect(
    consoleErrors.splice(0).every((message) => /Failed to load resource|Loading chunk \d+ failed/i.test(message)),
  ).toBe(true);
});

test('a chunk that keeps failing reloads the page once, not again, and the page stays readable', async ({
  page,
  request,
  consoleErrors,
}) => {
  const attempts = await failContentChunk(page, request, () => true);
  let documents = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents++;
  });
  await page.goto('/docs/introduction');
  // The reload, then the reloaded page's own failure, which would reload again at once if it could.
  await expect.poll(attempts).toBe(2);
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  expect(documents).toBe(2);
  await expect(page.locator('article h1')).toHaveText('Stencil: a compiler for web components');
  consoleErrors.splice(0);
});
