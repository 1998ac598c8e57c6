/**
 * The shape of the fixture world (src/data/world/): one documented platform
 * with its tenants, users, carriers, application forms, quote requests,
 * Exchange prospects, webhooks and one story, in time order. Pages, the
 * OpenAPI examples, the webhook catalogue and the sandbox mock draw their
 * values from it; `check.ts` holds the invariants the unit tests enforce.
 *
 * Identifier formats are not repeated here: each identifier type has one
 * schema with a pattern in the OpenAPI document (`components/schemas`), and
 * the tests validate every id of the world against it (`idSchemas` in
 * ids.ts names the schema of each).
 */

/** ISO 8601 UTC timestamp, e.g. `2026-11-25T17:41:06Z`. */
export type Timestamp = string;

export type Environment = 'sandbox' | 'production';

/** Role of a Terminal user (the SAML `role` attribute). */
export type Role = 'viewer' | 'agent' | 'agency_manager' | 'admin';

/** `true` granted, `false` not granted, `'own'` only for forms assigned to the user. */
export type Grant = boolean | 'own';

export interface Permission {
  /** Stable key, e.g. `lend_forms`. */
  key: string;
  /** The row label on the permissions page. */
  label: string;
  grants: Record<Role, Grant>;
  /** OpenAPI operations this permission guards when the caller is a user (an agent SDK session). */
  operations?: readonly string[];
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** `uid` of the integration user the client's tokens act as. */
  uid: string;
  name: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A public SDK client id and the one session role it may mint (decision 4). */
export interface SdkClient {
  sdkClientId: string;
  role: 'guest' | 'agent';
  /** Origins the browser SDK may exchange tokens from; another origin fails with `auth/client-mismatch`. */
  allowedOrigins: readonly string[];
}

/** What the Exchange calls on a receiving partner's endpoint (static header or HTTP Basic). */
export interface ReceiverConfig {
  url: string;
  truckingUrl: string;
  headerName: string;
  headerValue: string;
  basicUser: string;
  basicPassword: string;
}

/** A carrier's rating endpoint in one environment: its URL and the credentials the platform sends to it. */
export interface RatingEndpointConfig {
  url: string;
  headerName: string;
  headerValue: string;
  basicUser: string;
  basicPassword: string;
}

/** Everything one tenant holds in one environment. */
export interface TenantEnvironment {
  tenantId: string;
  oauth: OAuthClient;
  /** Storefront SDK client id (guest sessions, consumer flow). */
  storefrontSdk: SdkClient;
  /** Agent SDK client id (agent sessions, Terminal flow). */
  agentSdk: SdkClient;
  /** Long-lived static bearer token of the Leads API (dispositions, coverage types). */
  dispositionToken: string;
  /** Insurance Intelligence `x-api-key`. */
  intelligenceApiKey: string;
  /** Data-package ids the tenant's contract includes; the first is the default. */
  dpIds: readonly string[];
  /** Receive side of the Exchange, for tenants that receive prospects. */
  receiver?: ReceiverConfig;
}

export interface Tenant {
  /** Key used everywhere in the world, e.g. `acme`. */
  key: string;
  name: string;
  /** Tenant code: the prefix of its broker-question codes (`acme_business_name`). Same in both environments. */
  code: string;
  /** Terminal sign-in subdomain (`?subdomain=`). */
  subdomain: string;
  /** E-mail and web domain of the agency (an `.example` domain). */
  domain: string;
  environments: Record<Environment, TenantEnvironment>;
}

export interface User {
  uid: string;
  tenant: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly Role[];
  /** A disabled user cannot start agent sessions (422 `user_cannot_quote`). */
  active: boolean;
}

export interface Storefront {
  code: string;
  tenant: string;
  name: string;
  main: boolean;
}

export interface CoverageType {
  id: number;
  name: string;
  /** The `Product` of market intelligence, where one exists. */
  product?: string;
}

/** One product of a carrier switched on for one tenant, over a period. */
export interface Enablement {
  tenant: string;
  environment: Environment;
  /** Carrier product code, e.g. `nwm_bop`. */
  productCode: string;
  coverageTypeId: number;
  states: readonly string[];
  enabledAt: Timestamp;
  /** When it was switched off; absent while enabled. */
  disabledAt?: Timestamp;
  disabledReason?: string;
}

export interface Carrier {
  id: string;
  /** Platform code used by market intelligence, e.g. `hartwell_mutual`. */
  code: string;
  name: string;
  naicCode: string;
  /** Prefix of its policy numbers, e.g. `NWM`. */
  policyPrefix: string;
  enablements: readonly Enablement[];
  /**
   * The carrier's own OAuth client per environment (Carrier integrations): its
   * tokens update this carrier's quote requests (`PUT /quote_requests/{quote_number}`),
   * download their documents and read market intelligence, and nothing of a
   * tenant's: a carrier is not a tenant, and the forms it quotes reach it only
   * as the quote requests an agency sent it. A carrier without one is not yet connected by API.
   */
  apiClients?: Readonly<Record<Environment, OAuthClient>>;
  /** The carrier's own Carrier API `x-api-key` per environment (market intelligence), sent with its client's token. */
  apiKeys?: Readonly<Record<Environment, string>>;
  /**
   * The carrier's rating endpoint per environment, where the platform POSTs its quote and bind
   * requests (the OpenAPI document's webhook `receiveQuoteRequest`) with the credentials chosen at
   * onboarding. A carrier without one is not yet connected by API.
   */
  ratingEndpoint?: Readonly<Record<Environment, RatingEndpointConfig>>;
  /**
   * The carrier's own questions per product code of its enablements, each filled from one question
   * code of the question sets (for a repeatable set, from its first entry): the mapping agreed at
   * onboarding. A request delivered to the rating endpoint carries the answered ones as
   * `carrier_answers` (src/data/world/rating.ts).
   */
  ratingQuestions: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * How the carrier behaves as a sandbox test carrier: the sandbox mock answers its quote requests
   * and binds on its own, on the mock's clock, as set here. A carrier without it stays silent, so
   * its requests time out.
   */
  sandbox?: SandboxCarrier;
}

/** The answer a sandbox test carrier gives to a quote request for one of its products. */
export interface SandboxAnswer {
  /** Seconds after the request is sent (within the real-time window of `facts.carriers.realTimeRespondSeconds`). */
  afterSeconds: number;
  status: 'completed' | 'referral' | 'ineligible' | 'failed';
  /** Yearly premium in dollars; required for `completed`. */
  premium?: number;
}

export interface SandboxCarrier {
  /** Per product code of the carrier's enablements. */
  answers: Readonly<Record<string, SandboxAnswer>>;
  /** The carrier takes payment at bind: `bp-sdk-quote-request-bind` collects it unless `requirePayment` is `false` (the agency bills the premium). */
  bindRequiresPayment: boolean;
  /** The carrier quotes through the platform but binds only in its own portal: its quotes are never `bindable`. */
  bindsThroughPortal: boolean;
  /** Seconds after a bind request that the carrier answers `bound`. */
  bindAfterSeconds: number;
}

export type FormFlow = 'consumer' | 'partner';

export interface AnswerValue {
  code: string;
  answer: unknown;
  index?: number;
}

/** One internal id of a form, valid from `from` until the next version. */
export interface FormVersion {
  id: string;
  flow: FormFlow;
  from: Timestamp;
  /** Why the id changed, for versions after the first. */
  reason?: string;
}

export interface StatusChange<S extends string = string> {
  status: S;
  at: Timestamp;
}

export interface LendRecord {
  id: string;
  /** Form id (version) that was lent. */
  applicationFormId: string;
  lentAt: Timestamp;
  lentBy: string;
  note: string;
  history: readonly StatusChange<LentStatus>[];
}

export type LentStatus = 'lent' | 'working' | 'returned';

export interface ApplicationForm {
  key: string;
  tenant: string;
  environment: Environment;
  referenceId: string;
  /** Every internal id, oldest first; the last is the latest version. */
  versions: readonly FormVersion[];
  storefrontCode?: string;
  businessName: string;
  createdBy: {type: 'guest' | 'user' | 'api_client' | 'clone'; id: string};
  assignedAgent?: string;
  coverageTypeIds: readonly number[];
  statusHistory: readonly StatusChange<FormStatus>[];
  /** Answers of the latest version (MQS, LMQS with `index`, broker questions). */
  answers: readonly AnswerValue[];
  /** Codes answered when the form was created, when fewer than `answers` (later updates added the rest). */
  firstAnswerCodes?: readonly string[];
  /** Answers changed by each update, in order (for `application_form:updated`). */
  updates?: ReadonlyArray<{at: Timestamp; codes: readonly string[]}>;
  lend?: LendRecord;
  /** The form this one was cloned from. */
  clonedFrom?: string;
  guestUserId?: string;
}

export type FormStatus = 'draft' | 'in_progress' | 'submitted' | 'quoting' | 'quoted' | 'bound' | 'closed';

export type RequestStatus =
  | 'unsent'
  | 'in_progress'
  | 'sent'
  | 'completed'
  | 'failed'
  | 'timed_out'
  | 'ineligible'
  | 'referral'
  | 'bound'
  | 'binding'
  | 'binding_failed';

export interface QuoteRequest {
  id: string;
  quoteNumber: string;
  form: string;
  carrier: string;
  coverageTypeId: number;
  history: readonly StatusChange<RequestStatus>[];
  premium?: number;
  pinned: boolean;
  sourceSystem: 'carrier_api' | 'carrier_portal' | 'email';
  attachmentIds: readonly string[];
  policyNumber?: string;
  effectiveDate?: string;
  failure?: {code: string; message: string};
}

export interface Attachment {
  id: string;
  form: string;
  quoteRequest?: string;
  kind: 'application_document' | 'quote_document' | 'binder';
  name: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Timestamp;
}

export type DispositionStatus = 'Active' | 'Quoted' | 'Sold' | 'Lost' | 'Unreachable' | 'Duplicate';

export interface Disposition {
  id: number;
  leadId: string;
  carrier?: string;
  coverageTypeId: number;
  status: DispositionStatus;
  history: string;
  premium?: number;
  rate?: number;
  quotedAt?: Timestamp;
  soldAt?: Timestamp;
  createdAt: Timestamp;
}

export interface Prospect {
  leadId: string;
  /** Receiving tenant. */
  tenant: string;
  environment: Environment;
  /** Where the prospect came from on the Exchange. */
  origin: {kind: 'lent'; form: string} | {kind: 'sent'; exchangeFormId: string} | {kind: 'external'; source: string};
  trucking: boolean;
  coverageTypeIds: readonly number[];
  businessName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  receivedAt: Timestamp;
  /** First disposition due (receivedAt + the first-disposition hours of src/site/facts.ts). */
  firstDispositionDueAt: Timestamp;
}

/** A prospect a tenant sent to the Exchange (send side). */
export interface ExchangeForm {
  id: string;
  tenant: string;
  environment: Environment;
  businessName: string;
  phone: string;
  sentAt: Timestamp;
}

export interface Hook {
  id: string;
  tenant: string;
  environment: Environment;
  url: string;
  events: readonly string[];
  active: boolean;
  secret: string | null;
  header: {name: string; value: string} | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type HookRequestStatus = 'pending' | 'retrying' | 'succeeded' | 'failed';

export interface HookRequest {
  id: string;
  hook: string;
  event: string;
  eventId: string;
  redeliveryOf: string | null;
  test: boolean;
  history: readonly StatusChange<HookRequestStatus>[];
  attempts: number;
  responseStatus: number | null;
  responseTimeMs: number | null;
  error: string | null;
  createdAt: Timestamp;
}

/** One platform event (what a webhook delivers), with its subject. */
export interface WorldEvent {
  id: string;
  /** `subject:action`. */
  event: string;
  tenant: string;
  environment: Environment;
  occurredAt: Timestamp;
  /** What the event is about: a form key, a quote request id, a carrier id, a question-set code. */
  subject: {kind: 'application_form' | 'quote_request' | 'carrier' | 'question_set'; ref: string};
}

export interface IntelligenceSubmission {
  txId: string;
  tenant: string;
  environment: Environment;
  kind: 'company_submit' | 'quick_submit' | 'universal_submit' | 'upload_url';
  dpId: string;
  businessName: string;
  submittedAt: Timestamp;
  companyReportId?: string;
  locationReportIds?: readonly string[];
  reportsReadyAt?: Timestamp;
}

/** One step of the story, from the first API call to a bound policy. */
export interface StoryStep {
  at: Timestamp;
  /** Who acts: the integration's back end, a guest, an agent, a carrier or the platform. */
  actor: 'integration' | 'guest' | 'agent' | 'carrier' | 'platform' | 'exchange_partner';
  /** The API operation called, when the step is a call. */
  operationId?: string;
  /** HTTP status the call answers. */
  status?: number;
  /** Platform events this step fires (ids of `events`). */
  events?: readonly string[];
  /** World objects the step touches, as `kind:key` (e.g. `form:harborline`). */
  refs: readonly string[];
  what: string;
}

/** A value a reader sets in the environment before running samples (decision 9). */
export interface ReaderVariable {
  name: string;
  description: string;
  /** The sandbox value from the world. */
  sandbox: string;
  /** What kind of value: issued credential, id, one obtained by an earlier call, a host, an origin. */
  kind: 'credential' | 'id' | 'obtained' | 'host' | 'origin';
  /** For `obtained`: the operation (or `subject:action` event) whose answer gives it. */
  obtainedFrom?: string;
  /** Names pages used before, which should become this one. */
  formerly?: readonly string[];
}
