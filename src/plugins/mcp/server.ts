/**
 * The docs' MCP server (issue 38), on the official TypeScript SDK: six tools
 * over the site's build output (./build-files.ts), served over stdio
 * (`npm run mcp`) or Streamable HTTP (`npm run mcp -- --http`, and
 * `handleMcpRequest` for a serverless function next to the static site:
 * docs/coding_assistants.mdx has the recipe).
 *
 * HTTP is stateless: every request gets its own server and transport (the
 * tools keep no state between calls), answered as JSON. So any number of
 * function instances can answer, and nothing has to be kept between requests.
 * Being stateless, the endpoint takes POST only: GET (an event stream) and
 * DELETE (ending a session) answer 405, as the specification provides, so a
 * client does not hold a stream open or reconnect to one. A request from a
 * browser page carries an Origin, which must be one of the allowed origins
 * (local ones by default; the specification requires servers to check it,
 * against DNS rebinding).
 */
import http from 'node:http';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {WebStandardStreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {AjvJsonSchemaValidator} from '@modelcontextprotocol/sdk/validation/ajv';
import {identity} from '../../site/identity';
import {BuildFiles} from './build-files';
import {pageIndex} from './pages';
import {MCP_HTTP_PATH} from './published';
import {loadWholeSearchIndex, registerDocTools} from './tools-docs';
import {registerReferenceTools} from './tools-reference';

export const SERVER_NAME = `${identity.brand.toLowerCase()}-docs`;

/**
 * One JSON Schema validator for every server of the process: the SDK makes a
 * new Ajv for each server otherwise, and over HTTP every request has its own
 * server (that Ajv was a fifth of a request's processor time).
 */
let validator: AjvJsonSchemaValidator | undefined;

/** One MCP server over a build directory (or its files, already checked). */
export function createDocsServer(build: BuildFiles | string): McpServer {
  const files = typeof build === 'string' ? new BuildFiles(build) : build;
  const server = new McpServer(
    {name: SERVER_NAME, title: `${identity.siteTitle}`, version: files.json<{info: {version: string}}>('openapi/bindpoint.openapi.json').info.version},
    {
      instructions: `${identity.brand} developer docs: search_docs, then get_page for a page; get_operation, get_webhook_event and get_component for the API, webhook and SDK references.`,
      jsonSchemaValidator: (validator ??= new AjvJsonSchemaValidator()),
    },
  );
  const origin = () => pageIndex(files).origin || identity.siteUrl;
  registerDocTools(server, files);
  registerReferenceTools(server, files, origin);
  return server;
}

/** Serves the docs over stdio until the client closes the stream. */
export async function serveStdio(buildDir: string): Promise<McpServer> {
  const files = new BuildFiles(buildDir);
  loadWholeSearchIndex(files);
  const server = createDocsServer(files);
  await server.connect(new StdioServerTransport());
  return server;
}

export type McpHttpOptions = {
  /**
   * Origins (`https://app.example`) whose pages may call the endpoint, besides
   * local ones (http or https on localhost, 127.0.0.1 or [::1], any port). A
   * request without an Origin header (not from a browser page) is always served.
   * Default: MCP_ALLOWED_ORIGINS, comma-separated, when set.
   */
  allowedOrigins?: string[];
  /**
   * Read the whole search index before the first request (a server that
   * stays up), instead of each query's files as it needs them (a function
   * that answers one request). Default false.
   */
  wholeIndex?: boolean;
};

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** Origins allowed from the environment: MCP_ALLOWED_ORIGINS, comma-separated. */
export function originsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.MCP_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** A refusal as the transport words its own: a JSON-RPC error, saying what was wrong and what to do. */
function refusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}), {
    status,
    headers: {'content-type': 'application/json', ...headers},
  });
}

/**
 * The Streamable HTTP endpoint as a web-standard handler (Request in,
 * Response out): what a serverless function exports, and what the local
 * HTTP server below calls.
 */
