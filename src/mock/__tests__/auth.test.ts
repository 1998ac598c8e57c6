/**
 * OAuth client credentials and bearer tokens: Basic or form fields, RFC 6749
 * errors, the lifetime from x-facts (expired once the clock passes
 * expires_in), sandbox and production as separate worlds (decision 3), and a
 * token of another tenant refused.
 */
import {describe, expect, test} from 'vitest';
import {identity} from '../../site/identity';
import {call, client, document, otherClient, production, sandbox, tenantId, testMock, testWorld, token, tokenFor} from './helpers';

const lifetime = Number(document['x-facts'].tokenLifetimeSeconds);
const form = (body: string) => ({body, headers: {'content-type': 'application/x-www-form-urlencoded'}});
const tokenUrl = `${sandbox.auth}${identity.tokenPath}`;

describe('token endpoint', () => {
  test('Basic credentials and form fields both mint a bearer token with the lifetime of x-facts', async () => {
    const mock = testMock();
    const c = client(mock);
    const basic = await call(mock, 'POST', tokenUrl, {...form('grant_type=client_credentials'), headers: {'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa(`${c.client_id}:${c.client_secret}`)}`}});
    const fields = await call(mock, 'POST', tokenUrl, form(`grant_type=client_credentials&client_id=${c.client_id}&client_secret=${c.client_secret}`));
    for (const reply of [basic, fields]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({token_type: 'bearer', expires_in: lifetime, scope: '', uid: c.uid});
      expect(reply.headers.get('cache-control')).toBe('no-store');
    }
    expect(basic.body.access_token).not.toBe(fields.body.access_token);
  });

  test('a wrong secret answers 401 invalid_client in the RFC 6749 format', async () => {
    const mock = testMock();
    const reply = await call(mock, 'POST', tokenUrl, form(`grant_type=client_credentials&client_id=${client(mock).client_id}&client_secret=wrong`));
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBe('invalid_client');
    expect(reply.body.error_description).toEqual(expect.any(String));
  });

  test('another grant type answers 400 unsupported_grant_type; none answers 400 invalid_request', async () => {
    const mock = testMock();
    const c = client(mock);
    const other = await call(mock, 'POST', tokenUrl, form(`grant_type=password&client_id=${c.client_id}&client_secret=${c.client_secret}`));
    expect([other.status, other.body.error]).toEqual([400, 'unsupported_grant_type']);
    const none = await call(mock, 'POST', tokenUrl, form(`client_id=${c.client_id}&client_secret=${c.client_secret}`));
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('invalid_request');
  });

  test('a JSON body answers 400 invalid_request: the token request is form-encoded', async () => {
    const mock = testMock();
    const c = client(mock);
    const reply = await call(mock, 'POST', tokenUrl, {body: JSON.stringify({grant_type: 'client_credentials', client_id: c.client_id, client_secret: c.client_secret}), headers: {'content-type': 'application/json'}});
    expect([reply.status, reply.body.error]).toEqual([400, 'invalid_request']);
    expect(reply.body.error_description).toMatch(/form-encoded/);
  });

  test('no credentials at all answer 401 invalid_client; both Basic and form fields answer 400 invalid_request', async () => {
    const mock = testMock();
    const c = client(mock);
    const none = await call(mock, 'POST', tokenUrl, form('grant_type=client_credentials'));
    expect([none.status, none.body.error]).toEqual([401, 'invalid_client']);
    const basic = `Basic ${btoa(`${c.client_id}:${c.client_secret}`)}`;
    const both = await call(mock, 'POST', tokenUrl, {body: `grant_type=client_credentials&client_id=${c.client_id}&client_secret=${c.client_secret}`, headers: {'content-type': 'application/x-www-form-urlencoded', authorization: basic}});
    expect([both.status, both.body.error]).toEqual([400, 'invalid_request']);
  });

  test('production credentials at the sandbox token URL answer 401 and say which environment they belong to', async () => {
    const mock = testMock({world: testWorld()});
    const p = client(mock, 'production');
    const reply = await call(mock, 'POST', tokenUrl, form(`grant_type=client_credentials&client_id=${p.client_id}&client_secret=${p.client_secret}`));
    expect(reply.status).toBe(401);
    expect(reply.body.error_description).toMatch(/production credentials/);
  });
});

describe('bearer tokens', () => {
  test('a token works until the clock passes expires_in, then answers 401 invalid_token', async () => {
    const mock = testMock();
    const t = await token(mock);
    const url = `${sandbox.hooks}/hooks`;
    expect((await call(mock, 'GET', url, {token: t})).status).toBe(200);
    await mock.clock.advance((lifetime - 1) * 1000);
    expect((await call(mock, 'GET', url, {token: t})).status).toBe(200);
    await mock.clock.advance(1000);
    const expired = await call(mock, 'GET', url, {token: t});
    expect(expired.status).toBe(401);
    expect(expired.body.error).toMatchObject({code: 'invalid_token', message: expect.stringMatching(/expired/)});
    expect(expired.body.error.request_id).toMatch(/^req_[0-9A-Z]{26}$/);
  });

  test('no token answers 401 invalid_token', async () => {
    const mock = testMock();
    const reply = await call(mock, 'GET', `${sandbox.hooks}/hooks`);
    expect([reply.status, reply.body.error.code]).toEqual([401, 'invalid_token']);
  });

  test('a sandbox token is refused by production hosts and a production token by sandbox hosts (decision 3)', async () => {
    const mock = testMock({world: testWorld()});
    const sandboxToken = await token(mock);
    const productionToken = await token(mock, 'production');
    const atProduction = await call(mock, 'GET', `${production.hooks}/hooks`, {token: sandboxToken});
    expect(atProduction.status).toBe(401);
    expect(atProduction.body.error.message).toMatch(/issued by the sandbox token URL/);
    const atSandbox = await call(mock, 'GET', `${sandbox.hooks}/hooks`, {token: productionToken});
    expect(atSandbox.status).toBe(401);
    expect((await call(mock, 'GET', `${production.hooks}/hooks`, {token: productionToken})).status).toBe(200);
  });

  test('a token of another tenant answers 403 forbidden on this tenant', async () => {
    const mock = testMock({world: testWorld()});
    const otherToken = await tokenFor(mock, otherClient(mock).client_id);
    const reply = await call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/application_forms`, {token: otherToken, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '78701'}]}}});
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('forbidden');
    expect(reply.body.error.message).toContain(tenantId(mock));
  });
});
