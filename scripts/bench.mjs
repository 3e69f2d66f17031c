#!/usr/bin/env node
// Prints the site's speed and size figures, each beside its goal. Measures; never fails on a goal.
//
// Usage: node scripts/bench.mjs [--build] [--runs N]
//   --build   first runs and times a cold production build (caches removed): wall time, time per 100
//             doc pages, peak memory of the build's processes, and the share spent on the search index;
//             then builds the site with two docs versions only (Next and the latest) into
//             node_modules/.cache/bench/two-versions, to show what each version adds to a page's first load
//   --runs N  Lighthouse runs per page (default 3; the median is printed)
//   --without <name>   measures a build without one speed measure of PERFORMANCE.md (BENCH_WITHOUT=<name>),
//             in node_modules/.cache/bench/without-<name> (with --build: built there first, cold, and
//             no two-version build); compare with a run without the option
// Reads build/ (run `npm run build` first), serves it with the production server (scripts/serve.mjs) on a
// free local port and loads pages in Chromium ($CHROME_PATH or /usr/bin/chromium).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { launch as launchChrome } from 'chrome-launcher';
import { projectRoot } from './lib/projectRoot.mjs';

const root = projectRoot;
const withoutIndex = process.argv.indexOf('--without');
const without = withoutIndex > 0 ? process.argv[withoutIndex + 1] : undefined;
const buildDir = without
  ? path.join(root, 'node_modules/.cache/bench', `without-${without}`)
  : path.join(root, 'build');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const line = (label, value, goal = '') => console.log(`  ${label.padEnd(44)} ${String(value).padStart(10)}   ${goal}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runsIndex = process.argv.indexOf('--runs');
const lighthouseRuns = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 3;

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const visit = (id) => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1];
      total += Number(rss ?? 0) * 1024;
    } catch {
      return;
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return total;
}

if (process.argv.includes('--build')) {
  // Cold: no persistent bundler cache, no generated files, no previous output.
  for (const dir of ['node_modules/.cache/rspack', 'node_modules/.cache/markdown-twins', '.docusaurus', buildDir]) {
    fs.rmSync(path.resolve(root, dir), { recursive: true, force: true });
  }
  const started = Date.now();
  const child = spawn(path.join(root, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', buildDir], {
    cwd: root,
    env: { ...process.env, BENCH_WITHOUT: without ?? '' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 250);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  if (code !== 0) {
    console.error(output);
    process.exit(1);
  }
  const total = (Date.now() - started) / 1000;
  const seconds = (pattern) => Number(pattern.exec(output)?.[1] ?? NaN) / 1000;
  const docPages = Number(/\[local-search\] indexed (\d+) pages/.exec(output)?.[1] ?? NaN);
  const indexing = seconds(/\[local-search\] indexed \d+ pages in \d+ versions in (\d+) ms/);
  const compressing = seconds(/\[precompress\] compressed \d+ files in (\d+) ms/);
  console.log('Cold production build (reference site: 18.8 s per 100 pages, 2.3 GB)');
  line('wall time', `${total.toFixed(1)} s`, `${docPages} doc pages`);
  line('per 100 doc pages', `${((total / docPages) * 100).toFixed(1)} s`, 'goal ≤ 6.5 s');
  line('peak memory (all build processes)', `${(peak / 1024 ** 3).toFixed(2)} GB`, 'goal ≤ 2.0 GB');
  line('of which the search index', `${indexing.toFixed(1)} s`);
  line('of which precompression', `${compressing.toFixed(1)} s`);
}
const twoVersionsDir = path.join(root, 'node_modules/.cache/bench/two-versions');
if (process.argv.includes('--build') && !without) {
  const env = { ...process.env, STENCIL_DOCS_ALL_VERSIONS: 'false' };
  for (const name of ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME']) delete env[name];
  const child = spawn(path.join(root, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', twoVersionsDir], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  if ((await new Promise((resolve) => child.on('close', resolve))) !== 0) {
    console.error('bench: the two-version build failed');
    process.exit(1);
  }
}
if (!fs.existsSync(buildDir)) {
  console.error('bench: no build/ directory; run `npm run build` or `npm run bench -- --build` first');
  process.exit(1);
}

/** Gzipped size of a built file, as a compressing server would send it (Pagefind files are compressed already). */
function transferSize(urlPath, dir = buildDir) {
  const file = path.join(dir, decodeURIComponent(urlPath).replace(/^\/docs\//, ''));
  if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) return 0;
  const raw = fs.readFileSync(file);
  return Math.min(raw.length, zlib.gzipSync(raw, { level: 9 }).length);
}

/** A page's HTML as the production server sends it to a browser that accepts Brotli (its `.br` copy). */
function htmlTransferSize(urlPath, dir = buildDir) {
  const file = path.join(dir, urlPath.replace(/^\/docs\//, ''), 'index.html');
  return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size;
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts the production server on `dir` and resolves with its origin once it answers. */
async function serve(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--dir', dir, '--port', String(port)], {
    cwd: root,
    stdio: 'ignore',
  });
  servers.push(child);
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${origin}/docs/introduction`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return origin;
}
const servers = [];
const origin = await serve(buildDir);

