/**
 * The control API in the core (the same on the Node server and in msw): the
 * clock with durations, platform-driven form statuses along the world's legal
 * transitions (each with its event), quote requests for carriers, and
 * prospects delivered to a registered receiver.
 */
import {expect, test} from 'vitest';
import {parseDuration} from '../control';
import {call, sandbox, tenantId, testMock, testWorld, token, tokenFor} from './helpers';

const control = (mock: ReturnType<typeof testMock>, method: string, path: string, body?: unknown) => call(mock, method, `http://127.0.0.1/__mock${path}`, body === undefined ? {} : {body});

test('durations: "72h", "30m", "5s", "3d", ISO 8601 and seconds; anything else is refused', () => {
  expect(parseDuration('72h')).toBe(72 * 3600_000);
  expect(parseDuration('30m')).toBe(30 * 60_000);
  expect(parseDuration('PT5M')).toBe(300_000);
  expect(parseDuration('P1DT2H')).toBe(26 * 3600_000);
  expect(parseDuration(90)).toBe(90_000);
  expect(() => parseDuration('soon')).toThrow(/Not a duration/);
});

test('the clock moves forward only and runs what falls due', async () => {
  const mock = testMock();
  const before = mock.clock.now();
  const moved = await control(mock, 'POST', '/clock', {advance: '1h'});
  expect(Date.parse(moved.body.now) - before).toBe(3600_000);
  const back = await control(mock, 'POST', '/clock', {advance: -5});
  expect(back.status).toBe(400);
});

test('the platform moves a form along its legal transitions and sends the matching event; an illegal move answers 409', async () => {
  const events: string[] = [];
  const hooked = testMock({
    world: testWorld(),
    fetch: async (_url, init) => {
      events.push(new Headers(init?.headers).get('x-event')!);
      return new Response(null, {status: 200});
    },
  });
  hooked.routes.set('https://your-app.example.com', 'http://receiver.test');
  const ht = await token(hooked);
  await call(hooked, 'POST', `${sandbox.hooks}/hooks`, {token: ht, body: {url: 'https://your-app.example.com/h', active: true}});
  const form = await call(hooked, 'POST', `${sandbox.partner}/tenants/${tenantId(hooked)}/application_forms`, {token: ht, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '78701'}]}}});
  const illegal = await control(hooked, 'POST', '/forms/status', {reference_id: form.body.reference_id, status: 'bound'});
  expect(illegal.status).toBe(409);
  for (const status of ['submitted', 'quoting', 'quoted', 'bound']) {
    expect((await control(hooked, 'POST', '/forms/status', {reference_id: form.body.reference_id, status})).status).toBe(200);
  }
  expect(events).toEqual(['application_form:created', 'application_form:submitted', 'application_form:updated', 'application_form:finished_quoting', 'application_form:bound']);
});

test('a quote request made for a carrier can be updated by that carrier', async () => {
  const mock = testMock({world: testWorld()});
  const t = await token(mock);
  const form = await call(mock, 'POST', `${sandbox.partner}/tenants/${tenantId(mock)}/application_forms`, {token: t, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '78701'}]}}});
  const carrier = mock.world.environments.sandbox.clients.find((c) => c.carrier_id)!;
  const quote = await control(mock, 'POST', '/quote_requests', {reference_id: form.body.reference_id, carrier: 'Test Carrier', carrier_id: carrier.carrier_id, coverage_type_id: 1});
  expect(quote.status).toBe(201);
  const put = await call(mock, 'PUT', `${sandbox.partner}/quote_requests/${quote.body.quote_number}`, {token: await tokenFor(mock, carrier.client_id), body: {quote_request: {request_status: 'in_progress'}}});
  expect(put.status).toBe(200);
  const latest = await call(mock, 'GET', `${sandbox.partner}/application_forms/${form.body.id}/latest`, {token: t});
  expect(latest.body.quote_requests).toEqual([{quote_number: quote.body.quote_number, carrier: 'Test Carrier', request_status: 'in_progress'}]);
});

test('a prospect is delivered to the receiver a tutorial registers; without one the control API says what to do', async () => {
  const seen: string[] = [];
  const mock = testMock({world: testWorld(), fetch: async (url) => (seen.push(String(url)), new Response(null, {status: 200}))});
  // A tenant without a receiver (the reader's sending tenant): the control API says what to do.
  const none = await control(mock, 'POST', '/prospects', {tenant_id: mock.world.reader!.tenant_id});
  expect(none.status).toBe(409);
  expect(none.body.error).toMatch(/POST \/__mock\/receivers first/);
  mock.routes.set('https://your-app.example.com', 'http://127.0.0.1:3999');
  await control(mock, 'POST', '/receivers', {url: 'https://your-app.example.com/bindpoint/prospects', auth: {header: {name: 'X-BindPoint-Token', value: 'abc'}}});
  const lead = await control(mock, 'POST', '/prospects', {prospect: {coverage_type_ids: [1, 2]}});
  expect(lead.status).toBe(202);
  expect(lead.body.delivery.status).toBe('delivered');
  expect(seen).toEqual(['http://127.0.0.1:3999/bindpoint/prospects']);
});
