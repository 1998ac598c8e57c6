/**
 * Test helpers: a mock in test mode (every answer checked against the
 * document, a wrong one throws), seeded with the default world, a frozen
 * clock, and small request helpers that speak to it as a client would.
 */
import {createClock} from '../clock';
import {createMock, type Mock, type MockOptions} from '../mock';
import {loadMockDocument} from '../node/document';
import {identity} from '../../site/identity';
import type {Json} from '../http';
import {worldSeed} from '../seed';
import type {MockWorld} from '../world';

export const document = loadMockDocument();
export const hosts = identity.hosts;
export const sandbox = {
  auth: hosts.auth.sandbox,
  partner: hosts.partnerApi.sandbox,
  leads: hosts.leadsApi.sandbox,
  hooks: hosts.hooks.sandbox,
  intelligence: hosts.intelligence.sandbox,
  carrier: hosts.carrierApi.sandbox,
};
export const production = {
  auth: hosts.auth.production,
  partner: hosts.partnerApi.production,
  leads: hosts.leadsApi.production,
  hooks: hosts.hooks.production,
  intelligence: hosts.intelligence.production,
  carrier: hosts.carrierApi.production,
};

/** A mock in test mode, its clock frozen at the world's last recorded moment (the seed's clock_start). */
export function testMock(options: Partial<MockOptions> = {}): Mock {
  const world = options.world ?? worldSeed();
  return createMock({document, responseValidation: 'throw', clock: createClock({start: world.clock_start}), ...options, world});
}

export interface Reply {
  status: number;
  headers: Headers;
  body: any;
}

export async function call(mock: Mock, method: string, url: string, options: {token?: string; body?: unknown; headers?: Record<string, string>} = {}): Promise<Reply> {
  const headers: Record<string, string> = {...options.headers};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await mock.handle(new Request(url, {method, headers, body}));
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // binary or text bodies stay as they are
  }
  return {status: response.status, headers: response.headers, body: parsed};
}

/** The seed's first client of an environment. */
export function client(mock: Mock, environment: 'sandbox' | 'production' = 'sandbox') {
  const c = mock.world.environments[environment].clients[0];
  if (!c) throw new Error(`The seed has no ${environment} client`);
  return c;
}

export async function token(mock: Mock, environment: 'sandbox' | 'production' = 'sandbox'): Promise<string> {
  const c = client(mock, environment);
  const origin = environment === 'sandbox' ? sandbox.auth : production.auth;
  const reply = await call(mock, 'POST', `${origin}${identity.tokenPath}`, {
    body: `grant_type=client_credentials`,
    headers: {'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa(`${c.client_id}:${c.client_secret}`)}`},
  });
  if (reply.status !== 200) throw new Error(`token: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.access_token;
}

export function tenantId(mock: Mock, environment: 'sandbox' | 'production' = 'sandbox'): string {
  const id = client(mock, environment).tenant_id;
  if (!id) throw new Error(`The reader's ${environment} client names no tenant`);
  return id;
}

export type {Json};

/**
 * The fixture world's seed, plus what the world does not hold yet: OAuth
 * clients of carriers (of no tenant), whose tokens update their quote
 * requests (two, so that one is "another carrier": client ids `ca00...` and `ca10...`).
 */
export function testWorld(): MockWorld {
  const world = structuredClone(worldSeed());
  const sandbox = world.environments.sandbox;
  const carriers = [...new Set(sandbox.tenants.flatMap((t) => t.quote_requests.map((q) => q.carrier_id)))];
  carriers.slice(0, 2).forEach((carrierId, i) => {
    sandbox.clients.push({client_id: `ca${i}`.padEnd(16, '0'), client_secret: `sk_sandbox_${`ca${i}`.padEnd(24, '0')}`, uid: `ca${i}00000-0000-4000-8000-000000000000`, info: {name: `Carrier ${i} (test)`, email: `api@carrier-${i}.example`}, carrier_id: carrierId});
  });
  return world;
}

/** The seed's second sandbox client: another tenant's (isolation, 403 on the reader's tenant). */
export function otherClient(mock: Mock) {
  const reader = client(mock);
  const other = mock.world.environments.sandbox.clients.find((c) => c.tenant_id !== reader.tenant_id && !c.carrier_id);
  if (!other) throw new Error('The seed has no second sandbox tenant');
  return other;
}

/** A Terminal user of the reader's tenant that matches. */
export function user(mock: Mock, match: (u: {roles: string[]; active: boolean}) => boolean) {
  const found = mock.world.environments.sandbox.tenants[0]!.users.find(match);
  if (!found) throw new Error('The seed has no such user');
  return found;
}

/** The client id of the i-th test carrier client of testWorld(). */
export const carrierClientId = (i: number) => `ca${i}`.padEnd(16, '0');

/** A token for a given client id of the seed. */
export async function tokenFor(mock: Mock, clientId: string, environment: 'sandbox' | 'production' = 'sandbox'): Promise<string> {
  const c = mock.world.environments[environment].clients.find((x) => x.client_id === clientId);
  if (!c) throw new Error(`No client ${clientId}`);
  const origin = environment === 'sandbox' ? sandbox.auth : production.auth;
  const reply = await call(mock, 'POST', `${origin}${identity.tokenPath}`, {body: `grant_type=client_credentials&client_id=${encodeURIComponent(c.client_id)}&client_secret=${encodeURIComponent(c.client_secret)}`, headers: {'content-type': 'application/x-www-form-urlencoded'}});
  if (reply.status !== 200) throw new Error(`token: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.access_token;
}

/** Exchanges an SDK token for a session token through the control API. */
export async function session(mock: Mock, sdkToken: string): Promise<Reply> {
  return call(mock, 'POST', 'http://127.0.0.1/__mock/sdk/sessions', {body: {token: sdkToken}});
}

export const uniquePhone = (() => {
  let n = 1000;
  return () => `602555${String(n++).padStart(4, '0')}`;
})();
