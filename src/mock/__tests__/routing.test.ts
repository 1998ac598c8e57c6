/**
 * What every request goes through: rate limits per API (x-facts, per client,
 * rolling minute on the clock), the host's API, methods and paths, tenant
 * isolation, and the check of every answer against the document.
 */
import {describe, expect, test} from 'vitest';
import {identity} from '../../site/identity';
import {facts as platformFacts} from '../../site/facts';
import {RATE_LIMIT_FACT} from '../ratelimit';
import type {ApiName} from '../hosts';
import type {Mock} from '../mock';
import {createRouter} from '../router';
import {call, client, document, otherClient, sandbox, tenantId, testMock, testWorld, token, tokenFor} from './helpers';

const facts = document['x-facts'];

async function request(mock: Mock, api: ApiName): Promise<{status: number; body: any; headers: Headers}> {
  const key = mock.world.environments.sandbox.intelligence_keys[0]!.key;
  switch (api) {
    case 'auth': {
      const c = client(mock);
      return call(mock, 'POST', `${sandbox.auth}${identity.tokenPath}`, {body: `grant_type=client_credentials&client_id=${c.client_id}&client_secret=${c.client_secret}`, headers: {'content-type': 'application/x-www-form-urlencoded'}});
    }
    case 'partnerApi':
      return call(mock, 'GET', `${sandbox.partner}/application_forms/AAA-BBB-CCC/latest`, {token: tokens.get(mock)});
    case 'leadsApi':
      return call(mock, 'GET', `${sandbox.leads}/coverage_types`, {token: mock.world.environments.sandbox.disposition_tokens[0]!.token});
    case 'intelligence':
      return call(mock, 'GET', `${sandbox.intelligence}/data/v4/dp_commercial_core/${platformFacts.idFormats.companyReportPrefix}0000000000`, {token: tokens.get(mock), headers: {'x-api-key': key}});
    case 'carrierApi':
      return call(mock, 'GET', `${sandbox.carrier}/market_recommendation?state=TX&naics=311811&product=general_liability`, {token: tokens.get(mock), headers: {'x-api-key': key}});
    default:
      return call(mock, 'GET', `${sandbox.hooks}/hooks`, {token: tokens.get(mock)});
  }
}
const tokens = new Map<Mock, string>();

describe('rate limits per API', () => {
  test.each(Object.entries(RATE_LIMIT_FACT))('%s: %s requests per rolling minute, then 429 with Retry-After and that limit in the message', async (api, fact) => {
    const mock = testMock({world: testWorld()});
    tokens.set(mock, await token(mock));
    await mock.clock.advance(60_000);
    const limit = Number(facts[fact!]);
    for (let i = 0; i < limit; i++) expect((await request(mock, api as ApiName)).status).not.toBe(429);
    const limited = await request(mock, api as ApiName);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(limited.body.error.message).toContain(`Rate limit of ${limit} requests per minute`);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('x-ratelimit-limit')).toBe(String(limit));
    // Another API is not affected, and the window rolls on with the clock.
    const other = api === 'leadsApi' ? 'auth' : 'leadsApi';
    expect((await request(mock, other as ApiName)).status).not.toBe(429);
    await mock.clock.advance(Number(limited.headers.get('retry-after')) * 1000);
    expect((await request(mock, api as ApiName)).status).not.toBe(429);
  });

  test('every API with a per-minute limit in x-facts is limited', () => {
    const stated = Object.keys(facts).filter((k) => /^rateLimit\w+PerMinute$/.test(k));
    expect(Object.values(RATE_LIMIT_FACT).sort()).toEqual(stated.sort());
  });
});

