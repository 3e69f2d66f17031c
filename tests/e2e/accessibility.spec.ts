import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, openPage, versionDropdown } from './fixtures';
import { ALL_BLOCKS_ATTRIBUTE } from '../../src/plugins/offscreen-blocks/constants';

/** A page whose text links wrap inline code (`docs-readme`, `docs-json`): link and code colours together. */
const linkedCodePage = '/docs/v2/introduction';
/** A page with npm / Yarn / pnpm tabs. */
const tabsPage = '/docs/getting-started';
const pages = [
  '/docs/introduction',
  linkedCodePage,
  tabsPage,
  '/docs/config',
  '/docs/v4.8/events',
  '/docs/v2/component-lifecycle',
  '/docs/hydrate-app',
  '/docs/search?q=prop',
  // Line numbers, highlighted lines and titles, which no doc page uses yet.
  '/docs/tests/code-blocks',
];

async function violationsOf(page: Page): Promise<string[]> {
  // Code blocks far from the viewport render when the reader nears them
  // (src/plugins/offscreen-blocks), and axe cannot read colours the browser has not rendered: it audits
  // them rendered, as a reader who scrolls to them sees them.
  await page.evaluate((name) => document.documentElement.setAttribute(name, ''), ALL_BLOCKS_ATTRIBUTE);
  // label-content-name-mismatch (WCAG 2.5.3) is off in axe by default.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const mode of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test.describe(`axe, ${mode} mode at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, colorScheme: mode });
      for (const path of pages) {
        test(`${path} has no violations`, async ({ page }) => {
          test.slow(); // axe walks the whole page
          await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
          await openPage(page, path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          if (path === linkedCodePage) await expect(page.locator('article a code').first()).toBeVisible();
          expect(await violationsOf(page)).toEqual([]);
        });
      }
    });
  }
}

test('the open search dialog and sidebar dropdowns have no violations', async ({ page }) => {
  test.slow();
  await openPage(page, '/docs/events');
  const version = versionDropdown(page);
  await version.locator('summary').click();
  expect(await violationsOf(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+k');
  await page.getByRole('combobox', { name: 'Search the documentation' }).fill('event');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});
