import { test, expect, listedScripts } from './fixtures';

/** What the production server sends: precompressed files, year-long caching of hashed assets, revalidated pages. */

test('a page goes out compressed, revalidated with its ETag', async ({ request }) => {
  const response = await request.get('/docs/events', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers.vary).toBe('Accept-Encoding');
  expect(headers.etag).toMatch(/^"[\w-]+"$/);
  // Playwright decodes the body: it is the page.
  expect(await response.text()).toContain('<h1>Events</h1>');

  const again = await request.get('/docs/events', {
    headers: { 'Accept-Encoding': 'br, gzip', 'If-None-Match': headers.etag },
  });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
});

test('the page’s scripts are precompressed and cached for a year', async ({ request }) => {
  const script = (await listedScripts(request, '/docs/events')).find((url) => /\/main\.[^/]+\.js$/.test(url));
  expect(script).toBeDefined();
  const brotli = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  const gzip = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The same script whichever way it travelled, and each compressed copy much smaller than the file.
  expect((await brotli.body()).equals(await plain.body())).toBe(true);
  expect((await gzip.body()).equals(await plain.body())).toBe(true);
  const sizeOf = (r: typeof plain) => Number(r.headers()['content-length']);
  expect(sizeOf(brotli)).toBeLessThan(sizeOf(plain) / 3);
  expect(sizeOf(gzip)).toBeLessThan(sizeOf(plain) / 3);
});

test('the not-found page is compressed too and keeps its 404', async ({ request }) => {
  const response = await request.get('/docs/no-such-page', { headers: { 'Accept-Encoding': 'br' } });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(await response.text()).toContain('Page Not Found');
});
