#!/usr/bin/env node
// Runs the shared originality check of the docs prose (../shared/tools/originality.mjs) when this
// checkout sits beside it, as in the team's workspace and CI; elsewhere says that it was skipped.
//
// Usage: node scripts/check-originality.mjs [args passed to originality.mjs]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './lib/projectRoot.mjs';

const root = projectRoot;
const tool = path.resolve(root, '../shared/tools/originality.mjs');
if (!fs.existsSync(tool)) {
  console.warn(`check-originality: skipped, ${tool} is not present in this checkout's workspace`);
  process.exit(0);
}
const result = spawnSync(process.execPath, [tool, '--quiet', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
