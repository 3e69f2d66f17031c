import type { Page, Request } from '@playwright/test';
import { test, expect, openPage } from './fixtures';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const isScript = (request: Request) => request.resourceType() === 'script';

test('a route change slower than 200 ms shows the progress bar', async ({ page }) => {
  await openPage(page, '/docs/introduction');
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // A footer link: its route code has not been fetched yet.
  await page.locator('footer').getByRole('link', { name: 'Components' }).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL('/docs/component');
  await expect(page.locator('#nprogress')).not.toBeAttached({ timeout: 10_000 });
});

test.describe('in a narrow window', () => {
  // Below 997 px no sidebar link is rendered as a Docusaurus link on a first load, so nothing has
  // prefetched the footer link's page before the pointer reaches it.
  test.use({ viewport: { width: 390, height: 844 } });

  test("a link's route code is fetched before it is clicked", async ({ page }) => {
    await openPage(page, '/docs/introduction');
    await page.waitForLoadState('networkidle');
    const fetchedBefore = new Set<string>();
    const duringNavigation: string[] = [];
    let navigating = false;
    page.on('request', (request) => {
      if (!request.url().endsWith('.js')) return;
      // Before the click any fetch counts (prefetches included); during it, only code the page runs, not
      // the prefetches of the links the new page shows.
      if (!navigating) fetchedBefore.add(request.url());
      else if (isScript(request)) duringNavigation.push(request.url());
    });
    const link = page.locator('footer').getByRole('link', { name: 'Components' });
    await link.hover();
    await page.waitForLoadState('networkidle');
    expect(fetchedBefore.size).toBeGreaterThan(0);
    // Park the pointer on the page's edge, so that no link of the next page is under it while that page
    // renders (hovering one would load that link's page too), then follow the link from the keyboard.
    await page.mouse.move(0, 0);
    navigating = true;
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('article h1')).toHaveText('The @Component() decorator');
    // Whatever the navigation asks for was fetched on hover (the browser then serves it from its cache).
    expect(duringNavigation.filter((url) => !fetchedBefore.has(url))).toEqual([]);
  });
});

test('the code of links in view is prefetched', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) prefetched.push(request.url());
  });
  await openPage(page, '/docs/introduction');
  // Docusaurus's links prefetch their route's code once they scroll into view.
  await expect(page.locator('head link[rel="prefetch"]').first()).toBeAttached();
  const hrefs = await page
    .locator('head link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hrefs.every((href) => href.endsWith('.js'))).toBe(true);
  await expect.poll(() => hrefs.every((href) => prefetched.includes(href))).toBe(true);
});

test.describe('scrolling on navigation', () => {
  test('goes to the element of the hash, or to the top without one', async ({ page }) => {
    await openPage(page, '/docs/component-lifecycle');
    const tocLink = page.locator('.table-of-contents a').nth(3);
    const hash = (await tocLink.getAttribute('href'))!;
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    const id = decodeURIComponent(hash.slice(1));
    await expect
      .poll(() => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id))
      .toBeLessThan(150);
    expect(await scrollY(page)).toBeGreaterThan(300);
    await page.getByRole('link', { name: 'Next' }).last().click();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a link to a heading of another page opens that page at the heading', async ({ page }) => {
    // Both pages have a "Pitfalls" heading; the link sits far down the first one.
    await openPage(page, '/docs/v2/testing-overview');
    await page.locator('article a[href="/docs/v2/testing-config#pitfalls"]').click();
    await expect(page.locator('article h1')).toHaveText('Testing Config');
    const heading = page.locator('[id="pitfalls"]');
    await expect(heading).toHaveText(/Pitfalls/);
    await expect(heading).toBeInViewport();
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);
  });

  test('does not scroll when only the query string changes', async ({ page }) => {
    await openPage(page, '/docs/events');
    await page.mouse.wheel(0, 900);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
    const before = await scrollY(page);
    // Every scroll from here on, in order.
    await page.evaluate(() => {
      const positions: number[] = ((window as { scrolledTo?: number[] }).scrolledTo = []);
      window.addEventListener('scroll', () => positions.push(window.scrollY));
    });
    // A history entry that differs only by its query string, as the back and forward buttons restore it;
    // then one that differs by its fragment, which does scroll. The router handles them in order, so by the
    // time the second has scrolled, a scroll caused by the first would have come before it.
    const heading = await page.locator('article h2[id]').last().getAttribute('id');
    await page.evaluate((id) => {
      window.history.pushState(null, '', `${window.location.pathname}?from=test`);
      window.dispatchEvent(new PopStateEvent('popstate'));
      window.history.pushState(null, '', `${window.location.pathname}?from=test#${id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, heading);
    const scrolledTo = () => page.evaluate(() => (window as { scrolledTo?: number[] }).scrolledTo!);
    await expect.poll(async () => (await scrolledTo()).length).toBeGreaterThan(0);
    // The first scroll is the fragment's, away from where the reader was, never back to the top.
    const [first] = await scrolledTo();
    expect(first).not.toBe(0);
    expect(first).not.toBe(before);
    expect(first).toBeGreaterThan(before);
  });
});

test('the navbar hides on scrolling down and returns on scrolling up', async ({ page }) => {
  await openPage(page, '/docs/component-lifecycle');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const navbarBottom = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom);
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(100);
  }
  await expect.poll(navbarBottom).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -200);
  await expect.poll(navbarBottom).toBeGreaterThan(0);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(100);
  await page.mouse.wheel(0, 400);
  await expect.poll(navbarBottom).toBeLessThanOrEqual(0);
  // Near the top it is always shown.
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect.poll(navbarBottom).toBeGreaterThan(0);
});

test('the scroll-to-top button appears when scrolling up far down a page and works', async ({ page }) => {
  await openPage(page, '/docs/component-lifecycle');
  const button = page.getByRole('button', { name: 'Scroll back to top' });
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(2000);
  await page.mouse.wheel(0, -300);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('"Skip to main content" is the first tab stop and moves focus to the content', async ({ page }) => {
  await openPage(page, '/docs/events');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus is on the content: the main element or its wrapper, and the next Tab stays in the content.
  const focusIsOnContent = await page.evaluate(() => {
    const main = document.querySelector('main');
    const active = document.activeElement;
    return Boolean(main && active && (active === main || main.contains(active) || active.contains(main)));
  });
  expect(focusIsOnContent).toBe(true);
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(next).toBe(true);
});

test('the table of contents highlights the heading in view', async ({ page }) => {
  await openPage(page, '/docs/events');
  const links = page.locator('.table-of-contents a');
  const target = links.nth(4);
  const id = decodeURIComponent((await target.getAttribute('href'))!.slice(1));
  await page.evaluate((heading) => document.getElementById(heading)!.scrollIntoView(), id);
  await expect(target).toHaveClass(/table-of-contents__link--active/);
  await expect(page.locator('.table-of-contents__link--active')).toHaveCount(1);
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('closes on navigation', async ({ page }) => {
    await openPage(page, '/docs/getting-started');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByTestId('version-dropdown')).toBeVisible();
    await menu.getByRole('link', { name: 'Goals and Objectives' }).first().click();
    await expect(page).toHaveURL('/docs/goals-and-objectives');
    await expect(menu).toBeHidden();
  });

  test('closes when the window grows past 996 px', async ({ page }) => {
    await openPage(page, '/docs/getting-started');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  });
});
