/**
 * How the production server answers for a file of the build: which file a clean URL names, which
 * precompressed copy a client may take, and the caching headers. The files are compressed once, at build
 * time (src/plugins/precompress); nothing is compressed per request.
 *
 * Caching: hashed assets (`assets/**`) never change, so clients keep them a year without asking again;
 * everything else (HTML, Markdown, the search index, images) is revalidated on each use with its ETag,
 * which costs a 304 with no body when it has not changed. static/_headers gives a CDN the same rules.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/** @param {string} file */
export function contentType(file) {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** @param {string} relativePath the path under the build directory, starting with `/` */
export function cacheControl(relativePath) {
  return relativePath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

/** @param {string} file */
function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a request path names, as Docusaurus lays out a build: `/events` is `events/index.html` (or
 * `events.html`), `/` and `/v4.8/` are their folder's `index.html`; a folder without one names nothing.
 * @param {string} dir the build directory
 * @param {string} relativePath the decoded path under the base URL, starting with `/`
 * @returns {string | undefined}
 */
export function resolveFile(dir, relativePath) {
  const target = path.join(dir, relativePath);
  if (target !== dir && !target.startsWith(dir + path.sep)) return undefined;
  const candidates = relativePath.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find(isFile);
}

/**
 * The precompressed copy to send, by the client's Accept-Encoding: Brotli first, then gzip, else none.
 * A coding the client gives `q=0` is refused.
 * @param {string | undefined} acceptEncoding
 * @param {{ br: boolean, gzip: boolean }} available
 * @returns {'br' | 'gzip' | undefined}
 */
export function chooseEncoding(acceptEncoding, available) {
  const accepted = new Map();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (/** @type {string} */ coding) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && allows('br')) return 'br';
  if (available.gzip && allows('gzip')) return 'gzip';
  return undefined;
}

/** Strong ETags, one per file and encoding, computed once from the bytes sent. */
const etags = new Map();

/** @param {string} file */
export function etagOf(file) {
  const { size, mtimeMs } = fs.statSync(file);
  const key = `${file}:${size}:${mtimeMs}`;
  let etag = etags.get(key);
  if (!etag) {
    etag = `"${crypto.createHash('sha1').update(fs.readFileSync(file)).digest('base64url').slice(0, 22)}"`;
    etags.set(key, etag);
  }
  return etag;
}

/**
 * Whether the client's validators show that it holds the current copy.
 * @param {string | undefined} ifNoneMatch
 * @param {string} etag
 */
export function isFresh(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
