import type { Page } from '@playwright/test';
import { test, expect, openPage, markNotReloaded, notReloaded } from './fixtures';
import { ALL_BLOCKS_ATTRIBUTE } from '../../src/plugins/offscreen-blocks/constants';
import config from '../../playwright.config';

// Scrollbars take room here, as on a desktop with classic scrollbars (the browser tests otherwise hide them):
// a code box that scrolls sideways is 10 px taller, and a block not yet rendered must be that tall too.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

/**
 * Code blocks far from the viewport render when the reader nears them (src/plugins/offscreen-blocks). The
 * page has 23 code blocks; its "Value accessors" heading sits below most of them, and its "Pitfalls"
 * heading below all of them.
 */
const PAGE = '/docs/angular';
const HEADINGS = ['value-accessors', 'pitfalls'];

/**
 * Where a heading sits in the viewport, in CSS pixels from its top; `null` while the page holding it has not
 * rendered yet (after a client-side navigation the address changes before the new page's content is in).
 */
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => {
    const heading = document.getElementById(target);
    return heading ? Math.round(heading.getBoundingClientRect().top) : null;
  }, id);

/** A heading the page has jumped to sits just below the top edge (its `scroll-margin-top`, half a rem). */
async function expectAtTop(page: Page, id: string): Promise<void> {
  await expect.poll(() => topOf(page, id)).toEqual(expect.any(Number));
  await expect.poll(() => topOf(page, id)).toBeGreaterThanOrEqual(0);
  expect(await topOf(page, id)).toBeLessThanOrEqual(16);
  // And stays there once the blocks in and near the viewport have rendered, which happens in the frames
  // that follow the jump: wait for every such block to be rendered, then for one more frame to be laid out.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('article pre code'))
          .filter((code) => {
            const { top, bottom } = code.getBoundingClientRect();
            return bottom > -window.innerHeight && top < 2 * window.innerHeight;
          })
          .every((code) => code.checkVisibility({ contentVisibilityAuto: true })),
      ),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const top = await topOf(page, id);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThanOrEqual(16);
}

test('code blocks far down a long page render when the reader scrolls to them', async ({ page }) => {
  await page.goto(PAGE);
  const code = page.locator('article .theme-code-block').last();
  const rendered = () =>
    code
      .locator('.token-line')
      .first()
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  await expect(code.locator('pre code')).toHaveCSS('content-visibility', 'auto');
  // Far below the viewport, the browser has not rendered its content yet.
  expect(await rendered()).toBe(false);
  await code.scrollIntoViewIfNeeded();
  // The browser renders it in the next frame, and the reader sees its content.
  await expect.poll(rendered).toBe(true);
  await expect(code.locator('.token-line').first()).toBeVisible();
  expect((await code.locator('.token-line').last().textContent())?.trim()).not.toBe('');
});

for (const width of [412, 1280]) {
  test(`at ${width} px, a code block not yet rendered takes the height it has once rendered`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(PAGE);
    const heights = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollHeight,
        blocks: Array.from(document.querySelectorAll('article pre'), (pre) => pre.getBoundingClientRect().height),
      }));
    const skipped = await heights();
    expect(skipped.blocks).toHaveLength(23);
    await page.evaluate((name) => document.documentElement.setAttribute(name, ''), ALL_BLOCKS_ATTRIBUTE);
    await expect
      .poll(() =>
        page
          .locator('article pre code')
          .last()
          .evaluate((code) => getComputedStyle(code).contentVisibility),
      )
      .toBe('visible');
    const rendered = await heights();
    // Nothing moves when a block renders: a footer link the reader is about to click stays under the pointer.
    rendered.blocks.forEach((height, index) => expect(Math.abs(height - skipped.blocks[index])).toBeLessThan(1));
    expect(Math.abs(rendered.page - skipped.page)).toBeLessThan(1);
  });
}

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
