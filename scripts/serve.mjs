#!/usr/bin/env node
// The production server of the built site: what `npm run serve`, `npm run bench` and the browser tests use.
//
// Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
// Serves the build under its base URL after scripts/lib/requestPath.mjs has turned away hostile paths and
// redirected `.html` forms to clean URLs. Files go out precompressed (the `.br`/`.gz` copies the build
// writes) when the client accepts it, with the caching rules of scripts/lib/staticFiles.mjs: hashed assets
// immutable for a year, everything else revalidated with its ETag. Unknown paths get the site's not-found
// page with status 404; there are no directory listings. The build's `_redirects` rules (version roots to
// their Introduction; scripts/lib/redirects.mjs) are answered as HTTP redirects. Every file goes out with
// the security headers of the build's `_headers` (scripts/lib/headers.mjs), its Content Security Policy
// among them.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { headersFor, parseHeaders } from './lib/headers.mjs';
import { parseRedirects, redirectFor } from './lib/redirects.mjs';
import { decideRequestPath } from './lib/requestPath.mjs';
import { cacheControl, chooseEncoding, contentType, etagOf, isFresh, resolveFile } from './lib/staticFiles.mjs';
import { projectRoot } from './lib/projectRoot.mjs';

const root = projectRoot;
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const dir = path.resolve(root, option('dir', 'build'));
const port = Number(option('port', 3000));
const host = option('host', '127.0.0.1');
const baseUrl = '/docs/';

if (!fs.existsSync(path.join(dir, '404.html'))) {
  console.error(`serve: ${dir} holds no build; run npm run build first`);
  process.exit(1);
}

const headersFile = path.join(dir, '_headers');
const headerRules = parseHeaders(fs.existsSync(headersFile) ? fs.readFileSync(headersFile, 'utf8') : '');
/**
 * The `_headers` this server leaves out: it sets `Cache-Control` itself, with the same rules
 * (scripts/lib/staticFiles.mjs), and speaks plain HTTP, over which `Strict-Transport-Security` means nothing.
 */
const ownHeaders = new Set(['cache-control', 'strict-transport-security']);

/**
 * The `_headers` of a file of the build, by its URL path: for the not-found page, those of `404.html`
 * whatever path was asked for.
 * @param {string} file
 */
function buildHeaders(file) {
  const urlPath = `${baseUrl}${path.relative(dir, file).split(path.sep).join('/')}`;
  return Object.fromEntries([...headersFor(headerRules, urlPath)].filter(([name]) => !ownHeaders.has(name)));
}

/**
 * Sends one file of the build, or its precompressed copy.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} file
 * @param {{ status?: number, cache: string }} options
 */
function sendFile(req, res, file, { status = 200, cache }) {
  const encoding = chooseEncoding(req.headers['accept-encoding'], {
    br: fs.existsSync(`${file}.br`),
    gzip: fs.existsSync(`${file}.gz`),
  });
  const sent = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
  const etag = etagOf(sent);
  const headers = {
    ...buildHeaders(file),
    'Content-Type': contentType(file),
    'Cache-Control': cache,
    ETag: etag,
  };
  if (encoding || fs.existsSync(`${file}.gz`)) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  if (status === 200 && isFresh(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    return res.end();
  }
  headers['Content-Length'] = fs.statSync(sent).size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(sent)
    .on('error', () => res.destroy())
    .pipe(res);
}

const redirectsFile = path.join(dir, '_redirects');
const redirects = parseRedirects(fs.existsSync(redirectsFile) ? fs.readFileSync(redirectsFile, 'utf8') : '');

const notFound = (req, res) => sendFile(req, res, path.join(dir, '404.html'), { status: 404, cache: 'no-cache' });

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    return res.end();
  }
  const decision = decideRequestPath(req.url ?? '/', baseUrl);
  if (decision.kind === 'not-found') return notFound(req, res);
  if (decision.kind === 'redirect') {
    res.writeHead(301, { Location: decision.location });
    return res.end();
  }
  const [, search = ''] = /(\?.*)$/.exec(req.url ?? '') ?? [];
  const redirect = redirectFor(redirects, `${baseUrl}${decision.path.slice(1)}`, search);
  if (redirect) {
    res.writeHead(redirect.status, { Location: redirect.location, 'Cache-Control': 'no-cache' });
    return res.end();
  }
  const file = resolveFile(dir, decision.path);
  if (!file) return notFound(req, res);
  sendFile(req, res, file, { cache: cacheControl(decision.path) });
});

server.listen(port, host, () => console.log(`serve: ${dir} at http://${host}:${port}${baseUrl}`));
