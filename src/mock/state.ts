/**
 * The mock's state: one world per environment (decision 3), and in it one
 * record per tenant. Built from the seed (world.ts) and rebuilt by reset().
 */
import type {Environment} from './hosts';
import type {AttachmentKind, ClientSeed, DispositionSeed, FormCreator, FormSeed, MockWorld, QuoteRequestSeed, ReceiverSeed, UserSeed} from './world';
import type {Json, MockReply} from './http';

export interface Form {
  /** Current id; `ids` holds every id it had, the current last. */
  id: string;
  ids: string[];
  reference_id: string;
  tenant_id: string;
  flow: 'consumer' | 'partner';
  status: string;
  lent: boolean;
  storefront_code?: string;
  created_at: string;
  updated_at: string;
  answers: Map<string, {code: string; answer: unknown; index?: number}>;
  assigned_to?: string;
  created_by: {type: FormCreator; id: string};
  /** The coverage types the applicant asked for (new forms: those of the products quoted). */
  coverage_type_ids: number[];
  /** When the form first reached each status; setFormStatus() keeps it. */
  status_at: Record<string, string>;
}

/** Moves the form to `status` at `at`, keeping when it first reached each status (the events' `submitted_at`, ...). */
export function setFormStatus(form: Form, status: string, at: string): void {
  form.status = status;
  form.status_at[status] ??= at;
}

export interface Hook {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  secret: string | null;
  header: {name: string; value: string} | null;
  created_at: string;
  updated_at: string;
}

export interface HookRequest {
  id: string;
  hook_id: string;
  event: string;
  event_id: string;
  redelivery_of: string | null;
  test: boolean;
  status: 'pending' | 'retrying' | 'succeeded' | 'failed';
  attempts: number;
  response_status: number | null;
  response_time_ms: number | null;
  response_body_excerpt: string | null;
  error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  last_attempt_at: string | null;
  /** The exact body delivered (signed afresh at each attempt). */
  body: string;
  /** Clock task of the next attempt. */
  task?: number;
}

export interface Lead {
  lead_id: string;
  tenant_id: string;
  trucking: boolean;
  coverage_type_ids: number[];
  payload: Json;
  delivered_at: string | null;
  delivery: {status: 'pending' | 'retrying' | 'delivered' | 'failed'; attempts: number; last_status: number | null; last_error: string | null; next_attempt_at: string | null};
  deadline_at: string;
  /** Coverage types still without a first disposition when the deadline passed. */
  overdue: number[] | null;
}

/** A disposition as the mock stores it: the seed's shape (world.ts). */
export type Disposition = DispositionSeed;

export interface QuoteRequest extends Omit<QuoteRequestSeed, 'application_form_id'> {
  application_form_id: string;
  attachment_ids: string[];
  tenant_id: string;
  /** How the premium is paid, as the bind said (`collected` by the SDK's payment step, or `agency_billed`). */
  bind_payment?: string;
}

export interface Attachment {
  id: string;
  tenant_id: string;
  /** The form it belongs to (any id it had). */
  application_form_id: string;
  kind: AttachmentKind;
  file_name: string;
  content_type: string;
  bytes: Uint8Array;
  created_at: string;
}

export interface SdkToken {
  token: string;
  role: 'guest' | 'agent';
  sdk_client_id: string;
  tenant_id: string;
  application_form_id: string | null;
  user?: UserSeed;
  expires_at: number;
  used: boolean;
}

/** A browser session made by exchanging an SDK token (what the SDK holds). */
export interface SdkSession {
  token: string;
  role: 'guest' | 'agent';
  tenant_id: string;
  application_form_id: string | null;
  user?: UserSeed;
  expires_at: number;
}

export interface Tenant {
  id: string;
  name: string;
  storefronts: string[];
  sdk_clients: {storefront: string; agent: string};
  users: Map<string, UserSeed>;
  forms: Map<string, Form>;
  hooks: Map<string, Hook>;
  hookRequests: HookRequest[];
  receiver?: ReceiverSeed;
  leads: Map<string, Lead>;
  dispositions: Disposition[];
  lent: Map<string, Json>;
}

export interface AccessToken {
  token: string;
  client: ClientSeed;
  expires_at: number;
}

export interface EnvState {
  environment: Environment;
  tenants: Map<string, Tenant>;
  clients: Map<string, ClientSeed>;
  tokens: Map<string, AccessToken>;
  dispositionTokens: Map<string, string>;
  intelligenceKeys: Map<string, {tenant_id?: string; carrier_id?: string; data_packages: string[]}>;
  sdkTokens: Map<string, SdkToken>;
  sessions: Map<string, SdkSession>;
  /** Every id and reference id of every form, to the form (ids are global). */
  formIndex: Map<string, Form>;
  /** Exchange: `mqs_phone` → when it was last sent. */
  exchangePhones: Map<string, number>;
  exchangeForms: Map<string, Json>;
  quoteRequests: Map<string, QuoteRequest>;
  attachments: Map<string, Attachment>;
  /** Insurance Intelligence transactions and reports. */
  reports: Map<string, {report: Json; ready_at: number; tenant_id: string}>;
  uploads: Map<string, {expires_at: number; tenant_id: string; size_bytes: number; content_type: string; received: boolean}>;
  /** Idempotency keys: `client|operation|key` → the first answer. */
  idempotency: Map<string, {hash: string; reply: MockReply; at: number}>;
  /** Rate limits: `api|client` → request times in the rolling minute. */
  windows: Map<string, number[]>;
  nextDispositionId: number;
}

