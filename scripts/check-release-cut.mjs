#!/usr/bin/env node
// Proves that `docusaurus docs:version <next>` is the whole release procedure. In a scratch copy of the
// project (tests included) it cuts the next version and then, with no other change:
// - runs Prettier on versions.json and the content checks (front matter and routes of every version; the
//   declarations and samples of Next and the new version);
// - runs the unit tests;
// - runs a production build (a broken link fails it) and checks that the new version is served at /docs/
//   and the previous latest under its own name;
// - runs the browser tests that depend on the version list against that build (those of Next, the new version
//   and the previous latest; the older versions' pages do not change), and that no version's first-load
//   JavaScript grew by more than 1 KB (scripts/lib/firstLoad.mjs).
//
// Usage: node scripts/check-release-cut.mjs [--skip-browser]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PER_VERSION_GROWTH_BUDGET, firstLoadJavaScript } from './lib/firstLoad.mjs';
import { projectRoot } from './lib/projectRoot.mjs';

const root = projectRoot;
const skipBrowser = process.argv.includes('--skip-browser');
const versions = JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8'));
const latest = versions[0];
const minor = /^v(\d+)\.(\d+)$/.exec(latest);
const next = minor ? `v${minor[1]}.${Number(minor[2]) + 1}` : `${latest}-next`;
/**
 * The browser tests whose assertions depend on which versions exist and which is the latest: every spec that
 * reads versions.json or the version list (tests/e2e/docsRoutes.ts). Those against the hosted-search build
 * (`hostedSearchURL`) are left to `npm test`, which makes that build: the cut changes nothing they check.
 */
const e2eDir = path.join(root, 'tests/e2e');
const browserSpecs = fs
  .readdirSync(e2eDir)
  .filter((name) => name.endsWith('.spec.ts'))
  .filter((name) => {
    const source = fs.readFileSync(path.join(e2eDir, name), 'utf8');
    return /from '(\.\/docsRoutes|\.\.\/\.\.\/versions\.json)'/.test(source) && !source.includes('hostedSearchURL');
  })
  .map((name) => `tests/e2e/${name}`);

// Generated or installed things stay out of the copy; node_modules folders are linked instead.
const skip = new Set([
  'node_modules',
  'build',
  'build-hosted',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
]);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cut-'));
fs.cpSync(root, scratch, {
  recursive: true,
  filter: (source) => !skip.has(path.basename(source)),
});
for (const dir of ['.', 'tests/examples']) {
  fs.symlinkSync(path.join(root, dir, 'node_modules'), path.join(scratch, dir, 'node_modules'));
}

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: scratch, stdio: 'pipe', encoding: 'utf8', env: { ...process.env, ...env } });
const failures = [];
const expect = (condition, message) => condition || failures.push(message);
const titleOf = (file) => /<h1[^>]*>([^<]*)<\/h1>/.exec(fs.readFileSync(file, 'utf8'))?.[1];
const step = (name, action) => {
  const start = performance.now();
  try {
    action();
    console.log(`check-release-cut: ${name}: ok (${((performance.now() - start) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failures.push(`${name} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}${error.stdout ? '' : error.message}`);
  }
};

try {
  run(bin('docusaurus'), ['docs:version', next]);
  const newVersions = JSON.parse(fs.readFileSync(path.join(scratch, 'versions.json'), 'utf8'));
  expect(newVersions[0] === next, `versions.json starts with ${newVersions[0]}, not ${next}`);

  step('prettier', () => run(bin('prettier'), ['--check', '.']));
  // The cut copies Next into a new version and renames nothing else, so the samples and option tables to check
  // again are those of Next and of the new version; `npm test` checks the others in the project itself.
  step('content checks', () => {
    run(process.execPath, ['scripts/check-content.mjs']);
    run(process.execPath, ['scripts/check-declarations.mjs', 'current', next]);
    run(process.execPath, ['scripts/check-examples.mjs', 'docs', `versioned_docs/version-${next}`]);
  });
  step('unit tests', () => run(bin('vitest'), ['run']));
  step('build', () => {
    run(bin('docusaurus'), ['build', '--out-dir', 'build']);
    const build = path.join(scratch, 'build');
    const nextIntro = titleOf(path.join(build, 'next/introduction/index.html'));
    expect(titleOf(path.join(build, 'introduction/index.html')) === nextIntro, `/docs/introduction is not ${next}'s`);
    expect(
      fs.existsSync(path.join(build, latest, 'introduction/index.html')),
      `/docs/${latest}/introduction is missing`,
    );
    expect(!fs.existsSync(path.join(build, next)), `${next} is served under /docs/${next} instead of /docs/`);
    expect(fs.existsSync(path.join(build, latest, 'index.html')), `/docs/${latest} does not open its Introduction`);
    // One more version may add at most PER_VERSION_GROWTH_BUDGET to another version's first load: each
    // version's Introduction in the project's own build (npm test makes it first) against the cut's.
    const before = path.join(root, 'build');
    if (!fs.existsSync(path.join(before, '404.html'))) return;
    const pairs = [
      ['next/introduction', 'next/introduction'],
      ['introduction', `${latest}/introduction`],
      ...versions.slice(1).map((name) => [`${name}/introduction`, `${name}/introduction`]),
    ];
    for (const [oldRoute, newRoute] of pairs) {
      const grown = firstLoadJavaScript(build, newRoute).bytes - firstLoadJavaScript(before, oldRoute).bytes;
      expect(
        grown <= PER_VERSION_GROWTH_BUDGET,
        `/docs/${newRoute}'s first-load JavaScript grew by ${grown} bytes (gzip) with ${next}, more than ` +
          `${PER_VERSION_GROWTH_BUDGET}`,
      );
    }
  });
  if (!skipBrowser && fs.existsSync(path.join(scratch, 'build'))) {
    // Its own port, and never a server that happens to be running already (CI mode).
    // The versions older than the previous latest keep their pages and URLs, so their own tests (titled
    // "v4.8: …" or "v4.8 routes") are left to `npm test`'s browser run; every other test of these specs runs.
    const unchanged = versions.slice(1).map((name) => name.replace(/\./g, '\\.'));
    const grepInvert = ` (${unchanged.join('|')})(: | routes )`;
    step('browser tests', () =>
      run(bin('playwright'), ['test', ...browserSpecs, '--grep-invert', grepInvert], { E2E_PORT: '4273', CI: 'true' }),
    );
  }
} catch (error) {
  failures.push(`${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`check-release-cut: after docs:version ${next} alone:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `check-release-cut: docs:version ${next} alone keeps the checks, unit tests, build and browser tests green; ` +
    `${next} is served at /docs/, ${latest} at /docs/${latest}`,
);
