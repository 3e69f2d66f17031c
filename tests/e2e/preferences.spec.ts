import type { Page } from '@playwright/test';
import { test, expect, openPage, chooseVersion } from './fixtures';
import { latestVersion } from './docsRoutes';
import { releaseAnnouncementId } from '../../src/versioning/docsVersions';

const theme = (page: Page) => page.locator('html');

test.describe('colour mode', () => {
  test('stays light when the system prefers dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPage(page, '/docs/introduction');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  });

  test('the toggle is stored under the theme key and reaches another open tab', async ({ page, context }) => {
    await openPage(page, '/docs/introduction');
    const other = await context.newPage();
    await openPage(other, '/docs/events');
    await expect(theme(other)).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: /switch between dark and light mode/i }).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    await expect(theme(other)).toHaveAttribute('data-theme', 'dark');
    await other.close();
  });

  test('a stored dark choice is applied before any script of the app runs', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    // Without the app's JavaScript, only the inline script in the HTML can set the mode.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/docs/introduction');
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    consoleErrors.splice(0); // the blocked scripts are reported on the console
  });
});

test.describe('preferred version', () => {
  test('a version chosen in the dropdown is stored and followed outside the docs', async ({ page }) => {
    await openPage(page, '/docs/events');
    await chooseVersion(page, 'v4.8');
    await expect(page).toHaveURL('/docs/v4.8/events');
    expect(await page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default'))).toBe('v4.8');
    await openPage(page, '/docs/search');
    const docsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true });
    await expect(docsLink).toHaveAttribute('href', '/docs/v4.8/introduction');
    await docsLink.click();
    await expect(page).toHaveURL('/docs/v4.8/introduction');
  });

  test('a stored version that no longer exists is cleared and the latest is used', async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('docs-preferred-version-default', 'v1.0');
        window.sessionStorage.setItem('seeded', 'yes');
      }
    });
    await openPage(page, '/docs/search');
    const docsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true });
    await expect(docsLink).toHaveAttribute('href', '/docs/introduction');
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default')))
      .toBeNull();
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.getByText(`Stencil ${latestVersion} is out`);

  test('a dismissal of an older announcement does not hide a new one', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await openPage(page, '/docs/introduction');
    await expect(bar(page)).toBeVisible();
  });

  test('the dismissal of the current announcement is kept', async ({ page }) => {
    await openPage(page, '/docs/introduction');
    await page.getByRole('button', { name: 'Close' }).first().click();
    await expect(bar(page)).toBeHidden();
    const stored = await page.evaluate(() => ({
      id: window.localStorage.getItem('docusaurus.announcement.id'),
      dismissed: window.localStorage.getItem('docusaurus.announcement.dismiss'),
    }));
    expect(stored).toEqual({ id: releaseAnnouncementId(latestVersion), dismissed: 'true' });
    await openPage(page, '/docs/v3/events');
    await expect(bar(page)).toBeHidden();
  });
});
