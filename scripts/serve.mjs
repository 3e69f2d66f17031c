#!/usr/bin/env node
// The production server of the built site: what `npm run serve` and the browser tests use.
//
// Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
// Serves the build under its base URL with serve-handler (the library `docusaurus serve` uses), after
// scripts/lib/requestPath.mjs has turned away hostile paths and redirected `.html` forms to clean URLs.
// Unknown paths get the site's not-found page with status 404; there are no directory listings.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import serveHandler from 'serve-handler';
import { decideRequestPath } from './lib/requestPath.mjs';
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
const notFoundPage = fs.readFileSync(path.join(dir, '404.html'));

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(notFoundPage);
}

const server = http.createServer((req, res) => {
  const decision = decideRequestPath(req.url ?? '/', baseUrl);
  if (decision.kind === 'not-found') return notFound(res);
  if (decision.kind === 'redirect') {
    res.writeHead(301, { Location: decision.location });
    return res.end();
  }
  req.url = decision.path;
  serveHandler(req, res, {
    public: dir,
    cleanUrls: true,
    directoryListing: false,
    // Hashed assets never change; pages and the search index may.
    headers: [
      { source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ],
  }).catch(() => notFound(res));
});

server.listen(port, host, () => console.log(`serve: ${dir} at http://${host}:${port}${baseUrl}`));
