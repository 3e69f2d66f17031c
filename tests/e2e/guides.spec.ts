import { test, expect, openPage, docsSidebar } from './fixtures';
import { docsVersions, pagesOf, pinnedRelease, routesFile } from './docsRoutes';

const sidebar = docsSidebar;

for (const version of docsVersions) {
  test(`${version.label}: the sidebar lists every Guides page, and browser support only where the release has it`, async ({
    page,
  }) => {
    const guides = pagesOf(version, ['guides']);
    expect(guides.length).toBeGreaterThan(0);
    const assets = guides.find((doc) => doc.docId === 'guides/assets')!;
    await openPage(page, assets.url);
    await expect(page.locator('article h1')).toHaveText(assets.title);
    // The category of the open page is expanded and lists every Guides page of the version.
    await expect(sidebar(page).getByRole('button', { name: routesFile.sidebarCategories.guides.label })).toBeVisible();
    for (const doc of guides) {
      await expect(sidebar(page).locator(`a[href="${doc.url}"]`)).toBeVisible();
    }

    const browserSupport = pagesOf(version, ['reference']).find((doc) => doc.docId === 'reference/browser-support');
    if (browserSupport) {
      await sidebar(page).getByRole('button', { name: routesFile.sidebarCategories.reference.label }).click();
      await expect(sidebar(page).locator(`a[href="${browserSupport.url}"]`)).toBeVisible();
    } else {
      await expect(sidebar(page).locator('a[href$="/browser-support"]')).toHaveCount(0);
    }
  });
}

for (const version of docsVersions) {
  test(`${version.label}: the forms guide links form-associated components only where the release has them`, async ({
    page,
  }) => {
    const forms = pagesOf(version, ['guides']).find((doc) => doc.docId === 'guides/forms')!;
    const formAssociated = pagesOf(version, ['components']).find((doc) => doc.docId === 'components/form-associated');
    await openPage(page, forms.url);
    const links = page.locator('article a[href$="/form-associated"]');
    if (formAssociated) {
      await expect(links.first()).toHaveAttribute('href', formAssociated.url);
    } else {
      await expect(links).toHaveCount(0);
      await expect(page.locator('article')).not.toContainText('AttachInternals');
    }
  });
}

test('the hydrate app guide shows every hydrate option on a phone without widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, '/docs/hydrate-app');
  for (const option of ['prettyHtml', 'staticComponents', 'removeUnusedStyles']) {
    const row = page
      .locator('article table tr')
      .filter({ has: page.locator('td:first-child code', { hasText: new RegExp(`^${option}$`) }) });
    await expect(row.first()).toBeAttached();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const version of [docsVersions[0], docsVersions[1], docsVersions[docsVersions.length - 1]]) {
  test(`${version.label}: the store guide names the @stencil/store release pinned beside its Stencil release`, async ({
    page,
  }) => {
    const store = pagesOf(version, ['guides']).find((doc) => doc.docId === 'guides/store')!;
    await openPage(page, store.url);
    await expect(page.locator('article')).toContainText(
      `@stencil/store ${pinnedRelease('stencil-store-', version.name)}`,
    );
  });
}
