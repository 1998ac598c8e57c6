/**
 * The control API under /__mock/ (never a platform path): what tests and
 * tutorials need to drive the mock. Served on the mock's own address only,
 * never on a platform host. Every body is JSON; `environment` defaults to
 * sandbox and `tenant_id` to the reader's tenant (BP_TENANT_ID), or for the receive side (receivers, prospects,
 * leads) to the reader's receive-side buyer, whose BP_DISPOSITION_TOKEN and EXCHANGE_ values npm run mock prints.
 *
 *   GET    /__mock/                 summary: clock, routes, pending tasks
 *   POST   /__mock/reset            back to the seed
 *   GET    /__mock/clock            {now, mode, pending}
 *   POST   /__mock/clock            {"advance": "72h" | seconds} or {"set": "<ISO time>"}; runs what falls due
 *   GET    /__mock/log              the request log (host, method, path, status, error code, time)
 *   GET    /__mock/notes            what the mock noticed (unrouted deliveries, missed deadlines)
 *   GET    /__mock/routes           outbound routes
 *   POST   /__mock/routes           {"from": "https://your-app.example.com", "to": "http://127.0.0.1:4321"}
 *   DELETE /__mock/routes           all routes, or ?from=<origin>
 *   GET    /__mock/deliveries       every outbound request (URL, route, headers, body)
 *   POST   /__mock/events           {"event": "application_form:finished_quoting", "reference_id"?: "...", "data"?: {...}}:
 *                                   the catalogue example, the form's snapshot, or your data (400 unless it is the documented payload)
 *   POST   /__mock/receivers        {"url", "trucking_url"?, "auth"?: {"header": {name, value}} | {"basic": {username, password}}}
 *                                   (without auth: the buyer's own credentials, the printed EXCHANGE_ values)
 *   POST   /__mock/prospects        {"prospect"?: {...}}: the Exchange delivers a prospect to the tenant's receiver
 *   GET    /__mock/leads            delivered prospects, delivery state, deadline, overdue coverage types
 *   POST   /__mock/sdk/sessions     {"token": "gt_..." | "at_...", "application_form_id"?}: the SDK's one-time
 *                                   exchange → session token (a bound token needs the same form id, when one is sent)
 *   POST   /__mock/forms/status     {"reference_id", "status"}: the platform moves a form along its legal
 *                                   transitions and sends the event (submitted, finished_quoting, bound, updated)
 *   POST   /__mock/quote_requests   {"reference_id", "carrier", "carrier_id", "coverage_type_id"}: a carrier gets a
 *                                   quote request for the form (status sent); quote_request:created is sent
 *   POST   /__mock/faults           {"operation": "createHook"}: that operation's next call fails with 500 internal_error
 *                                   (the platform failing; the documented 500 of every operation, src/data/rules)
 *   GET    /__mock/carriers         {"held"}: whether the sandbox test carriers' automatic answers are held
 *   POST   /__mock/carriers         {"hold": true | false}: hold them (tests that answer as the carriers) or let
 *                                   them answer by themselves again (carriers.ts; reset restores the start value)
 *   /__mock/sdk/products, /__mock/sdk/quote_requests[/{id}/bind], POST /__mock/quote_requests/answer:
 *                                   the SDK's quoting and binding, and a sandbox test carrier's answer (sdk-control.ts)
 */
import {catalogue} from '../data/webhooks';
import {facts as platformFacts} from '../site/facts';
import {isoSeconds} from './clock';
import type {Environment} from './hosts';
import {randomToken, type Json} from './http';
import type {Mock} from './types';
import {snapshot} from './handlers/forms';
import {createEventCheck} from './events';
import {deliverProspect, prospectFromAnswers} from './handlers/exchange';
import {setFormStatus, type EnvState, type QuoteRequest, type Tenant} from './state';
import {emitFormEvent, emitQuoteEvents} from './views';
import {handleSdkControl} from './sdk-control';

/** The event the platform sends when a form reaches a status. */
const FORM_EVENTS: Record<string, string> = {
  submitted: 'application_form:submitted',
  quoted: 'application_form:finished_quoting',
  bound: 'application_form:bound',
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body, null, 2), {status, headers: body === undefined ? {} : {'content-type': 'application/json'}});
const fail = (status: number, message: string) => json(status, {error: message});

