import type { Page } from '@playwright/test';
import { test, expect, docsSidebar, codeLoaded, markNotReloaded, notReloaded } from './fixtures';

/**
 * A doc page reads complete before any script has run, and a reader's first interaction on a freshly
 * loaded page does what it does later, whether React's hydration (at load, inside Docusaurus's
 * `startTransition`, which yields to input) has finished or not. These tests never move the pointer before
 * their first interaction.
 */

/** Opens a page and waits until its code has loaded, with no interaction. */
async function loadWithoutInteracting(page: Page, path: string) {
  await page.goto(path);
  await codeLoaded(page);
  await page.waitForLoadState('networkidle');
}

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]');

/** The centre of an element, for touches and clicks that skip Playwright's checks (a reader's finger has none). */
async function centreOf(page: Page, selector: string) {
  const box = (await page.locator(selector).first().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a doc page is complete as the server sends it: text, code, sidebar and table of contents', async ({ page }) => {
    await page.goto('/docs/v4.8/events');
    await expect(page.locator('article h1')).toHaveText('Events');
    await expect(page.locator('article pre code').first()).toBeVisible();
    await expect(docsSidebar(page).getByRole('link', { name: 'Methods', exact: true })).toBeVisible();
    await expect(page.locator('.table-of-contents__link').first()).toBeVisible();
  });
});

test('a link clicked without a pointer first (as assistive technology clicks) opens its page in place', async ({
  page,
}) => {
  await loadWithoutInteracting(page, '/docs/v4.8/events');
  await markNotReloaded(page);
  await docsSidebar(page).getByRole('link', { name: 'Methods', exact: true }).dispatchEvent('click');
  await expect(page).toHaveURL('/docs/v4.8/methods');
  await expect(page.locator('article h1')).toHaveText('Methods');
  expect(await notReloaded(page)).toBe(true);
});

test('Ctrl+K as the first thing a reader does opens the search, which takes what they type next', async ({ page }) => {
  await loadWithoutInteracting(page, '/docs/v4.8/events');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.type('listen');
  await expect(dialog.getByRole('combobox')).toHaveValue('listen');
});

test('the first Tab moves focus to the skip link, and Enter on it moves to the content', async ({ page }) => {
  await loadWithoutInteracting(page, '/docs/v4.8/events');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  // As on a hydrated page: focus is on the content, the main element or its wrapper.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.querySelector('main');
        const active = document.activeElement;
        return Boolean(main && active && (active === main || active.contains(main)));
      }),
    )
    .toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the first tap on the menu button opens the menu, whose links open pages in place', async ({ page }) => {
    await loadWithoutInteracting(page, '/docs/v4.8/events');
    await markNotReloaded(page);
    const toggle = await centreOf(page, 'button.navbar__toggle');
    await page.touchscreen.tap(toggle.x, toggle.y);
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Methods', exact: true }).tap();
    await expect(page.locator('article h1')).toHaveText('Methods');
    expect(await notReloaded(page)).toBe(true);
  });
});

test.describe('on a touch screen as wide as a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  test('the first tap on the colour mode button, disabled until hydration, switches the mode', async ({ page }) => {
    await loadWithoutInteracting(page, '/docs/v4.8/events');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const button = await centreOf(page, 'nav.navbar button[class*="toggleButton"]');
    await page.touchscreen.tap(button.x, button.y);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('a page that renders from its URL shows it once loaded: the search page shows results', async ({ page }) => {
  await page.goto('/docs/search?q=EventEmitter');
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
});
