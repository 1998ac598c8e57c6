/**
 * Builds the webhook event catalogue (catalogue.json) from the fixture world
 * (src/data/world): every application_form, quote_request and carrier payload
 * is the world's state at the moment of its event, and the headers name the
 * world's event, hook and delivery. What the world does not model stays in the
 * catalogue and is carried over: the subjects' titles and summaries, each
 * event's summary, and the question_set payloads (question-set publishing).
 *
 * `npm run webhooks:generate` writes the result (generate.mjs); a unit test
 * fails when catalogue.json is not what this builds, and another checks the
 * catalogue's story on its own (statuses, times, carriers, policy numbers).
 * Signatures are computed by the caller (Node's crypto), so this module stays
 * free of `node:` imports.
 */
import {
  applicationForms,
  attachments,
  carriers,
  coverageType,
  events,
  hookRequests,
  latestVersion,
  questionSetProgress,
  quoteRequests,
  statusAt,
  tenants,
  users,
  type AnswerValue,
  type ApplicationForm,
  type Carrier,
  type QuoteRequest,
  type Tenant,
  type WorldEvent,
} from '../world';
import type {WebhookCatalogue, WebhookEventExample} from './index';

type Json = Record<string, unknown>;


const tenantIdOf = (form: {tenant: string; environment: 'sandbox' | 'production'}) =>
  (tenants as Record<string, Tenant>)[form.tenant]!.environments[form.environment].tenantId;
const maxTime = (times: Array<string | undefined>) => times.filter((t): t is string => Boolean(t)).sort().pop()!;
const carrierOf = (q: QuoteRequest): Carrier => carriers.find((c) => c.code === q.carrier)!;

/** The answers a form had at a moment: its first answers before its first update, all of them after. */
function answersAt(form: ApplicationForm, at: string): AnswerValue[] {
  const firstCodes = form.firstAnswerCodes;
  const updated = (form.updates ?? []).some((u) => u.at <= at);
  return form.answers.filter((a) => updated || !firstCodes || firstCodes.includes(a.code));
}

/** A quote request as it was at a moment (the shape of the form snapshot's `quote_requests`). */
export function quoteRequestAt(q: QuoteRequest, at: string): Json {
  const status = statusAt(q.history, at)!;
  const changes = q.history.filter((h) => h.at <= at);
  const carrier = carrierOf(q);
  const answered = ['completed', 'binding', 'bound'].includes(status);
  const bound = status === 'bound';
  return {
    id: q.id,
    quote_number: q.quoteNumber,
    carrier: carrier.name,
    carrier_id: carrier.id,
    coverage_type: {id: q.coverageTypeId, name: coverageType(q.coverageTypeId).name},
    request_status: status,
    premium: answered ? (q.premium ?? null) : null,
    pinned: bound ? q.pinned : false,
    source_system: q.sourceSystem,
    attachment_ids: q.attachmentIds.filter((id) => attachments.find((a) => a.id === id)!.createdAt <= at),
    created_at: q.history[0]!.at,
    updated_at: changes[changes.length - 1]!.at,
    ...(bound ? {policy_number: q.policyNumber, effective_date: q.effectiveDate} : {}),
    ...(['failed', 'timed_out', 'binding_failed'].includes(status) && q.failure ? {failure: q.failure} : {}),
  };
}

/** The full snapshot of a form at a moment, as every application_form event carries it. */
export function formSnapshot(form: ApplicationForm, at: string): Json {
  const version = [...form.versions].reverse().find((v) => v.from <= at) ?? latestVersion(form);
  const answers = answersAt(form, at);
  const requests = quoteRequests.filter((q) => q.form === form.key && q.history[0]!.at <= at);
  const files = attachments.filter((a) => a.form === form.key && a.createdAt <= at);
  const statusTime = (s: string) => form.statusHistory.find((h) => h.status === s && h.at <= at)?.at ?? null;
  const agent = form.assignedAgent ? users.find((u) => u.uid === form.assignedAgent)! : undefined;
  const lent = Boolean(form.lend && form.lend.lentAt <= at && !form.lend.history.some((h) => h.status === 'returned' && h.at <= at));
  const updatedAt = maxTime([
    version.from,
    ...form.statusHistory.filter((h) => h.at <= at).map((h) => h.at),
    ...(form.updates ?? []).filter((u) => u.at <= at).map((u) => u.at),
    ...requests.flatMap((q) => q.history.filter((h) => h.at <= at).map((h) => h.at)),
  ]);
  return {
    id: version.id,
    reference_id: form.referenceId,
    tenant_id: tenantIdOf(form),
    flow: version.flow,
    status: statusAt(form.statusHistory, at),
    lent,
    ...(form.storefrontCode ? {storefront_code: form.storefrontCode} : {}),
    coverage_types: form.coverageTypeIds.map((id) => ({id, name: coverageType(id).name})),
    created_by: {type: form.createdBy.type, user_id: form.createdBy.id},
    ...(agent ? {assigned_agent: {id: agent.uid, name: `${agent.firstName} ${agent.lastName}`, email: agent.email}} : {}),
    question_sets: questionSetProgress(answers.map((a) => a.code)),
    answer_values: answers.filter((a) => a.index === undefined).map(({code, answer}) => ({code, answer})),
    locations: [...new Set(answers.filter((a) => a.index !== undefined).map((a) => a.index!))].map((index) => ({
      index,
      answer_values: answers.filter((a) => a.index === index).map(({code, answer}) => ({code, answer})),
    })),
    quote_requests: requests.map((q) => quoteRequestAt(q, at)),
    attachments: files.map((a) => ({
      id: a.id,
      name: a.name,
      content_type: a.contentType,
      size_bytes: a.sizeBytes,
      kind: a.kind,
      created_at: a.createdAt,
    })),
    created_at: form.versions[0]!.from,
    updated_at: updatedAt,
    submitted_at: statusTime('submitted'),
    finished_quoting_at: statusTime('quoted'),
    bound_at: statusTime('bound'),
  };
}

