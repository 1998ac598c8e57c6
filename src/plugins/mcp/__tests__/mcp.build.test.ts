/**
 * The docs' MCP server over the built site, driven with the SDK's own Client
 * over both transports: the six tools are listed with short descriptions,
 * each answers with the build's content, bad input is a tool error that says
 * what to pass instead, nonsense finds nothing. That search_docs ranks as the
 * site's search does on the relevance set: relevance.build.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {mcpRequestHandler} from '../server';
import {call, overHttp, overStdio, type Connected} from './clients';
import {noResultsQueries, relevanceCases} from '../../../../tests/search/sets';
import {root, routesOf} from './relevance-cases';

const buildDir = path.join(root, 'build');
const TOOLS = ['search_docs', 'get_page', 'list_operations', 'get_operation', 'get_webhook_event', 'get_component'];

describe.each([
  ['stdio', overStdio],
  ['Streamable HTTP', overHttp],
] as const)('the MCP server over %s', (_name, connect) => {
  let server: Connected;
  beforeAll(async () => {
    server = await connect();
  }, 30_000);
  afterAll(async () => server?.close());

  test('lists its six tools, each with a short description and an input schema', async () => {
    const {tools} = await server.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOLS].sort());
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeLessThanOrEqual(100);
      expect(tool.inputSchema.type, tool.name).toBe('object');
    }
    // What every assistant pays in context for the server: the whole tool list.
    expect(JSON.stringify(tools).length).toBeLessThan(4000);
  });

  test('search_docs answers with the page the site ranks first, and its sections', async () => {
    const {text, isError} = await call(server.client, 'search_docs', {query: 'webhook signature', limit: 3});
    expect(isError).toBe(false);
    expect(routesOf(text)).toHaveLength(3);
    expect(routesOf(text)[0]).toBe('/docs/webhooks/wh_securing/');
    expect(text).toContain('(/docs/webhooks/wh_securing/#');
    expect(text).not.toMatch(/<mark>|&amp;/);
  });

  test('search_docs corrects a misspelling as the site does', async () => {
    const {text} = await call(server.client, 'search_docs', {query: 'dispositon'});
    expect(text).toContain('corrected from "dispositon"');
    expect(routesOf(text).length).toBeGreaterThan(0);
  });

  test('get_page returns the twin by route and by .md address, and one section by its #anchor', async () => {
    const twin = fs.readFileSync(path.join(buildDir, 'docs/webhooks/wh_securing.md'), 'utf8');
    for (const route of ['/docs/webhooks/wh_securing/', 'docs/webhooks/wh_securing.md', 'https://developers.bindpoint.example/docs/webhooks/wh_securing/']) {
      const {text, isError} = await call(server.client, 'get_page', {route});
      expect(isError, route).toBe(false);
      expect(text.startsWith(twin.trimEnd()), route).toBe(true);
      expect(text).toContain('Source: https://developers.bindpoint.example/docs/webhooks/wh_securing/');
    }
    const section = await call(server.client, 'get_page', {route: 'https://developers.bindpoint.example/docs/webhooks/wh_securing/#verification-code'});
    expect(section.isError).toBe(false);
    expect(section.text.startsWith('# Securing webhooks\n\n## Verification code\n')).toBe(true);
    expect(section.text).not.toContain('## Rotate a secret');
    expect(section.text.length).toBeLessThan(twin.length);
    expect(section.text).toContain('Source: https://developers.bindpoint.example/docs/webhooks/wh_securing/#verification-code');
    expect(section.text).toContain('The whole page: get_page with /docs/webhooks/wh_securing/');
    const missing = await call(server.client, 'get_page', {route: '/docs/webhooks/wh_securing/#nowhere'});
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain('No section #nowhere on /docs/webhooks/wh_securing/. Its sections: #');
    expect(missing.text).toContain('#verification-code (Verification code)');
  });

  test('every answer of search_docs cites the section that answers, by anchor, from the build', async () => {
    const {text} = await call(server.client, 'search_docs', {query: 'Which events fire when a prospect is dispositioned?', limit: 3});
    const answer = /^ {3}Answer: \[([^\]]+)\]\((\/docs\/[^)#]+\/)#([^)]+)\)/m.exec(text);
    expect(answer, text).not.toBeNull();
    const html = fs.readFileSync(path.join(buildDir, answer![2]!, 'index.html'), 'utf8');
    expect([...html.matchAll(/\sid="?([^"\s>]+)/g)].map((m) => m[1])).toContain(answer![3]);
    expect(routesOf(text)[0]).toBe('/docs/exchange/receive_side/dispositioning_prospects/');
    expect(text).toMatch(/No webhook event fires for a disposition|sends no webhook event/);
  });

  test('a missing page is a tool error that names the closest page and what to pass', async () => {
    const {text, isError} = await call(server.client, 'get_page', {route: '/docs/webhooks/wh_secruing/'});
    expect(isError).toBe(true);
    expect(text).toContain('No page at /docs/webhooks/wh_secruing/');
    expect(text).toContain('/docs/webhooks/wh_securing/ (Securing webhooks)');
    expect(text).toContain('Pass a route such as /docs/overview/');
    const other = await call(server.client, 'get_page', {route: 'https://example.com/docs/overview/'});
    expect(other.isError).toBe(true);
    expect(other.text).toContain('is not this documentation site');
  });

  test('list_operations and get_operation answer from the published OpenAPI document', async () => {
    const doc = JSON.parse(fs.readFileSync(path.join(buildDir, 'openapi/bindpoint.openapi.json'), 'utf8'));
    const list = await call(server.client, 'list_operations');
    const ids = Object.values(doc.paths as Record<string, Record<string, {operationId?: string}>>).flatMap((item) =>
      Object.values(item).flatMap((op) => (op && typeof op === 'object' && op.operationId ? [op.operationId] : [])),
    );
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(list.text).toContain(`\`${id}\``);
    const tagged = await call(server.client, 'list_operations', {tag: 'Webhooks'});
    expect(tagged.text).toContain('`createHook`');
    expect(tagged.text).not.toContain('`createApplicationForm`');

    const op = doc.paths['/tenants/{tenant_id}/application_forms'].post;
    const python = await call(server.client, 'get_operation', {operationId: 'createApplicationForm', language: 'python'});
    expect(python.isError).toBe(false);
    expect(python.text).toContain(op.summary);
    expect(python.text).toContain('## Request body');
    expect(python.text).toContain('import requests');
    // Only the Python sample: none of the other eight languages.
    for (const title of ['curl', 'JavaScript (fetch)', 'Node.js (axios)', 'Java (java.net.http)', 'C# (HttpClient)', 'PHP (cURL)', 'Go (net/http)', 'Ruby (Net::HTTP)']) {
      expect(python.text).not.toContain(`title="${title}"`);
    }
    const java = await call(server.client, 'get_operation', {operationId: 'createApplicationForm', language: 'java'});
    expect(java.isError).toBe(false);
    expect(java.text.match(/^`{3,}\w* title="[^"]*\((?:[^"]*)\)"|^`{3,}\w* title="curl"/gm)).toEqual(['```java title="Java (java.net.http)"']);
    expect(python.text).toContain('Page: https://developers.bindpoint.example/docs/api/create_application_form/');
    const all = await call(server.client, 'get_operation', {operationId: 'POST /tenants/{tenant_id}/application_forms'});
    for (const title of ['curl', 'JavaScript (fetch)', 'Python (requests)', 'Java (java.net.http)', 'Go (net/http)']) expect(all.text).toContain(`title="${title}"`);
  });

  test('get_webhook_event lists the catalogue and gives one event with its example payload', async () => {
    const list = await call(server.client, 'get_webhook_event');
    expect(list.text).toContain('`application_form:finished_quoting`');
    expect(list.text).toContain('`carrier:disabled`');
    const one = await call(server.client, 'get_webhook_event', {event: 'application_form:finished_quoting'});
    expect(one.isError).toBe(false);
    const payload = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(one.text)![1]!);
    expect(payload.event).toBe('application_form:finished_quoting');
    expect(one.text).toContain('| `X-Signature` | `sha256=');
    expect(one.text).toContain('/docs/webhooks/wh_event_payloads/#application_form-finished_quoting');
  });

  test('get_component gives the component API from the manifest', async () => {
    const {text, isError} = await call(server.client, 'get_component', {tag: 'bp-sdk-vehicle-vin'});
    expect(isError).toBe(false);
    expect(text).toContain('# <bp-sdk-vehicle-vin>');
    expect(text).toContain('IVehicleVinComponent');
    expect(text).toMatch(/## Properties/);
    expect((await call(server.client, 'get_component', {tag: 'vehicle-vin'})).text).toContain('# <bp-sdk-vehicle-vin>');
  });

  test('bad input is a tool error that says what to pass instead, never a crash', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['search_docs', {query: ''}, 'pass a few keywords'],
      ['search_docs', {query: '   '}, 'pass a few keywords'],
      ['search_docs', {query: 'webhook '.repeat(40)}, 'pass at most 200'],
      ['get_page', {route: ''}, 'pass a route such as /docs/overview/'],
      ['get_page', {route: '/docs/../../etc/passwd'}, 'is not a page address'],
      ['get_operation', {operationId: 'createApplicationFrom'}, 'Did you mean createApplicationForm'],
      ['get_operation', {operationId: 'createApplicationForm', language: 'cobol'}, 'language'],
      ['list_operations', {tag: 'Nope'}, 'Pass one of: Authentication'],
      ['get_webhook_event', {event: 'application_form:exploded'}, 'Did you mean application_form:created'],
      ['get_component', {tag: 'bp-sdk-nothing-at-all'}, 'Pass a bp-sdk-* tag'],
      ['get_component', {}, 'tag'],
      ['get_page', {route: 'file:///etc/passwd'}, '"file:///etc/passwd" is a file: address, not a page of this documentation site; pass a route such as /docs/overview/'],
      ['search_docs', {query: 'webhook', querry: 'webhook'}, 'Unknown argument "querry" for search_docs: it takes query, limit.'],
      ['get_operation', {operationId: 'createHook', lang: 'python'}, 'Unknown argument "lang" for get_operation: it takes operationId, language.'],
      ['list_operations', {tags: 'Webhooks'}, 'Unknown argument "tags" for list_operations: it takes tag.'],
      ['search_docs', {query: 'webhook', limit: 50}, 'limit'],
    ];
    for (const [name, args, message] of cases) {
      const {text, isError} = await call(server.client, name, args);
      expect(isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(text, `${name} ${JSON.stringify(args)}`).toContain(message);
    }
    // Still answering after all of that.
    expect((await call(server.client, 'search_docs', {query: 'webhook'})).isError).toBe(false);
  });

  test('answers searches sent at once as it answers them one by one', async () => {
    const queries = relevanceCases()
      .slice(0, 24)
      .map((c) => c.query);
    const alone: string[] = [];
    for (const query of queries) alone.push((await call(server.client, 'search_docs', {query})).text);
    const together = await Promise.all(queries.map(async (query) => (await call(server.client, 'search_docs', {query})).text));
    expect(together).toEqual(alone);
  });

  test('every query of the no-results set finds nothing', async () => {
    for (const query of noResultsQueries()) {
      const {text, isError} = await call(server.client, 'search_docs', {query});
      expect(isError, query).toBe(false);
      expect(text, query).toBe(`No results for "${query.replace(/\s+/g, ' ').trim()}".`);
    }
  });
});

describe('what the build publishes for the MCP server', () => {
  test('llms.txt links the page on connecting an assistant, names the endpoint, and lists the webhook catalogue', () => {
    const txt = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    const intro = txt.slice(0, txt.indexOf('\n## '));
    expect(intro).toContain('through the MCP server at https://developers.bindpoint.example/mcp');
    expect(intro).toContain('[Use these docs from your coding assistant](https://developers.bindpoint.example/docs/coding_assistants.md)');
    expect(fs.existsSync(path.join(buildDir, 'docs/coding_assistants.md'))).toBe(true);
    expect(txt).toMatch(/^- \[Webhook event catalogue\]\(https:\/\/developers\.bindpoint\.example\/webhooks\/catalogue\.json\): /m);
  });

  test('the webhook catalogue in the build is the catalogue of src/data', () => {
    const published = JSON.parse(fs.readFileSync(path.join(buildDir, 'webhooks/catalogue.json'), 'utf8'));
    expect(published).toEqual(JSON.parse(fs.readFileSync(path.join(root, 'src/data/webhooks/catalogue.json'), 'utf8')));
  });
});

describe('the serverless entry (mcpRequestHandler), called as a function platform calls it', () => {
  const handle = mcpRequestHandler(buildDir);
  const post = (body: unknown) =>
    handle(
      new Request('https://developers.bindpoint.example/mcp', {
        method: 'POST',
        headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'},
        body: JSON.stringify(body),
      }),
    );

  test('answers initialize and a tool call, each request on its own (stateless), as JSON', async () => {
    const init = await post({jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'test', version: '1'}}});
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toContain('application/json');
    expect(((await init.json()) as {result: {serverInfo: {name: string}}}).result.serverInfo.name).toBe('bindpoint-docs');
    expect(init.headers.get('mcp-session-id')).toBeNull();
    const found = await post({jsonrpc: '2.0', id: 2, method: 'tools/call', params: {name: 'get_page', arguments: {route: '/docs/overview/'}}});
    const result = ((await found.json()) as {result: {content: Array<{text: string}>; isError?: boolean}}).result;
    expect(result.isError).toBeFalsy();
    expect(result.content[0]!.text).toMatch(/^# /);
  });

  test('any other path is a 404 that names the endpoint', async () => {
    const response = await handle(new Request('https://developers.bindpoint.example/other', {method: 'POST', body: '{}'}));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('/mcp');
  });
});
