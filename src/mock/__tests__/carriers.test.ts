/**
 * Sandbox test carriers that answer by themselves (carriers.ts), as the
 * world says (src/data/world/carriers.ts `sandbox`, summed up by
 * sandbox-quoting.ts, whose numbers the pages print):
 *
 * - docs/webhooks/wh_testing.mdx: quoting a sandbox form in Terminal sends
 *   `application_form:submitted`, then the `quote_request` events from the
 *   sandbox carriers, then `application_form:finished_quoting`, within the
 *   slowest carrier's seconds, signed like every delivery;
 * - the guest tutorial's quoting step: the form it names gets the quotes,
 *   failures, bindable quotes and lowest premium its line prints;
 * - the bind rules of sdk_quote_bind: a portal-only carrier's quote is never
 *   bindable; a carrier that takes payment needs a payment mode; the carrier
 *   answers `bound` by itself;
 * - `POST /__mock/carriers {"hold": true}` stops all of it.
 */
import {beforeEach, expect, test} from 'vitest';
import type {Mock} from '../mock';
import {dollars, GUEST_QUOTING_FORM, sandboxQuoting, sandboxQuotingOf} from '../../data/world/sandbox-quoting';
import {worldTokens} from '../../data/world/tokens';
import {call, sandbox, session, tenantId, testMock, token, user, type Reply} from './helpers';

const CONTROL = 'http://127.0.0.1/__mock';
let mock: Mock;

async function sdkSession(role: 'agent' | 'guest', extra: Record<string, unknown>): Promise<string> {
  const ids = mock.world.environments.sandbox.tenants[0]!.sdk_clients;
  const minted = await call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/sdk_tokens`, {token: await token(mock), body: {sdk_token: {sdk_client_id: role === 'agent' ? ids.agent : ids.storefront, role, ...extra}}});
  expect(minted.status, JSON.stringify(minted.body)).toBe(201);
  return (await session(mock, minted.body.token)).body.token;
}
const sdk = (as: string, method: string, path: string, body?: unknown): Promise<Reply> => call(mock, method, `${CONTROL}/sdk${path}`, {token: as, body});
/** Webhook events of the reader's tenant, in the order the platform raised them. */
const events = () => mock.state('sandbox').tenants.get(tenantId(mock))!.hookRequests.filter((r) => !r.test && !r.redelivery_of).map((r) => ({...(JSON.parse(r.body) as {event: string; data: Record<string, any>}), signed: r.status}));
const names = (productIds: string[]) => productIds;

/** An agent's new Terminal form in Oregon (the quote-and-bind tutorial's Harborline Bakery). */
async function agentForm(): Promise<{agent: string; form: {id: string; reference_id: string}}> {
  const agent = await sdkSession('agent', {user_email: user(mock, (u) => u.active && u.roles.join() === 'agent').email});
  const created = await call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/application_forms`, {
    token: agent,
    body: {application_form: {mark_in_progress: true, answer_values: [{code: 'mqs_business_name', answer: 'Harborline Bakery LLC'}, {code: 'mqs_state', answer: 'OR'}, {code: 'mqs_zipcode', answer: '97209'}]}},
  });
  expect(created.status).toBe(201);
  return {agent, form: created.body};
}

beforeEach(() => {
  mock = testMock();
});

