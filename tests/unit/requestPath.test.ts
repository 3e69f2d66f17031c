import { describe, expect, it } from 'vitest';
import { decideRequestPath, MAX_SEGMENT_LENGTH } from '../../scripts/lib/requestPath.mjs';

const decide = (path: string) => decideRequestPath(path, '/docs/');

describe('production server paths', () => {
  it('serves pages under the base URL', () => {
    expect(decide('/docs/introduction')).toEqual({ kind: 'file', path: '/introduction' });
    expect(decide('/docs/v4.8/events?x=1')).toEqual({ kind: 'file', path: '/v4.8/events' });
    expect(decide('/docs/')).toEqual({ kind: 'file', path: '/' });
  });

  it('redirects the .html and index.html forms to the clean URL, keeping the query', () => {
    expect(decide('/docs/introduction.html')).toEqual({ kind: 'redirect', location: '/docs/introduction' });
    expect(decide('/docs/v4.8/events/index.html')).toEqual({ kind: 'redirect', location: '/docs/v4.8/events' });
    expect(decide('/docs/index.html?a=b')).toEqual({ kind: 'redirect', location: '/docs?a=b' });
    expect(decide('/')).toEqual({ kind: 'redirect', location: '/docs/' });
    expect(decide('/docs')).toEqual({ kind: 'redirect', location: '/docs/' });
  });

  it('gives hostile or malformed paths the not-found page', () => {
    for (const path of [
      '/docs/../etc/passwd',
      '/docs/%2e%2e/%2e%2e/etc/passwd',
      '/docs/%2E%2E%2Fpackage.json',
      '/docs/introduction%00.md',
      '/docs/intro%0d%0aSet-Cookie:x',
      '/docs/%E0%A4%A',
      '/docs/..%5c..%5cwindows',
      `/docs/${'a'.repeat(MAX_SEGMENT_LENGTH + 1)}`,
      `/docs/${'a/'.repeat(2000)}`,
      '/etc/passwd',
      '/other/introduction',
    ]) {
      expect(decide(path), path).toEqual({ kind: 'not-found' });
    }
  });
});
