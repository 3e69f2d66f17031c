import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse, Page, Response } from '@playwright/test';
import { test, expect, openPage, hydrate, answerHostedSearch, listedScripts } from './fixtures';
import { hostedSearchURL } from '../../playwright.config';
import { headersFor, parseHeaders } from '../../scripts/lib/headers.mjs';

/**
 * The Content Security Policy (src/plugins/content-security-policy) and the headers around it: every page
 * works under it without a single violation, in both colour modes, and a script injected into a page's
 * content does not run.
 */

/** Records, from before a document's first script, every violation of its policy it reports. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        violations.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        ),
      true,
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** The policy a response carries, by directive. */
function policyOf(response: APIResponse | Response | null): Map<string, string[]> {
  const header = response?.headers()['content-security-policy'];
  expect(header, 'Content-Security-Policy').toBeDefined();
  return new Map(
    header!.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** What every policy of the site holds, whichever features its build has. */
function expectStrictPolicy(policy: Map<string, string[]>): void {
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
}

const COMPARISON = '/docs/compare?page=component&from=v4.4&to=v4.5';

/**
 * The pages a reader's visit covers: each opened, hydrated and used as a reader would, then checked to have
 * shown what it should.
 */
const visits: { name: string; path: string; use: (page: Page) => Promise<void> }[] = [
  {
    name: 'a short page',
    path: '/docs/introduction',
    use: async (page) => {
      await expect(page.locator('article h1')).toBeVisible();
    },
  },
  {
    name: 'a long code page, read to its end',
    path: '/docs/v2/events',
    use: async (page) => {
      await page.keyboard.press('End');
      await expect(page.getByRole('contentinfo')).toBeInViewport();
    },
  },
  {
    name: 'the search page with a query',
    path: '/docs/search?q=EventEmitter',
    use: async (page) => {
      await expect(
        page
          .getByRole('list', { name: 'Search results' })
          .getByRole('link', { name: /^Events/ })
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'the open playground',
    path: '/docs/component',
    use: async (page) => {
      await page.getByRole('link', { name: 'Try it' }).first().click();
      const frame = page.locator('iframe[title="Preview of the component"]');
      // Chromium holds back the rendering of a cross-origin frame out of view; a reader looks at it.
      await frame.scrollIntoViewIfNeeded();
      // Compiled in the worker, run in the frame: both under their policies.
      await expect(frame.contentFrame().locator('status-badge .badge')).toHaveText('new', { timeout: 30_000 });
    },
  },
  {
    name: 'the comparison page',
    path: COMPARISON,
    use: async (page) => {
      await expect(page.getByTestId('compare-summary')).toHaveText(/^\d+ sections? (added|removed|changed)/);
    },
  },
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => {
        // Init scripts run in the playground's sandboxed preview too, which has no storage.
        if (window === window.top) window.localStorage.setItem('theme', theme);
      }, mode);
      await recordViolations(page);
    });

    for (const { name, path: url, use } of visits) {
      test(`${name} works under the policy without a violation`, async ({ page }) => {
        if (name === 'the open playground') test.slow(); // it loads a compiler of about 1 MB (Brotli)
        const response = await page.goto(url);
        expectStrictPolicy(policyOf(response));
        await hydrate(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await use(page);
        // Prefetches of the links in view and the page's late requests are done.
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
      });
    }

    test('the search dialog searches in Pagefind’s worker, under the policy', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      expectStrictPolicy(policyOf(await page.goto('/docs/events')));
      await hydrate(page);
      const worker = page.waitForEvent('worker');
      await page.keyboard.press('ControlOrMeta+k');
      await page.getByRole('combobox', { name: 'Search the documentation' }).fill('EventEmitter');
      const results = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
      await expect(results.first()).toBeVisible();
      expect((await worker).url()).toMatch(/\/docs\/search-index\/[^/]+\/pagefind-worker\.js$/);
      // Pagefind says so when its worker fails and it searches in the page instead.
      expect(warnings.filter((text) => /pagefind/i.test(text))).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });

    test('the not-found page works under the policy without a violation', async ({ page, consoleErrors }) => {
      const response = await page.goto('/docs/no-such-page');
      expect(response?.status()).toBe(404);
      expectStrictPolicy(policyOf(response));
      await hydrate(page);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
      // The browser reports the page's status.
      expect(consoleErrors.splice(0)).toEqual([expect.stringContaining('status of 404')]);
    });
  });
}

