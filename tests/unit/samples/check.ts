/**
 * Checks one extracted request against the OpenAPI document: the host serves
 * the method and path, the credentials are sent in the headers the security
 * schemes name, every other header and query parameter is declared, literal
 * values match their schemas (pattern, format, enum), and the body validates
 * against the request schema.
 */
import type {ExtractedRequest} from './extract';
import {check, deref, doc, operationsAt, platformOrigins, requiredHeaders, type Operation} from './openapi';

/** Headers any request may send without the document declaring them. */
const GENERIC_HEADERS = new Set(['content-type', 'accept', 'user-agent', 'accept-encoding', 'content-length']);

/** Platform hosts that serve pages, not the API (a sample may link to them). */
const NON_API = /^https:\/\/(terminal|storefront|www|status|developers)\./;

const VARIABLE = /__VAR_([\w.]+)__/;

export interface Checked {
  /** Undefined when the request does not go to a platform API host. */
  operation?: Operation;
  problems: string[];
}

const markVariables = (text: string) => text.replace(/\{([\w.]+)\}/g, (_m, name: string) => `__VAR_${name.replace(/\./g, '_')}__`);

export function checkRequest(request: ExtractedRequest): Checked {
  const problems: string[] = [];
  let url: URL;
  try {
    url = new URL(markVariables(request.url));
  } catch {
    return {problems};
  }
  if (!platformOrigins.has(url.origin)) {
    if (url.hostname.endsWith('bindpoint.example') && !NON_API.test(url.origin)) {
      problems.push(`${request.method} ${request.url}: ${url.origin} is not a host of the OpenAPI document`);
    }
    return {problems};
  }
  const label = `${request.method} ${url.origin}${decodeURIComponent(url.pathname).replace(/__VAR_(\w+?)__/g, '{$1}')}`;
  const candidates = operationsAt(url.origin, url.pathname);
  const operation = candidates.find((o) => o.ref.method.toUpperCase() === request.method);
  if (!operation) {
    problems.push(
      candidates.length
        ? `${label}: the path exists but not with ${request.method} (it takes ${candidates.map((c) => c.ref.method.toUpperCase()).join(', ')})`
        : `${label}: no such path on ${url.origin} in the OpenAPI document`,
    );
    return {problems};
  }
  const opLabel = `${label} (${operation.ref.operationId})`;

  // Path parameters: literal values match their schema.
  const values = url.pathname.match(operation.pattern)!.slice(1);
  operation.params.forEach((name, i) => {
    const value = decodeURIComponent(values[i]!);
    if (VARIABLE.test(value)) return;
    const index = operation.parameters.findIndex((p) => p.in === 'path' && p.name === name);
    for (const problem of checkParameter(operation, index, value)) problems.push(`${opLabel}: path parameter ${name}=${value} ${problem}`);
  });

  // Query parameters: declared, literal values match.
  for (const [name, value] of url.searchParams) {
    const index = operation.parameters.findIndex((p) => p.in === 'query' && p.name === name);
    if (index < 0) {
      problems.push(`${opLabel}: query parameter "${name}" is not declared`);
      continue;
    }
    if (VARIABLE.test(value)) continue;
    for (const problem of checkParameter(operation, index, value)) problems.push(`${opLabel}: query ${name}=${value} ${problem}`);
  }
  for (const p of operation.parameters) {
    if (p.in === 'query' && p.required && !url.searchParams.has(p.name)) problems.push(`${opLabel}: required query parameter "${p.name}" is missing`);
  }

  // Headers: credentials as the security schemes say; nothing undeclared.
  const sent = new Map(request.headers.map(([n, v]) => [n.toLowerCase(), v]));
  const requirements = requiredHeaders(operation);
  if (requirements.length && !requirements.some((names) => names.every((n) => sent.has(n)))) {
    problems.push(
      `${opLabel}: credentials missing; send ${requirements.map((names) => names.join(' + ') || 'nothing').join(' or ')}`,
    );
  }
  const securityHeaders = new Set(requirements.flat());
  const schemes = doc.components.securitySchemes;
  for (const [name, value] of request.headers) {
    const lower = name.toLowerCase();
    if (GENERIC_HEADERS.has(lower) || securityHeaders.has(lower)) {
      if (lower === 'authorization' && !VARIABLE.test(value) && !/\b(Bearer|Basic) /.test(value)) {
        problems.push(`${opLabel}: Authorization must be "Bearer <token>" or Basic credentials, not "${value}"`);
      }
      continue;
    }
    const index = operation.parameters.findIndex((p) => p.in === 'header' && p.name.toLowerCase() === lower);
    if (index < 0) {
      const known = Object.values(schemes).some((s: any) => s.type === 'apiKey' && String(s.name).toLowerCase() === lower);
      problems.push(`${opLabel}: header "${name}" is not declared for this operation${known ? ' (it belongs to another security scheme)' : ''}`);
    }
  }
  const bearer = sent.get('authorization');
  if (bearer && /^Basic /.test(bearer) && requirements.every((names) => names.length && names.includes('authorization'))) {
    const basicAllowed = (operation.ref.operation.security ?? []).some((req: any) =>
      Object.keys(req).some((k) => schemes[k].type === 'http' && schemes[k].scheme === 'basic'),
    );
    if (!basicAllowed) problems.push(`${opLabel}: sends Basic credentials where the operation takes a bearer token`);
  }

  // Body.
  const requestBody = operation.ref.operation.requestBody ? deref(operation.ref.operation.requestBody) : undefined;
  // A raw HTTP block may show the request line and headers only.
  if (requestBody?.required && !request.body && request.language !== 'http') problems.push(`${opLabel}: the request body is required`);
  if (!requestBody && request.body && request.body.kind !== 'unknown') problems.push(`${opLabel}: the operation takes no body`);
  if (requestBody && request.body) {
    const at = [...operation.at, 'requestBody', 'content'];
    const content = requestBody.content ?? {};
    if (request.body.kind === 'json') {
      if (!content['application/json']) problems.push(`${opLabel}: sends JSON, but the body is ${Object.keys(content).join(', ')}`);
      else for (const p of check([...at, 'application/json', 'schema'], request.body.value)) problems.push(`${opLabel}: body ${p}`);
    } else if (request.body.kind === 'form') {
      const type = 'application/x-www-form-urlencoded';
      if (!content[type]) problems.push(`${opLabel}: sends a form, but the body is ${Object.keys(content).join(', ')}`);
      else for (const p of check([...at, type, 'schema'], request.body.value)) problems.push(`${opLabel}: form ${p}`);
    } else if (request.body.kind === 'multipart' && !content['multipart/form-data']) {
      problems.push(`${opLabel}: sends multipart, but the body is ${Object.keys(content).join(', ')}`);
    }
  }
  return {operation, problems};
}

