/**
 * The Exchange: unique mqs_phone over the facts' day window, prospects
 * delivered to the registered receiver with its static header or Basic
 * credentials and retried on the x-facts schedule, dispositions (one per
 * coverage type, history length, premium, legal transitions) and the
 * first-disposition deadline crossing on the clock.
 */
import {beforeEach, describe, expect, test} from 'vitest';
import {facts as platformFacts} from '../../site/facts';
import type {Mock} from '../mock';
import {receiverSchedule} from '../handlers/exchange';
import {call, document, sandbox, testMock, testWorld, token, tokenFor, uniquePhone} from './helpers';

const facts = document['x-facts'];
const RECEIVER = 'https://your-app.example.com';

let mock: Mock;
let t: string;
let received: Array<{url: string; headers: Record<string, string>; body: any}>;
let answer: () => number;
beforeEach(async () => {
  received = [];
  answer = () => 202;
  mock = testMock({
    world: testWorld(),
    fetch: async (input, init) => {
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
      received.push({url: String(input), headers, body: JSON.parse(String(init?.body))});
      return new Response(null, {status: answer()});
    },
  });
  mock.routes.set(RECEIVER, 'http://receiver.test');
  t = await token(mock);
});

const prospect = (phone = uniquePhone()) => ({
  application_form: {
    answer_values: [
      {code: 'mqs_first_name', answer: 'Luis'},
      {code: 'mqs_last_name', answer: 'Ortega'},
      {code: 'mqs_business_name', answer: 'Ortega Taqueria LLC'},
      {code: 'mqs_phone', answer: phone},
      {code: 'mqs_state', answer: 'AZ'},
      {code: 'mqs_zipcode', answer: '85016'},
      {code: 'mqs_full_time_employees', answer: '4'},
    ],
  },
});
const send = (body: unknown, headers: Record<string, string> = {}) => call(mock, 'POST', `${sandbox.partner}/exchange_application_forms`, {token: t, body, headers});
const register = (auth: unknown) => call(mock, 'POST', 'http://127.0.0.1/__mock/receivers', {body: {url: `${RECEIVER}/bindpoint/prospects`, auth}});
/** The Leads API token of the reader's receive-side buyer: the tenant the control API registers receivers for. */
const leadsToken = (mock: Mock) => mock.world.environments.sandbox.disposition_tokens.find((d) => d.tenant_id === mock.world.reader!.receiving_tenant_id)!.token;
/** The newest lead the buyer received (GET /__mock/leads lists the seeded ones first). */
const newestLead = async () => (await call(mock, 'GET', 'http://127.0.0.1/__mock/leads')).body.at(-1);

describe('send side', () => {
  test(`the same mqs_phone within ${platformFacts.exchange.phoneUniqueDays} days answers 422 duplicate_prospect; after the window it is accepted`, async () => {
    const phone = uniquePhone();
    expect((await send(prospect(phone))).status).toBe(201);
    const again = await send(prospect(phone));
    expect([again.status, again.body.error.code]).toEqual([422, 'duplicate_prospect']);
    expect(again.body.error.details[0]).toMatchObject({field: 'mqs_phone', code: 'taken'});
    await mock.clock.advance(platformFacts.exchange.phoneUniqueDays * 86400_000);
    t = await token(mock);
    expect((await send(prospect(phone))).status).toBe(201);
  });

  test("a carrier's client is not enabled for the send side: 403 forbidden", async () => {
    const carrier = mock.world.environments.sandbox.clients.find((c) => c.carrier_id)!;
    const reply = await call(mock, 'POST', `${sandbox.partner}/exchange_application_forms`, {token: await tokenFor(mock, carrier.client_id), body: prospect()});
    expect([reply.status, reply.body.error.code]).toEqual([403, 'forbidden']);
  });

  test('a malformed or missing phone and missing required answers answer 422 validation_failed', async () => {
    const bad = prospect('602-555-0132');
    const reply = await send(bad);
    expect([reply.status, reply.body.error.code]).toEqual([422, 'validation_failed']);
    const missing = await send({application_form: {answer_values: [{code: 'mqs_phone', answer: uniquePhone()}]}});
    expect(missing.body.error.details.map((d: {field: string}) => d.field)).toEqual(expect.arrayContaining(['mqs_business_name', 'mqs_zipcode']));
  });

  test(`an Idempotency-Key replays the first answer for ${facts.idempotencyReplayHours} hours instead of a duplicate`, async () => {
    const body = prospect();
    const first = await send(body, {'idempotency-key': 'prospect-key-0001'});
    const replay = await send(body, {'idempotency-key': 'prospect-key-0001'});
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
  });
});

