/**
 * The Postman collection converted from the OpenAPI document: it is a
 * Postman v2.1 collection, it has a request for every operation of the
 * document, each request is addressed at a host variable whose value is the
 * documented sandbox host of that operation, and auth goes through variables.
 */
import {readFileSync, mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {tokens} from '../../../site/identity';
import {deref, listOperations, loadDocument} from '../document';
import {POSTMAN_PUBLISHED} from '../published';
import {RECEIVER_VARIABLE, TENANT_VARIABLE, WEBHOOKS_FOLDER, postmanCollectionText, toPostmanCollection} from '../postman';
import {worldTokens} from '../../../data/world/tokens';
import openapiPlugin from '../index';

const siteDir = path.resolve(__dirname, '../../../..');
const DOCUMENT = 'src/data/openapi/bindpoint.openapi.yaml';
const source = readFileSync(path.join(siteDir, DOCUMENT), 'utf8');
const {doc} = loadDocument(source, tokens);
const operations = listOperations(doc);

type Json = Record<string, any>;
let collection: Json;
let requests: Json[];
let outDir: string;

const leaves = (items: Json[]): Json[] => items.flatMap((i) => (i.item ? leaves(i.item) : [i]));
const pathOf = (p: string) => `/${p.split('/').filter(Boolean).map((s) => s.replace(/^\{(.+)\}$/, ':$1')).join('/')}`;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'postman-'));
  // As the API plugin publishes it: converted in its background worker, written in postBuild.
  const plugin = openapiPlugin({siteDir, generatedFilesDir: outDir} as never, {path: DOCUMENT});
  const content = {json: JSON.stringify(doc, null, 2)};
  await plugin.postBuild!({outDir, content} as never);
  collection = JSON.parse(readFileSync(path.join(outDir, POSTMAN_PUBLISHED), 'utf8'));
  expect(`${JSON.stringify(collection, null, 2)}\n`).toBe(await postmanCollectionText(content.json));
  requests = leaves(collection.item);
}, 60_000);
afterAll(() => rmSync(outDir, {recursive: true, force: true}));

