/**
 * What the mock is seeded with: per environment, the tenants (users, SDK
 * client ids, storefronts, forms, hooks, receivers), the API clients and
 * their secrets, the static disposition tokens and the Insurance
 * Intelligence keys; and, shared, the role table and the coverage types.
 *
 * The fixture world (src/data/world/) is the one home of these values;
 * `worldSeed()` (seed.ts) turns it into this shape, the one the mock's state
 * is built from (tests extend it). A test checks that the seed carries the
 * world's values.
 */
import type {Environment} from './hosts';

export interface UserSeed {
  uid: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  active: boolean;
}

export interface ClientSeed {
  client_id: string;
  client_secret: string;
  /** The tenant the client acts for; none for a carrier's client (a carrier is not a tenant). */
  tenant_id?: string;
  /** The integration user the token acts as (`uid`, `info` of the token response). */
  uid: string;
  info: {name: string; email: string; first_name?: string; last_name?: string};
  /** A carrier's client updates that carrier's quote requests. */
  carrier_id?: string;
}

export interface ReceiverSeed {
  /** Where prospects are POSTed, and trucking prospects. */
  url: string;
  trucking_url?: string;
  /** Static header (default name from x-facts) or HTTP Basic. */
  auth: {header: {name: string; value: string}} | {basic: {username: string; password: string}};
}

export interface FormSeed {
  id: string;
  reference_id: string;
  flow: 'consumer' | 'partner';
  status: string;
  lent?: boolean;
  storefront_code?: string;
  created_at: string;
  updated_at: string;
  answer_values: Array<{code: string; answer: unknown; index?: number}>;
  /** Ids this form had before (flow changes); Get latest follows them. */
  previous_ids?: string[];
  /** Terminal user the form is assigned to (e-mail). */
  assigned_to?: string;
  /** Who created it (a clone: the id of the form it was cloned from), as `application_form` events carry it. */
  created_by: {type: FormCreator; id: string};
  /** The coverage types the applicant asked for. */
  coverage_type_ids: number[];
  /** When the form first reached each status (`submitted`, `quoted`, `bound`, ...). */
  status_at: Record<string, string>;
}

export type FormCreator = 'guest' | 'user' | 'api_client' | 'clone';

export interface QuoteRequestSeed {
  id: string;
  quote_number: string;
  carrier: string;
  carrier_id: string;
  coverage_type_id: number;
  request_status: string;
  premium: number | null;
  pinned: boolean;
  source_system: string;
  application_form_id: string;
  created_at: string;
  updated_at: string;
  attachment_ids?: string[];
  /** Why it failed, when the platform knows (`timed_out`: `carrier_timeout`). */
  failure?: {code: string; message: string};
  /** Once bound. */
  policy_number?: string;
  effective_date?: string;
}

export interface HookSeed {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  secret: string | null;
  header: {name: string; value: string} | null;
  created_at: string;
  updated_at: string;
}

/** A delivery in the log, with the body it carried (redelivery sends it again). */
export interface HookRequestSeed {
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
  error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  body: string;
}

/** A prospect the Exchange delivered to this tenant, and its dispositions. */
export interface LeadSeed {
  lead_id: string;
  trucking: boolean;
  coverage_type_ids: number[];
  payload: Record<string, unknown>;
  delivered_at: string;
  deadline_at: string;
}

export interface DispositionSeed {
  id: number;
  lead_id: string;
  carrier: string | null;
  coverage_type_id: number;
  status: string;
  history: string;
  premium: number | null;
  rate: number | null;
  quoted_at: string | null;
  sold_at: string | null;
  created_at: string;
}

export interface AttachmentSeed {
  id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  /** The form it belongs to (its current id). */
  application_form_id: string;
  kind: AttachmentKind;
  created_at: string;
}

export type AttachmentKind = 'application_document' | 'quote_document' | 'binder';

export interface ReportSeed {
  report: Record<string, unknown>;
  ready_at: string;
}

