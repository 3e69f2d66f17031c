// Which @stencil/core release each docs version documents. The one map is tests/examples/package.json:
// scripts/setup.mjs installs it, and each dependency `stencil-core-<version>` (`next` for Next, `v4-9` for
// v4.9) pins the release of that version. The companion packages version separately; for each docs version
// the map also pins the release that was current beside its compiler release: `stencil-store-<version>`
// (@stencil/store) and `angular-output-target-<version>`, `react-output-target-<version>`,
// `vue-output-target-<version>` (the framework output targets). The samples of a version are compiled
// against these releases (scripts/check-examples.mjs) and its reference tables compared with their
// declarations (scripts/check-declarations.mjs). A version without an entry, such as one just cut with
// `docusaurus docs:version`, is checked against Next's releases. The map also pins, as `puppeteer-<version>`, the
// Puppeteer release whose types @stencil/core/testing imports (installed without its browser), where it
// changed: the test samples of a version are compiled against it, with the Jest types of the map.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { projectRoot } from './lib/projectRoot.mjs';

/** Where tests/examples/package.json installs the releases (STENCIL_VERSIONS_DIR overrides it). */
export const examplesDir = process.env.STENCIL_VERSIONS_DIR ?? path.join(projectRoot, 'tests/examples');

const CURRENT = 'current';
/** The packages the map pins per docs version, by alias prefix. */
export const PACKAGES = {
  core: { prefix: 'stencil-core-', name: '@stencil/core' },
  store: { prefix: 'stencil-store-', name: '@stencil/store' },
  angular: { prefix: 'angular-output-target-', name: '@stencil/angular-output-target' },
  react: { prefix: 'react-output-target-', name: '@stencil/react-output-target' },
  vue: { prefix: 'vue-output-target-', name: '@stencil/vue-output-target' },
  puppeteer: { prefix: 'puppeteer-', name: 'puppeteer' },
};

/** The companion packages: everything the map pins besides @stencil/core (Puppeteer declares no dist/types.d.ts, so it adds no reference tables). */
export const COMPANIONS = /** @type {Exclude<keyof typeof PACKAGES, 'core'>[]} */ (
  Object.keys(PACKAGES).filter((pkg) => pkg !== 'core')
);

/**
 * The npm alias under which tests/examples/package.json installs a package's release for a docs version.
 * @param {string} version
 * @param {keyof typeof PACKAGES} pkg
 */
export function stencilAlias(version, pkg = 'core') {
  return `${PACKAGES[pkg].prefix}${version === CURRENT ? 'next' : version.replaceAll('.', '-')}`;
}

const manifest = JSON.parse(fs.readFileSync(path.join(examplesDir, 'package.json'), 'utf8'));

/**
 * docs version → pinned release of a package, read from the aliases (`stencil-core-v4-9` → `v4.9`,
 * `stencil-core-next` → `current`).
 * @param {keyof typeof PACKAGES} pkg
 * @returns {Record<string, string>}
 */
export function releasesOf(pkg) {
  const { prefix, name } = PACKAGES[pkg];
  const releases = Object.fromEntries(
    Object.entries(/** @type {Record<string, string>} */ (manifest.dependencies))
      .filter(([alias]) => alias.startsWith(prefix))
      .map(([alias, spec]) => {
        const release = spec.startsWith(`npm:${name}@`) ? spec.slice(`npm:${name}@`.length) : undefined;
        if (!release) throw new Error(`tests/examples/package.json: ${alias} must be "npm:${name}@<release>"`);
        const version = alias.slice(prefix.length);
        return [version === 'next' ? CURRENT : version.replaceAll('-', '.'), release];
      }),
  );
  if (!releases[CURRENT]) throw new Error(`tests/examples/package.json has no ${stencilAlias(CURRENT, pkg)}`);
  return releases;
}

/** @type {Record<string, string>} docs version → pinned @stencil/core release */
export const stencilReleases = releasesOf('core');

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

/**
 * The directory of the installed release of a companion package for a docs version: its own, else Next's.
 * @param {string} version
 * @param {Exclude<keyof typeof PACKAGES, 'core'>} pkg
 */
export function companionPackageFor(version, pkg) {
  const require = createRequire(import.meta.url);
  const alias = stencilAlias(version in releasesOf(pkg) ? version : CURRENT, pkg);
  return path.dirname(require.resolve(`${alias}/package.json`, { paths: [examplesDir] }));
}
