import { test as requestTest, type APIRequestContext } from '@playwright/test';
import { test, expect, openPage } from './fixtures';
import { docsVersions, missingWrittenPagesOf, pagesOf, writtenPagesOf } from './docsRoutes';

// The status and title checks need only HTTP requests, so they run without a browser page, one test per
// version, and report every page that fails rather than stopping at the first.
for (const version of docsVersions) {
  test.describe(`${version.label} routes`, () => {
    const pages = writtenPagesOf(version);
    requestTest(`its ${pages.length} pages answer 200 with their titles`, async ({ request }) => {
      const problems = await collect(request, pages, async (page, response) => {
        if (response.status() !== 200) return `${page.url}: status ${response.status()}`;
        const title = /<title[^>]*>([^<]*)<\/title>/.exec(await response.text())?.[1];
        const expected = `${escapeHtml(page.title)} | Stencil`;
        return title === expected ? undefined : `${page.url}: title "${title}", expected "${expected}"`;
      });
      expect(problems).toEqual([]);
    });

    const missing = missingWrittenPagesOf(version).map((url) => ({ url }));
    requestTest(`the ${missing.length} routes it does not have answer 404`, async ({ request }) => {
      const problems = await collect(request, missing, async (page, response) =>
        response.status() === 404 ? undefined : `${page.url}: status ${response.status()}, expected 404`,
      );
      expect(problems).toEqual([]);
    });

    for (const root of [version.prefix, `${version.prefix}/`]) {
      test(`${root} opens the ${version.label} Introduction`, async ({ page }) => {
        const documents: string[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'document') {
            documents.push(`${response.status()} ${new URL(response.url()).pathname}`);
          }
        });
        await openPage(page, root);
        await expect(page).toHaveURL(`${version.prefix}/introduction`);
        // The server answers the root with a redirect (the build's _redirects): the browser loads the
        // Introduction alone, never the root's own page and its scripts first.
        expect(documents.filter((entry) => !entry.startsWith('30'))).toEqual([`200 ${version.prefix}/introduction`]);
        const overview = pagesOf(version, ['introduction']).find((doc) => doc.docId === 'introduction/overview');
        await expect(page.locator('article h1')).toHaveText(overview!.title);
      });
    }
  });
}

test('the search page renders', async ({ page }) => {
  await openPage(page, '/docs/search?q=prop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** Requests each URL (a few at a time) and returns the problems `check` reports, in the order of `pages`. */
async function collect<T extends { url: string }>(
  request: APIRequestContext,
  pages: T[],
  check: (page: T, response: Awaited<ReturnType<APIRequestContext['get']>>) => Promise<string | undefined>,
): Promise<string[]> {
  const results: (string | undefined)[] = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const index = next++;
      results[index] = await check(pages[index], await request.get(pages[index].url));
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return results.filter((problem): problem is string => problem !== undefined);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
