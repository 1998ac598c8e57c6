/**
 * Webhooks: hooks within the x-facts limits, deliveries signed as
 * docs/webhooks/wh_securing.mdx teaches (checked with its own verifier, on
 * Node's crypto), header names from x-facts, retries with back-off on the
 * clock, the delivery log, pausing, secret rotation, redelivery re-signed
 * with the current secret (decision 7), the test event.
 */
import {beforeEach, describe, expect, test} from 'vitest';
// The page's verifier, exactly as readers copy it.
import {verifySignature} from '../../data/webhooks/samples/verify-signature.mjs';
import type {Mock} from '../mock';
import {hookRequests as worldRequests} from '../../data/world/webhooks';
import {call, document, sandbox, tenantId, testMock, testWorld, token} from './helpers';

const facts = document['x-facts'];
const RECEIVER = 'https://your-app.example.com';
const SECRET = 'whsec_test_0123456789abcdef';

interface Received {
  headers: Record<string, string>;
  body: string;
}

let mock: Mock;
let t: string;
let received: Received[];
let answer: () => number;
beforeEach(async () => {
  received = [];
  answer = () => 200;
  mock = testMock({
    world: testWorld(),
    fetch: async (input, init) => {
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
      received.push({headers, body: String(init?.body)});
      expect(String(input)).toMatch(/^http:\/\/receiver\.test\//);
      return new Response('{"received":true}', {status: answer()});
    },
  });
  mock.routes.set(RECEIVER, 'http://receiver.test');
  t = await token(mock);
});

const hook = (body: Record<string, unknown>) => call(mock, 'POST', `${sandbox.hooks}/hooks`, {token: t, body: {url: `${RECEIVER}/bindpoint/webhooks`, ...body}});
const createForm = () =>
  call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/application_forms`, {token: t, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '78701'}]}}});
const requests = async (id: string, query = '') => (await call(mock, 'GET', `${sandbox.hooks}/hooks/${id}/requests${query}`, {token: t})).body;
const header = (r: Received, fact: string) => r.headers[String(facts[fact]).toLowerCase()];

describe('hooks', () => {
  test(`at most ${facts.maxActiveHooks} hooks are active: one more answers 422 limit_reached, on create and on activation`, async () => {
    const seeded = (await call(mock, 'GET', `${sandbox.hooks}/hooks?active=true`, {token: t})).body.length;
    for (let i = seeded; i < Number(facts.maxActiveHooks); i++) expect((await hook({active: true})).status).toBe(201);
    const extra = await hook({active: true});
    expect(extra.status).toBe(422);
    expect(extra.body.error.details[0]).toMatchObject({field: 'active', code: 'limit_reached'});
    const inactive = await hook({});
    expect(inactive.body.active).toBe(false);
    const activate = await call(mock, 'PATCH', `${sandbox.hooks}/hooks/${inactive.body.id}`, {token: t, body: {active: true}});
    expect(activate.body.error.details[0].code).toBe('limit_reached');
  });

  test('a secret outside the x-facts bounds and an http:// URL answer 422 validation_failed', async () => {
    const short = await hook({secret: 'x'.repeat(Number(facts.hookSecretMinLength) - 1)});
    expect([short.status, short.body.error.code, short.body.error.details[0].field]).toEqual([422, 'validation_failed', 'secret']);
    const long = await hook({secret: 'x'.repeat(Number(facts.hookSecretMaxLength) + 1)});
    expect(long.status).toBe(422);
    const http = await call(mock, 'POST', `${sandbox.hooks}/hooks`, {token: t, body: {url: 'http://your-app.example.com/hooks'}});
    expect([http.status, http.body.error.details[0].field]).toEqual([422, 'url']);
  });

  test('the secret is never returned and the static header is masked', async () => {
    const created = await hook({secret: SECRET, header: {name: 'X-Acme-Key', value: 'f2b9c41d7e8a6b3c'}});
    expect(created.body).toMatchObject({has_secret: true, header: {name: 'X-Acme-Key', value: '********'}});
    expect(JSON.stringify(created.body)).not.toContain(SECRET);
  });
});

describe('the seeded deliveries', () => {
  test("last_attempt_at is the time of the last attempt, not of a later cancellation (the world's history)", () => {
    const seeded = [...mock.state('sandbox').tenants.values()].flatMap((tenant) => tenant.hookRequests);
    const cancelled = worldRequests.filter((r) => r.history.length > r.attempts + 1);
    expect(cancelled.length).toBeGreaterThan(0);
    for (const world of worldRequests) {
      const request = seeded.find((r) => r.id === world.id);
      if (!request) continue;
      const attempts = world.history.filter((h) => h.status !== 'pending');
      expect(request.last_attempt_at, world.id).toBe(attempts[world.attempts - 1]?.at ?? null);
    }
    for (const world of cancelled) expect(seeded.find((r) => r.id === world.id)?.last_attempt_at, world.id).not.toBe(world.history.at(-1)!.at);
  });
});

describe('deliveries', () => {
  test('a delivery carries the x-facts headers and a signature that the page verifier accepts, and rejects when tampered', async () => {
    const created = await hook({active: true, events: ['application_form'], secret: SECRET, header: {name: 'X-Acme-Key', value: 'f2b9c41d7e8a6b3c'}});
    await createForm();
    await mock.settle();
    expect(received).toHaveLength(1);
    const [delivery] = received as [Received];
    expect(header(delivery, 'eventHeader')).toBe('application_form:created');
    expect(header(delivery, 'hookIdHeader')).toBe(created.body.id);
    expect(header(delivery, 'attemptHeader')).toBe('1');
    expect(header(delivery, 'eventIdHeader')).toBe(JSON.parse(delivery.body).id);
    expect(delivery.headers['x-acme-key']).toBe('f2b9c41d7e8a6b3c');
    expect(header(delivery, 'signatureHeader')).toMatch(new RegExp(`^${facts.signaturePrefix}[0-9a-f]{64}$`));
    expect(verifySignature(Buffer.from(delivery.body), header(delivery, 'signatureHeader'), SECRET)).toBe(true);
    expect(verifySignature(Buffer.from(delivery.body.replace('78701', '78702')), header(delivery, 'signatureHeader'), SECRET)).toBe(false);
    expect(verifySignature(Buffer.from(delivery.body), header(delivery, 'signatureHeader'), 'another-secret-value')).toBe(false);
  });

  test('events outside the hook\'s events filter are not delivered', async () => {
    await hook({active: true, events: ['quote_request']});
    await createForm();
    await mock.settle();
    expect(received).toHaveLength(0);
  });

  test('a failed delivery is retried with back-off on the clock, with the same event id and a growing attempt count', async () => {
    const created = await hook({active: true, secret: SECRET});
    let n = 0;
    answer = () => (++n < 3 ? 500 : 200);
    await createForm();
    await mock.settle();
    let [request] = await requests(created.body.id);
    expect(request).toMatchObject({status: 'retrying', attempts: 1, response_status: 500, error: 'http_error'});
    const first = mock.deliveries.retryDelaySeconds(1);
    expect(Date.parse(request.next_attempt_at) - mock.clock.now()).toBe(first * 1000);
    await mock.clock.advance((first - 1) * 1000);
    expect(received).toHaveLength(1);
    await mock.clock.advance(1000);
    expect(received).toHaveLength(2);
    await mock.clock.advance(mock.deliveries.retryDelaySeconds(2) * 1000);
    [request] = await requests(created.body.id);
    expect(request).toMatchObject({status: 'succeeded', attempts: 3, response_status: 200, next_attempt_at: null});
    expect(received.map((r) => header(r, 'attemptHeader'))).toEqual(['1', '2', '3']);
    expect(new Set(received.map((r) => header(r, 'eventIdHeader'))).size).toBe(1);
  });

  test(`after ${facts.deliveryRetries} retries over about ${facts.deliveryRetryWeeks} weeks the request is failed`, async () => {
    const created = await hook({active: true});
    answer = () => 503;
    const start = mock.clock.now();
    await createForm();
    await mock.settle();
    await mock.clock.advance((Number(facts.deliveryRetryWeeks) * 7 + 2) * 86400_000);
    t = await token(mock);
    const [request] = await requests(created.body.id);
    expect(request).toMatchObject({status: 'failed', attempts: Number(facts.deliveryRetries) + 1});
    const span = Date.parse(request.last_attempt_at) - start;
    expect(Math.abs(span - Number(facts.deliveryRetryWeeks) * 7 * 86400_000)).toBeLessThan(3600_000);
  });

  test(`an endpoint that does not answer within ${facts.deliveryAnswerSeconds} seconds fails the attempt as read_timeout`, async () => {
    const slow = testMock({
      world: testWorld(),
      timeoutScale: 0.002,
      fetch: (_input, init) => new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    });
    slow.routes.set(RECEIVER, 'http://receiver.test');
    const st = await token(slow);
    const created = await call(slow, 'POST', `${sandbox.hooks}/hooks`, {token: st, body: {url: `${RECEIVER}/h`, active: true}});
    await call(slow, 'POST', `${sandbox.partner}/tenants/${tenantId(slow)}/application_forms`, {token: st, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '78701'}]}}});
    await slow.settle();
    const [request] = (await call(slow, 'GET', `${sandbox.hooks}/hooks/${created.body.id}/requests`, {token: st})).body;
    expect(request).toMatchObject({status: 'retrying', error: 'read_timeout', response_status: null});
    expect(request.response_time_ms).toBeGreaterThanOrEqual((Number(facts.deliveryConnectSeconds) + Number(facts.deliveryAnswerSeconds)) * 1000 * 0.002 - 5);
  });

  test('an unrouted URL never leaves the machine: the attempt fails as dns_error and the mock notes how to route it', async () => {
    mock.routes.clear();
    const created = await hook({active: true});
    await createForm();
    await mock.settle();
    const [request] = await requests(created.body.id);
    expect(request.error).toBe('dns_error');
    expect(received).toHaveLength(0);
    expect(mock.notes().join('\n')).toContain('POST /__mock/routes');
  });

  test('a paused hook holds its retries and receives nothing; activated again, it resumes', async () => {
    const created = await hook({active: true});
    answer = () => 500;
    await createForm();
    await mock.settle();
    await call(mock, 'PATCH', `${sandbox.hooks}/hooks/${created.body.id}`, {token: t, body: {active: false}});
    await createForm();
    await mock.clock.advance(86400_000);
    t = await token(mock);
    expect(received).toHaveLength(1);
    answer = () => 200;
    await call(mock, 'PATCH', `${sandbox.hooks}/hooks/${created.body.id}`, {token: t, body: {active: true}});
    await mock.settle();
    expect(received).toHaveLength(2);
    expect((await requests(created.body.id)).map((r: {status: string}) => r.status)).toEqual(['succeeded']);
  });

  test('after a secret rotation, a redelivery is signed with the current secret, with the same event id (decision 7)', async () => {
    const created = await hook({active: true, secret: SECRET});
    await createForm();
    await mock.settle();
    const rotated = 'whsec_rotated_fedcba9876543210';
    await call(mock, 'PATCH', `${sandbox.hooks}/hooks/${created.body.id}`, {token: t, body: {secret: rotated}});
    const [original] = await requests(created.body.id);
    const redelivered = await call(mock, 'POST', `${sandbox.hooks}/hooks/${created.body.id}/requests/${original.id}/redeliver`, {token: t});
    expect(redelivered.status).toBe(202);
    expect(redelivered.body).toMatchObject({redelivery_of: original.id, event_id: original.event_id, status: 'pending'});
    await mock.settle();
    const last = received.at(-1)!;
    expect(last.body).toBe(received[0]!.body);
    expect(verifySignature(Buffer.from(last.body), header(last, 'signatureHeader'), rotated)).toBe(true);
    expect(verifySignature(Buffer.from(last.body), header(last, 'signatureHeader'), SECRET)).toBe(false);
  });

  test('redelivery to an inactive hook answers 422; of an unknown request 404', async () => {
    const created = await hook({active: true});
    await createForm();
    await mock.settle();
    const [original] = await requests(created.body.id);
    await call(mock, 'PATCH', `${sandbox.hooks}/hooks/${created.body.id}`, {token: t, body: {active: false}});
    const inactive = await call(mock, 'POST', `${sandbox.hooks}/hooks/${created.body.id}/requests/${original.id}/redeliver`, {token: t});
    expect([inactive.status, inactive.body.error.code]).toEqual([422, 'validation_failed']);
    const unknown = await call(mock, 'POST', `${sandbox.hooks}/hooks/${created.body.id}/requests/0b9e6c0a-1d2e-4f3a-8b4c-5d6e7f8a9b0c/redeliver`, {token: t});
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
  });

  test('the test event reaches an inactive hook, with a fresh event id, marked test and not retried', async () => {
    const created = await hook({secret: SECRET});
    answer = () => 500;
    const reply = await call(mock, 'POST', `${sandbox.hooks}/hooks/${created.body.id}/test`, {token: t, body: {event: 'quote_request:finished'}});
    expect(reply.status).toBe(202);
    expect(reply.body.test).toBe(true);
    await mock.clock.advance(86400_000);
    t = await token(mock);
    expect(received).toHaveLength(1);
    expect(header(received[0]!, 'eventHeader')).toBe('quote_request:finished');
    expect(JSON.parse(received[0]!.body).id).toBe(reply.body.event_id);
    const [request] = await requests(created.body.id);
    expect(request).toMatchObject({status: 'failed', attempts: 1, test: true});
  });

  test('the delivery log filters by status and event; deleting a hook drops its retries and its log', async () => {
    const created = await hook({active: true});
    answer = () => 500;
    await createForm();
    await mock.settle();
    expect(await requests(created.body.id, '?status=retrying')).toHaveLength(1);
    expect(await requests(created.body.id, '?status=succeeded')).toHaveLength(0);
    expect(await requests(created.body.id, '?event=application_form:updated')).toHaveLength(0);
    expect((await call(mock, 'DELETE', `${sandbox.hooks}/hooks/${created.body.id}`, {token: t})).status).toBe(204);
    await mock.clock.advance(86400_000);
    t = await token(mock);
    expect(received).toHaveLength(1);
    expect((await call(mock, 'GET', `${sandbox.hooks}/hooks/${created.body.id}/requests`, {token: t})).status).toBe(404);
  });
});
