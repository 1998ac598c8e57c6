/**
 * Runs the fuzzer's plans against the mock's real HTTP server (node:http, so
 * any method reaches it, TRACE included; absolute-form proxy requests, so
 * both environments' hosts are served) and checks each answer against the
 * document the mock serves, with the rules' error responses merged in
 * (src/data/rules, the mock's own loader): no 5xx; the status documented for
 * the operation, and its error code among the response's `x-error-codes` (a
 * method the path does not declare: the 405 every operation of the path
 * documents, with `Allow` naming the path's methods); body and headers as the
 * document describes that status (Ajv over the document, a router of its
 * own; a header the response does not declare is a finding); invalid input refused (4xx);
 * valid input accepted (2xx, or a documented refusal that depends on state:
 * 403, 404, 409, 422, 429). Valid or not is decided by the document's
 * validator, not by the mutation. Ids come from the fixture world and from
 * earlier answers of the same run.
 */
import http from 'node:http';
import type {MockServer} from '../../node/server';
import type {Json} from '../../http';
import {documentedProblems} from '../../refuse';
import {createRouter, type RoutedOperation, type Router} from '../../router';
import type {MockWorld} from '../../world';
import {mutateBody, mutateParam, type OperationModel, type Plan} from './plans';

export interface Finding {
  kind: string;
  operationId: string;
  status: number;
  code: string | null;
  request: string;
  detail: string;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** Headers Node's HTTP server writes on every answer (framing and connection), not the mock's. */
const HTTP_FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Which pool of ids a path parameter draws from. */
function poolOf(path: string, name: string): string {
  if (name === 'tenant_id') return 'tenant';
  if (name === 'request_id') return 'hook_request';
  const segment = path.split('/').at(path.split('/').indexOf(`{${name}}`) - 1) ?? '';
  return {application_forms: 'form', hooks: 'hook', quote_requests: 'quote', leads: 'lead', attachments: 'attachment', v4: 'dp'}[segment] ?? name;
}

/** Pools an answer's ids go into, by field name (and `id` by the operation's resource). */
const FIELD_POOLS: Record<string, string> = {reference_id: 'form', quote_number: 'quote', lead_id: 'lead', report_id: 'report', company_report_id: 'report', attachment_ids: 'attachment'};
const ID_POOL: Record<string, string> = {createApplicationForm: 'form', updateApplicationForm: 'form', cloneApplicationForm: 'form', getLatestApplicationForm: 'form', getConsumerApplicationForm: 'form', createHook: 'hook', listHooks: 'hook', getHook: 'hook', updateHook: 'hook', listHookRequests: 'hook_request', sendHookTestEvent: 'hook_request', redeliverHookRequest: 'hook_request'};

export class Fuzzer {
  readonly findings: Finding[] = [];
  readonly stats = new Map<string, {sent: number; valid: number; accepted: number; refused: Record<string, number>}>();
  private readonly pools = new Map<string, string[]>();
  /** A hook request's hook: redelivery names both, and they must go together. */
  private readonly hookOf = new Map<string, string>();
  private readonly tokens = new Map<string, {token: string; at: number}>();
  private readonly router: Router;
  /** One kept-alive connection: a new one per request waits on delayed ACKs (about 40 ms each). */
  private readonly agent = new http.Agent({keepAlive: true, maxSockets: 1});

  constructor(
    private readonly server: MockServer,
    private readonly document: Json,
    private readonly models: Map<string, OperationModel>,
  ) {
    this.router = createRouter(document);
    this.seedPools(server.mock.world);
  }

  private add(pool: string, value: unknown) {
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const list = this.pools.get(pool) ?? [];
    if (!list.includes(String(value))) list.push(String(value));
    this.pools.set(pool, list);
  }

