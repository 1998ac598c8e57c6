/**
 * What the scenarios speak to the mock with: one mock in test mode (every
 * answer held to the document and its rules), reset before each scenario,
 * and requests built from the OpenAPI document's own examples, with the
 * credentials each operation takes. A scenario changes only what makes its
 * situation happen.
 */
import {createClock} from '../../clock';
import {createMock, type Mock} from '../../mock';
import {identity} from '../../../site/identity';
import {facts as platformFacts} from '../../../site/facts';
import {readerVariable} from '../../../data/world';
import {rulesOf, type OperationInfo, type Rules} from '../../../data/rules';
import {call, document, testWorld, type Reply} from '../helpers';

type Json = Record<string, any>;

export type Auth = 'default' | 'none' | {bearer: string; apiKey?: string};

export interface SendOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** The JSON body (default: the operation's first example); `null`: none. */
  body?: unknown;
  /** A body sent as written, with its content type. */
  raw?: {text: string; type: string};
  form?: FormData;
  headers?: Record<string, string>;
  auth?: Auth;
  environment?: 'sandbox' | 'production';
}

const pointer = (ref: string): Json => ref.slice(2).split('/').reduce((n: Json, k) => n[k], document);
const deref = (node: Json): Json => (node?.$ref ? deref(pointer(node.$ref)) : node);

export class Kit {
  readonly mock: Mock;
  readonly rules: Rules = rulesOf(document);
  private tokens = new Map<string, string>();

  /** `mockDocument`: the document the mock itself reads (the requests are still built from the whole one). */
  constructor({mockDocument = document}: {mockDocument?: Json} = {}) {
    // The world, with two test carriers' clients of no tenant (helpers.ts): one is "another carrier".
    const world = testWorld();
    this.mock = createMock({document: mockDocument, world, responseValidation: 'throw', rulesValidation: 'throw', eventValidation: 'throw', clock: createClock({start: world.clock_start})});
  }

  reset(): void {
    this.mock.reset();
    this.tokens.clear();
  }

  info(operationId: string): OperationInfo {
    const info = this.rules.operations.get(operationId);
    if (!info) throw new Error(`No operation ${operationId}`);
    return info;
  }

  operation(operationId: string): Json {
    const info = this.info(operationId);
    return document.paths[info.path][info.method.toLowerCase()];
  }

  parameters(operationId: string): Json[] {
    const info = this.info(operationId);
    return [...(document.paths[info.path].parameters ?? []), ...(this.operation(operationId).parameters ?? [])].map(deref);
  }

  /** The operation's first request body example, a fresh copy. */
  example(operationId: string): Json | undefined {
    const body = this.operation(operationId).requestBody;
    const media = body && (deref(body).content?.['application/json'] as Json | undefined);
    const first = media ? Object.values<Json>(media.examples ?? {})[0] : undefined;
    return first ? structuredClone(deref(first).value) : undefined;
  }

  /** The seed's environment, for credentials. */
  seed(environment: 'sandbox' | 'production' = 'sandbox') {
    return this.mock.world.environments[environment];
  }

  readerTenant(environment: 'sandbox' | 'production' = 'sandbox'): string {
    return this.seed(environment).clients[0]!.tenant_id!;
  }

  otherTenant(): string {
    return this.seed().tenants.find((t) => t.id !== this.readerTenant())!.id;
  }

  /** A client id: the reader's, another tenant's, or a carrier's (the world's carrier client of the reader variables). */
  clientId(who: 'reader' | 'other' | 'carrier' | 'otherCarrier' = 'reader', environment: 'sandbox' | 'production' = 'sandbox'): string {
    const clients = this.seed(environment).clients;
    if (who === 'reader') return clients[0]!.client_id;
    if (who === 'other') return clients.find((c) => c.tenant_id && c.tenant_id !== clients[0]!.tenant_id)!.client_id;
    // The reader's carrier client (BP_CARRIER_CLIENT_ID) in the sandbox; another carrier's.
    const carriers = clients.filter((c) => c.carrier_id);
    const own = carriers.find((c) => c.client_id === readerVariable('BP_CARRIER_CLIENT_ID').sandbox) ?? carriers[0]!;
    return who === 'carrier' ? own.client_id : carriers.find((c) => c.carrier_id !== own.carrier_id)!.client_id;
  }

