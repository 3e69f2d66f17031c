import { test, expect, openPage, docsSidebar } from './fixtures';
import { docsVersions, pagesOf, routesFile } from './docsRoutes';

const sidebar = docsSidebar;

// The Testing, Static Site Generation and Reference categories of each version, as a reader finds them.
for (const version of docsVersions) {
  test(`${version.label}: the sidebar lists every Testing, Static Site Generation and Reference page`, async ({
    page,
  }) => {
    const testing = pagesOf(version, ['testing']);
    const prerendering = pagesOf(version, ['static-site-generation']);
    const reference = pagesOf(version, ['reference']);
    for (const pages of [testing, prerendering, reference]) expect(pages.length).toBeGreaterThan(2);

    const overview = testing.find((doc) => doc.docId === 'testing/overview')!;
    await openPage(page, overview.url);
    await expect(page.locator('article h1')).toHaveText(overview.title);
    // The category of the open page is expanded; the others open on a click.
    for (const [category, pages] of [
      ['testing', testing],
      ['static-site-generation', prerendering],
      ['reference', reference],
    ] as const) {
      const button = sidebar(page).getByRole('button', { name: routesFile.sidebarCategories[category].label });
      if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // A category opens with a height transition (Docusaurus's Collapsible) that moves the categories
      // below it. The next click waits until the list has its final height, as a reader's would: in a
      // loaded CI run a click made while a category above was still opening did not open its own.
      const list = button.locator('xpath=ancestor::li[1]/ul');
      await expect.poll(() => list.evaluate((ul: HTMLElement) => ul.style.height)).toMatch(/^(auto)?$/);
      for (const doc of pages) await expect(sidebar(page).locator(`a[href="${doc.url}"]`)).toBeVisible();
    }
  });
}

// The two longest reference tables of the section stay inside a phone's screen: the table scrolls, not the page.
for (const docId of ['testing/config', 'static-site-generation/prerender-config']) {
  test(`${docId} shows every option row on a phone without widening the page`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const doc = pagesOf(docsVersions[1], [docId.split('/')[0]]).find((candidate) => candidate.docId === docId)!;
    await openPage(page, doc.url);
    const rows = page.locator('article table tbody tr');
    expect(await rows.count()).toBeGreaterThan(10);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