describe('receive side', () => {
  test('a prospect is POSTed to the receiver with its static header; a Basic receiver gets Basic credentials', async () => {
    await register({header: {name: facts.receiverHeader, value: 'static-secret-1'}});
    await send(prospect());
    await mock.settle();
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe('http://receiver.test/bindpoint/prospects');
    expect(received[0]!.headers[String(facts.receiverHeader).toLowerCase()]).toBe('static-secret-1');
    expect(received[0]!.body).toMatchObject({business_name: 'Ortega Taqueria LLC', state: 'AZ', coverage_type_ids: [1, 2], duns: ''});
    await register({basic: {username: 'bindpoint', password: 'p@ss'}});
    await send(prospect());
    await mock.settle();
    expect(received[1]!.headers.authorization).toBe(`Basic ${btoa('bindpoint:p@ss')}`);
  });

  test(`a receiver that fails is retried after ${facts.receiverRetrySchedule}, then the delivery fails`, async () => {
    await register({header: {name: facts.receiverHeader, value: 'static-secret-1'}});
    answer = () => 500;
    await send(prospect());
    await mock.settle();
    const schedule = receiverSchedule(facts);
    for (const minutes of schedule) {
      const before = received.length;
      await mock.clock.advance(minutes * 60_000 - 1000);
      expect(received).toHaveLength(before);
      await mock.clock.advance(1000);
      expect(received).toHaveLength(before + 1);
    }
    await mock.clock.advance(86400_000);
    expect(received).toHaveLength(1 + schedule.length);
    const lead = await newestLead();
    expect(lead.delivery).toMatchObject({status: 'failed', attempts: 1 + schedule.length});
  });
});

describe('dispositions', () => {
  async function delivered(): Promise<string> {
    await register({header: {name: facts.receiverHeader, value: 'static-secret-1'}});
    await send(prospect());
    await mock.settle();
    return received.at(-1)!.body.lead_id;
  }
  const dispose = (lead: string, body: Record<string, unknown>, leads = leadsToken(mock)) => call(mock, 'POST', `${sandbox.leads}/leads/${lead}/lead_attributes`, {token: leads, body});
  const active = {coverage_type_id: 1, status: 'Active', history: 'Called the owner on 11/25 and booked a follow-up for 11/26.'};

  test('a disposition per coverage type is recorded and listed newest first', async () => {
    const lead = await delivered();
    expect((await dispose(lead, active)).status).toBe(201);
    const quoted = await dispose(lead, {...active, status: 'Quoted', carrier: 'Hartwell Mutual', premium: 1840, quoted_at: '2026-11-25T18:00:00Z'});
    expect(quoted.status).toBe(201);
    const list = await call(mock, 'GET', `${sandbox.leads}/leads/${lead}/lead_attributes`, {token: leadsToken(mock)});
    expect(list.body.map((d: {status: string}) => d.status)).toEqual(['Quoted', 'Active']);
    expect(list.headers.get('x-total-count')).toBe('2');
  });

  test(`a history shorter than ${facts.dispositionHistoryMinLength} characters, a premium of 0 and a coverage type the prospect did not ask for answer 422`, async () => {
    const lead = await delivered();
    const short = await dispose(lead, {...active, history: 'Called.'});
    expect([short.status, short.body.error.details[0].field, short.body.error.details[0].code]).toEqual([422, 'history', 'too_short']);
    const zero = await dispose(lead, {...active, status: 'Quoted', carrier: 'Hartwell Mutual', premium: 0, quoted_at: '2026-11-25T18:00:00Z'});
    expect([zero.status, zero.body.error.details[0].field]).toEqual([422, 'premium']);
    const other = await dispose(lead, {...active, coverage_type_id: 7});
    expect([other.status, other.body.error.details[0].field]).toEqual([422, 'coverage_type_id']);
  });

  test('a quoted_at in the future answers 422', async () => {
    const lead = await delivered();
    const reply = await dispose(lead, {...active, status: 'Quoted', carrier: 'Hartwell Mutual', premium: 1840, quoted_at: '2026-12-25T18:00:00Z'});
    expect([reply.status, reply.body.error.details[0].field]).toEqual([422, 'quoted_at']);
  });

  test('a status may only move along the legal transitions: Sold is final', async () => {
    const lead = await delivered();
    await dispose(lead, {...active, status: 'Sold', carrier: 'Hartwell Mutual', premium: 1840, quoted_at: '2026-11-25T17:00:00Z', sold_at: '2026-11-25T17:30:00Z'});
    const back = await dispose(lead, active);
    expect([back.status, back.body.error.details[0].code]).toEqual([422, 'invalid_transition']);
  });

  test("an unknown lead and another tenant's lead answer 404; a wrong Leads API token 401", async () => {
    const lead = await delivered();
    expect((await dispose('LNOSUCH0001', active)).status).toBe(404);
    const others = mock.world.environments.sandbox.disposition_tokens.filter((d) => d.token !== leadsToken(mock));
    expect((await dispose(lead, active, others[0]!.token)).status).toBe(404);
    expect((await dispose(lead, active, 'not-a-token')).status).toBe(401);
  });

  test(`a lead without a first disposition is overdue once the clock passes ${platformFacts.exchange.firstDispositionHours} hours after delivery`, async () => {
    const lead = await delivered();
    await dispose(lead, active);
    await mock.clock.advance(platformFacts.exchange.firstDispositionHours * 3600_000 - 1000);
    let record = await newestLead();
    expect(record.overdue).toBeNull();
    await mock.clock.advance(1000);
    record = await newestLead();
    expect(record.overdue).toEqual([2]);
    expect((await call(mock, 'GET', 'http://127.0.0.1/__mock/notes')).body.join('\n')).toContain(lead);
  });

  test('coverage types come from the world, cacheable for a day', async () => {
    const reply = await call(mock, 'GET', `${sandbox.leads}/coverage_types?per_page=100`, {token: leadsToken(mock)});
    expect(reply.body).toEqual(mock.world.coverage_types);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
