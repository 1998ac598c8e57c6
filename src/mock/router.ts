/**
 * Routing and validation with the OpenAPI document. Routing is the document's
 * path templates, matched here (decisions/0031): a request goes to the
 * operation of its method whose path matches exactly, else to the most
 * specific template that matches (the most literal characters), and a
 * template's `{name}` takes one percent-decoded path segment. Validation is
 * Ajv's JSON Schema 2020-12 build, the document's dialect, with the whole
 * document added as one schema so every `$ref` resolves in place: requests
 * against the operation's parameters and body, answers against the schema of
 * their status.
 */
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {ApiName, Environment} from './hosts';
import {hostInfo} from './hosts';
import type {Json} from './http';
import {pathTemplateSource} from '../site/regexp';
import {HTTP_METHODS, rulesOf, type Resolved} from '../data/rules';
import {append, get, pointerSegments} from '@hyperjump/json-pointer';

/** An operation as the mock reads it: the document's, with its path and method, and the path item's parameters after its own. */
export interface Operation {
  operationId?: string;
  path: string;
  method: string;
  parameters?: Json[];
  requestBody?: Json;
  responses?: Json;
  /** Its own, else the document's, else none. */
  security: Json[];
  servers?: Json[];
  [key: string]: unknown;
}

export interface RoutedOperation {
  operationId: string;
  method: string;
  path: string;
  operation: Operation;
  /** The API whose hosts serve it, and those hosts per environment. */
  api: ApiName;
  origins: Record<Environment, string>;
  /** Its situations (src/data/rules): the only errors it may answer, by id. */
  situations: ReadonlyMap<string, Resolved>;
}

export interface AjvError {
  instancePath: string;
  keyword: string;
  /** Where in the schema it failed (Ajv's; absent on errors the router adds). */
  schemaPath?: string;
  message?: string;
  params: Json;
}

export interface Router {
  ready: Promise<void>;
  /** The operation of a method and path, every operation whose path matches (for 405), and whether the path fails to percent-decode. */
  match(method: string, path: string): {operation?: RoutedOperation; pathMatches: RoutedOperation[]; malformed: boolean};
  byId(operationId: string): RoutedOperation;
  /** Problems with a request (empty when valid), and its parameters coerced to their types. */
  validateRequest(op: RoutedOperation, request: {path: string; query: Json; headers: Record<string, string>; body: unknown; hasBody: boolean; mediaType: string}): {errors: AjvError[]; params: Json; query: Json};
  /** Problems with an answer; empty when it is what the document says. */
  validateResponse(op: RoutedOperation, status: number, body: unknown, headers: Record<string, string>): string[];
  document: Json;
}

const DOC_ID = 'https://bindpoint.example/mock/openapi.json';

// JSON pointers are read and written by @hyperjump/json-pointer, never by hand.
const pointer = (parts: string[]) => `${DOC_ID}#${parts.reduce((at, part) => append(part, at), '')}`;

function resolve(document: Json, node: Json): Json {
  let current = node;
  while (current && typeof current.$ref === 'string') current = get(current.$ref.slice(1), document) as Json;
  return current;
}

