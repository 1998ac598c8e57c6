/**
 * Application forms: create (redirect_url only for a consumer storefront),
 * update (only the answers sent; unknown codes refused), the latest version
 * by reference id or any earlier id, the consumer search, clone and lend
 * (decisions 5 and 6), and a reference id where a UUID goes.
 */
import {beforeEach, describe, expect, test} from 'vitest';
import {identity} from '../../site/identity';
import {facts} from '../../site/facts';
import {shapePattern} from '../../site/regexp';
import type {Mock} from '../mock';
import {call, otherClient, sandbox, session, tenantId, testMock, testWorld, token, tokenFor, uniquePhone, user} from './helpers';

let mock: Mock;
let t: string;
let forms: string;
beforeEach(async () => {
  mock = testMock({world: testWorld()});
  t = await token(mock);
  forms = `${sandbox.partner}/tenants/${tenantId(mock)}/application_forms`;
});

const create = (answers: unknown[], extra: Record<string, unknown> = {}) => call(mock, 'POST', forms, {token: t, body: {application_form: {answer_values: answers, ...extra}}});
const answers = () => [
  {code: 'mqs_business_name', answer: 'Harbor Street Bakery'},
  {code: 'mqs_last_name', answer: 'Ng'},
  {code: 'mqs_zipcode', answer: '60614'},
  {code: 'mqs_phone', answer: uniquePhone()},
];

describe('create', () => {
  test('a partner form has no redirect_url; a consumer form on a configured storefront has one, on the storefront host', async () => {
    const partner = await create(answers());
    expect(partner.status).toBe(201);
    expect(partner.body).not.toHaveProperty('redirect_url');
    expect(partner.body.reference_id).toMatch(new RegExp(shapePattern(facts.idFormats.referenceId)));
    const consumer = await create(answers(), {create_guest_user: true});
    expect(consumer.status).toBe(201);
    expect(consumer.body.redirect_url).toMatch(new RegExp(`^${identity.hosts.storefront.sandbox}/[a-z0-9-]+/application_forms/${consumer.body.id}\\?guest_token=gt_`));
  });

  test('an unknown question code answers 422 validation_failed naming it', async () => {
    const reply = await create([{code: 'mqs_favourite_colour', answer: 'blue'}]);
    expect(reply.status).toBe(422);
    expect(reply.body.error.code).toBe('validation_failed');
    expect(reply.body.error.details[0]).toMatchObject({field: 'answer_values[0].code', code: 'unknown_question'});
  });

  test("an answer that breaks its question's rule answers 422 with the rule", async () => {
    const reply = await create([{code: 'mqs_zipcode', answer: '606'}]);
    expect(reply.status).toBe(422);
    expect(reply.body.error.details[0]).toMatchObject({field: 'mqs_zipcode', code: 'invalid_format'});
  });

  test('a field the operation does not define answers 400 with detail unknown_field (closed bodies)', async () => {
    const reply = await call(mock, 'POST', forms, {token: t, body: {application_form: {answer_values: answers(), guest_email: 'x@example.com'}}});
    expect([reply.status, reply.body.error.code]).toEqual([400, 'invalid_request']);
    expect(reply.body.error.details[0]).toMatchObject({field: 'application_form.guest_email', code: 'unknown_field'});
  });

  test('malformed JSON answers 400 invalid_request', async () => {
    const reply = await call(mock, 'POST', forms, {token: t, body: '{"application_form": '});
    expect([reply.status, reply.body.error.code]).toEqual([400, 'invalid_request']);
  });

  test('the same Idempotency-Key replays the first answer; with another body it answers 409 idempotency_key_reused', async () => {
    const headers = {'idempotency-key': 'key-0001-create'};
    const body = {application_form: {answer_values: answers()}};
    const first = await call(mock, 'POST', forms, {token: t, body, headers});
    const again = await call(mock, 'POST', forms, {token: t, body, headers});
    expect(again.body.id).toBe(first.body.id);
    const other = await call(mock, 'POST', forms, {token: t, body: {application_form: {answer_values: answers()}}, headers});
    expect([other.status, other.body.error.code]).toEqual([409, 'idempotency_key_reused']);
    await mock.clock.advance(Number(mock.document['x-facts'].idempotencyReplayHours) * 3600_000);
    const later = await call(mock, 'POST', forms, {token: await token(mock), body, headers});
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
  });
});

