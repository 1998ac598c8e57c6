/**
 * SDK tokens (decision 4): each SDK client id mints only its own role, agent
 * tokens need an active Terminal user who may quote, form-bound tokens a
 * current form of the tenant; every token is single use and expires.
 */
import {beforeEach, expect, test} from 'vitest';
import type {Mock} from '../mock';
import {call, sandbox, session, tenantId, testMock, testWorld, token, user} from './helpers';

let mock: Mock;
let t: string;
let url: string;
let ids: {storefront: string; agent: string};
beforeEach(async () => {
  mock = testMock({world: testWorld()});
  t = await token(mock);
  url = `${sandbox.partner}/tenants/${tenantId(mock)}/sdk_tokens`;
  ids = mock.world.environments.sandbox.tenants[0]!.sdk_clients;
});
const mint = (sdkToken: Record<string, unknown>) => call(mock, 'POST', url, {token: t, body: {sdk_token: sdkToken}});

test('the storefront SDK client id mints guest tokens, single use, valid 300 seconds', async () => {
  const reply = await mint({sdk_client_id: ids.storefront, role: 'guest', application_form_id: null});
  expect(reply.status).toBe(201);
  expect(reply.body).toMatchObject({role: 'guest', expires_in: 300, token: expect.stringMatching(/^gt_/)});
  expect((await session(mock, reply.body.token)).status).toBe(201);
  const again = await session(mock, reply.body.token);
  expect(again.status).toBe(401);
  expect(again.body.error).toMatch(/single use/);
});

test('an SDK token expires 300 seconds after it is minted', async () => {
  const reply = await mint({sdk_client_id: ids.storefront, role: 'guest'});
  await mock.clock.advance(300_000);
  expect((await session(mock, reply.body.token)).body.error).toMatch(/expired/);
});

test('each SDK client id mints only its own role: the other answers 403 (decision 4)', async () => {
  const agentFromStorefront = await mint({sdk_client_id: ids.storefront, role: 'agent', user_email: user(mock, (u) => u.active && u.roles.join() === 'agent').email});
  expect([agentFromStorefront.status, agentFromStorefront.body.error.code]).toEqual([403, 'forbidden']);
  expect(agentFromStorefront.body.error.message).toContain(`${ids.storefront} is not enabled for agent sessions`);
  const guestFromAgent = await mint({sdk_client_id: ids.agent, role: 'guest'});
  expect([guestFromAgent.status, guestFromAgent.body.error.code]).toEqual([403, 'forbidden']);
  const unknown = await mint({sdk_client_id: 'sdkc_sbx_0000000000', role: 'guest'});
  expect(unknown.status).toBe(403);
});

test('agent tokens act as a Terminal user: unknown e-mail 404, disabled user 422 user_cannot_quote, a user who may quote 201', async () => {
  const unknown = await mint({sdk_client_id: ids.agent, role: 'agent', user_email: 'nobody@acme-insurance.example'});
  expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
  const disabled = await mint({sdk_client_id: ids.agent, role: 'agent', user_email: user(mock, (u) => !u.active).email});
  expect(disabled.status).toBe(422);
  expect(disabled.body.error.details[0].code).toBe('user_cannot_quote');
  const viewer = await mint({sdk_client_id: ids.agent, role: 'agent', user_email: user(mock, (u) => u.active && u.roles.join() === 'viewer').email});
  expect(viewer.body.error.details[0].code).toBe('user_cannot_quote');
  const agent = await mint({sdk_client_id: ids.agent, role: 'agent', user_email: user(mock, (u) => u.active && u.roles.join() === 'agent').email});
  expect(agent.status).toBe(201);
  expect(agent.body.user).toMatchObject({email: user(mock, (u) => u.active && u.roles.join() === 'agent').email, roles: ['agent']});
});

test('a form-bound guest token needs a current consumer form of the tenant; its session sees that form only', async () => {
  const forms = `${sandbox.partner}/tenants/${tenantId(mock)}/application_forms`;
  const mine = await call(mock, 'POST', forms, {token: t, body: {application_form: {create_guest_user: true, answer_values: [{code: 'mqs_zipcode', answer: '78701'}]}}});
  const another = await call(mock, 'POST', forms, {token: t, body: {application_form: {create_guest_user: true, answer_values: [{code: 'mqs_zipcode', answer: '78702'}]}}});
  const invented = await mint({sdk_client_id: ids.storefront, role: 'guest', application_form_id: '0b9e6c0a-1d2e-4f3a-8b4c-5d6e7f8a9b0c'});
  expect(invented.status).toBe(422);
  expect(invented.body.error.details[0].field).toBe('sdk_token.application_form_id');
  const bound = await mint({sdk_client_id: ids.storefront, role: 'guest', application_form_id: mine.body.id});
  expect(bound.status).toBe(201);
  const otherForm = await call(mock, 'POST', 'http://127.0.0.1/__mock/sdk/sessions', {body: {token: bound.body.token, application_form_id: another.body.id}});
  expect(otherForm.status).toBe(403);
  const s = await session(mock, bound.body.token);
  expect((await call(mock, 'GET', `${sandbox.partner}/application_forms/${mine.body.id}/latest`, {token: s.body.token})).status).toBe(200);
  expect((await call(mock, 'GET', `${sandbox.partner}/application_forms/${another.body.id}/latest`, {token: s.body.token})).status).toBe(404);
});