export function mcpRequestHandler(
  build: BuildFiles | string,
  {allowedOrigins = originsFromEnv(), wholeIndex = false}: McpHttpOptions = {},
): (request: Request) => Promise<Response> {
  const files = typeof build === 'string' ? new BuildFiles(build) : build;
  if (wholeIndex) loadWholeSearchIndex(files);
  const allowed = new Set(allowedOrigins.map((origin) => origin.toLowerCase()));
  return async (request) => {
    if (new URL(request.url).pathname.replace(/\/$/, '') !== MCP_HTTP_PATH) {
      return new Response(`Not found: the MCP endpoint is ${MCP_HTTP_PATH}\n`, {status: 404, headers: {'content-type': 'text/plain'}});
    }
    const origin = request.headers.get('origin');
    if (origin !== null && !LOCAL_ORIGIN.test(origin) && !allowed.has(origin.toLowerCase())) {
      return refusal(
        403,
        `Forbidden: requests from pages on ${origin} are not allowed. Allowed: local origins${allowed.size ? ` and ${[...allowed].join(', ')}` : ''}; the server's operator adds an origin with MCP_ALLOWED_ORIGINS.`,
      );
    }
    if (request.method !== 'POST') {
      return refusal(
        405,
        `Method Not Allowed: ${request.method}. This MCP server is stateless: send each JSON-RPC message as a POST to ${MCP_HTTP_PATH}; it opens no event stream (GET) and keeps no session to end (DELETE).`,
        {allow: 'POST'},
      );
    }
    const server = createDocsServer(files);
    const transport = new WebStandardStreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    await server.connect(transport);
    try {
      return await transport.handleRequest(request);
    } finally {
      // The JSON answer is complete once handleRequest resolves: nothing is streamed after it.
      void server.close();
    }
  };
}

/** The largest request body the local server reads (the SDK's own bound for its HTTP entry points: 4 MiB). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** A request's body, read whole (a JSON-RPC message, small); null when it is over MAX_BODY_BYTES (the rest is read and dropped). */
async function readBody(req: http.IncomingMessage): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Buffer[] = [];
  let size = Number(req.headers['content-length']) > MAX_BODY_BYTES ? Infinity : 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  return size > MAX_BODY_BYTES ? null : new Uint8Array(Buffer.concat(chunks));
}

/** The Node request as a web-standard Request, or the refusal of a body over the bound. */
async function toRequest(req: http.IncomingMessage, origin: string): Promise<Request | Response> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  if (body === null) return refusal(413, `Payload Too Large: a request body must not exceed ${MAX_BODY_BYTES} bytes; send one JSON-RPC message per POST.`);
  return new Request(new URL(req.url ?? '/', origin), {method: req.method, headers, body});
}

/** The web-standard Response written to the Node response (the answers are JSON, complete when the handler resolves). */
async function send(res: http.ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.writeHead(response.status, headers);
  res.end(body);
}

/** How many searches a server that stays up answers itself before it listens (warmUp). */
export const WARM_UP_SEARCHES = 50;

/**
 * Sends the handler a few search_docs calls of its own, the whole way
 * (JSON-RPC, the SDK, the tool, the ranking, the snippets), before the server
 * listens. Node runs new code slowly until it has run it often enough to
 * compile it; without this, the first assistants to call a fresh server paid
 * that at once: 50 calls at once had a median of about 280 ms on two cores,
 * against about 150 ms once the server had answered some (decisions/0022).
 * The queries are the titles of pages spread over the index.
 */
export async function warmUp(handle: (request: Request) => Promise<Response>, build: BuildFiles, origin: string): Promise<void> {
  const {pages} = build.json<{pages: Array<[string, string]>}>('search-index/meta.json');
  const count = Math.min(WARM_UP_SEARCHES, pages.length);
  for (let k = 0; k < count; k += 1) {
    const i = Math.floor((k * pages.length) / count);
    const body = JSON.stringify({jsonrpc: '2.0', id: i, method: 'tools/call', params: {name: 'search_docs', arguments: {query: pages[i]![1]}}});
    const response = await handle(
      new Request(`${origin}${MCP_HTTP_PATH}`, {method: 'POST', headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'}, body}),
    );
    if (!response.ok) throw new Error(`MCP server: its warm-up search answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  }
}

/** A local Streamable HTTP server at http://host:port/mcp, over the same handler a serverless function runs. */
export async function startHttpServer(buildDir: string, {port, host = '127.0.0.1', ...options}: {port: number; host?: string} & McpHttpOptions) {
  const files = new BuildFiles(buildDir);
  const handle = mcpRequestHandler(files, {wholeIndex: true, ...options});
  await warmUp(handle, files, `http://${host}:${port}`);
  const server = http.createServer((req, res) => {
    toRequest(req, `http://${host}:${port}`)
      .then((request) => (request instanceof Response ? request : handle(request)))
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, {'content-type': 'text/plain'});
        res.end(`MCP server error: ${error instanceof Error ? error.message : String(error)}\n`);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actual}${MCP_HTTP_PATH}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
