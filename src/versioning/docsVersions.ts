/**
 * Everything the site knows about its doc versions is derived from versions.json, so that
 * `docusaurus docs:version <name>` is the whole release procedure: the new name becomes the latest
 * (served unprefixed), the previous latest moves under its own name.
 */
import type { VersionOptions } from '@docusaurus/plugin-content-docs';

/** Docusaurus' name for the unreleased docs in docs/. */
export const CURRENT_VERSION = 'current';
export const CURRENT_VERSION_LABEL = 'Next';
export const CURRENT_VERSION_PATH = 'next';

export interface VersionRoot {
  /** Docusaurus version name (`current` for Next). */
  name: string;
  /** Path of the version's root, relative to the docs root, without slashes ('' for the latest). */
  path: string;
}

/** Validates the content of versions.json: a non-empty list of distinct, path-safe names. */
export function parseVersions(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new Error('versions.json must be a non-empty array of version names');
  }
  const names = value.map((name) => {
    if (typeof name !== 'string' || !/^[A-Za-z0-9][\w.-]*$/.test(name)) {
      throw new Error(`versions.json holds an invalid version name: ${JSON.stringify(name)}`);
    }
    return name;
  });
  if (new Set(names).size !== names.length) throw new Error('versions.json lists a version twice');
  return names;
}

/** The released version served at the docs root: the first entry of versions.json. */
export function latestVersion(versions: readonly string[]): string {
  const [latest] = versions;
  if (!latest) throw new Error('versions.json is empty');
  return latest;
}

/**
 * The id of the announcement of a release. It changes with the release, so the bar shows again to readers
 * who dismissed the previous one.
 */
export function releaseAnnouncementId(latest: string): string {
  return `stencil-${latest.replace(/\W/g, '-')}-released`;
}

/** Labels, paths and banners of every version, for the docs plugin's `versions` option. */
export function versionsOptions(versions: readonly string[]): Record<string, VersionOptions> {
  const latest = latestVersion(versions);
  const options: Record<string, VersionOptions> = {
    [CURRENT_VERSION]: { label: CURRENT_VERSION_LABEL, path: CURRENT_VERSION_PATH, banner: 'unreleased' },
  };
  for (const name of versions) {
    options[name] =
      name === latest ? { label: name, path: '', banner: 'none' } : { label: name, path: name, banner: 'unmaintained' };
  }
  return options;
}

/**
 * The versions a build includes. The fast development mode builds only Next and the latest
 * release; a production build, or a development build asked for all versions, builds all of them.
 */
export function includedVersions(versions: readonly string[], allVersions: boolean): string[] | undefined {
  return allVersions ? undefined : [CURRENT_VERSION, latestVersion(versions)];
}

/** The root path of every included version, relative to the docs root. */
export function versionRoots(versions: readonly string[], included?: readonly string[]): VersionRoot[] {
  const latest = latestVersion(versions);
  const all: VersionRoot[] = [
    { name: CURRENT_VERSION, path: CURRENT_VERSION_PATH },
    ...versions.map((name) => ({ name, path: name === latest ? '' : name })),
  ];
  return included ? all.filter((root) => included.includes(root.name)) : all;
}
