/**
 * The sandbox mock's core: `createMock()` returns `handle(request)`, a fetch
 * handler (Request in, Response out) that runs the same in Node (the mock's
 * server) and in a browser service worker (msw, the API console). No `node:`
 * module is imported from here down.
 *
 * A request goes: host → API and environment; operation by method and path
 * (the OpenAPI document); credentials; rate limit; tenant; validation;
 * idempotency; the operation's handler; and, every time, the answer checked
 * against the document's response for its status.
 */
import {authenticate, issueToken, tokenCaller} from './auth';
import {createClock, type Clock} from './clock';
import {handleControl} from './control';
import type {Caller, Ctx, Services} from './context';
import type {LogEntry, Mock, MockOptions} from './types';
import {createDeliveries} from './deliveries';
import {validationError} from './errors';
import {handlers} from './handlers';
import {hostInfo, type Environment} from './hosts';
import {ApiError, errorBody, OAuthError, requestId, sha256Hex, type Json, type MockReply} from './http';
import {checkRateLimit, rateLimitHeaders} from './ratelimit';
import {documentedProblems, refuse} from './refuse';
import {CARRIER_OPERATIONS} from '../data/rules';
import {createRouter, type RoutedOperation} from './router';
import {worldSeed} from './seed';
import {buildState, type EnvState} from './state';
import {scheduleDeadline} from './handlers/exchange';
import type {MockWorld} from './world';
import {pointerSegments} from '@hyperjump/json-pointer';

export type {LogEntry, Mock, MockOptions} from './types';

const CONTROL_PREFIX = '/__mock/';

