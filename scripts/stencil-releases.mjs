// Which @stencil/core release each docs version documents. The one map is tests/examples/package.json:
// scripts/setup.mjs installs it, and each dependency `stencil-core-<version>` (`next` for Next, `v4-9` for
// v4.9) pins the release of that version. The samples of a version are compiled against it
// (scripts/check-examples.mjs) and its reference tables compared with its declarations
// (scripts/check-declarations.mjs). A version without an entry, such as one just cut with
// `docusaurus docs:version`, is checked against Next's release.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { projectRoot } from './lib/projectRoot.mjs';

/** Where tests/examples/package.json installs the releases (STENCIL_VERSIONS_DIR overrides it). */
export const examplesDir = process.env.STENCIL_VERSIONS_DIR ?? path.join(projectRoot, 'tests/examples');

const ALIAS_PREFIX = 'stencil-core-';
const CURRENT = 'current';

/**
 * The npm alias under which tests/examples/package.json installs the release of a docs version.
 * @param {string} version
 */
export function stencilAlias(version) {
  return `${ALIAS_PREFIX}${version === CURRENT ? 'next' : version.replaceAll('.', '-')}`;
}

/**
 * The docs version of an alias (`stencil-core-v4-9` → `v4.9`, `stencil-core-next` → `current`).
 * @param {string} alias
 */
function versionOfAlias(alias) {
  const name = alias.slice(ALIAS_PREFIX.length);
  return name === 'next' ? CURRENT : name.replaceAll('-', '.');
}

const manifest = JSON.parse(fs.readFileSync(path.join(examplesDir, 'package.json'), 'utf8'));

/** @type {Record<string, string>} docs version → pinned @stencil/core release */
export const stencilReleases = Object.fromEntries(
  Object.entries(/** @type {Record<string, string>} */ (manifest.dependencies))
    .filter(([alias]) => alias.startsWith(ALIAS_PREFIX))
    .map(([alias, spec]) => {
      const release = /^npm:@stencil\/core@(.+)$/.exec(spec)?.[1];
      if (!release) throw new Error(`tests/examples/package.json: ${alias} must be "npm:@stencil/core@<release>"`);
      return [versionOfAlias(alias), release];
    }),
);
if (!stencilReleases[CURRENT]) throw new Error(`tests/examples/package.json has no ${stencilAlias(CURRENT)}`);

/**
 * The version whose pinned release a docs version is checked against: its own, else Next's.
 * @param {string} version
 */
export function releaseVersionOf(version) {
  return version in stencilReleases ? version : CURRENT;
}

/**
 * The directory of the installed release for a docs version.
 * @param {string} version
 */
export function stencilPackageFor(version) {
  const require = createRequire(import.meta.url);
  const alias = stencilAlias(releaseVersionOf(version));
  return path.dirname(require.resolve(`${alias}/package.json`, { paths: [examplesDir] }));
}
