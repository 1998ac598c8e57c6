/**
 * Application forms: create, update (only the answers sent change), get the
 * latest version by any id it had or its reference id, find a consumer form,
 * clone (409 `already_lent` while lent, decision 6) and lend (decision 5: agency_manager and
 * admin only, when acting as a Terminal user).
 */
import {answerProblems, questionSetProgress} from '../answers';
import type {Ctx, Handler} from '../context';
import {tenantOf} from '../context';
import {randomHex, randomToken, uuid, type Json, type MockReply} from '../http';
import {refuse} from '../refuse';
import {identity} from '../../site/identity';
import {facts as platformFacts} from '../../site/facts';
import {answerKey, indexForm, setFormStatus, type EnvState, type Form, type Tenant} from '../state';
import {emitFormEvent, formHead} from '../views';
import {requirePermission, visibleTo} from '../permissions';
import {registerPhone} from './exchange';

const REF_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

function newReference(env: EnvState): string {
  for (;;) {
    // facts.ts's format: each X an upper-case letter or digit.
    const ref = platformFacts.idFormats.referenceId.replace(/X/g, () => randomToken(1, REF_CHARS));
    if (!env.formIndex.has(ref)) return ref;
  }
}

export function snapshot(env: EnvState, form: Form): Json {
  const answers = [...form.answers.values()].map((a) => ({...a}));
  const quotes = [...env.quoteRequests.values()].filter((q) => form.ids.includes(q.application_form_id));
  return {
    ...formHead(form),
    created_at: form.created_at,
    updated_at: form.updated_at,
    answer_values: answers,
    question_sets: questionSetProgress(answers.map((a) => a.code)),
    quote_requests: quotes.map((q) => ({quote_number: q.quote_number, carrier: q.carrier, request_status: q.request_status})),
  };
}

function checkAnswers(ctx: Ctx, answers: Json[], allowNull: boolean) {
  const details = answerProblems(answers as never, {allowNull});
  if (details.length) throw refuse(ctx.op, 'invalid_answers', {}, {details});
}

function storefrontUrl(ctx: Ctx): string {
  return identity.hosts.storefront[ctx.environment];
}

/** A one-time guest token for a redirect URL (exchanged once, by the Storefront). */
function guestToken(ctx: Ctx, tenant: Tenant, form: Form, lifetimeSeconds: number): {token: string; expires_at: number} {
  const token = `gt_${randomHex(12)}`;
  const expires_at = ctx.now + lifetimeSeconds * 1000;
  ctx.env.sdkTokens.set(token, {token, role: 'guest', sdk_client_id: tenant.sdk_clients.storefront, tenant_id: tenant.id, application_form_id: form.id, expires_at, used: false});
  return {token, expires_at};
}

/** The form with this id (any it ever had, or its reference id) in the caller's tenant, visible to the caller. */
export function findForm(ctx: Ctx, id: string): Form {
  const tenant = tenantOf(ctx);
  const form = ctx.env.formIndex.get(id);
  if (!form || form.tenant_id !== tenant.id || !visibleTo(ctx, form)) throw refuse(ctx.op, 'form_not_found', {id});
  return form;
}

/** The form whose current id (or reference id) this is: an id the form no longer has is refused, naming the current one. */
export function currentForm(ctx: Ctx, id: string): Form {
  const form = findForm(ctx, id);
  if (form.id !== id && form.reference_id !== id) throw refuse(ctx.op, 'form_id_superseded', {id, reference_id: form.reference_id, current: form.id});
  return form;
}

function changeFlow(env: EnvState, form: Form, flow: Form['flow']) {
  if (form.flow === flow) return;
  form.flow = flow;
  form.id = uuid();
  form.ids.push(form.id);
  indexForm(env, form);
}

