/**
 * Every event the mock emits is the documented payload of its event type
 * (the OpenAPI document's WebhookEvent; events.ts). One story drives every
 * emit path: the Partner API (create, update, clone, lend), the SDK's
 * quoting (request, pin, bind), the carriers' answers and the platform's
 * timeout, the control API (a form's status, a quote request, an event),
 * a hook's test event and a redelivery. Each body is checked against the
 * document, every application_form and quote_request event is seen, and a
 * quote request's events carry the Partner API's view (what `PUT
 * /quote_requests/{quote_number}` answers), not the SDK's (`bindable`,
 * `product`, `payment_required`, `binds_through_portal`).
 *
 * And the guard itself: in test mode the mock refuses to emit an
 * undocumented payload, naming the event and the path; otherwise it sends it
 * and notes the problem; the control API answers 400 for undocumented data.
 * The Exchange's prospects are held to the document's `webhooks` the same way.
 */
import {describe, expect, test} from 'vitest';
import {facts} from '../../site/facts';
import {createEventCheck, createWebhookCheck} from '../events';
import type {Json} from '../http';
import {call, document, sandbox, session, tenantId, testMock, token, user} from './helpers';

const CONTROL = 'http://127.0.0.1/__mock';
const check = createEventCheck(document);
const SDK_FIELDS = ['bindable', 'product', 'payment_required', 'binds_through_portal'];

