/**
 * Webhook deliveries: events become one request per active hook that wants
 * them, signed with the hook's current secret at every attempt (decision 7),
 * retried with back-off on the mock's clock, logged for
 * `GET /hooks/{id}/requests`. Header names, timeouts, the number of retries
 * and their span all come from x-facts.
 *
 * Outbound requests never leave the machine: a URL is sent only when the
 * control API routed its origin (or a prefix) to a local address; any other
 * URL fails the attempt as `dns_error`, with the reason in the mock's notes.
 */
import type {Deliveries, OutboundResult, Services} from './context';
import {identity} from '../site/identity';
import {hmacSha256Hex, uuid, type Json} from './http';
import {isoSeconds} from './clock';
import {createEventCheck, createWebhookCheck} from './events';
import type {EnvState, Hook, HookRequest, Tenant} from './state';

export function matchesEvent(subscriptions: string[], event: string): boolean {
  const subject = event.split(':')[0];
  return subscriptions.some((s) => s === '*' || s === event || s === subject);
}

export function createDeliveries(options: {services: Services; routes: Map<string, string>; fetch: typeof fetch; timeoutScale: number; document: Json; eventValidation: 'throw' | 'note'}): Deliveries {
  const {services, routes} = options;
  // Compiled when the first event is queued, not when the mock starts (createEventCheck keeps it per document):
  // the API console's mock starts on a click.
  const checkEvent = (payload: unknown) => createEventCheck(options.document)(payload);

  function refuse(problems: string[], text: string): void {
    if (!problems.length) return;
    if (options.eventValidation === 'throw') throw new Error(`${text}:\n${problems.join('\n')}`);
    services.note(`${text}:\n${problems.join('\n')}`);
  }

  /** Every body queued for a hook (an event, a test event, a redelivery) is the documented payload of its event. */
  function checkBody(event: string, body: string): void {
    refuse(checkEvent(JSON.parse(body)), `The mock would send an undocumented ${event} payload (the OpenAPI document's WebhookEvent)`);
  }
  const facts = services.facts;
  const sent: Deliveries['sent'] = [];
  const retries = Number(facts.deliveryRetries);
  const span = Number(facts.deliveryRetryWeeks) * 7 * 86400;
  let sumPow = 0;
  for (let n = 1; n <= retries; n++) sumPow += n ** 4;
  const k = (span - 15 * retries) / sumPow;

  function routeOf(url: string): string | null {
    let best: [string, string] | null = null;
    for (const [from, to] of routes) {
      if ((url === from || url.startsWith(from.endsWith('/') ? from : `${from}/`) || url.startsWith(`${from}?`)) && (!best || from.length > best[0].length)) best = [from, to];
    }
    if (!best) return null;
    return best[1].replace(/\/$/, '') + url.slice(best[0].replace(/\/$/, '').length);
  }

  async function send(url: string, init: RequestInit, timeouts: {connectMs: number; answerMs: number}): Promise<OutboundResult> {
    const routed = routeOf(url);
    // Copied as given (lower-case names), not through `new Headers()`, which throws on a value that is not Latin-1:
    // the send below fails such a request like a connection that could not be made, and nothing throws.
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) headers[name.toLowerCase()] = String(value);
    sent.push({url, routed, headers, body: String(init.body ?? ''), at: services.clock.iso()});
    const started = Date.now();
    if (!routed) {
      const origin = URL.canParse(url) ? new URL(url).origin : url;
      services.note(`No local route for ${url}: the delivery fails as dns_error. Route it with POST /__mock/routes {"from": "${origin}", "to": "http://127.0.0.1:<port>"}.`);
      return {ok: false, error: 'dns_error', ms: 0, message: `no route for ${URL.canParse(url) ? new URL(url).host : url}`};
    }
    const controller = new AbortController();
    const limit = (timeouts.connectMs + timeouts.answerMs) * options.timeoutScale;
    const timer = setTimeout(() => controller.abort(), limit);
    try {
      const response = await options.fetch(routed, {...init, redirect: 'manual', signal: controller.signal});
      const body = await response.text();
      return {ok: true, status: response.status, body, ms: Date.now() - started};
    } catch (error) {
      const code = String((error as {cause?: {code?: string}}).cause?.code ?? (error as {name?: string}).name ?? '');
      const kind = controller.signal.aborted ? 'read_timeout'
        : /ECONNREFUSED/.test(code) ? 'connection_refused'
        : /ENOTFOUND|EAI_AGAIN/.test(code) ? 'dns_error'
        : /CONNECT_TIMEOUT/.test(code) ? 'connect_timeout'
        : /CERT|SSL|TLS/.test(code) ? 'tls_error'
        : 'connection_refused';
      return {ok: false, error: kind, ms: Date.now() - started, message: (error as Error).message};
    } finally {
      clearTimeout(timer);
    }
  }

  function schedule(env: EnvState, tenant: Tenant, request: HookRequest, at: number) {
    request.next_attempt_at = isoSeconds(at);
    request.task = services.clock.schedule(at, `deliver ${request.event} to hook ${request.hook_id} (attempt ${request.attempts + 1})`, () => attempt(env, tenant, request));
  }

  async function attempt(env: EnvState, tenant: Tenant, request: HookRequest): Promise<void> {
    request.task = undefined;
    const hook = tenant.hooks.get(request.hook_id);
    if (!hook) return;
    if (!hook.active && !request.test) {
      // Paused: held, not lost; PATCH active: true resumes it.
      request.next_attempt_at = null;
      return;
    }
    request.attempts += 1;
    const now = services.clock.now();
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'User-Agent': `${identity.brand}-Webhooks/1.0`,
      [facts.eventHeader]: request.event,
      [facts.eventIdHeader]: request.event_id,
      [facts.hookIdHeader]: hook.id,
      [facts.requestIdHeader]: request.id,
      [facts.attemptHeader]: String(request.attempts),
    };
    if (hook.secret) headers[facts.signatureHeader] = `${facts.signaturePrefix}${await hmacSha256Hex(hook.secret, request.body)}`;
    if (hook.header) headers[hook.header.name] = hook.header.value;
    const result = await send(hook.url, {method: 'POST', headers, body: request.body}, {
      connectMs: Number(facts.deliveryConnectSeconds) * 1000,
      answerMs: Number(facts.deliveryAnswerSeconds) * 1000,
    });
    request.last_attempt_at = isoSeconds(now);
    request.response_time_ms = result.ms;
    if (result.ok) {
      request.response_status = result.status;
      request.response_body_excerpt = result.body.slice(0, 1024);
      request.error = result.status >= 200 && result.status < 300 ? null : 'http_error';
    } else {
      request.response_status = null;
      request.response_body_excerpt = null;
      request.error = result.error;
    }
    if (!request.error) {
      request.status = 'succeeded';
      request.next_attempt_at = null;
      return;
    }
    const retryNumber = request.attempts; // the retry that would come next
    if (request.test || retryNumber > retries) {
      request.status = 'failed';
      request.next_attempt_at = null;
      return;
    }
    request.status = 'retrying';
    schedule(env, tenant, request, now + deliveries.retryDelaySeconds(retryNumber) * 1000);
  }

  /** Queues one request to one hook and schedules its first attempt now. */
  function queue(env: EnvState, tenant: Tenant, partial: Parameters<Deliveries['enqueue']>[3]): HookRequest {
    const request: HookRequest = {
      ...partial,
      status: 'pending',
      attempts: 0,
      response_status: null,
      response_time_ms: null,
      response_body_excerpt: null,
      error: null,
      next_attempt_at: null,
      created_at: services.clock.iso(),
      last_attempt_at: null,
    };
    tenant.hookRequests.push(request);
    schedule(env, tenant, request, services.clock.now());
    return request;
  }

  const deliveries: Deliveries = {
    send,
    sent,
    checkWebhook(operationId, body) {
      refuse(deliveries.webhookProblems(operationId, body), `The mock would send an undocumented ${operationId} body (the OpenAPI document's webhooks.${operationId})`);
    },
    webhookProblems: (operationId, body) => createWebhookCheck(options.document, operationId)(body),
    retryDelaySeconds: (n) => Math.round(15 + k * n ** 4),
    async emit(env, tenantId, event, data) {
      const tenant = env.tenants.get(tenantId);
      if (!tenant) return;
      const [subject, action] = event.split(':');
      const payload = {id: uuid(), event, subject, action, tenant_id: tenantId, occurred_at: services.clock.iso(), data};
      const body = JSON.stringify(payload);
      // Checked whether or not a hook wants it: what the platform would send is documented either way.
      checkBody(event, body);
      for (const hook of tenant.hooks.values()) {
        if (!hook.active || !matchesEvent(hook.events, event)) continue;
        queue(env, tenant, {id: uuid(), hook_id: hook.id, event, event_id: payload.id, redelivery_of: null, test: false, body});
      }
    },
    enqueue(env, tenant, hook, partial) {
      checkBody(partial.event, partial.body);
      void hook;
      return queue(env, tenant, partial);
    },
    resume(env, tenant, hook) {
      for (const request of tenant.hookRequests) {
        if (request.hook_id === hook.id && (request.status === 'pending' || request.status === 'retrying') && request.task === undefined) {
          schedule(env, tenant, request, services.clock.now());
        }
      }
    },
    cancel(request) {
      if (request.task !== undefined) services.clock.cancel(request.task);
      request.task = undefined;
      request.next_attempt_at = null;
      if (request.status === 'pending' || request.status === 'retrying') request.status = 'failed';
    },
    reset() {
      sent.length = 0;
    },
  };
  return deliveries;
}