export const createApplicationForm: Handler = async (ctx) => {
  requirePermission(ctx, 'edit_forms');
  const tenant = tenantOf(ctx);
  const input = ctx.body.application_form as Json;
  checkAnswers(ctx, input.answer_values, false);
  const storefront = input.storefront_code as string | undefined;
  if (storefront && !tenant.storefronts.includes(storefront)) throw refuse(ctx.op, 'storefront_unknown', {code: storefront, configured: tenant.storefronts.join(', ') || 'none'});
  const consumer = Boolean(input.create_guest_user || storefront || ctx.caller.session?.role === 'guest');
  const session = ctx.caller.session;
  const now = ctx.services.clock.iso();
  const status = input.mark_in_progress === false ? 'draft' : 'in_progress';
  const form: Form = {
    id: uuid(),
    ids: [],
    reference_id: newReference(ctx.env),
    tenant_id: tenant.id,
    flow: consumer ? 'consumer' : 'partner',
    status,
    lent: false,
    storefront_code: consumer ? (storefront ?? tenant.storefronts[0]) : undefined,
    created_at: now,
    updated_at: now,
    answers: new Map(),
    assigned_to: session?.user?.email,
    // A guest has no Terminal user: the platform makes a guest user for the applicant.
    created_by: session ? {type: session.role === 'guest' ? 'guest' : 'user', id: session.user?.uid ?? uuid()} : {type: 'api_client', id: ctx.caller.client!.uid},
    coverage_type_ids: [],
    status_at: {[status]: now},
  };
  form.ids.push(form.id);
  for (const a of input.answer_values as Json[]) form.answers.set(answerKey(a.code, a.index), {...a} as never);
  tenant.forms.set(form.reference_id, form);
  indexForm(ctx.env, form);
  if (ctx.caller.session?.role === 'guest' && !ctx.caller.session.application_form_id) ctx.caller.session.application_form_id = form.id;
  const body: Json = {id: form.id, reference_id: form.reference_id, status: form.status};
  if (consumer && form.storefront_code) {
    const {token} = guestToken(ctx, tenant, form, Number(ctx.services.facts.consumerLinkMinutes) * 60);
    body.redirect_url = `${storefrontUrl(ctx)}/${form.storefront_code}/application_forms/${form.id}?guest_token=${token}`;
  }
  await emitFormEvent(ctx.services, ctx.env, form, 'application_form:created');
  return {status: 201, headers: {location: `/application_forms/${form.id}/latest`}, body};
};

export const updateApplicationForm: Handler = async (ctx) => {
  requirePermission(ctx, 'edit_forms');
  const form = currentForm(ctx, ctx.params.id);
  if (form.lent || form.status === 'bound' || form.status === 'closed') {
    throw refuse(ctx.op, 'form_locked', {reference_id: form.reference_id, why: form.lent ? 'is lent to the Exchange' : `is ${form.status}`});
  }
  const input = ctx.body.application_form as Json;
  checkAnswers(ctx, input.answer_values, true);
  for (const a of input.answer_values as Json[]) {
    if (a.answer === null) form.answers.delete(answerKey(a.code, a.index));
    else form.answers.set(answerKey(a.code, a.index), {...a} as never);
  }
  const now = ctx.services.clock.iso();
  // Editing a quoted form sends it back to work (docs/application_forms/application_form.mdx, the world's transitions).
  if (form.status === 'quoted' && (input.answer_values as Json[]).length > 0) setFormStatus(form, 'in_progress', now);
  if (input.mark_in_progress === true) {
    if (form.status === 'draft') setFormStatus(form, 'in_progress', now);
    // Into the agency's work queue: a consumer form moves to the partner flow and gets a new id.
    changeFlow(ctx.env, form, 'partner');
  } else if (input.mark_in_progress === false && form.status === 'in_progress') {
    setFormStatus(form, 'draft', now);
  }
  form.updated_at = now;
  await emitFormEvent(ctx.services, ctx.env, form, 'application_form:updated', (input.answer_values as Json[]).map((a) => String(a.code)));
  return {status: 200, body: snapshot(ctx.env, form)};
};

