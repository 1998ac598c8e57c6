/**
 * The OpenAPI document's error responses are the rules' (src/data/rules): the
 * shared situations reach every operation their rule selects, each with the
 * terms of its own credentials and API, and the YAML holds no error response
 * of its own. These replace the checks that each hand-written response was
 * the right one (every operation once shared one 429 naming the Partner API's
 * limit, and one 401 telling the Leads API to renew a token that never
 * expires): with the responses generated, the checks are on the rules.
 */
import fs from 'node:fs';
import {describe, expect, test} from 'vitest';
import {CORE_SCHEMA, load} from 'js-yaml';
import {API_LABELS, errorCodes, RATE_LIMIT_FACT, RATE_LIMIT_HEADERS, rulesOf} from '../../../src/data/rules';
import {resolveDocumentSource} from '../../../src/mock/node/document';
import {doc, SOURCE} from '../samples/openapi';

type Json = Record<string, any>;

const rules = rulesOf(doc);
const operations = [...rules.operations.values()];
const responsesOf = (operationId: string): Json => {
  const info = rules.operations.get(operationId)!;
  return doc.paths[info.path][info.method.toLowerCase()].responses;
};
const messages = (response: Json): string[] => Object.values<Json>(response?.content?.['application/json']?.examples ?? {}).map((e) => e.value?.error?.message ?? e.value?.error_description);

describe('the error responses of the document are generated from the rules', () => {
  test('the YAML source holds no error response of a path operation (only success responses and schemas)', () => {
    const source = load(fs.readFileSync(SOURCE, 'utf8').replace(/\{\{[^}]+\}\}/g, 'x'), {schema: CORE_SCHEMA}) as Json;
    const held = Object.values<Json>(source.paths).flatMap((item) => Object.values<Json>(item).flatMap((op) => Object.keys(op?.responses ?? {}).filter((s) => Number(s) >= 400).map((s) => `${op.operationId} ${s}`)));
    expect(held).toEqual([]);
    expect(source.components.responses).toBeUndefined();
  });

  test('an error response put back into the YAML fails the load, naming the operation and what to do', () => {
    const source = fs.readFileSync(SOURCE, 'utf8');
    const put = source.replace(/(operationId: cloneApplicationForm[\s\S]*?      responses:\n)/, "$1        '409':\n          description: The form is lent.\n");
    expect(put).not.toBe(source);
    expect(() => resolveDocumentSource(put)).toThrow(/bindpoint\.openapi\.yaml: cloneApplicationForm holds its 409 response; error responses are generated from src\/data\/rules \(remove it from the YAML/);
  });

  test('every operation that takes a JSON body answers a body that is not JSON with 400 invalid_request (one rule for all)', () => {
    const withBody = operations.filter((o) => o.bodyTypes.some((type) => type.includes('json')) && o.api !== 'auth');
    expect(withBody.length).toBeGreaterThan(15);
    for (const o of withBody) {
      expect(rules.situations.get(o.operationId)!.get('invalid_json'), o.operationId).toMatchObject({status: 400, code: 'invalid_request'});
      expect(responsesOf(o.operationId)['400']['x-error-codes'], o.operationId).toContain('invalid_request');
    }
  });

  test("every operation's 401 speaks of the credentials it takes", () => {
    for (const o of operations.filter((x) => x.api !== 'auth')) {
      const ids = [...rules.situations.get(o.operationId)!.values()].filter((s) => s.status === 401).map((s) => s.id);
      const text = `${responsesOf(o.operationId)['401'].description} ${messages(responsesOf(o.operationId)['401']).join(' ')}`;
      if (o.schemes.includes('dispositionToken')) {
        expect(ids.every((id) => id.startsWith('leads_')), o.operationId).toBe(true);
        // The Leads API's static token does not expire: no page of it says to renew one.
        expect(text, o.operationId).not.toMatch(/expired; request a new one/);
      } else {
        expect(ids, o.operationId).toContain('token_expired');
        if (o.schemes.includes('intelligenceApiKey')) expect(ids, o.operationId).toContain('api_key_missing');
        else expect(ids.some((id) => id.startsWith('api_key')), o.operationId).toBe(false);
      }
    }
  });

  test("every operation of a rate-limited API has its own API's 429 and the X-RateLimit-* headers on every response; the Webhooks API has neither", () => {
    for (const o of operations) {
      const responses = responsesOf(o.operationId);
      const fact = RATE_LIMIT_FACT[o.api];
      if (!fact) {
        expect(responses['429'], o.operationId).toBeUndefined();
        for (const r of Object.values<Json>(responses)) expect(Object.keys(r.headers ?? {}), o.operationId).not.toContain('X-RateLimit-Limit');
        continue;
      }
      const [message] = messages(responses['429']);
      expect(message, o.operationId).toContain(`Rate limit of ${doc['x-facts'][fact]} requests per minute exceeded for ${API_LABELS[o.api]}`);
      expect(Object.keys(responses['429'].headers), o.operationId).toEqual(['Retry-After', ...RATE_LIMIT_HEADERS]);
      for (const [status, r] of Object.entries<Json>(responses)) expect(Object.keys(r.headers ?? {}), `${o.operationId} ${status}`).toEqual(expect.arrayContaining([...RATE_LIMIT_HEADERS]));
    }
  });

  test('every operation documents the platform failing (500), and the ErrorCode enum is exactly the codes the rules answer with', () => {
    for (const o of operations) expect(responsesOf(o.operationId)['500']?.['x-error-codes'], o.operationId).toEqual(['internal_error']);
    expect(doc.components.schemas.ErrorCode.enum).toEqual(errorCodes(rules));
    expect(doc.components.schemas.ErrorCode.enum).toContain('already_lent');
  });

  test("each response lists the codes of its situations, and shows an example of each situation not marked a variant", () => {
    for (const [operationId, of] of rules.situations) {
      const responses = responsesOf(operationId);
      for (const s of of.values()) {
        const response = responses[String(s.status)];
        expect(response['x-error-codes'], `${operationId}.${s.id}`).toContain(s.code);
        expect(response.description, `${operationId}.${s.id}`).toContain(s.when.split('{{')[0]!.slice(0, 40));
        if (s.shown !== false) expect(Object.keys(response.content['application/json'].examples), `${operationId}.${s.id}`).toContain(s.id);
      }
    }
  });
});
