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

export function testMock(options: Partial<MockOptions> = {}): Mock {
  return createMock({document, responseValidation: 'throw', clock: createClock({start: '2026-11-25T18:00:00Z'}), ...options});
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
  return client(mock, environment).tenant_id;
}

export type {Json};
