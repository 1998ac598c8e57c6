/**
 * The OpenAPI document's error responses, generated from the rules: the one
 * merge every loader of the document calls after replacing its tokens (the
 * site's plugin, the mock's loader in Node, the tests, Redocly's lint, the
 * published YAML and JSON, the Postman collection, the API console's mock).
 * The YAML source holds the success responses and the schemas; this adds,
 * per path operation and status, the response of its situations:
 *
 * - the description: the situation's `when` (a list `- \`code\`: when` when a
 *   status has several), and `x-error-codes`, the codes it may answer with,
 *   which the mock holds its answers to;
 * - one example per situation shown (`shown: false` marks a variant listed
 *   only in the description), its message filled from its example values;
 * - the headers the situations name, and on every response of a rate-limited
 *   API the `X-RateLimit-*` headers (apis.ts); `Idempotent-Replayed` on the
 *   success responses of operations that take an `Idempotency-Key`;
 * - `components.headers` of those headers, and the `ErrorCode` enum: the codes
 *   the rules use, no more.
 */
import {HEADER_DEFINITIONS, RATE_LIMIT_FACT, RATE_LIMIT_HEADERS} from './apis';
import {errorCodes, rulesOf, type Resolved} from './index';
import {fill} from './text';

type Json = Record<string, any>;

const SOURCE = 'src/data/openapi/bindpoint.openapi.yaml';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A request id of the document's pattern, the same for a situation at every build. */
function exampleRequestId(seed: string): string {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619) >>> 0;
  let out = '01JD8';
  while (out.length < 26) {
    // xorshift32 from the seed's FNV-1a hash
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    h >>>= 0;
    out += CROCKFORD[h % 32];
  }
  return `req_${out}`;
}

/** The body an answer of this situation has, with its example values. */
export function exampleBody(s: Resolved): Json {
  const where = `src/data/rules: ${s.operationId}.${s.id}`;
  const values = s.example ?? {};
  const message = fill(s.message, values, where);
  if (s.envelope === 'oauth') return {error: s.code, error_description: message};
  const details = (s.details ?? []).map((d) => ({field: fill(d.field, values, where), code: fill(d.code, values, where), message: fill(d.message, values, where)}));
  return {error: {code: s.code, message, details, request_id: exampleRequestId(`${s.operationId}.${s.id}`)}};
}

const headerRef = (name: string) => {
  const definition = HEADER_DEFINITIONS[name];
  if (!definition) throw new Error(`src/data/rules: the header ${name} has no definition in apis.ts (HEADER_DEFINITIONS)`);
  return {$ref: `#/components/headers/${definition.component}`};
};

/** A response's description for its situations: the one `when`, or a list of them with their codes. */
export function describeSituations(list: readonly Resolved[]): string {
  if (list.length === 1) return list[0]!.when;
  return list.map((s) => `- \`${s.code}\`${s.detail ? ` (\`${s.detail}\`)` : ''}: ${s.when}`).join('\n');
}

function resolveStrings(node: unknown, resolve: (text: string) => string): unknown {
  if (typeof node === 'string') return node.includes('{{') ? resolve(node) : node;
  if (Array.isArray(node)) return node.map((n) => resolveStrings(n, resolve));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolveStrings(v, resolve)]));
  return node;
}

/**
 * Adds the rules' responses to a document whose tokens are replaced; `resolve` replaces the tokens
 * the rules write (`{{fact:name}}`, `{{world:name}}`). Returns the same object, changed.
 */
export function applyRules(doc: Json, resolve: (text: string) => string): Json {
  const rules = rulesOf(doc);
  const components = (doc.components ??= {});
  const headers = (components.headers ??= {});
  for (const [name, definition] of Object.entries(HEADER_DEFINITIONS)) {
    if (headers[definition.component]) throw new Error(`${SOURCE}: components.headers.${definition.component} (${name}) is generated from src/data/rules/apis.ts: remove it from the YAML`);
    headers[definition.component] = {description: definition.description, required: definition.required, schema: definition.schema};
  }
  for (const info of rules.operations.values()) {
    const operation = doc.paths[info.path][info.method.toLowerCase()] as Json;
    const responses = (operation.responses ??= {}) as Json;
    for (const status of Object.keys(responses)) {
      if (Number(status) >= 400) throw new Error(`${SOURCE}: ${info.operationId} holds its ${status} response; error responses are generated from src/data/rules (remove it from the YAML, state its situations in src/data/rules/operations.ts)`);
    }
    const limited = RATE_LIMIT_FACT[info.api] !== undefined;
    const idempotent = info.parameters.includes('header:Idempotency-Key');
    for (const [status, raw] of Object.entries(responses)) {
      const response = raw as Json;
      if (response.$ref) throw new Error(`${SOURCE}: ${info.operationId} ${status} is a $ref; write success responses inline`);
      const extra = [...(limited ? RATE_LIMIT_HEADERS : []), ...(idempotent && status.startsWith('2') ? ['Idempotent-Replayed'] : [])];
      if (extra.length) response.headers = {...(response.headers ?? {}), ...Object.fromEntries(extra.map((h) => [h, headerRef(h)]))};
    }
    const byStatus = new Map<number, Resolved[]>();
    for (const s of rules.situations.get(info.operationId)!.values()) byStatus.set(s.status, [...(byStatus.get(s.status) ?? []), s]);
    for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
      const envelopes = new Set(list.map((s) => s.envelope ?? 'error'));
      if (envelopes.size > 1) throw new Error(`src/data/rules: ${info.operationId} ${status} mixes the error envelope and RFC 6749 errors (${list.map((s) => s.id).join(', ')})`);
      const names = [...new Set([...list.flatMap((s) => s.headers ?? []), ...(limited ? RATE_LIMIT_HEADERS : [])])];
      // Every situation shown, or the first when all are variants (a status always has one example).
      const shown = list.filter((s) => s.shown !== false);
      const examples = Object.fromEntries((shown.length ? shown : list.slice(0, 1)).map((s) => [s.id, {summary: s.summary, value: exampleBody(s)}]));
      responses[String(status)] = resolveStrings({
        description: describeSituations(list),
        'x-error-codes': [...new Set(list.map((s) => s.code))].sort(),
        ...(names.length ? {headers: Object.fromEntries(names.map((h) => [h, headerRef(h)]))} : {}),
        content: {
          'application/json': {
            schema: {$ref: envelopes.has('oauth') ? '#/components/schemas/OAuthError' : '#/components/schemas/Error'},
            examples,
          },
        },
      }, resolve);
    }
    operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
  }
  const errorCode = components.schemas?.ErrorCode;
  if (!errorCode) throw new Error(`${SOURCE}: components.schemas.ErrorCode is missing (its enum is generated from src/data/rules)`);
  if (errorCode.enum) throw new Error(`${SOURCE}: components.schemas.ErrorCode.enum is generated from the codes of src/data/rules: remove it from the YAML`);
  errorCode.enum = errorCodes(rules);
  return doc;
}