export interface TenantSeed {
  id: string;
  name: string;
  /** Storefront codes; the first is the main one that `redirect_url` opens. */
  storefronts: string[];
  /** Decision 4: one SDK client id for guest sessions, another for agent sessions. */
  sdk_clients: {storefront: string; agent: string};
  users: UserSeed[];
  forms: FormSeed[];
  quote_requests: QuoteRequestSeed[];
  receiver?: ReceiverSeed;
  hooks?: HookSeed[];
  hook_requests?: HookRequestSeed[];
  leads?: LeadSeed[];
  dispositions?: DispositionSeed[];
  /** Lent records (`POST /lent_application_forms` answers). */
  lent?: Array<{id: string; application_form_id: string; reference_id: string; status: string; lent_at: string; note: string | null}>;
  attachments?: AttachmentSeed[];
  /** Insurance Intelligence reports by report id. */
  reports?: Record<string, ReportSeed>;
}

export interface EnvironmentSeed {
  tenants: TenantSeed[];
  clients: ClientSeed[];
  /** Long-lived static bearer tokens of the Leads API. */
  disposition_tokens: Array<{token: string; tenant_id: string}>;
  /** Insurance Intelligence API keys and the data packages each may use. */
  /** Insurance Intelligence keys of tenants, and Carrier API keys of carriers (`carrier_id`, no data package). */
  intelligence_keys: Array<{key: string; tenant_id?: string; carrier_id?: string; data_packages: string[]}>;
  /** Phones sent or lent to the Exchange, with when (the uniqueness window counts from there). */
  exchange_phones?: Array<{phone: string; at: string}>;
  /** Carriers and what each is enabled for here: a quote request goes to a carrier only for a coverage type and state it writes for the tenant at that moment. */
  carriers?: CarrierSeed[];
}

export interface CarrierSeed {
  id: string;
  name: string;
  /** First part of its policy numbers (`NWM` in `NWM-BOP-2026-118734`). */
  policy_prefix: string;
  enablements: Array<{tenant_id: string; coverage_type_id: number; states: string[]; enabled_at: string; disabled_at?: string}>;
  /** How it behaves as a sandbox test carrier (answers per coverage type, binding); absent: it never answers by itself. */
  sandbox?: SandboxCarrierSeed;
}

export interface SandboxCarrierSeed {
  /** Coverage type id → the carrier's own answer to a request for it. */
  answers: Record<number, {after_seconds: number; request_status: string; premium: number | null}>;
  bind_requires_payment: boolean;
  binds_through_portal: boolean;
  bind_after_seconds: number;
}

export interface MockWorld {
  environments: Record<Environment, EnvironmentSeed>;
  /** Role name → permissions it grants (users_roles_permissions; `own` grants count). */
  roles: Record<string, string[]>;
  /** Quote-request statuses only the platform sets. */
  platform_only_request_statuses: string[];
  coverage_types: Array<{id: number; name: string}>;
  /** Coverage type id → the line in policy numbers (`BOP`). */
  policy_lines: Record<number, string>;
  /** The products agents and guests choose to quote (SDK `Product`): one per coverage type that has a product code. */
  products?: Array<{id: string; name: string; coverage_type_id: number}>;
  /** Legal next statuses, per current status (a status missing as a key is final). */
  disposition_transitions: Record<string, string[]>;
  quote_request_transitions: Record<string, string[]>;
  form_transitions: Record<string, string[]>;
  /** Question codes the platform knows (MQS, LMQS, DPMQS, VPMQS, broker sets). */
  question_codes: string[];
  /** Company-report element → the question code it fills (a smart data audit's `destination_path`); absent: none audited. */
  report_destinations?: Record<string, string>;
  /** The world's last recorded moment: every clock starts there, after the story (npm run mock's then follows real time). */
  clock_start?: string;
  /**
   * The reader's sandbox (the values `npm run mock` prints): the tenant whose client sends (BP_TENANT_ID) and the
   * receive-side buyer whose Leads API token (BP_DISPOSITION_TOKEN) and receiver credentials are printed. The control
   * API's send-side calls default to the first, its receive-side calls (receivers, prospects, leads) to the second.
   */
  reader?: {tenant_id: string; receiving_tenant_id: string};
}
