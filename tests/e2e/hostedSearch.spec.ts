import { test, expect, openPage, answerHostedSearch } from './fixtures';
import { hostedSearchURL } from '../../playwright.config';
import { latestVersion } from './docsRoutes';

test.use({ baseURL: hostedSearchURL });

/** Requests to the hosted service are answered here with an empty result: nothing leaves the machine. */
let queries: string[] = [];
test.beforeEach(async ({ page }) => {
  queries = await answerHostedSearch(page);
});

test('with Algolia keys, DocSearch replaces the embedded search and queries carry the version facet', async ({
  page,
}) => {
  // The hosted test build has Next and the latest release only (STENCIL_DOCS_ALL_VERSIONS=false).
  await openPage(page, '/docs/next/events');
  await expect(page.locator('[class*="searchButton"]')).toHaveCount(0);
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('prop');
  await expect.poll(() => queries.length).toBeGreaterThan(0);
  const body = queries.join('\n');
  expect(body).toContain('docusaurus_tag:docs-default-current');
  expect(body).toContain('language:en');
});

test('the hosted build has the DocSearch search page and no embedded index', async ({ page, request }) => {
  await openPage(page, '/docs/search?q=prop');
  await expect(page.locator('.DocSearch-Button')).toBeVisible();
  // The search page asks the hosted service for the query of its URL.
  await expect.poll(() => queries.some((body) => body.includes('prop'))).toBe(true);
  expect((await request.get(`/docs/search-index/${latestVersion}/pagefind.js`)).status()).toBe(404);
});