  async token(who: 'reader' | 'other' | 'carrier' | 'otherCarrier' = 'reader', environment: 'sandbox' | 'production' = 'sandbox'): Promise<string> {
    const id = this.clientId(who, environment);
    const key = `${environment}|${id}`;
    const cached = this.tokens.get(key);
    if (cached) return cached;
    const client = this.seed(environment).clients.find((c) => c.client_id === id)!;
    const reply = await call(this.mock, 'POST', `${identity.hosts.auth[environment]}${identity.tokenPath}`, {
      body: `grant_type=client_credentials&client_id=${encodeURIComponent(client.client_id)}&client_secret=${encodeURIComponent(client.client_secret)}`,
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    });
    if (reply.status !== 200) throw new Error(`token for ${who}: ${reply.status} ${JSON.stringify(reply.body)}`);
    this.tokens.set(key, reply.body.access_token);
    return reply.body.access_token;
  }

  /** An Insurance Intelligence key (a tenant's) or a Carrier API key (a carrier's). */
  apiKey(who: 'reader' | 'other' | 'carrier' = 'reader', environment: 'sandbox' | 'production' = 'sandbox'): string {
    const keys = this.seed(environment).intelligence_keys;
    if (who === 'carrier') {
      const carrierId = this.seed(environment).clients.find((c) => c.client_id === this.clientId('carrier', environment))!.carrier_id;
      return keys.find((k) => k.carrier_id === carrierId)!.key;
    }
    const tenant = who === 'reader' ? this.readerTenant(environment) : this.seed(environment).tenants.find((t) => t.id !== this.readerTenant(environment))!.id;
    return keys.find((k) => k.tenant_id === tenant)!.key;
  }

  leadsToken(environment: 'sandbox' | 'production' = 'sandbox', tenant = this.readerTenant(environment)): string {
    return this.seed(environment).disposition_tokens.find((t) => t.tenant_id === tenant)!.token;
  }

  /** The credentials an operation takes by default: a carrier's for the Carrier API's own operations. */
  async credentials(operationId: string, environment: 'sandbox' | 'production' = 'sandbox'): Promise<Record<string, string>> {
    const info = this.info(operationId);
    if (info.schemes.includes('dispositionToken')) return {authorization: `Bearer ${this.leadsToken(environment)}`};
    if (!info.schemes.includes('oauth2')) return {};
    const carrier = info.api === 'carrierApi' || operationId === 'updateQuoteRequest';
    const headers: Record<string, string> = {authorization: `Bearer ${await this.token(carrier ? 'carrier' : 'reader', environment)}`};
    if (info.schemes.includes('intelligenceApiKey')) headers['x-api-key'] = this.apiKey(carrier ? 'carrier' : 'reader', environment);
    return headers;
  }

  /** The example value of each parameter (`in:name` → value). */
  exampleParameters(operationId: string): Map<string, string> {
    const out = new Map<string, string>();
    for (const p of this.parameters(operationId)) {
      const value = p.example ?? p.schema?.example ?? deref(p.schema ?? {}).example;
      if (value !== undefined) out.set(`${p.in}:${p.name}`, String(value));
    }
    if (out.has('path:tenant_id')) out.set('path:tenant_id', this.readerTenant());
    return out;
  }

