/**
 * Builds copy-ready request samples (curl, JavaScript fetch, Python requests)
 * from one operation's data, so that the samples can never disagree with the
 * OpenAPI document: same URL, method, headers and example body.
 *
 * Values the reader supplies are read from the environment, under the names of
 * the reader environment (src/data/world/env.ts): the credentials of the
 * security schemes, and every example value that is a reader value (the
 * operation's `readerEnv`: the tenant id of `/tenants/{tenant_id}/...`, an SDK
 * client id, the data-package id, ...). In the request they are the marker
 * `envMarker(name)`, which each renderer turns into its own syntax.
 */
import type {OperationData, ParameterData, SecuritySchemeData} from '../../types';

export type Environment = 'sandbox' | 'production';

export type SampleBody =
  | {kind: 'none'}
  | {kind: 'json'; value: unknown}
  | {kind: 'form'; fields: Array<[string, string]>}
  | {kind: 'multipart'; fields: Array<[string, string]>; files: Array<[string, string]>};

export interface SampleHeader {
  name: string;
  /** Literal value, or an environment variable reference (see `env`). */
  value: string;
  /** When set, the value comes from this environment variable. */
  env?: string;
  /** Generated per request (a fresh idempotency key). */
  uuid?: boolean;
  /** `scheme` for Basic auth built from two variables. */
  basic?: [string, string];
}

export interface SampleRequest {
  method: string;
  url: string;
  headers: SampleHeader[];
  body: SampleBody;
  /** The response is a file to save rather than JSON to print. */
  binary: boolean;
  /** Environment variables the sample reads. */
  env: string[];
}

/** Environment variable that holds the credential of a security scheme (names of src/data/world/env.ts). */
export const CREDENTIAL_ENV: Record<string, string> = {
  oauth2: 'BP_TOKEN',
  dispositionToken: 'BP_DISPOSITION_TOKEN',
  intelligenceApiKey: 'BP_API_KEY',
  receiverStaticHeader: 'EXCHANGE_HEADER_VALUES',
};

/** Basic-auth variables (user, password) per security scheme. */
const BASIC_ENV: Record<string, [string, string]> = {
  clientBasic: ['BP_CLIENT_ID', 'BP_CLIENT_SECRET'],
  receiverBasic: ['EXCHANGE_BASIC_USER', 'EXCHANGE_BASIC_PASSWORDS'],
};

/** Stands for the value of a reader variable inside a URL or a body string. */
export const envMarker = (name: string) => `@@${name}@@`;
const MARKER = /@@([A-Z][A-Z0-9_]*)@@/g;
const HAS_MARKER = /@@[A-Z][A-Z0-9_]*@@/;
const WHOLE_MARKER = /^@@([A-Z][A-Z0-9_]*)@@$/;

function exampleFor(param: ParameterData): string {
  const value = param.example ?? param.schema.example ?? param.schema.default ?? param.schema.enum?.[0];
  return value === undefined ? `{${param.name}}` : String(value);
}

/** Replaces reader values in an example by their markers (strings equal to a value, anywhere in the value). */
function withMarkers(value: unknown, byValue: Map<string, string>): unknown {
  if (typeof value === 'string') return byValue.has(value) ? envMarker(byValue.get(value)!) : value;
  if (Array.isArray(value)) return value.map((v) => withMarkers(v, byValue));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withMarkers(v, byValue)]));
  }
  return value;
}

function authHeaders(scheme: SecuritySchemeData): SampleHeader[] {
  if (scheme.type === 'oauth2' || (scheme.type === 'http' && scheme.scheme === 'bearer')) {
    const env = CREDENTIAL_ENV[scheme.name] ?? 'BP_TOKEN';
    return [{name: 'Authorization', value: `Bearer $${env}`, env}];
  }
  if (scheme.type === 'http' && scheme.scheme === 'basic') {
    const pair = BASIC_ENV[scheme.name] ?? BASIC_ENV.receiverBasic!;
    return [{name: 'Authorization', value: 'Basic', basic: pair}];
  }
  if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.headerName) {
    const env = CREDENTIAL_ENV[scheme.name] ?? 'API_KEY';
    return [{name: scheme.headerName, value: `$${env}`, env}];
  }
  return [];
}

