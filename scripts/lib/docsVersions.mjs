// The docs versions and their folders, from versions.json: Next (`current`, in docs/) first, then each
// released version (versioned_docs/version-<name>/), newest first. Used by the content checks.
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './projectRoot.mjs';

/** @type {string[]} released versions, newest first */
export const releasedVersions = JSON.parse(fs.readFileSync(path.join(projectRoot, 'versions.json'), 'utf8'));

/** @type {[version: string, dir: string][]} every docs version with the folder of its Markdown files */
export const versionDirs = [
  ['current', path.join(projectRoot, 'docs')],
  ...releasedVersions.map(
    (name) => /** @type {[string, string]} */ ([name, path.join(projectRoot, 'versioned_docs', `version-${name}`)]),
  ),
];

/**
 * The pages of a version folder: doc id (`components/events`) → path of its Markdown file.
 * @param {string} dir
 * @returns {Map<string, string>}
 */
export function docsIn(dir) {
  if (!fs.existsSync(dir)) return new Map();
  return new Map(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => [
        file
          .replace(/\.mdx?$/, '')
          .split(path.sep)
          .join('/'),
        path.join(dir, file),
      ]),
  );
}
