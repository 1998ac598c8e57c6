/**
 * What the console sends, from the operation's data and the reader's values:
 * the first values (the operation's examples, which are the fixture world's),
 * the request itself, the same request for the mock's validator, and the
 * operation rewritten with the reader's values so that the page's sample
 * generator (CodeSamples/generate.ts) writes it as curl, JavaScript and Python.
 * Pure functions: tested without a browser (__tests__/console-model.test.ts).
 */
import type {MediaData, OperationData, ParameterData, SchemaData, SecuritySchemeData} from '../../types';
import type {RequestToValidate} from './protocol';

export interface ConsoleValues {
  /** `path:tenant_id`, `query:page`, `header:Idempotency-Key` → the text typed. */
  params: Record<string, string>;
  /** The body (JSON value; for form and multipart bodies an object of fields), or undefined for none. */
  body: unknown;
}

export const paramKey = (p: ParameterData) => `${p.in}:${p.name}`;

/** The value a parameter starts with: what the generator's samples use, or nothing for an optional one without example. */
export function parameterExample(p: ParameterData): string {
  const value = p.example ?? p.schema.example ?? (p.required ? (p.schema.default ?? p.schema.enum?.[0]) : undefined);
  return value === undefined ? '' : String(value);
}

export function bodyMedia(op: OperationData): MediaData | undefined {
  return op.requestBody?.content[0];
}

export function initialValues(op: OperationData, exampleIndex = 0): ConsoleValues {
  const params: Record<string, string> = {};
  for (const p of op.parameters) {
    params[paramKey(p)] = p.name === 'Idempotency-Key' ? crypto.randomUUID() : parameterExample(p);
  }
  const media = bodyMedia(op);
  const example = media?.examples[exampleIndex] ?? media?.examples[0];
  return {params, body: example ? structuredClone(example.value) : media ? {} : undefined};
}

/** The security requirement the console meets: the first one with credentials, or none. */
export function requirementOf(op: OperationData): SecuritySchemeData[] {
  return op.security.find((r) => r.length > 0) ?? [];
}

export interface Credentials {
  /** Bearer token (oauth2 or an http bearer scheme). */
  bearer?: string;
  /** apiKey header values by scheme name. */
  keys?: Record<string, string>;
  /** Basic user and password (the mock's token endpoint only). */
  basic?: [string, string];
}

export interface ConsoleCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit;
  toValidate: RequestToValidate;
}

/** The file a multipart example names, as bytes (the console sends a small stand-in with that name). */
function fileField(name: string): File {
  return new File([`Sent from the API console: ${name}\n`], name, {type: 'application/octet-stream'});
}

const isFileProperty = (schema: SchemaData | undefined) => Boolean(schema && (schema.format === 'binary' || schema.contentMediaType));

export function buildCall(op: OperationData, values: ConsoleValues, credentials: Credentials, serverUrl: string): ConsoleCall {
  let path = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    const value = values.params[paramKey(p)] ?? '';
    path = path.replace(`{${p.name}}`, value === '' ? `{${p.name}}` : encodeURIComponent(value));
  }
  const query: Record<string, string> = {};
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const value = values.params[paramKey(p)] ?? '';
    if (value !== '') query[p.name] = value;
  }
  const search = new URLSearchParams(query).toString();
  const headers: Record<string, string> = {};
  for (const scheme of requirementOf(op)) {
    if (scheme.type === 'oauth2' || (scheme.type === 'http' && scheme.scheme === 'bearer')) {
      if (credentials.bearer) headers.Authorization = `Bearer ${credentials.bearer}`;
    } else if (scheme.type === 'http' && scheme.scheme === 'basic') {
      if (credentials.basic) headers.Authorization = `Basic ${btoa(credentials.basic.join(':'))}`;
    } else if (scheme.type === 'apiKey' && scheme.headerName) {
      const key = credentials.keys?.[scheme.name];
      if (key) headers[scheme.headerName] = key;
    }
  }
  for (const p of op.parameters.filter((x) => x.in === 'header')) {
    const value = values.params[paramKey(p)] ?? '';
    if (value !== '') headers[p.name] = value;
  }
  const media = bodyMedia(op);
  let body: BodyInit | undefined;
  let validated: unknown;
  const hasBody = Boolean(media) && values.body !== undefined;
  if (media && values.body !== undefined) {
    const fields = (values.body && typeof values.body === 'object' ? values.body : {}) as Record<string, unknown>;
    if (media.mediaType === 'application/x-www-form-urlencoded') {
      const form = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
      body = new URLSearchParams(form).toString();
      headers['Content-Type'] = media.mediaType;
      validated = form;
    } else if (media.mediaType === 'multipart/form-data') {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) {
        if (isFileProperty(media.schema.properties?.[k])) form.append(k, fileField(String(v)));
        else form.append(k, String(v));
      }
      body = form; // the browser sets Content-Type with the boundary
      validated = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    } else {
      body = JSON.stringify(values.body);
      headers['Content-Type'] = 'application/json';
      validated = values.body;
    }
  }
  const success = op.responses.find((r) => r.status.startsWith('2'));
  if (success?.content.some((c) => c.mediaType.includes('json'))) headers.Accept = 'application/json';
  const url = `${serverUrl}${path}${search ? `?${search}` : ''}`;
  return {
    method: op.method,
    url,
    headers,
    body,
    toValidate: {
      path,
      query,
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
      body: validated,
      hasBody,
      mediaType: media?.mediaType ?? '',
    },
  };
}

/**
 * The operation with the reader's values as its examples: the page's sample
 * generator then writes the request the console sends (reader values such as
 * the tenant id still read from the environment, as on the page).
 */
export function operationWithValues(op: OperationData, values: ConsoleValues): OperationData {
  const media = bodyMedia(op);
  return {
    ...op,
    parameters: op.parameters.map((p) => {
      const value = values.params[paramKey(p)];
      return value === undefined || value === '' ? {...p, required: false, example: undefined, schema: {...p.schema, example: undefined, default: undefined, enum: undefined}} : {...p, example: value};
    }),
    requestBody:
      op.requestBody && media
        ? {...op.requestBody, content: [{...media, examples: values.body === undefined ? [] : [{name: 'console', summary: 'console', value: values.body}]}]}
        : op.requestBody,
  };
}

/** The server the console sends to: the operation's sandbox server. */
export function sandboxServer(op: OperationData): string {
  return (op.servers.find((s) => s.description.toLowerCase() === 'sandbox') ?? op.servers[0])?.url ?? '';
}

/** Sets a value at a path of a JSON value (a copy); `undefined` removes the key. */
export function setAt(root: unknown, path: Array<string | number>, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const container: any = Array.isArray(root) ? [...root] : root && typeof root === 'object' ? {...(root as object)} : typeof head === 'number' ? [] : {};
  const next = setAt(container[head!], rest, value);
  if (next === undefined && !Array.isArray(container)) delete container[head!];
  else container[head!] = next;
  return container;
}

export function getAt(root: unknown, path: Array<string | number>): unknown {
  return path.reduce<any>((node, key) => (node == null ? undefined : node[key]), root);
}
