/**
 * Quoting and binding as the platform does them for the SDK (the SDK's own
 * calls, which the Partner API does not document; the control API serves
 * them under /__mock/sdk/, next to the one-time exchange):
 *
 * - the products a form may be quoted for: those some carrier writes for the
 *   tenant in the form's state (`mqs_state`) now (the world's enablements);
 * - a quote request per carrier and product, only to carriers enabled for
 *   that coverage type and state now; the form moves along its legal
 *   transitions to `quoting` (a quoted form goes back through `in_progress`
 *   and `submitted`, as requoting after a change does);
 *   a request still `sent` after the carriers' real-time window
 *   (`facts.carriers.realTimeRespondSeconds`) is `timed_out`, set by the platform;
 * - binding: a session that may bind (a guest its own form, a Terminal user
 *   with `bind_quotes`) moves a `completed` quote to `binding`, never while
 *   another quote of the same product is `binding` or `bound`;
 * - pinning a quote for the comparison (`quote_request:updated` with `pinned`);
 * - after each carrier answer: every request answered moves the form to
 *   `quoted` (`application_form:finished_quoting`), a `bound` one to `bound`
 *   (`application_form:bound`).
 */
import {facts} from '../site/facts';
import type {Services} from './context';
import {ApiError, uuid} from './http';
import {setFormStatus, type EnvState, type Form, type QuoteRequest, type SdkSession} from './state';
import {emitFormEvent, emitQuoteEvents, quotesOf} from './views';
import type {SandboxCarrierSeed} from './world';

/** Statuses of a request still waiting for its carrier. */
const WAITING = ['unsent', 'in_progress', 'sent'];
const FORM_EVENTS: Record<string, string> = {submitted: 'application_form:submitted', quoted: 'application_form:finished_quoting', bound: 'application_form:bound'};

export interface Product {
  id: string;
  name: string;
  coverage_type_id: number;
}

function stateOf(form: Form): string | null {
  const answer = form.answers.get('mqs_state')?.answer;
  return typeof answer === 'string' && answer ? answer : null;
}

/** Carriers enabled for the tenant, coverage type and state at `at` (ms). */
export function enabledCarriers(services: Services, env: EnvState, tenantId: string, coverageTypeId: number, state: string, at: number) {
  return (services.world.environments[env.environment].carriers ?? []).filter((carrier) =>
    carrier.enablements.some(
      (e) => e.tenant_id === tenantId && e.coverage_type_id === coverageTypeId && e.states.includes(state) && Date.parse(e.enabled_at) <= at && (!e.disabled_at || at < Date.parse(e.disabled_at)),
    ),
  );
}

/** The products the form may be quoted for now; none until its state is answered. */
export function productsFor(services: Services, env: EnvState, form: Form): Product[] {
  const state = stateOf(form);
  if (!state) return [];
  const now = services.clock.now();
  return (services.world.products ?? []).filter((p) => enabledCarriers(services, env, form.tenant_id, p.coverage_type_id, state, now).length > 0);
}

/** What the session's Terminal user may do, from the world's role table (guests: their own form only). */
export function sessionMay(services: Services, session: SdkSession, permission: 'submit_forms' | 'bind_quotes' | 'see_all_forms'): boolean {
  if (session.role === 'guest') return permission !== 'see_all_forms';
  return (session.user?.roles ?? []).some((role) => (services.world.roles[role] ?? []).includes(permission));
}

/** The form by any id or reference, if this session may see it (404 otherwise, as the Partner API answers). */
export function sessionForm(services: Services, env: EnvState, session: SdkSession, id: string): Form {
  const form = env.formIndex.get(id);
  const visible =
    form &&
    form.tenant_id === session.tenant_id &&
    (session.role === 'guest' ? session.application_form_id !== null && form.ids.includes(session.application_form_id) : sessionMay(services, session, 'see_all_forms') || form.assigned_to === session.user?.email);
  if (!form || !visible) throw new ApiError(404, 'not_found', `No application form ${id} is visible to this session.`);
  return form;
}

/** Moves the form to `target` through legal transitions (at most three steps), sending each status's event. */
async function moveForm(services: Services, env: EnvState, form: Form, target: string): Promise<boolean> {
  const table = services.world.form_transitions;
  const path: string[] = [];
  const search = (from: string, depth: number): boolean => {
    if (from === target) return true;
    if (depth === 3) return false;
    for (const next of table[from] ?? []) {
      if (next === from) continue;
      path.push(next);
      if (search(next, depth + 1)) return true;
      path.pop();
    }
    return false;
  };
  if (!search(form.status, 0)) return false;
  for (const status of path) {
    form.updated_at = services.clock.iso();
    setFormStatus(form, status, form.updated_at);
    await emitFormEvent(services, env, form, FORM_EVENTS[status] ?? 'application_form:updated');
  }
  return true;
}

