/**
 * The mock's Node server (decision 2: samples run as pasted). On one port it
 *
 * - answers plain requests, `http://127.0.0.1:PORT/<path>` (the API is the one
 *   whose document path matches; environment sandbox), and absolute-form proxy
 *   requests (`GET http://partner-api.sandbox.bindpoint.example/...`);
 * - is an HTTPS proxy for `*.bindpoint.example`: `CONNECT host:443` is answered
 *   by terminating TLS with a certificate for that host from a throwaway CA,
 *   and the request is served as that host; CONNECT to any other host is
 *   refused with a message;
 * - serves the control API under /__mock/.
 *
 * `env` holds what a shell needs to reach it unmodified: the proxy and CA
 * variables, and NODE_OPTIONS with the preload that routes Node's fetch.
 */
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {createClock, type Clock} from '../clock';
import {isPlatformHost} from '../hosts';
import {createMock, type Mock, type MockOptions} from '../mock';
import {worldSeed} from '../seed';
import type {MockWorld} from '../world';
import {createCa} from './ca';
import {loadMockDocument} from './document';

export interface MockServerOptions {
  /** Port to listen on (0 or omitted: a free one). */
  port?: number;
  host?: string;
  world?: MockWorld;
  clock?: Clock;
  responseValidation?: MockOptions['responseValidation'];
  /** Whether an undocumented webhook body is refused (`throw`) or sent and noted (`note`); see MockOptions. */
  eventValidation?: MockOptions['eventValidation'];
  rulesValidation?: MockOptions['rulesValidation'];
  timeoutScale?: number;
  /** Start with the sandbox test carriers' automatic answers held (POST /__mock/carriers changes it). */
  holdCarriers?: boolean;
}

export interface MockServer {
  /** `http://127.0.0.1:PORT` */
  url: string;
  port: number;
  /** HTTPS_PROXY, https_proxy, NO_PROXY, no_proxy, CURL_CA_BUNDLE, REQUESTS_CA_BUNDLE, SSL_CERT_FILE, NODE_EXTRA_CA_CERTS, NODE_OPTIONS. */
  env: Record<string, string>;
  /** The throwaway CA certificate (PEM file). */
  caFile: string;
  mock: Mock;
  close(): Promise<void>;
}

/** Methods fetch's `Request` cannot carry (the Fetch standard's forbidden methods). */
const UNCARRIED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

/** The preload that routes Node's fetch to `*.bindpoint.example` through the proxy (`node --import`). */
export const PRELOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'preload.mjs');

/** Hands one Node request to the mock's fetch handler; `url` is the address it named. */
async function serve(mock: Mock, req: http.IncomingMessage, res: http.ServerResponse, url: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  let response: Response;
  try {
    const method = req.method ?? 'GET';
    // fetch's Request refuses these methods: a GET stands in, and the mock is told the method the client sent.
    const carried = !UNCARRIED_METHODS.has(method);
    const hasBody = carried && body && method !== 'GET' && method !== 'HEAD';
    response = await mock.handle(new Request(url, {method: carried ? method : 'GET', headers, body: hasBody ? body : undefined}), {method});
  } catch (error) {
    res.writeHead(500, {'content-type': 'text/plain'});
    res.end(`The mock failed: ${(error as Error).message}\n`);
    return;
  }
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => (out[name] = value));
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!('content-length' in out) && response.status !== 204) out['content-length'] = String(bytes.length);
  res.writeHead(response.status, out);
  res.end(bytes);
}

