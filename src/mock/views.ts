/**
 * What the platform shows of a quote request and a form, in one place for
 * every caller: the Partner API's quote request (`PUT /quote_requests/...`
 * answers it, the SDK's calls add their own fields to it), and the bodies of
 * the webhook events, exactly as the OpenAPI document's `WebhookEvent`
 * documents them (events.ts checks each body before it is sent):
 *
 * - `quote_request:*`: the Partner API's view, with `previous_request_status`
 *   on every event but `created`;
 * - `application_form:*`: the full snapshot of the form (answers, locations,
 *   quote requests, attachments, status times), with `changed_answer_codes`
 *   on `application_form:updated`.
 *
 * Handlers and quoting.ts both import this module (it imports neither).
 */
import {questionSetProgress} from './answers';
import type {Services} from './context';
import type {Json} from './http';
import type {EnvState, Form, QuoteRequest} from './state';

type Coverage = Array<{id: number; name: string}>;

function coverageType(coverage: Coverage, id: number): {id: number; name: string} {
  const found = coverage.find((c) => c.id === id);
  if (!found) throw new Error(`The world has no coverage type ${id}`);
  return {id: found.id, name: found.name};
}

/** A quote request as a form snapshot lists it: the Partner API's view without `application_form`. */
function formQuote(q: QuoteRequest, coverage: Coverage): Json {
  return {
    id: q.id,
    quote_number: q.quote_number,
    carrier: q.carrier,
    carrier_id: q.carrier_id,
    coverage_type: coverageType(coverage, q.coverage_type_id),
    request_status: q.request_status,
    premium: q.premium,
    pinned: q.pinned,
    source_system: q.source_system,
    attachment_ids: [...q.attachment_ids],
    created_at: q.created_at,
    updated_at: q.updated_at,
    ...(q.policy_number ? {policy_number: q.policy_number, effective_date: q.effective_date} : {}),
    ...(q.failure ? {failure: {...q.failure}} : {}),
  };
}

/** The Partner API's quote request (the document's `QuoteRequest`). */
export function quoteView(env: EnvState, q: QuoteRequest, coverage: Coverage): Json {
  const form = env.formIndex.get(q.application_form_id);
  if (!form) throw new Error(`Quote request ${q.quote_number} names no form (${q.application_form_id})`);
  return {...formQuote(q, coverage), application_form: {id: form.id, reference_id: form.reference_id}};
}

/** The quote requests of a form (any id it had), oldest first. */
export function quotesOf(env: EnvState, form: Form): QuoteRequest[] {
  return [...env.quoteRequests.values()].filter((q) => form.ids.includes(q.application_form_id)).sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** What every view of a form starts with: the Partner API's form and the event snapshot alike. */
export function formHead(form: Form): Json {
  return {id: form.id, reference_id: form.reference_id, tenant_id: form.tenant_id, flow: form.flow, status: form.status, lent: form.lent};
}

/** The `data` of an `application_form` event: the full snapshot of the form now. */
export function formEventData(services: Services, env: EnvState, form: Form): Json {
  const answers = [...form.answers.values()];
  const coverage = services.world.coverage_types;
  const agent = form.assigned_to ? env.tenants.get(form.tenant_id)?.users.get(form.assigned_to.toLowerCase()) : undefined;
  const indexes = [...new Set(answers.filter((a) => a.index !== undefined).map((a) => a.index!))].sort((a, b) => a - b);
  const files = [...env.attachments.values()].filter((a) => form.ids.includes(a.application_form_id)).sort((a, b) => a.created_at.localeCompare(b.created_at));
  return {
    ...formHead(form),
    ...(form.storefront_code ? {storefront_code: form.storefront_code} : {}),
    coverage_types: form.coverage_type_ids.map((id) => coverageType(coverage, id)),
    created_by: {type: form.created_by.type, user_id: form.created_by.id},
    ...(agent ? {assigned_agent: {id: agent.uid, name: `${agent.first_name} ${agent.last_name}`, email: agent.email}} : {}),
    question_sets: questionSetProgress(answers.map((a) => a.code)),
    answer_values: answers.filter((a) => a.index === undefined).map(({code, answer}) => ({code, answer})),
    locations: indexes.map((index) => ({index, answer_values: answers.filter((a) => a.index === index).map(({code, answer}) => ({code, answer}))})),
    quote_requests: quotesOf(env, form).map((q) => formQuote(q, coverage)),
    attachments: files.map((a) => ({id: a.id, name: a.file_name, content_type: a.content_type, size_bytes: a.bytes.length, kind: a.kind, created_at: a.created_at})),
    created_at: form.created_at,
    updated_at: form.updated_at,
    submitted_at: form.status_at.submitted ?? null,
    finished_quoting_at: form.status_at.quoted ?? null,
    bound_at: form.status_at.bound ?? null,
  };
}

/** Sends an `application_form` event; `application_form:updated` names the answers that changed (none for a status or a lend). */
export async function emitFormEvent(services: Services, env: EnvState, form: Form, event: string, changedAnswerCodes: string[] = []): Promise<void> {
  const data = formEventData(services, env, form);
  if (event === 'application_form:updated') data.changed_answer_codes = [...new Set(changedAnswerCodes)];
  await services.emit(env, form.tenant_id, event, data);
}

/**
 * Sends `quote_request` events about one change of the request: the Partner API's view, and on every
 * event but `created` the status it had before (`previous`).
 */
export async function emitQuoteEvents(services: Services, env: EnvState, q: QuoteRequest, events: string[], previous: string | null): Promise<void> {
  const view = quoteView(env, q, services.world.coverage_types);
  for (const event of events) {
    await services.emit(env, q.tenant_id, event, event === 'quote_request:created' ? view : {...view, previous_request_status: previous});
  }
}