  private seedPools(world: MockWorld) {
    const sandbox = world.environments.sandbox;
    this.add('tenant', world.reader!.tenant_id);
    for (const t of sandbox.tenants) {
      this.add('tenant', t.id);
      for (const f of t.forms) [f.id, f.reference_id, ...(f.previous_ids ?? [])].forEach((id) => this.add('form', id));
      for (const q of t.quote_requests) this.add('quote', q.quote_number);
      for (const h of t.hooks ?? []) this.add('hook', h.id);
      for (const r of t.hook_requests ?? []) (this.add('hook_request', r.id), this.hookOf.set(r.id, r.hook_id));
      for (const l of t.leads ?? []) this.add('lead', l.lead_id);
      for (const a of t.attachments ?? []) this.add('attachment', a.id);
      for (const id of Object.keys(t.reports ?? {})) this.add('report_id', id);
    }
    for (const k of sandbox.intelligence_keys) k.data_packages.forEach((dp) => this.add('dp', dp));
  }

  private harvest(operationId: string, body: unknown, key?: string) {
    if (Array.isArray(body)) return body.forEach((item) => this.harvest(operationId, item, key));
    if (body && typeof body === 'object') {
      const record = body as Json;
      if (typeof record.id === 'string' && typeof record.hook_id === 'string') this.hookOf.set(record.id, record.hook_id);
      for (const [k, v] of Object.entries(body)) {
        if (k === 'id' && ID_POOL[operationId]) this.add(ID_POOL[operationId]!, v);
        if (FIELD_POOLS[k]) (Array.isArray(v) ? v : [v]).forEach((x) => this.add(FIELD_POOLS[k]!, x));
        if (v && typeof v === 'object') this.harvest(operationId, v, k);
      }
    }
  }

