#!/usr/bin/env node
/**
 * Serves build/ the way a plain static host does (GitHub Pages, nginx,
 * object stores): files as they are, `index.html` for a directory (with a
 * redirect that adds the trailing slash), build/404.html with status 404 for
 * anything else, and no clean-URL rewriting. Tests run against it so that
 * the redirect files in the build are what is tested, not a development
 * server's rewrites.
 *
 *   node scripts/serve-static.mjs [--port 4173] [--dir build] [--max-age seconds]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import serveStatic from 'serve-static';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const dir = path.resolve(root, option('dir', 'build'));
const port = Number(option('port', process.env.PORT ?? 4173));

// --max-age 600 caches as GitHub Pages does (the browser tests use it); the default, 0, suits a
// local preview that is rebuilt while it is open.
const maxAge = Number(option('max-age', 0)) * 1000;
const serve = serveStatic(dir, {index: ['index.html'], redirect: true, fallthrough: true, extensions: false, maxAge});
const notFound = path.join(dir, '404.html');

const server = http.createServer((request, response) => {
  serve(request, response, () => {
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (fs.existsSync(notFound)) fs.createReadStream(notFound).pipe(response);
    else response.end('Not found');
  });
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${path.relative(root, dir) || '.'} at http://127.0.0.1:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
