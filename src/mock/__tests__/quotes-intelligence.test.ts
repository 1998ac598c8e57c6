/**
 * Quote requests (carrier clients, legal transitions, premium, attachments
 * up to 10 MB, binary downloads) and Insurance Intelligence (x-api-key and
 * data packages, reports ready later, upload URLs valid five minutes).
 */
import {beforeEach, describe, expect, test} from 'vitest';
import type {Mock} from '../mock';
import {companyByName} from '../../data/world';
import {call, carrierClientId, sandbox, tenantId, testMock, testWorld, token, tokenFor} from './helpers';
import {readerVariable} from '../../data/world/env';
import {facts} from '../../site/facts';

let mock: Mock;
beforeEach(() => {
  mock = testMock({world: testWorld()});
});

describe('quote requests and attachments', () => {
  let quoteNumber: string;
  beforeEach(async () => {
    // A quote request sent to the first test carrier for one of the reader's forms.
    const carrier = mock.world.environments.sandbox.clients.find((c) => c.client_id === carrierClientId(0))!;
    const form = mock.world.environments.sandbox.tenants[0]!.forms[0]!;
    const made = await call(mock, 'POST', 'http://127.0.0.1/__mock/quote_requests', {body: {reference_id: form.reference_id, carrier: 'Carrier 0', carrier_id: carrier.carrier_id, coverage_type_id: 1}});
    quoteNumber = made.body.quote_number;
  });
  const put = async (body: Record<string, unknown>, clientId = carrierClientId(0)) =>
    call(mock, 'PUT', `${sandbox.partner}/quote_requests/${quoteNumber}`, {token: await tokenFor(mock, clientId), body: {quote_request: body}});

  test("another carrier's quote request answers 403", async () => {
    const reply = await put({request_status: 'completed', premium: 1790}, carrierClientId(1));
    expect([reply.status, reply.body.error.code]).toEqual([403, 'forbidden']);
  });

  test('a status only the platform sets answers 422; completed without a premium answers 422; a status going backwards answers 422 invalid_transition', async () => {
    const platform = await put({request_status: 'timed_out'});
    expect([platform.status, platform.body.error.details[0].field]).toEqual([422, 'request_status']);
    const missing = await put({request_status: 'completed'});
    expect([missing.status, missing.body.error.details[0].field]).toEqual([422, 'premium']);
    expect((await put({request_status: 'completed', premium: 1790})).status).toBe(200);
    const back = await put({request_status: 'in_progress'});
    expect([back.status, back.body.error.details[0].code]).toEqual([422, 'invalid_transition']);
  });

  test('an attached quote document is downloadable as binary by the agency; over carrierAttachmentMaxMB answers 413', async () => {
    const pdf = '%PDF-1.7 test quote';
    const reply = await put({request_status: 'completed', premium: 1790, attachments: [{kind: 'quote_document', file_name: 'quote.pdf', content_type: 'application/pdf', content_base64: btoa(pdf)}]});
    expect(reply.status).toBe(200);
    const [id] = reply.body.attachment_ids;
    const agency = await token(mock);
    const file = await mock.handle(new Request(`${sandbox.partner}/attachments/${id}`, {headers: {authorization: `Bearer ${agency}`}}));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="quote.pdf"');
    expect(await file.text()).toBe(pdf);
    // The carrier that sent it reads it back; another carrier, with no quote request holding it, does not.
    const own = await mock.handle(new Request(`${sandbox.partner}/attachments/${id}`, {headers: {authorization: `Bearer ${await tokenFor(mock, carrierClientId(0))}`}}));
    expect(own.status).toBe(200);
    const other = await mock.handle(new Request(`${sandbox.partner}/attachments/${id}`, {headers: {authorization: `Bearer ${await tokenFor(mock, carrierClientId(1))}`}}));
    expect(other.status).toBe(403);
    // The limits are the document's x-facts, the same values the carrier page renders.
    const facts = mock.document['x-facts'];
    const big = btoa('x'.repeat(facts.carrierAttachmentMaxMB * 1024 * 1024 + 1));
    const tooLarge = await put({request_status: 'completed', premium: 1790, attachments: [{kind: 'quote_document', file_name: 'big.pdf', content_type: 'application/pdf', content_base64: big}]});
    expect([tooLarge.status, tooLarge.body.error.code, tooLarge.body.error.message]).toEqual([413, 'payload_too_large', `Attachments may be up to ${facts.carrierAttachmentMaxMB} MB each.`]);
  });

  test('a call with more attachments than carrierAttachmentMaxFiles is refused (the schema maxItems is that fact)', async () => {
    const facts = mock.document['x-facts'];
    const file = {kind: 'quote_document', file_name: 'q.pdf', content_type: 'application/pdf', content_base64: btoa('%PDF-1.7')};
    const over = await put({request_status: 'completed', premium: 1790, attachments: Array.from({length: facts.carrierAttachmentMaxFiles + 1}, () => file)});
    expect(over.status).toBeGreaterThanOrEqual(400);
    expect(over.body.error.details[0]).toMatchObject({field: 'quote_request.attachments', code: 'too_long'});
    const max = await put({request_status: 'completed', premium: 1790, attachments: Array.from({length: facts.carrierAttachmentMaxFiles}, () => file)});
    expect(max.status).toBe(200);
  });
});