test('wh_testing: quoting a sandbox form in Terminal sends submitted, the carriers\' quote_request events, then finished_quoting, within the slowest carrier', async () => {
  const {agent, form} = await agentForm();
  const quoted = await sdk(agent, 'POST', '/quote_requests', {application_form_id: form.id, product_ids: names(['general_liability', 'business_owners_policy'])});
  expect(quoted.status).toBe(201);
  const expected = sandboxQuoting('acme', 'OR', [1, 4]);
  const seconds = Number(worldTokens['world:sandboxCarrierSeconds']);
  await mock.clock.advance((seconds - 1) * 1000);
  const slowest = expected.quotes.at(-1)!;
  const finished = () => events().some((e) => e.event === 'application_form:finished_quoting' && e.data.reference_id === form.reference_id);
  expect(finished(), `${slowest.carrier} answers only after ${slowest.afterSeconds} s`).toBe(false);
  await mock.clock.advance(1000);

  const ofForm = events().filter((e) => (e.data.application_form?.reference_id ?? e.data.reference_id) === form.reference_id);
  // From the request for quotes on (the form's own created event came before).
  const order = ofForm.map((e) => (e.event.startsWith('quote_request:') ? `${e.event} ${e.data.carrier} ${e.data.coverage_type?.name}` : e.event)).filter((e, i, all) => i >= all.indexOf('application_form:submitted'));
  const creates = expected.quotes.map((q) => `quote_request:created ${q.carrier} ${q.product}`);
  const answers = expected.quotes.flatMap((q) => [`quote_request:updated ${q.carrier} ${q.product}`, `quote_request:finished ${q.carrier} ${q.product}`]);
  expect(order.slice(0, 2), 'wh_testing.mdx: the form is submitted first (then moves to quoting)').toEqual(['application_form:submitted', 'application_form:updated']);
  expect(order.slice(2, 2 + creates.length).sort()).toEqual([...creates].sort());
  expect(order.slice(2 + creates.length), 'each sandbox carrier answers after its own seconds (carriers.ts sandbox.answers), then finished_quoting comes last').toEqual([...answers, 'application_form:finished_quoting']);
  const premiums = ofForm.filter((e) => e.event === 'quote_request:finished').map((e) => `${e.data.carrier} ${e.data.coverage_type.name} ${e.data.request_status} ${e.data.premium}`);
  expect(premiums).toEqual(expected.quotes.map((q) => `${q.carrier} ${q.product} ${q.status} ${q.premium}`));
  expect(mock.state('sandbox').formIndex.get(form.id)!.status).toBe('quoted');
  // Signed and delivered like every event (the hook's secret, X-Signature): the deliveries were made.
  const hooks = [...mock.state('sandbox').tenants.get(tenantId(mock))!.hooks.values()].filter((h) => h.active);
  expect(hooks.length, 'the reader tenant has an active hook in the seed').toBeGreaterThan(0);
  expect(mock.deliveries.sent.some((d) => d.body.includes('"application_form:finished_quoting"') && Object.keys(d.headers).some((h) => /signature/i.test(h)))).toBe(true);
});

test('the guest tutorial\'s form: the quotes, failures, bindable quotes and lowest premium its page prints', async () => {
  const world = sandboxQuotingOf(GUEST_QUOTING_FORM);
  const form = mock.state('sandbox').formIndex.get(world.referenceId)!;
  const guest = await sdkSession('guest', {application_form_id: form.id});
  const products = (await sdk(guest, 'GET', `/products?application_form_id=${form.id}`)).body.map((p: {id: string}) => p.id);
  const quoted = await sdk(guest, 'POST', '/quote_requests', {application_form_id: form.id, product_ids: products});
  expect(quoted.body.length, `"0 of ${worldTokens['world:guestQuoteRequests']} carriers answered…"`).toBe(Number(worldTokens['world:guestQuoteRequests']));
  await mock.clock.advance(world.seconds * 1000);
  const quotes: any[] = (await sdk(guest, 'GET', `/quote_requests?application_form_id=${form.id}`)).body;
  const line = `Quoting finished: ${quotes.filter((q) => q.request_status === 'completed').length} quotes, ${quotes.filter((q) => ['failed', 'timed_out'].includes(q.request_status)).length} failed, ${quotes.filter((q) => q.bindable).length} bindable`;
  expect(line, 'sdk_guest_application_start.mdx Step 5 prints this line from the world\'s tokens').toBe(
    `Quoting finished: ${worldTokens['world:guestQuotesCompleted']} quotes, ${worldTokens['world:guestQuotesFailed']} failed, ${worldTokens['world:guestQuotesBindable']} bindable`,
  );
  const lowest = Math.min(...quotes.filter((q) => q.request_status === 'completed').map((q) => q.premium));
  expect(`Quotes from ${dollars(lowest)} per year`).toBe(`Quotes from ${worldTokens['world:guestLowestPremium']} per year`);
});

