/**
 * The seed the mock starts from: the fixture world (src/data/world/), turned
 * into the shape the mock's state is built from (world.ts). Nothing is typed
 * here: every tenant, client, SDK client id, user, form, quote request,
 * hook, delivery, prospect, disposition, report, role grant and transition
 * table comes from the world, and the question codes from the question-set
 * files.
 */
import mqs from '../data/question-sets/mqs.json';
import lmqs from '../data/question-sets/lmqs.json';
import dpmqs from '../data/question-sets/dpmqs.json';
import vpmqs from '../data/question-sets/vpmqs.json';
import broker from '../data/question-sets/broker_questions.json';
import type {QuestionSet} from '../data/question-sets/types';
import {catalogue} from '../data/webhooks';
import * as w from '../data/world';
import type {Environment} from './hosts';
import type {EnvironmentSeed, MockWorld, SandboxCarrierSeed, TenantSeed} from './world';

export const questionSets = [mqs, lmqs, dpmqs, vpmqs, broker] as unknown as QuestionSet[];

export function questionCodes(): string[] {
  return questionSets.flatMap((set) => set.groups.flatMap((g) => g.questions.map((q) => q.code)));
}

const last = <T>(list: readonly T[]): T => list[list.length - 1]!;

// The world's lists, widened from their literal types to the world's own types.
const forms = w.applicationForms as readonly w.ApplicationForm[];
const quoteRequests = w.quoteRequests as readonly w.QuoteRequest[];
const hooks = w.hooks as readonly w.Hook[];
const hookRequests = w.hookRequests as readonly w.HookRequest[];
const prospects = w.prospects as readonly w.Prospect[];
const dispositions = w.dispositions as readonly w.Disposition[];
const attachments = w.attachments as readonly w.Attachment[];
const submissions = w.submissions as readonly w.IntelligenceSubmission[];
const storefronts = w.storefronts as readonly w.Storefront[];
const users = w.users as readonly w.User[];
const carriers = w.carriers as readonly w.Carrier[];
const exchangeForms = w.exchangeForms as readonly w.ExchangeForm[];

/** Legal next statuses per status: the table's next ones, and the same one where it may repeat. */
function transitions(table: w.TransitionTable<string>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(table.next).map(([status, next]) => [status, [...(next as string[]), ...(table.sameStatusAllowed.includes(status) ? [status] : [])]]));
}

/** The body a seeded delivery carried: the catalogue's example of that event id (a test event: of its event). */
function deliveredBody(eventId: string, event: string, tenantId: string, at: string): string {
  const examples = catalogue.subjects.flatMap((s) => s.events);
  const example = examples.find((e) => e.payload.id === eventId);
  if (example) return JSON.stringify(example.payload);
  // A test event: the catalogue's example of its event, with its own id and time (as POST /hooks/{id}/test sends it).
  const sample = examples.find((e) => e.payload.event === event);
  if (!sample) throw new Error(`The world delivered ${event} (${eventId}), which the webhook catalogue has no example of`);
  return JSON.stringify({...sample.payload, id: eventId, tenant_id: tenantId, occurred_at: at});
}

function answersOf(formKey: string): Record<string, unknown> {
  return Object.fromEntries(w.formByKey(formKey).answers.map((a) => [a.code, a.answer]));
}

