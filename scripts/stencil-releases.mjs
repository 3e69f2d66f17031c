// Which @stencil/core release each docs version documents. The samples of a version are compiled
// against that release (scripts/check-examples.mjs); tests/examples/package.json installs each one under an
// alias (scripts/setup.mjs runs that install).
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Where tests/examples/package.json installs the releases (STENCIL_VERSIONS_DIR overrides it). */
export const examplesDir =
  process.env.STENCIL_VERSIONS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../tests/examples');

export const stencilReleases = {
  current: '4.10.0',
  'v4.9': '4.9.1',
  'v4.8': '4.8.2',
  'v4.7': '4.7.2',
  'v4.6': '4.6.0',
  'v4.5': '4.5.0',
  'v4.4': '4.4.1',
  'v4.3': '4.3.0',
  'v4.2': '4.2.1',
  'v4.1': '4.1.0',
  'v4.0': '4.0.5',
  v3: '3.4.2',
  v2: '2.22.3',
};

/**
 * The npm alias under which package.json installs the release of a docs version.
 * @param {string} version
 */
export function stencilAlias(version) {
  return `stencil-core-${version === 'current' ? 'next' : version.replace('.', '-')}`;
}

/**
 * The directory of the installed release for a docs version.
 * @param {string} version
 */
export function stencilPackageFor(version) {
  if (!(version in stencilReleases)) throw new Error(`No @stencil/core release is mapped to docs version ${version}`);
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve(`${stencilAlias(version)}/package.json`, { paths: [examplesDir] }));
}