test('bind rules: a portal-only carrier is never bindable; a carrier that takes payment needs a payment mode; the carrier binds by itself', async () => {
  const {agent, form} = await agentForm();
  await sdk(agent, 'POST', '/quote_requests', {application_form_id: form.id, product_ids: ['general_liability', 'business_owners_policy']});
  await mock.clock.advance(sandboxQuoting('acme', 'OR', [1, 4]).seconds * 1000);
  const quotes: any[] = (await sdk(agent, 'GET', `/quote_requests?application_form_id=${form.id}`)).body;
  const byCarrier = (name: string, product: string) => quotes.find((q) => q.carrier === name && q.product.id === product);
  const portal = quotes.find((q) => q.binds_through_portal);
  expect(portal, 'the world has a carrier in OR that binds only in its own portal').toBeTruthy();
  expect([portal.request_status, portal.bindable]).toEqual(['completed', false]);
  const refused = await sdk(agent, 'POST', `/quote_requests/${portal.id}/bind`, {payment: 'agency_billed'});
  expect([refused.status, refused.body.error.message]).toEqual([409, expect.stringMatching(/binds only in its own portal/)]);

  const paying = quotes.find((q) => q.payment_required && q.bindable);
  expect(paying, 'the world has a carrier in OR that takes payment at bind').toBeTruthy();
  const noPayment = await sdk(agent, 'POST', `/quote_requests/${paying.id}/bind`);
  expect([noPayment.status, noPayment.body.error.details[0]]).toEqual([422, expect.objectContaining({field: 'payment', code: 'required'})]);
  expect((await sdk(agent, 'POST', `/quote_requests/${paying.id}/bind`, {payment: 'cash'})).status).toBe(422);
  const binding = await sdk(agent, 'POST', `/quote_requests/${paying.id}/bind`, {payment: 'collected'});
  expect([binding.status, binding.body.request_status]).toEqual([202, 'binding']);
  const carrier = mock.world.environments.sandbox.carriers!.find((c) => c.name === paying.carrier)!.sandbox!;
  await mock.clock.advance(carrier.bind_after_seconds * 1000);
  expect(mock.state('sandbox').quoteRequests.get(paying.quote_number)!.request_status).toBe('bound');
  expect(events().some((e) => e.event === 'application_form:bound' && e.data.reference_id === form.reference_id)).toBe(true);
  // A carrier that takes no payment binds without one.
  expect(byCarrier('Great Plains Casualty', 'business_owners_policy')?.payment_required).toBe(false);
});

test('POST /__mock/carriers {"hold": true} stops the automatic answers; reset lets them answer again', async () => {
  expect((await call(mock, 'POST', `${CONTROL}/carriers`, {body: {hold: 'yes'}})).status).toBe(400);
  expect((await call(mock, 'POST', `${CONTROL}/carriers`, {body: {hold: true}})).body).toEqual({held: true});
  const {agent, form} = await agentForm();
  await sdk(agent, 'POST', '/quote_requests', {application_form_id: form.id, product_ids: ['general_liability']});
  await mock.clock.advance(Number(worldTokens['world:sandboxCarrierSeconds']) * 1000);
  const statuses = (await sdk(agent, 'GET', `/quote_requests?application_form_id=${form.id}`)).body.map((q: any) => q.request_status);
  expect(statuses.every((s: string) => s === 'sent'), `held carriers do not answer: ${statuses}`).toBe(true);
  mock.reset();
  expect((await call(mock, 'GET', `${CONTROL}/carriers`)).body).toEqual({held: false});
});
