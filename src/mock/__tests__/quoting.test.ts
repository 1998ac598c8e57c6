/**
 * The SDK's quoting and binding (quoting.ts, sdk-control.ts): products and
 * quote requests only where a carrier is enabled for the tenant, coverage
 * type and state now; the form follows its quotes (quoting, quoted, bound);
 * only a completed quote binds, one per product, and only for a session that
 * may bind; the carrier's answers keep the legal transitions. The test is
 * the carriers here (their automatic sandbox answers are held; carriers.test.ts
 * covers those).
 */
import {beforeEach, expect, test} from 'vitest';
import type {Mock} from '../mock';
import {facts} from '../../site/facts';
import type {SdkSession} from '../state';
import {call, sandbox, session, tenantId, testMock, token, user, type Reply} from './helpers';

const CONTROL = 'http://127.0.0.1/__mock';
let mock: Mock;
let agent: string;
let agentEmail: string;
let form: {id: string; reference_id: string};

async function agentSession(email: string): Promise<string> {
  const ids = mock.world.environments.sandbox.tenants[0]!.sdk_clients;
  const minted = await call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/sdk_tokens`, {token: await token(mock), body: {sdk_token: {sdk_client_id: ids.agent, role: 'agent', user_email: email}}});
  expect(minted.status).toBe(201);
  return (await session(mock, minted.body.token)).body.token;
}

const sdk = (method: string, path: string, body?: unknown, as = agent): Promise<Reply> => call(mock, method, `${CONTROL}/sdk${path}`, {token: as, body});
const carrier = (quote_number: string, answer: Record<string, unknown>) => call(mock, 'POST', `${CONTROL}/quote_requests/answer`, {body: {quote_number, ...answer}});
const events = () => mock.state('sandbox').tenants.get(tenantId(mock))!.hookRequests.map((r) => JSON.parse(r.body) as {event: string; data: Record<string, any>});
const formStatus = () => mock.state('sandbox').formIndex.get(form.id)!.status;

beforeEach(async () => {
  mock = testMock({holdCarriers: true});
  agentEmail = user(mock, (u) => u.active && u.roles.join() === 'agent').email;
  agent = await agentSession(agentEmail);
  const created = await call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/application_forms`, {
    token: agent,
    body: {application_form: {mark_in_progress: true, answer_values: [{code: 'mqs_business_name', answer: 'Harborline Bakery LLC'}, {code: 'mqs_state', answer: 'OR'}, {code: 'mqs_zipcode', answer: '97209'}]}},
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  form = created.body;
});

test('a form is offered the products some carrier writes in its state now', async () => {
  const products = await sdk('GET', `/products?application_form_id=${form.id}`);
  expect(products.status).toBe(200);
  // OR: general liability (Northwind, Hartwell) and BOP (Northwind, Great Plains); Cedar Ridge's workers comp is AZ and TX only.
  expect(products.body.map((p: {id: string}) => p.id)).toEqual(['general_liability', 'business_owners_policy']);
});

test('quoting sends one request per enabled carrier and product, and the form moves to quoting', async () => {
  const quoted = await sdk('POST', '/quote_requests', {application_form_id: form.id, product_ids: ['general_liability', 'business_owners_policy']});
  expect(quoted.status).toBe(201);
  const pairs = quoted.body.map((q: any) => `${q.carrier} / ${q.coverage_type.name} / ${q.request_status}`).sort();
  // Harborstone Specialty writes GL in OR but was disabled on 2026-11-23: it gets none.
  expect(pairs).toEqual([
    'Great Plains Casualty / Business Owners Policy / sent',
    'Hartwell Mutual / General Liability / sent',
    'Northwind Mutual / Business Owners Policy / sent',
    'Northwind Mutual / General Liability / sent',
  ]);
  expect(quoted.body.every((q: any) => q.bindable === false && q.product?.id)).toBe(true);
  expect(formStatus()).toBe('quoting');
  const ofForm = events().filter((e) => (e.data.application_form?.reference_id ?? e.data.reference_id) === form.reference_id);
  expect(ofForm.filter((e) => e.event === 'quote_request:created')).toHaveLength(4);
  expect(ofForm.some((e) => e.event === 'application_form:submitted')).toBe(true);
  const refused = await sdk('POST', '/quote_requests', {application_form_id: form.id, product_ids: ['workers_compensation']});
  expect([refused.status, refused.body.error.code]).toEqual([422, 'validation_failed']);
});

