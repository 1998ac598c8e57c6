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
import {documentSeed} from '../seed';
import type {MockWorld, TenantSeed} from '../world';

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

/**
 * The default seed, completed with what the tests need and the seed may not
 * have yet: a second sandbox tenant (isolation), a production tenant and
 * client (decision 3), Terminal users of every role, a Leads API token, an
 * Insurance Intelligence key, a carrier client with a quote request. Values
 * the seed has are kept; only missing ones are added, marked as test values.
 */

export function testWorld(): MockWorld {
  const world = structuredClone(documentSeed(document));
  const sandbox = world.environments.sandbox;
  const reader = sandbox.tenants[0]!;
  const users = (domain: string) =>
    (['agent', 'agency_manager', 'admin', 'viewer'] as const).map((role, i) => ({uid: `00000000-0000-4000-8000-00000000000${i}`, email: `${role}@${domain}`, first_name: role, last_name: 'Test', roles: [role], active: true}));
  reader.users.push(...users('test-agency.example'), {uid: '00000000-0000-4000-8000-000000000009', email: 'disabled@test-agency.example', first_name: 'Dis', last_name: 'Abled', roles: ['agent'], active: false});
  const other: TenantSeed = {id: '11111111-2222-4333-8444-555555555555', name: 'Other Agency (test)', storefronts: ['other-main'], sdk_clients: {storefront: 'sdkc_sbx_0ther0guest', agent: 'sdkc_sbx_0ther0agent'}, users: users('other-agency.example'), forms: [], quote_requests: []};
  sandbox.tenants.push(other);
  sandbox.clients.push({client_id: 'test_other_client', client_secret: 'test_other_secret', tenant_id: other.id, uid: 'usr_other', info: {name: 'Other Integration', email: 'it@other-agency.example'}});
  const carrierId = '22222222-3333-4444-8555-666666666666';
  sandbox.clients.push({client_id: 'test_carrier_client', client_secret: 'test_carrier_secret', tenant_id: other.id, uid: 'usr_carrier', info: {name: 'Carrier Integration', email: 'api@carrier.example'}, carrier_id: carrierId});
  sandbox.clients.push({client_id: 'test_other_carrier', client_secret: 'test_other_carrier_secret', tenant_id: other.id, uid: 'usr_carrier2', info: {name: 'Another Carrier', email: 'api@carrier2.example'}, carrier_id: '33333333-4444-4555-8666-777777777777'});
  const formId = '44444444-5555-4666-8777-888888888888';
  reader.forms.push({id: formId, reference_id: 'TST-FRM-001', flow: 'consumer', status: 'quoting', storefront_code: reader.storefronts[0], created_at: '2026-11-25T17:00:00Z', updated_at: '2026-11-25T17:00:00Z', answer_values: [{code: 'mqs_last_name', answer: 'Whitfield'}, {code: 'mqs_zipcode', answer: '78701'}, {code: 'mqs_phone', answer: '5125550147'}], previous_ids: ['55555555-6666-4777-8888-999999999999']});
  reader.quote_requests.push({id: '66666666-7777-4888-8999-aaaaaaaaaaaa', quote_number: 'Q-20261125-00412', carrier: 'Test Carrier', carrier_id: carrierId, coverage_type_id: 4, request_status: 'in_progress', premium: null, pinned: false, source_system: 'carrier_api', application_form_id: formId, created_at: '2026-11-25T17:10:00Z', updated_at: '2026-11-25T17:10:00Z'});
  if (!sandbox.disposition_tokens.length) sandbox.disposition_tokens.push({token: 'test_leads_token_reader', tenant_id: reader.id}, {token: 'test_leads_token_other', tenant_id: other.id});
  if (!sandbox.intelligence_keys.length) sandbox.intelligence_keys.push({key: 'test_ii_key_reader', tenant_id: reader.id, data_packages: ['dp_commercial_core']});
  const production = world.environments.production;
  if (!production.clients.length) {
    const tenant: TenantSeed = {id: '77777777-8888-4999-8aaa-bbbbbbbbbbbb', name: 'Reader (production, test)', storefronts: ['acme-main'], sdk_clients: {storefront: 'sdkc_prd_guest0', agent: 'sdkc_prd_agent0'}, users: [], forms: [], quote_requests: []};
    production.tenants.push(tenant);
    production.clients.push({client_id: 'test_production_client', client_secret: 'test_production_secret', tenant_id: tenant.id, uid: 'usr_prod', info: {name: 'Production Integration', email: 'it@acme-agency.example'}});
    production.disposition_tokens.push({token: 'test_leads_token_production', tenant_id: tenant.id});
  }
  return world;
}

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
