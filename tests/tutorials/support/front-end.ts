/**
 * The reader's development server, as the tutorials describe it (Vite on
 * port 5173 forwarding `/api` to the back end): it serves the scratch
 * directory's pages and TypeScript (compiled with @swc/core for the browser,
 * an extensionless relative import resolved to its `.ts` file), puts an import
 * map in every HTML page that maps the SDK packages to the test stand-in
 * (tests/tutorials/sdk/sdk.ts), and forwards `/api` to the back end with the
 * browser's headers (Origin and cookies included).
 *
 * In the browser, the platform hosts are routed to the mock by `routePlatform`.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import type {TutorialMock} from './mock';
import {identity} from './mock';
import {ROOT} from './repo';

const swc = require(path.join(ROOT, 'node_modules/@swc/core')) as typeof import('@swc/core');
const SDK = path.join(ROOT, 'tests/tutorials/sdk/sdk.ts');
const PACKAGES = ['sdk-core', 'sdk-auth', 'sdk-redux', 'sdk-requests', 'sdk-utility', 'sdk-web-components', 'sdk-web-components/loader', 'sdk-types'];

function compile(file: string): string {
  return swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: {parser: {syntax: 'typescript', tsx: file.endsWith('x')}, target: 'es2022'},
    module: {type: 'es6'},
  }).code;
}

/** `body` (a page's `(body)` block, or a whole document) as a page with the import map. */
export function htmlPage(body: string, title = 'Tutorial'): string {
  const imports = Object.fromEntries(PACKAGES.map((p) => [`${identity.npmScope}/${p}`, '/__sdk/sdk.js']));
  const map = `<script type="importmap">${JSON.stringify({imports})}</script>`;
  if (/<html/i.test(body)) return body.replace(/<head>/i, `<head>\n${map}`);
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${title}</title>\n${map}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

export interface FrontEnd {
  origin: string;
  /** Where `/api` goes (the Express or the Flask back end). */
  backEndPort: number;
  close(): Promise<void>;
}

export function startFrontEnd(dir: string, port: number, backEndPort: number): Promise<FrontEnd> {
  const front = {backEndPort} as FrontEnd;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname.startsWith('/api/')) {
      const forward = http.request({host: '127.0.0.1', port: front.backEndPort, path: req.url, method: req.method, headers: req.headers}, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', (error) => {
        res.writeHead(502, {'content-type': 'text/plain'});
        res.end(`The back end on port ${front.backEndPort} did not answer: ${error.message}`);
      });
      req.pipe(forward);
      return;
    }
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, {'content-type': type, 'cache-control': 'no-store'});
      res.end(body);
    };
    try {
      if (url.pathname === '/__sdk/sdk.js') return send(200, 'text/javascript', compile(SDK));
      if (url.pathname === '/__sdk/quotes.js') return send(200, 'text/javascript', compile(path.join(path.dirname(SDK), 'quotes.ts')));
      if (url.pathname === '/__sdk/hosts.js') return send(200, 'text/javascript', `export const hosts = ${JSON.stringify({auth: identity.hosts.auth.sandbox, partnerApi: identity.hosts.partnerApi.sandbox})};\n`);
      let file = path.join(dir, decodeURIComponent(url.pathname));
      if (!file.startsWith(dir)) return send(403, 'text/plain', 'outside the tutorial directory');
      if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
      if (!fs.existsSync(file) && fs.existsSync(`${file}.ts`)) file = `${file}.ts`;
      if (!fs.existsSync(file) && fs.existsSync(`${file}.html`)) file = `${file}.html`;
      if (!fs.existsSync(file)) return send(404, 'text/plain', `${url.pathname}: no such file in the tutorial's project`);
      if (/\.tsx?$/.test(file)) return send(200, 'text/javascript', compile(file));
      if (file.endsWith('.html')) return send(200, 'text/html', fs.readFileSync(file, 'utf8'));
      // The React and Angular tabs' bundles (support/frameworks.ts).
      if (file.endsWith('.js')) return send(200, 'text/javascript', fs.readFileSync(file, 'utf8'));
      return send(200, 'text/plain', fs.readFileSync(file, 'utf8'));
    } catch (error) {
      return send(500, 'text/plain', `The tutorial's ${url.pathname} failed to compile: ${(error as Error).message}`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve(Object.assign(front, {origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((done) => server.close(() => done()))})),
    );
  });
}

const CORS = {'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type', 'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE', 'access-control-expose-headers': 'x-request-id'};

/**
 * Sends the browser's requests for `*.bindpoint.example` to the mock: the SDK's own calls
 * (`<auth host>/sdk/sessions`, `<Partner API host>/sdk/...`) to its control API, everything else
 * as the platform host.
 */
export async function routePlatform(page: Page, mock: TutorialMock): Promise<void> {
  await page.route(/^https:\/\/[\w.-]+\.bindpoint\.example\//, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS});
    const {pathname, search} = new URL(request.url());
    // The SDK's own calls (the exchange, quoting and binding) go to the mock's /__mock/sdk/ (src/mock/sdk-control.ts).
    const target = pathname.startsWith('/sdk/') ? `${mock.url}/__mock${pathname}${search}` : `${mock.url}${pathname}${search}`;
    const headers = {...request.headers()};
    delete headers.origin;
    const answer = await fetch(target, {method: request.method(), headers, body: request.postData() ?? undefined});
    const requestId = answer.headers.get('x-request-id');
    return route.fulfill({status: answer.status, headers: {...CORS, 'content-type': answer.headers.get('content-type') ?? 'application/json', ...(requestId ? {'x-request-id': requestId} : {})}, body: await answer.text()});
  });
}
