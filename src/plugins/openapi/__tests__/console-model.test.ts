/**
 * The API console's request model (theme/ApiConsole/model.ts): the first
 * values are the operation's examples, the request sent carries the reader's
 * values and credentials, the validator sees the same request, and the code
 * the console shows is the page's generator run on those values. And the
 * worker script msw registers is msw's own, as installed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {tokens} from '../../../site/identity';
import {readerEnvironmentValues as env} from '../../../data/world/env';
import {listOperations, loadDocument, normalizeOperation} from '../document';
import {renderAll} from '../theme/CodeSamples/generate';
import {buildCall, getAt, initialValues, operationWithValues, sandboxServer, setAt} from '../theme/ApiConsole/model';

const root = path.resolve(__dirname, '../../../..');
const {doc} = loadDocument(fs.readFileSync(path.join(root, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens);
const op = (id: string) => normalizeOperation(doc, listOperations(doc).find((o) => o.operationId === id)!);

describe('initialValues', () => {
  test('parameters and body from the examples; a fresh idempotency key; optional parameters without example empty', () => {
    const values = initialValues(op('createApplicationForm'));
    expect(values.params['path:tenant_id']).toBe(env.BP_TENANT_ID);
    expect(values.params['header:Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(values.body).toEqual(op('createApplicationForm').requestBody!.content[0]!.examples[0]!.value);
    // Every optional parameter of the document has an example today; one without starts empty (not its default).
    const hooks = op('listHooks');
    const bare = {...hooks, parameters: hooks.parameters.map((p) => ({...p, example: undefined, schema: {...p.schema, example: undefined}}))};
    expect(bare.parameters.some((p) => (p.schema as {default?: unknown}).default !== undefined)).toBe(true);
    for (const p of bare.parameters) expect(initialValues(bare).params[`${p.in}:${p.name}`]).toBe('');
  });

  test('another example of the body', () => {
    const token = op('authenticate');
    expect(initialValues(token, 1).body).toEqual({grant_type: 'client_credentials', client_id: expect.any(String), client_secret: expect.any(String)});
  });
});

describe('buildCall', () => {
  test('URL, credentials, JSON body, and the same request for the validator', () => {
    const operation = op('createApplicationForm');
    const values = initialValues(operation);
    const call = buildCall(operation, values, {bearer: 'tok'}, sandboxServer(operation));
    expect(call.url).toBe(`${tokens.partnerApiSandbox}/tenants/${env.BP_TENANT_ID}/application_forms`);
    expect(call.headers).toMatchObject({Authorization: 'Bearer tok', 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': values.params['header:Idempotency-Key']});
    expect(JSON.parse(call.body as string)).toEqual(values.body);
    expect(call.toValidate).toMatchObject({path: `/tenants/${env.BP_TENANT_ID}/application_forms`, body: values.body, hasBody: true, mediaType: 'application/json'});
    expect(call.toValidate.headers.authorization).toBe('Bearer tok');
  });

  test('query parameters only when given; API keys in their header; an empty path parameter stays a template', () => {
    const operation = op('getMarketRecommendation');
    const values = initialValues(operation);
    const call = buildCall(operation, values, {bearer: 't', keys: {intelligenceApiKey: 'k'}}, sandboxServer(operation));
    expect(new URL(call.url).searchParams.get('state')).toBe(values.params['query:state']);
    expect(call.headers['x-api-key']).toBe('k');
    const hook = op('getHook');
    expect(buildCall(hook, {params: {'path:id': ''}, body: undefined}, {}, '').url).toBe('/hooks/{id}');
  });

  test('form bodies are URL-encoded, multipart bodies send a file part', () => {
    const token = op('authenticate');
    const call = buildCall(token, initialValues(token), {basic: ['id', 'secret']}, sandboxServer(token));
    expect(call.body).toBe('grant_type=client_credentials');
    expect(call.headers.Authorization).toBe(`Basic ${btoa('id:secret')}`);
    const upload = op('universalSubmitFile');
    const form = buildCall(upload, initialValues(upload), {}, '').body as FormData;
    expect((form.get('file') as File).name).toBe('acord-125-whitfield-bakery.pdf');
    expect(form.get('dp_id')).toBe('dp_commercial_core');
  });
});

describe('the console code is the page generator on the values sent', () => {
  test('a changed body field and a changed parameter appear in every language', () => {
    const operation = op('createHook');
    const values = initialValues(operation);
    const changed = {...values, body: setAt(values.body, ['url'], 'https://crm.acme-insurance.example/console')};
    const samples = renderAll(operationWithValues(operation, changed));
    for (const text of [samples.curl, samples.javascript, samples.python]) expect(text).toContain('https://crm.acme-insurance.example/console');
    expect(renderAll(operationWithValues(operation, values)).curl).toBe(renderAll(operation).curl);
  });

  test('an optional query parameter emptied is not in the sample; a changed one is', () => {
    const operation = op('listHookRequests');
    const values = initialValues(operation);
    expect(renderAll(operationWithValues(operation, values)).curl).toContain('status=failed');
    expect(renderAll(operationWithValues(operation, {...values, params: {...values.params, 'query:status': ''}})).curl).not.toContain('status=');
    expect(renderAll(operationWithValues(operation, {...values, params: {...values.params, 'query:status': 'succeeded'}})).curl).toContain('status=succeeded');
  });
});

test('setAt and getAt copy, set and remove at a path', () => {
  const root = {a: {b: [1, {c: 2}]}};
  const next = setAt(root, ['a', 'b', 1, 'c'], 3);
  expect(getAt(next, ['a', 'b', 1, 'c'])).toBe(3);
  expect(root.a.b[1]).toEqual({c: 2});
  expect(setAt({x: 1, y: 2}, ['x'], undefined)).toEqual({y: 2});
});

test("the console's service worker answers for the identity module's domain, named where the page registers it", () => {
  const worker = fs.readFileSync(path.join(root, 'static/api-console-sw.js'), 'utf8');
  const client = fs.readFileSync(path.join(root, 'src/plugins/openapi/theme/ApiConsole/client.ts'), 'utf8');
  expect(client).toContain("export const SERVICE_WORKER = 'api-console-sw.js';");
  // The domain comes with the registration (the script names no host of its own), and the sandbox mark is the client's.
  expect(worker).not.toMatch(/bindpoint\.example/);
  expect(worker).toContain("const SANDBOX = 'x-bp-console-target';");
  expect(client).toContain("export const SANDBOX_MARK = 'x-bp-console-target';");
});

test("the console's document drops the prose and the examples, and keeps everything the mock reads", async () => {
  const {consoleDocument} = await import('../console-document');
  const answer = {summary: 'prose', value: {description: 'kept: a value', example: 'kept too'}};
  const doc = {
    info: {title: 'T', description: 'prose', version: '1'},
    paths: {
      '/x': {
        post: {
          operationId: 'postX',
          summary: 'prose',
          description: 'prose',
          requestBody: {content: {'application/json': {schema: {type: 'object', example: {}}, examples: {a: {value: {}}}}}},
          responses: {'200': {description: 'OK', content: {'application/json': {examples: {a: answer, b: {value: {}}}}}}, '400': {content: {'application/json': {example: {}}}}},
        },
      },
    },
    components: {
      schemas: {Note: {type: 'object', description: 'prose', properties: {description: {type: 'string', description: 'prose'}, summary: {type: 'string'}, example: {type: 'string'}}}, example: {type: 'string'}},
      examples: {Note: {value: {}}},
    },
  };
  const reads = [{operationId: 'postX', status: '200', mediaType: 'application/json', name: 'a'}];
  expect(consoleDocument(doc, reads)).toEqual({
    info: {title: 'T', version: '1'},
    paths: {'/x': {post: {operationId: 'postX', requestBody: {content: {'application/json': {schema: {type: 'object'}}}}, responses: {'200': {content: {'application/json': {examples: {a: {value: answer.value}}}}}, '400': {content: {'application/json': {}}}}}}},
    components: {schemas: {Note: {type: 'object', properties: {description: {type: 'string'}, summary: {type: 'string'}, example: {type: 'string'}}}, example: {type: 'string'}}},
  });
  // An example the mock reads that the document lacks is a build error, not a console that fails on that operation.
  expect(() => consoleDocument(doc, [{...reads[0]!, name: 'gone'}])).toThrow(/postX: the document has no 200 example "gone"/);
});
