import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoadContext, Plugin, Props } from '@docusaurus/types';
import { renderPage } from './renderPage';
import contentSecurityPolicyPlugin from '../../src/plugins/content-security-policy';
import { scriptHash, siteInlineScripts } from '../../src/plugins/content-security-policy/inlineScripts';
import {
  algoliaSearchOrigins,
  documentsWithOwnPolicy,
  featureSources,
  HEADERS_LINE_LIMIT,
  policyHeadersRule,
  serializePolicy,
  sitePolicy,
  TAG_MANAGER_ORIGIN,
} from '../../src/plugins/content-security-policy/policy';
import { storedPreferencesGuardScript } from '../../src/plugins/stored-preferences-guard';
import { headersFor, parseHeaders } from '../../scripts/lib/headers.mjs';

/** A page with the site's own scripts around the app and one script inside it. */
/** Docusaurus's own page template, which the site uses. */
const docusaurusTemplate = readFileSync(
  createRequire(__filename).resolve('@docusaurus/core/lib/ssg/ssgTemplate.html'),
  'utf8',
);
/** An inline script that is the same on every page (as the theme's colour-mode script is). */
const FIXED_SCRIPT = 'document.documentElement.dataset.fixed = "1"';

const PAGE = `<!DOCTYPE html><html><head><meta charset="UTF-8">
<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
<script>head()</script><script src="/docs/assets/js/main.js"></script>
<link rel="stylesheet" href="/docs/assets/css/styles.css"></head>
<body><svg style="display: none;"><defs><path d="M0 0"/></defs></svg><script>
colourMode()
</script><div id="__docusaurus"><main><p>Text<div><script>injected()</script></div></main></div>
<div id="page-parsed" hidden></div><script type="module">afterApp()</script></body></html>`;