function quoteNumber(env: EnvState, at: string): string {
  for (;;) {
    const number = `Q-${at.slice(0, 10).replace(/-/g, '')}-${String(Math.floor(Math.random() * 100000)).padStart(5, '0')}`;
    if (!env.quoteRequests.has(number)) return number;
  }
}

/** One `sent` quote request per enabled carrier and product; the form moves to `quoting`. */
export async function requestQuotes(services: Services, env: EnvState, session: SdkSession, formId: string, productIds: string[]): Promise<QuoteRequest[]> {
  if (!sessionMay(services, session, 'submit_forms')) throw new ApiError(403, 'forbidden', `${session.user?.email} (roles ${(session.user?.roles ?? []).join(', ')}) may not submit forms for quotes.`);
  const form = sessionForm(services, env, session, formId);
  const state = stateOf(form);
  if (!state) throw new ApiError(422, 'validation_failed', 'Answer mqs_state before quoting: carriers are enabled per state.', [{field: 'mqs_state', code: 'required', message: 'Required to quote.'}]);
  const offered = productsFor(services, env, form);
  const unknown = productIds.filter((id) => !offered.some((p) => p.id === id));
  if (!productIds.length || unknown.length) {
    throw new ApiError(422, 'validation_failed', `Choose products this form may be quoted for in ${state}: ${offered.map((p) => p.id).join(', ') || 'none'}.`, unknown.map((id) => ({field: 'product_ids', code: 'invalid_value', message: `${id} is not written by any carrier enabled in ${state}.`})));
  }
  if (form.status !== 'quoting' && !(await moveForm(services, env, form, 'quoting'))) {
    throw new ApiError(409, 'conflict', `Application form ${form.reference_id} is ${form.status}; it can no longer be quoted.`);
  }
  const now = services.clock.iso();
  const created: QuoteRequest[] = [];
  for (const product of offered.filter((p) => productIds.includes(p.id))) {
    // The coverage types the applicant asked for: those of the products quoted.
    if (!form.coverage_type_ids.includes(product.coverage_type_id)) form.coverage_type_ids.push(product.coverage_type_id);
    for (const carrier of enabledCarriers(services, env, form.tenant_id, product.coverage_type_id, state, services.clock.now())) {
      const quote: QuoteRequest = {id: uuid(), quote_number: quoteNumber(env, now), carrier: carrier.name, carrier_id: carrier.id, coverage_type_id: product.coverage_type_id, request_status: 'sent', premium: null, pinned: false, source_system: 'carrier_api', application_form_id: form.id, attachment_ids: [], tenant_id: form.tenant_id, created_at: now, updated_at: now};
      env.quoteRequests.set(quote.quote_number, quote);
      created.push(quote);
      await emitQuoteEvents(services, env, quote, ['quote_request:created'], null);
      services.clock.schedule(services.clock.now() + facts.carriers.realTimeRespondSeconds * 1000, `quote request ${quote.quote_number} times out`, () => timeOut(services, env, quote));
    }
  }
  return created;
}

/** The platform's timeout: only a request still `sent` times out (a carrier's `in_progress` stops the timer). */
async function timeOut(services: Services, env: EnvState, quote: QuoteRequest): Promise<void> {
  if (quote.request_status !== 'sent') return;
  quote.request_status = 'timed_out';
  quote.failure = {code: 'carrier_timeout', message: `${quote.carrier} did not answer within ${facts.carriers.realTimeRespondSeconds} seconds.`};
  quote.updated_at = services.clock.iso();
  await emitQuoteEvents(services, env, quote, ['quote_request:updated', 'quote_request:failed'], 'sent');
  await afterCarrierAnswer(services, env, quote);
}

/** The sandbox behaviour of the quote's carrier, if it is a sandbox test carrier (the world's `sandbox`; carriers.ts schedules its answers). */
export function sandboxCarrier(services: Services, env: EnvState, quote: QuoteRequest): SandboxCarrierSeed | undefined {
  return (services.world.environments[env.environment].carriers ?? []).find((c) => c.id === quote.carrier_id)?.sandbox;
}

/** What the world says about binding with the quote's carrier (sandbox test carriers; a carrier without it binds through the platform, without payment). */
export function bindRules(services: Services, env: EnvState, quote: QuoteRequest): {portalOnly: boolean; paymentRequired: boolean} {
  const sandbox = sandboxCarrier(services, env, quote);
  return {portalOnly: sandbox?.binds_through_portal ?? false, paymentRequired: sandbox?.bind_requires_payment ?? false};
}

/** Whether this session may bind this quote now (the SDK's `bindable`): never a quote of a carrier that binds only in its own portal. */
export function bindable(services: Services, env: EnvState, session: SdkSession, quote: QuoteRequest): boolean {
  if (quote.request_status !== 'completed' || !sessionMay(services, session, 'bind_quotes')) return false;
  if (bindRules(services, env, quote).portalOnly) return false;
  return !blockingBind(env, quote);
}

