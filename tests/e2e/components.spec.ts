import { test, expect, openPage } from './fixtures';
import { docsVersions } from './docsRoutes';

for (const mode of ['light', 'dark'] as const) {
  test(`the lifecycle diagram is an accessible picture in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await openPage(page, '/docs/component-lifecycle');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const diagram = page.getByRole('img', { name: /lifecycle/i });
    await expect(diagram).toBeVisible();
    await expect(diagram.locator('desc')).toContainText('componentWillLoad');
    const box = await diagram.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    // Text and background must differ: the labels follow the colour mode.
    const [text, background] = await diagram.evaluate((svg) => {
      const label = svg.querySelector('text');
      return [getComputedStyle(label!).fill, getComputedStyle(document.body).backgroundColor];
    });
    expect(text).not.toBe(background);
  });
}

test('the version without form-associated components does not link to them', async ({ page }) => {
  const v44 = docsVersions.find((version) => version.name === 'v4.4')!;
  for (const path of ['api', 'component', 'component-lifecycle']) {
    await openPage(page, `${v44.prefix}/${path}`);
    await expect(page.locator('a[href*="form-associated"]')).toHaveCount(0);
  }
});