describe('every emit path sends the documented payload', () => {
  test('one story through every path: each body passes the document, and quote requests carry the Partner API view', async () => {
    const mock = testMock({holdCarriers: true});
    const emitted: Array<{event: string; data: Json}> = [];
    const emit = mock.services.emit;
    mock.services.emit = async (env, tenant, event, data) => {
      emitted.push({event, data: structuredClone(data)});
      return emit(env, tenant, event, data);
    };
    const t = await token(mock);
    const tenant = tenantId(mock);
    const forms = `${sandbox.partner}/tenants/${tenant}/application_forms`;
    const ids = mock.world.environments.sandbox.tenants[0]!.sdk_clients;
    const agentEmail = user(mock, (u) => u.active && u.roles.join() === 'agent').email;
    const minted = await call(mock, 'POST', `${sandbox.partner}/tenants/${tenant}/sdk_tokens`, {token: t, body: {sdk_token: {sdk_client_id: ids.agent, role: 'agent', user_email: agentEmail}}});
    const agent = (await session(mock, minted.body.token)).body.token as string;
    const sdk = (method: string, path: string, body?: unknown) => call(mock, method, `${CONTROL}/sdk${path}`, {token: agent, body});
    const carrier = (quote_number: string, answer: Json) => call(mock, 'POST', `${CONTROL}/quote_requests/answer`, {body: {quote_number, ...answer}});

    // Partner API and an agent session: create, update.
    const form = (await call(mock, 'POST', forms, {token: agent, body: {application_form: {mark_in_progress: true, answer_values: [{code: 'mqs_business_name', answer: 'Harborline Bakery LLC'}, {code: 'mqs_state', answer: 'OR'}]}}})).body;
    expect((await call(mock, 'PATCH', `${forms}/${form.id}`, {token: t, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '97209'}, {code: 'lmqs_city', answer: 'Portland', index: 0}]}}})).status).toBe(200);
    // SDK quoting: four requests (OR: GL and BOP), answered four ways.
    const quoted = await sdk('POST', '/quote_requests', {application_form_id: form.id, product_ids: ['general_liability', 'business_owners_policy']});
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(201);
    const byCarrier = (name: string, coverage: string) => quoted.body.find((q: Json) => q.carrier === name && q.coverage_type.name === coverage).quote_number as string;
    const completed = byCarrier('Northwind Mutual', 'General Liability');
    const answered = await carrier(completed, {request_status: 'completed', premium: 1200});
    expect(answered.status).toBe(200);
    expect((await carrier(byCarrier('Hartwell Mutual', 'General Liability'), {request_status: 'failed'})).status).toBe(200);
    expect((await carrier(byCarrier('Northwind Mutual', 'Business Owners Policy'), {request_status: 'in_progress'})).status).toBe(200);
    await mock.clock.advance(facts.carriers.realTimeRespondSeconds * 1000);
    expect((await carrier(byCarrier('Northwind Mutual', 'Business Owners Policy'), {request_status: 'ineligible'})).status).toBe(200);
    expect((await sdk('POST', `/quote_requests/${completed}/pin`, {pinned: true})).status).toBe(200);
    const bind = await sdk('POST', `/quote_requests/${completed}/bind`, {payment: 'agency_billed'});
    expect(bind.status, JSON.stringify(bind.body)).toBe(202);
    expect((await carrier(completed, {request_status: 'bound', premium: 1200})).status).toBe(200);
    // Partner API: clone, then lend another form; the control API: a status, a quote request, events.
    const other = (await call(mock, 'POST', forms, {token: t, body: {application_form: {answer_values: [{code: 'mqs_business_name', answer: 'Cascade Tile Co'}, {code: 'mqs_phone', answer: '5035550142'}]}}})).body;
    expect((await call(mock, 'POST', `${forms}/${other.id}/clones`, {token: t})).status).toBe(201);
    expect((await call(mock, 'POST', `${sandbox.partner}/tenants/${tenant}/lent_application_forms`, {token: t, body: {lent_application_form: {application_form_id: other.id}}})).status).toBe(201);
    expect((await call(mock, 'POST', `${CONTROL}/forms/status`, {body: {reference_id: other.reference_id, status: 'submitted'}})).status).toBe(200);
    const carrierId = quoted.body[0].carrier_id;
    expect((await call(mock, 'POST', `${CONTROL}/quote_requests`, {body: {reference_id: other.reference_id, carrier: quoted.body[0].carrier, carrier_id: carrierId, coverage_type_id: 1}})).status).toBe(201);
    expect((await call(mock, 'POST', `${CONTROL}/events`, {body: {event: 'application_form:updated', reference_id: other.reference_id}})).status).toBe(202);
    for (const event of ['question_set:updated', 'carrier:disabled']) expect((await call(mock, 'POST', `${CONTROL}/events`, {body: {event}})).status).toBe(202);
    // The Webhooks API: a test event and a redelivery.
    const hook = (await call(mock, 'POST', `${sandbox.hooks}/hooks`, {token: t, body: {url: 'https://hooks.acme-insurance.example/all', events: ['*'], active: true}})).body;
    expect((await call(mock, 'POST', `${sandbox.hooks}/hooks/${hook.id}/test`, {token: t, body: {event: 'quote_request:failed'}})).status).toBe(202);
    await mock.settle();
    const [first] = (await call(mock, 'GET', `${sandbox.hooks}/hooks/${hook.id}/requests`, {token: t})).body;
    expect((await call(mock, 'POST', `${sandbox.hooks}/hooks/${hook.id}/requests/${first.id}/redeliver`, {token: t})).status).toBe(202);
    await mock.settle();

    // Every body queued for a hook (events, the test event, the redelivery) is documented.
    for (const request of mock.state('sandbox').tenants.get(tenant)!.hookRequests) expect(check(JSON.parse(request.body)), request.event).toEqual([]);
    const seen = new Set(emitted.map((e) => e.event));
    for (const event of (document.components.schemas.EventName.enum as string[]).filter((e) => /^(application_form|quote_request):/.test(e))) expect(seen, event).toContain(event);

    const quoteEvents = emitted.filter((e) => e.event.startsWith('quote_request:'));
    for (const e of quoteEvents) for (const field of SDK_FIELDS) expect(e.data, `${e.event} carries the SDK's ${field}`).not.toHaveProperty(field);
    // The Partner API's view: what the carrier's PUT answered, plus the status before.
    const update = quoteEvents.find((e) => e.event === 'quote_request:updated' && e.data.quote_number === completed && e.data.request_status === 'completed')!;
    expect(update.data).toEqual({...answered.body, previous_request_status: 'sent'});
    const timedOut = quoteEvents.find((e) => e.event === 'quote_request:failed' && e.data.request_status === 'timed_out')!;
    expect(timedOut.data.failure).toEqual({code: 'carrier_timeout', message: `${timedOut.data.carrier} did not answer within ${facts.carriers.realTimeRespondSeconds} seconds.`});
    const changed = emitted.find((e) => e.event === 'application_form:updated' && e.data.reference_id === form.reference_id)!;
    expect(changed.data.changed_answer_codes).toEqual(['mqs_zipcode', 'lmqs_city']);
    expect(changed.data.locations).toEqual([{index: 0, answer_values: [{code: 'lmqs_city', answer: 'Portland'}]}]);
    const policy = quoteEvents.find((e) => e.event === 'quote_request:finished' && e.data.request_status === 'bound')!;
    const prefix = mock.world.environments.sandbox.carriers!.find((c) => c.id === policy.data.carrier_id)!.policy_prefix;
    expect(policy.data.policy_number).toMatch(new RegExp(`^${prefix}-${mock.world.policy_lines[1]}-\\d{4}-\\d{6}$`));
    expect(policy.data.effective_date).toBe(mock.clock.iso().slice(0, 10));
    const bound = emitted.find((e) => e.event === 'application_form:bound')!;
    expect(bound.data).toMatchObject({reference_id: form.reference_id, status: 'bound', created_by: {type: 'user'}, coverage_types: [{id: 1, name: 'General Liability'}, {id: 4, name: 'Business Owners Policy'}]});
    expect(bound.data.submitted_at <= bound.data.finished_quoting_at && bound.data.finished_quoting_at <= bound.data.bound_at).toBe(true);
    expect(emitted.find((e) => e.event === 'application_form:created' && e.data.created_by.type === 'clone')!.data.created_by.user_id).toBe(other.id);
  });
});

