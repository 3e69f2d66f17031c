import type { Page } from '@playwright/test';
import { test, expect, openPage, markNotReloaded, notReloaded } from './fixtures';

/**
 * Code blocks and tables far from the viewport render when the reader nears them
 * (src/plugins/offscreen-blocks). The page has 23 tables and 9 code blocks; its "Properties" heading sits
 * below most of them, and its "Pitfalls" heading below all of them.
 */
const PAGE = '/docs/docs-json';
const HEADINGS = ['properties', 'pitfalls'];

/** Where a heading sits in the viewport, in CSS pixels from its top. */
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id);

/** A heading the page has jumped to sits just below the top edge (its `scroll-margin-top`, half a rem). */
async function expectAtTop(page: Page, id: string): Promise<void> {
  await expect.poll(() => topOf(page, id)).toBeGreaterThanOrEqual(0);
  expect(await topOf(page, id)).toBeLessThanOrEqual(16);
  // And stays there once the blocks around it have rendered.
  await page.waitForTimeout(500);
  const top = await topOf(page, id);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThanOrEqual(16);
}

test('code blocks and tables far down a long page render when the reader scrolls to them', async ({ page }) => {
  await page.goto(PAGE);
  const table = page.locator('article [role="group"]').last();
  const code = page.locator('article .theme-code-block').last();
  const rendered = (block: typeof table) =>
    block
      .locator('td, .token-line')
      .first()
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  for (const block of [table, code]) {
    await expect(block).toHaveCSS('content-visibility', 'auto');
    // Far below the viewport, the browser has not rendered its content yet.
    expect(await rendered(block)).toBe(false);
  }
  for (const block of [table, code]) {
    await block.scrollIntoViewIfNeeded();
    // The browser renders it in the next frame, and the reader sees its content.
    await expect.poll(() => rendered(block)).toBe(true);
    await expect(block.locator('td, .token-line').first()).toBeVisible();
  }
  const lastCode = await code.locator('.token-line').last().textContent();
  expect(lastCode?.trim()).not.toBe('');
});

test.describe('a jump to a heading below blocks not yet rendered lands on the heading', () => {
  for (const id of HEADINGS) {
    test(`#${id}: the page opened at the heading`, async ({ page }) => {
      await page.goto(`${PAGE}#${id}`);
      await expectAtTop(page, id);
    });

    test(`#${id}: a link to it on the same page (table of contents)`, async ({ page }) => {
      await openPage(page, PAGE);
      await page.locator(`.table-of-contents a[href="#${id}"]`).click();
      await expect(page).toHaveURL(`${PAGE}#${id}`);
      await expectAtTop(page, id);
    });

    test(`#${id}: a link to it from another page`, async ({ page }) => {
      await openPage(page, '/docs/introduction');
      await markNotReloaded(page);
      // A link such as a search result or a cross-reference in another page's content.
      await page.evaluate((href) => {
        const link = Object.assign(document.createElement('a'), { href, textContent: 'Open the heading' });
        document.querySelector('article .markdown')!.prepend(link);
      }, `${PAGE}#${id}`);
      await page.getByRole('link', { name: 'Open the heading' }).click();
      await expect(page).toHaveURL(`${PAGE}#${id}`);
      expect(await notReloaded(page)).toBe(true);
      await expectAtTop(page, id);
    });

    test(`#${id}: the fragment changed without a click (address bar, history)`, async ({ page }) => {
      await openPage(page, PAGE);
      await page.evaluate((target) => (window.location.hash = target), id);
      await expectAtTop(page, id);
    });
  }
});
