import { test, expect, hydrate } from './fixtures';

test.describe('paths on the production server', () => {
  for (const [path, target] of [
    ['/docs/introduction.html', '/docs/introduction'],
    ['/docs/v4.8/events/index.html', '/docs/v4.8/events'],
    ['/docs/next/component-lifecycle.html', '/docs/next/component-lifecycle'],
  ]) {
    test(`${path} reaches ${target}`, async ({ page }) => {
      const response = await page.goto(path!);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(target!);
      await hydrate(page);
      await expect(page.locator('article h1')).toBeVisible();
    });
  }

  for (const path of [
    '/docs/not-a-page',
    '/docs/v9/introduction',
    '/docs/v4.8/form-associated-typo',
    '/docs/%2e%2e/%2e%2e/etc/passwd',
    '/docs/..%2f..%2fpackage.json',
    '/docs/assets/js/',
    '/docs/search-index/v4.9/',
    `/docs/${'x'.repeat(4000)}`,
    '/docs/intro%00duction',
    '/docs/intro%0d%0aLocation:%20http://example.com',
    '/docs/%E0%A4%A',
  ]) {
    test(`${path.slice(0, 60)} gets the not-found page with status 404`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('Page Not Found');
      expect(html).not.toMatch(/Index of|<li><a href="\.\.\/">/);
    });
  }

  test('the not-found page renders in the browser', async ({ page, consoleErrors }) => {
    const response = await page.goto('/docs/v9/introduction');
    expect(response?.status()).toBe(404);
    await hydrate(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining('status of 404')]);
  });
});
