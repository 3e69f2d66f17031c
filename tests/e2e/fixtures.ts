import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { listedScripts as listedScriptsOf } from '../../scripts/lib/firstLoad.mjs';

/**
 * Every browser test gets a page that:
 * - fails the test on any console error or uncaught exception;
 * - blocks and records any request to a host other than the local server, failing the test if one happened.
 */
export const test = base.extend<{ offsiteRequests: string[]; consoleErrors: string[] }>({
  offsiteRequests: [
    async ({ page }, use) => {
      const offsite: string[] = [];
      await page.route(
        (url) => url.hostname !== '127.0.0.1' && url.protocol !== 'data:' && url.protocol !== 'blob:',
        (route) => {
          offsite.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(offsite);
      expect(offsite, 'requests to hosts other than 127.0.0.1').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the page's code has loaded: Docusaurus keeps the root it creates (or defers) by then. */
export async function codeLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => 'docusaurusRoot' in window);
}

/** Marks the page's window, so that `notReloaded` can tell later whether the browser loaded a new document. */
export const markNotReloaded = (page: Page) =>
  page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
export const notReloaded = (page: Page) =>
  page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);

/** Opens a path and waits until the page is hydrated (see `hydrate`). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrate(page);
}

/**
 * Waits until the page's code has loaded and the page is hydrated: React hydrates a page from the server as
 * soon as its code has loaded, inside Docusaurus's `startTransition`, so it yields to input meanwhile.
 */
export async function hydrate(page: Page): Promise<void> {
  await codeLoaded(page);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/** The version dropdown at the top of the sidebar. */
/** The docs sidebar of the page (the desktop one). */
export const docsSidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');

export const versionDropdown = (page: Page) => page.getByTestId('version-dropdown').first();

/** Opens the sidebar's version dropdown and chooses a version. */
export async function chooseVersion(page: Page, label: string): Promise<void> {
  await versionDropdown(page).locator('summary').click();
  await versionDropdown(page).getByRole('link', { name: label, exact: true }).click();
}

/**
 * The scripts a page's HTML lists (its deferred `<script src>` elements), in order, read as the byte
 * budgets read them (scripts/lib/firstLoad.mjs).
 */
export async function listedScripts(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const scripts = listedScriptsOf(html);
  expect(scripts.length, 'the page’s scripts').toBeGreaterThan(0);
  return scripts;
}

const isAlgolia = (url: URL) => /(^|\.)algolia(net)?\.(net|com)$/.test(url.hostname);
const emptyAnswer = JSON.stringify({
  results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, query: '', params: '' }],
});

/**
 * Answers the page's requests to the hosted search service (Algolia) here, with an empty result, so that
 * nothing leaves the machine. Returns the queries' bodies, filled as they are sent.
 */
export async function answerHostedSearch(page: Page): Promise<string[]> {
  const queries: string[] = [];
  await page.route(isAlgolia, async (route) => {
    queries.push(route.request().postData() ?? '');
    await route.fulfill({ contentType: 'application/json', body: emptyAnswer });
  });
  return queries;
}
