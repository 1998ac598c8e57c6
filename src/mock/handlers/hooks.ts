/**
 * The Webhooks API: hooks (at most maxActiveHooks active, secrets within the
 * x-facts bounds, never returned), the delivery log, redelivery (re-signed
 * with the current secret, decision 7), pausing and the test event.
 */
import {reservedHookHeaders} from '../../data/rules';
import {catalogue} from '../../data/webhooks';
import type {Ctx, Handler} from '../context';
import {tenantOf} from '../context';
import {uuid, type Json} from '../http';
import {refuse} from '../refuse';
import {requirePermission} from '../permissions';
import type {Hook, Tenant} from '../state';
import {page} from './paging';

function view(hook: Hook): Json {
  return {
    id: hook.id,
    url: hook.url,
    events: hook.events,
    active: hook.active,
    has_secret: hook.secret !== null,
    header: hook.header ? {name: hook.header.name, value: '********'} : null,
    created_at: hook.created_at,
    updated_at: hook.updated_at,
  };
}

function checkUrl(ctx: Ctx, url: string) {
  // The schema's `format: uri` takes what URL does not (a port over 65535, `https://a:99999/`): that is no address either.
  if (!URL.canParse(url)) throw refuse(ctx.op, 'url_not_public');
  const host = new URL(url).hostname;
  if (/^(localhost|127\.|10\.|192\.168\.|169\.254\.|\[?::1\]?$)/.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host)) throw refuse(ctx.op, 'url_not_public');
}

/** A hook's static header may not take a name the platform sets on a delivery (src/data/rules/apis.ts). */
function checkHeader(ctx: Ctx, header: {name: string} | null | undefined) {
  if (header && reservedHookHeaders(ctx.services.facts).has(header.name.toLowerCase())) throw refuse(ctx.op, 'header_reserved', {name: header.name});
}

function checkActiveLimit(ctx: Ctx, tenant: Tenant, except?: string) {
  const max = Number(ctx.services.facts.maxActiveHooks);
  const active = [...tenant.hooks.values()].filter((h) => h.active && h.id !== except).length;
  if (active >= max) throw refuse(ctx.op, 'active_limit', {max});
}

function hookOf(ctx: Ctx): {tenant: Tenant; hook: Hook} {
  requirePermission(ctx, 'manage_webhooks');
  const tenant = tenantOf(ctx);
  const hook = tenant.hooks.get(ctx.params.id);
  if (!hook) throw refuse(ctx.op, 'hook_not_found', {id: ctx.params.id, environment: ctx.environment});
  return {tenant, hook};
}

export const createHook: Handler = (ctx) => {
  requirePermission(ctx, 'manage_webhooks');
  const tenant = tenantOf(ctx);
  const body = ctx.body as Json;
  checkUrl(ctx, body.url);
  checkHeader(ctx, body.header);
  if (body.active) checkActiveLimit(ctx, tenant);
  const now = ctx.services.clock.iso();
  const hook: Hook = {id: uuid(), url: body.url, events: body.events ?? ['*'], active: Boolean(body.active), secret: body.secret ?? null, header: body.header ?? null, created_at: now, updated_at: now};
  tenant.hooks.set(hook.id, hook);
  return {status: 201, headers: {location: `/hooks/${hook.id}`}, body: view(hook)};
};

export const listHooks: Handler = (ctx) => {
  requirePermission(ctx, 'manage_webhooks');
  const tenant = tenantOf(ctx);
  let hooks = [...tenant.hooks.values()].reverse();
  if (ctx.query.active !== undefined) hooks = hooks.filter((h) => h.active === ctx.query.active);
  return page(ctx, hooks.map(view));
};

export const getHook: Handler = (ctx) => ({status: 200, body: view(hookOf(ctx).hook)});

