#!/usr/bin/env node
// Prepares a fresh clone: installs what is missing, and nothing else.
//
// Usage: node scripts/setup.mjs [--test]
//   (no flag)  the site's dependencies (npm install, as pinned by the lockfile), when node_modules is missing or older than the lockfile,
//              and the @stencil/core releases (tests/examples) whose compilers the playground serves and the samples are compiled against
//   --test     also Chromium for the browser tests: $CHROME_PATH, else /usr/bin/chromium, else Debian's
//              `chromium` package through apt-get (as root, or with password-less sudo)
// Uses only Node's standard library, so it runs before anything is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './lib/projectRoot.mjs';

const root = projectRoot;
const forTests = process.argv.includes('--test');

function run(command, args, options = {}) {
  console.log(`setup: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function isStale(projectDir) {
  const lockfile = path.join(projectDir, 'package-lock.json');
  const installed = path.join(projectDir, 'node_modules', '.package-lock.json');
  return !fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lockfile).mtimeMs;
}

// `npm install` rather than `npm ci`: it installs what the lockfile pins just the same, but tolerates
// optional platform packages (other systems' SWC binaries) that a registry mirror may not carry.
function installDependencies(projectDir, extraArgs = []) {
  if (!isStale(projectDir)) return;
  run('npm', ['install', '--no-audit', '--no-fund', ...extraArgs], { cwd: projectDir });
}

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function ensureChromium() {
  const wanted = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(wanted)) return;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH is set to ${wanted}, but there is no browser there.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const canSudo =
    !isRoot && commandExists('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!commandExists('apt-get') || (!isRoot && !canSudo)) {
    throw new Error(
      "The browser tests need Chromium at /usr/bin/chromium. Install Debian's package with " +
        '`sudo apt-get install chromium`, or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (isRoot ? run('apt-get', args, { env }) : run('sudo', ['-n', 'apt-get', ...args], { env }));
  try {
    apt(['install', '-y', '--no-install-recommends', 'chromium']);
  } catch {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'chromium']);
  }
  if (!fs.existsSync('/usr/bin/chromium')) throw new Error('apt-get finished, but /usr/bin/chromium is still missing.');
}

try {
  installDependencies(root);
  // The site's playground serves each version's compiler and runtime from these releases, so the site
  // needs them as much as the sample checks do.
  installDependencies(path.join(root, 'tests/examples'), ['--ignore-scripts']);
  if (forTests) {
    ensureChromium();
    const version = execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    console.log(`setup: browser tests use ${version.trim()}`);
  }
} catch (error) {
  console.error(`setup: ${error.message}`);
  process.exit(1);
}
