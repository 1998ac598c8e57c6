/**
 * What a handler gets: the routed request, who made it, the environment's
 * state and the mock's services (clock, facts, deliveries, events).
 */
import type {Clock} from './clock';
import type {ApiName, Environment} from './hosts';
import type {Json, MockReply} from './http';
import type {RoutedOperation} from './router';
import type {AccessToken, EnvState, Hook, HookRequest, SdkSession, Tenant} from './state';
import type {ClientSeed, MockWorld} from './world';

export interface Caller {
  kind: 'client' | 'session' | 'disposition' | 'none';
  client?: ClientSeed;
  token?: AccessToken;
  session?: SdkSession;
  /** The tenant the credentials belong to. */
  tenant_id?: string;
  /** Key of the rate-limit window (one per client). */
  key: string;
}

export interface Services {
  clock: Clock;
  world: MockWorld;
  /** The document's root `x-facts` map. */
  facts: Json;
  /** Sends an outbound request (webhook delivery, prospect), after the control API's route rewriting. */
  send(url: string, init: RequestInit, timeouts: {connectMs: number; answerMs: number}): Promise<OutboundResult>;
  /** Records a platform event for the tenant's hooks (application_form:created, ...). */
  emit(env: EnvState, tenantId: string, event: string, data: Json): Promise<void>;
  note(text: string): void;
  /** The error of a situation of an operation (src/data/rules), for code outside its handler (the control API's carriers). */
  refuse(operationId: string, id: string, values?: Record<string, unknown>): Error;
  deliveries: Deliveries;
  /** Sandbox test carriers (carriers.ts): `held` stops their automatic answers, for tests that answer as the carriers. */
  carriers: {held: boolean};
}

export type OutboundResult =
  | {ok: true; status: number; body: string; ms: number}
  | {ok: false; error: 'dns_error' | 'connect_timeout' | 'tls_error' | 'connection_refused' | 'read_timeout'; ms: number; message: string};

export interface Ctx {
  services: Services;
  env: EnvState;
  environment: Environment;
  api: ApiName;
  op: RoutedOperation;
  params: Json;
  query: Json;
  headers: Record<string, string>;
  body: any;
  rawBody: string;
  form?: FormData;
  caller: Caller;
  requestId: string;
  now: number;
}

export type Handler = (ctx: Ctx) => Promise<MockReply> | MockReply;

/** The caller's tenant (the path's `tenant_id` was checked against it before the handler runs). */
export function tenantOf(ctx: Ctx): Tenant {
  const tenant = ctx.env.tenants.get(ctx.caller.tenant_id ?? '');
  if (!tenant) throw new Error(`The credentials of ${ctx.caller.key} name no tenant of the ${ctx.environment} world`);
  return tenant;
}

/** Webhook deliveries (deliveries.ts implements them). */
export interface Deliveries {
  send(url: string, init: RequestInit, timeouts: {connectMs: number; answerMs: number}): Promise<OutboundResult>;
  emit(env: EnvState, tenantId: string, event: string, data: Json): Promise<void>;
  /** Checks the body of a request the platform sends to a partner's endpoint (the document's `webhooks`, e.g. receiveProspect); throws or notes as the events' check. */
  checkWebhook(operationId: string, body: Json): void;
  /** What keeps `body` from being the documented body of that webhook (empty: it is). */
  webhookProblems(operationId: string, body: Json): string[];
  /** Queues one request to one hook (events, tests, redeliveries) and schedules its first attempt now. */
  enqueue(env: EnvState, tenant: Tenant, hook: Hook, request: Omit<HookRequest, 'status' | 'attempts' | 'response_status' | 'response_time_ms' | 'response_body_excerpt' | 'error' | 'next_attempt_at' | 'last_attempt_at' | 'created_at'>): HookRequest;
  /** Re-schedules requests held while their hook was inactive. */
  resume(env: EnvState, tenant: Tenant, hook: Hook): void;
  cancel(request: HookRequest): void;
  /** Seconds before retry n (1-based): 15 s plus k·n⁴, k such that the retries span deliveryRetryWeeks. */
  retryDelaySeconds(n: number): number;
  /** What was sent, newest last (tests and the control API). */
  sent: Array<{url: string; routed: string | null; headers: Record<string, string>; body: string; at: string}>;
  reset(): void;
}
