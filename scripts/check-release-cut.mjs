#!/usr/bin/env node
// Proves that `docusaurus docs:version <next>` is the whole release procedure: in a scratch copy of the
// site it cuts the next version, runs a production build (broken links fail it) and checks that the new
// version is served at /docs/ and the previous latest under its own name.
//
// Usage: node scripts/check-release-cut.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const versions = JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8'));
const latest = versions[0];
const minor = /^v(\d+)\.(\d+)$/.exec(latest);
const next = minor ? `v${minor[1]}.${Number(minor[2]) + 1}` : `${latest}-next`;

const skip = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', 'tests']);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cut-'));
for (const entry of fs.readdirSync(root)) {
  if (!skip.has(entry)) fs.cpSync(path.join(root, entry), path.join(scratch, entry), { recursive: true });
}
fs.symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));

const docusaurus = (...args) =>
  execFileSync(path.join(root, 'node_modules/.bin/docusaurus'), args, {
    cwd: scratch,
    stdio: 'pipe',
    encoding: 'utf8',
  });
const failures = [];
const expect = (condition, message) => condition || failures.push(message);
const titleOf = (file) => /<h1[^>]*>([^<]*)<\/h1>/.exec(fs.readFileSync(file, 'utf8'))?.[1];

try {
  docusaurus('docs:version', next);
  docusaurus('build', '--out-dir', 'build');
  const newVersions = JSON.parse(fs.readFileSync(path.join(scratch, 'versions.json'), 'utf8'));
  expect(newVersions[0] === next, `versions.json starts with ${newVersions[0]}, not ${next}`);
  const build = path.join(scratch, 'build');
  const nextIntro = titleOf(path.join(build, 'next/introduction/index.html'));
  expect(titleOf(path.join(build, 'introduction/index.html')) === nextIntro, `/docs/introduction is not ${next}'s`);
  expect(fs.existsSync(path.join(build, latest, 'introduction/index.html')), `/docs/${latest}/introduction is missing`);
  expect(!fs.existsSync(path.join(build, next)), `${next} is served under /docs/${next} instead of /docs/`);
  expect(fs.existsSync(path.join(build, latest, 'index.html')), `/docs/${latest} does not open its Introduction`);
} catch (error) {
  failures.push(`${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`check-release-cut: cutting ${next} breaks the site:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `check-release-cut: docs:version ${next} builds; ${next} is served at /docs/, ${latest} at /docs/${latest}`,
);