describe('idempotency and the consumer link', () => {
  test('one body spelled another way (spaces, key order) is the same request: the first answer is replayed', async () => {
    const headers = {'idempotency-key': 'crm-account-4711'};
    const phone = uniquePhone();
    const first = await call(mock, 'POST', forms, {token: t, headers, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '60614'}, {code: 'mqs_phone', answer: phone}], mark_in_progress: true}}});
    expect(first.status).toBe(201);
    const spelled = `{ "application_form": { "mark_in_progress": true,\n  "answer_values": [ {"answer": "60614", "code": "mqs_zipcode"}, {"answer": "${phone}", "code": "mqs_phone"} ] } }`;
    const again = await call(mock, 'POST', forms, {token: t, headers, body: spelled});
    expect([again.status, again.body.id, again.headers.get('idempotent-replayed')]).toEqual([201, first.body.id, 'true']);
  });

  test("a consumer form's redirect_url token lasts consumerLinkMinutes (x-facts)", async () => {
    const consumer = await create(answers(), {create_guest_user: true});
    const guest = new URL(consumer.body.redirect_url).searchParams.get('guest_token')!;
    const minted = mock.state('sandbox').sdkTokens.get(guest)!;
    expect(minted.expires_at - mock.clock.now()).toBe(Number(mock.document['x-facts'].consumerLinkMinutes) * 60_000);
  });
});

describe('update and latest', () => {
  test('editing a quoted form sends it back to in_progress (application_form.mdx, the transitions of the world)', async () => {
    const form = await create(answers());
    for (const status of ['submitted', 'quoting', 'quoted']) {
      expect((await call(mock, 'POST', 'http://127.0.0.1/__mock/forms/status', {body: {reference_id: form.body.reference_id, status}})).status).toBe(200);
    }
    const edited = await call(mock, 'PATCH', `${forms}/${form.body.id}`, {token: t, body: {application_form: {answer_values: [{code: 'mqs_business_name', answer: 'Harbor Street Bakery LLC'}]}}});
    expect([edited.status, edited.body.status]).toEqual([200, 'in_progress']);
  });

  test('only the answers sent change; null clears one', async () => {
    const created = await create(answers());
    const url = `${forms}/${created.body.id}`;
    const reply = await call(mock, 'PATCH', url, {token: t, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '78701'}, {code: 'mqs_last_name', answer: null}]}}});
    expect(reply.status).toBe(200);
    const byCode = Object.fromEntries(reply.body.answer_values.map((a: {code: string; answer: unknown}) => [a.code, a.answer]));
    expect(byCode).toMatchObject({mqs_business_name: 'Harbor Street Bakery', mqs_zipcode: '78701'});
    expect(byCode).not.toHaveProperty('mqs_last_name');
  });

  test('a reference id where the UUID goes answers 400 and says to resolve it', async () => {
    const created = await create(answers());
    const reply = await call(mock, 'PATCH', `${forms}/${created.body.reference_id}`, {token: t, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '78701'}]}}});
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toContain(`GET /application_forms/${created.body.reference_id}/latest`);
  });

  test('when a form changes flow its id changes; get latest answers the current version by reference id or any earlier id', async () => {
    const consumer = await create(answers(), {create_guest_user: true, mark_in_progress: false});
    const moved = await call(mock, 'PATCH', `${forms}/${consumer.body.id}`, {token: t, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '78701'}], mark_in_progress: true}}});
    expect(moved.body.flow).toBe('partner');
    expect(moved.body.id).not.toBe(consumer.body.id);
    for (const id of [consumer.body.id, consumer.body.reference_id, moved.body.id]) {
      const latest = await call(mock, 'GET', `${sandbox.partner}/application_forms/${id}/latest`, {token: t});
      expect([latest.status, latest.body.id]).toEqual([200, moved.body.id]);
    }
    const stale = await call(mock, 'PATCH', `${forms}/${consumer.body.id}`, {token: t, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '78702'}]}}});
    expect(stale.status).toBe(404);
    expect(stale.body.error.message).toContain(moved.body.id);
  });

  test('a form of another tenant is not found', async () => {
    const created = await create(answers());
    const reply = await call(mock, 'GET', `${sandbox.partner}/application_forms/${created.body.id}/latest`, {token: await tokenFor(mock, otherClient(mock).client_id)});
    expect([reply.status, reply.body.error.code]).toEqual([404, 'not_found']);
  });
});

