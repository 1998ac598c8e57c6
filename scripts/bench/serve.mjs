/**
 * A static server for the bench: a build folder served as a static host
 * would (files as they are, `index.html` for a folder, 404.html), with gzip
 * for text, so page weights and Lighthouse see what a reader downloads.
 * Both sites of the side-by-side bench are served by this same code.
 */
import fs from 'node:fs';
import http from 'node:http';
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
    let body = cache.get(`${file}:${gzip}`);
    if (!body) {
      body = fs.readFileSync(file);
      if (gzip) body = zlib.gzipSync(body, {level: 9});
      cache.set(`${file}:${gzip}`, body);
    }
    const headers = {'content-type': type, 'content-length': body.length, 'cache-control': 'no-cache'};
    if (gzip) headers['content-encoding'] = 'gzip';
    res.writeHead(status, headers).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
