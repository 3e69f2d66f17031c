import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures';
import { docsVersions, routesOf } from './docsRoutes';

// `formAssociated` first appears in v4.5's Component page; the comparison tests rest on that content fact.
const FROM = 'v4.4';
const TO = 'v4.5';
const ROUTE = 'component';
const COMPARISON = `/docs/compare?page=${ROUTE}&from=${FROM}&to=${TO}`;

/**
 * The versions that have the Component page, newest first, as the comparison URL names them: Next and
 * versions.json's entries, so a release cut adds the new version here without an edit.
 */
const versionsWithPage = docsVersions
  .filter((version) => routesOf(version.name).some((entry) => entry.route === ROUTE))
  .map((version) => ({
    param: version.name === 'current' ? 'next' : version.name,
    label: version.label,
    permalink: `${version.prefix}/${ROUTE}`,
  }));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const summary = (page: Page) => page.getByTestId('compare-summary');
const problem = (page: Page) => page.getByRole('alert').filter({ hasText: 'This comparison cannot be shown' });
const changes = (page: Page, from: string, to: string) =>
  page.getByRole('region', { name: new RegExp(`^Changes to .+ from ${escape(from)} to ${escape(to)}$`) });

async function violationsOf(page: Page): Promise<string[]> {
  // label-content-name-mismatch (WCAG 2.5.3) is off in axe by default.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('the server renders a neutral page that asks not to be indexed', async ({ request }) => {
  const response = await request.get('/docs/compare');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Loading the comparison…');
  // The build minifies HTML, dropping the quotes around plain attribute values.
  expect(html).toMatch(/<meta[^>]+name="?robots"?[^>]+content="?noindex/);
});

test('shows what changed in a page between two versions', async ({ page }) => {
  await openPage(page, COMPARISON);
  await expect(page.locator('ins', { hasText: 'formAssociated' }).first()).toBeVisible();
  await expect(changes(page, FROM, TO)).toBeVisible();
  await expect(summary(page)).toBeVisible();
  await expect(summary(page)).toHaveText(/^\d+ sections? (added|removed|changed)/);
  await expect(page.getByRole('definition').filter({ hasText: /^formAssociated$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: `Open ${FROM}`, exact: true })).toHaveAttribute(
    'href',
    `/docs/${FROM}/${ROUTE}`,
  );
  await expect(page.getByRole('link', { name: `Open ${TO}`, exact: true })).toHaveAttribute(
    'href',
    `/docs/${TO}/${ROUTE}`,
  );
  await expect(page).toHaveTitle(new RegExp(`^Compare ${escape(FROM)} and ${escape(TO)}: .+`));
  // Each twin links to its own version's pages; those links are the same page, not a change.
  await expect(page.locator('del', { hasText: `/docs/${FROM}/` })).toHaveCount(0);
});

test.describe('parameters that name no valid comparison', () => {
  test('markup in a parameter is shown as text and never runs', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const hostile = '<img src=x onerror=alert(1)>';
    await openPage(page, `/docs/compare?${new URLSearchParams({ page: hostile, from: FROM, to: TO })}`);
    await expect(problem(page)).toContainText(`No version of the documentation has a page “${hostile}”.`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(problem(page).getByRole('link', { name: 'Go to the documentation home' })).toHaveAttribute(
      'href',
      '/docs/',
    );
    await expect(page).toHaveTitle(/^Compare versions/);
    expect(dialogs).toBe(0);
  });

  test('an unknown version is named, with links to every version that has the page', async ({ page }) => {
    await openPage(page, `/docs/compare?page=${ROUTE}&from=v9.9&to=${TO}`);
    await expect(problem(page)).toContainText('No version is called “v9.9”.');
    for (const version of versionsWithPage) {
      await expect(problem(page).getByRole('link', { name: version.label, exact: true })).toHaveAttribute(
        'href',
        version.permalink,
      );
    }
    await expect(problem(page).getByRole('link', { name: 'Go to the documentation home' })).toBeVisible();
    // The reader can still pick two versions from here.
    await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
  });

  test('an unknown page is named, with a link to the docs home', async ({ page }) => {
    await openPage(page, `/docs/compare?page=no-such-page&from=${FROM}&to=${TO}`);
    await expect(problem(page)).toContainText('No version of the documentation has a page “no-such-page”.');
    await expect(problem(page).getByRole('link')).toHaveCount(1);
    await expect(problem(page).getByRole('link', { name: 'Go to the documentation home' })).toBeVisible();
  });

  test('a version without the page is named', async ({ page }) => {
    await openPage(page, `/docs/compare?page=form-associated&from=${FROM}&to=${TO}`);
    await expect(problem(page)).toContainText(`The page “form-associated” does not exist in ${FROM}.`);
    await expect(problem(page).getByRole('link', { name: TO, exact: true })).toHaveAttribute(
      'href',
      `/docs/${TO}/form-associated`,
    );
  });

  test('the same version twice is refused', async ({ page }) => {
    await openPage(page, `/docs/compare?page=${ROUTE}&from=${TO}&to=${TO}`);
    await expect(problem(page)).toContainText(`Both sides of the comparison are ${TO}`);
    await expect(page.locator('ins, del')).toHaveCount(0);
  });

  test('missing parameters are named', async ({ page }) => {
    await openPage(page, '/docs/compare');
    await expect(problem(page)).toContainText('“page” parameter is missing');
    await expect(problem(page)).toContainText('“from” parameter is missing');
    await expect(problem(page)).toContainText('“to” parameter is missing');
  });
});

test('the form compares other versions', async ({ page }) => {
  await openPage(page, COMPARISON);
  await expect(changes(page, FROM, TO)).toBeVisible();
  const from = page.getByRole('combobox', { name: 'From' });
  await expect(from.locator('option')).toHaveText(versionsWithPage.map((version) => version.label));
  // The version just older than FROM.
  const older = versionsWithPage[versionsWithPage.findIndex((version) => version.param === FROM) + 1]!;
  await from.selectOption(older.param);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page).toHaveURL(`/docs/compare?page=${ROUTE}&from=${older.param}&to=${TO}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(`^Compare ${escape(older.label)} and ${escape(TO)}`),
  );
  await expect(changes(page, older.label, TO)).toBeVisible();
  await expect(page.getByRole('link', { name: `Open ${older.label}`, exact: true })).toHaveAttribute(
    'href',
    older.permalink,
  );
});

test('a twin that cannot be loaded gives a message and links, not a crash', async ({ page, consoleErrors }) => {
  await page.route(`**/docs/${FROM}/${ROUTE}.md`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await openPage(page, COMPARISON);
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: FROM, exact: true })).toHaveAttribute('href', `/docs/${FROM}/${ROUTE}`);
  await expect(page.locator('ins, del')).toHaveCount(0);
  // The browser reports the failed request on the console.
  expect(consoleErrors.splice(0).every((message) => /status of 503/.test(message))).toBe(true);
});

for (const mode of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test.describe(`the comparison, ${mode} mode at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, colorScheme: mode });
      test('has no axe violations and no sideways scroll', async ({ page }) => {
        test.slow(); // axe walks the whole page, and this one is long
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        await openPage(page, COMPARISON);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(page.locator('ins').first()).toBeVisible();
        expect(await violationsOf(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    });
  }
}