describe('consumer search', () => {
  test('reference id, ZIP code and last name together find the form, with a one-time redirect URL', async () => {
    const created = await create(answers(), {create_guest_user: true});
    const url = `${forms}/search`;
    const found = await call(mock, 'POST', url, {token: t, body: {reference_id: created.body.reference_id, mqs_zipcode: '60614', mqs_last_name: 'NG', create_guest_token: true}});
    expect(found.status).toBe(200);
    expect(found.body.redirect_url).toMatch(/\/resume\?guest_token=gt_/);
    const wrong = await call(mock, 'POST', url, {token: t, body: {reference_id: created.body.reference_id, mqs_zipcode: '60615', mqs_last_name: 'Ng'}});
    expect([wrong.status, wrong.body.error.code]).toEqual([404, 'not_found']);
  });
});

describe('clone and lend', () => {
  test('lend answers 201 and marks the form lent; a second lend answers 409 already_lent; updates answer 409 form_locked', async () => {
    const created = await create(answers());
    const lend = await call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/lent_application_forms`, {token: t, body: {lent_application_form: {application_form_id: created.body.id}}});
    expect(lend.status).toBe(201);
    expect(lend.body).toMatchObject({application_form_id: created.body.id, reference_id: created.body.reference_id, status: 'lent'});
    const again = await call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/lent_application_forms`, {token: t, body: {lent_application_form: {application_form_id: created.body.id}}});
    expect([again.status, again.body.error.code]).toEqual([409, 'already_lent']);
    const update = await call(mock, 'PATCH', `${forms}/${created.body.id}`, {token: t, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '78701'}]}}});
    expect([update.status, update.body.error.code]).toEqual([409, 'form_locked']);
  });

  test('clone copies a form; while the form is lent, clone answers 409 (decision 6)', async () => {
    const created = await create(answers());
    const clone = await call(mock, 'POST', `${forms}/${created.body.id}/clones`, {token: t, body: {clone: {exclude_codes: ['mqs_phone']}}});
    expect(clone.status).toBe(201);
    expect(clone.body.reference_id).not.toBe(created.body.reference_id);
    const copy = await call(mock, 'GET', `${sandbox.partner}/application_forms/${clone.body.id}/latest`, {token: t});
    expect(copy.body.answer_values.map((a: {code: string}) => a.code)).not.toContain('mqs_phone');
    await call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/lent_application_forms`, {token: t, body: {lent_application_form: {application_form_id: created.body.id}}});
    const locked = await call(mock, 'POST', `${forms}/${created.body.id}/clones`, {token: t});
    expect([locked.status, locked.body.error.code]).toEqual([409, 'already_lent']);
  });

  test('lending as a Terminal user: agency_manager may, agent answers 403 (decision 5)', async () => {
    const lendAs = async (email: string) => {
      const minted = await call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/sdk_tokens`, {token: t, body: {sdk_token: {sdk_client_id: mock.world.environments.sandbox.tenants[0]!.sdk_clients.agent, role: 'agent', user_email: email}}});
      expect(minted.status).toBe(201);
      const s = await session(mock, minted.body.token);
      const created = await call(mock, 'POST', forms, {token: s.body.token, body: {application_form: {answer_values: answers()}}});
      expect(created.status).toBe(201);
      return call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/lent_application_forms`, {token: s.body.token, body: {lent_application_form: {application_form_id: created.body.id}}});
    };
    const agent = await lendAs(user(mock, (u) => u.active && u.roles.join() === 'agent').email);
    expect([agent.status, agent.body.error.code]).toEqual([403, 'forbidden']);
    expect(agent.body.error.message).toMatch(/may not lend application forms; lending needs agency_manager or admin/);
    expect((await lendAs(user(mock, (u) => u.active && u.roles.join() === 'agency_manager').email)).status).toBe(201);
  });
});
