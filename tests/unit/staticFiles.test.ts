import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cacheControl,
  chooseEncoding,
  contentType,
  etagOf,
  isFresh,
  resolveFile,
} from '../../scripts/lib/staticFiles.mjs';
import { brotliQuality, shouldCompress } from '../../src/plugins/precompress';

describe('the production server’s file rules', () => {
  it('takes Brotli, then gzip, never a coding the client refuses', () => {
    const both = { br: true, gzip: true };
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('identity', both)).toBeUndefined();
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding('br', { br: false, gzip: true })).toBeUndefined();
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(cacheControl('/assets/js/main.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/events')).toBe('no-cache');
    expect(cacheControl('/search-index/v4.9/pagefind-entry.json')).toBe('no-cache');
    expect(contentType('events.md')).toBe('text/markdown; charset=utf-8');
    expect(contentType('index.html')).toBe('text/html; charset=utf-8');
    expect(contentType('wasm.en.pagefind')).toBe('application/octet-stream');
  });

  it('maps clean URLs to the files of a build, and nothing outside it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
    fs.mkdirSync(path.join(dir, 'v4.8', 'events'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), 'home');
    fs.writeFileSync(path.join(dir, 'v4.8', 'events', 'index.html'), 'events');
    fs.writeFileSync(path.join(dir, 'search.html'), 'search');
    fs.mkdirSync(path.join(dir, 'empty'));
    expect(resolveFile(dir, '/')).toBe(path.join(dir, 'index.html'));
    expect(resolveFile(dir, '/v4.8/events')).toBe(path.join(dir, 'v4.8', 'events', 'index.html'));
    expect(resolveFile(dir, '/v4.8/events/')).toBe(path.join(dir, 'v4.8', 'events', 'index.html'));
    expect(resolveFile(dir, '/search')).toBe(path.join(dir, 'search.html'));
    expect(resolveFile(dir, '/empty')).toBeUndefined();
    expect(resolveFile(dir, '/missing')).toBeUndefined();
    expect(resolveFile(dir, '/../etc/passwd')).toBeUndefined();

    const etag = etagOf(path.join(dir, 'index.html'));
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(isFresh(etag, etag)).toBe(true);
    expect(isFresh(`"other", W/${etag}`, etag)).toBe(true);
    expect(isFresh('"other"', etag)).toBe(false);
    expect(isFresh(undefined, etag)).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });

  it('precompresses text files of the build, the first-load ones hardest, and leaves the search index alone', () => {
    expect(shouldCompress('events/index.html', 50_000)).toBe(true);
    expect(shouldCompress('assets/js/main.1a2b.js', 900_000)).toBe(true);
    expect(shouldCompress('img/logo.svg', 500)).toBe(false);
    expect(shouldCompress('img/photo.png', 50_000)).toBe(false);
    expect(shouldCompress('search-index/v4.9/pagefind.js', 50_000)).toBe(false);
    expect(brotliQuality('assets/js/main.1a2b.js')).toBe(11);
    expect(brotliQuality('assets/js/runtime~main.1a2b.js')).toBe(11);
    expect(brotliQuality('assets/css/styles.1a2b.css')).toBe(11);
    expect(brotliQuality('assets/js/5f42cd23.030df4ba.js')).toBe(6);
  });
});
