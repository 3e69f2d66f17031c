#!/usr/bin/env node
// Fails when a page of the build makes a first load download more JavaScript (gzip) than its budget
// (scripts/lib/firstLoad.mjs). Bytes, not times: the same build gives the same figures on any machine.
//
// Usage: node scripts/check-budgets.mjs [--dir build]
import fs from 'node:fs';
import path from 'node:path';
import { FIRST_LOAD_JS_BUDGET, firstLoadJavaScript } from './lib/firstLoad.mjs';
import { projectRoot } from './lib/projectRoot.mjs';

const dirIndex = process.argv.indexOf('--dir');
const buildDir = path.resolve(projectRoot, dirIndex > 0 ? process.argv[dirIndex + 1] : 'build');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (!fs.existsSync(path.join(buildDir, '404.html'))) {
  console.error(`check-budgets: ${buildDir} holds no build; run npm run build first`);
  process.exit(1);
}

/** Every page of the build (a folder's index.html), as its route under /docs/. */
const routes = fs
  .readdirSync(buildDir, { recursive: true })
  .filter((file) => path.basename(file) === 'index.html')
  .map((file) => path.dirname(file).replace(/^\.$/, ''));

const figures = routes.map((route) => ({ route, ...firstLoadJavaScript(buildDir, route) }));
// The version roots' pages only redirect; they list the app's scripts like any page and count too.
const over = figures.filter((figure) => figure.bytes > FIRST_LOAD_JS_BUDGET);
const largest = [...figures].sort((a, b) => b.bytes - a.bytes)[0];
if (over.length) {
  console.error(
    `check-budgets: ${over.length} of ${figures.length} pages go over the first-load JavaScript budget of ` +
      `${kb(FIRST_LOAD_JS_BUDGET)} (gzip):\n` +
      over
        .slice(0, 20)
        .map((figure) => `- /docs/${figure.route}: ${kb(figure.bytes)}`)
        .join('\n'),
  );
  process.exit(1);
}
console.log(
  `check-budgets: ${figures.length} pages within ${kb(FIRST_LOAD_JS_BUDGET)} of first-load JavaScript (gzip); ` +
    `the largest, /docs/${largest.route}, ${kb(largest.bytes)}`,
);