const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--disable-background-networking'],
});

/**
 * The scripts and stylesheets a page runs on its first load, gzipped, and the search files it fetches.
 * Route chunks that links prefetch (after the load, when the browser is idle) are not counted.
 */
async function firstLoad(pageOrigin, url, dir = buildDir) {
  const page = await browser.newPage();
  const requested = [];
  let searchFiles = 0;
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) requested.push(new URL(request.url()));
    if (request.url().includes('/search-index/')) searchFiles++;
  });
  await page.goto(`${pageOrigin}${url}`, { waitUntil: 'networkidle' });
  await page.close();
  const size = (extension) =>
    requested.filter((u) => u.pathname.endsWith(extension)).reduce((sum, u) => sum + transferSize(u.pathname, dir), 0);
  return { js: size('.js'), css: size('.css'), searchFiles };
}

const interactionRuns = 3;
/** The three first interactions of the goals: a tap on the menu button, a click on a sidebar link, a first Tab. */
const firstInteractions = [
  [
    'tap on the menu button, v2 Events, 412 px',
    '/docs/v2/events',
    { width: 412, height: 915, touch: true },
    (page) => page.locator('button.navbar__toggle').tap(),
  ],
  [
    'click on a sidebar link, Next lifecycle, 1280 px',
    '/docs/next/component-lifecycle',
    { width: 1280, height: 800, touch: false },
    (page) => page.locator('nav[aria-label="Docs sidebar"] a.menu__link').nth(3).click(),
  ],
  [
    'first Tab, latest Introduction, 1280 px',
    '/docs/introduction',
    { width: 1280, height: 800, touch: false },
    (page) => page.keyboard.press('Tab'),
  ],
];

/** Loads a page in a fresh context at 4× CPU, performs one interaction once it has loaded, returns its Event Timing duration. */
async function firstInteraction(url, { width, height, touch }, act) {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const durations = (window.__interactionDurations = []);
      const observe = (type, options) =>
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.interactionId || type === 'first-input') durations.push(entry.duration);
        }).observe({ type, buffered: true, ...options });
      observe('event', { durationThreshold: 16 });
      observe('first-input', {});
    });
    await page.goto(`${origin}${url}`, { waitUntil: 'load' });
    // Once the app has started (its root exists, hydration may be under way): earlier, a link or button
    // is the server's plain HTML, and a click on a link loads a new document that Event Timing cannot follow.
    await page.waitForFunction(() => 'docusaurusRoot' in window);
    await act(page);
    await page.waitForFunction(() => window.__interactionDurations.length > 0, null, { timeout: 10_000 });
    // Entries of the same interaction arrive together, after its next paint.
    await page.waitForTimeout(200);
    return Math.max(...(await page.evaluate(() => window.__interactionDurations)));
  } finally {
    await context.close();
  }
}