/** The request a sample sends, for the chosen environment. */
export function buildRequest(op: OperationData, environment: Environment = 'sandbox'): SampleRequest {
  const server =
    op.kind === 'webhook'
      ? ''
      : (op.servers.find((s) => s.description.toLowerCase() === environment) ?? op.servers[0])?.url ?? '';
  const byValue = new Map((op.readerEnv ?? []).map((v) => [v.value, v.name] as const));
  const valueOf = (param: ParameterData) => {
    const example = exampleFor(param);
    return byValue.has(example) ? envMarker(byValue.get(example)!) : encodeURIComponent(example);
  };
  let path = op.path;
  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    path = path.replace(`{${param.name}}`, valueOf(param));
  }
  const query = op.parameters
    .filter((p) => p.in === 'query' && (p.required || p.example !== undefined))
    .map((p) => `${encodeURIComponent(p.name)}=${valueOf(p)}`);
  const url = `${server}${path}${query.length ? `?${query.join('&')}` : ''}`;

  const headers: SampleHeader[] = [];
  // First listed requirement that needs credentials (an empty one means "none").
  const requirement = op.security.find((r) => r.length > 0) ?? [];
  for (const scheme of requirement) headers.push(...authHeaders(scheme));

  const media = op.requestBody?.content[0];
  const example = withMarkers(media?.examples[0]?.value, byValue);
  let body: SampleBody = {kind: 'none'};
  if (media && example !== undefined) {
    if (media.mediaType === 'application/x-www-form-urlencoded') {
      body = {kind: 'form', fields: Object.entries(example as object).map(([k, v]) => [k, String(v)])};
    } else if (media.mediaType === 'multipart/form-data') {
      const fields: Array<[string, string]> = [];
      const files: Array<[string, string]> = [];
      for (const [key, value] of Object.entries(example as object)) {
        const property = media.schema.properties?.[key] ?? {};
        const isFile = property.contentMediaType || property.format === 'binary';
        (isFile ? files : fields).push([key, String(value)]);
      }
      body = {kind: 'multipart', fields, files};
    } else {
      body = {kind: 'json', value: example};
      headers.push({name: 'Content-Type', value: 'application/json'});
    }
  }
  const success = op.responses.find((r) => r.status.startsWith('2'));
  const binary = Boolean(success?.content.length && !success.content.some((c) => c.mediaType.includes('json')));
  if (!binary && success?.content.length) headers.push({name: 'Accept', value: 'application/json'});
  if (op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')) {
    headers.push({name: 'Idempotency-Key', value: '', uuid: true});
  }

  const inValues = [...`${url} ${JSON.stringify(body)}`.matchAll(MARKER)].map((m) => m[1]!);
  const env = [
    ...new Set([...headers.flatMap((h) => (h.env ? [h.env] : h.basic ? [...h.basic] : [])), ...inValues]),
  ];
  return {method: op.method, url, headers, body, binary, env};
}

const indent = (text: string, spaces: number) => text.split('\n').join(`\n${' '.repeat(spaces)}`);
/**
 * A shell word: single-quoted; with a marker, double-quoted with `$NAME` when
 * nothing else in it is special there (a URL), else single-quoted with the
 * variable spliced in as `'"$NAME"'` (a JSON body).
 */
