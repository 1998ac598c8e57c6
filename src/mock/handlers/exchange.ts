/**
 * The Exchange. Send side: prospects with a unique `mqs_phone` over the facts'
 * day window (422 `duplicate_prospect`). Receive side: each prospect is POSTed
 * to the receiver endpoint of every tenant that registered one, with its
 * static header or HTTP Basic, expecting a 2xx within receiverTimeoutSeconds
 * and retried on receiverRetrySchedule; the first disposition of each
 * coverage type is due firstDispositionHours after delivery, and a lead
 * still missing one when the clock passes that time is marked overdue.
 * Dispositions: one record per coverage type and change, legal status
 * transitions from the world, newest first.
 */
import states from '../../data/states.json';
import {facts as platformFacts} from '../../site/facts';
import {identity} from '../../site/identity';
import {answerProblems} from '../answers';
import {isoSeconds} from '../clock';
import type {Ctx, Handler, Services} from '../context';
import {tenantOf} from '../context';
import {randomToken, uuid, type Json} from '../http';
import {refuse} from '../refuse';
import type {EnvState, Lead, Tenant} from '../state';
import {page} from './paging';

const DAY_MS = 86400_000;

/** Records a phone on the Exchange, refusing one it received within the window. */
export function registerPhone(ctx: Ctx, phone: string): void {
  const days = platformFacts.exchange.phoneUniqueDays;
  const previous = ctx.env.exchangePhones.get(phone);
  if (previous !== undefined && ctx.now - previous < days * DAY_MS) {
    throw refuse(ctx.op, 'duplicate_prospect', {days, phone, date: isoSeconds(previous).slice(0, 10)});
  }
  ctx.env.exchangePhones.set(phone, ctx.now);
}

const REQUIRED = ['mqs_phone', 'mqs_first_name', 'mqs_last_name', 'mqs_business_name', 'mqs_zipcode'];

export const sendProspect: Handler = async (ctx) => {
  // Sending is enabled per client by the account manager (send-side prerequisites); a carrier's client is not a
  // sender: it is refused before the handler, as on every operation outside the Carrier API (rules, carrier_client).
  const answers = ctx.body.application_form.answer_values as Json[];
  const details = answerProblems(answers as never, {allowNull: false});
  const codes = new Set(answers.map((a) => a.code));
  for (const code of REQUIRED) if (!codes.has(code)) details.push({field: code, code: 'required', message: 'Must be answered.'});
  if (details.length) throw refuse(ctx.op, 'invalid_answers', {}, {details});
  const byCode = Object.fromEntries(answers.map((a) => [a.code, a.answer]));
  // The answers passed their questions' rules above: mqs_phone is there, 10 digits.
  registerPhone(ctx, String(byCode.mqs_phone));
  const id = uuid();
  ctx.env.exchangeForms.set(id, {id, tenant_id: ctx.caller.tenant_id, answers: byCode, created_at: ctx.services.clock.iso()});
  for (const tenant of ctx.env.tenants.values()) {
    if (!tenant.receiver) continue;
    // Each buyer gets its own lead id. A prospect is delivered only as the document describes it (receiveProspect:
    // a state, among others); the send side does not ask for mqs_state, and how the platform would find one is not
    // documented: the mock says so in its notes.
    const prospect = prospectFromAnswers(byCode, ctx.services.clock.iso());
    const missing = ctx.services.deliveries.webhookProblems('dot_number' in prospect ? 'receiveTruckingProspect' : 'receiveProspect', prospect);
    if (missing.length) ctx.services.note(`The Exchange did not deliver the prospect of ${id} to ${tenant.receiver.url}: it would not be a documented prospect (${missing.join('; ')}). Answer mqs_state (and the other fields a prospect requires) to have it delivered.`);
    else deliverProspect(ctx.services, ctx.env, tenant, prospect);
  }
  return {status: 201, body: {id}};
};

function stateCode(value: unknown): string | undefined {
  const v = String(value ?? '').trim().toLowerCase();
  return states.find((s) => s.code.toLowerCase() === v || s.name.toLowerCase() === v)?.code;
}

