import { test, expect, openPage, chooseVersion, versionDropdown, hydrate } from './fixtures';
import { docsVersions, latestVersion } from './docsRoutes';

test.describe('version dropdown', () => {
  test('keeps the page when the other version has it', async ({ page }) => {
    await openPage(page, '/docs/getting-started');
    await chooseVersion(page, 'v3');
    await expect(page).toHaveURL('/docs/v3/getting-started');
    await expect(versionDropdown(page).locator('summary')).toHaveText('v3');
    const stored = await page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default'));
    expect(stored).toBe('v3');
  });

  test('falls back to the Introduction when the page is missing there', async ({ page }) => {
    await openPage(page, '/docs/form-associated');
    await chooseVersion(page, 'v4.4');
    await expect(page).toHaveURL('/docs/v4.4/introduction');
  });

  test('lists every version, Next first', async ({ page }) => {
    await openPage(page, '/docs/introduction');
    const dropdown = versionDropdown(page);
    await dropdown.locator('summary').click();
    await expect(dropdown.getByRole('link')).toHaveText(docsVersions.map((version) => version.label));
  });
});

test.describe('colour mode', () => {
  test('is light by default and the toggle persists across a reload', async ({ page }) => {
    await openPage(page, '/docs/introduction');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: /dark mode|system mode|light mode/i }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await hydrate(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a corrupt stored value falls back to light', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', '{not a mode'));
    await openPage(page, '/docs/introduction');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('in dark mode, inline code keeps the colour of a table-of-contents entry and is lighter in a text link', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await openPage(page, '/docs/v2/methods');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The entry reads as one colour, like the entries without code around it (as in light mode).
    const entry = page.locator('.table-of-contents').getByRole('link', { name: 'componentOnReady()', exact: true });
    await expect(entry).toBeVisible();
    const entryColour = await entry.evaluate((link) => getComputedStyle(link).color);
    await expect(entry.locator('code')).toHaveCSS('color', entryColour);
    // A link in the text keeps its code readable on the code background: the lighter primary, not the link's.
    const textLink = page.locator('article').getByRole('link', { name: 'dist-custom-elements', exact: true });
    await expect(textLink.locator('code')).toBeVisible();
    const textLinkColour = await textLink.evaluate((link) => getComputedStyle(link).color);
    await expect(textLink.locator('code')).not.toHaveCSS('color', textLinkColour);
    // A hovered entry takes the link colour, and its code the same readable shade as a text link's.
    const readableCode = await textLink.locator('code').evaluate((code) => getComputedStyle(code).color);
    await entry.hover();
    await expect(entry).not.toHaveCSS('color', entryColour);
    await expect(entry.locator('code')).toHaveCSS('color', readableCode);
  });
});

test('the announcement bar stays closed after a reload', async ({ page }) => {
  await openPage(page, '/docs/introduction');
  const bar = page.getByRole('banner').filter({ hasText: `Stencil ${latestVersion} is out` });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await hydrate(page);
  await expect(page.getByText(`Stencil ${latestVersion} is out`)).toBeHidden();
});

test.describe('navbar', () => {
  test('has the links and the icon links with accessible names', async ({ page }) => {
    await openPage(page, '/docs/v4.8/getting-started');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
      'href',
      '/docs/v4.8/introduction',
    );
    for (const name of [
      'Resources',
      'Community',
      'Blog',
      'Stencil on X',
      'Stencil chat on Discord',
      'Stencil source on GitHub',
    ]) {
      await expect(navbar.getByRole('link', { name })).toBeVisible();
    }
    await navbar.getByRole('button', { name: 'English' }).hover();
    await expect(navbar.getByRole('link', { name: '日本語' })).toHaveAttribute('href', 'https://ja.stenciljs.com/');
  });
});

test('the mobile menu shows the sidebar with both dropdowns at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, '/docs/getting-started');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu.getByTestId('version-dropdown')).toBeVisible();
  await expect(menu.getByTestId('product-dropdown')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Getting started', exact: false }).first()).toBeVisible();
});
