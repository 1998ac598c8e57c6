/**
 * The platform's rules as data: one account of how every operation answers
 * when it refuses a request. Three readers, one source:
 *
 * - the OpenAPI document's error responses and examples are generated from it
 *   (openapi.ts, `applyRules`, which every loader of the document calls);
 * - the sandbox mock answers an error only by naming one of its situations
 *   (src/mock/refuse.ts), and refuses under tests any answer the document does
 *   not list;
 * - pages render a situation with `{{rule:operationId.situation}}`
 *   ("409 `already_lent`", tokens.ts) and the transition tables from
 *   transitions.ts; the claims check reads the situations' words and statuses.
 *
 * Browser-safe (no `node:` import): the mock's core, which runs in the API
 * console's worker too, reads it.
 */
import {identity} from '../../site/identity';
import {OPERATIONS} from './operations';
import {SHARED} from './shared';
import type {ApiName, OperationInfo, Resolved} from './types';
import {pointerSegments} from '@hyperjump/json-pointer';

export type {ApiName, DetailTemplate, OperationInfo, Resolved, SharedSituation, Situation} from './types';
export {API_LABELS, CARRIER_OPERATIONS, DELIVERY_HEADER_FACTS, DELIVERY_HTTP_HEADERS, reservedHookHeaders, RATE_LIMIT_FACT, RATE_LIMIT_HEADERS, RATE_LIMIT_WINDOW_SECONDS, UNIVERSAL_HEADERS} from './apis';
export {GUEST_PERMISSIONS, PERMISSION_ACTIONS, SESSION_ROLES, guardOf, SHARED, userWithout} from './shared';
export {OPERATIONS} from './operations';
export {fill, ruleText} from './text';

type Json = Record<string, any>;

/** The methods of an OpenAPI path item, in the specification's order: the one list the rules, the mock and the reference read. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const API_BY_HOST = new Map<string, ApiName>();
for (const api of ['auth', 'partnerApi', 'leadsApi', 'hooks', 'intelligence', 'carrierApi'] as const) {
  for (const origin of Object.values(identity.hosts[api])) API_BY_HOST.set(new URL(origin).hostname, api);
}

function pointer(doc: Json, ref: string): Json {
  // Segments by @hyperjump/json-pointer; a missing step is undefined here.
  return [...pointerSegments(ref.slice(1))].reduce((node: Json, key) => node?.[key], doc);
}

const deref = (doc: Json, node: Json): Json => (node && typeof node.$ref === 'string' ? deref(doc, pointer(doc, node.$ref)) : node);

/** Names of the component schemas a node references, at any depth. */
function schemaNames(doc: Json, node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) schemaNames(doc, item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = value.split('/').pop()!;
        if (value.startsWith('#/components/schemas/') && !out.has(name)) {
          out.add(name);
          schemaNames(doc, pointer(doc, value), out);
        } else if (!value.startsWith('#/components/schemas/')) schemaNames(doc, pointer(doc, value), out);
      } else schemaNames(doc, value, out);
    }
  }
  return out;
}

/** Every path operation of a document (tokens replaced), with what the rules attach by. */
export function operationInfos(doc: Json): OperationInfo[] {
  const out: OperationInfo[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation?.operationId) continue;
      const servers: Json[] = operation.servers ?? item.servers ?? doc.servers ?? [];
      const apis = new Set(servers.map((s) => API_BY_HOST.get(new URL(String(s.url)).hostname)));
      const api = [...apis][0];
      if (!api || apis.size > 1) throw new Error(`${operation.operationId}: its servers (${servers.map((s) => s.url).join(', ')}) are not the hosts of one API of src/site/identity.ts`);
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p: Json) => deref(doc, p));
      const body = operation.requestBody ? deref(doc, operation.requestBody) : undefined;
      out.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        pathMethods: HTTP_METHODS.filter((m) => (item[m] as Json | undefined)?.operationId).map((m) => m.toUpperCase()),
        api,
        schemes: [...new Set((operation.security ?? doc.security ?? []).flatMap((r: Json) => Object.keys(r)))] as string[],
        bodyTypes: Object.keys(body?.content ?? {}),
        parameters: parameters.map((p) => `${p.in}:${p.name}`),
        schemas: [...schemaNames(doc, [item.parameters ?? [], operation.parameters ?? [], operation.requestBody ?? {}])],
      });
    }
  }
  return out;
}

/** The situations of one operation: the shared ones its rules select, then its own. */
export function situationsOf(op: OperationInfo): Resolved[] {
  const own = OPERATIONS[op.operationId];
  if (!own) throw new Error(`src/data/rules/operations.ts has no entry for ${op.operationId}: add one (an empty one if it has no situations of its own)`);
  const out: Resolved[] = [];
  for (const [id, shared] of Object.entries(SHARED)) {
    if (!shared.appliesTo(op)) continue;
    if (id in own) throw new Error(`src/data/rules/operations.ts: ${op.operationId}.${id} repeats the shared situation ${id} (shared.ts attaches it already)`);
    const {appliesTo: _a, whenFor, example, ...rest} = shared;
    out.push({...rest, when: whenFor ? whenFor(op) : rest.when, example: typeof example === 'function' ? example(op) : example, id, operationId: op.operationId, shared: true});
  }
  for (const [id, situation] of Object.entries(own)) out.push({...situation, id, operationId: op.operationId, shared: false});
  return out;
}

export interface Rules {
  operations: Map<string, OperationInfo>;
  /** operationId → situation id → situation. */
  situations: Map<string, Map<string, Resolved>>;
}

const cache = new WeakMap<object, Rules>();

/** The rules of every operation of a document (computed once per document object). */
export function rulesOf(doc: Json): Rules {
  const cached = cache.get(doc);
  if (cached) return cached;
  const infos = operationInfos(doc);
  const known = new Set(infos.map((o) => o.operationId));
  for (const id of Object.keys(OPERATIONS)) {
    if (!known.has(id)) throw new Error(`src/data/rules/operations.ts names ${id}, which is no operation of the OpenAPI document`);
  }
  const rules: Rules = {
    operations: new Map(infos.map((o) => [o.operationId, o])),
    situations: new Map(infos.map((o) => [o.operationId, new Map(situationsOf(o).map((s) => [s.id, s]))])),
  };
  cache.set(doc, rules);
  return rules;
}

/** One situation of an operation, or an error that names the ones it has. */
export function situation(rules: Rules, operationId: string, id: string): Resolved {
  const of = rules.situations.get(operationId);
  if (!of) throw new Error(`No operation ${operationId} in the rules (src/data/rules)`);
  const found = of.get(id);
  if (!found) throw new Error(`${operationId} has no situation ${id} in src/data/rules (it has: ${[...of.keys()].join(', ')})`);
  return found;
}

/** Every error code the rules answer with in the error envelope (the document's ErrorCode enum). */
export function errorCodes(rules: Rules): string[] {
  const codes = new Set<string>();
  for (const of of rules.situations.values()) for (const s of of.values()) if (s.envelope !== 'oauth') codes.add(s.code);
  return [...codes].sort();
}