function formFromSeed(seed: FormSeed, tenantId: string): Form {
  const answers = new Map<string, {code: string; answer: unknown; index?: number}>();
  for (const a of seed.answer_values) answers.set(answerKey(a.code, a.index), {...a});
  return {
    id: seed.id,
    ids: [...(seed.previous_ids ?? []), seed.id],
    reference_id: seed.reference_id,
    tenant_id: tenantId,
    flow: seed.flow,
    status: seed.status,
    lent: Boolean(seed.lent),
    storefront_code: seed.storefront_code,
    created_at: seed.created_at,
    updated_at: seed.updated_at,
    answers,
    assigned_to: seed.assigned_to,
    created_by: {...seed.created_by},
    coverage_type_ids: [...seed.coverage_type_ids],
    status_at: {...seed.status_at},
  };
}

export function answerKey(code: string, index?: number): string {
  return index ? `${code}#${index}` : code;
}

export function indexForm(env: EnvState, form: Form): void {
  for (const id of form.ids) env.formIndex.set(id, form);
  env.formIndex.set(form.reference_id, form);
}

/**
 * The bytes of a seeded attachment: the world records name, type and size,
 * not content; a PDF gets a minimal valid header and body, so the file opens,
 * padded to the recorded size with a PDF comment.
 */
function placeholderFile(name: string, type: string, size: number): Uint8Array {
  const head = type === 'application/pdf' ? `%PDF-1.7\n% ${name}\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n` : `${name}\n`;
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.fill(0x20);
  bytes.set(new TextEncoder().encode(head));
  return bytes;
}

export function buildState(world: MockWorld): Record<Environment, EnvState> {
  const build = (environment: Environment): EnvState => {
    const seed = world.environments[environment];
    const env: EnvState = {
      environment,
      tenants: new Map(),
      clients: new Map(seed.clients.map((c) => [c.client_id, c])),
      tokens: new Map(),
      dispositionTokens: new Map(seed.disposition_tokens.map((t) => [t.token, t.tenant_id])),
      intelligenceKeys: new Map(seed.intelligence_keys.map((k) => [k.key, {tenant_id: k.tenant_id, carrier_id: k.carrier_id, data_packages: k.data_packages}])),
      sdkTokens: new Map(),
      sessions: new Map(),
      formIndex: new Map(),
      exchangePhones: new Map(),
      exchangeForms: new Map(),
      quoteRequests: new Map(),
      attachments: new Map(),
      reports: new Map(),
      uploads: new Map(),
      idempotency: new Map(),
      windows: new Map(),
      nextDispositionId: 771300,
    };
    for (const p of seed.exchange_phones ?? []) env.exchangePhones.set(p.phone, Date.parse(p.at));
    for (const t of seed.tenants) {
      const tenant: Tenant = {
        id: t.id,
        name: t.name,
        storefronts: t.storefronts,
        sdk_clients: t.sdk_clients,
        users: new Map(t.users.map((u) => [u.email.toLowerCase(), u])),
        forms: new Map(),
        hooks: new Map(),
        hookRequests: [],
        receiver: t.receiver,
        leads: new Map(),
        dispositions: (t.dispositions ?? []).map((d) => ({...d})).reverse(),
        lent: new Map((t.lent ?? []).map((l) => [l.id, {...l}])),
      };
      for (const h of t.hooks ?? []) tenant.hooks.set(h.id, {...h, events: [...h.events]});
      tenant.hookRequests = (t.hook_requests ?? []).map((r) => ({...r, next_attempt_at: null, response_body_excerpt: null}));
      for (const l of t.leads ?? []) {
        tenant.leads.set(l.lead_id, {
          lead_id: l.lead_id,
          tenant_id: t.id,
          trucking: l.trucking,
          coverage_type_ids: [...l.coverage_type_ids],
          payload: {...l.payload},
          delivered_at: l.delivered_at,
          delivery: {status: 'delivered', attempts: 1, last_status: 200, last_error: null, next_attempt_at: null},
          deadline_at: l.deadline_at,
          overdue: null,
        });
      }
      for (const a of t.attachments ?? []) env.attachments.set(a.id, {id: a.id, tenant_id: t.id, application_form_id: a.application_form_id, kind: a.kind, file_name: a.file_name, content_type: a.content_type, bytes: placeholderFile(a.file_name, a.content_type, a.size_bytes), created_at: a.created_at});
      for (const [id, r] of Object.entries(t.reports ?? {})) env.reports.set(id, {report: structuredClone(r.report), ready_at: Date.parse(r.ready_at), tenant_id: t.id});
      for (const f of t.forms) {
        const form = formFromSeed(f, t.id);
        tenant.forms.set(form.reference_id, form);
        indexForm(env, form);
      }
      for (const q of t.quote_requests) {
        env.quoteRequests.set(q.quote_number, {...q, attachment_ids: [...(q.attachment_ids ?? [])], tenant_id: t.id});
      }
      env.tenants.set(t.id, tenant);
    }
    return env;
  };
  return {sandbox: build('sandbox'), production: build('production')};
}