test("another agent's form is not found; a session token is required", async () => {
  // A colleague whose only role is agent sees the forms assigned to them, not this one.
  const sessions = mock.state('sandbox').sessions;
  const own = sessions.get(agent)!;
  const stranger = 'ss_colleague';
  sessions.set(stranger, {...own, token: stranger, user: {...own.user!, email: 'colleague@acme-insurance.example'}});
  expect((await sdk('POST', '/quote_requests', {application_form_id: form.id, product_ids: ['general_liability']}, stranger)).status).toBe(404);
  expect((await call(mock, 'GET', `${CONTROL}/sdk/quote_requests?application_form_id=${form.id}`)).status).toBe(401);
});

test('carriers answer along the legal transitions; every answer in moves the form to quoted', async () => {
  const quotes: any[] = (await sdk('POST', '/quote_requests', {application_form_id: form.id, product_ids: ['business_owners_policy']})).body;
  const [first, second] = quotes;
  expect((await carrier(first.quote_number, {request_status: 'completed'})).body.error.details[0]).toMatchObject({field: 'premium', code: 'required'});
  expect((await carrier(first.quote_number, {request_status: 'timed_out'})).status).toBe(422);
  expect((await carrier(first.quote_number, {request_status: 'completed', premium: 2450})).status).toBe(200);
  expect(formStatus()).toBe('quoting');
  expect((await carrier(second.quote_number, {request_status: 'ineligible'})).status).toBe(200);
  expect(formStatus()).toBe('quoted');
  expect(events().filter((e) => e.event === 'application_form:finished_quoting' && e.data.reference_id === form.reference_id)).toHaveLength(1);
  expect((await carrier(second.quote_number, {request_status: 'completed', premium: 100})).body.error.details[0].code).toBe('invalid_transition');
  const listed = await sdk('GET', `/quote_requests?application_form_id=${form.id}`);
  expect(listed.body.map((q: any) => [q.request_status, q.bindable])).toEqual([
    ['completed', true],
    ['ineligible', false],
  ]);
});

test('a request still sent after the real-time window times out (the platform sets timed_out); in_progress stops the timer', async () => {
  const quotes: any[] = (await sdk('POST', '/quote_requests', {application_form_id: form.id, product_ids: ['business_owners_policy']})).body;
  await carrier(quotes[0].quote_number, {request_status: 'in_progress'});
  await mock.clock.advance((facts.carriers.realTimeRespondSeconds - 1) * 1000);
  expect((await sdk('GET', `/quote_requests?application_form_id=${form.id}`)).body.map((q: any) => q.request_status)).toEqual(['in_progress', 'sent']);
  await mock.clock.advance(1000);
  expect((await sdk('GET', `/quote_requests?application_form_id=${form.id}`)).body.map((q: any) => q.request_status)).toEqual(['in_progress', 'timed_out']);
  expect(events().some((e) => e.event === 'quote_request:failed' && e.data.quote_number === quotes[1].quote_number && e.data.request_status === 'timed_out')).toBe(true);
  expect(formStatus()).toBe('quoting');
});