  /** Sends one raw request to the server, absolute form, as the host names it. */
  private send(method: string, url: string, headers: Record<string, string>, body?: string | Buffer): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const target = url.replace(/^https:/, 'http:');
      const request = http.request({host: '127.0.0.1', port: this.server.port, agent: this.agent, method, path: target, headers: {...headers, ...(body !== undefined ? {'content-length': String(Buffer.byteLength(body))} : {})}}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          // A file (an attachment) is bytes, as the document's non-JSON responses are checked.
          let parsed: unknown = bytes.length ? new Uint8Array(bytes) : undefined;
          if (/json/.test(String(res.headers['content-type'] ?? ''))) {
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = {unparsable: text.slice(0, 200)};
            }
          }
          resolve({status: res.statusCode ?? 0, headers: res.headers, body: parsed});
        });
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  private clientOf(environment: 'sandbox' | 'production', which: 'reader' | 'other' | 'carrier') {
    const clients = this.server.mock.world.environments[environment].clients;
    const readerTenant = this.tenantOfReader(environment);
    if (which === 'carrier') return clients.find((c) => c.carrier_id)!;
    return clients.find((c) => !c.carrier_id && (which === 'reader' ? c.tenant_id === readerTenant : c.tenant_id !== readerTenant))!;
  }

  private tenantOfReader(environment: 'sandbox' | 'production'): string {
    const env = this.server.mock.world.environments[environment];
    return environment === 'sandbox' ? this.server.mock.world.reader!.tenant_id : env.tenants[0]!.id;
  }

  /** A bearer token of a client, minted at the token endpoint and minted again before it would expire. */
  private async token(environment: 'sandbox' | 'production', which: 'reader' | 'other' | 'carrier'): Promise<string> {
    const key = `${environment}|${which}`;
    const now = this.server.mock.clock.now();
    const cached = this.tokens.get(key);
    const lifetime = Number(this.document['x-facts'].tokenLifetimeSeconds) * 1000;
    if (cached && now - cached.at < lifetime / 2) return cached.token;
    const client = this.clientOf(environment, which);
    const op = this.router.byId('authenticate');
    const answer = await this.send('POST', `${op.origins[environment]}${op.path}`, {'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa(`${client.client_id}:${client.client_secret}`)}`}, 'grant_type=client_credentials');
    const token = (answer.body as Json)?.access_token;
    if (!token) throw new Error(`The fuzzer could not mint a token for ${key}: ${answer.status} ${JSON.stringify(answer.body)}`);
    this.tokens.set(key, {token, at: now});
    return token;
  }

  /** The headers a plan's credentials put on the request. */
  private async credentials(plan: Plan, model: OperationModel, headers: Record<string, string>): Promise<{body?: Json}> {
    const world = this.server.mock.world;
    const env = plan.environment;
    const other = env === 'sandbox' ? 'production' : 'sandbox';
    const schemes = model.schemes;
    const c = plan.credential;
    if (c === 'missing') return {};
    if (c === 'malformed') return void (headers.authorization = schemes.includes('clientBasic') ? 'Basic !!!' : 'Bearer'), {};
    if (schemes.includes('clientBasic')) {
      const client = this.clientOf(c === 'otherEnvironment' ? other : env, 'reader');
      const secret = c === 'unknown' ? 'sk_wrong_secret_000000000000' : client.client_secret;
      headers.authorization = `Basic ${btoa(`${client.client_id}:${secret}`)}`;
      return {};
    }
    if (schemes.includes('dispositionToken')) {
      const tokens = world.environments[c === 'otherEnvironment' ? other : env].disposition_tokens;
      const buyer = env === 'sandbox' ? world.reader!.receiving_tenant_id : tokens[0]!.tenant_id;
      const token = c === 'unknown' ? 'ldt_sbx_000000000000000000000000' : (c === 'otherTenant' ? tokens.find((t) => t.tenant_id !== buyer) : tokens.find((t) => t.tenant_id === buyer) ?? tokens[0])!.token;
      headers.authorization = `Bearer ${token}`;
      return {};
    }
    if (!schemes.includes('oauth2')) return {};
    const carrierOp = ['updateQuoteRequest', 'getMarketRecommendation'].includes(plan.operationId);
    const who = c === 'otherTenant' ? 'other' : c === 'carrier' || (carrierOp && c !== 'valid') || (carrierOp && plan.pick % 3 !== 0) ? 'carrier' : 'reader';
    let token = await this.token(c === 'otherEnvironment' ? other : env, who);
    if (c === 'unknown') token = `${token.slice(0, 6)}${'0'.repeat(40)}`;
    if (c === 'expired') {
      const state = this.server.mock.state(env);
      const live = state.tokens.get(token)!;
      token = `${token.slice(0, 6)}${'e'.repeat(34)}${String(plan.pick % 1e6).padStart(6, '0')}`;
      state.tokens.set(token, {...live, token, expires_at: this.server.mock.clock.now() - 1000});
    }
    headers.authorization = `Bearer ${token}`;
    if (schemes.includes('intelligenceApiKey') && c !== 'noKey') {
      const keys = world.environments[env].intelligence_keys;
      const client = this.clientOf(env, who);
      const own = keys.find((k) => (client.carrier_id ? k.carrier_id === client.carrier_id : k.tenant_id === client.tenant_id));
      const wrong = keys.find((k) => k !== own && !k.carrier_id) ?? own;
      headers['x-api-key'] = c === 'wrongKey' ? (plan.pick % 2 ? wrong!.key : 'iik_sbx_00000000000000000000000') : own!.key;
    }
    return {};
  }

  /** The value of a path parameter: a pool id (the caller's own tenant mostly) or the schema's value. */
  private paramValue(plan: Plan, model: OperationModel, name: string): string {
    const choice = plan.params[name]!;
    if ('value' in choice) return String(choice.value);
    const pool = this.pools.get(poolOf(model.op.path, name)) ?? [];
    if (name === 'tenant_id' && choice.pool % 6 !== 0) return this.tenantOfReader(plan.environment);
    return pool.length ? pool[choice.pool % pool.length]! : String(choice.pool);
  }

  async run(plan: Plan): Promise<void> {
    const model = this.models.get(plan.operationId)!;
    const op = model.op;
    const headers: Record<string, string> = {};
    await this.credentials(plan, model, headers);
    let path = op.path;
    const mutation = plan.paramMutation;
    const values = Object.fromEntries(model.pathParams.map((p) => [p.name, this.paramValue(plan, model, p.name)]));
    if (values.request_id && 'pool' in plan.params.id! && plan.params.id.pool % 4 !== 0) values.id = this.hookOf.get(values.request_id) ?? values.id!;
    for (const p of model.pathParams) {
      let value = encodeURIComponent(values[p.name]!);
      if (mutation && mutation.name === p.name) value = mutateParam(mutation.kind, value);
      path = path.replace(`{${p.name}}`, value);
    }
    const query = new URLSearchParams(Object.entries(plan.query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
    const url = `${op.origins[plan.environment]}${path}${query.size ? `?${query}` : ''}`;
    if (plan.idempotencyKey) headers['idempotency-key'] = plan.idempotencyKey;

    let raw: string | Buffer | undefined;
    let parsedBody: unknown;
    let mediaType = '';
    let unreadable = false;
    if (plan.body && model.bodyType) {
      const base = 'example' in plan.body ? model.examples[plan.body.example] : plan.body.value;
      const mutated = mutateBody(base, plan.bodyMutation, plan.pick);
      mediaType = mutated.mediaType ?? model.bodyType;
      if (mutated.raw !== undefined) {
        raw = mutated.raw;
        try {
          parsedBody = raw ? JSON.parse(raw) : undefined;
        } catch {
          unreadable = true;
        }
        if (mutated.raw === '') parsedBody = undefined;
      } else if (mediaType === 'application/x-www-form-urlencoded') {
        parsedBody = Object.fromEntries(Object.entries((mutated.value ?? {}) as Json).map(([k, v]) => [k, String(v)]));
        // The token request's client goes in Basic (the plan's credential); form fields as well would be two methods (RFC 6749 2.3).
        if (model.schemes.includes('clientBasic')) for (const k of ['client_id', 'client_secret']) delete (parsedBody as Json)[k];
        raw = new URLSearchParams(parsedBody as Record<string, string>).toString();
      } else if (mediaType === 'multipart/form-data') {
        const form = new FormData();
        for (const [k, v] of Object.entries((mutated.value ?? {}) as Json)) {
          if (k === 'file') form.append(k, new Blob(['%PDF-1.4 fuzz'], {type: 'application/pdf'}), 'fuzz.pdf');
          else form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
        }
        const response = new Response(form);
        mediaType = response.headers.get('content-type')!;
        raw = Buffer.from(await response.arrayBuffer());
        const fields: Json = {};
        form.forEach((v, k) => (fields[k] = typeof v === 'string' ? v : 'fuzz.pdf'));
        parsedBody = fields;
      } else {
        parsedBody = mutated.value;
        raw = JSON.stringify(mutated.value);
      }
      if (raw !== '' || plan.bodyMutation === 'empty') headers['content-type'] = mediaType;
      if (raw === '') raw = undefined;
    }

    const described = `${plan.method} ${url}${raw !== undefined ? ` ${String(raw).slice(0, 300)}` : ''} [credential ${plan.credential}, body ${plan.bodyMutation}${plan.paramMutation ? `, param ${plan.paramMutation.name} ${plan.paramMutation.kind}` : ''}]`;
    const answer = await this.send(plan.method, url, headers, raw);
    // A second per request: deliveries and carriers' answers fall due, and no client passes a per-minute limit.
    await this.server.mock.clock.advance(1000);
    this.check(plan, model, described, answer, {path, query: Object.fromEntries(query), headers, body: parsedBody, hasBody: raw !== undefined, mediaType: mediaType.split(';')[0]!, unreadable});
  }

  /**
   * The answer as the document states it for the operation: its status documented, the body of that status's schema,
   * the error code one of the response's `x-error-codes` (generated from the rules), and no header it does not declare.
   */
  private checkDocumented(op: RoutedOperation, answer: Answer, fail: (kind: string, detail: string) => void) {
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !HTTP_FRAMING.has(k)).map(([k, v]) => [k, String(v)]));
    const body = answer.status === 204 ? undefined : answer.body;
    const problems = this.router.validateResponse(op, answer.status, body, headers);
    if (problems.some((p) => /documents no \d+ response/.test(p))) return fail('undocumented status', problems.join('; '));
    problems.push(...documentedProblems(op, {status: answer.status, headers, body}));
    if (problems.length) fail(problems.some((p) => /which the document does not list/.test(p)) ? 'undocumented code' : 'response', problems.join('; '));
  }

  private check(plan: Plan, model: OperationModel, request: string, answer: Answer, sent: {path: string; query: Json; headers: Record<string, string>; body: unknown; hasBody: boolean; mediaType: string; unreadable: boolean}) {
    const op = model.op;
    const code = typeof (answer.body as Json)?.error === 'string' ? (answer.body as Json).error : ((answer.body as Json)?.error?.code ?? null);
    const fail = (kind: string, detail: string) => this.findings.push({kind, operationId: op.operationId, status: answer.status, code, request, detail});
    const stat = this.stats.get(op.operationId) ?? {sent: 0, valid: 0, accepted: 0, refused: {}};
    this.stats.set(op.operationId, stat);
    stat.sent += 1;
    if (answer.status >= 500) return fail('5xx', JSON.stringify(answer.body).slice(0, 400));
    // As the server reads it: `..` and `.` segments resolved (`/tenants/../application_forms` is `/application_forms`).
    const path = new URL(sent.path, 'https://host.invalid').pathname;
    const routed = this.router.match(op.method, path).operation;
    if (routed?.operationId !== op.operationId) {
      // The mutated path is another operation's (`/hooks/` lists hooks), checked as that one's elsewhere in the run,
      // or no operation's: then the mock answers as for any unknown path.
      if (!routed && !this.router.match(plan.method, path).operation && answer.status !== 404 && answer.status !== 405) fail('path', `a path that routes to no operation must answer 404 or 405, not ${answer.status}`);
      return;
    }
    if (plan.method !== op.method) {
      // Another operation's path template can take the same path (`PATCH .../application_forms/search` is an update of form "search").
      if (this.router.match(plan.method, path).operation) return;
      const allow = this.router.match(op.method, path).pathMatches.filter((o) => o.api === op.api).map((o) => o.method);
      if (answer.status !== 405) return fail('method', `a method ${op.path} does not declare must answer 405, not ${answer.status}`);
      if (String(answer.headers.allow ?? '') !== [...new Set(allow)].join(', ')) fail('method', `the 405's Allow is "${answer.headers.allow ?? ''}", not the path's methods ${allow.join(', ')}`);
      // Documented like any answer: the 405 is every operation's of the path (src/data/rules/shared.ts, method_not_allowed).
      return this.checkDocumented(op, answer, fail);
    }
    this.checkDocumented(op, answer, fail);
    // Another tenant's or a carrier's valid credentials are refused where the resource is not theirs and accepted where it
    // is (their own hooks, the coverage types, their quote requests): what the answer must be depends on state.
    if (plan.credential === 'otherTenant' || plan.credential === 'carrier') return;
    const badCredentials = plan.credential !== 'valid';
    let errors: Array<{instancePath: string; message?: string}>;
    try {
      errors = this.router.validateRequest(op, sent).errors;
    } catch (error) {
      errors = [{instancePath: '/path', message: `cannot be read (${(error as Error).message})`}];
    }
    const invalid = badCredentials || sent.unreadable || (sent.hasBody && model.bodyType !== null && sent.mediaType !== model.bodyType) || errors.length > 0;
    if (invalid && answer.status < 400) fail('invalid accepted', `an invalid request (${badCredentials ? `credential ${plan.credential}` : errors.map((e) => `${e.instancePath} ${e.message}`).join('; ') || `body ${plan.bodyMutation}`}) must be refused`);
    if (!invalid) {
      stat.valid += 1;
      if (answer.status < 300) stat.accepted += 1;
      else stat.refused[`${answer.status} ${code}`] = (stat.refused[`${answer.status} ${code}`] ?? 0) + 1;
      if ([400, 401, 415].includes(answer.status)) fail('valid refused', `a request the document calls valid was refused: ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
    if (answer.status < 300) this.harvest(op.operationId, answer.body);
  }
}