describe('Postman collection', () => {
  it('is a Postman v2.1 collection named after the document', () => {
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    expect(collection.info.name).toBe(`${doc.info.title} ${doc.info.version}`);
    expect(collection.info._postman_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(JSON.stringify(collection)).not.toContain('{{baseUrl}}');
  });

  it('has a request for every operation of the document', () => {
    const listed = new Set(requests.map((r) => `${r.request.method} ${r.request.url.host[0]}/${r.request.url.path.join('/')}`));
    const methodsAndPaths = new Set(requests.map((r) => `${r.request.method} /${r.request.url.path.join('/')}`));
    for (const op of operations) {
      if (op.kind === 'path') {
        expect(methodsAndPaths, op.operationId).toContain(`${op.method} ${pathOf(op.path)}`);
      } else {
        const receiver = new URL(op.operation['x-receiver-url']);
        expect(listed, op.operationId).toContain(`${op.method} {{${RECEIVER_VARIABLE}}}${receiver.pathname}`);
      }
    }
    const webhooks = collection.item.find((folder: Json) => folder.name === WEBHOOKS_FOLDER);
    expect(leaves(webhooks.item)).toHaveLength(operations.filter((o) => o.kind === 'webhook').length);
    // Nothing invented: every request is an operation of the document.
    expect(methodsAndPaths.size).toBe(new Set(operations.map((o) => (o.kind === 'path' ? `${o.method} ${pathOf(o.path)}` : o.operationId))).size);
  });

  it('addresses each request at the documented host of its operation', () => {
    const variables = new Map<string, Json>(collection.variable.map((v: Json) => [v.key, v]));
    for (const op of operations.filter((o) => o.kind === 'path')) {
      const servers = op.operation.servers ?? op.pathItem.servers ?? doc.servers;
      const request = requests.find((r) => `${r.request.method} /${r.request.url.path.join('/')}` === `${op.method} ${pathOf(op.path)}`)!;
      const variable = variables.get(request.request.url.host[0].replace(/^\{\{(.+)\}\}$/, '$1'))!;
      expect(variable, op.operationId).toBeDefined();
      expect(servers.map((s: Json) => s.url), op.operationId).toContain(variable.value);
      // The value is the sandbox host, and the production host is named.
      expect(variable.value).toBe(tokens[`${variable.key}Sandbox`]);
      expect(variable.description).toContain(tokens[variable.key]);
    }
  });

  it('sends credentials from collection variables and keeps the access token', () => {
    const variables = collection.variable.map((v: Json) => v.key);
    const text = JSON.stringify(collection.item);
    for (const match of text.matchAll(/\{\{(\w+)\}\}/g)) expect(variables, match[1]).toContain(match[1]);
    const token = requests.find((r) => r.request.auth?.type === 'basic')!;
    expect(token.request.url.path.join('/')).toBe(tokens.tokenUrl.replace(tokens.authHost, '').slice(1));
    expect(token.event[0].script.exec.join('\n')).toContain("pm.collectionVariables.set('accessToken'");
    const intelligence = requests.filter((r) => r.request.url.host[0] === '{{intelligenceApi}}');
    expect(intelligence.length).toBeGreaterThan(0);
    for (const r of intelligence) {
      expect(r.request.auth.bearer[0].value).toBe('{{accessToken}}');
      expect(r.request.header.map((h: Json) => h.key)).toContain('x-api-key');
    }
    // No secret is shipped: every credential variable is empty.
    for (const v of collection.variable) if (!/^https:/.test(v.value)) expect(v.value, v.key).toBe('');
  });

  it('reads the tenant id from the tenant_id variable in every /tenants/{tenant_id}/ request, never the example id', () => {
    const variable = collection.variable.find((v: Json) => v.key === TENANT_VARIABLE);
    expect(variable).toMatchObject({key: 'tenant_id', value: ''});
    const tenantRequests = requests.filter((r) => r.request.url.path.includes(':tenant_id'));
    // An operation with two tags is in two folders: compare the operations, not the copies.
    expect([...new Set(tenantRequests.map((r) => r.name))].sort()).toEqual(operations.filter((o) => o.path.includes('{tenant_id}')).map((o) => o.operation.summary).sort());
    for (const r of tenantRequests) {
      const values = [r.request.url, ...(r.response ?? []).map((x: Json) => x.originalRequest?.url)]
        .filter(Boolean)
        .map((url: Json) => url.variable.find((v: Json) => v.key === 'tenant_id')?.value);
      for (const value of values) expect(value, r.name).toBe('{{tenant_id}}');
    }
    // No URL of the collection carries the example tenant id (bodies may show it as data).
    const urls = JSON.stringify(requests.flatMap((r) => [r.request.url, ...(r.response ?? []).map((x: Json) => x.originalRequest?.url)]));
    expect(urls).not.toContain(worldTokens['world:tenantId']);
  });

  it('is the same collection from one build to the next: every value comes from the document', async () => {
    // The converter makes up a value (from a pattern, an enum or a type) where the document has no
    // example; the published collection then changed with every build. Each such place has one.
    const again = await toPostmanCollection(doc);
    expect(JSON.stringify(again)).toBe(JSON.stringify(collection));
    // A made-up boolean or enum value matches the last one often: every parameter names its value.
    const withoutValue = operations.flatMap((ref) =>
      ([...(ref.pathItem.parameters ?? []), ...(ref.operation.parameters ?? [])] as Json[]).map((p) => deref(doc, p)).filter((param) => {
        const schema = deref(doc, param.schema ?? {});
        return [param.example, param.examples, schema.example, schema.default, schema.const].every((v) => v === undefined);
      }).map((param) => `${ref.operation.operationId}: ${param.in} ${param.name}`),
    );
    expect(withoutValue).toEqual([]);
    const placeholders = requests.flatMap((r) =>
      (r.request.body?.formdata ?? []).filter((f: Json) => f.type === 'text' && f.value === 'string').map((f: Json) => `${r.name}: ${f.key}`),
    );
    expect(placeholders).toEqual([]);
  }, 60_000);
});

describe('what loading the API plugin loads', () => {
  it("never loads Postman's converter in the main thread: a background worker runs it", () => {
    const entry = readFileSync(path.join(__dirname, '../index.ts'), 'utf8');
    expect(entry).not.toMatch(/^import (?!type )[^;]*from '\.\/postman';/m);
    expect(entry).not.toContain("import('./postman')");
    expect(entry).toMatch(/callInWorker<string>\(PLUGIN_NAME, path\.join\(__dirname, 'postman\.ts'\), 'postmanCollectionText'/);
  });
});
