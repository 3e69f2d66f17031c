import { describe, expect, it } from 'vitest';
import {
  includedVersions,
  latestVersion,
  parseVersions,
  versionRoots,
  versionsOptions,
} from '../../src/versioning/docsVersions';
import { versionTargetPath } from '../../src/versioning/versionTarget';
import { versionRootRedirects } from '../../src/plugins/version-root-redirects';
import versionsJson from '../../versions.json';

describe('versions.json', () => {
  it('is a valid list of versions, newest first, ending with the oldest documented line', () => {
    const versions = parseVersions(versionsJson);
    expect(versions.length).toBeGreaterThanOrEqual(12);
    expect(versions.slice(-3)).toEqual(['v4.0', 'v3', 'v2']);
  });

  it('rejects an empty list, duplicates and unsafe names', () => {
    expect(() => parseVersions([])).toThrow(/non-empty/);
    expect(() => parseVersions(['v1', 'v1'])).toThrow(/twice/);
    expect(() => parseVersions(['../v1'])).toThrow(/invalid/);
    expect(() => parseVersions('v1')).toThrow(/non-empty/);
  });
});

describe('version options', () => {
  it('serves the latest unprefixed, Next at /next and the others under their names', () => {
    const options = versionsOptions(['v4.9', 'v4.8', 'v3']);
    expect(options.current).toEqual({ label: 'Next', path: 'next', banner: 'unreleased' });
    expect(options['v4.9']).toEqual({ label: 'v4.9', path: '', banner: 'none' });
    expect(options['v4.8']).toEqual({ label: 'v4.8', path: 'v4.8', banner: 'unmaintained' });
    expect(options.v3).toEqual({ label: 'v3', path: 'v3', banner: 'unmaintained' });
  });

  it('follows a newly cut version without any other change', () => {
    const previous = latestVersion(versionsJson);
    const afterRelease = ['v99.0', ...versionsJson];
    expect(latestVersion(afterRelease)).toBe('v99.0');
    expect(versionsOptions(afterRelease)['v99.0']?.path).toBe('');
    expect(versionsOptions(afterRelease)[previous]?.path).toBe(previous);
  });

  it('builds only Next and the latest in fast mode, everything otherwise', () => {
    expect(includedVersions(versionsJson, false)).toEqual(['current', versionsJson[0]]);
    expect(includedVersions(versionsJson, true)).toBeUndefined();
  });
});

describe('version roots', () => {
  it('redirects every root to its Introduction', () => {
    const roots = versionRoots(['v4.9', 'v4.8']);
    expect(versionRootRedirects('/docs/', roots)).toEqual([
      { from: '/docs/next', to: '/docs/next/introduction' },
      { from: '/docs/', to: '/docs/introduction' },
      { from: '/docs/v4.8', to: '/docs/v4.8/introduction' },
    ]);
  });

  it('only lists the versions a build includes', () => {
    expect(versionRoots(['v4.9', 'v4.8'], ['current', 'v4.9']).map((root) => root.name)).toEqual(['current', 'v4.9']);
  });
});

describe('version dropdown target', () => {
  const version = {
    path: '/docs/v4.4',
    mainDocId: 'introduction/overview',
    docs: [
      { id: 'introduction/overview', path: '/docs/v4.4/introduction', sidebar: 'docs' },
      { id: 'components/events', path: '/docs/v4.4/events', sidebar: 'docs' },
    ],
  };

  it('keeps the page, its query and its hash when the version has it', () => {
    expect(versionTargetPath(version, version.docs[1], { search: '?a=1', hash: '#emit' })).toBe(
      '/docs/v4.4/events?a=1#emit',
    );
  });

  it("falls back to the version's Introduction", () => {
    expect(versionTargetPath(version, undefined, { search: '', hash: '#x' })).toBe('/docs/v4.4/introduction');
  });

  it('falls back to the version root when it has no main doc', () => {
    expect(versionTargetPath({ ...version, docs: [] }, undefined)).toBe('/docs/v4.4');
  });
});