function tenantSeed(tenant: w.Tenant, environment: Environment): TenantSeed {
  const env = tenant.environments[environment];
  const formsOf = forms.filter((f) => f.tenant === tenant.key && f.environment === environment);
  const formIds = new Set<string>(formsOf.map((f) => f.key));
  const tenantHooks = hooks.filter((h) => h.tenant === tenant.key && h.environment === environment);
  const hookIds = new Set<string>(tenantHooks.map((h) => h.id));
  const leads = prospects.filter((p) => p.tenant === tenant.key && p.environment === environment);
  const leadIds = new Set<string>(leads.map((l) => l.leadId));
  const email = (uid: string | undefined) => (uid ? w.userByUid(uid).email : undefined);
  return {
    id: env.tenantId,
    name: tenant.name,
    storefronts: storefronts.filter((s) => s.tenant === tenant.key).sort((a, b) => Number(b.main) - Number(a.main)).map((s) => s.code),
    sdk_clients: {storefront: env.storefrontSdk.sdkClientId, agent: env.agentSdk.sdkClientId},
    users: users.filter((u) => u.tenant === tenant.key).map((u) => ({uid: u.uid, email: u.email, first_name: u.firstName, last_name: u.lastName, roles: [...u.roles], active: u.active})),
    forms: formsOf.map((f) => {
      const latest = w.latestVersion(f);
      const times = [...f.statusHistory.map((s) => s.at), ...(f.updates ?? []).map((u) => u.at), ...(f.lend ? [f.lend.lentAt] : [])].sort();
      return {
        id: latest.id,
        previous_ids: f.versions.slice(0, -1).map((v) => v.id),
        reference_id: f.referenceId,
        flow: latest.flow,
        status: last(f.statusHistory).status,
        lent: Boolean(f.lend && last(f.lend.history).status !== 'returned'),
        storefront_code: f.storefrontCode,
        created_at: f.versions[0]!.from,
        updated_at: last(times),
        answer_values: f.answers.map((a) => ({...a})),
        assigned_to: email(f.assignedAgent),
        created_by: {...f.createdBy},
        coverage_type_ids: [...f.coverageTypeIds],
        // When it first reached each status (the world's history is in time order).
        status_at: Object.fromEntries([...f.statusHistory].reverse().map((s) => [s.status, s.at])),
      };
    }),
    quote_requests: quoteRequests
      .filter((q) => formIds.has(q.form))
      .map((q) => {
        const carrier = carriers.find((c) => c.code === q.carrier)!;
        return {
          id: q.id,
          quote_number: q.quoteNumber,
          carrier: carrier.name,
          carrier_id: carrier.id,
          coverage_type_id: q.coverageTypeId,
          request_status: last(q.history).status,
          premium: q.premium ?? null,
          pinned: q.pinned,
          source_system: q.sourceSystem,
          application_form_id: w.latestVersion(w.formByKey(q.form)).id,
          created_at: q.history[0]!.at,
          updated_at: last(q.history).at,
          attachment_ids: [...q.attachmentIds],
          ...(q.failure ? {failure: {...q.failure}} : {}),
          ...(q.policyNumber ? {policy_number: q.policyNumber, effective_date: q.effectiveDate} : {}),
        };
      }),
    receiver: 'receiver' in env && env.receiver ? {url: env.receiver.url, trucking_url: env.receiver.truckingUrl, auth: {header: {name: env.receiver.headerName, value: env.receiver.headerValue}}} : undefined,
    hooks: tenantHooks.map((h) => ({id: h.id, url: h.url, events: [...h.events], active: h.active, secret: h.secret, header: h.header ? {...h.header} : null, created_at: h.createdAt, updated_at: h.updatedAt})),
    hook_requests: hookRequests
      .filter((r) => hookIds.has(r.hook))
      .map((r) => ({
        id: r.id,
        hook_id: r.hook,
        event: r.event,
        event_id: r.eventId,
        redelivery_of: r.redeliveryOf,
        test: r.test,
        status: last(r.history).status,
        attempts: r.attempts,
        response_status: r.responseStatus,
        response_time_ms: r.responseTimeMs,
        error: r.error,
        created_at: r.createdAt,
        // The time of the last attempt, not of a later cancellation: the history's attempts-th entry after pending.
        last_attempt_at: r.history.filter((h) => h.status !== 'pending')[r.attempts - 1]?.at ?? null,
        body: deliveredBody(r.eventId, r.event, env.tenantId, r.createdAt),
      })),
    leads: leads.map((p) => {
      const from = p.origin.kind === 'lent' ? answersOf(p.origin.form) : {};
      return {
        lead_id: p.leadId,
        trucking: p.trucking,
        coverage_type_ids: [...p.coverageTypeIds],
        payload: {lead_id: p.leadId, coverage_type_ids: [...p.coverageTypeIds], business_name: p.businessName, first_name: p.firstName, last_name: p.lastName, email: p.email, phone: p.phone, state: from.mqs_state, zipcode: from.mqs_zipcode, received_at: p.receivedAt},
        delivered_at: p.receivedAt,
        deadline_at: p.firstDispositionDueAt,
      };
    }),
    dispositions: dispositions
      .filter((d) => leadIds.has(d.leadId))
      .map((x) => {
        return {id: x.id, lead_id: x.leadId, carrier: x.carrier ?? null, coverage_type_id: x.coverageTypeId, status: x.status, history: x.history, premium: x.premium ?? null, rate: x.rate ?? null, quoted_at: x.quotedAt ?? null, sold_at: x.soldAt ?? null, created_at: x.createdAt};
      }),
    lent: formsOf.flatMap((f) => (f.lend ? [{id: f.lend.id, application_form_id: f.lend.applicationFormId, reference_id: f.referenceId, status: last(f.lend.history).status, lent_at: f.lend.lentAt, note: f.lend.note}] : [])),
    attachments: attachments.filter((a) => formIds.has(a.form)).map((a) => ({id: a.id, file_name: a.name, content_type: a.contentType, size_bytes: a.sizeBytes, application_form_id: w.latestVersion(w.formByKey(a.form)).id, kind: a.kind, created_at: a.createdAt})),
    reports: Object.fromEntries(
      submissions
        .filter((s) => s.tenant === tenant.key && s.environment === environment)
        .flatMap((sub) => {
          if (!sub.companyReportId) return [];
          const form = forms.find((f) => f.businessName === sub.businessName && f.tenant === tenant.key);
          const a = form ? answersOf(form.key) : {};
          const address = {street: String(a.mqs_street_1 ?? ''), city: String(a.mqs_city ?? ''), state: String(a.mqs_state ?? ''), zip: String(a.mqs_zipcode ?? '')};
          const ready = sub.reportsReadyAt ?? sub.submittedAt;
          const report = (id: string, type: 'company' | 'location', data: Record<string, unknown>) => [id, {ready_at: ready, report: {report_id: id, report_type: type, tx_id: sub.txId, dp_id: sub.dpId, status: 'completed', generated_at: ready, data}}] as const;
          const known = w.companyByName(sub.businessName);
          return [report(sub.companyReportId, 'company', known ? w.companyFacts(known) : {legal_name: sub.businessName, address}), ...(sub.locationReportIds ?? []).map((id) => report(id, 'location', {address}))];
        }),
    ),
  };
}

