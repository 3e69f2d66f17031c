import { test, expect, openPage } from './fixtures';
import { docsVersions, missingPagesOf, pagesOf, type Section } from './docsRoutes';

/** The sections whose pages have been written: sidebar categories, and `null` for build variables and telemetry. */
const sections: Section[] = ['introduction', 'components', 'config', 'output-targets', 'core', null];

for (const version of docsVersions) {
  test.describe(`${version.label} routes`, () => {
    for (const page of pagesOf(version, sections)) {
      test(`${page.url} answers 200 with its title`, async ({ request }) => {
        const response = await request.get(page.url);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${escapeHtml(page.title)} | Stencil`);
      });
    }

    for (const url of missingPagesOf(version, sections)) {
      test(`${url} answers 404: ${version.label} does not have it`, async ({ request }) => {
        expect((await request.get(url)).status()).toBe(404);
      });
    }

    for (const root of [version.prefix, `${version.prefix}/`]) {
      test(`${root} opens the ${version.label} Introduction`, async ({ page }) => {
        await openPage(page, root);
        await expect(page).toHaveURL(`${version.prefix}/introduction`);
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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
