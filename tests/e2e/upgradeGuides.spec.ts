import { test, expect, openPage } from './fixtures';
import { docsVersions, pagesOf } from './docsRoutes';

/** The URL and title of a version's page, looked up in tests/fixtures/routes.json and the page's front matter. */
function pageOf(versionName: string, docId: string): { url: string; title: string } {
  const version = docsVersions.find((candidate) => candidate.name === versionName);
  if (!version) throw new Error(`No docs version named ${versionName}`);
  const found = pagesOf(version, ['introduction']).find((candidate) => candidate.docId === docId);
  if (!found) throw new Error(`Version ${versionName} has no page ${docId}`);
  return found;
}

test('the v2 upgrade guide leads to Stencil 3 and links to the v3 Introduction', async ({ page }) => {
  const guide = pageOf('v2', 'introduction/upgrading-to-stencil-three');
  const v3Introduction = pageOf('v3', 'introduction/overview');
  expect(v3Introduction.url).toBe('/docs/v3/introduction');

  await openPage(page, guide.url);
  await expect(page.locator('article h1')).toHaveText('Upgrading to Stencil 3');

  const links = page.locator(`article a[href="${v3Introduction.url}"]`);
  await expect(links.first()).toBeVisible();

  await links.first().click();
  await expect(page).toHaveURL(v3Introduction.url);
  await expect(page.locator('article h1')).toHaveText(v3Introduction.title);
});
