/**
 * Routing and validation with the OpenAPI document, through openapi-backend:
 * it matches a method and path to an operation, parses and coerces path,
 * query and header parameters, and validates them and the body with Ajv
 * (here Ajv's JSON Schema 2020-12 build, the dialect of the document; the
 * library's default draft-07 build misses `dependentRequired`). Responses are
 * validated against the operation's schema for their status.
 *
 * `quick: true` skips the library's check of the document itself, which
 * knows only OpenAPI 3.0; the document is checked as 3.1 by its own tests.
 */
import {OpenAPIBackend, type Operation} from 'openapi-backend';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {ApiName, Environment} from './hosts';
import {hostInfo} from './hosts';
import type {Json} from './http';

export interface RoutedOperation {
  operationId: string;
  method: string;
  path: string;
  operation: Operation;
  /** The API whose hosts serve it, and those hosts per environment. */
  api: ApiName;
  origins: Record<Environment, string>;
}

export interface Router {
  ready: Promise<void>;
  /** Operations whose path template matches (any method), for 404 versus 405. */
  match(method: string, path: string): {operation?: RoutedOperation; pathMatches: RoutedOperation[]};
  byId(operationId: string): RoutedOperation;
  /** Problems with a request (Ajv errors), empty when valid. Also returns the coerced parameters. */
  validateRequest(op: RoutedOperation, request: {path: string; query: Json; headers: Record<string, string>; body: unknown; hasBody: boolean}): {errors: AjvError[]; params: Json; query: Json};
  /** Problems with a response; empty when it is what the document says. */
  validateResponse(op: RoutedOperation, status: number, body: unknown, headers: Record<string, string>): string[];
  document: Json;
}

export interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Json;
}

export function createRouter(document: Json): Router {
  const backend = new OpenAPIBackend({
    definition: document as any,
    quick: true,
    validate: true,
    customizeAjv: (_original, options) => {
      const ajv = new Ajv2020({...options, strict: false, allErrors: true, validateFormats: true});
      addFormats(ajv);
      // OpenAPI's own formats on strings (the document's binary uploads).
      ajv.addFormat('binary', true);
      return ajv as any;
    },
  });

  const ops = new Map<string, RoutedOperation>();
  const ready = backend.init().then(() => {
    for (const operation of backend.router.getOperations()) {
      const servers: Json[] = (operation as any).servers ?? (document.paths[operation.path]?.servers as Json[]) ?? document.servers;
      const origins = {} as Record<Environment, string>;
      let api: ApiName | null = null;
      for (const server of servers) {
        const url = new URL(server.url);
        const info = hostInfo(url.hostname);
        if (!info?.api) throw new Error(`${operation.operationId}: server ${server.url} is not an API host of the identity module`);
        api = info.api;
        origins[info.environment] = url.origin;
      }
      ops.set(operation.operationId!, {operationId: operation.operationId!, method: operation.method.toUpperCase(), path: operation.path, operation, api: api!, origins});
    }
  });

  const templates = () => [...ops.values()].map((op) => ({op, pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}/?$`)}));
  let compiled: ReturnType<typeof templates> | undefined;

  return {
    ready,
    document,
    match(method, path) {
      compiled ??= templates();
      const found = backend.router.matchOperation({method: method.toLowerCase(), path, headers: {}});
      const operation = found?.operationId ? ops.get(found.operationId) : undefined;
      return {operation, pathMatches: compiled.filter((t) => t.pattern.test(path)).map((t) => t.op)};
    },
    byId(operationId) {
      const op = ops.get(operationId);
      if (!op) throw new Error(`No operation ${operationId} in the document`);
      return op;
    },
    validateRequest(op, request) {
      const req = {method: op.method.toLowerCase(), path: request.path, query: request.query, headers: request.headers, body: request.body as any};
      const parsed = backend.router.parseRequest(req, op.operation);
      const result = backend.validator.validateRequest(
        request.hasBody ? req : {...req, body: undefined},
        op.operation,
      );
      const errors = (result.errors ?? []) as AjvError[];
      return {errors, params: (result.coerced?.params ?? parsed.params) as Json, query: (result.coerced?.query ?? parsed.query) as Json};
    },
    validateResponse(op, status, body, headers) {
      const responses = (op.operation.responses ?? {}) as Json;
      if (!responses[String(status)]) {
        return [`${op.operationId} documents no ${status} response (documented: ${Object.keys(responses).join(', ')})`];
      }
      const problems: string[] = [];
      const response = responses[String(status)];
      const json = response.content?.['application/json'];
      if (json?.schema) {
        const result = backend.validator.validateResponse(body, op.operationId, status);
        for (const e of (result.errors ?? []) as AjvError[]) problems.push(`body${e.instancePath} ${e.message}${e.params?.allowedValues ? ` ${JSON.stringify(e.params.allowedValues)}` : ''}`);
      } else if (response.content && body !== undefined && !(body instanceof Uint8Array)) {
        problems.push(`${op.operationId} ${status} is documented as ${Object.keys(response.content).join(', ')}, not JSON`);
      } else if (!response.content && body !== undefined) {
        problems.push(`${op.operationId} ${status} is documented without a body`);
      }
      for (const name of Object.keys(response.headers ?? {})) {
        const header = response.headers[name];
        if (header.required && headers[name.toLowerCase()] === undefined) problems.push(`header ${name} is required`);
      }
      return problems;
    },
  };
}
