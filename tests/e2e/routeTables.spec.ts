import type { Page } from '@playwright/test';
import { test, expect, openPage, chooseVersion, docsSidebar, markNotReloaded, notReloaded } from './fixtures';
import { docsVersions } from './docsRoutes';

/**
 * Each docs version's routes load with its first page (src/plugins/split-routes): a page's first load
 * carries the route table of its own version only, and moving to another version still works in place.
 */

/** The route-table entry of a page (`"<route>-<hash>"` keys of the chunk names), in any script loaded. */
const tableEntry = (route: string) => `"${route}-`;
/** The registry entry of a page's content chunk, which names the page's source file. */
const registryEntry = (sourceDir: string) => `"@site/${sourceDir}/components/events.md"`;
/**
 * The bodies of the scripts a page loads, read once every script fetched so far has arrived. A body still
 * being read when the test ends (an idle prefetch, say) is dropped instead of failing the test.
 */
function scriptBodies(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

const sourceDirOf = (name: string) => (name === 'current' ? 'docs' : `versioned_docs/version-${name}`);

test('a page’s first load carries its own version’s route table and no other', async ({ page }) => {
  const scripts = scriptBodies(page);
  await openPage(page, '/docs/v4.8/events');
  await expect(page.locator('article h1')).toHaveText('Events');
  const loaded = await scripts();
  expect(loaded).toContain(tableEntry('/docs/v4.8/events'));
  expect(loaded).toContain(registryEntry(sourceDirOf('v4.8')));
  for (const version of docsVersions.filter((v) => v.name !== 'v4.8')) {
    expect(loaded, `route table of ${version.label}`).not.toContain(tableEntry(`${version.prefix}/events`));
    expect(loaded, `chunk registry of ${version.label}`).not.toContain(registryEntry(sourceDirOf(version.name)));
  }
});

test('moving to another version and back renders in place, without reloading the page', async ({ page }) => {
  await openPage(page, '/docs/v4.8/events');
  await markNotReloaded(page);
  await chooseVersion(page, 'v3');
  await expect(page).toHaveURL(/\/docs\/v3\/events$/);
  await expect(page.locator('article h1')).toHaveText('Events');
  // Both versions title the page "Events": wait for v3's sidebar before clicking in it.
  const methods = docsSidebar(page).getByRole('link', { name: 'Methods', exact: true });
  await expect(methods).toHaveAttribute('href', '/docs/v3/methods');
  await methods.click();
  await expect(page).toHaveURL(/\/docs\/v3\/methods$/);
  await expect(page.locator('article h1')).toHaveText('Methods');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/v4\.8\/events$/);
  await expect(page.locator('article h1')).toHaveText('Events');
  expect(await notReloaded(page)).toBe(true);
});

test('an unknown page inside a version still gets the not-found page after its table loads', async ({ page }) => {
  await openPage(page, '/docs/v4.8/events');
  await page.evaluate(() => window.history.pushState({}, '', '/docs/v4.7/no-such-page'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the browser runs React DOM, as development does, and the page responds', async ({ page }) => {
  const scripts = scriptBodies(page);
  await openPage(page, '/docs/v4.8/events');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  // React DOM's production build links each error code to react.dev; another runtime has no such table.
  expect(await scripts()).toContain('https://react.dev/errors/');
  await docsSidebar(page).getByRole('link', { name: 'Methods', exact: true }).click();
  await expect(page.locator('article h1')).toHaveText('Methods');
});

test('links in view prefetch their pages’ own chunks once each, never one the page already runs', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/docs/next/component-lifecycle');
  // Docusaurus prefetches a link's route once the link is in view, right after hydration.
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const prefetched = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const running = await page
    .locator('script[src]')
    .evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname));
  expect(new Set(prefetched).size).toBe(prefetched.length);
  expect(prefetched.filter((path) => running.includes(path))).toEqual([]);
  // At most one chunk per page a link in view leads to (its content), not every chunk of every route.
  const linksInView = await docsSidebar(page).locator('a.menu__link[href^="/docs/"]').count();
  expect(prefetched.length).toBeLessThanOrEqual(linksInView + 10);
});