function shellQuote(text: string): string {
  if (HAS_MARKER.test(text) && !/["\\`$!]/.test(text.replace(MARKER, ''))) {
    return `"${text.replace(MARKER, (_m, name: string) => `\${${name}}`)}"`.replace(/\$\{(\w+)\}(?![\w])/g, '$$$1');
  }
  return `'${text.replace(/'/g, `'\\''`).replace(MARKER, (_m, name: string) => `'"$${name}"'`)}'`;
}

/** File name used when the response is saved to disk. */
function outputFile(request: SampleRequest): string {
  const last = request.url.split('?')[0]!.split('/').pop() || 'download';
  // A segment the reader supplies is named by what the path calls it (`attachments/{id}` saves `attachment.pdf`).
  const segments = request.url.split('?')[0]!.split('/');
  const named = HAS_MARKER.test(last) ? segments[segments.length - 2]!.replace(/s$/, '') : last;
  return `${named}.pdf`;
}

/**
 * A new key where the reader runs the sample: `uuidgen` (macOS; Debian's
 * uuid-runtime), else the Linux kernel's generator (Linux and WSL without
 * uuid-runtime). Sent as `${IDEMPOTENCY_KEY:?...}`, so that with no key the
 * shell stops the command with the message: curl drops a header whose value
 * is empty, and the POST would go out without its protection from a double send.
 */
export const CURL_KEY_LINE = 'IDEMPOTENCY_KEY=$(uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid 2>/dev/null)';
export const CURL_KEY_VALUE = '${IDEMPOTENCY_KEY:?install uuidgen or set IDEMPOTENCY_KEY to a new UUID}';

export function renderCurl(request: SampleRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  for (const h of request.headers) {
    if (h.basic) lines.push(`-u "$${h.basic[0]}:$${h.basic[1]}"`);
    else if (h.uuid) lines.push(`-H "${h.name}: ${CURL_KEY_VALUE}"`);
    else if (h.env) lines.push(`-H "${h.name}: ${h.value}"`);
    else lines.push(`-H ${shellQuote(`${h.name}: ${h.value}`)}`);
  }
  const {body} = request;
  if (body.kind === 'json') lines.push(`--data ${shellQuote(JSON.stringify(body.value, null, 2))}`);
  if (body.kind === 'form') for (const [k, v] of body.fields) lines.push(`--data-urlencode ${shellQuote(`${k}=${v}`)}`);
  if (body.kind === 'multipart') {
    for (const [k, v] of body.fields) lines.push(`-F ${shellQuote(`${k}=${v}`)}`);
    for (const [k, v] of body.files) lines.push(`-F ${shellQuote(`${k}=@${v}`)}`);
  }
  if (request.binary) lines.push(`--output ${outputFile(request)}`);
  const key = request.headers.some((h) => h.uuid) ? `${CURL_KEY_LINE}\n` : '';
  return key + lines.join(' \\\n  ');
}

/** A JavaScript string: quoted, or a template literal reading the environment where a marker is. */
function jsString(text: string): string {
  if (WHOLE_MARKER.test(text)) return `process.env.${text.match(WHOLE_MARKER)![1]}`;
  if (!HAS_MARKER.test(text)) return `'${text}'`;
  return `\`${text.replace(MARKER, (_m, name: string) => `\${process.env.${name}}`)}\``;
}

/** A JavaScript literal of a JSON value (JSON is JavaScript), with markers read from the environment. */
function jsValue(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/"@@([A-Z][A-Z0-9_]*)@@"/g, 'process.env.$1');
}

export function renderFetch(request: SampleRequest): string {
  const headerLines = request.headers.map((h) => {
    if (h.basic) return `Authorization: 'Basic ' + btoa(\`\${process.env.${h.basic[0]}}:\${process.env.${h.basic[1]}}\`),`;
    if (h.uuid) return `'${h.name}': crypto.randomUUID(),`;
    if (h.env) {
      const prefix = h.value.slice(0, h.value.indexOf('$'));
      const expr = prefix ? `\`${prefix}\${process.env.${h.env}}\`` : `process.env.${h.env}`;
      return `'${h.name}': ${expr},`;
    }
    return `'${h.name}': '${h.value}',`;
  });
  const pre: string[] = [];
  let bodyLine = '';
  const {body} = request;
  if (body.kind === 'json') bodyLine = `body: JSON.stringify(${indent(jsValue(body.value), 2)}),`;
  if (body.kind === 'form') {
    bodyLine = `body: new URLSearchParams(${indent(jsValue(Object.fromEntries(body.fields)), 2)}),`;
  }
  if (body.kind === 'multipart') {
    pre.push(`import {openAsBlob} from 'node:fs';`, '', 'const form = new FormData();');
    for (const [k, v] of body.fields) pre.push(`form.append('${k}', ${jsString(v)});`);
    for (const [k, v] of body.files) pre.push(`form.append('${k}', await openAsBlob('${v}'), '${v}');`);
    pre.push('');
    bodyLine = 'body: form,';
  }
  const out = [
    ...pre,
    `const response = await fetch(${jsString(request.url)}, {`,
    `  method: '${request.method}',`,
    '  headers: {',
    ...headerLines.map((l) => `    ${l}`),
    '  },',
    ...(bodyLine ? [`  ${bodyLine}`] : []),
    '});',
    'if (!response.ok) {',
    '  throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
    '}',
  ];
  if (request.binary) {
    out.unshift(`import {writeFile} from 'node:fs/promises';`, '');
    out.push(`await writeFile('${outputFile(request)}', Buffer.from(await response.arrayBuffer()));`);
  } else {
    out.push('const data = response.status === 204 ? null : await response.json().catch(() => null);', 'console.log(data);');
  }
  return out.join('\n');
}

function pythonLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return pyString(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${pad}${pythonLiteral(v, level + 1)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value as object);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, level + 1)},`).join('\n')}\n${end}}`;
}

/** A Python string: quoted, `os.environ[...]`, or an f-string where a marker is part of it. */
function pyString(text: string): string {
  if (WHOLE_MARKER.test(text)) return `os.environ["${text.match(WHOLE_MARKER)![1]}"]`;
  if (!HAS_MARKER.test(text)) return JSON.stringify(text);
  return `f${JSON.stringify(text.replace(/[{}]/g, (b) => b + b)).replace(MARKER, (_m, name: string) => `{os.environ['${name}']}`)}`;
}

export function renderPython(request: SampleRequest): string {
  const imports = ['import os'];
  if (request.headers.some((h) => h.uuid)) imports.push('import uuid');
  imports.push('', 'import requests');
  const headers: string[] = [];
  let auth = '';
  for (const h of request.headers) {
    if (h.basic) auth = `(os.environ["${h.basic[0]}"], os.environ["${h.basic[1]}"])`;
    else if (h.uuid) headers.push(`"${h.name}": str(uuid.uuid4()),`);
    else if (h.env) {
      const prefix = h.value.slice(0, h.value.indexOf('$'));
      headers.push(`"${h.name}": ${prefix ? `"${prefix}" + ` : ''}os.environ["${h.env}"],`);
    } else headers.push(`"${h.name}": "${h.value}",`);
  }
  const args = [`    ${pyString(request.url)},`];
  if (headers.length) args.push(`    headers={\n${headers.map((l) => `        ${l}`).join('\n')}\n    },`);
  if (auth) args.push(`    auth=${auth},`);
  const {body} = request;
  const pre: string[] = [];
  if (body.kind === 'json') args.push(`    json=${pythonLiteral(body.value, 1)},`);
  if (body.kind === 'form') args.push(`    data=${pythonLiteral(Object.fromEntries(body.fields), 1)},`);
  if (body.kind === 'multipart') {
    args.push(`    data=${pythonLiteral(Object.fromEntries(body.fields), 1)},`);
    args.push(`    files={${body.files.map(([k, v]) => `"${k}": open("${v}", "rb")`).join(', ')}},`);
  }
  args.push('    timeout=30,');
  const out = [
    ...imports,
    '',
    ...pre,
    `response = requests.${request.method.toLowerCase()}(`,
    ...args,
    ')',
    'response.raise_for_status()',
  ];
  if (request.binary) {
    out.push(`with open("${outputFile(request)}", "wb") as f:`, '    f.write(response.content)');
  } else {
    out.push('print(response.json() if response.content else response.status_code)');
  }
  return out.join('\n');
}

export function renderAll(op: OperationData, environment: Environment = 'sandbox') {
  const request = buildRequest(op, environment);
  return {
    request,
    curl: renderCurl(request),
    javascript: renderFetch(request),
    python: renderPython(request),
  };
}