/** The prospect a buyer receives, from MQS answers; coverage types derived as the send-side guide says. */
export function prospectFromAnswers(a: Json, receivedAt: string): Json {
  const trucking = /truck/i.test(String(a.naics ?? ''));
  const employees = Number(a.mqs_full_time_employees ?? 0) + Number(a.mqs_part_time_employees ?? 0);
  const coverage = trucking ? [3, 10, 11] : [1, ...(employees > 0 || Number(a.mqs_annual_payroll ?? 0) > 0 ? [2] : [])];
  const num = (v: unknown) => (v === undefined || v === '' ? undefined : Number(v));
  const prospect: Json = {
    lead_id: `L${randomToken(9, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}`,
    coverage_type_ids: coverage,
    business_name: a.mqs_business_name,
    first_name: a.mqs_first_name,
    last_name: a.mqs_last_name,
    email: a.mqs_email,
    phone: a.mqs_phone,
    street_1: a.mqs_street_1 ?? '',
    street_2: a.mqs_street_2 ?? '',
    city: a.mqs_city,
    state: stateCode(a.mqs_state),
    zipcode: a.mqs_zipcode,
    naics: a.naics,
    years_in_business: num(a.mqs_actual_years_in_business),
    currently_insured: a.mqs_currently_insured === undefined ? undefined : a.mqs_currently_insured === 'Yes',
    annual_revenue: num(a.mqs_annual_revenue),
    annual_payroll: num(a.mqs_annual_payroll),
    full_time_employees: num(a.mqs_full_time_employees),
    part_time_employees: num(a.mqs_part_time_employees),
    received_at: receivedAt,
    duns: '',
    ein: '',
    external_id: '',
    key: '',
    source: '',
    website: '',
  };
  if (trucking) Object.assign(prospect, {dot_number: String(a.dpmqs_dot_number ?? '1000001'), coverage_types: ['Commercial Auto', 'Motor Truck Cargo', 'Physical Damage'], legal_entity: a.mqs_legal_entity ?? 'LLC', trucking_home_delivery: false, trucking_under_own_authority: true});
  for (const key of Object.keys(prospect)) if (prospect[key] === undefined) delete prospect[key];
  return prospect;
}

/** Minutes of `receiverRetrySchedule` ("1, 5 and 30 minutes"). */
export function receiverSchedule(facts: Json): number[] {
  return String(facts.receiverRetrySchedule).match(/\d+/g)!.map(Number);
}

/** POSTs a prospect to a tenant's receiver, with retries and the disposition deadline. */
export function deliverProspect(services: Services, env: EnvState, tenant: Tenant, prospect: Json): Lead {
  const receiver = tenant.receiver!;
  const trucking = 'dot_number' in prospect;
  services.deliveries.checkWebhook(trucking ? 'receiveTruckingProspect' : 'receiveProspect', prospect);
  const lead: Lead = {
    lead_id: prospect.lead_id,
    tenant_id: tenant.id,
    trucking,
    coverage_type_ids: prospect.coverage_type_ids,
    payload: prospect,
    delivered_at: null,
    delivery: {status: 'pending', attempts: 0, last_status: null, last_error: null, next_attempt_at: services.clock.iso()},
    deadline_at: '',
    overdue: null,
  };
  tenant.leads.set(lead.lead_id, lead);
  const schedule = receiverSchedule(services.facts);
  const attempt = async () => {
    lead.delivery.attempts += 1;
    const headers: Record<string, string> = {'Content-Type': 'application/json', 'User-Agent': `${identity.brand}-Exchange/1.0`};
    if ('header' in receiver.auth) headers[receiver.auth.header.name] = receiver.auth.header.value;
    else headers.Authorization = `Basic ${btoa(`${receiver.auth.basic.username}:${receiver.auth.basic.password}`)}`;
    const url = trucking ? (receiver.trucking_url ?? receiver.url) : receiver.url;
    const result = await services.send(url, {method: 'POST', headers, body: JSON.stringify(prospect)}, {connectMs: 0, answerMs: Number(services.facts.receiverTimeoutSeconds) * 1000});
    const ok = result.ok && result.status >= 200 && result.status < 300;
    lead.delivery.last_status = result.ok ? result.status : null;
    lead.delivery.last_error = result.ok ? (ok ? null : 'http_error') : result.error;
    if (ok) {
      const now = services.clock.now();
      lead.delivery.status = 'delivered';
      lead.delivery.next_attempt_at = null;
      lead.delivered_at = isoSeconds(now);
      const due = now + platformFacts.exchange.firstDispositionHours * 3600_000;
      lead.deadline_at = isoSeconds(due);
      scheduleDeadline(services, tenant, lead);
      return;
    }
    const retry = lead.delivery.attempts; // 1-based retry number
    if (retry > schedule.length) {
      lead.delivery.status = 'failed';
      lead.delivery.next_attempt_at = null;
      return;
    }
    lead.delivery.status = 'retrying';
    const at = services.clock.now() + schedule[retry - 1]! * 60_000;
    lead.delivery.next_attempt_at = isoSeconds(at);
    services.clock.schedule(at, `deliver prospect ${lead.lead_id} (retry ${retry})`, attempt);
  };
  services.clock.schedule(services.clock.now(), `deliver prospect ${lead.lead_id}`, attempt);
  return lead;
}

