import { describe, expect, it } from 'vitest';
import { parseRedirects, redirectFor } from '../../scripts/lib/redirects.mjs';
import { redirectsFile, versionRootRedirects } from '../../src/plugins/version-root-redirects';
import { versionRoots } from '../../src/versioning/docsVersions';

describe('the _redirects file of the version roots', () => {
  const file = redirectsFile(versionRootRedirects('/docs/', versionRoots(['v4.9', 'v4.8'])));

  it('sends each root, with and without its final slash, to its Introduction', () => {
    const rules = parseRedirects(file);
    expect(Object.fromEntries([...rules].map(([from, { to, status }]) => [from, `${to} ${status}`]))).toEqual({
      '/docs/next': '/docs/next/introduction 302',
      '/docs/next/': '/docs/next/introduction 302',
      '/docs': '/docs/introduction 302',
      '/docs/': '/docs/introduction 302',
      '/docs/v4.8': '/docs/v4.8/introduction 302',
      '/docs/v4.8/': '/docs/v4.8/introduction 302',
    });
  });

  it('keeps the query, and matches exact paths only', () => {
    const rules = parseRedirects(file);
    expect(redirectFor(rules, '/docs/v4.8', '?ref=blog')).toEqual({
      location: '/docs/v4.8/introduction?ref=blog',
      status: 302,
    });
    expect(redirectFor(rules, '/docs/v4.8/events', '')).toBeUndefined();
    expect(redirectFor(rules, '/docs/v4.', '')).toBeUndefined();
  });
});

describe('parsing a _redirects file', () => {
  it('skips comments and blank lines, and takes 301 when a rule names no status', () => {
    const rules = parseRedirects('# a comment\n\n/old /new\n/a  /b   302 # trailing comment\n/lonely\n');
    expect([...rules]).toEqual([
      ['/old', { to: '/new', status: 301 }],
      ['/a', { to: '/b', status: 302 }],
    ]);
  });
});