  url(operationId: string, options: SendOptions = {}): string {
    const info = this.info(operationId);
    const examples = this.exampleParameters(operationId);
    const path = info.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(options.params?.[name] ?? examples.get(`path:${name}`) ?? 'x'));
    const query = new URLSearchParams();
    for (const p of this.parameters(operationId)) {
      if (p.in === 'query' && p.required && examples.has(`query:${p.name}`)) query.set(p.name, examples.get(`query:${p.name}`)!);
    }
    for (const [k, v] of Object.entries(options.query ?? {})) query.set(k, v);
    const origin = identity.hosts[info.api][options.environment ?? 'sandbox'];
    return `${origin}${path}${query.size ? `?${query}` : ''}`;
  }

  /** One request to an operation, from its examples and credentials, with what the options change. */
  async send(operationId: string, options: SendOptions = {}): Promise<Reply> {
    const info = this.info(operationId);
    const auth = options.auth ?? 'default';
    const headers: Record<string, string> = auth === 'default' ? await this.credentials(operationId, options.environment) : auth === 'none' ? {} : {authorization: `Bearer ${auth.bearer}`, ...(auth.apiKey ? {'x-api-key': auth.apiKey} : {})};
    Object.assign(headers, options.headers);
    const url = this.url(operationId, options);
    if (options.form || (info.bodyTypes.includes('multipart/form-data') && options.raw === undefined && options.body === undefined)) {
      const response = await this.mock.handle(new Request(url, {method: info.method, headers, body: options.form ?? this.upload()}));
      const text = await response.text();
      return {status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined};
    }
    if (options.raw) return call(this.mock, info.method, url, {body: options.raw.text, headers: {...headers, 'content-type': options.raw.type}});
    const body = options.body === null ? undefined : options.body ?? this.example(operationId);
    if (operationId === 'authenticate') {
      const client = this.seed(options.environment).clients[0]!;
      const form = typeof body === 'string' ? body : new URLSearchParams({...(body as Record<string, string>), client_id: client.client_id, client_secret: client.client_secret}).toString();
      return call(this.mock, info.method, url, {body: form, headers: {'content-type': 'application/x-www-form-urlencoded', ...headers}});
    }
    return call(this.mock, info.method, url, {body, headers});
  }

  /** A small PDF upload for universal submit, on the reader's data package. */
  upload(name = 'acord.pdf', size = 1000, dpId = 'dp_commercial_core'): FormData {
    const form = new FormData();
    form.set('dp_id', dpId);
    form.set('file', new File([new Uint8Array(size)], name));
    return form;
  }

  control(method: string, path: string, body?: unknown): Promise<Reply> {
    return call(this.mock, method, `http://127.0.0.1/__mock${path}`, body === undefined ? {} : {body});
  }

  /** Moves the mock's clock. */
  async advance(seconds: number): Promise<void> {
    const reply = await this.control('POST', '/clock', {advance: seconds});
    if (reply.status !== 200) throw new Error(`clock: ${reply.status} ${JSON.stringify(reply.body)}`);
  }

  /** Forgets the tokens minted so far (after the clock moved past their lifetime, the next request mints anew). */
  forgetTokens(): void {
    this.tokens.clear();
  }

  /** An SDK session token: a guest's, or an agent's acting as a Terminal user of the reader's tenant. */
  async session(role: 'guest' | 'agent', userEmail?: string, applicationFormId?: string): Promise<string> {
    const tenant = this.seed().tenants.find((t) => t.id === this.readerTenant())!;
    const minted = await this.send('createSdkToken', {
      auth: {bearer: await this.token()},
      body: {sdk_token: {sdk_client_id: role === 'guest' ? tenant.sdk_clients.storefront : tenant.sdk_clients.agent, role, ...(userEmail ? {user_email: userEmail} : {}), ...(applicationFormId ? {application_form_id: applicationFormId} : {})}},
    });
    if (minted.status !== 201) throw new Error(`sdk token: ${minted.status} ${JSON.stringify(minted.body)}`);
    const exchanged = await this.control('POST', '/sdk/sessions', {token: minted.body.token});
    if (exchanged.status !== 201) throw new Error(`session: ${exchanged.status} ${JSON.stringify(exchanged.body)}`);
    return exchanged.body.token;
  }

  /** An active Terminal user of the reader's tenant whose roles match. */
  user(match: (u: {roles: string[]; active: boolean}) => boolean): string {
    const found = this.seed().tenants.find((t) => t.id === this.readerTenant())!.users.find(match);
    if (!found) throw new Error('The seed has no such user');
    return found.email;
  }

  /** A new partner form of the reader's tenant, with a phone not yet on the Exchange. */
  async form(extra: Json = {}, answers: Json[] = []): Promise<{id: string; reference_id: string}> {
    const phone = `602555${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const reply = await this.send('createApplicationForm', {
      body: {application_form: {answer_values: [{code: 'mqs_business_name', answer: 'Harbor Street Bakery'}, {code: 'mqs_last_name', answer: 'Ng'}, {code: 'mqs_zipcode', answer: '60614'}, {code: 'mqs_phone', answer: phone}, ...answers], ...extra}},
    });
    if (reply.status !== 201) throw new Error(`form: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  }

  /** The limit of an API's rate, and fills its window for a caller, so its next request is over the limit. */
  fillWindow(operationId: string, callerKey: string): void {
    const info = this.info(operationId);
    const name = {auth: 'rateLimitTokenPerMinute', partnerApi: 'rateLimitPartnerPerMinute', leadsApi: 'rateLimitLeadsPerMinute', intelligence: 'rateLimitIntelligencePerMinute', carrierApi: 'rateLimitCarrierPerMinute'}[info.api as string];
    if (!name) throw new Error(`${info.api} has no rate limit`);
    const limit = Number(document['x-facts'][name]);
    this.mock.state('sandbox').windows.set(`${info.api}|${callerKey}`, Array.from({length: limit}, () => this.mock.clock.now()));
  }

  /** Seconds past which a session and a token have expired. */
  readonly lifetimes = {token: Number(document['x-facts'].tokenLifetimeSeconds), session: platformFacts.sessions.sessionHours * 3600};
}