export const updateHook: Handler = (ctx) => {
  const {tenant, hook} = hookOf(ctx);
  const body = ctx.body as Json;
  if (body.url !== undefined) checkUrl(ctx, body.url);
  checkHeader(ctx, body.header);
  const activating = body.active === true && !hook.active;
  if (activating) checkActiveLimit(ctx, tenant, hook.id);
  if (body.url !== undefined) hook.url = body.url;
  if (body.events !== undefined) hook.events = body.events;
  if (body.active !== undefined) hook.active = body.active;
  if ('secret' in body) hook.secret = body.secret;
  if ('header' in body) hook.header = body.header;
  hook.updated_at = ctx.services.clock.iso();
  if (activating) ctx.services.deliveries.resume(ctx.env, tenant, hook);
  return {status: 200, body: view(hook)};
};

export const deleteHook: Handler = (ctx) => {
  const {tenant, hook} = hookOf(ctx);
  for (const request of tenant.hookRequests) if (request.hook_id === hook.id) ctx.services.deliveries.cancel(request);
  tenant.hookRequests = tenant.hookRequests.filter((r) => r.hook_id !== hook.id);
  tenant.hooks.delete(hook.id);
  return {status: 204};
};

function requestView(request: Json): Json {
  const {body: _body, task: _task, ...rest} = request;
  return rest;
}

function logWindowMs(ctx: Ctx): number {
  return Number(ctx.services.facts.deliveryLogDays) * 86400_000;
}

export const listHookRequests: Handler = (ctx) => {
  const {tenant, hook} = hookOf(ctx);
  const since = ctx.now - logWindowMs(ctx);
  let requests = tenant.hookRequests.filter((r) => r.hook_id === hook.id && Date.parse(r.created_at) >= since).reverse();
  if (ctx.query.status) requests = requests.filter((r) => r.status === ctx.query.status);
  if (ctx.query.event) requests = requests.filter((r) => r.event === ctx.query.event);
  return page(ctx, requests.map(requestView));
};

export const redeliverHookRequest: Handler = (ctx) => {
  const {tenant, hook} = hookOf(ctx);
  const original = tenant.hookRequests.find((r) => r.id === ctx.params.request_id && r.hook_id === hook.id);
  if (!original || Date.parse(original.created_at) < ctx.now - logWindowMs(ctx)) {
    throw refuse(ctx.op, 'request_not_found', {request_id: ctx.params.request_id, hook_id: hook.id, days: ctx.services.facts.deliveryLogDays});
  }
  if (!hook.active) throw refuse(ctx.op, 'hook_inactive');
  ctx.services.deliveries.cancel(original);
  const request = ctx.services.deliveries.enqueue(ctx.env, tenant, hook, {id: uuid(), hook_id: hook.id, event: original.event, event_id: original.event_id, redelivery_of: original.id, test: original.test, body: original.body});
  return {status: 202, body: requestView(request)};
};

export const sendHookTestEvent: Handler = (ctx) => {
  const {tenant, hook} = hookOf(ctx);
  const wanted = (ctx.body?.event as string | undefined) ?? firstEvent(hook.events);
  const example = catalogue.subjects.flatMap((s) => s.events).find((e) => e.payload.event === wanted);
  // The request schema allows only the document's events, and the catalogue has an example of each (tests/unit/webhooks).
  if (!example) throw new Error(`The webhook catalogue has no example of ${wanted}, an event of the document: npm run webhooks:generate`);
  const eventId = uuid();
  const body = JSON.stringify({...example.payload, id: eventId, tenant_id: tenant.id, occurred_at: ctx.services.clock.iso()});
  const request = ctx.services.deliveries.enqueue(ctx.env, tenant, hook, {id: uuid(), hook_id: hook.id, event: wanted, event_id: eventId, redelivery_of: null, test: true, body});
  return {status: 202, body: requestView(request)};
};

function firstEvent(subscriptions: string[]): string {
  const first = subscriptions[0] ?? '*';
  if (first.includes(':')) return first;
  const subject = first === '*' ? catalogue.subjects[0]!.subject : first;
  const s = catalogue.subjects.find((x) => x.subject === subject) ?? catalogue.subjects[0]!;
  return `${s.subject}:${s.events[0]!.action}`;
}