try {
  console.log('\nFirst load of a page, gzipped (reference site: 251–256 KB of JavaScript)');
  const firstLoads = {};
  for (const [name, url] of [
    ['latest Introduction', '/docs/introduction'],
    ['v2 Events', '/docs/v2/events'],
    ['Next lifecycle (diagram)', '/docs/next/component-lifecycle'],
  ]) {
    const { js, css, searchFiles } = (firstLoads[url] = await firstLoad(origin, url));
    line(`${name}: JavaScript`, kb(js), 'goal ≤ 150 KB');
    line(`${name}: CSS`, kb(css));
    line(`${name}: HTML (Brotli, as served)`, kb(htmlTransferSize(url)));
    line(`${name}: search files fetched on load`, searchFiles, 'goal 0');
  }

  // What a docs version adds to the first load of a page of another version: the same pages in a build
  // with two versions (Next and the latest) against the full build, per version the full build has more.
  const versionCount = JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8')).length + 1;
  if (fs.existsSync(twoVersionsDir) && !without) {
    const twoOrigin = await serve(twoVersionsDir);
    const built = new Date(fs.statSync(path.join(twoVersionsDir, 'index.html')).mtime).toISOString().slice(0, 16);
    console.log(`\nWhat one more docs version adds to a page's first load (two-version build of ${built})`);
    for (const [name, url] of [
      ['latest Introduction', '/docs/introduction'],
      ['Next lifecycle (diagram)', '/docs/next/component-lifecycle'],
    ]) {
      const two = await firstLoad(twoOrigin, url, twoVersionsDir);
      const added = (firstLoads[url].js - two.js) / (versionCount - 2);
      line(`${name}: JavaScript per version`, `${(added / 1024).toFixed(2)} KB`, 'goal ≤ 1 KB');
    }
  } else {
    console.log('\nWhat one more docs version adds to a first load: run `npm run bench -- --build` to measure');
  }

  console.log('\nSearch (embedded index)');
  const page = await browser.newPage();
  await page.goto(`${origin}/docs/v4.8/events`, { waitUntil: 'networkidle' });
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const searchRequests = [];
  page.on('request', (request) => {
    const u = new URL(request.url());
    if (u.pathname.includes('/search-index/')) searchRequests.push(u);
  });
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search the documentation' });
  await input.fill('componentWillLoad');
  await page.getByRole('status').filter({ hasText: 'found in' }).waitFor();
  await page.waitForLoadState('networkidle');
  const firstQuery = searchRequests.reduce((sum, u) => sum + transferSize(u.pathname), 0);
  if (process.env.BENCH_VERBOSE)
    for (const u of searchRequests) console.log('   ', u.pathname, kb(transferSize(u.pathname)));
  line('first query of a session downloads', kb(firstQuery), 'goal ≤ 150 KB');
  line(
    '…of which other versions’ indexes',
    searchRequests.filter((u) => !u.pathname.includes('/search-index/v4.8/')).length,
    'goal 0',
  );

  // Keystroke to results, once the index is loaded: the time from an input event to the new result list.
  const timings = [];
  for (const query of ['prop', 'event', 'listen', 'shadow', 'render', 'slot', 'state', 'watch', 'method', 'host']) {
    timings.push(
      await page.evaluate(async (q) => {
        const field = document.querySelector('dialog input[role="combobox"]');
        const status = document.querySelector('dialog [role="status"]');
        const list = document.querySelector('dialog [role="listbox"]');
        const start = performance.now();
        const done = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (list.querySelector('[role="option"]') && status.textContent.includes('found in')) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(list, { childList: true, subtree: true, characterData: true });
        });
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setValue.call(field, q);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        return done;
      }, query),
    );
  }
  timings.sort((a, b) => a - b);
  line('keystroke to results, median', `${timings[Math.floor(timings.length / 2)].toFixed(0)} ms`, 'goal ≤ 50 ms');
  line('keystroke to results, slowest of 10', `${timings.at(-1).toFixed(0)} ms`);

  // The first interaction on a freshly loaded page, with the CPU slowed 4×: from the input to the next
  // paint, as Event Timing reports it (the longest entry of that interaction). The reader acts as soon as
  // the page has loaded and its app has started, while React may still be hydrating it.
  console.log(
    `\nFirst interaction to next paint, CPU 4× slower, median of ${interactionRuns} (reference site: 304 / 344 / 40 ms)`,
  );
  for (const [name, url, viewport, act] of firstInteractions) {
    const durations = [];
    for (let run = 0; run < interactionRuns; run++) durations.push(await firstInteraction(url, viewport, act));
    line(
      name,
      `${median(durations).toFixed(0)} ms`,
      `goal ≤ 200 ms (${durations.map((d) => d.toFixed(0)).join(', ')})`,
    );
  }
  // "Try it" on the latest Component page, each of 5 runs with a cold cache (a new browser context): the
  // bytes the click fetches, the time from the click to the rendered component (the playground's
  // `playground-rendered` mark, set once the preview reports every component rendered), and from an
  // edit (the `playground-edit` mark of the last change) to the updated preview.
  console.log('\n"Try it" on /docs/component, median of 5 cold runs');
  const tryIt = { bytes: [], open: [], edit: [] };
  try {
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(`${origin}/docs/component`, { waitUntil: 'networkidle' });
      await tab.locator('html[data-has-hydrated="true"]').waitFor();
      const fetched = [];
      tab.on('requestfinished', (request) => fetched.push(request.sizes().then((sizes) => sizes.responseBodySize)));
      const renderedMarks = () => tab.evaluate(() => performance.getEntriesByName('playground-rendered').length);
      const clickedAt = await tab.evaluate(() => {
        const at = performance.now();
        document.querySelector('a[data-try-it]').click();
        return at;
      });
      await tab.waitForFunction(() => performance.getEntriesByName('playground-rendered').length > 0, null, {
        timeout: 60_000,
      });
      tryIt.open.push(
        (await tab.evaluate(() => performance.getEntriesByName('playground-rendered')[0].startTime)) - clickedAt,
      );
      tryIt.bytes.push((await Promise.all(fetched)).reduce((sum, size) => sum + size, 0));
      const before = await renderedMarks();
      // One change that keeps the sample compiling, as a reader's would: the badge's text (a space typed
      // at a random place could land inside a word and give a diagnostic instead of a preview).
      const editor = tab.locator('.cm-content');
      const code = await editor.evaluate((element) =>
        Array.from(element.querySelectorAll('.cm-line'), (codeLine) => codeLine.textContent).join('\n'),
      );
      await editor.click();
      await tab.keyboard.press('Control+a');
      await tab.keyboard.insertText(code.replace("'new'", "'edited'"));
      await tab.waitForFunction((n) => performance.getEntriesByName('playground-rendered').length > n, before, {
        timeout: 60_000,
      });
      tryIt.edit.push(
        await tab.evaluate(
          () =>
            performance.getEntriesByName('playground-rendered').at(-1).startTime -
            performance.getEntriesByName('playground-edit').at(-1).startTime,
        ),
      );
      await context.close();
    }
  } catch (error) {
    // A figure that could not be taken is reported, not guessed; the rest of the bench goes on.
    line('"Try it" not measured', error.message.split('\n')[0]);
  }
  if (tryIt.bytes.length) line('bytes fetched by a first "Try it"', kb(median(tryIt.bytes)));
  if (tryIt.open.length) line('click to rendered component', `${median(tryIt.open).toFixed(0)} ms`, 'goal ≤ 2,500 ms');
  if (tryIt.edit.length) line('edit to updated preview', `${median(tryIt.edit).toFixed(0)} ms`, 'goal ≤ 500 ms');
} finally {
  await browser.close();
}

