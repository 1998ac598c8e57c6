/**
 * The mock starts from the fixture world: the reader's environment works as
 * the pages set it, and the world's forms (every id they had), hooks and their
 * delivery log, prospects, dispositions, attachments and reports are there.
 */
import {expect, test} from 'vitest';
import {applicationForms, dispositions, hookRequests, hooks, prospects, readerEnvironmentValues as reader, submissions, tenants} from '../../data/world';
import {identity} from '../../site/identity';
import * as world from '../../data/world';
import {latestMoment, timedParts, worldSeed} from '../seed';
import {call, sandbox, testMock} from './helpers';

const mock = testMock();
const headers = {'content-type': 'application/x-www-form-urlencoded'};
const tokenOf = async (id: string, secret: string) =>
  (await call(mock, 'POST', `${sandbox.auth}${identity.tokenPath}`, {body: `grant_type=client_credentials&client_id=${id}&client_secret=${secret}`, headers})).body.access_token as string;

test("the reader environment's credentials are the reader tenant's", async () => {
  const token = await tokenOf(reader.BP_CLIENT_ID, reader.BP_CLIENT_SECRET);
  const hook = await call(mock, 'GET', `${sandbox.hooks}/hooks/${reader.BP_HOOK_ID}`, {token});
  expect(hook.status).toBe(200);
  const sdk = await call(mock, 'POST', `${sandbox.partner}/tenants/${reader.BP_TENANT_ID}/sdk_tokens`, {token, body: {sdk_token: {sdk_client_id: reader.BP_STOREFRONT_SDK_CLIENT_ID, role: 'guest'}}});
  expect(sdk.status).toBe(201);
  const coverage = await call(mock, 'GET', `${sandbox.leads}/coverage_types`, {token: reader.BP_DISPOSITION_TOKEN});
  expect(coverage.status).toBe(200);
});

test("every sandbox form of the world answers get latest by its reference id and every id it had, for its own tenant only", async () => {
  for (const form of applicationForms.filter((f) => f.environment === 'sandbox')) {
    const {oauth} = tenants[form.tenant as keyof typeof tenants].environments.sandbox;
    const token = await tokenOf(oauth.clientId, oauth.clientSecret);
    const latest = form.versions[form.versions.length - 1]!.id;
    for (const id of [form.referenceId, ...form.versions.map((v) => v.id)]) {
      const reply = await call(mock, 'GET', `${sandbox.partner}/application_forms/${id}/latest`, {token});
      expect([reply.status, reply.body.id, reply.body.reference_id]).toEqual([200, latest, form.referenceId]);
    }
  }
});

test('the world\'s hooks, their delivery log, prospects, dispositions and reports are in the state', () => {
  const env = mock.state('sandbox');
  const all = [...env.tenants.values()];
  expect(all.flatMap((t) => [...t.hooks.keys()]).sort()).toEqual(hooks.filter((h) => h.environment === 'sandbox').map((h) => h.id).sort());
  expect(all.flatMap((t) => t.hookRequests.map((r) => r.id)).sort()).toEqual(hookRequests.map((r) => r.id).sort());
  expect(all.flatMap((t) => [...t.leads.keys()]).sort()).toEqual(prospects.filter((p) => p.environment === 'sandbox').map((p) => p.leadId).sort());
  expect(all.flatMap((t) => t.dispositions.map((d) => d.id)).sort()).toEqual(dispositions.map((d) => d.id).sort());
  for (const s of submissions.filter((x) => 'companyReportId' in x)) expect(env.reports.has((s as {companyReportId: string}).companyReportId)).toBe(true);
});

test('a phone the world sent or lent to the Exchange is taken for the window', async () => {
  const token = await tokenOf(reader.BP_CLIENT_ID, reader.BP_CLIENT_SECRET);
  const lent = applicationForms.find((f) => 'lend' in f)!;
  const phone = lent.answers.find((a) => a.code === 'mqs_phone')!.answer;
  const reply = await call(mock, 'POST', `${sandbox.partner}/exchange_application_forms`, {
    token,
    body: {application_form: {answer_values: [{code: 'mqs_phone', answer: phone}, {code: 'mqs_first_name', answer: 'A'}, {code: 'mqs_last_name', answer: 'B'}, {code: 'mqs_business_name', answer: 'C LLC'}, {code: 'mqs_zipcode', answer: '78701'}]}},
  });
  expect([reply.status, reply.body.error?.code]).toEqual([422, 'duplicate_prospect']);
});

test('a phone the Exchange received from outside the world (a partner lead source) is taken for the window too, with its date', async () => {
  const token = await tokenOf(reader.BP_CLIENT_ID, reader.BP_CLIENT_SECRET);
  const external = prospects.find((p) => p.environment === 'sandbox' && p.origin.kind === 'external')!;
  const reply = await call(mock, 'POST', `${sandbox.partner}/exchange_application_forms`, {
    token,
    body: {application_form: {answer_values: [{code: 'mqs_phone', answer: external.phone}, {code: 'mqs_first_name', answer: 'A'}, {code: 'mqs_last_name', answer: 'B'}, {code: 'mqs_business_name', answer: 'C LLC'}, {code: 'mqs_zipcode', answer: '78701'}]}},
  });
  expect([reply.status, reply.body.error?.code]).toEqual([422, 'duplicate_prospect']);
  expect(reply.body.error.details[0].message).toBe(`${external.phone} was received on ${external.receivedAt.slice(0, 10)}.`);
});

test("the mock's clock starts at the latest moment the whole world records, read from the parts named as timed", () => {
  const latest = latestMoment(world);
  expect(latest).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  // A part of the world that records a later moment and is not among timedParts() would start the clock before it.
  expect(latestMoment(timedParts())).toBe(latest);
  expect(worldSeed().clock_start).toBe(latest);
});