test('an inline script injected into a page’s content does not run', async ({ page, request, consoleErrors }) => {
  // The test page's content carries the script, as the server sends it.
  const html = await (await request.get('/docs/tests/inline-script')).text();
  expect(html).toMatch(/<script>[^<]*\.setAttribute\(["']data-injected-script["']/);
  await recordViolations(page);
  await openPage(page, '/docs/tests/inline-script');
  // The browser reports the block when it meets the script: the moment the script would have run.
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline /)]);
  await expect(page.locator('html')).not.toHaveAttribute('data-injected-script');
  await expect(page.getByRole('heading', { name: 'Injected inline script test' })).toBeVisible();
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining('Content Security Policy')]);
});

test('every file goes out with the build’s policy and the headers around it', async ({ request, baseURL }) => {
  const rules = parseHeaders(fs.readFileSync(path.resolve(__dirname, '../../build/_headers'), 'utf8'));
  const policy = headersFor(rules, '/docs/introduction').get('content-security-policy');
  expect(policy).toBeDefined();
  const page = await request.get('/docs/events');
  const script = (await listedScripts(request, '/docs/events')).at(-1)!;
  const files = ['/docs/events', '/docs/events.md', '/docs/no-such-page', '/docs/img/favicon.svg', script];
  for (const file of files) {
    const response = await request.get(file, { headers: { 'Accept-Encoding': 'br, gzip' } });
    const headers = response.headers();
    // One source: the build's _headers, as a host that reads it would send them.
    expect(headers['content-security-policy'], `${baseURL}${file}`).toBe(policy);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
    // Over plain HTTP, HTTPS-only means nothing; the _headers rule for HTTPS hosts carries it.
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  const served = policyOf(page);
  expectStrictPolicy(served);
  // The embedded search's worker and WebAssembly; no host but the site's own.
  expect(served.get('worker-src')).toEqual(["'self'"]);
  expect(served.get('script-src')).toContain("'wasm-unsafe-eval'");
  expect([...served.values()].flat().filter((source) => /^https?:/.test(source))).toEqual([]);
  expect(headersFor(rules, '/docs/introduction').get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  // "Try it": the compiler's worker and the preview frame are the site's own files.
  expect(served.get('worker-src')).toEqual(["'self'"]);
  expect(served.get('frame-src')).toEqual(["'self'"]);
});

test('the playground’s preview goes out with its own policy: its script, readers’ modules, no network', async ({
  request,
}) => {
  const rules = parseHeaders(fs.readFileSync(path.resolve(__dirname, '../../build/_headers'), 'utf8'));
  const sitePolicy = headersFor(rules, '/docs/introduction').get('content-security-policy');
  const frames = fs
    .readdirSync(path.resolve(__dirname, '../../build/assets/playground'))
    .filter((name) => /^frame\.\w+\.html$/.test(name));
  expect(frames).toHaveLength(1);
  const response = await request.get(`/docs/assets/playground/${frames[0]}`);
  const policy = policyOf(response);
  expect(response.headers()['content-security-policy']).not.toBe(sitePolicy);
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.get('script-src')).toEqual([expect.stringMatching(/^'sha256-/), 'blob:']);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.has('connect-src')).toBe(false);
});

test.describe('with hosted search', () => {
  test.use({ baseURL: hostedSearchURL });

  test('the policy admits the configured Algolia application’s hosts and nothing else', async ({ request }) => {
    const policy = policyOf(await request.get('/docs/next/events'));
    expectStrictPolicy(policy);
    const hosts = [...policy.values()].flat().filter((source) => /^https?:/.test(source));
    // The hosted test build's application (`npm run build:hosted`): its search host and three fallbacks.
    expect(hosts).toEqual([
      'https://TESTAPPID-dsn.algolia.net',
      'https://TESTAPPID-1.algolianet.com',
      'https://TESTAPPID-2.algolianet.com',
      'https://TESTAPPID-3.algolianet.com',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...hosts]);
    // The Algolia logo's style element.
    expect(policy.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    // No embedded search: no WebAssembly; the one worker is the playground's compiler.
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'wasm-unsafe-eval'");
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`DocSearch and its search page query Algolia under the policy, ${mode} mode`, async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await recordViolations(page);
      const queries = await answerHostedSearch(page);
      await openPage(page, '/docs/next/events');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('prop');
      await expect.poll(() => queries.length).toBeGreaterThan(0);
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      // DocSearch's schema library (Zod) tries `Function('')` once, to learn whether it may compile its
      // validators, and validates without compiling when the policy says no: the one report a reader's
      // visit may make, and no more than that.
      const reported = await violations(page);
      expect(reported.filter((report) => !/^script-src blocked eval /.test(report))).toEqual([]);
      expect(reported.length).toBeLessThanOrEqual(1);
      await page.keyboard.press('Escape');
      await openPage(page, '/docs/search?q=watch');
      await expect.poll(() => queries.some((body) => body.includes('watch'))).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  }
});