function environmentSeed(environment: Environment): EnvironmentSeed {
  const all = Object.values(w.tenants) as w.Tenant[];
  const lentPhones = forms
    .filter((f) => f.environment === environment && f.lend)
    .map((f) => ({phone: String(f.answers.find((a) => a.code === 'mqs_phone')?.answer ?? ''), at: f.lend!.lentAt}))
    .filter((p) => p.phone);
  // Prospects the Exchange received from outside the world's tenants (a partner lead source) hold their phone too.
  const receivedPhones = w.prospects
    .filter((p) => p.environment === environment && p.origin.kind === 'external')
    .map((p) => ({phone: p.phone, at: p.receivedAt}));
  return {
    tenants: all.map((t) => tenantSeed(t, environment)),
    clients: [
      ...all.map((t) => {
        const {oauth, tenantId} = t.environments[environment];
        return {client_id: oauth.clientId, client_secret: oauth.clientSecret, tenant_id: tenantId, uid: oauth.uid, info: {name: oauth.name, email: oauth.email, first_name: oauth.firstName, last_name: oauth.lastName}};
      }),
      // A carrier's own client belongs to no tenant: it acts on the quote requests sent to its carrier (mock.ts, CARRIER_OPERATIONS).
      ...carriers.flatMap((c) => {
        const oauth = c.apiClients?.[environment];
        if (!oauth) return [];
        return [{client_id: oauth.clientId, client_secret: oauth.clientSecret, uid: oauth.uid, info: {name: oauth.name, email: oauth.email, first_name: oauth.firstName, last_name: oauth.lastName}, carrier_id: c.id}];
      }),
    ],
    disposition_tokens: all.map((t) => ({token: t.environments[environment].dispositionToken, tenant_id: t.environments[environment].tenantId})),
    intelligence_keys: [
      ...all.map((t) => ({key: t.environments[environment].intelligenceApiKey, tenant_id: t.environments[environment].tenantId, data_packages: [...t.environments[environment].dpIds]})),
      ...carriers.flatMap((c) => (c.apiKeys?.[environment] ? [{key: c.apiKeys[environment], carrier_id: c.id, data_packages: []}] : [])),
    ],
    carriers: carriers.map((c) => ({
      id: c.id,
      name: c.name,
      policy_prefix: c.policyPrefix,
      enablements: c.enablements
        .filter((e) => e.environment === environment)
        .map((e) => ({tenant_id: (w.tenants as Record<string, w.Tenant>)[e.tenant]!.environments[environment].tenantId, coverage_type_id: e.coverageTypeId, states: [...e.states], enabled_at: e.enabledAt, ...(e.disabledAt ? {disabled_at: e.disabledAt} : {})})),
      // Test carriers answer by themselves in the sandbox only; production carriers are real.
      ...(environment === 'sandbox' && c.sandbox ? {sandbox: sandboxSeed(c)} : {}),
    })),
    exchange_phones: [...exchangeForms.filter((f) => f.environment === environment).map((f) => ({phone: f.phone, at: f.sentAt})), ...lentPhones, ...receivedPhones],
  };
}