function checkParameter(operation: Operation, index: number, raw: string): string[] {
  const param = operation.parameters[index]!;
  const schema = deref(param.schema ?? {});
  let value: unknown = raw;
  if (schema.type === 'integer' || schema.type === 'number') value = Number(raw);
  if (schema.type === 'boolean') value = raw === 'true' ? true : raw === 'false' ? false : raw;
  const own = (operation.ref.pathItem.parameters ?? []).length;
  // The pointer of the parameter: path-item parameters first, then the operation's.
  const direct = index < own ? operation.ref.pathItem.parameters[index] : operation.ref.operation.parameters[index - own];
  const parts = direct.$ref
    ? [...direct.$ref.slice(2).split('/'), 'schema']
    : index < own
      ? ['paths', operation.ref.path, 'parameters', String(index), 'schema']
      : [...operation.at, 'parameters', String(index - own), 'schema'];
  return check(parts, value);
}

/** JSON pointer parts of every JSON response schema of an operation. */
export function responseSchemaPointers(operation: Operation): string[][] {
  const out: string[][] = [];
  for (const [status, raw] of Object.entries<any>(operation.ref.operation.responses ?? {})) {
    const response = deref(raw);
    if (!response.content?.['application/json']?.schema) continue;
    out.push(raw.$ref ? [...raw.$ref.slice(2).split('/'), 'content', 'application/json', 'schema'] : [...operation.at, 'responses', status, 'content', 'application/json', 'schema']);
  }
  return out;
}
