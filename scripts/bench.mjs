#!/usr/bin/env node
// Prints the site's speed and size figures. Goals are stated beside each figure; nothing fails.
//
// Usage: node scripts/bench.mjs [--build]
//   --build   first runs and times a full production build (otherwise reads the existing build/)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildDir = path.join(root, 'build');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

if (process.argv.includes('--build')) {
  const started = process.hrtime.bigint();
  execFileSync('npx', ['docusaurus', 'build'], { cwd: root, stdio: 'ignore' });
  console.log(`full production build: ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`);
}
if (!fs.existsSync(buildDir)) {
  console.error('bench: no build/ directory; run `npm run build` or `npm run bench -- --build` first');
  process.exit(1);
}

/** Files a page loads before it is interactive: its scripts, preloads and stylesheets. */
function firstLoadAssets(htmlFile) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="?(\/docs\/assets\/[^"\s>]+)/g))
    urls.add(match[1]);
  return [...urls].map((url) => path.join(buildDir, url.replace(/^\/docs\//, '')));
}

const pages = {
  'latest Introduction': 'introduction/index.html',
  'v2 Events': 'v2/events/index.html',
  'Next lifecycle': 'next/component-lifecycle/index.html',
};
console.log('\nFirst load of a page (gzipped; reference site ≈ 260 KB of JavaScript, goal: well below):');
for (const [name, file] of Object.entries(pages)) {
  const htmlFile = path.join(buildDir, file);
  if (!fs.existsSync(htmlFile)) continue;
  const assets = firstLoadAssets(htmlFile);
  const js = assets.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);
  const css = assets.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipSize(f), 0);
  console.log(
    `  ${name.padEnd(22)} JS ${kb(js).padStart(9)}   CSS ${kb(css).padStart(8)}   HTML ${kb(gzipSize(htmlFile)).padStart(8)}`,
  );
}

const files = fs
  .readdirSync(buildDir, { recursive: true })
  .map((f) => path.join(buildDir, f))
  .filter((f) => fs.statSync(f).isFile());
const total = files.reduce((sum, f) => sum + fs.statSync(f).size, 0);
const htmlCount = files.filter((f) => f.endsWith('.html')).length;
console.log(`\nbuild/: ${files.length} files, ${htmlCount} HTML pages, ${(total / 1024 / 1024).toFixed(1)} MB`);