// Lighthouse with its mobile defaults (simulated slow 4G and a 4× slower CPU), against the production server.
console.log(
  `\nLighthouse, mobile, median of ${lighthouseRuns} runs (reference site: 71–73, TBT 900–980 ms, LCP 3.2 s)`,
);
const chrome = await launchChrome({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const [name, url] of [
    ['short page (latest Introduction)', '/docs/introduction'],
    ['long code page (v2 Events)', '/docs/v2/events'],
    ['lifecycle page (Next)', '/docs/next/component-lifecycle'],
  ]) {
    const runs = [];
    for (let run = 0; run < lighthouseRuns; run++) {
      const result = await lighthouse(`${origin}${url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const { categories, audits } = result.lhr;
      runs.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        tbt: audits['total-blocking-time'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
      });
    }
    line(`${name}: performance`, median(runs.map((r) => r.score)), 'goal ≥ 95');
    line(`${name}: total blocking time`, `${median(runs.map((r) => r.tbt)).toFixed(0)} ms`, 'goal ≤ 200 ms');
    line(`${name}: first contentful paint`, `${(median(runs.map((r) => r.fcp)) / 1000).toFixed(2)} s`);
    line(
      `${name}: largest contentful paint`,
      `${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s`,
      'goal ≤ 2.0 s',
    );
  }
} finally {
  await chrome.kill();
  for (const child of servers) child.kill();
}

const files = fs
  .readdirSync(buildDir, { recursive: true })
  .map((f) => path.join(buildDir, f))
  .filter((f) => fs.statSync(f).isFile());
const bytesUnder = (dir) =>
  files.filter((f) => f.startsWith(path.join(buildDir, dir))).reduce((sum, f) => sum + fs.statSync(f).size, 0);
console.log('\nBuild output');
const copies = files.filter((f) => /\.(br|gz)$/.test(f));
line('files', files.length - copies.length);
line('precompressed copies (.br, .gz)', copies.length);
line('HTML pages', files.filter((f) => f.endsWith('.html')).length);
line(
  'total size, without the copies',
  `${(files.filter((f) => !copies.includes(f)).reduce((sum, f) => sum + fs.statSync(f).size, 0) / 1024 / 1024).toFixed(1)} MB`,
);
line('search indexes (all versions)', `${(bytesUnder('search-index') / 1024 / 1024).toFixed(1)} MB`);