export function createMock(options: MockOptions): Mock {
  const document = options.document;
  const world = options.world ?? worldSeed();
  const clock = options.clock ?? createClock({start: world.clock_start});
  const router = createRouter(document);
  const facts = document['x-facts'] as Json;
  let states = buildState(world);
  let entries: LogEntry[] = [];
  const routes = new Map<string, string>();
  const notes: string[] = [];
  /** Operations whose next call fails with 500 (the control API's POST /__mock/faults). */
  const faults = new Set<string>();

  const services = {
    clock,
    world,
    facts,
    send: (url: string, init: RequestInit, timeouts: {connectMs: number; answerMs: number}) => deliveries.send(url, init, timeouts),
    emit: (env: EnvState, tenantId: string, event: string, data: Json) => deliveries.emit(env, tenantId, event, data),
    note: (text: string) => void notes.push(text),
    refuse: (operationId: string, id: string, values: Record<string, unknown> = {}): Error => refuse(router.byId(operationId), id, values),
    carriers: {held: options.holdCarriers ?? false},
  } as Services;
  const underTest = (globalThis as {process?: {env?: Record<string, string | undefined>}}).process?.env?.NODE_ENV === 'test';
  const eventValidation = options.eventValidation ?? (underTest ? 'throw' : 'note');
  // An answer the document does not list (status and code, headers): refused under tests, noted under `npm run mock`.
  const rulesValidation = options.rulesValidation ?? (underTest ? 'throw' : 'note');
  const deliveries = createDeliveries({services, routes, fetch: options.fetch ?? ((...args) => fetch(...args)), timeoutScale: options.timeoutScale ?? 1, document, eventValidation});

  services.deliveries = deliveries;
  // A scheduled task (a delivery, a carrier's answer, a deadline) that fails is caught by the clock and logged here:
  // in the notes (GET /__mock/notes) and on the console. The next tasks still run and the process stays up.
  clock.onTaskError((label, error) => {
    const text = `Scheduled task "${label}" failed: ${(error as Error)?.stack ?? String(error)}`;
    notes.push(text);
    console.error(`[mock] ${text}`);
  });
  /** The seeded leads' first-disposition deadlines, on this clock. */
  const seedDeadlines = () => {
    for (const env of Object.values(states)) for (const tenant of env.tenants.values()) for (const lead of tenant.leads.values()) scheduleDeadline(services, tenant, lead);
  };
  seedDeadlines();
  const validation = options.responseValidation ?? 'header';

  async function route(request: Request, method: string, url: URL, env: EnvState, environment: Environment, hostApi: string | null, id: string, seen: {rateKey?: string}): Promise<{reply: MockReply; op: RoutedOperation | null}> {
    const {operation: op, pathMatches, malformed} = router.match(method, url.pathname);
    if (!op) {
      // A method the path does not take: 405 with Allow, the situation every operation of the path documents.
      const path = pathMatches.filter((o) => !hostApi || o.api === hostApi);
      if (path.length) {
        const allow = [...new Set(path.map((o) => o.method))].join(', ');
        throw Object.assign(refuse(path[0]!, 'method_not_allowed', {method, path: url.pathname, allow}, {headers: {allow}}), {op: path[0]});
      }
      throw new ApiError(404, 'not_found', `No operation at ${method} ${url.pathname}. Check the path against the API reference.`);
    }
    if (hostApi && hostApi !== op.api) {
      // Not this host's operation: no operation answers, so no operation's responses apply.
      throw Object.assign(new ApiError(404, 'not_found', `${op.method} ${op.path} is served by ${op.origins[environment]}, not by ${url.origin}.`), {op: null});
    }
    // A failure the control API asked for (POST /__mock/faults): the platform's 500, on the operation's next call.
    if (faults.delete(op.operationId)) throw Object.assign(refuse(op, 'server_error', {reason: 'a failure asked for with POST /__mock/faults'}), {op});
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
    const query: Json = {};
    url.searchParams.forEach((value, name) => (query[name] = value));
    const {body, rawBody, form, hasBody, parseError} = await readBody(request, headers);
    const now = clock.now();
    const isToken = op.operationId === 'authenticate';
    try {
      // A path that is not valid percent-encoding (`/hooks/%`): its parameters cannot be read.
      if (malformed) {
        throw refuse(op, 'invalid_parameters', {problems: 'the path is not valid percent-encoding (a % not followed by two hex digits)'}, {details: [{field: '(path)', code: 'invalid_format', message: 'Must be valid percent-encoding: write a % as %25.'}]});
      }
      if (isToken) seen.rateKey = tokenCaller(headers, body);
      const caller: Caller = isToken ? {kind: 'none', key: seen.rateKey!} : authenticate(op, headers, env, states, clock);
      seen.rateKey = caller.key;
      checkRateLimit(op, environment, caller.key, env, clock, facts);
      const ctx: Ctx = {services, env, environment, api: op.api, op, params: {}, query, headers, body, rawBody, form, caller, requestId: id, now};
      const mediaType = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      // A body in a media type the operation does not take is refused, not read as if it were JSON (the token endpoint says so its own way, below).
      const takes = Object.keys(((op.operation.requestBody as Json | undefined)?.content ?? {}) as Json);
      if (hasBody && takes.length && !isToken && !takes.includes(mediaType)) {
        throw refuse(op, 'unsupported_media_type', {type: mediaType || 'a body without Content-Type', takes: takes.join(' or '), first: takes[0]});
      }
      // One rule for every operation that takes a body: not valid JSON (or multipart) is 400 invalid_request (the token endpoint's form has its own, below).
      if (parseError && !isToken) throw 'multipart' in parseError ? refuse(op, 'invalid_multipart', parseError) : refuse(op, 'invalid_json', parseError);
      const checked = router.validateRequest(op, {path: url.pathname, query, headers, body, hasBody, mediaType});
      ctx.params = checked.params;
      ctx.query = checked.query;
      if (caller.client?.carrier_id && !CARRIER_OPERATIONS.has(op.operationId)) throw refuse(op, 'carrier_client');
      if (caller.tenant_id && ctx.params.tenant_id && ctx.params.tenant_id !== caller.tenant_id && !checked.errors.some((e) => e.instancePath === '/path/tenant_id')) {
        throw refuse(op, 'other_tenant', {tenant_id: ctx.params.tenant_id});
      }
      if (isToken) {
        // RFC 6749 (4.4.2) takes the token request form-encoded, as the OpenAPI document does: a JSON body is refused
        // (a real authorization server does not read its grant_type) rather than read like a form.
        if (hasBody && mediaType !== 'application/x-www-form-urlencoded') throw refuse(op, 'not_form_encoded', {type: mediaType || 'a body without Content-Type'});
        // The token endpoint answers RFC 6749 errors: issueToken names the grant problem; other shape problems are invalid_request.
        // A client id or secret of the wrong form is a client that fails authentication (401 invalid_client).
        const other = checked.errors.find((e) => !/^\/requestBody\/(grant_type|client_id|client_secret)\b/.test(e.instancePath) && !(e.keyword === 'required' && e.params.missingProperty === 'grant_type'));
        if (other) throw refuse(op, 'malformed_request', {field: other.instancePath.replace('/requestBody/', '') || 'body', problem: other.message});
        return {reply: issueToken(ctx, states), op};
      }
      if (checked.errors.length) {
        throw validationError(op, checked.errors, (e) => valueAt(e.instancePath, {path: ctx.params, query, header: headers, requestBody: body}));
      }
      const handler = handlers[op.operationId];
      if (!handler) throw new Error(`The mock has no handler for ${op.operationId}`);
      return {reply: await withIdempotency(ctx, () => handler(ctx)), op};
    } catch (error) {
      if ((error as {op?: unknown}).op === undefined) Object.assign(error as Error, {op});
      throw error;
    }
  }

  async function withIdempotency(ctx: Ctx, run: () => Promise<MockReply> | MockReply): Promise<MockReply> {
    const key = ctx.headers['idempotency-key'];
    const declared = (ctx.op.operation.parameters ?? []).some((p: Json) => p.name === 'Idempotency-Key');
    if (!key || !declared) return run();
    const slot = `${ctx.caller.key}|${ctx.op.operationId}|${key}`;
    // The same request is the same body by value, however it is spaced or its keys ordered (curl, JavaScript
    // and Python write one JSON body three ways); a multipart body compares as read.
    const hash = await sha256Hex(ctx.body !== undefined && !ctx.form ? canonicalJson(ctx.body) : ctx.rawBody);
    const previous = ctx.env.idempotency.get(slot);
    const window = Number(ctx.services.facts.idempotencyReplayHours) * 3600_000;
    if (previous && ctx.now - previous.at < window) {
      if (previous.hash !== hash) throw refuse(ctx.op, 'idempotency_key_reused');
      return {...previous.reply, headers: {...previous.reply.headers, 'idempotent-replayed': 'true'}};
    }
    const reply = await run();
    if (reply.status < 500) ctx.env.idempotency.set(slot, {hash, reply, at: ctx.now});
    return reply;
  }

  async function handle(request: Request, options: {method?: string} = {}): Promise<Response> {
    await router.ready;
    // A method fetch's Request cannot carry (TRACE, TRACK, CONNECT) comes beside a stand-in request, as the client sent it.
    const method = (options.method ?? request.method).toUpperCase();
    const url = new URL(request.url);
    if (url.pathname.startsWith(CONTROL_PREFIX) && !hostInfo(url.hostname)) {
      if (method !== request.method) return new Response(JSON.stringify({error: `${method} is not a control operation; see GET /__mock/.`}), {status: 405, headers: {'content-type': 'application/json', allow: 'GET, POST, DELETE'}});
      return handleControl(request, url, mock);
    }
    const info = hostInfo(url.hostname);
    const environment: Environment = info?.environment ?? 'sandbox';
    const env = states[environment];
    const id = requestId(clock.now());
    let reply: MockReply;
    let op: RoutedOperation | null = null;
    let situation: string | undefined;
    const rules: string[] = [];
    const seen: {rateKey?: string} = {};
    const upload = info?.api === 'intelligence' && method === 'PUT' ? /^\/uploads\/(tx_[0-9a-f]{16})$/.exec(url.pathname) : null;
    if (upload) {
      reply = await receiveUpload(env, upload[1]!, request, clock.now(), id);
    } else if (info && !info.api) {
      reply = {status: 404, body: errorBody('not_found', `${url.hostname} serves no API; the APIs are on the hosts of the API reference.`, [], id)};
    } else {
      try {
        ({reply, op} = await route(request, method, url, env, environment, info?.api ?? null, id, seen));
      } catch (error) {
        op = (error as {op?: RoutedOperation | null}).op ?? null;
        let failure = error;
        if (op && (error instanceof ApiError || error instanceof OAuthError) && !(error as {situation?: string}).situation) {
          rules.push(`${op.operationId} answered ${error.status} ${error.code} without naming a situation of src/data/rules (refuse(op, id))`);
        }
        if (!(error instanceof ApiError) && !(error instanceof OAuthError)) {
          notes.push(`${method} ${url.pathname}: ${(error as Error).stack ?? error}`);
          failure = op ? refuse(op, 'server_error', {reason: `the mock failed (${(error as Error).message})`}) : error;
        }
        situation = (failure as {situation?: string}).situation;
        if (failure instanceof ApiError) {
          reply = {status: failure.status, headers: failure.headers, body: errorBody(failure.code, failure.message, failure.details, id)};
        } else if (failure instanceof OAuthError) {
          reply = {status: failure.status, body: {error: failure.code, error_description: failure.description}};
        } else {
          reply = {status: 500, body: errorBody('internal_error', `Something went wrong on our side: the mock failed (${(failure as Error).message}).`, [], id)};
        }
      }
    }
    // Every answer of a rate-limited API carries its X-RateLimit-* headers (src/data/rules/apis.ts).
    if (op) reply.headers = {...rateLimitHeaders(op, seen.rateKey ?? 'anonymous', env, clock, facts), ...reply.headers};
    const problems = op ? router.validateResponse(op, reply.status, reply.raw ?? reply.body, lower(reply.headers)) : [];
    if (op) rules.push(...documentedProblems(op, reply));
    if (rules.length) {
      if (rulesValidation === 'throw') {
        throw new Error(`The mock's answer to ${method} ${url.pathname} is not one the document lists:\n${rules.join('\n')}\n${JSON.stringify(reply.body)}`);
      }
      for (const rule of rules) notes.push(`${method} ${url.pathname}: ${rule}`);
      problems.push(...rules);
    }
    entries.push({
      time: clock.iso(),
      host: url.host,
      environment,
      method,
      path: url.pathname,
      operationId: op?.operationId ?? null,
      status: reply.status,
      code: errorCode(reply.body),
      ...(situation ? {situation} : {}),
      request_id: id,
      ...(problems.length ? {schema_problems: problems} : {}),
    });
    if (problems.length && validation === 'throw') {
      throw new Error(`The mock's answer to ${method} ${url.pathname} (${op?.operationId}) is not what the document says:\n${problems.join('\n')}\n${JSON.stringify(reply.body)}`);
    }
    // Deliveries due now (an event this request raised) run after the answer.
    void clock.tick().catch((error) => notes.push(`delivery: ${(error as Error).message}`));
    return toResponse(reply, id, problems);
  }

  const mock: Mock = {
    ready: router.ready,
    handle,
    clock,
    routes,
    faults,
    deliveries,
    world,
    document,
    router,
    reset() {
      states = buildState(world);
      entries = [];
      notes.length = 0;
      routes.clear();
      faults.clear();
      // Back to the world's time too: after an advance, the seeded deliveries and deadlines are where the world left them.
      clock.reset();
      deliveries.reset();
      services.carriers.held = options.holdCarriers ?? false;
      seedDeadlines();
    },
    log: () => entries,
    settle: async () => {
      await clock.tick();
    },
    state: (environment) => states[environment],
    notes: () => notes,
    services,
  };
  return mock;
}