describe('the guard', () => {
  const tenantOf = (mock: ReturnType<typeof testMock>) => mock.state('sandbox').tenants.get(tenantId(mock))!;
  async function partnerView(mock: ReturnType<typeof testMock>): Promise<Json> {
    const t = await token(mock);
    const form = (await call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/application_forms`, {token: t, body: {application_form: {answer_values: [{code: 'mqs_business_name', answer: 'Guard Test LLC'}]}}})).body;
    await call(mock, 'POST', `${CONTROL}/quote_requests`, {body: {reference_id: form.reference_id, carrier: 'Northwind Mutual', carrier_id: mock.world.environments.sandbox.tenants[0]!.quote_requests[0]!.carrier_id, coverage_type_id: 1}});
    const hook = tenantOf(mock).hookRequests.filter((r) => r.event === 'quote_request:created').at(-1);
    return JSON.parse(hook?.body ?? 'null')?.data ?? null;
  }

  test('in test mode an undocumented payload is refused with the event and the path (the SDK view of a quote)', async () => {
    const mock = testMock({holdCarriers: true});
    const view = await partnerView(mock);
    expect(view).not.toBeNull();
    await expect(mock.services.emit(mock.state('sandbox'), tenantId(mock), 'quote_request:created', {...view, bindable: true, product: null})).rejects.toThrow(
      /undocumented quote_request:created payload[\s\S]*quote_request:created: \/data\/bindable is not documented\nquote_request:created: \/data\/product is not documented/,
    );
    await expect(mock.services.emit(mock.state('sandbox'), tenantId(mock), 'quote_request:updated', view)).rejects.toThrow('quote_request:updated: /data lacks required previous_request_status');
  });

  test('outside test mode it is sent and noted', async () => {
    const mock = testMock({holdCarriers: true, eventValidation: 'note'});
    const view = await partnerView(mock);
    await mock.services.emit(mock.state('sandbox'), tenantId(mock), 'quote_request:created', {...view, bindable: true});
    expect(mock.notes().join('\n')).toContain('quote_request:created: /data/bindable is not documented');
  });

  test('the Exchange\'s prospects are the documented receiveProspect and receiveTruckingProspect bodies; an undocumented field is refused', async () => {
    const mock = testMock();
    expect((await call(mock, 'POST', `${CONTROL}/receivers`, {body: {url: 'https://leads.acme-insurance.example/bindpoint/prospects', trucking_url: 'https://leads.acme-insurance.example/bindpoint/trucking', auth: {header: {name: 'X-Exchange-Key', value: 'k'}}}})).status).toBe(201);
    const plain = await call(mock, 'POST', `${CONTROL}/prospects`, {body: {}});
    expect(plain.status, JSON.stringify(plain.body)).toBe(202);
    expect(createWebhookCheck(document, 'receiveProspect')(plain.body.payload)).toEqual([]);
    const trucking = await call(mock, 'POST', `${CONTROL}/prospects`, {body: {prospect: {dot_number: '3845120', coverage_type_ids: [3, 10, 11], coverage_types: ['Commercial Auto', 'Motor Truck Cargo', 'Physical Damage'], legal_entity: 'LLC', trucking_home_delivery: false, trucking_under_own_authority: true}}});
    expect(trucking.status, JSON.stringify(trucking.body)).toBe(202);
    expect(createWebhookCheck(document, 'receiveTruckingProspect')(trucking.body.payload)).toEqual([]);
    const wrong = await call(mock, 'POST', `${CONTROL}/prospects`, {body: {prospect: {lead_score: 0.8}}});
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toContain('receiveProspect: /lead_score is not documented');
  });

  test('a prospect sent without the state a delivered prospect requires is accepted, not delivered, and the notes say why', async () => {
    const mock = testMock();
    await call(mock, 'POST', `${CONTROL}/receivers`, {body: {url: 'https://leads.acme-insurance.example/bindpoint/prospects', auth: {header: {name: 'X-Exchange-Key', value: 'k'}}}});
    const answers = {mqs_first_name: 'Rosa', mqs_last_name: 'Navarro', mqs_business_name: 'Pecan Grove Landscaping LLC', mqs_phone: '5125550194', mqs_zipcode: '78704'};
    const send = (extra: Json) => call(mock, 'POST', `${sandbox.partner}/exchange_application_forms`, {token: t, body: {application_form: {answer_values: Object.entries({...answers, ...extra}).map(([code, answer]) => ({code, answer}))}}});
    const t = await token(mock);
    expect((await send({})).status).toBe(201);
    await mock.settle();
    expect(mock.deliveries.sent).toHaveLength(0);
    expect(mock.notes().join('\n')).toMatch(/did not deliver the prospect[\s\S]*receiveProspect: \/ lacks required state/);
    expect((await send({mqs_phone: '5125550195', mqs_state: 'TX'})).status).toBe(201);
    await mock.settle();
    const states = mock.deliveries.sent.map((d) => JSON.parse(d.body).state);
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(['TX']));
  });

  test('the control API answers 400 for event data that is not the documented payload', async () => {
    const mock = testMock();
    const reply = await call(mock, 'POST', `${CONTROL}/events`, {body: {event: 'quote_request:created', data: {quote_number: 'Q-20261125-00999', request_status: 'sent'}}});
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain('quote_request:created: /data lacks required id');
  });
});