/** A sandbox test carrier's behaviour by coverage type (the mock's quote requests name coverage types, not product codes). */
function sandboxSeed(c: w.Carrier): SandboxCarrierSeed {
  const sandbox = c.sandbox!;
  const answers: SandboxCarrierSeed['answers'] = {};
  for (const [product, a] of Object.entries(sandbox.answers)) {
    const enablement = c.enablements.find((e) => e.productCode === product);
    if (!enablement) throw new Error(`carriers.ts: ${c.code} answers for ${product}, which none of its enablements names`);
    answers[enablement.coverageTypeId] = {after_seconds: a.afterSeconds, request_status: a.status, premium: a.premium ?? null};
  }
  return {answers, bind_requires_payment: sandbox.bindRequiresPayment, binds_through_portal: sandbox.bindsThroughPortal, bind_after_seconds: sandbox.bindAfterSeconds};
}

/**
 * The parts of the world that record moments. Named, not the whole module: the API console's worker bundles
 * only what the mock reads (the world's checks stay out of it). src/mock/__tests__/seed.test.ts holds that
 * no other part of the world records a later moment.
 */
export const timedParts = (): unknown[] => [
  w.tenants, w.storefronts, w.users, w.applicationForms, w.quoteRequests, w.attachments, w.exchangeForms, w.prospects,
  w.dispositions, w.hooks, w.events, w.hookRequests, w.submissions, w.companies, w.story,
];

/** The latest moment in `parts`, so that a clock started after it finds the world's story done. */
export function latestMoment(parts: unknown): string {
  let latest = '';
  for (const time of JSON.stringify(parts).match(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/g) ?? []) if (time > latest) latest = time;
  return latest;
}

/** The sandbox tenants of the reader environment: the one BP_CLIENT_ID acts for, the one BP_DISPOSITION_TOKEN is of. */
function readerTenants(): NonNullable<MockWorld['reader']> {
  const reader = w.readerEnvironmentValues;
  const sandbox = (Object.values(w.tenants) as w.Tenant[]).map((t) => t.environments.sandbox);
  const sender = sandbox.find((t) => t.oauth.clientId === reader.BP_CLIENT_ID);
  const receiver = sandbox.find((t) => t.dispositionToken === reader.BP_DISPOSITION_TOKEN);
  if (!sender || !receiver) throw new Error('src/data/world/env.ts: BP_CLIENT_ID and BP_DISPOSITION_TOKEN must be sandbox values of tenants of tenants.ts');
  if (!('receiver' in receiver) || !receiver.receiver || receiver.receiver.headerValue !== reader.EXCHANGE_HEADER_VALUES) {
    throw new Error('src/data/world/env.ts: EXCHANGE_HEADER_VALUES must be the receiver header value of the tenant whose BP_DISPOSITION_TOKEN is printed');
  }
  return {tenant_id: sender.tenantId, receiving_tenant_id: receiver.tenantId};
}

/** The fixture world as the mock's seed. */
export function worldSeed(): MockWorld {
  const roles: Record<string, string[]> = {};
  for (const {role} of w.roles) roles[role] = w.permissions.filter((p) => p.grants[role as w.Role] !== false).map((p) => p.key);
  return {
    environments: {sandbox: environmentSeed('sandbox'), production: environmentSeed('production')},
    roles,
    coverage_types: w.coverageTypes.map((c) => ({id: c.id, name: c.name})),
    policy_lines: {...w.policyLines},
    products: w.coverageTypes.flatMap((c) => (c.product ? [{id: c.product, name: c.name, coverage_type_id: c.id}] : [])),
    question_codes: questionCodes(),
    report_destinations: {...w.reportDestinations},
    disposition_transitions: transitions(w.dispositionStatus),
    quote_request_transitions: transitions(w.requestStatus),
    form_transitions: transitions(w.formStatus),
    platform_only_request_statuses: [...w.requestStatus.platformOnly],
    clock_start: latestMoment(timedParts()),
    reader: readerTenants(),
  };
}
