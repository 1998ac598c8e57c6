/**
 * Every webhook body the mock sends is checked against the documented event
 * schema: the OpenAPI document's `WebhookEvent` (one branch per subject, whose
 * `event` enum names the events it covers). The check is strict where the
 * document is lenient on purpose: the document tells receivers that fields may
 * be added later, so its schemas are open; the mock, which must send exactly
 * what is documented today, closes every object it checks
 * (`unevaluatedProperties: false`), so an undocumented field fails as surely
 * as a missing required one.
 *
 * Ajv (2020-12, the router's validator) does the validation. What it has no
 * option for is "treat every object schema as closed", so `closed()` below
 * rewrites a dereferenced copy of each branch; it is ours because the closing
 * must respect in-place applicators (`allOf`, `if`/`then`): a schema reached
 * through `allOf` is a part of its parent, and the parent is the one closed.
 */
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {Json} from './http';
import {pointerSegments} from '@hyperjump/json-pointer';

/** Checks one event body; returns its problems (empty when it is documented), each naming the event and the path. */
export type EventCheck = (payload: unknown) => string[];

const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'deprecated', 'default', 'readOnly', 'writeOnly', '$comment']);
const IN_PLACE_LISTS = ['allOf', 'anyOf', 'oneOf'];
const IN_PLACE_ONE = ['if', 'then', 'else'];