describe('routing', () => {
  test('a path of another API on this host answers 404 naming the right host', async () => {
    const mock = testMock();
    const reply = await call(mock, 'GET', `${sandbox.partner}/hooks`, {token: await token(mock)});
    expect(reply.status).toBe(404);
    expect(reply.body.error.message).toContain(sandbox.hooks);
  });

  test('a plain request on the mock address is routed by its path, in the sandbox', async () => {
    const mock = testMock();
    const reply = await call(mock, 'GET', 'http://127.0.0.1:4310/hooks', {token: await token(mock)});
    expect(reply.status).toBe(200);
    expect(mock.log().at(-1)).toMatchObject({environment: 'sandbox', operationId: 'listHooks'});
  });

  test('an unknown path answers 404; a known path with another method 405 with Allow', async () => {
    const mock = testMock();
    expect((await call(mock, 'GET', `${sandbox.partner}/no/such/path`)).status).toBe(404);
    const wrong = await call(mock, 'DELETE', `${sandbox.hooks}/hooks`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')!.split(', ').sort()).toEqual(['GET', 'POST']);
  });

  test('terminal and storefront hosts serve no API', async () => {
    const mock = testMock();
    expect((await call(mock, 'GET', `${identity.hosts.storefront.sandbox}/hooks`)).status).toBe(404);
  });
});

describe('tenant isolation', () => {
  test("one tenant's hooks and forms are invisible to another tenant's client", async () => {
    const mock = testMock({world: testWorld()});
    const mine = await token(mock);
    const theirs = await tokenFor(mock, otherClient(mock).client_id);
    const hook = await call(mock, 'POST', `${sandbox.hooks}/hooks`, {token: mine, body: {url: 'https://your-app.example.com/hooks'}});
    expect((await call(mock, 'GET', `${sandbox.hooks}/hooks/${hook.body.id}`, {token: theirs})).status).toBe(404);
    expect((await call(mock, 'GET', `${sandbox.hooks}/hooks`, {token: theirs})).body).toEqual([]);
    const form = await call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/application_forms`, {token: mine, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '78701'}]}}});
    expect((await call(mock, 'GET', `${sandbox.partner}/application_forms/${form.body.reference_id}/latest`, {token: theirs})).status).toBe(404);
  });
});

describe('answers are checked against the document', () => {
  test('the router finds an undocumented status, a wrong error code and a missing field', () => {
    const router = createRouter(document);
    const op = router.byId('createApplicationForm');
    expect(router.validateResponse(op, 418, {}, {})[0]).toMatch(/documents no 418 response/);
    expect(router.validateResponse(op, 400, {error: {code: 'teapot', message: 'x', details: [], request_id: 'req_01JD8WK1M3P5R7T9V1X3Z5B7D9'}}, {}).join()).toMatch(/must be equal to one of the allowed values: .*"already_lent".*"invalid_request"/);
    expect(router.validateResponse(op, 201, {id: 'b7e4c2d1-5a3f-4c8e-9d2b-6f1a0e3c7b95', status: 'in_progress'}, {}).join()).toMatch(/reference_id/);
    // Every answer of the Partner API carries its rate-limit headers (src/data/rules/apis.ts).
    expect(router.validateResponse(op, 201, {id: 'b7e4c2d1-5a3f-4c8e-9d2b-6f1a0e3c7b95', reference_id: 'K7Q-4MZ-92T', status: 'in_progress'}, {}).join()).toMatch(/header X-RateLimit-Limit is required/);
    const limits = {'x-ratelimit-limit': '600', 'x-ratelimit-remaining': '599', 'x-ratelimit-reset': '60'};
    expect(router.validateResponse(op, 201, {id: 'b7e4c2d1-5a3f-4c8e-9d2b-6f1a0e3c7b95', reference_id: 'K7Q-4MZ-92T', status: 'in_progress'}, limits)).toEqual([]);
  });

  test('in test mode a wrong answer rejects handle(); otherwise it is marked in a header and in the log', async () => {
    const broken = {...document, components: {...document.components, schemas: {...document.components.schemas, ApplicationFormCreated: {...document.components.schemas.ApplicationFormCreated, required: ['id', 'reference_id', 'status', 'never_sent']}}}};
    const body = {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '78701'}]}};
    const strict = testMock({document: broken});
    await expect(call(strict, 'POST', `${sandbox.partner}/tenants/${tenantId(strict)}/application_forms`, {token: await token(strict), body})).rejects.toThrow(/never_sent/);
    const lenient = testMock({document: broken, responseValidation: 'header'});
    const reply = await call(lenient, 'POST', `${sandbox.partner}/tenants/${tenantId(lenient)}/application_forms`, {token: await token(lenient), body});
    expect(reply.headers.get('x-mock-schema-problems')).toMatch(/never_sent/);
    expect(lenient.log().at(-1)!.schema_problems).toHaveLength(1);
  });
});