/** A schema whose local `$ref`s point into the document added to Ajv. */
function absolute(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(absolute);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${DOC_ID}${v}` : absolute(v)]));
}

function newAjv(coerce: boolean, document: Json): Ajv2020 {
  const ajv = new Ajv2020({strict: false, allErrors: true, validateSchema: false, coerceTypes: coerce});
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(document, DOC_ID);
  return ajv;
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Every operation of the document's paths, its parameters' `$ref`s resolved (the router reads them directly). */
function operationsOf(document: Json): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Json)) {
    const shared = ((item as Json).parameters ?? []).map((p: Json) => resolve(document, p));
    for (const method of HTTP_METHODS) {
      const op = (item as Json)[method];
      if (!op) continue;
      const own = (op.parameters ?? []).map((p: Json) => resolve(document, p));
      operations.push({...op, path, method, parameters: [...own, ...shared], security: op.security ?? document.security ?? []});
    }
  }
  return operations;
}

/** A request path as templates are matched: without its query, with one leading slash and no trailing ones. */
function normalPath(path: string): string {
  let normal = path.trim().split('?')[0]!;
  if (!normal.startsWith('/')) normal = `/${normal}`;
  while (normal.length > 1 && normal.endsWith('/')) normal = normal.slice(0, -1);
  return normal;
}

export function createRouter(document: Json): Router {
  // Each validator set is made when it is first needed, not when the router is: a router that only routes (the API
  // console's mock, until its first request) never pays for them.
  let paramsAjv: Ajv2020 | undefined;
  let bodiesAjv: Ajv2020 | undefined;
  const params = () => (paramsAjv ??= newAjv(true, document));
  const bodies = () => (bodiesAjv ??= newAjv(false, document));
  const ops = new Map<string, RoutedOperation>();
  const rules = rulesOf(document);
  for (const operation of operationsOf(document)) {
    const servers: Json[] = operation.servers ?? (document.paths as Json)[operation.path].servers ?? document.servers;
    const origins = {} as Record<Environment, string>;
    let api: ApiName | undefined;
    for (const server of servers) {
      const url = new URL(server.url);
      const info = hostInfo(url.hostname);
      if (!info?.api) throw new Error(`${operation.operationId}: server ${server.url} is not an API host of the identity module`);
      api = info.api;
      origins[info.environment] = url.origin;
    }
    const situations = rules.situations.get(operation.operationId!);
    if (!situations) throw new Error(`${operation.operationId}: no rules (src/data/rules) for this operation`);
    ops.set(operation.operationId!, {operationId: operation.operationId!, method: operation.method.toUpperCase(), path: operation.path, operation, api: api!, origins, situations});
  }
  // Each operation's template as a pattern whose groups are its parameters, in the document's order.
  const templates = [...ops.values()].map((op) => ({
    op,
    names: [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
    pattern: new RegExp(`^${pathTemplateSource(op.path, () => '([^/]+)')}$`),
    /** How specific the template is: its literal characters. */
    literal: op.path.replace(/\{[^}]*\}/g, '').length,
  }));
  const templateOf = new Map(templates.map((t) => [t.op.operationId, t]));

  const requestValidators = new Map<string, ValidateFunction>();
  function requestValidator(op: RoutedOperation, mediaType: string): ValidateFunction {
    const key = `${op.operationId} ${mediaType}`;
    let validate = requestValidators.get(key);
    if (validate) return validate;
    const where: Record<string, Json> = {path: {type: 'object', properties: {}, required: []}, query: {type: 'object', properties: {}, required: []}, header: {type: 'object', properties: {}, required: []}};
    for (const p of op.operation.parameters ?? []) {
      const param = p as Json;
      const target = where[param.in];
      if (!target) continue;
      const name = param.in === 'header' ? param.name.toLowerCase() : param.name;
      target.properties[name] = absolute(param.schema ?? {});
      if (param.required) target.required.push(name);
    }
    const schema: Json = {type: 'object', properties: where, required: ['path', 'query', 'header']};
    validate = params().compile(schema);
    requestValidators.set(key, validate);
    return validate;
  }

  const bodyValidators = new Map<string, ValidateFunction | null>();
  function bodyValidator(op: RoutedOperation, mediaType: string): ValidateFunction | null {
    const key = `${op.operationId} ${mediaType}`;
    if (bodyValidators.has(key)) return bodyValidators.get(key)!;
    const content = (op.operation.requestBody as Json | undefined)?.content ?? {};
    const type = content[mediaType] ? mediaType : Object.keys(content)[0];
    const validate = type ? bodies().compile({$ref: pointer(['paths', op.path, op.method.toLowerCase(), 'requestBody', 'content', type, 'schema'])}) : null;
    bodyValidators.set(key, validate);
    return validate;
  }

  const responseValidators = new Map<string, ValidateFunction>();

  return {
    ready: Promise.resolve(),
    document,
    match(method, path) {
      // A path that is not valid percent-encoding (`/hooks/%`) still names its operation, whose parameters cannot be
      // read (parsing them would throw URIError): matched with each stray % escaped, and marked `malformed`.
      const malformed = !decodable(path);
      const matched = malformed ? path.replace(/%(?![0-9A-Fa-f]{2})/g, '%25') : path;
      const normal = normalPath(matched);
      const candidates = templates.filter((t) => t.pattern.test(normal));
      const ofMethod = candidates.filter((t) => t.op.method === method.toUpperCase());
      const exact = ofMethod.find((t) => t.op.path === normal);
      const operation = (exact ?? ofMethod.sort((a, b) => b.literal - a.literal)[0])?.op;
      return {operation, malformed, pathMatches: candidates.map((t) => t.op)};
    },
    byId(operationId) {
      const op = ops.get(operationId);
      if (!op) throw new Error(`No operation ${operationId} in the document`);
      return op;
    },
    validateRequest(op, request) {
      const template = templateOf.get(op.operationId)!;
      const found = template.pattern.exec(normalPath(request.path));
      const path: Json = {};
      template.names.forEach((name, i) => (path[name] = decodeURIComponent(found?.[i + 1] ?? '')));
      const values: Json = {path, query: {...request.query}, header: {...request.headers}};
      const errors: AjvError[] = [];
      const validate = requestValidator(op, request.mediaType);
      if (!validate(values)) errors.push(...(validate.errors as AjvError[]));
      const requestBody = op.operation.requestBody as Json | undefined;
      if (requestBody) {
        if (!request.hasBody) {
          if (requestBody.required) errors.push({instancePath: '/requestBody', keyword: 'required', message: 'must have a body', params: {missingProperty: ''}});
        } else {
          const body = bodyValidator(op, request.mediaType);
          if (body && !body(request.body)) errors.push(...(body.errors as AjvError[]).map((e) => ({...e, instancePath: `/requestBody${e.instancePath}`})));
        }
      }
      return {errors, params: values.path, query: values.query};
    },
    validateResponse(op, status, body, headers) {
      const responses = (op.operation.responses ?? {}) as Json;
      const raw = responses[String(status)];
      if (!raw) return [`${op.operationId} documents no ${status} response (documented: ${Object.keys(responses).join(', ')})`];
      const response = resolve(document, raw);
      const problems: string[] = [];
      const json = response.content?.['application/json'];
      if (json?.schema) {
        const key = `${op.operationId} ${status}`;
        let validate = responseValidators.get(key);
        if (!validate) {
          const at = raw.$ref ? [...pointerSegments(raw.$ref.slice(1)), 'content', 'application/json', 'schema'] : ['paths', op.path, op.method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema'];
          validate = bodies().compile({$ref: pointer(at)});
          responseValidators.set(key, validate);
        }
        if (!validate(body)) {
          for (const e of validate.errors as AjvError[]) problems.push(`body${e.instancePath} ${e.message}${e.params?.allowedValues ? `: ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` : ''}`);
        }
      } else if (response.content && body !== undefined && !(body instanceof Uint8Array)) {
        problems.push(`${op.operationId} ${status} is documented as ${Object.keys(response.content).join(', ')}, not JSON`);
      } else if (!response.content && body !== undefined) {
        problems.push(`${op.operationId} ${status} is documented without a body`);
      }
      for (const [name, h] of Object.entries((response.headers ?? {}) as Json)) {
        const header = resolve(document, h as Json);
        if (header.required && headers[name.toLowerCase()] === undefined) problems.push(`header ${name} is required`);
      }
      return problems;
    },
  };
}
