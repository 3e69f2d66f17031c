import type { Page } from '@playwright/test';
import { test, expect, openPage, hydrate, markNotReloaded, notReloaded } from './fixtures';

/**
 * Install commands (fences marked `npm2yarn`) show as npm / Yarn / pnpm tabs, one group for the whole
 * site: a choice holds on every page and visit. The content of a page with tabs is hydrated on a first
 * load (src/components/ServerRendered), so the tabs work from the first click.
 */

/** The tab groups of the page's content: the element holding each tab list. */
const tabGroups = (page: Page) => page.locator('article :has(> [role="tablist"])');
/** The tab of a group, by its label, and the panel the group shows (hidden panels have no role). */
const tab = (page: Page, name: string, group = 0) => tabGroups(page).nth(group).getByRole('tab', { name, exact: true });
const shownPanel = (page: Page, group = 0) => tabGroups(page).nth(group).getByRole('tabpanel');

const gettingStarted = '/docs/getting-started';
const store = '/docs/stencil-store';

test('on a freshly loaded page, the first click on Yarn shows the Yarn commands of every group', async ({ page }) => {
  await openPage(page, gettingStarted);
  await expect(shownPanel(page)).toContainText('npm init stencil');
  await tab(page, 'Yarn').click();
  await expect(tab(page, 'Yarn')).toHaveAttribute('aria-selected', 'true');
  await expect(shownPanel(page)).toContainText('yarn create stencil');
  await expect(shownPanel(page)).not.toContainText('npm init stencil');
  // The page's other install commands follow the choice: `cd`, then install and start with Yarn.
  await expect(shownPanel(page, 2)).toContainText('yarn install');
  await expect(shownPanel(page, 2)).toContainText('yarn start');
});

test('a choice in a group below others leaves the page where it was', async ({ page }) => {
  await openPage(page, gettingStarted);
  const pnpm = tab(page, 'pnpm', 2);
  await pnpm.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  const top = (await pnpm.boundingBox())!.y;
  await pnpm.click();
  // The groups above switched too, each to a copy as tall as the one it showed.
  await expect(shownPanel(page, 0)).toContainText('pnpm create stencil');
  await expect(shownPanel(page, 2)).toContainText('pnpm install');
  expect((await pnpm.boundingBox())!.y).toBe(top);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the first tap on pnpm shows the pnpm command', async ({ page }) => {
    await openPage(page, store);
    await tab(page, 'pnpm').tap();
    await expect(shownPanel(page)).toContainText('pnpm add @stencil/store');
  });
});

test('the choice holds on the next page, on a new visit and after a reload', async ({ page }) => {
  await openPage(page, gettingStarted);
  await markNotReloaded(page);
  await tab(page, 'pnpm').click();
  await expect(shownPanel(page)).toContainText('pnpm create stencil');
  // A link of the content opens the next page in place.
  await page.locator('article a[href="/docs/versioning"]').first().click();
  await expect(page).toHaveURL('/docs/versioning');
  await expect(tab(page, 'pnpm')).toHaveAttribute('aria-selected', 'true');
  await expect(shownPanel(page)).toContainText('pnpm add --save-exact @stencil/core@nightly');
  expect(await notReloaded(page)).toBe(true);
  // A new visit to another page.
  await openPage(page, store);
  await expect(tab(page, 'pnpm')).toHaveAttribute('aria-selected', 'true');
  await expect(shownPanel(page)).toContainText('pnpm add @stencil/store');
  await page.reload();
  await hydrate(page);
  await expect(tab(page, 'pnpm')).toHaveAttribute('aria-selected', 'true');
  await expect(shownPanel(page)).toContainText('pnpm add @stencil/store');
});

test('a corrupt stored choice gives the npm tab, without errors', async ({ page }) => {
  test.slow(); // a reload per value
  await openPage(page, store);
  await tab(page, 'Yarn').click();
  await expect(shownPanel(page)).toContainText('yarn add @stencil/store');
  // Where the theme keeps the choice: the one stored value that the click set to "yarn".
  const key = await page.evaluate(() =>
    Object.keys(window.localStorage).find((name) => window.localStorage.getItem(name) === 'yarn'),
  );
  expect(key).toBeTruthy();
  for (const corrupt of ['', 'YARN', '{"value":"yarn"', '\u0000']) {
    await page.evaluate(([name, value]) => window.localStorage.setItem(name!, value!), [key, corrupt]);
    await page.reload();
    // Hydrated: the tabs have read the stored value by then (the theme reads it as they mount in the browser).
    await hydrate(page);
    await expect(tab(page, 'npm')).toHaveAttribute('aria-selected', 'true');
    await expect(shownPanel(page)).toContainText('npm install @stencil/store');
    // The tabs still work and store a good choice again.
    await tab(page, 'pnpm').click();
    await expect(shownPanel(page)).toContainText('pnpm add @stencil/store');
    expect(await page.evaluate((name) => window.localStorage.getItem(name!), key)).toBe('pnpm');
  }
});

test('the Markdown twin and llms-full.txt show the npm command once, with no Yarn or pnpm copy', async ({
  request,
}) => {
  const twin = await (await request.get(`${store}.md`)).text();
  expect(twin).toContain('```bash\nnpm install @stencil/store\n```');
  expect(twin.match(/npm install @stencil\/store/g)).toHaveLength(1);
  expect(twin).not.toMatch(/yarn add|pnpm add|npm2yarn/);
  const fullText = await (await request.get('/docs/llms-full.txt')).text();
  expect(fullText).toContain(twin.slice(twin.indexOf('\n## ')));
  expect(fullText).toContain('```bash\nnpm init stencil\n```');
  expect(fullText).not.toMatch(/\b(yarn|pnpm) (add|create|install|start|build|test|run|remove)\b|npm2yarn/);
});

test('search finds a page by its npm command and quotes it once', async ({ page }) => {
  await openPage(page, store);
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('combobox').fill('npm install @stencil/store');
  const first = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
  await expect(first).toHaveAttribute('href', store);
  // Each excerpt (the page's, then its headings') quotes the command at most once, and never Yarn's or pnpm's.
  const excerpts = await dialog.locator('[class*="excerpt"]').allTextContents();
  expect(excerpts.some((excerpt) => excerpt.includes('npm install @stencil/store'))).toBe(true);
  for (const excerpt of excerpts) {
    expect(excerpt.match(/npm install @stencil\/store/g)?.length ?? 0, excerpt).toBeLessThanOrEqual(1);
    expect(excerpt).not.toMatch(/yarn add|pnpm add|\bYarn pnpm\b/);
  }
});
