import { test, expect, openPage, docsSidebar } from './fixtures';
import { docsVersions, pagesOf, routesFile } from './docsRoutes';

/** The Config, Output Targets and Core Compiler API sections. */
const sections = ['config', 'output-targets', 'core'];
const sidebar = docsSidebar;

for (const version of docsVersions) {
  test(`${version.label}: the sidebar lists the reference sections, telemetry under Legal, not build variables`, async ({
    page,
  }) => {
    const config = pagesOf(version, ['config']).find((doc) => doc.docId === 'config/overview')!;
    await openPage(page, config.url);
    for (const dir of sections) {
      await expect(sidebar(page).getByRole('button', { name: routesFile.sidebarCategories[dir].label })).toBeVisible();
    }
    // The category of the open page is expanded and lists every Config page of the version.
    for (const doc of pagesOf(version, ['config'])) {
      await expect(sidebar(page).locator(`a[href="${doc.url}"]`)).toBeVisible();
    }
    await sidebar(page).getByRole('button', { name: 'Legal' }).click();
    const telemetry = sidebar(page).getByRole('link', { name: 'Telemetry' });
    await expect(telemetry).toBeVisible();
    await expect(telemetry).toHaveAttribute('href', `${version.prefix}/telemetry`);
    await expect(sidebar(page).locator('a[href$="/build-variables"]')).toHaveCount(0);
  });
}

test('the config reference shows its option table on a phone without widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, '/docs/config');
  const row = page
    .locator('article table tr')
    .filter({ has: page.locator('td:first-child code', { hasText: /^hashFileNames$/ }) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td')).toHaveCount(4);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const version of docsVersions) {
  const has = pagesOf(version, ['output-targets']).some((doc) => doc.url.endsWith('/custom-elements-bundle'));
  test(`${version.label}: the output targets overview ${has ? 'links' : 'does not link'} dist-custom-elements-bundle`, async ({
    page,
  }) => {
    const overview = pagesOf(version, ['output-targets']).find((doc) => doc.docId === 'output-targets/overview')!;
    await openPage(page, overview.url);
    const links = page.locator('a[href$="/custom-elements-bundle"]');
    if (has) {
      await expect(links.first()).toBeAttached();
    } else {
      await expect(links).toHaveCount(0);
    }
  });
}

test('the build constants page is reachable from the config reference of the latest version', async ({ page }) => {
  const latest = docsVersions.find((version) => version.prefix === '/docs')!;
  const buildVariables = pagesOf(latest, [null]).find((doc) => doc.docId === 'build-variables')!;
  await openPage(page, '/docs/config');
  await page.locator(`article a[href="${buildVariables.url}"]`).first().click();
  await expect(page).toHaveURL(buildVariables.url);
  await expect(page.locator('article h1')).toHaveText(buildVariables.title);
});
