/**
 * The fixture world (src/data/world/) holds its invariants, its ids match the
 * identifier schemas of the OpenAPI document, its tables agree with the
 * document's enums, and each rule catches a world that breaks it (the three
 * contradictions the webhook catalogue once told among them).
 */
import {describe, expect, test} from 'vitest';
import {
  applicationForms,
  attachments,
  carriers,
  checkWorld,
  dispositions,
  events,
  exchangeForms,
  grantOf,
  hookRequests,
  hooks,
  permissions,
  permissionTable,
  prospects,
  quoteRequests,
  readerEnvironment,
  roleOrder,
  story,
  submissions,
  tenants,
  transitionTables,
  users,
  worldParts,
  worldTokens,
  type Tenant,
  type WorldParts,
} from '../../../src/data/world';
import {CREDENTIAL_ENV} from '../../../src/plugins/openapi/theme/CodeSamples/generate';
import {listOperations} from '../../../src/plugins/openapi/document';
import {locate} from './locate';
import {doc, idProblem, identifierSchemas} from './openapi';

const options = {historyMinLength: doc['x-facts'].dispositionHistoryMinLength as number};
const clone = <T>(value: T): T => structuredClone(value) as T;

/** Every id of the world with the identifier schema it must match. */
function worldIds(): Array<[string, unknown, string]> {
  const ids: Array<[string, unknown, string]> = [];
  for (const tenant of Object.values(tenants) as Tenant[]) {
    for (const [env, t] of Object.entries(tenant.environments)) {
      const w = `tenant ${tenant.key} ${env}`;
      ids.push(['TenantId', t.tenantId, w], ['OAuthClientId', t.oauth.clientId, w], ['OAuthClientSecret', t.oauth.clientSecret, w]);
      ids.push(['UserId', t.oauth.uid, w], ['SdkClientId', t.storefrontSdk.sdkClientId, w], ['SdkClientId', t.agentSdk.sdkClientId, w]);
      for (const dp of t.dpIds) ids.push(['DpId', dp, w]);
    }
  }
  for (const u of users) ids.push(['UserId', u.uid, `user ${u.email}`]);
  for (const c of carriers) {
    ids.push(['CarrierId', c.id, c.name], ['CarrierCode', c.code, c.name]);
    for (const e of c.enablements) ids.push(['CoverageTypeId', e.coverageTypeId, c.name]);
  }
  for (const f of applicationForms) {
    ids.push(['ReferenceId', f.referenceId, `form ${f.key}`]);
    for (const v of f.versions) ids.push(['ApplicationFormId', v.id, `form ${f.key}`]);
    for (const a of f.answers) ids.push(['QuestionCode', a.code, `form ${f.key}`]);
    if (f.storefrontCode) ids.push(['StorefrontCode', f.storefrontCode, `form ${f.key}`]);
    if (f.lend) ids.push(['LentApplicationFormId', f.lend.id, `form ${f.key}`]);
  }
  for (const q of quoteRequests) {
    ids.push(['QuoteRequestId', q.id, q.quoteNumber], ['QuoteNumber', q.quoteNumber, q.quoteNumber]);
    if (q.policyNumber) ids.push(['PolicyNumber', q.policyNumber, q.quoteNumber]);
  }
  for (const a of attachments) ids.push(['AttachmentId', a.id, a.name]);
  for (const x of exchangeForms) ids.push(['ExchangeApplicationFormId', x.id, x.businessName]);
  for (const p of prospects) ids.push(['LeadId', p.leadId, p.businessName]);
  for (const d of dispositions) ids.push(['DispositionId', d.id, `disposition of ${d.leadId}`]);
  for (const h of hooks) ids.push(['HookId', h.id, `hook ${h.url}`]);
  for (const r of hookRequests) ids.push(['HookRequestId', r.id, `request ${r.event}`], ['EventId', r.eventId, `request ${r.event}`]);
  for (const e of events) ids.push(['EventId', e.id, e.event]);
  for (const s of submissions) {
    ids.push(['TxId', s.txId, s.kind], ['DpId', s.dpId, s.kind]);
    if (s.companyReportId) ids.push(['CompanyReportId', s.companyReportId, s.txId]);
    for (const l of s.locationReportIds ?? []) ids.push(['LocationReportId', l, s.txId]);
  }
  return ids;
}

