/**
 * Search in development (`npm start`): there are no rendered pages to index,
 * so the development server answers `<baseUrl>search-index/…` from the index
 * of the last production build (build/search-index), when there is one; the
 * search page says when no build exists yet.
 *
 * A middleware, not a static directory: the bundler watches, snapshots and
 * copies every file of a static directory on each compile, and the index is
 * about 6,000 files. As a static directory it made the time from saving a
 * page to seeing it three times as long (5.6 s against 1.7 s; issue 47,
 * CONTRIBUTING.md, "The check").
 */
import {createReadStream, statSync} from 'node:fs';
import path from 'node:path';
import type {IncomingMessage, ServerResponse} from 'node:http';

export const INDEX_DIR = 'search-index';

/** The file of the last build's index that a request asks for, or null (another address, or outside the index). */
export function devIndexFile(siteDir: string, baseUrl: string, requestUrl: string, buildDir = 'build'): string | null {
  const prefix = `${baseUrl}${INDEX_DIR}/`;
  let pathname: string;
  try {
    pathname = decodeURIComponent(requestUrl.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  if (!pathname.startsWith(prefix)) return null;
  const root = path.resolve(siteDir, buildDir, INDEX_DIR);
  const file = path.resolve(root, pathname.slice(prefix.length));
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** The development server's middleware (webpack-dev-server's `setupMiddlewares` entry). */
export function devIndexMiddleware(siteDir: string, baseUrl: string, buildDir = 'build') {
  return {
    name: 'bindpoint-search-dev-index',
    middleware(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) {
      const file = req.method === 'GET' || req.method === 'HEAD' ? devIndexFile(siteDir, baseUrl, req.url ?? '', buildDir) : null;
      if (!file) return next();
      res.setHeader('Content-Type', file.endsWith('.json') ? 'application/json; charset=utf-8' : 'application/octet-stream');
      res.setHeader('Cache-Control', 'no-cache');
      if (req.method === 'HEAD') return res.end();
      createReadStream(file).on('error', next).pipe(res);
    },
  };
}
