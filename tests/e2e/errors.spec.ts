import { test, expect, openPage, hydrate } from './fixtures';

test('a page that throws shows the error screen with its causes, and Try again recovers', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('crash-seeded')) {
      window.localStorage.setItem('stencil-docs-tests-crash', 'on');
      window.sessionStorage.setItem('crash-seeded', 'yes');
    }
  });
  await openPage(page, '/docs/tests/crash');
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByText('The test page was asked to crash')).toBeVisible();
  await expect(page.getByText('localStorage holds the crash switch')).toBeVisible();
  // The navbar and footer stay usable around the error.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.evaluate(() => window.localStorage.removeItem('stencil-docs-tests-crash'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('The crash switch is off')).toBeVisible();
  await expect(page).toHaveTitle('Crash test | Stencil');
  // React reports the caught render error on the console.
  expect(consoleErrors.splice(0).every((message) => message.includes('asked to crash'))).toBe(true);
});

test('a route chunk that fails to load logs a warning, reloads once and the page works', async ({
  page,
  consoleErrors,
}) => {
  await openPage(page, '/docs/introduction');
  await page.waitForLoadState('networkidle');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let blocking = true;
  let blocked = 0;
  await page.route('**/assets/js/*.js', (route) => {
    if (blocking) {
      blocked++;
      return route.abort('failed');
    }
    return route.continue();
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().endsWith('/docs/component')) blocking = false;
  });
  let documentLoads = 0;
  page.on('load', () => documentLoads++);
  await page.locator('footer').getByRole('link', { name: 'Components' }).click();
  await expect(page).toHaveURL('/docs/component');
  // The reloaded doc page hydrates when the reader next interacts.
  await hydrate(page);
  await expect(page.locator('article h1')).toHaveText('The @Component() decorator');
  expect(blocked).toBeGreaterThan(0);
  expect(documentLoads).toBe(1);
  expect(warnings.length).toBeGreaterThan(0);
  // The blocked downloads are reported on the console by the browser.
  expect(
    consoleErrors.splice(0).every((message) => /Failed to load resource|ChunkLoadError|Loading chunk/i.test(message)),
  ).toBe(true);
});

test('a page whose server and browser renders differ shows the browser’s text and logs the recoverable error', async ({
  page,
  consoleErrors,
}) => {
  await openPage(page, '/docs/tests/hydration');
  await expect(page.getByTestId('render-side')).toHaveText('Rendered in the browser');
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
  // React recovers by rendering the page again in the browser, and Docusaurus's handler reports it.
  await expect.poll(() => consoleErrors.join('\n')).toContain('Docusaurus React Root onRecoverableError');
  const reported = consoleErrors.splice(0);
  expect(
    reported.every((message) => /onRecoverableError|hydrat/i.test(message)),
    reported.join('\n'),
  ).toBe(true);
});