export const getLatestApplicationForm: Handler = (ctx) => {
  const form = findForm(ctx, ctx.params.id);
  return {status: 200, body: snapshot(ctx.env, form)};
};

export const getConsumerApplicationForm: Handler = (ctx) => {
  const tenant = tenantOf(ctx);
  const {reference_id, mqs_zipcode, mqs_last_name, create_guest_token} = ctx.body as Json;
  const form = tenant.forms.get(reference_id);
  const zip = form?.answers.get('mqs_zipcode')?.answer;
  const last = form?.answers.get('mqs_last_name')?.answer;
  if (!form || form.flow !== 'consumer' || String(zip) !== mqs_zipcode || String(last ?? '').trim().toLowerCase() !== String(mqs_last_name).trim().toLowerCase()) {
    throw refuse(ctx.op, 'no_match');
  }
  const body: Json = {id: form.id, reference_id: form.reference_id, status: form.status};
  if (create_guest_token) {
    const {token, expires_at} = guestToken(ctx, tenant, form, Number(ctx.services.facts.consumerLinkMinutes) * 60);
    body.redirect_url = `${storefrontUrl(ctx)}/${form.storefront_code ?? tenant.storefronts[0]}/resume?guest_token=${token}`;
    body.redirect_url_expires_at = new Date(expires_at).toISOString().replace('.000Z', 'Z');
  }
  return {status: 200, body};
};

export const cloneApplicationForm: Handler = async (ctx) => {
  requirePermission(ctx, 'edit_forms');
  const tenant = tenantOf(ctx);
  const source = currentForm(ctx, ctx.params.id);
  if (source.lent) throw refuse(ctx.op, 'already_lent', {reference_id: source.reference_id});
  const options = (ctx.body?.clone ?? {}) as Json;
  const exclude = new Set<string>(options.exclude_codes ?? []);
  const now = ctx.services.clock.iso();
  const status = options.mark_in_progress === false ? 'draft' : 'in_progress';
  const form: Form = {
    ...source,
    id: uuid(),
    ids: [],
    reference_id: newReference(ctx.env),
    status,
    lent: false,
    created_at: now,
    updated_at: now,
    answers: new Map([...source.answers].filter(([, a]) => !exclude.has(a.code))),
    created_by: {type: 'clone', id: source.id},
    coverage_type_ids: [...source.coverage_type_ids],
    status_at: {[status]: now},
  };
  form.ids.push(form.id);
  tenant.forms.set(form.reference_id, form);
  indexForm(ctx.env, form);
  await emitFormEvent(ctx.services, ctx.env, form, 'application_form:created');
  return {status: 201, body: {id: form.id, reference_id: form.reference_id, status: form.status}};
};

export const lendApplicationForm: Handler = async (ctx): Promise<MockReply> => {
  requirePermission(ctx, 'lend_forms');
  const tenant = tenantOf(ctx);
  const input = ctx.body.lent_application_form as Json;
  const form = currentForm(ctx, input.application_form_id);
  if (form.lent) throw refuse(ctx.op, 'already_lent', {reference_id: form.reference_id});
  if (form.status === 'bound' || form.status === 'closed') throw refuse(ctx.op, 'form_locked', {reference_id: form.reference_id, status: form.status});
  // Every prospect on the Exchange has a 10-digit mqs_phone; a form may have none yet.
  const phone = form.answers.get('mqs_phone')?.answer;
  if (typeof phone !== 'string' || !/^[0-9]{10}$/.test(phone)) throw refuse(ctx.op, 'phone_invalid', {detail: phone === undefined ? 'required' : 'invalid_format'});
  registerPhone(ctx, phone);
  form.lent = true;
  form.updated_at = ctx.services.clock.iso();
  const record = {id: uuid(), application_form_id: form.id, reference_id: form.reference_id, status: 'lent', lent_at: ctx.services.clock.iso()};
  tenant.lent.set(record.id, {...record, note: input.note ?? null});
  await emitFormEvent(ctx.services, ctx.env, form, 'application_form:updated');
  return {status: 201, body: record};
};
