/**
 * The request of an operation's samples, from its data, so that the samples
 * can never disagree with the OpenAPI document: same URL, method, headers and
 * example body. One generator prints it in every language (languages.ts,
 * @scalar/snippetz; decisions/0023) for the reference pages, the console, the
 * Markdown twins and the Postman collection's checks alike.
 *
 * Values the reader supplies are read from the environment, under the names of
 * the reader environment (src/data/world/env.ts): the credentials of the
 * security schemes, and every example value that is a reader value (the
 * operation's `readerEnv`: the tenant id of `/tenants/{tenant_id}/...`, an SDK
 * client id, the data-package id, ...). In the request they are the marker
 * `envMarker(name)`, which each renderer turns into its own syntax.
 */
import type {OperationData, ParameterData, SecuritySchemeData} from '../../types';
import {toHar} from './har';
import {printSample, SAMPLE_LANGUAGES, type SampleLanguageId} from './languages';

export type Environment = 'sandbox' | 'production';

import type {SampleBody, SampleHeader, SampleRequest} from './request';
export type {SampleBody, SampleHeader, SampleRequest};

/** Environment variable that holds the credential of a security scheme (names of src/data/world/env.ts). */
export const CREDENTIAL_ENV: Record<string, string> = {
  oauth2: 'BP_TOKEN',
  dispositionToken: 'BP_DISPOSITION_TOKEN',
  intelligenceApiKey: 'BP_API_KEY',
  receiverStaticHeader: 'EXCHANGE_HEADER_VALUES',
  ratingStaticHeader: 'BP_RATING_HEADER_VALUE',
};

/** Basic-auth variables (user, password) per security scheme. */
const BASIC_ENV: Record<string, [string, string]> = {
  clientBasic: ['BP_CLIENT_ID', 'BP_CLIENT_SECRET'],
  receiverBasic: ['EXCHANGE_BASIC_USER', 'EXCHANGE_BASIC_PASSWORDS'],
  ratingBasic: ['BP_RATING_BASIC_USER', 'BP_RATING_BASIC_PASSWORD'],
};

/** Stands for the value of a reader variable inside a URL or a body string. */
export const envMarker = (name: string) => `@@${name}@@`;
const MARKER = /@@([A-Z][A-Z0-9_]*)@@/g;
const HAS_MARKER = /@@[A-Z][A-Z0-9_]*@@/;

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

/** File name used when the response is saved to disk. */
function outputFile(request: SampleRequest): string {
  const segments = request.url.split('?')[0]!.split('/');
  const last = segments.pop() || 'download';
  // A segment the reader supplies is named by what the path calls it (`attachments/{id}` saves `attachment.pdf`).
  const named = HAS_MARKER.test(last) ? segments[segments.length - 1]!.replace(/s$/, '') : last;
  return `${named}.pdf`;
}

export type Samples = Record<SampleLanguageId, string>;

/** Every language's sample of a request. */
export function renderRequest(request: SampleRequest): Samples {
  const {har, basic} = toHar(request);
  const context = {binary: request.binary, file: outputFile(request)};
  return Object.fromEntries(SAMPLE_LANGUAGES.map((l) => [l.id, printSample(l, har, basic, context)])) as Samples;
}

/** The request of an operation's samples, and its sample in every language (SAMPLE_LANGUAGES). */
export function renderAll(op: OperationData, environment: Environment = 'sandbox'): {request: SampleRequest} & Samples {
  const request = buildRequest(op, environment);
  return {request, ...renderRequest(request)};
}