/** PUT to an upload URL (a pre-signed URL, not an API operation): valid five minutes on the clock. */
async function receiveUpload(env: EnvState, tx: string, request: Request, now: number, id: string): Promise<MockReply> {
  const upload = env.uploads.get(tx);
  if (!upload) return {status: 404, body: errorBody('not_found', `No upload URL ${tx}.`, [], id)};
  if (now >= upload.expires_at) return {status: 403, body: errorBody('forbidden', `The upload URL expired at ${new Date(upload.expires_at).toISOString()}; request a new one.`, [], id)};
  const bytes = new Uint8Array(await request.arrayBuffer());
  const type = request.headers.get('content-type');
  if (type !== upload.content_type) return {status: 403, body: errorBody('forbidden', `Send the headers the upload URL came with: Content-Type ${upload.content_type}.`, [], id)};
  upload.received = true;
  return {status: 200, body: {tx_id: tx, size_bytes: bytes.length}};
}

function lower(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function errorCode(body: unknown): string | null {
  const error = (body as Json | undefined)?.error;
  if (typeof error === 'string') return error;
  return typeof error?.code === 'string' ? error.code : null;
}

function valueAt(pointer: string, root: Json): unknown {
  // Segments by @hyperjump/json-pointer; a missing step is undefined here, not an error.
  return [...pointerSegments(pointer)].reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined), root);
}