describe('the site’s inline scripts', () => {
  it('are the executable inline scripts outside the app root, as written', () => {
    expect(siteInlineScripts(PAGE)).toEqual(['head()', '\ncolourMode()\n', 'afterApp()']);
  });

  it('never include a script inside the app root, however deep', () => {
    expect(siteInlineScripts(PAGE)).not.toContain('injected()');
  });

  it('fail a page without the app root, whose every script would count', () => {
    expect(() => siteInlineScripts('<html><head><script>a()</script></head><body></body></html>')).toThrow(
      /no element with id="__docusaurus"/,
    );
  });

  it('are hashed as the browser hashes them (the example of the CSP specification)', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe('the policy', () => {
  const policyOf = (plugins: string[], algoliaAppId?: string) =>
    serializePolicy(sitePolicy(["'sha256-A'"], featureSources({ plugins, algoliaAppId })));
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.slice(name.length + 1);

  it('admits the site’s scripts by hash, never inline or evaluated code, and no other host', () => {
    const policy = policyOf(['docusaurus-plugin-content-docs']);
    expect(directive(policy, 'script-src')).toBe("'self' 'sha256-A'");
    expect(policy).not.toMatch(/'unsafe-eval'|'wasm-unsafe-eval'|https:/);
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'base-uri')).toBe("'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("'self'");
    expect(directive(policy, 'form-action')).toBe("'self'");
    expect(directive(policy, 'worker-src')).toBe("'none'");
    expect(directive(policy, 'frame-src')).toBe("'none'");
  });

  it('gives the embedded search its worker and WebAssembly, and nothing else', () => {
    const policy = policyOf(['local-search']);
    expect(directive(policy, 'worker-src')).toBe("'self'");
    expect(directive(policy, 'script-src')).toBe("'self' 'sha256-A' 'wasm-unsafe-eval'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'connect-src')).toBe("'self'");
  });

  it('admits exactly the configured Algolia application’s hosts for hosted search', () => {
    const policy = policyOf(['docusaurus-theme-search-algolia'], 'APP1');
    expect(directive(policy, 'connect-src')).toBe(
      "'self' https://APP1-dsn.algolia.net https://APP1-1.algolianet.com https://APP1-2.algolianet.com https://APP1-3.algolianet.com",
    );
    expect(algoliaSearchOrigins('APP1')).toHaveLength(4);
    // The Algolia logo's own style element.
    expect(directive(policy, 'style-src-elem')).toBe("'self' 'unsafe-inline'");
    expect(directive(policyOf([]), 'style-src-elem')).toBe("'self'");
    expect(directive(policy, 'worker-src')).toBe("'none'");
    expect(() => policyOf(['docusaurus-theme-search-algolia'])).toThrow(/without an Algolia appId/);
  });

  it('admits the tag manager’s host where its container and frame load, only when it is loaded', () => {
    const policy = policyOf(['docusaurus-plugin-google-tag-manager']);
    expect(directive(policy, 'script-src')).toBe(`'self' 'sha256-A' ${TAG_MANAGER_ORIGIN}`);
    expect(directive(policy, 'img-src')).toBe(`'self' data: ${TAG_MANAGER_ORIGIN}`);
    expect(directive(policy, 'frame-src')).toBe(TAG_MANAGER_ORIGIN);
    expect(policyOf([])).not.toContain(TAG_MANAGER_ORIGIN);
  });

  it('must fit one _headers line', () => {
    const hashes = Array.from({ length: 40 }, (_, n) => scriptHash(`page(${n})`));
    const policy = serializePolicy(sitePolicy(hashes, []));
    expect(() => policyHeadersRule('/docs/', policy)).toThrow(`over the ${HEADERS_LINE_LIMIT}`);
  });
});

describe('the build’s _headers', () => {
  const outDirs: string[] = [];
  afterEach(async () => {
    await Promise.all(outDirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  /**
   * Writes a build of two pages through the site's page template, with the stored-preferences guard's
   * inline script in `<head>` (for the given announcement) and a script injected into one page's content,
   * runs the plugin on it, and returns the rules of the `_headers` it writes.
   */
  async function build(announcementBarId: string, plugins: (string | { name: string; content: unknown })[] = []) {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'csp-build-'));
    outDirs.push(outDir);
    await fs.copyFile(path.join(__dirname, '../../static/_headers'), path.join(outDir, '_headers'));
    const pages: Record<string, { appHtml: string; scripts: string[] }> = {
      'introduction/index.html': {
        appHtml: '<main>Intro</main>',
        scripts: ['assets/js/1.a.js', 'assets/js/main.b.js'],
      },
      '404.html': {
        appHtml: '<main>Not found<script>injected()</script></main>',
        scripts: ['assets/js/2.c.js', 'assets/js/main.b.js'],
      },
    };
    for (const [file, { appHtml, scripts }] of Object.entries(pages)) {
      const html = await renderPage(docusaurusTemplate, {
        appHtml,
        scripts,
        headTags: `<script>${storedPreferencesGuardScript({ announcementBarId })}</script>`,
        postBodyTags: `<script>${FIXED_SCRIPT}</script>`,
      });
      await fs.mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
      await fs.writeFile(path.join(outDir, file), html);
    }
    const context = { baseUrl: '/docs/', siteConfig: { themeConfig: {}, trailingSlash: undefined } } as LoadContext;
    const plugin = contentSecurityPolicyPlugin(context) as Plugin;
    const props = {
      outDir,
      routesPaths: ['/docs/introduction', '/docs/404.html'],
      plugins: plugins.map((plugin) => (typeof plugin === 'string' ? { name: plugin } : plugin)),
    } as unknown as Props;
    await plugin.postBuild!({ ...props, content: undefined, head: {}, routesBuildMetadata: {} });
    return parseHeaders(await fs.readFile(path.join(outDir, '_headers'), 'utf8'));
  }

  const scriptSources = (rules: ReturnType<typeof parseHeaders>) =>
    headersFor(rules, '/docs/introduction/index.html')
      .get('content-security-policy')!
      .split('; ')
      .find((part) => part.startsWith('script-src '))!
      .split(' ')
      .slice(1);

  it('hold the hash of each of the site’s inline scripts, once for every page, and not the injected one', async () => {
    const sources = scriptSources(await build('release-1'));
    expect(sources).toContain(scriptHash(storedPreferencesGuardScript({ announcementBarId: 'release-1' })));
    expect(sources).not.toContain(scriptHash('injected()'));
    // The guard and the fixed script, each the same on both pages.
    expect(sources).toContain(scriptHash(FIXED_SCRIPT));
    expect(sources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
  });

  it('follow an edited inline script', async () => {
    const before = scriptSources(await build('release-1'));
    const after = scriptSources(await build('release-2'));
    const edited = scriptHash(storedPreferencesGuardScript({ announcementBarId: 'release-2' }));
    expect(before).not.toContain(edited);
    expect(after).toContain(edited);
    expect(after).not.toContain(scriptHash(storedPreferencesGuardScript({ announcementBarId: 'release-1' })));
    // The fixed script did not change.
    expect(after).toContain(scriptHash(FIXED_SCRIPT));
    expect(after.filter((source) => before.includes(source))).toHaveLength(after.length - 1);
  });

  it('keep the fixed headers and send the policy with every file', async () => {
    const rules = await build('release-1', ['local-search']);
    for (const file of ['/docs/introduction/index.html', '/docs/404.html', '/docs/assets/js/main.b.js']) {
      const headers = headersFor(rules, file);
      expect(headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self' /);
      expect(headers.get('content-security-policy')).toContain("worker-src 'self'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    }
    expect(headersFor(rules, '/docs/assets/js/main.b.js').get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(rules, '/docs/introduction/index.html').get('cache-control')).toBe('no-cache');
  });
});

describe('a document with a policy of its own', () => {
  const frame = '/docs/assets/playground/frame.0123456789ab.html';
  const own = "default-src 'none'; script-src 'sha256-B' blob:; frame-ancestors 'self'";
  const tryIt = { name: 'try-it', content: { frame, documentsWithOwnPolicy: [{ path: frame, policy: own }] } };
  afterEach(async () => {
    await Promise.all(outDirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });
  const outDirs: string[] = [];

  it('goes out with its policy instead of the site’s, which admits its frame and worker', async () => {
    const rules = parseHeaders(
      policyHeadersRule(
        '/docs/',
        serializePolicy(sitePolicy(["'sha256-A'"], featureSources({ plugins: ['try-it'] }))),
        [{ path: frame, policy: own }],
      ),
    );
    expect(headersFor(rules, frame).get('content-security-policy')).toBe(own);
    const site = headersFor(rules, '/docs/component').get('content-security-policy')!;
    expect(site).toContain("frame-src 'self'");
    expect(site).toContain("worker-src 'self'");
    expect(site).not.toContain('blob:');
    expect(documentsWithOwnPolicy([{ content: undefined }, { content: { a: 1 } }, tryIt])).toEqual([
      { path: frame, policy: own },
    ]);
  });
});

describe('_headers rules', () => {
  it('apply in order: a header set twice is joined, `!` drops an earlier one, `*` matches any run', () => {
    const rules = parseHeaders(
      ['# comment', '/docs/*', '  A: one', '  B: kept', '', '/docs/assets/*', '  ! A', '  A: two', '  B: more'].join(
        '\n',
      ),
    );
    expect(Object.fromEntries(headersFor(rules, '/docs/page'))).toEqual({ a: 'one', b: 'kept' });
    expect(Object.fromEntries(headersFor(rules, '/docs/assets/js/x.js'))).toEqual({ a: 'two', b: 'kept, more' });
    expect(Object.fromEntries(headersFor(rules, '/elsewhere'))).toEqual({});
    expect(Object.fromEntries(headersFor(rules, '/docs.x/a'))).toEqual({});
  });

  it('refuse a header outside a rule and a line that is no header', () => {
    expect(() => parseHeaders('  A: one')).toThrow(/before any path/);
    expect(() => parseHeaders('/docs/*\n  no header')).toThrow(/not a header/);
  });
});