function pointerTo(document: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are resolved, not ${ref}`);
  // Segments by @hyperjump/json-pointer, each checked so the error names the reference.
  return [...pointerSegments(ref.slice(1))].reduce((node: Json, key) => {
    if (!node || !(key in node)) throw new Error(`The document has no ${ref}`);
    return node[key];
  }, document);
}

/** The schema with every `$ref` inlined (a `$ref` with constraints beside it becomes an `allOf`). */
export function dereference(document: Json, schema: unknown, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((s) => dereference(document, s, seen));
  if (!schema || typeof schema !== 'object') return schema;
  const node = schema as Json;
  if (typeof node.$ref === 'string') {
    if (seen.includes(node.$ref)) throw new Error(`Event schemas must not be recursive: ${[...seen, node.$ref].join(' → ')}`);
    const target = dereference(document, pointerTo(document, node.$ref), [...seen, node.$ref]) as Json;
    const {$ref: _ref, ...rest} = node;
    const siblings = dereference(document, rest, seen) as Json;
    return Object.keys(siblings).every((k) => ANNOTATIONS.has(k)) ? {...target, ...siblings} : {...siblings, allOf: [target, ...((siblings.allOf as unknown[]) ?? [])]};
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, dereference(document, v, seen)]));
}

/**
 * The schema with every object closed. `owner`: this node defines an object of its own (a property's or an
 * item's schema), so it is closed; an in-place part (`allOf` member, `then`, ...) is not, and leaves open the
 * properties its owner defines too (the owner's schema of them is closed instead).
 */
export function closed(schema: unknown, owner = true, ownerNames: ReadonlySet<string> = new Set()): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const node = {...(schema as Json)};
  const names = new Set<string>(owner ? [] : ownerNames);
  for (const name of Object.keys(node.properties ?? {})) names.add(name);
  if (node.properties) {
    node.properties = Object.fromEntries(Object.entries(node.properties as Json).map(([name, s]) => [name, owner || !ownerNames.has(name) ? closed(s, true) : closed(s, false)]));
  }
  if (node.items) node.items = closed(node.items, true);
  for (const key of IN_PLACE_LISTS) if (Array.isArray(node[key])) node[key] = node[key].map((s: unknown) => closed(s, false, names));
  for (const key of IN_PLACE_ONE) if (node[key]) node[key] = closed(node[key], false, names);
  // `not` stays as written: closing inside it would turn its meaning around.
  const objectLike = node.type === 'object' || node.properties || IN_PLACE_LISTS.some((k) => node[k]);
  if (owner && objectLike && node.additionalProperties === undefined && node.unevaluatedProperties === undefined) node.unevaluatedProperties = false;
  return node;
}

/** Event name → the branch of `WebhookEvent` that documents it, from the document. */
export function eventBranches(document: Json): Map<string, string> {
  const root = document.components?.schemas?.WebhookEvent;
  if (!root?.oneOf) throw new Error('The OpenAPI document has no components.schemas.WebhookEvent with a oneOf per subject');
  const branches = new Map<string, string>();
  for (const branch of root.oneOf as Json[]) {
    const names = (pointerTo(document, branch.$ref).properties?.event?.enum ?? []) as string[];
    if (!names.length) throw new Error(`${branch.$ref} lists no events (properties.event.enum)`);
    for (const name of names) branches.set(name, branch.$ref);
  }
  return branches;
}

function describe(e: {instancePath: string; keyword: string; message?: string; params: Json}): string {
  const at = e.instancePath || '/';
  if (e.keyword === 'unevaluatedProperties' || e.keyword === 'additionalProperties') {
    const name = e.params.unevaluatedProperty ?? e.params.additionalProperty;
    return `${at === '/' ? '' : at}/${name} is not documented`;
  }
  if (e.keyword === 'required') return `${at} lacks required ${e.params.missingProperty}`;
  if (e.keyword === 'not' && /data$/.test(at)) return `${at} has a field this event does not carry`;
  if (e.keyword === 'false schema') return `${at} is not documented for this event`;
  const allowed = e.params.allowedValues ? `: ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` : e.params.allowedValue !== undefined ? `: ${JSON.stringify(e.params.allowedValue)}` : '';
  return `${at} ${e.message}${allowed}`;
}

const NOISE = new Set(['if', 'allOf', 'anyOf', 'oneOf']);

/** A failed validation's errors as problems, each named by `label`, without the applicators' echoes; at least one. */
function problemsOf(validate: ValidateFunction, label: string, fallback: string): string[] {
  const problems = (validate.errors ?? []).filter((e) => !NOISE.has(e.keyword)).map((e) => `${label}: ${describe(e as never)}`);
  return [...new Set(problems.length ? problems : [`${label}: ${fallback}`])];
}
const cache = new WeakMap<object, EventCheck>();
const webhookCache = new WeakMap<object, Map<string, EventCheck>>();

function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({strict: false, allErrors: true, validateSchema: false});
  addFormats(ajv);
  return ajv;
}

/**
 * The check of the body of one of the document's `webhooks` (the platform's requests to your endpoint, e.g.
 * `receiveProspect`), against its request body schema, closed like the events'; problems name the operation.
 */
export function createWebhookCheck(document: Json, operationId: string): EventCheck {
  let checks = webhookCache.get(document);
  if (!checks) webhookCache.set(document, (checks = new Map()));
  const cached = checks.get(operationId);
  if (cached) return cached;
  const entry = Object.entries((document.webhooks ?? {}) as Json).find(([, item]) => (item as Json).post?.operationId === operationId);
  const schema = entry && (entry[1] as Json).post.requestBody?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`The document has no webhook ${operationId} with a JSON request body`);
  const validate = newAjv().compile(closed(dereference(document, schema)) as Json);
  const check: EventCheck = (payload) => (validate(payload) ? [] : problemsOf(validate, operationId, 'does not match its request body'));
  checks.set(operationId, check);
  return check;
}

/** The check of event bodies against `document` (compiled once per document). */
export function createEventCheck(document: Json): EventCheck {
  const cached = cache.get(document);
  if (cached) return cached;
  const ajv = newAjv();
  const branches = eventBranches(document);
  const validators = new Map<string, ValidateFunction>();
  for (const ref of new Set(branches.values())) validators.set(ref, ajv.compile(closed(dereference(document, {$ref: ref})) as Json));
  const check: EventCheck = (payload) => {
    const event = (payload as Json | null)?.event;
    const ref = typeof event === 'string' ? branches.get(event) : undefined;
    if (!ref) return [`${String(event)}: not an event of the document (WebhookEvent lists ${[...branches.keys()].join(', ')})`];
    const validate = validators.get(ref)!;
    return validate(payload) ? [] : problemsOf(validate, event as string, `does not match ${ref}`);
  };
  cache.set(document, check);
  return check;
}