async function readBody(request: Request, headers: Record<string, string>) {
  const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await request.formData();
    } catch (error) {
      return {body: undefined, rawBody: '', hasBody: true, parseError: {multipart: true, reason: (error as Error).message}};
    }
    const body: Json = {};
    form.forEach((value, name) => (body[name] = typeof value === 'string' ? value : (value as File).name || 'upload'));
    return {body, rawBody: '', form, hasBody: true, parseError: undefined};
  }
  const rawBody = request.body ? await request.text() : '';
  if (!rawBody) return {body: undefined, rawBody, hasBody: false, parseError: undefined};
  if (type === 'application/x-www-form-urlencoded') {
    return {body: Object.fromEntries(new URLSearchParams(rawBody)), rawBody, hasBody: true, parseError: undefined};
  }
  try {
    return {body: JSON.parse(rawBody), rawBody, hasBody: true, parseError: undefined};
  } catch (error) {
    const hint = type && type !== 'application/json' ? ` (sent as ${type}; send JSON with Content-Type: application/json)` : '';
    return {body: rawBody, rawBody, hasBody: true, parseError: {hint, reason: (error as Error).message}};
  }
}

function toResponse(reply: MockReply, id: string, problems: string[]): Response {
  const headers = new Headers(reply.headers);
  headers.set('x-request-id', id);
  if (problems.length) headers.set('x-mock-schema-problems', problems.join(' | ').slice(0, 2000));
  let body: BodyInit | null = null;
  if (reply.raw) {
    body = reply.raw as unknown as BodyInit;
    headers.set('content-type', reply.contentType ?? 'application/octet-stream');
  } else if (reply.body !== undefined) {
    body = JSON.stringify(reply.body);
    headers.set('content-type', 'application/json');
  }
  return new Response(reply.status === 204 ? null : body, {status: reply.status, headers});
}

/** `value` as JSON with every object's keys sorted, so two spellings of one body compare equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
