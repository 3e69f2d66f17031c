#!/usr/bin/env node
// Compares the option tables of the reference pages with the declarations of the @stencil/core release
// each version documents, both ways: every public member is documented, every documented one exists.
//
// Usage: node scripts/check-declarations.mjs [VERSION ...]   (default: every version; `current` is Next)
//
// A table is tied to a declaration by an HTML comment on the line before it:
//
//   <!-- declaration: OutputTargetDist -->
//
//   | Option | Type | Default | What it does |
//   | --- | --- | --- | --- |
//   | `buildDir` | `string` | `'dist'` | ... |
//
// (see scripts/lib/declaredTables.mjs). tests/fixtures/declared-tables.json says which pages must carry
// which declarations, so that a page cannot drop its table, or its marker, unnoticed.
import fs from 'node:fs';
import path from 'node:path';
import { declaredMembers } from './lib/declarations.mjs';
import { compareWithDeclarations } from './lib/declaredTables.mjs';
import { docsIn, versionDirs } from './lib/docsVersions.mjs';
import { projectRoot } from './lib/projectRoot.mjs';

const root = projectRoot;
const required = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/declared-tables.json'), 'utf8'));

const only = process.argv.slice(2);
const unknown = only.filter((version) => !versionDirs.some(([name]) => name === version));
if (unknown.length) {
  console.error(`check-declarations: no docs version named ${unknown.join(', ')}`);
  process.exit(1);
}

const problems = [];
let tablesChecked = 0;
for (const [version, dir] of versionDirs.filter(([name]) => !only.length || only.includes(name))) {
  for (const [docId, file] of docsIn(dir)) {
    const result = compareWithDeclarations(
      fs.readFileSync(file, 'utf8'),
      (name) => declaredMembers(version, name),
      required[docId] ?? [],
    );
    tablesChecked += result.tablesChecked;
    const where = path.relative(root, file);
    for (const problem of result.problems) problems.push(`${where} [${version}]: ${problem}`);
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`check-declarations: ${problems.length} problems`);
  process.exit(1);
}
console.log(`check-declarations: ${tablesChecked} option tables match their release's declarations`);
