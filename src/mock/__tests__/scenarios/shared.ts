/**
 * Scenarios of the shared situations (src/data/rules/shared.ts): one per
 * situation, for whichever operation it is attached to. Each is a short
 * request sequence against the mock, from the operation's own examples.
 */
import {guardOf, userWithout} from '../../../data/rules';
import {call, type Reply} from '../helpers';
import type {Kit} from './kit';
import {VALID} from './valid';

type Json = Record<string, any>;
export type Scenario = (kit: Kit, operationId: string) => Promise<Reply>;

/** A value its schema refuses (for invalid parameters). */
function invalidValue(schema: Json): string {
  if (schema.format === 'uuid' || schema.pattern || schema.anyOf || schema.oneOf) return 'not!valid';
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum !== undefined ? String(schema.minimum - 1) : 'abc';
  if (schema.enum) return 'not_one_of_them';
  if (schema.type === 'boolean') return 'maybe';
  if (schema.minLength) return 'x'.repeat(Math.max(0, schema.minLength - 1));
  if (schema.maxLength) return 'x'.repeat(schema.maxLength + 1);
  throw new Error(`no value refused by ${JSON.stringify(schema)}`);
}

const resolveSchema = (kit: Kit, schema: Json): Json => {
  let node = schema;
  while (node?.$ref) node = node.$ref.slice(2).split('/').reduce((n: Json, k: string) => n[k], kit.mock.document);
  return node ?? {};
};

/** A value of the right type that a constraint of its schema refuses, or undefined when it has none. */
function breaking(schema: Json): unknown {
  if (schema.enum) return typeof schema.enum[0] === 'number' ? -987654 : 'not_one_of_them';
  if (schema.format === 'uuid' || schema.format === 'uri' || schema.format === 'date-time' || schema.format === 'email' || schema.pattern) return 'not!valid';
  if (schema.minLength) return 'x'.repeat(schema.minLength - 1);
  if (schema.maxLength) return 'x'.repeat(schema.maxLength + 1);
  if (schema.minimum !== undefined) return schema.minimum - 1;
  if (schema.maximum !== undefined) return schema.maximum + 1;
  return undefined;
}

/**
 * The body with one field that fails its rule (a 422, not a shape problem): the first field of the
 * example, breadth first, whose schema has a constraint, given a value of its type the constraint
 * refuses; else the body without its first required property.
 */
function withInvalidField(kit: Kit, operationId: string, body: Json): Json {
  const media = kit.operation(operationId).requestBody?.content?.['application/json'];
  const root = resolveSchema(kit, media?.schema ?? {});
  const copy = structuredClone(body);
  const queue: Array<{schema: Json; value: Json}> = [{schema: root, value: copy}];
  while (queue.length) {
    const {schema, value} = queue.shift()!;
    for (const [name, raw] of Object.entries<Json>(schema.properties ?? {})) {
      const property = resolveSchema(kit, raw);
      if (!(name in value)) continue;
      const bad = breaking(property);
      if (bad !== undefined && typeof bad === typeof value[name]) {
        value[name] = bad;
        return copy;
      }
      const items = property.items ? resolveSchema(kit, property.items) : undefined;
      const badItem = items ? breaking(items) : undefined;
      if (Array.isArray(value[name]) && badItem !== undefined && typeof badItem === typeof value[name][0]) {
        value[name] = [badItem];
        return copy;
      }
      if (value[name] && typeof value[name] === 'object' && !Array.isArray(value[name])) queue.push({schema: property, value: value[name]});
    }
  }
  // A field the example leaves out, whose rule a value breaks.
  for (const [name, raw] of Object.entries<Json>(root.properties ?? {})) {
    const bad = breaking(resolveSchema(kit, raw));
    if (bad !== undefined && !(name in copy)) return {...copy, [name]: bad};
  }
  const required: string[] = root.required ?? [];
  if (!required.length) throw new Error(`${operationId}: no field of its example has a rule to break, and its body requires nothing to leave out`);
  delete copy[required[0]!];
  return copy;
}

/** The situation's caller, as the rate limiter keys it. */
async function callerKey(kit: Kit, operationId: string): Promise<string> {
  const info = kit.info(operationId);
  if (info.schemes.includes('dispositionToken')) return `leads:${kit.leadsToken().slice(-8)}`;
  if (operationId === 'authenticate') return `client:${kit.clientId('reader')}`;
  const carrier = info.api === 'carrierApi' || operationId === 'updateQuoteRequest';
  return `client:${kit.clientId(carrier ? 'carrier' : 'reader')}`;
}