/** At the lead's first-disposition deadline, marks the coverage types still without a disposition (now, when it has passed). */
export function scheduleDeadline(services: Services, tenant: Tenant, lead: Lead): void {
  const check = () => {
    const done = new Set(tenant.dispositions.filter((d) => d.lead_id === lead.lead_id).map((d) => d.coverage_type_id));
    const missing = lead.coverage_type_ids.filter((c) => !done.has(c));
    lead.overdue = missing.length ? missing : null;
    if (missing.length) services.note(`Lead ${lead.lead_id} of tenant ${tenant.id} passed its first-disposition deadline without a disposition for coverage types ${missing.join(', ')}.`);
  };
  const due = Date.parse(lead.deadline_at);
  if (due <= services.clock.now()) check();
  else services.clock.schedule(due, `first-disposition deadline of lead ${lead.lead_id}`, check);
}

function leadOf(ctx: Ctx): {tenant: Tenant; lead: Lead} {
  const tenant = tenantOf(ctx);
  const lead = tenant.leads.get(ctx.params.lead_id);
  if (!lead) throw refuse(ctx.op, 'lead_not_found', {lead_id: ctx.params.lead_id, environment: ctx.environment});
  return {tenant, lead};
}

export const createDisposition: Handler = (ctx) => {
  const {tenant, lead} = leadOf(ctx);
  const body = ctx.body as Json;
  if (!lead.coverage_type_ids.includes(body.coverage_type_id)) throw refuse(ctx.op, 'coverage_type_not_offered', {ids: lead.coverage_type_ids.join(', ')});
  for (const field of ['quoted_at', 'sold_at'] as const) {
    if (body[field] && Date.parse(body[field]) > ctx.now) throw refuse(ctx.op, 'date_in_future', {field, now: ctx.services.clock.iso()});
  }
  const previous = tenant.dispositions.find((d) => d.lead_id === lead.lead_id && d.coverage_type_id === body.coverage_type_id);
  const transitions = ctx.services.world.disposition_transitions;
  if (previous && !(transitions[previous.status] ?? []).includes(body.status)) {
    const next = transitions[previous.status] ?? [];
    throw refuse(ctx.op, 'invalid_transition', {from: previous.status, to: body.status, next: next.length ? `From ${previous.status}: ${next.join(', ')}.` : `${previous.status} is final.`});
  }
  const record = {
    id: ctx.env.nextDispositionId++,
    lead_id: lead.lead_id,
    carrier: body.carrier ?? null,
    coverage_type_id: body.coverage_type_id,
    status: body.status,
    history: body.history,
    premium: body.premium ?? null,
    rate: body.rate ?? null,
    quoted_at: body.quoted_at ?? null,
    sold_at: body.sold_at ?? null,
    created_at: ctx.services.clock.iso(),
  };
  tenant.dispositions.unshift(record);
  return {status: 201, body: record};
};

export const getDispositions: Handler = (ctx) => {
  const {tenant, lead} = leadOf(ctx);
  let list = tenant.dispositions.filter((d) => d.lead_id === lead.lead_id);
  if (ctx.query.coverage_type_id !== undefined) list = list.filter((d) => d.coverage_type_id === ctx.query.coverage_type_id);
  return page(ctx, list);
};

export const getCoverageTypes: Handler = (ctx) => {
  const reply = page(ctx, ctx.services.world.coverage_types);
  reply.headers!['cache-control'] = 'public, max-age=86400';
  return reply;
};

export {uuid};