test('binding: completed only, one quote per product, binding_failed needs a requote, bound binds the form', async () => {
  const quotes: any[] = (await sdk('POST', '/quote_requests', {application_form_id: form.id, product_ids: ['business_owners_policy']})).body;
  for (const [i, q] of quotes.entries()) await carrier(q.quote_number, {request_status: 'completed', premium: 2000 + i});
  const [a, b] = quotes;
  // a is Northwind Mutual's, which takes payment at bind: the agency bills it.
  const binding = await sdk('POST', `/quote_requests/${a.id}/bind`, {payment: 'agency_billed'});
  expect([binding.status, binding.body.request_status]).toEqual([202, 'binding']);
  const second = await sdk('POST', `/quote_requests/${b.id}/bind`);
  expect([second.status, second.body.error.message]).toEqual([409, expect.stringMatching(/same product is binding/)]);
  expect((await sdk('GET', `/quote_requests?application_form_id=${form.id}`)).body.map((q: any) => q.bindable)).toEqual([false, false]);

  expect((await carrier(a.quote_number, {request_status: 'binding_failed'})).status).toBe(200);
  expect((await sdk('POST', `/quote_requests/${a.id}/bind`)).body.error.message).toMatch(/requote the product/);
  // The requote: the quoted form goes back through in_progress and submitted to quoting, with new requests.
  const requoted = await sdk('POST', '/quote_requests', {application_form_id: form.id, product_ids: ['business_owners_policy']});
  expect([requoted.status, requoted.body.length, formStatus()]).toEqual([201, 2, 'quoting']);
  for (const q of requoted.body) await carrier(q.quote_number, {request_status: 'completed', premium: 2450});
  expect(formStatus()).toBe('quoted');
  const fresh = requoted.body[0];
  expect((await sdk('POST', `/quote_requests/${fresh.id}/bind`, {payment: 'agency_billed'})).status).toBe(202);
  expect((await carrier(fresh.quote_number, {request_status: 'bound'})).status).toBe(200);
  expect(formStatus()).toBe('bound');
  expect(events().find((e) => e.event === 'quote_request:updated' && e.data.request_status === 'bound')?.data.quote_number).toBe(fresh.quote_number);
  expect(events().some((e) => e.event === 'application_form:bound' && e.data.reference_id === form.reference_id)).toBe(true);
  // A bound form is not quoted again.
  expect((await sdk('POST', '/quote_requests', {application_form_id: form.id, product_ids: ['general_liability']})).status).toBe(409);
});

test('pinning marks the quote pinned in its quote_request:updated event', async () => {
  const quotes: any[] = (await sdk('POST', '/quote_requests', {application_form_id: form.id, product_ids: ['general_liability']})).body;
  const pinned = await sdk('POST', `/quote_requests/${quotes[0].id}/pin`, {pinned: true});
  expect([pinned.status, pinned.body.pinned]).toEqual([200, true]);
  expect(events().filter((e) => e.event === 'quote_request:updated' && e.data.quote_number === quotes[0].quote_number).map((e) => e.data.pinned)).toEqual([true]);
  expect((await sdk('POST', `/quote_requests/${quotes[0].id}/pin`, {pinned: 'yes'})).status).toBe(422);
});

test('only a session whose roles grant bind_quotes binds (viewer: 403)', async () => {
  const quotes: any[] = (await sdk('POST', '/quote_requests', {application_form_id: form.id, product_ids: ['general_liability']})).body;
  await carrier(quotes[0].quote_number, {request_status: 'completed', premium: 1248});
  // Agent tokens are minted only for users who may quote; a session of a viewer stands for a role change after sign-in.
  const viewer = user(mock, (u) => u.active && u.roles.join() === 'viewer');
  const sessions = mock.state('sandbox').sessions;
  const own = sessions.get(agent)!;
  const viewerSession: SdkSession = {...own, token: 'ss_viewer', user: {...viewer}};
  sessions.set(viewerSession.token, viewerSession);
  own.user = {...own.user!, roles: ['viewer']};
  expect((await sdk('GET', `/quote_requests?application_form_id=${form.id}`)).body[0].bindable).toBe(false);
  const refused = await sdk('POST', `/quote_requests/${quotes[0].id}/bind`);
  expect([refused.status, refused.body.error.message]).toEqual([403, expect.stringMatching(/may not bind quotes; binding needs agent or agency_manager or admin/)]);
});