describe('the world', () => {
  test('holds every invariant (transitions, time order, carrier enablement, story, deliveries, deadlines)', () => {
    const problems = checkWorld(options).map(locate);
    expect(problems.length, `the world breaks ${problems.length} rules:\n${problems.join('\n')}\n`).toBe(0);
  });

  test('every id matches its identifier schema in the OpenAPI document', () => {
    const ids = worldIds();
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.map(([name, value, where]) => idProblem(name, value, where)).filter(Boolean)).toEqual([]);
    // Every identifier schema is exercised by at least one world id (or is a union of two that are).
    const used = new Set(ids.map(([name]) => name));
    const unions = ['ApplicationFormIdOrReference', 'ReportId', 'SdkTokenValue', 'ErrorRequestId'];
    expect(identifierSchemas.filter((n) => !used.has(n) && !unions.includes(n))).toEqual([]);
  });

  test('ids are unique across the world', () => {
    const values = worldIds()
      // Shared on purpose: coverage types, data packages, question codes, storefronts, the users
      // of several ids, an event's id in each request, and the reports a quick and a full submit share.
      .filter(([name]) => !['CoverageTypeId', 'DpId', 'QuestionCode', 'StorefrontCode', 'UserId', 'EventId', 'CompanyReportId', 'LocationReportId'].includes(name))
      .map(([, value]) => value);
    const dupes = values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes).toEqual([]);
  });

  test('the transition tables cover exactly the statuses of the OpenAPI document', () => {
    const s = doc.components.schemas;
    expect(Object.keys(transitionTables.formStatus.next).sort()).toEqual([...s.FormStatus.enum].sort());
    expect(Object.keys(transitionTables.requestStatus.next).sort()).toEqual([...s.RequestStatus.enum].sort());
    expect(Object.keys(transitionTables.dispositionStatus.next).sort()).toEqual([...s.DispositionStatus.enum].sort());
    expect(Object.keys(transitionTables.hookRequestStatus.next).sort()).toEqual([...s.HookRequestStatus.enum].sort());
    expect(Object.keys(transitionTables.lentStatus.next).sort()).toEqual([...s.LentApplicationForm.properties.status.enum].sort());
    // Every successor is a status of the same table.
    for (const table of Object.values(transitionTables)) {
      const known = Object.keys(table.next);
      for (const next of Object.values(table.next) as string[][]) for (const n of next) expect(known, table.name).toContain(n);
    }
  });

  test('lending is agency_manager and admin only (decision 5); roles combine as a union', () => {
    const lend = permissions.find((p) => p.key === 'lend_forms')!;
    expect(roleOrder.filter((r) => lend.grants[r] === true)).toEqual(['agency_manager', 'admin']);
    expect(grantOf(['agent'], 'lend_forms')).toBe(false);
    expect(grantOf(['agent', 'viewer'], 'see_all_forms')).toBe(true);
    expect(grantOf(['agent'], 'close_forms')).toBe('own');
    for (const p of permissions) {
      for (const id of (p as {operations?: string[]}).operations ?? []) {
        expect(listOperations(doc).map((o) => o.operationId), p.key).toContain(id);
      }
    }
  });

  test('the permission table the page renders is the data, with lending for agency_manager and admin only', () => {
    const table = permissionTable();
    expect(table.columns).toEqual(['viewer', 'agent', 'agency_manager', 'admin']);
    expect(table.rows.find((r) => r.key === 'lend_forms')!.cells).toEqual(['', '', '✓', '✓']);
    expect(table.rows.find((r) => r.key === 'close_forms')!.cells).toEqual(['', 'Own forms', '✓', '✓']);
    expect(table.rows).toHaveLength(permissions.length);
  });

  test('the story calls documented operations and gets documented statuses', () => {
    const ops = new Map(listOperations(doc).map((o) => [o.operationId, o]));
    for (const step of story.filter((s) => s.operationId)) {
      const op = ops.get(step.operationId!);
      expect(op, step.operationId).toBeDefined();
      expect(Object.keys(op!.operation.responses), `${step.at} ${step.operationId}`).toContain(String(step.status));
    }
  });

  test('the reader environment: one name per value, values from the world, every name the generator reads', () => {
    const names = readerEnvironment.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const v of readerEnvironment) {
      expect(v.name).toMatch(/^(BP|EXCHANGE)_[A-Z0-9_]+$/);
      expect(v.sandbox, v.name).not.toBe('');
    }
    for (const name of Object.values(CREDENTIAL_ENV)) expect(names).toContain(name);
    const values = readerEnvironment.filter((v) => v.kind !== 'host').map((v) => v.sandbox);
    expect(new Set(values).size, 'two variables share a value').toBe(values.length);
    for (const value of Object.values(worldTokens)) expect(value).not.toBe('');
  });
});