/** "72h", "30m", "5s", "3d", "PT5M", or a number of seconds → milliseconds. */
export function parseDuration(value: unknown): number {
  if (typeof value === 'number' && value >= 0) return value * 1000;
  const text = String(value).trim().toUpperCase();
  const iso = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(text);
  if (iso && text !== 'P' && text !== 'PT') return ((Number(iso[1] ?? 0) * 24 + Number(iso[2] ?? 0)) * 3600 + Number(iso[3] ?? 0) * 60 + Number(iso[4] ?? 0)) * 1000;
  const simple = /^(\d+(?:\.\d+)?)\s*(MS|S|M|H|D|W)$/.exec(text);
  if (simple) return Number(simple[1]) * {MS: 1, S: 1000, M: 60_000, H: 3600_000, D: 86400_000, W: 604800_000}[simple[2] as 'S'];
  throw new Error(`Not a duration: ${String(value)} (use "72h", "30m", "5s", "3d", an ISO 8601 duration or seconds)`);
}

/**
 * The environment and tenant a control call acts on. Without `tenant_id`, in the sandbox: the reader's tenant for the
 * send side, the reader's receive-side buyer (whose BP_DISPOSITION_TOKEN npm run mock prints) for the receive side;
 * otherwise the environment's first tenant.
 */
function pick(mock: Mock, body: Json, side: 'send' | 'receive' = 'send'): {env: EnvState; tenant: Tenant} {
  const environment = (body.environment ?? 'sandbox') as Environment;
  if (environment !== 'sandbox' && environment !== 'production') throw new Error(`environment must be sandbox or production, not ${environment}`);
  const env = mock.state(environment);
  const reader = environment === 'sandbox' ? mock.world.reader : undefined;
  const fallback = reader ? env.tenants.get(side === 'receive' ? reader.receiving_tenant_id : reader.tenant_id) : undefined;
  const tenant = body.tenant_id ? env.tenants.get(body.tenant_id) : (fallback ?? env.tenants.values().next().value);
  if (!tenant) throw new Error(`No tenant ${body.tenant_id ?? ''} in the ${environment} world`);
  return {env, tenant};
}

async function readJson(request: Request): Promise<Json> {
  const text = await request.text();
  if (!text) return {};
  return JSON.parse(text) as Json;
}

