import { test, expect, openPage } from './fixtures';

test.describe('unlisted pages', () => {
  test('show the banner, ask not to be indexed and stay out of the sitemap and search', async ({ page, request }) => {
    await openPage(page, '/docs/tests/unlisted');
    await expect(page.getByText('Unlisted page', { exact: true })).toBeVisible();
    await expect(page.getByText(/only users having a direct link can access it/i)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const sitemap = await (await request.get('/docs/sitemap.xml')).text();
    expect(sitemap).toContain('/docs/introduction');
    expect(sitemap).not.toContain('/docs/tests/');
    await page.keyboard.press('ControlOrMeta+k');
    await page.getByRole('combobox', { name: 'Search the documentation' }).fill('Unlisted page test');
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText(/^No results/);
  });

  test('a page can turn the footer off from its front matter', async ({ page }) => {
    await openPage(page, '/docs/tests/no-footer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Footer-less page test');
    await expect(page.locator('footer.footer')).toBeHidden();
    await openPage(page, '/docs/introduction');
    await expect(page.locator('footer.footer')).toBeVisible();
  });
});

test.describe('tags', () => {
  test('the Tags page groups tags by first letter and links to a page per tag', async ({ page }) => {
    await openPage(page, '/docs/tags');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags');
    for (const letter of ['D', 'E', 'F', 'L', 'R', 'S']) {
      await expect(page.locator(`h2#${letter}`)).toBeVisible();
    }
    await page.getByRole('link', { name: /^Decorators/ }).click();
    await expect(page).toHaveURL('/docs/tags/decorators');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('tagged with "Decorators"');
    await expect(page.getByRole('link', { name: /Properties/ })).toHaveAttribute('href', '/docs/properties');
  });

  test('each version has its own tags, listing only its own pages', async ({ request }) => {
    const v48 = await request.get('/docs/v4.8/tags/forms');
    expect(v48.status()).toBe(200);
    expect(await v48.text()).toMatch(/href="?\/docs\/v4\.8\/form-associated"?[\s>]/);
    // v2 has a forms guide but no form-associated components.
    const v2 = await request.get('/docs/v2/tags/forms');
    expect(v2.status()).toBe(200);
    expect(await v2.text()).toMatch(/href="?\/docs\/v2\/forms"?[\s>]/);
    expect(await v2.text()).not.toContain('form-associated');
    expect((await request.get('/docs/v2/tags/no-such-tag')).status()).toBe(404);
  });
});