describe('Insurance Intelligence', () => {
  const key = () => mock.world.environments.sandbox.intelligence_keys[0]!.key;
  const submit = async (headers: Record<string, string>, dp = 'dp_commercial_core') =>
    call(mock, 'POST', `${sandbox.intelligence}/company/v1/company_submit`, {token: await token(mock), headers, body: {dp_id: dp, company_name: 'Whitfield Bakery LLC', address: {street: '418 Congress Ave', city: 'Austin', state: 'TX', zip: '78701'}}});

  test('without x-api-key the call answers 401; with a data package outside the contract 403', async () => {
    expect((await submit({})).status).toBe(401);
    const other = await submit({'x-api-key': key()}, 'dp_small_business');
    expect([other.status, other.body.error.code]).toEqual([403, 'forbidden']);
  });

  test('a company submit answers 202 with company and location report ids (facts.ts prefixes); Data Inquiry answers 202 with Retry-After until the report is ready', async () => {
    const accepted = await submit({'x-api-key': key()});
    expect(accepted.status).toBe(202);
    expect(accepted.body.company_report_id.startsWith(facts.idFormats.companyReportPrefix)).toBe(true);
    expect(accepted.body.location_report_ids[0].startsWith(facts.idFormats.locationReportPrefix)).toBe(true);
    const url = `${sandbox.intelligence}/data/v4/dp_commercial_core/${accepted.body.company_report_id}`;
    const t = await token(mock);
    const pending = await call(mock, 'GET', url, {token: t, headers: {'x-api-key': key()}});
    expect(pending.status).toBe(202);
    // Ready within the document's reportReadySeconds (the guides' "usually ready within"), not before.
    await mock.clock.advance(mock.document['x-facts'].reportReadySeconds * 1000 - 1000);
    expect((await call(mock, 'GET', url, {token: t, headers: {'x-api-key': key()}})).status).toBe(202);
    await mock.clock.advance(Number(pending.headers.get('retry-after')) * 1000);
    const ready = await call(mock, 'GET', url, {token: t, headers: {'x-api-key': key()}});
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({report_type: 'company', data: {legal_name: 'Whitfield Bakery LLC'}});
    const wrongPackage = await call(mock, 'GET', url.replace('dp_commercial_core', 'dp_small_business'), {token: t, headers: {'x-api-key': key()}});
    expect(wrongPackage.status).toBe(403);
    const audit = await call(mock, 'POST', `${sandbox.intelligence}/audit/v1/report/triangulation`, {token: t, headers: {'x-api-key': key()}, body: {dp_id: 'dp_commercial_core', report_id: accepted.body.company_report_id}});
    expect(audit.status).toBe(200);
    expect(audit.body.elements.length).toBeGreaterThan(0);
    // The audit refuses another package as data inquiry does: 403, documented on both operations.
    const auditElsewhere = await call(mock, 'POST', `${sandbox.intelligence}/audit/v1/report/triangulation`, {token: t, headers: {'x-api-key': key()}, body: {dp_id: 'dp_small_business', report_id: accepted.body.company_report_id}});
    expect([auditElsewhere.status, auditElsewhere.body.error.code]).toEqual([403, 'forbidden']);
  });

  test("reports come from the world's company data: Whitfield's numbers, nothing invented for a company the world does not know", async () => {
    const whitfield = companyByName('Whitfield Bakery LLC')!;
    const t = await token(mock);
    const headers = {'x-api-key': key()};
    const quick = await call(mock, 'POST', `${sandbox.intelligence}/company/v1/quick_submit?dpid=dp_commercial_core`, {token: t, headers, body: {company_name: 'Whitfield Bakery LLC', address: whitfield.address}});
    expect(quick.status).toBe(200);
    expect(quick.body.company).toMatchObject({employee_count: whitfield.fullTimeEmployees + whitfield.partTimeEmployees, annual_revenue: whitfield.annualRevenue, naics_description: whitfield.naicsDescription});
    const address = {street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701'};
    const unknown = await call(mock, 'POST', `${sandbox.intelligence}/company/v1/quick_submit?dpid=dp_commercial_core`, {token: t, headers, body: {company_name: 'Nobody Knows LLC', address}});
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
    const accepted = await call(mock, 'POST', `${sandbox.intelligence}/company/v1/company_submit`, {token: t, headers, body: {dp_id: 'dp_commercial_core', company_name: 'Nobody Knows LLC', address}});
    await mock.clock.advance(60_000);
    const report = await call(mock, 'GET', `${sandbox.intelligence}/data/v4/dp_commercial_core/${accepted.body.company_report_id}`, {token: t, headers});
    expect(report.body.data).toEqual({legal_name: 'Nobody Knows LLC', address});
  });

  test('an upload URL accepts the file for five minutes on the clock, then answers 403', async () => {
    const t = await token(mock);
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const created = await call(mock, 'POST', `${sandbox.intelligence}/universal/v4/universal-submit/file-upload-url`, {token: t, headers: {'x-api-key': key()}, body: {dp_id: 'dp_commercial_core', file_name: 'sov.xlsx', content_type: type, size_bytes: 18874368}});
    expect(created.status).toBe(201);
    const upload = () => mock.handle(new Request(created.body.upload_url, {method: 'PUT', headers: {'content-type': type}, body: 'bytes'}));
    expect((await upload()).status).toBe(200);
    await mock.clock.advance(5 * 60_000);
    expect((await upload()).status).toBe(403);
  });

  test('a universal submit file of another type answers 415; 10 MB or more 413', async () => {
    const t = await token(mock);
    const post = (name: string, size: number) => {
      const form = new FormData();
      form.set('dp_id', 'dp_commercial_core');
      form.set('file', new File([new Uint8Array(size)], name));
      return mock.handle(new Request(`${sandbox.intelligence}/universal/v3/universal-submit/file`, {method: 'POST', headers: {authorization: `Bearer ${t}`, 'x-api-key': key()}, body: form}));
    };
    expect((await post('acord.pdf', 1000)).status).toBe(202);
    expect((await post('acord.txt', 1000)).status).toBe(415);
    expect((await post('acord.pdf', 10 * 1024 * 1024)).status).toBe(413);
  });

  test('market intelligence narrows to one carrier', async () => {
    const reply = await call(mock, 'GET', `${sandbox.carrier}/market_recommendation?state=TX&naics=311811&product=general_liability&carrier=hartwell_mutual`, {token: await token(mock), headers: {'x-api-key': key()}});
    expect(reply.status).toBe(200);
    expect(reply.body.carriers.map((c: {carrier: string}) => c.carrier)).toEqual(['hartwell_mutual']);
  });

  test("a carrier's own credentials (the reader variables' BP_CARRIER_*) read market intelligence; an agency's key with them, or theirs with an agency's token, answers 403", async () => {
    const carrierToken = await tokenFor(mock, readerVariable('BP_CARRIER_CLIENT_ID').sandbox);
    const url = `${sandbox.carrier}/market_recommendation?state=TX&naics=311811&product=general_liability&carrier=hartwell_mutual`;
    const own = await call(mock, 'GET', url, {token: carrierToken, headers: {'x-api-key': readerVariable('BP_CARRIER_API_KEY').sandbox}});
    expect(own.status).toBe(200);
    const agencyKey = await call(mock, 'GET', url, {token: carrierToken, headers: {'x-api-key': key()}});
    expect([agencyKey.status, agencyKey.body.error.code]).toEqual([403, 'forbidden']);
    const agencyToken = await call(mock, 'GET', url, {token: await token(mock), headers: {'x-api-key': readerVariable('BP_CARRIER_API_KEY').sandbox}});
    expect([agencyToken.status, agencyToken.body.error.code]).toEqual([403, 'forbidden']);
  });

  test("a carrier's client acts on no agency tenant's forms: create and get latest answer 403 or 404, never the form", async () => {
    const carrierToken = await tokenFor(mock, readerVariable('BP_CARRIER_CLIENT_ID').sandbox);
    const tenant = tenantId(mock);
    const form = mock.world.environments.sandbox.tenants[0]!.forms[0]!;
    const create = await call(mock, 'POST', `${sandbox.partner}/tenants/${tenant}/application_forms`, {token: carrierToken, body: {application_form: {answer_values: []}}});
    expect([403, 404]).toContain(create.status);
    const latest = await call(mock, 'GET', `${sandbox.partner}/application_forms/${form.id}/latest`, {token: carrierToken});
    expect([403, 404]).toContain(latest.status);
    expect(latest.body.error.message).toMatch(/carrier's client/);
  });

  test('a report stays readable for reportRetentionMonths after it is ready, then answers 404 naming the retention', async () => {
    const accepted = await submit({'x-api-key': key()});
    const url = `${sandbox.intelligence}/data/v4/dp_commercial_core/${accepted.body.company_report_id}`;
    const months = mock.document['x-facts'].reportRetentionMonths;
    const ready = Date.parse(mock.clock.iso()) + mock.document['x-facts'].reportReadySeconds * 1000;
    const end = new Date(ready);
    end.setUTCMonth(end.getUTCMonth() + months);
    await mock.clock.set(end.getTime() - 60_000);
    expect((await call(mock, 'GET', url, {token: await token(mock), headers: {'x-api-key': key()}})).status).toBe(200);
    await mock.clock.set(end.getTime() + 1000);
    const gone = await call(mock, 'GET', url, {token: await token(mock), headers: {'x-api-key': key()}});
    expect([gone.status, gone.body.error.code]).toEqual([404, 'not_found']);
    expect(gone.body.error.message).toContain(`reports stay available for ${months} months`);
  });

  test('a pattern error quotes the pattern as the document has it (state=Texas: ^[A-Z]{2}$, not ^[a-z]{2}$)', async () => {
    const reply = await call(mock, 'GET', `${sandbox.carrier}/market_recommendation?state=Texas&naics=311811&product=general_liability`, {token: await token(mock), headers: {'x-api-key': key()}});
    expect(reply.status).toBe(400);
    const detail = reply.body.error.details.find((d: {field: string}) => d.field === 'state');
    expect(detail.message).toContain('"^[A-Z]{2}$"');
    expect(reply.body.error.message).toContain('state must match pattern "^[A-Z]{2}$"');
  });
});