export async function handleControl(request: Request, url: URL, mock: Mock): Promise<Response> {
  const path = url.pathname.replace(/^\/__mock/, '').replace(/\/$/, '') || '/';
  const method = request.method;
  try {
    const body = method === 'GET' || method === 'DELETE' ? {} : await readJson(request);
    const sdk = await handleSdkControl(request, path, body, url, mock);
    if (sdk) return sdk;
    switch (`${method} ${path}`) {
      case 'GET /':
        return json(200, {now: mock.clock.iso(), mode: mock.clock.mode, routes: Object.fromEntries(mock.routes), pending: mock.clock.pending(), requests: mock.log().length});
      case 'POST /reset':
        mock.reset();
        return json(204);
      case 'GET /clock':
        return json(200, {now: mock.clock.iso(), mode: mock.clock.mode, pending: mock.clock.pending()});
      case 'POST /clock': {
        const ran = body.set !== undefined ? await mock.clock.set(body.set) : await mock.clock.advance(parseDuration(body.advance));
        return json(200, {now: mock.clock.iso(), ran, pending: mock.clock.pending()});
      }
      case 'POST /faults': {
        const operation = String(body.operation ?? '');
        const known = Object.values((mock.document.paths ?? {}) as Json).flatMap((item) => Object.values(item as Json).map((op) => (op as Json)?.operationId).filter(Boolean));
        if (!known.includes(operation)) return fail(400, `Send {"operation": "<operationId>"}: one of ${known.join(', ')}.`);
        mock.faults.add(operation);
        return json(201, {faults: [...mock.faults]});
      }
      case 'GET /carriers':
        return json(200, {held: mock.services.carriers.held});
      case 'POST /carriers': {
        if (typeof body.hold !== 'boolean') return fail(400, 'Send {"hold": true} to stop the sandbox test carriers answering by themselves, {"hold": false} to let them answer again.');
        mock.services.carriers.held = body.hold;
        return json(200, {held: mock.services.carriers.held});
      }
      case 'GET /log': {
        const since = Number(url.searchParams.get('since') ?? 0);
        return json(200, mock.log().slice(since));
      }
      case 'GET /notes':
        return json(200, mock.notes());
      case 'GET /routes':
        return json(200, Object.fromEntries(mock.routes));
      case 'POST /routes': {
        const from = new URL(String(body.from));
        const to = new URL(String(body.to));
        if (!['127.0.0.1', 'localhost', '[::1]'].includes(to.hostname)) return fail(400, `Routes lead to this machine only (127.0.0.1 or localhost), not ${to.hostname}.`);
        mock.routes.set(from.href.replace(/\/$/, ''), to.href.replace(/\/$/, ''));
        return json(201, Object.fromEntries(mock.routes));
      }
      case 'DELETE /routes': {
        const from = url.searchParams.get('from');
        if (from) mock.routes.delete(new URL(from).href.replace(/\/$/, ''));
        else mock.routes.clear();
        return json(204);
      }
      case 'GET /deliveries':
        return json(200, mock.deliveries.sent);
      case 'POST /events': {
        const {env, tenant} = pick(mock, body);
        const event = String(body.event ?? '');
        const example = catalogue.subjects.flatMap((s) => s.events).find((e) => e.payload.event === event);
        if (!example) return fail(400, `Unknown event ${event}; events: ${catalogue.subjects.flatMap((s) => s.events.map((e) => e.payload.event)).join(', ')}`);
        if (body.data !== undefined) {
          // The body the caller wrote must be the documented payload of the event, whatever the mock's validation mode.
          const problems = createEventCheck(mock.document)({...example.payload, tenant_id: tenant.id, data: body.data});
          if (problems.length) return fail(400, `data is not the documented payload of ${event}:\n${problems.join('\n')}`);
          await mock.services.emit(env, tenant.id, event, body.data as Json);
        } else if (body.reference_id) {
          const form = env.formIndex.get(body.reference_id);
          if (!form || form.tenant_id !== tenant.id) return fail(404, `No form ${body.reference_id} in tenant ${tenant.id}`);
          if (!event.startsWith('application_form:')) return fail(400, `reference_id sends a form's snapshot: it goes with an application_form event, not ${event}.`);
          await emitFormEvent(mock.services, env, form, event);
        } else {
          await mock.services.emit(env, tenant.id, event, example.payload.data as Json);
        }
        await mock.settle();
        return json(202, {event, tenant_id: tenant.id, requests: tenant.hookRequests.filter((r) => r.event === event).slice(-10).map((r) => ({id: r.id, hook_id: r.hook_id, status: r.status}))});
      }
      case 'POST /receivers': {
        const {tenant} = pick(mock, body, 'receive');
        // Without auth, the tenant keeps the credentials it has (the receive-side buyer's: the EXCHANGE_ values npm run mock prints).
        const auth = body.auth ?? tenant.receiver?.auth;
        if (!body.url || !auth) return fail(400, 'Send {"url": "https://...", "auth": {"header": {"name", "value"}} or {"basic": {"username", "password"}}}');
        tenant.receiver = {url: body.url, trucking_url: body.trucking_url, auth};
        return json(201, {...tenant.receiver, tenant_id: tenant.id});
      }
      case 'POST /prospects': {
        const {env, tenant} = pick(mock, body, 'receive');
        if (!tenant.receiver) return fail(409, `Tenant ${tenant.id} has no receiver endpoint; POST /__mock/receivers first.`);
        const base = prospectFromAnswers({mqs_business_name: 'Whitfield Bakery LLC', mqs_first_name: 'Dana', mqs_last_name: 'Whitfield', mqs_phone: body.phone ?? `512555${randomToken(4, '0123456789')}`, mqs_state: 'TX', mqs_zipcode: '78701'}, mock.clock.iso());
        const lead = deliverProspect(mock.services, env, tenant, {...base, ...(body.prospect ?? {})});
        await mock.settle();
        return json(202, lead);
      }
      case 'GET /leads': {
        const {tenant} = pick(mock, Object.fromEntries(url.searchParams), 'receive');
        return json(200, [...tenant.leads.values()]);
      }
      case 'POST /sdk/sessions': {
        const env = mock.state((body.environment ?? 'sandbox') as Environment);
        const token = env.sdkTokens.get(String(body.token));
        if (!token) return fail(401, 'Unknown SDK token.');
        if (token.used) return fail(401, 'This SDK token was already exchanged; tokens are single use. Mint a new one.');
        if (mock.clock.now() >= token.expires_at) return fail(401, 'This SDK token expired; mint a new one.');
        // sdk_guest_auth: the browser passes the same form id to the exchange as the back end bound the token to.
        if ((body.application_form_id ?? null) !== token.application_form_id && body.application_form_id !== undefined) {
          return fail(403, `This SDK token is bound to application form ${token.application_form_id ?? 'none (a new form)'}, not ${body.application_form_id}.`);
        }
        token.used = true;
        const session = {token: `ss_${randomToken(32)}`, role: token.role, tenant_id: token.tenant_id, application_form_id: token.application_form_id, user: token.user, expires_at: mock.clock.now() + platformFacts.sessions.sessionHours * 3600_000};
        env.sessions.set(session.token, session);
        return json(201, {...session, expires_at: isoSeconds(session.expires_at)});
      }
      case 'POST /forms/status': {
        const {env, tenant} = pick(mock, body);
        const form = env.formIndex.get(String(body.reference_id));
        if (!form || form.tenant_id !== tenant.id) return fail(404, `No form ${body.reference_id} in tenant ${tenant.id}`);
        const next = String(body.status);
        const legal = mock.world.form_transitions[form.status] ?? [];
        if (!legal.includes(next)) return fail(409, `A form cannot move from ${form.status} to ${next}; from ${form.status}: ${legal.join(', ') || 'none (final)'}.`);
        form.updated_at = mock.clock.iso();
        setFormStatus(form, next, form.updated_at);
        const event = FORM_EVENTS[next] ?? 'application_form:updated';
        await emitFormEvent(mock.services, env, form, event);
        await mock.settle();
        return json(200, {...snapshot(env, form), event});
      }
      case 'POST /quote_requests': {
        const {env, tenant} = pick(mock, body);
        const form = env.formIndex.get(String(body.reference_id));
        if (!form || form.tenant_id !== tenant.id) return fail(404, `No form ${body.reference_id} in tenant ${tenant.id}`);
        if (!body.carrier || !body.carrier_id || !body.coverage_type_id) return fail(400, 'Send reference_id, carrier, carrier_id and coverage_type_id.');
        const now = mock.clock.iso();
        const number = `Q-${now.slice(0, 10).replace(/-/g, '')}-${randomToken(5, '0123456789')}`;
        const quote: QuoteRequest = {id: crypto.randomUUID(), quote_number: number, carrier: body.carrier, carrier_id: body.carrier_id, coverage_type_id: Number(body.coverage_type_id), request_status: 'sent', premium: null, pinned: false, source_system: 'carrier_api', application_form_id: form.id, attachment_ids: [], tenant_id: tenant.id, created_at: now, updated_at: now};
        if (!mock.world.coverage_types.some((c) => c.id === quote.coverage_type_id)) return fail(400, `No coverage type ${quote.coverage_type_id}; coverage types: ${mock.world.coverage_types.map((c) => c.id).join(', ')}.`);
        env.quoteRequests.set(number, quote);
        if (!form.coverage_type_ids.includes(quote.coverage_type_id)) form.coverage_type_ids.push(quote.coverage_type_id);
        await emitQuoteEvents(mock.services, env, quote, ['quote_request:created'], null);
        await mock.settle();
        return json(201, quote);
      }
      default:
        return fail(404, `No control operation ${method} ${url.pathname}. See GET /__mock/ and src/mock/control.ts.`);
    }
  } catch (error) {
    return fail(400, (error as Error).message);
  }
}