/** A broken copy of the world, changed by `edit`. */
function broken(edit: (w: WorldParts) => void): string[] {
  const w = clone(worldParts) as WorldParts;
  edit(w);
  return checkWorld(options, w);
}
type Mutable<T> = {-readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K]};
const q = (w: WorldParts, number: string) => (w.quoteRequests as Mutable<WorldParts['quoteRequests']>).find((x) => x.quoteNumber === number)!;

describe('each rule catches a world that breaks it', () => {
  test('a quote request that was ineligible cannot later time out', () => {
    const problems = broken((w) => {
      const r = q(w, 'Q-20261125-00414');
      r.history = [...r.history.slice(0, 2), {status: 'ineligible', at: '2026-11-25T18:01:37Z'}, {status: 'timed_out', at: '2026-11-25T18:03:42Z'}];
    });
    expect(problems.join('\n')).toContain('Q-20261125-00414: a quote request cannot move from "ineligible" to "timed_out"');
  });

  test('a carrier answers a sent request before respond_by (sent + the real-time window); a timeout happens exactly then', () => {
    const late = broken((w) => {
      const r = q(w, 'Q-20261125-00413');
      r.history = r.history.filter((c) => c.at !== '2026-11-25T18:02:30Z');
    });
    expect(late.join('\n')).toContain('Q-20261125-00413: first answered (referral) at 2026-11-25T18:04:02Z, after respond_by 2026-11-25T18:03:42Z');
    const early = broken((w) => {
      const r = q(w, 'Q-20261125-00414');
      r.history = [...r.history.slice(0, 3), {status: 'timed_out', at: '2026-11-25T18:01:00Z'}];
    });
    expect(early.join('\n')).toContain('Q-20261125-00414: timed out at 2026-11-25T18:01:00Z, not at respond_by 2026-11-25T18:03:42Z');
  });

  test('one phone, one business', () => {
    const problems = broken((w) => {
      const p = (w.prospects as Mutable<WorldParts['prospects']>).find((x) => x.businessName === 'Ridgeline Landscaping LLC')!;
      p.phone = '5125550163';
    });
    expect(problems.join('\n')).toMatch(/phone 5125550163 is (Ridgeline Landscaping LLC|Lone Star Plumbing LLC)'s, but .* gives it to (Lone Star Plumbing LLC|Ridgeline Landscaping LLC); one phone, one business/);
  });

  test('a carrier disabled on 11-23 cannot receive a request on 11-25', () => {
    const problems = broken((w) => {
      q(w, 'Q-20261125-00413').carrier = 'harborstone_specialty';
    });
    expect(problems.join('\n')).toMatch(/Q-20261125-00413: Harborstone Specialty is not enabled for General Liability in OR for acme at 2026-11-25/);
  });

  test('a carrier cannot quote a coverage type it is not enabled for', () => {
    const problems = broken((w) => {
      q(w, 'Q-20261125-00414').coverageTypeId = 1;
    });
    expect(problems.join('\n')).toMatch(/Q-20261125-00414: Great Plains Casualty is not enabled for General Liability/);
  });

  test('a BOP quote cannot be bound with a GL policy number', () => {
    const problems = broken((w) => {
      q(w, 'Q-20261125-00412').policyNumber = 'NWM-GL-2026-118734';
    });
    expect(problems.join('\n')).toContain('policy number NWM-GL-2026-118734 is not NWM-BOP-YYYY-NNNNNN');
  });

  test('timestamps out of order are caught', () => {
    const problems = broken((w) => {
      const r = q(w, 'Q-20261125-00412');
      r.history = [r.history[0]!, r.history[2]!, r.history[1]!, ...r.history.slice(3)];
    });
    expect(problems.join('\n')).toContain('Q-20261125-00412: status changes out of order');
  });

  test('a form cannot finish quoting while a request is still open, nor a request start before submission', () => {
    const problems = broken((w) => {
      const r = q(w, 'Q-20261125-00413');
      r.history = [{status: 'unsent', at: '2026-11-25T17:50:00Z'}, {status: 'sent', at: '2026-11-25T17:58:42Z'}];
    });
    const text = problems.join('\n');
    expect(text).toContain('finished quoting at 2026-11-25T18:04:11Z while Q-20261125-00413 was still sent');
    expect(text).toContain('Q-20261125-00413: created at 2026-11-25T17:50:00Z, before its form K7M-4QP-2ZD was submitted');
  });

  test('a lent form cannot be cloned or updated, and only a lending role may lend it', () => {
    const forms = (w: WorldParts) => w.applicationForms as Mutable<WorldParts['applicationForms']>;
    const cloned = broken((w) => {
      const copy = forms(w).find((f) => f.key === 'whitfieldClone')!;
      copy.clonedFrom = 'cascade';
      copy.versions[0]!.from = '2026-11-24T15:30:00Z';
      copy.statusHistory[0]!.at = '2026-11-24T15:30:00Z';
    });
    expect(cloned.join('\n')).toContain('from K3N-7WQ-8RV while it was lent (since 2026-11-23T10:30:00Z); a clone of a lent form answers 409 already_lent');
    const updated = broken((w) => {
      forms(w).find((f) => f.key === 'cascade')!.updates = [{at: '2026-11-23T12:00:00Z', codes: ['mqs_phone']}];
    });
    expect(updated.join('\n')).toContain('updated at 2026-11-23T12:00:00Z while lent to the Exchange');
    const byAgent = broken((w) => {
      forms(w).find((f) => f.key === 'cascade')!.lend!.lentBy = '91c5e7a3-2f08-4d6b-8e41-b0a7c3d9f215';
    });
    expect(byAgent.join('\n')).toContain('lent by morgan.chen@acme-insurance.example (roles agent), who may not lend');
  });

  test('a hook receives only what it subscribes to, and nothing before it existed', () => {
    const problems = broken((w) => {
      const r = (w.hookRequests as Mutable<WorldParts['hookRequests']>).find((x) => x.event === 'quote_request:created')!;
      r.hook = 'e0a4f6d2-3b19-4c8e-a5f7-91d2c6b80e14';
      const c = (w.hookRequests as Mutable<WorldParts['hookRequests']>).find((x) => x.event === 'carrier:disabled')!;
      c.hook = 'e0a4f6d2-3b19-4c8e-a5f7-91d2c6b80e14';
    });
    const text = problems.join('\n');
    expect(text).toContain('subscribes to application_form, not quote_request:created');
    expect(text).toContain('sent at 2026-11-23T17:20:00Z, before hook e0a4f6d2-3b19-4c8e-a5f7-91d2c6b80e14 was created');
  });

  test('a prospect without its first disposition in time is caught', () => {
    const problems = broken((w) => {
      const d = (w.dispositions as Mutable<WorldParts['dispositions']>).find((x) => x.id === 771290)!;
      d.createdAt = '2026-11-28T09:00:00Z';
      d.soldAt = '2026-11-28T08:00:00Z';
    });
    expect(problems.join('\n')).toContain('prospect LX7Q9K2M4P: first disposition for coverage type 2 at 2026-11-28T09:00:00Z, after its deadline 2026-11-27T15:02:11Z');
  });

  test('a phone sent to the Exchange twice within the unique window is caught, and a prospect must match what was sent', () => {
    const problems = broken((w) => {
      const sends = w.exchangeForms as Mutable<WorldParts['exchangeForms']>;
      sends.find((x) => x.businessName === 'Ortega Taqueria LLC')!.phone = '5125550199';
      (w.prospects as Mutable<WorldParts['prospects']>)[0]!.receivedAt = '2026-11-24T14:50:00Z';
    });
    const text = problems.join('\n');
    expect(text).toContain('phone 5125550199 was already sent on 2026-11-24T14:58:12Z; the Exchange answers 422 duplicate_prospect');
    expect(text).toContain('prospect LX7Q9K2M4P: received at 2026-11-24T14:50:00Z, before it was sent');
  });

  test('a disposition cannot leave a final status', () => {
    const problems = broken((w) => {
      (w.dispositions as Mutable<WorldParts['dispositions']>).push({
        id: 771400,
        leadId: 'LK7Q2M9XD4',
        coverageTypeId: 1,
        status: 'Active',
        history: 'Owner called back to ask about adding a second location.',
        createdAt: '2026-11-26T10:00:00Z',
      });
    });
    expect(problems.join('\n')).toContain('a disposition cannot move from "Sold" to "Active"');
  });

  test('a story step out of order, or naming what the world does not hold, is caught', () => {
    const problems = broken((w) => {
      const steps = w.story as Mutable<WorldParts['story']>;
      [steps[3], steps[4]] = [steps[4]!, steps[3]!];
      steps[1]!.refs = ['hook:00000000-0000-4000-8000-000000000000'];
    });
    const text = problems.join('\n');
    expect(text).toContain('story: steps out of order');
    expect(text).toContain('hook:00000000-0000-4000-8000-000000000000 is not in the world');
  });
});

describe('the OpenAPI document answers what it takes', () => {
  test('every operation that takes an Idempotency-Key documents the 409 of a reused key', () => {
    for (const ref of listOperations(doc)) {
      const takesKey = (ref.operation.parameters ?? []).some((p: {$ref?: string}) => p.$ref?.endsWith('/IdempotencyKey'));
      if (takesKey) expect(Object.keys(ref.operation.responses), ref.operationId).toContain('409');
    }
  });
});
