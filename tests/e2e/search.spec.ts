import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures';
import { docsVersions, latestVersion } from './docsRoutes';
import relevance from '../fixtures/search-relevance.json';
import { SEARCH_RANKING } from '../../src/plugins/local-search/client/pagefind';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const results = (page: Page) => dialog(page).getByRole('listbox', { name: 'Search results' });

async function searchInModal(page: Page, query: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('combobox').fill(query);
}

test('the shortcut opens search, results come from the version being read, Enter opens the heading', async ({
  page,
}) => {
  await openPage(page, '/docs/v4.8/events');
  await searchInModal(page, 'componentWillLoad');
  const links = results(page).getByRole('option');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(1);
  for (const href of hrefs) expect(href).toMatch(/^\/docs\/v4\.8\//);
  await expect(results(page).getByText('Component lifecycle', { exact: true })).toBeVisible();

  // The first heading under the first page: arrow down once from the page itself.
  await page.keyboard.press('ArrowDown');
  const active = await dialog(page).getByRole('combobox').getAttribute('aria-activedescendant');
  const target = await page.locator(`[id="${active}"]`).getAttribute('href');
  expect(target).toContain('#');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(target!);
  // The page opens at that heading.
  const id = decodeURIComponent(target!.split('#')[1]);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('search can be widened to all versions, and results say which version they are from', async ({ page }) => {
  await openPage(page, '/docs/v4.8/events');
  await searchInModal(page, 'formAssociated');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await dialog(page).getByRole('radio', { name: 'All versions' }).check();
  await expect(dialog(page).getByRole('status')).toContainText('every version');
  await expect
    .poll(
      () =>
        results(page)
          .getByRole('option')
          .evaluateAll((anchors) => anchors.some((a) => !a.getAttribute('href')!.startsWith('/docs/v4.8/'))),
      // Widening loads one index per version; give a loaded CI machine time to fetch them all.
      { timeout: 15_000 },
    )
    .toBe(true);
  // A result from another version carries that version's label.
  await expect(
    results(page)
      .locator('li', { hasText: /^Form-associated components/ })
      .first(),
  ).toBeVisible();
  const badges = await results(page).locator('[class*="versionBadge"]').allTextContents();
  expect(badges.length).toBeGreaterThan(0);
  for (const badge of badges) expect(docsVersions.map((v) => v.label)).toContain(badge);
  expect(badges).not.toContain('v4.8');
});

test('Escape closes the search and an empty or unmatched query says so', async ({ page }) => {
  await openPage(page, '/docs/introduction');
  await page.getByRole('button', { name: /search/i }).click();
  await expect(dialog(page).getByRole('status')).toHaveText(`Type to search the ${latestVersion} docs.`);
  await dialog(page).getByRole('combobox').fill('qqxxnotaword');
  await expect(dialog(page).getByRole('status')).toHaveText(
    `No results for “qqxxnotaword” in the ${latestVersion} docs.`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('a first load carries only the search button: the dialog’s code comes when the reader heads for it', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await openPage(page, '/docs/introduction');
  await page.waitForLoadState('networkidle');
  // A text only the dialog renders.
  const dialogCode = async (paths: string[]) => {
    const bodies = await Promise.all(paths.map((path) => request.get(path).then((response) => response.text())));
    return bodies.some((body) => body.includes('See all results'));
  };
  expect(scripts.length).toBeGreaterThan(0);
  expect(await dialogCode(scripts)).toBe(false);

  const before = scripts.length;
  const button = page.getByRole('button', { name: 'Search Ctrl K' });
  await button.hover();
  await expect.poll(() => dialogCode(scripts.slice(before))).toBe(true);
  await button.click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();
});

/**
 * Opens a page and lets it settle; scripts requested from then on (the search dialog's chunk) arrive only
 * once the returned function is called.
 */
async function withDialogCodeHeld(page: Page): Promise<() => void> {
  await openPage(page, '/docs/introduction');
  await page.waitForLoadState('networkidle');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('what the reader types while the dialog’s code loads becomes its query', async ({ page }) => {
  const release = await withDialogCodeHeld(page);
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('EventEmittr');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('er');
  await expect(dialog(page)).toBeHidden();
  release();
  await expect(dialog(page).getByRole('combobox')).toHaveValue('EventEmitter');
  await expect(dialog(page).getByRole('combobox')).toBeFocused();
  await page.keyboard.type(' emit');
  await expect(dialog(page).getByRole('combobox')).toHaveValue('EventEmitter emit');
  await expect(results(page).getByRole('option').first()).toBeVisible();
});

test('Escape before the dialog’s code has arrived cancels the search', async ({ page }) => {
  const release = await withDialogCodeHeld(page);
  await page.getByRole('button', { name: 'Search Ctrl K' }).click();
  await page.keyboard.press('Escape');
  release();
  // The dialog's element is rendered in the same update that would have opened it: once it is there, it
  // stays closed.
  const element = page.locator('dialog[aria-label="Search the documentation"]');
  await expect(element).toBeAttached();
  expect(await element.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
  await page.getByRole('button', { name: 'Search Ctrl K' }).click();
  await expect(dialog(page)).toBeVisible();
});

test('when the dialog’s code cannot be fetched, the search button opens the search page', async ({
  page,
  consoleErrors,
}) => {
  await openPage(page, '/docs/introduction');
  await page.waitForLoadState('networkidle');
  // Every script fails while the reader is on this page: the dialog's chunk cannot arrive.
  await page.route('**/assets/js/*.js', (route) =>
    new URL(page.url()).pathname === '/docs/introduction' ? route.abort('failed') : route.continue(),
  );
  await page.getByRole('button', { name: 'Search Ctrl K' }).click();
  await expect(page).toHaveURL('/docs/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
  expect(consoleErrors.splice(0).every((message) => /Failed to load resource|Loading chunk/i.test(message))).toBe(true);
});

test('on a page outside the docs, search covers the latest version', async ({ page }) => {
  await openPage(page, '/docs/search');
  await searchInModal(page, 'lifecycle');
  await expect(dialog(page).getByRole('status')).toContainText(`the ${latestVersion} docs`);
  const hrefs = await results(page)
    .getByRole('option')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  for (const href of hrefs) expect(href).not.toMatch(/^\/docs\/(next|v\d)/);
});

test('the search page renders the results of ?q= on a cold load and typing updates the URL', async ({ page }) => {
  await openPage(page, '/docs/search?q=EventEmitter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “EventEmitter”');
  await expect(
    page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: /^Events/ })
      .first(),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('@Watch');
  await expect(page).toHaveURL(/\?q=%40Watch/);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
  await page.getByRole('radio', { name: 'All versions' }).check();
  await expect(page).toHaveURL(/version=all/);
});

test('a query made of markup is shown as text and runs nothing', async ({ page }) => {
  const query = '<img src=x onerror=alert(1)>';
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    return d.dismiss();
  });
  await openPage(page, `/docs/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${query}”`);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText(`in the ${latestVersion} docs`);
  expect(dialogs).toBe(0);
});

test('when the index cannot be fetched, search says so and the page keeps working', async ({ page, consoleErrors }) => {
  await page.route('**/search-index/**', (route) => route.abort('failed'));
  await openPage(page, '/docs/properties');
  await searchInModal(page, 'prop');
  await expect(dialog(page).getByRole('status')).toHaveText(
    'Search is unavailable: the search index could not be loaded. Check your connection and try again.',
  );
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Events', exact: true }).first().click();
  await expect(page.locator('article h1')).toHaveText('Events');
  // The browser logs the failed module fetch; nothing else may be logged.
  expect(consoleErrors.splice(0).every((message) => /search-index|Failed to (fetch|load)/i.test(message))).toBe(true);
});

for (const [versionName, cases] of Object.entries(relevance.versions)) {
  test(`relevance: ${cases.length} queries rank their page first in ${versionName}`, async ({ page }) => {
    const version = docsVersions.find((v) => v.name === versionName)!;
    await openPage(page, `${version.prefix}/introduction`);
    const tops = await page.evaluate(
      async ({ indexUrl, queries, ranking }) => {
        const pagefind = await import(/* @vite-ignore */ indexUrl);
        // As the site's search sets it up.
        await pagefind.options({ ranking });
        await pagefind.init();
        const found: Record<string, string | null> = {};
        for (const query of queries) {
          const response = await pagefind.search(query);
          found[query] = response.results[0] ? (await response.results[0].data()).url : null;
        }
        return found;
      },
      {
        indexUrl: `/docs/search-index/${versionName}/pagefind.js`,
        queries: cases.map((c) => c.query),
        ranking: SEARCH_RANKING,
      },
    );
    const misses = cases
      .filter((c) => tops[c.query] !== `${version.prefix}/${c.expected}`)
      .map((c) => `${c.query}: expected ${version.prefix}/${c.expected}, got ${tops[c.query]}`);
    expect(misses).toEqual([]);
  });
}
