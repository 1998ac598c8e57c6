/**
 * The OpenAPI document (src/data/openapi/bindpoint.openapi.yaml) is valid
 * OpenAPI 3.1, keeps hosts in the identity module, and every example it
 * shows validates against its schema (JSON Schema 2020-12).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {validate, compileErrors, dereference} from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {tokens} from '../../../site/identity';
import {
  checkDocument,
  listOperations,
  documentYaml,
  loadDocument,
  normalizeOperation,
} from '../document';

import {parse as parseYaml} from 'yaml';

const root = path.resolve(__dirname, '../../../..');
const sourcePath = path.join(root, 'src/data/openapi/bindpoint.openapi.yaml');
const source = fs.readFileSync(sourcePath, 'utf8');
const {doc} = loadDocument(source, tokens);
const yaml = documentYaml(doc);
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

function makeAjv() {
  const ajv = new Ajv2020({strict: false, allErrors: true, validateFormats: true});
  addFormats(ajv);
  // OpenAPI annotations that are not JSON Schema keywords.
  for (const keyword of ['example', 'x-name']) ajv.addKeyword(keyword);
  return ajv;
}

describe('OpenAPI document', () => {
  test('the source names no host: only {{tokens}} from the identity module', () => {
    expect(source).not.toMatch(/bindpoint\.example/);
    expect(source).toMatch(/\{\{partnerApiSandbox\}\}/);
  });

  test('validates as OpenAPI 3.1 with @readme/openapi-parser', async () => {
    const result = await validate(clone(doc) as any);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  test('is read as the yaml package reads it: the published YAML gives back the same object, and dates stay strings', () => {
    expect(parseYaml(yaml)).toEqual(doc);
    const {doc: dated} = loadDocument('info:\n  version: 2024-05-01\n  x-n: 010\n  x-b: yes\nx-facts:\n  answer: 42\n', tokens);
    expect(dated.info).toEqual({'version': '2024-05-01', 'x-n': 10, 'x-b': 'yes'});
  });

  test('passes the checks the site build relies on', () => {
    expect(checkDocument(doc)).toEqual([]);
    expect(yaml).not.toContain('{{');
  });

  test('every path operation has a sandbox and a production server on the identity hosts', () => {
    for (const ref of listOperations(doc).filter((r) => r.kind === 'path')) {
      const op = normalizeOperation(doc, ref);
      expect(op.servers.map((s) => s.description), op.operationId).toEqual(['Sandbox', 'Production']);
      expect(op.servers[0]!.url, op.operationId).toContain('.sandbox.');
      expect(Object.values(tokens)).toContain(op.servers[0]!.url);
      expect(Object.values(tokens)).toContain(op.servers[1]!.url);
    }
  });

  test('covers the platform model: token, partner, leads, exchange callbacks, intelligence', () => {
    const ids = listOperations(doc).map((r) => r.operationId).sort();
    expect(ids).toEqual(
      [
        'authenticate',
        'cloneApplicationForm',
        'companySubmit',
        'createApplicationForm',
        'createDisposition',
        'createHook',
        'createSdkToken',
        'createUniversalSubmitUploadUrl',
        'dataInquiry',
        'deleteHook',
        'getAttachment',
        'getConsumerApplicationForm',
        'getCoverageTypes',
        'getDispositions',
        'getHook',
        'getLatestApplicationForm',
        'getMarketRecommendation',
        'lendApplicationForm',
        'listHookRequests',
        'listHooks',
        'quickSubmit',
        'receiveProspect',
        'receiveQuoteRequest',
        'receiveTruckingProspect',
        'redeliverHookRequest',
        'sendHookTestEvent',
        'sendProspect',
        'smartDataAudit',
        'universalSubmitFile',
        'updateApplicationForm',
        'updateHook',
        'updateQuoteRequest',
      ].sort(),
    );
    expect(Object.keys(doc.webhooks)).toEqual(['receiveProspect', 'receiveTruckingProspect', 'receiveQuoteRequest']);
    expect(doc.components.schemas.DispositionStatus.enum).toEqual(['Active', 'Quoted', 'Sold', 'Lost', 'Unreachable', 'Duplicate']);
    expect(doc.components.schemas.DispositionRequest.properties.history.minLength).toBe(25);
    expect(doc.components.schemas.TokenResponse.properties.expires_in.const).toBe(43200);
  });
});

describe('examples validate against their schemas', async () => {
  const deref = (await dereference(clone(doc) as any)) as Record<string, any>;
  const ajv = makeAjv();
  const cases: Array<{where: string; schema: object; value: unknown}> = [];
  for (const ref of listOperations(deref)) {
    const {operation, pathItem} = ref;
    const id = ref.operationId;
    for (const p of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
      if (p.example !== undefined) cases.push({where: `${id} parameter ${p.name}`, schema: p.schema, value: p.example});
    }
    for (const [mediaType, media] of Object.entries<any>(operation.requestBody?.content ?? {})) {
      for (const [name, ex] of Object.entries<any>(media.examples ?? {})) {
        cases.push({where: `${id} request ${mediaType} ${name}`, schema: media.schema, value: ex.value});
      }
    }
    for (const [status, response] of Object.entries<any>(operation.responses ?? {})) {
      for (const [mediaType, media] of Object.entries<any>(response.content ?? {})) {
        for (const [name, ex] of Object.entries<any>(media.examples ?? {})) {
          cases.push({where: `${id} ${status} ${mediaType} ${name}`, schema: media.schema, value: ex.value});
        }
      }
    }
  }

  test('there are examples for every request body and every JSON success response', () => {
    for (const ref of listOperations(deref)) {
      const body = ref.operation.requestBody?.content ?? {};
      for (const media of Object.values<any>(body)) {
        expect(Object.keys(media.examples ?? {}).length, `${ref.operationId} request`).toBeGreaterThan(0);
      }
      for (const [status, response] of Object.entries<any>(ref.operation.responses)) {
        const json = response.content?.['application/json'];
        if (json) expect(Object.keys(json.examples ?? {}).length, `${ref.operationId} ${status}`).toBeGreaterThan(0);
      }
    }
    expect(cases.length).toBeGreaterThan(60);
  });

  test.each(cases.map((c) => [c.where, c] as const))('%s', (_where, c) => {
    const check = ajv.compile(c.schema);
    const ok = check(c.value);
    expect(ok, ajv.errorsText(check.errors)).toBe(true);
  });

  test('a wrong example is caught (the check is real)', () => {
    const schema = deref.components.schemas.DispositionRequest;
    const check = ajv.compile(schema);
    expect(check({coverage_type_id: 1, status: 'Sold', history: 'too short'})).toBe(false);
    expect(check({coverage_type_id: 1, status: 'Sold', history: 'Policy bound after two calls with the owner.'})).toBe(false);
    expect(check({coverage_type_id: 1, status: 'Lost', history: 'Owner renewed with the incumbent carrier.'})).toBe(true);
  });
});

test('every request body is closed: each object in it, at any depth, has additionalProperties false (an invented field in a sample fails)', () => {
  const root = doc as unknown as Record<string, unknown>;
  type Schema = {$ref?: string; properties?: Record<string, Schema>; additionalProperties?: unknown; items?: Schema; oneOf?: Schema[]; anyOf?: Schema[]; allOf?: Schema[]};
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    let s = schema;
    while (s?.$ref) s = s.$ref.slice(2).split('/').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k.replace(/~1/g, '/').replace(/~0/g, '~')], root) as Schema;
    return s;
  };
  const open: string[] = [];
  const walk = (schema: Schema | undefined, at: string, seen: Set<Schema>) => {
    const s = resolve(schema);
    if (!s || typeof s !== 'object' || seen.has(s)) return;
    seen.add(s);
    if (s.properties && s.additionalProperties !== false) open.push(at);
    for (const [name, property] of Object.entries(s.properties ?? {})) walk(property, `${at}.${name}`, seen);
    if (s.items) walk(s.items, `${at}[]`, seen);
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const) (s[key] ?? []).forEach((branch, i) => walk(branch, `${at} (${key} ${i})`, seen));
  };
  let bodies = 0;
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item as Record<string, {operationId?: string; requestBody?: Schema & {content?: Record<string, {schema?: Schema}>}}>)) {
      const body = resolve(op?.requestBody as Schema) as {content?: Record<string, {schema?: Schema}>} | undefined;
      for (const [type, content] of Object.entries(body?.content ?? {})) {
        bodies += 1;
        walk(content.schema, `${op.operationId} ${type}`, new Set());
      }
    }
  }
  expect(bodies).toBeGreaterThan(10);
  expect(open).toEqual([]);
});
