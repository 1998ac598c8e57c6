/**
 * A stand-in for the platform mock in the runner's own tests: a small HTTP
 * server that is also a plain HTTP proxy (curl and Python reach
 * `http://*.bindpoint.example` through `http_proxy`), with a Node preload
 * that sends `fetch` for those hosts to it, and a log of what it answered.
 * The real mock does the same for HTTPS with its own CA (tests/samples/mock.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {MockRequest, SampleMock} from '../../samples/mock';
import {errorOf} from '../../samples/mock';

export type Handler = (request: {method: string; url: URL; body: string; headers: http.IncomingHttpHeaders}) => {status: number; body?: unknown};

export async function startLocalMock(handler: Handler): Promise<SampleMock & {dir: string}> {
  const log: MockRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      // Absolute form from a proxy client, or the preload's header for fetch.
      const target = String(req.headers['x-bp-url'] ?? req.url);
      const url = new URL(target, 'http://unknown.invalid');
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = handler({method: req.method!, url, body, headers: req.headers});
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      const error = answer.status >= 400 ? errorOf(text) : {};
      log.push({method: req.method!, url: url.href, status: answer.status, requestBody: body || undefined, responseBody: text, ...(answer.status >= 400 ? {errorCode: error.code, errorMessage: error.message, errorDetails: error.details} : {})});
      res.writeHead(answer.status, {'Content-Type': 'application/json'});
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-local-mock-'));
  const preload = path.join(dir, 'preload.mjs');
  fs.writeFileSync(
    preload,
    `const original = globalThis.fetch;
globalThis.fetch = (input, init = {}) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url);
  if (!/(^|\\.)bindpoint\\.example$/.test(url.hostname)) return original(input, init);
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  headers.set('x-bp-url', url.href);
  return original('http://127.0.0.1:${port}' + url.pathname + url.search, {...init, headers});
};
`,
  );
  const proxy = `http://127.0.0.1:${port}`;
  return {
    dir,
    env: {http_proxy: proxy, HTTP_PROXY: proxy, no_proxy: '127.0.0.1,localhost', NO_PROXY: '127.0.0.1,localhost'},
    nodeImports: [preload],
    requests: async () => [...log],
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}
