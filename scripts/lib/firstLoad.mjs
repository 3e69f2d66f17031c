// What a page of a build makes a reader download on a first load, in bytes: the scripts its HTML lists,
// each gzipped at level 9 as a compressing server sends it. Deterministic for a given build, unlike
// timings, so a budget on it may fail `npm test` (scripts/check-budgets.mjs, scripts/check-release-cut.mjs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';

/** First-load JavaScript (gzip) a doc page may not pass, in bytes. */
export const FIRST_LOAD_JS_BUDGET = 185 * 1024;
/** What cutting one more docs version may add to a page of another version, in bytes. */
export const PER_VERSION_GROWTH_BUDGET = 1024;

/**
 * The scripts a page's HTML lists (its `<script src>` elements), as site paths (`/docs/assets/js/…`).
 * @param {string} html
 * @returns {string[]}
 */
export function listedScripts(html) {
  const scripts = DomUtils.findAll((element) => element.name === 'script', parseDocument(html).children);
  const fromElements = scripts.flatMap((element) => (element.attribs.src ? [element.attribs.src] : []));
  return [...new Set(fromElements)].filter((url) => url.endsWith('.js'));
}

/**
 * The first-load JavaScript of a built page, gzipped, with the files it counts.
 * @param {string} buildDir the build folder (served at /docs/)
 * @param {string} route the page's path under /docs/, e.g. `next/component-lifecycle` or `introduction`
 * @returns {{ bytes: number, scripts: string[] }}
 */
export function firstLoadJavaScript(buildDir, route) {
  const html = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
  const scripts = listedScripts(html);
  if (scripts.length === 0)
    throw new Error(`${route}: its HTML lists no script; has Docusaurus's page template changed?`);
  const bytes = scripts.reduce((sum, url) => sum + gzippedSize(path.join(buildDir, url.replace(/^\/docs\//, ''))), 0);
  return { bytes, scripts };
}

/** Gzipped sizes by file, since most pages share most of their scripts. */
const gzippedSizes = new Map();
/** @param {string} file */
function gzippedSize(file) {
  if (!gzippedSizes.has(file)) gzippedSizes.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzippedSizes.get(file);
}
