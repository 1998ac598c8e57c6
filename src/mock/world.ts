/**
 * What the mock is seeded with: per environment, the tenants (users, SDK
 * client ids, storefronts, forms, hooks, receivers), the API clients and
 * their secrets, the static disposition tokens and the Insurance
 * Intelligence keys; and, shared, the role table and the coverage types.
 *
 * The fixture world (src/data/world/) is the one home of these values;
 * `worldSeed()` (seed.ts) turns it into this shape. Nothing here is typed
 * twice: a test checks that the seed carries the world's values.
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
  tenant_id: string;
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
}

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
}

export interface EnvironmentSeed {
  tenants: TenantSeed[];
  clients: ClientSeed[];
  /** Long-lived static bearer tokens of the Leads API. */
  disposition_tokens: Array<{token: string; tenant_id: string}>;
  /** Insurance Intelligence API keys and the data packages each may use. */
  intelligence_keys: Array<{key: string; tenant_id: string; data_packages: string[]}>;
  /** Terminal users' SDK sessions are limited by these permissions per role. */
}

export interface MockWorld {
  environments: Record<Environment, EnvironmentSeed>;
  /** Role name → permissions (users_roles_permissions). */
  roles: Record<string, string[]>;
  coverage_types: Array<{id: number; name: string}>;
  /** Legal next statuses, per current status (a status missing as a key is final). */
  disposition_transitions: Record<string, string[]>;
  quote_request_transitions: Record<string, string[]>;
  form_transitions: Record<string, string[]>;
  /** Question codes the platform knows (MQS, LMQS, DPMQS, VPMQS, broker sets). */
  question_codes: string[];
  /** Where a new clock starts, so the story's timestamps come in order. */
  clock_start?: string;
}
