/**
 * The Streamable HTTP endpoint's protocol hygiene (issue 48), with plain HTTP
 * and with the SDK's client: a stateless server takes POST only (GET and
 * DELETE answer 405, so a client neither holds nor reconnects an event
 * stream); a browser page's Origin must be local or configured; every refusal
 * says what was wrong and what to do.
 */
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {MAX_BODY_BYTES, mcpRequestHandler} from '../server';
import {call, overHttp, type Connected} from './clients';
import {root} from './relevance-cases';

const buildDir = path.join(root, 'build');
const ENDPOINT = 'https://developers.bindpoint.example/mcp';
const INIT = {jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'test', version: '1'}}};

type Refusal = {jsonrpc: string; error: {code: number; message: string}; id: null};

describe('the handler, called as a function platform calls it', () => {
  const handle = mcpRequestHandler(buildDir, {allowedOrigins: ['https://app.example']});
  const request = (method: string, headers: Record<string, string> = {}, body?: unknown) =>
    handle(
      new Request(ENDPOINT, {
        method,
        headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers},
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );

  test.each(['GET', 'DELETE', 'PUT', 'PATCH'])('%s answers 405, allows POST, and says why', async (method) => {
    const response = await request(method, {accept: 'text/event-stream'});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    const body = (await response.json()) as Refusal;
    expect(body.error.message).toContain(`Method Not Allowed: ${method}. This MCP server is stateless: send each JSON-RPC message as a POST to /mcp`);
  });

  test("a browser page's Origin must be local or configured; a refusal names it and how to allow one", async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:3000', 'http://[::1]:8080', 'https://app.example']) {
      expect((await request('POST', {origin}, INIT)).status, origin).toBe(200);
    }
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'https://app.example.evil.example']) {
      const response = await request('POST', {origin}, INIT);
      expect(response.status, origin).toBe(403);
      expect(((await response.json()) as Refusal).error.message, origin).toBe(
        `Forbidden: requests from pages on ${origin} are not allowed. Allowed: local origins and https://app.example; the server's operator adds an origin with MCP_ALLOWED_ORIGINS.`,
      );
    }
    // No Origin at all: a client that is not a browser page (the SDK in Node, curl).
    expect((await request('POST', {}, INIT)).status).toBe(200);
  });

  test('by default, only local origins', async () => {
    const local = mcpRequestHandler(buildDir, {allowedOrigins: []});
    const response = await local(new Request(ENDPOINT, {method: 'POST', headers: {origin: 'https://developers.bindpoint.example'}, body: '{}'}));
    expect(response.status).toBe(403);
    expect(((await response.json()) as Refusal).error.message).toContain('Allowed: local origins; the server');
  });

  test('every other refusal names what was wrong', async () => {
    const cases: Array<[Response, number, RegExp]> = [
      [await request('POST', {}, '{"jsonrpc": "2.0",'), 400, /Parse error/i],
      [await request('POST', {accept: 'text/html'}, INIT), 406, /must accept both application\/json and text\/event-stream/i],
      [await request('POST', {'content-type': 'text/plain'}, INIT), 415, /Content-Type must be application\/json/i],
    ];
    for (const [response, status, message] of cases) {
      expect(response.status).toBe(status);
      expect(((await response.json()) as Refusal).error.message).toMatch(message);
    }
    const unknownTool = await request('POST', {}, {jsonrpc: '2.0', id: 3, method: 'tools/call', params: {name: 'search', arguments: {}}});
    expect(JSON.stringify(await unknownTool.json())).toContain('Tool search not found');
    const unknownMethod = await request('POST', {}, {jsonrpc: '2.0', id: 4, method: 'tools/run', params: {}});
    expect(JSON.stringify(await unknownMethod.json())).toMatch(/Method not found/i);
  });
});

describe('over HTTP (npm run mcp -- --http)', () => {
  let server: Connected & {url: string};
  beforeAll(async () => {
    server = await overHttp();
  }, 30_000);
  afterAll(async () => server?.close());

  test('plain HTTP: GET and DELETE answer 405', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(server.url, {method, headers: {accept: 'text/event-stream'}});
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      await response.body?.cancel();
    }
  });

  test('a body over 4 MiB is refused with 413, saying the bound, and the server goes on answering', async () => {
    const huge = JSON.stringify({...INIT, params: {...INIT.params, padding: 'x'.repeat(MAX_BODY_BYTES)}});
    const response = await fetch(server.url, {method: 'POST', headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'}, body: huge});
    expect(response.status).toBe(413);
    expect(((await response.json()) as Refusal).error.message).toBe(
      `Payload Too Large: a request body must not exceed ${MAX_BODY_BYTES} bytes; send one JSON-RPC message per POST.`,
    );
    expect((await call(server.client, 'search_docs', {query: 'webhook signature'})).isError).toBe(false);
  });

  test("the SDK's client, idle, opens no event stream again and again", async () => {
    const requests: string[] = [];
    const counting: typeof fetch = (input, init) => {
      requests.push(init?.method ?? 'GET');
      return fetch(input, init);
    };
    const client = new Client({name: 'bindpoint-docs-test', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url), {fetch: counting}));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await call(client, 'search_docs', {query: 'webhook signature'})).isError).toBe(false);
    await client.close();
    // One try at a stream after initializing, answered 405, and no reconnection in 3 s.
    expect(requests.filter((method) => method === 'GET').length).toBeLessThanOrEqual(1);
  }, 20_000);

  test("the SDK's client gets an unknown argument refused by name", async () => {
    const {text, isError} = await call(server.client, 'search_docs', {query: 'webhook', top_k: 3});
    expect(isError).toBe(true);
    expect(text).toContain('Unknown argument "top_k" for search_docs: it takes query, limit.');
  });
});