/** How the premium is paid at bind: `collected` by bp-sdk-quote-request-bind, or `agency_billed` (requirePayment false, or bindQuoteRequest() without the element). */
export const PAYMENTS = ['collected', 'agency_billed'] as const;

/** Another quote of the same form and product that is binding or bound. */
function blockingBind(env: EnvState, quote: QuoteRequest): QuoteRequest | undefined {
  const form = env.formIndex.get(quote.application_form_id);
  return [...env.quoteRequests.values()].find(
    (q) => q !== quote && q.coverage_type_id === quote.coverage_type_id && form?.ids.includes(q.application_form_id) && ['binding', 'bound'].includes(q.request_status),
  );
}

/** The agent's (or guest's) bind: `completed` → `binding`; the carrier answers `bound` or `binding_failed`. */
export async function bindQuote(services: Services, env: EnvState, session: SdkSession, quoteId: string, payment?: unknown): Promise<QuoteRequest> {
  const quote = [...env.quoteRequests.values()].find((q) => q.id === quoteId || q.quote_number === quoteId);
  if (!quote) throw new ApiError(404, 'not_found', `No quote request ${quoteId}.`);
  sessionForm(services, env, session, quote.application_form_id);
  if (!sessionMay(services, session, 'bind_quotes')) {
    const roles = Object.entries(services.world.roles).filter(([, p]) => p.includes('bind_quotes')).map(([r]) => r);
    throw new ApiError(403, 'forbidden', `${session.user?.email} (roles ${(session.user?.roles ?? []).join(', ')}) may not bind quotes; binding needs ${roles.join(' or ')}.`);
  }
  const legal = services.world.quote_request_transitions[quote.request_status] ?? [];
  if (quote.request_status !== 'completed' || !legal.includes('binding')) {
    throw new ApiError(409, 'conflict', `Quote request ${quote.quote_number} is ${quote.request_status}; only a completed quote can be bound${quote.request_status === 'binding_failed' ? ': requote the product and bind the new quote' : ''}.`);
  }
  const other = blockingBind(env, quote);
  if (other) throw new ApiError(409, 'conflict', `Quote request ${other.quote_number} of the same product is ${other.request_status}; bind one quote per product.`);
  const rules = bindRules(services, env, quote);
  if (rules.portalOnly) throw new ApiError(409, 'conflict', `${quote.carrier} quotes through the platform but binds only in its own portal; quote request ${quote.quote_number} is not bindable here.`);
  if (payment !== undefined && !PAYMENTS.includes(payment as never)) {
    throw new ApiError(422, 'validation_failed', `payment is ${PAYMENTS.join(' or ')}.`, [{field: 'payment', code: 'invalid_value', message: `One of ${PAYMENTS.join(', ')}.`}]);
  }
  if (rules.paymentRequired && payment === undefined) {
    throw new ApiError(422, 'validation_failed', `${quote.carrier} takes payment at bind: collect it (bp-sdk-quote-request-bind with requirePayment) or bill it from your agency (requirePayment false).`, [{field: 'payment', code: 'required', message: `Required by ${quote.carrier}: collected or agency_billed.`}]);
  }
  quote.request_status = 'binding';
  if (payment !== undefined) quote.bind_payment = payment as string;
  quote.updated_at = services.clock.iso();
  await emitQuoteEvents(services, env, quote, ['quote_request:updated'], 'completed');
  return quote;
}

/** Pins or unpins a quote for the comparison (any session that sees the form); the change is a `quote_request:updated` event. */
export async function pinQuote(services: Services, env: EnvState, session: SdkSession, quoteId: string, pinned: boolean): Promise<QuoteRequest> {
  const quote = [...env.quoteRequests.values()].find((q) => q.id === quoteId || q.quote_number === quoteId);
  if (!quote) throw new ApiError(404, 'not_found', `No quote request ${quoteId}.`);
  sessionForm(services, env, session, quote.application_form_id);
  if (typeof pinned !== 'boolean') throw new ApiError(422, 'validation_failed', 'Send {"pinned": true} or {"pinned": false}.', [{field: 'pinned', code: 'invalid_type', message: 'Must be a boolean.'}]);
  quote.pinned = pinned;
  quote.updated_at = services.clock.iso();
  // Pinning changes no status: the status before the event is the status now.
  await emitQuoteEvents(services, env, quote, ['quote_request:updated'], quote.request_status);
  return quote;
}

/** What the platform does after a carrier's answer: the form follows its quotes. */
export async function afterCarrierAnswer(services: Services, env: EnvState, quote: QuoteRequest): Promise<void> {
  const form = env.formIndex.get(quote.application_form_id);
  if (!form) return;
  if (form.status === 'quoting' && quotesOf(env, form).every((q) => !WAITING.includes(q.request_status))) await moveForm(services, env, form, 'quoted');
  if (quote.request_status === 'bound' && form.status === 'quoted') await moveForm(services, env, form, 'bound');
}