function carrierPayload(carrier: Carrier, e: WorldEvent): Json {
  const action = e.event.split(':')[1];
  const mine = carrier.enablements.filter((x) => x.tenant === e.tenant && x.environment === e.environment);
  const products = mine
    .filter((x) => x.enabledAt <= e.occurredAt && (!x.disabledAt || e.occurredAt < x.disabledAt))
    .map((x) => ({code: x.productCode, coverage_type: {id: x.coverageTypeId, name: coverageType(x.coverageTypeId).name}, states: x.states}));
  const base = {id: carrier.id, name: carrier.name, naic_code: carrier.naicCode};
  if (action === 'disabled') {
    const ended = mine.find((x) => x.disabledAt === e.occurredAt)!;
    return {...base, status: 'disabled', reason: ended.disabledReason, disabled_at: e.occurredAt};
  }
  if (action === 'enabled') return {...base, status: 'enabled', products, enabled_at: e.occurredAt};
  return {...base, status: 'enabled', products, changed_fields: ['products']};
}

/** The `data` of an event, from the world; `existing` is the catalogue's data for subjects the world does not model. */
export function eventData(e: WorldEvent, existing: Json | undefined): Json {
  const action = e.event.split(':')[1]!;
  switch (e.subject.kind) {
    case 'application_form': {
      const form = applicationForms.find((f) => f.key === e.subject.ref)!;
      const data = formSnapshot(form, e.occurredAt);
      if (action === 'updated') data.changed_answer_codes = form.updates!.find((u) => u.at === e.occurredAt)!.codes;
      return data;
    }
    case 'quote_request': {
      const q = quoteRequests.find((r) => r.id === e.subject.ref)!;
      const form = applicationForms.find((f) => f.key === q.form)!;
      const before = q.history.filter((h) => h.at < e.occurredAt);
      const previous = action === 'created' ? {} : {previous_request_status: before[before.length - 1]?.status ?? null};
      const version = [...form.versions].reverse().find((v) => v.from <= e.occurredAt)!;
      return {...quoteRequestAt(q, e.occurredAt), ...previous, application_form: {id: version.id, reference_id: form.referenceId}};
    }
    case 'carrier':
      return carrierPayload(carriers.find((c) => c.code === e.subject.ref)!, e);
    default:
      if (!existing) throw new Error(`${e.event}: the world has no ${e.subject.kind} data and the catalogue none either`);
      return existing;
  }
}

/**
 * The catalogue built from the world: same subjects, titles and summaries as
 * `current`, payloads and headers from the world's events and deliveries.
 * `sign(body)` returns the `X-Signature` header value for a compact body.
 */
export function catalogueFromWorld(current: WebhookCatalogue, sign: (body: string) => string): WebhookCatalogue {
  return {
    example_secret: current.example_secret,
    subjects: current.subjects.map((subject) => ({
      ...subject,
      events: subject.events.map((example): WebhookEventExample => {
        const name = `${subject.subject}:${example.action}`;
        const e = events.find((x) => x.event === name);
        if (!e) throw new Error(`The world has no ${name} event for the catalogue`);
        const delivery = hookRequests.find((r) => r.eventId === e.id && !r.redeliveryOf && !r.test);
        if (!delivery) throw new Error(`The world did not deliver ${name} (${e.id}) to any hook`);
        const payload = {
          id: e.id,
          event: e.event,
          subject: subject.subject,
          action: example.action,
          tenant_id: tenantIdOf(e),
          occurred_at: e.occurredAt,
          data: eventData(e, example.payload.data as Json),
        };
        return {
          action: example.action,
          summary: example.summary,
          headers: {
            'Content-Type': 'application/json',
            'X-Event': e.event,
            'X-Event-Id': e.id,
            'X-Hook-Id': delivery.hook,
            'X-Request-Id': delivery.id,
            'X-Delivery-Attempt': '1',
            'X-Signature': sign(JSON.stringify(payload)),
          },
          payload,
        };
      }),
    })),
  };
}