/** `serve`, with whatever it throws (a client gone mid-body, an answer Node cannot write) answered or dropped, never unhandled. */
function serveSafely(mock: Mock, req: http.IncomingMessage, res: http.ServerResponse, url: string): void {
  serve(mock, req, res, url).catch((error: unknown) => {
    console.error(`[mock] ${req.method} ${url} failed:`, error);
    if (res.headersSent) return void res.destroy();
    res.writeHead(500, {'content-type': 'text/plain'});
    res.end(`The mock failed: ${(error as Error)?.message ?? String(error)}\n`);
  });
}

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const ca = await createCa();
  // The world's time (its last recorded moment), then real time: the seeded deliveries, deadlines and tokens stay
  // as recent as the world made them, whatever the date; /__mock/reset comes back to it.
  const world = options.world ?? worldSeed();
  const clock = options.clock ?? createClock({mode: 'real', start: world.clock_start});
  const mock = createMock({document: loadMockDocument(), world, clock, responseValidation: options.responseValidation, eventValidation: options.eventValidation, rulesValidation: options.rulesValidation, timeoutScale: options.timeoutScale, holdCarriers: options.holdCarriers});
  await mock.ready;
  const host = options.host ?? '127.0.0.1';
  let base = '';

  const server = http.createServer((req, res) => {
    if (/^https?:\/\//i.test(req.url ?? '')) {
      // Absolute form (a proxy request): served as the platform host it names.
      const target = URL.canParse(req.url!) ? new URL(req.url!) : null;
      if (!target) {
        res.writeHead(400, {'content-type': 'text/plain'});
        res.end(`The request target ${req.url} is not a URL the BindPoint mock can read.\n`);
        return;
      }
      if (!isPlatformHost(target.hostname)) {
        res.writeHead(403, {'content-type': 'text/plain'});
        res.end(`The BindPoint mock proxies only *.bindpoint.example hosts, not ${target.hostname}.\n`);
        return;
      }
      serveSafely(mock, req, res, `https://${target.hostname}${target.pathname}${target.search}`);
      return;
    }
    serveSafely(mock, req, res, `${base}${req.url ?? '/'}`);
  });

  // Requests inside CONNECT tunnels, after TLS: served as the host the tunnel named.
  const inner = http.createServer((req, res) => {
    const servername = (req.socket as tls.TLSSocket).servername || String(req.headers.host ?? '').split(':')[0];
    serveSafely(mock, req, res, `https://${servername}${req.url ?? '/'}`);
  });

  // Tunnels leave the HTTP server once CONNECT is answered: close() ends them itself.
  const tunnels = new Set<net.Socket>();
  server.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const [hostname = '', port = '443'] = String(req.url ?? '').split(':');
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
    socket.on('error', () => socket.destroy());
    if (!isPlatformHost(hostname)) {
      const message = `The BindPoint mock proxies only *.bindpoint.example hosts, not ${hostname}. Add it to NO_PROXY or unset HTTPS_PROXY for it.\n`;
      socket.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(message)}\r\nconnection: close\r\n\r\n${message}`);
      return;
    }
    if (port !== '443') {
      socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
      return;
    }
    void ca.contextFor(hostname.toLowerCase()).then((secureContext) => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) socket.unshift(head);
      const secure = new tls.TLSSocket(socket, {isServer: true, secureContext, SNICallback: (name, done) => void ca.contextFor(name.toLowerCase()).then((c) => done(null, c), done)});
      secure.on('error', () => secure.destroy());
      inner.emit('connection', secure);
    }).catch((error: unknown) => {
      console.error(`[mock] no certificate for ${hostname}:`, error);
      socket.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  base = `http://${host}:${port}`;
  const proxy = base;
  const loopback = '127.0.0.1,localhost,::1';
  // The clock catches what its tasks throw (clock.ts); the catch here only keeps a rejection from ever being unhandled.
  const ticker = clock.mode === 'real' ? setInterval(() => void clock.tick().catch((error) => console.error('[mock] clock tick failed:', error)), 1000) : undefined;
  ticker?.unref();
  return {
    url: base,
    port,
    caFile: ca.file,
    mock,
    env: {
      HTTPS_PROXY: proxy,
      https_proxy: proxy,
      NO_PROXY: loopback,
      no_proxy: loopback,
      CURL_CA_BUNDLE: ca.file,
      REQUESTS_CA_BUNDLE: ca.file,
      SSL_CERT_FILE: ca.file,
      NODE_EXTRA_CA_CERTS: ca.file,
      NODE_OPTIONS: `--import ${pathToFileURL(PRELOAD).href}`,
    },
    async close() {
      if (ticker) clearInterval(ticker);
      for (const socket of tunnels) socket.destroy();
      inner.close();
      inner.closeAllConnections?.();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      ca.dispose();
    },
  };
}
