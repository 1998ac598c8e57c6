/**
 * A static server for the bench: a build folder served as a static host
 * would (files as they are, `index.html` for a folder, 404.html), with gzip
 * for text, so page weights and Lighthouse see what a reader downloads.
 * Both sites of the side-by-side bench are served by this same code.
 *
 * Caching as the site's host, GitHub Pages (.github/workflows/deploy.yml),
 * answers: `Cache-Control: max-age=600` and an ETag, with 304 for a request
 * that names it. Each run of a bench opens a fresh browser context, so a cold
 * load stays cold; within one page, a file asked for twice comes from the
 * cache, as it would for a reader. (Docusaurus's router adds a prefetch link
 * for every chunk of every route in view, the layout's shared chunks once per
 * route: with `no-cache` and no ETag each was downloaded again, about 200 KB
 * while the API console opened.)
 */
import fs from 'node:fs';
import http from 'node:http';
import crypto from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

/** @returns {Promise<http.Server>} */
export function serveBuild(dir, port) {
  const cache = new Map();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) {
      if (!url.pathname.endsWith('/')) {
        res.writeHead(301, {location: `${url.pathname}/${url.search}`}).end();
        return;
      }
      file = path.join(file, 'index.html');
    }
    let status = 200;
    if (!fs.existsSync(file)) {
      status = 404;
      file = path.join(dir, '404.html');
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    let entry = cache.get(`${file}:${gzip}`);
    if (!entry) {
      let body = fs.readFileSync(file);
      if (gzip) body = zlib.gzipSync(body, {level: 9});
      entry = {body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`};
      cache.set(`${file}:${gzip}`, entry);
    }
    const headers = {'content-type': type, 'cache-control': 'max-age=600', etag: entry.etag, vary: 'Accept-Encoding'};
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    headers['content-length'] = entry.body.length;
    if (gzip) headers['content-encoding'] = 'gzip';
    res.writeHead(status, headers).end(entry.body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