export const SHARED_SCENARIOS: Record<string, Scenario> = {
  token_missing: (kit, op) => kit.send(op, {auth: 'none', headers: kit.info(op).schemes.includes('intelligenceApiKey') ? {'x-api-key': kit.apiKey()} : {}}),
  token_expired: async (kit, op) => {
    await kit.credentials(op);
    await kit.advance(kit.lifetimes.token + 1);
    return kit.send(op);
  },
  token_invalid: (kit, op) => kit.send(op, {auth: {bearer: 'not-a-token-of-the-token-url', apiKey: kit.apiKey()}}),
  token_other_environment: async (kit, op) => kit.send(op, {auth: {bearer: await kit.token('reader', 'production'), apiKey: kit.apiKey()}}),
  session_expired: async (kit, op) => {
    const session = await kit.session('guest');
    await kit.advance(kit.lifetimes.session + 1);
    return kit.send(op, {auth: {bearer: session, apiKey: kit.apiKey()}});
  },
  api_key_missing: async (kit, op) => kit.send(op, {auth: {bearer: await kit.token(kit.info(op).api === 'carrierApi' ? 'carrier' : 'reader')}}),
  api_key_invalid: async (kit, op) => kit.send(op, {auth: {bearer: await kit.token(), apiKey: 'iik_sbx_not_a_key_of_ours'}}),
  api_key_other_environment: async (kit, op) => kit.send(op, {auth: {bearer: await kit.token(), apiKey: kit.apiKey('reader', 'production')}}),
  api_key_other_tenant: async (kit, op) => kit.send(op, {auth: {bearer: await kit.token(), apiKey: kit.apiKey('other')}}),
  api_key_of_carrier: async (kit, op) => kit.send(op, {auth: {bearer: await kit.token(), apiKey: kit.apiKey('carrier')}}),
  api_key_not_carriers: async (kit, op) => kit.send(op, {auth: {bearer: await kit.token('carrier'), apiKey: kit.apiKey()}}),
  leads_token_missing: (kit, op) => kit.send(op, {auth: 'none'}),
  leads_token_invalid: (kit, op) => kit.send(op, {auth: {bearer: 'ldt_sbx_not_a_token_of_ours'}}),
  leads_token_other_environment: (kit, op) => kit.send(op, {auth: {bearer: kit.leadsToken('production', kit.readerTenant('production'))}}),
  other_tenant: (kit, op) => kit.send(op, {params: {tenant_id: kit.otherTenant()}}),
  carrier_client: async (kit, op) => kit.send(op, {auth: {bearer: await kit.token('carrier'), apiKey: kit.apiKey('carrier')}}),
  role_refused: async (kit, op) => {
    // A Terminal user who holds a session without the permission, else a guest (the rules' own example).
    const lacking = userWithout(guardOf(op)!.key);
    const session = lacking ? await kit.session('agent', lacking.email) : await kit.session('guest');
    return kit.send(op, {auth: {bearer: session}});
  },
  invalid_json: (kit, op) => kit.send(op, {raw: {text: '{"application_form": {', type: 'application/json'}}),
  unknown_field: (kit, op) => {
    if (!kit.info(op).bodyTypes.includes('multipart/form-data')) return kit.send(op, {body: {...(kit.example(op) ?? {}), nickname: 'Harbor'}});
    const form = kit.upload();
    form.set('nickname', 'Harbor');
    return kit.send(op, {form});
  },
  invalid_multipart: (kit, op) => kit.send(op, {raw: {text: '--x\r\nContent-Disposition: form-data; name="dp_id"\r\n\r\ndp_commercial_core', type: 'multipart/form-data; boundary=x'}}),
  unsupported_media_type: (kit, op) => kit.send(op, {raw: {text: JSON.stringify(kit.example(op) ?? {}), type: 'text/plain'}}),
  method_not_allowed: async (kit, op) => {
    // A method of no operation of the path (fetch's Request cannot carry TRACE).
    const method = ['PUT', 'DELETE', 'PATCH', 'POST', 'GET'].find((m) => !kit.info(op).pathMethods.includes(m))!;
    return call(kit.mock, method, kit.url(op), {headers: await kit.credentials(op)});
  },
  wrong_shape: (kit, op) => kit.send(op, {raw: {text: '[]', type: 'application/json'}}),
  invalid_parameters: (kit, op) => {
    const params = kit.parameters(op);
    const perPage = params.find((p) => p.name === 'per_page');
    if (perPage) return kit.send(op, {query: {per_page: '0'}});
    const path = params.find((p) => p.in === 'path' && p.name !== 'tenant_id');
    if (path) return kit.send(op, {params: {[path.name]: invalidValue(resolveSchema(kit, path.schema))}});
    const query = params.find((p) => p.in === 'query');
    if (query) return kit.send(op, {query: {[query.name]: invalidValue(resolveSchema(kit, query.schema))}});
    const header = params.find((p) => p.in === 'header');
    if (header) return kit.send(op, {headers: {[header.name]: invalidValue(resolveSchema(kit, header.schema))}});
    return kit.send(op, {params: {tenant_id: 'not!valid'}});
  },
  reference_id_for_uuid: async (kit, op) => {
    const form = await kit.form();
    if (kit.info(op).path.includes('{id}')) return kit.send(op, {params: {id: form.reference_id}});
    const body = kit.example(op)!;
    const [outer] = Object.keys(body);
    return kit.send(op, {body: {[outer!]: {...body[outer!], application_form_id: form.reference_id}}});
  },
  invalid_fields: (kit, op) => (kit.info(op).bodyTypes.includes('multipart/form-data') ? kit.send(op, {form: (() => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(10)], 'acord.pdf'));
    return form;
  })()}) : kit.send(op, {body: withInvalidField(kit, op, kit.example(op) ?? {})})),
  idempotency_key_reused: async (kit, op) => {
    const valid = VALID[op];
    if (!valid) throw new Error(`${op} takes an Idempotency-Key: give it a valid request in scenarios/valid.ts`);
    const [first, second] = await valid(kit);
    const key = 'scenario-idempotency-key-0001';
    const one = await kit.send(op, {...first, headers: {...first.headers, 'idempotency-key': key}});
    if (one.status >= 300) throw new Error(`${op}: the first request failed: ${one.status} ${JSON.stringify(one.body)}`);
    return kit.send(op, {...second, headers: {...second.headers, 'idempotency-key': key}});
  },
  rate_limited: async (kit, op) => {
    kit.fillWindow(op, await callerKey(kit, op));
    return kit.send(op);
  },
  server_error: async (kit, op) => {
    const asked = await kit.control('POST', '/faults', {operation: op});
    if (asked.status !== 201) throw new Error(`faults: ${asked.status} ${JSON.stringify(asked.body)}`);
    return kit.send(op);
  },
};
