/**
 * The declared public TypeScript API of the BindPoint Storefront SDK
 * (packages `@bindpoint/sdk-*`), as the documentation site keeps it.
 *
 * It is used ONLY to type-check the standalone TypeScript samples of the SDK
 * pages (tests/unit/sdk) and to keep the data of the reference pages
 * (src/data/sdk/selectors.json, src/data/sdk/globals.json and the component
 * manifest) in agreement with one declared API. It is not shipped to readers.
 *
 * Conventions:
 * - Package names use the npm scope `@bindpoint/` (token `{{npmScope}}` on pages).
 * - Window events are `CustomEvent`s named `bpSdk<Event>`; their detail types
 *   are the `<Event>Detail` interfaces of `@bindpoint/sdk-types` and the map
 *   `BindPointWindowEventMap`. The global `WindowEventMap` is augmented at the
 *   end of this file, so `window.addEventListener('bpSdkReady', e => e.detail)`
 *   is typed.
 * - Redux selectors live in `@bindpoint/sdk-redux`; every one is listed in
 *   src/data/sdk/selectors.json.
 * - A component `bp-sdk-<name>` has the contract `I<PascalName>Component` in
 *   `@bindpoint/sdk-types`; an element registered as `bp-sdk-external-<name>`
 *   replaces it and receives the contract's properties.
 *
 * This file is a global script (no top-level import/export) holding ambient
 * module declarations.
 */

// ---------------------------------------------------------------------------
// @bindpoint/sdk-types: shared types, configuration, state, events, contracts
// ---------------------------------------------------------------------------
declare module '@bindpoint/sdk-types' {
  // ----- configuration -----------------------------------------------------

  /** The platform environment the SDK talks to. Credentials differ per environment. */
  export type BindPointEnvironment = 'sandbox' | 'production';

  /** Which flow the embedding application runs: consumer (guest, Storefront) or partner (agent, Terminal). */
  export type SdkFlow = 'consumer' | 'partner';

  /** Console verbosity of the SDK logger, from quietest to loudest. */
  export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';

  /** Analytics options of the configuration object. */
  export interface AnalyticsOptions {
    /** Turn the analytics event stream off entirely. Default `false`. */
    disabled?: boolean;
    /** Called synchronously for every analytics event, before `bpSdkAnalytics` is dispatched on window. */
    onEvent?: (event: AnalyticsEvent) => void;
    /** Include answer values in `question_answered` payloads. Default `false` (codes only, no personal data). */
    includeAnswerValues?: boolean;
    /** Extra properties merged into every event payload, e.g. a campaign id. */
    defaultProperties?: Record<string, string | number | boolean>;
  }

  /** The configuration object passed to `initialize()`. */
  export interface BindPointConfig {
    /** SDK client id issued by your account manager. Public: safe to ship to the browser. */
    clientId: string;
    /** `sandbox` or `production`. Selects the hosts; credentials differ per environment. */
    environment: BindPointEnvironment;
    /** Tenant id (differs between sandbox and production). Default: the tenant the SDK client id belongs to; set it only when one client id serves several tenants. */
    tenantId?: string;
    /** Agency slug of the storefront (the `<agency>` path segment of the storefront URL). */
    agency?: string;
    /** Storefront code written to `application_form.storefront_code` on create. */
    storefrontCode?: string;
    /** `consumer` for a custom storefront, `partner` for a custom terminal. Default `consumer`. */
    flow?: SdkFlow;
    /** BCP 47 locale for labels, dates and currency. Default `en-US`. */
    locale?: string;
    /** Logger verbosity. Default `warn`. */
    logLevel?: LogLevel;
    /** Connect the store to the Redux DevTools browser extension. Default `false`. */
    devtools?: boolean;
    /** Attribution source stored in `mqs_customer_metadata`. Default: the `?source=` query parameter of the page. */
    source?: string;
    /** Receive live quote updates over WebSockets; when `false` the SDK polls every 5 seconds. Default `true`. */
    websockets?: boolean;
    /** Analytics hooks. */
    analytics?: AnalyticsOptions;
    /** Storage used to resume a session after reload. Default `session`. */
    persistence?: 'session' | 'local' | 'none';
    /** Milliseconds before an HTTP request of the SDK is abandoned. Default `30000`. */
    requestTimeoutMs?: number;
  }

  /** Configuration after defaults are applied (what `selectConfig` returns). */
  export type ResolvedConfig = Required<Omit<BindPointConfig, 'agency' | 'storefrontCode' | 'source' | 'analytics'>> &
    Pick<BindPointConfig, 'agency' | 'storefrontCode' | 'source'> & {
      analytics: Required<Pick<AnalyticsOptions, 'disabled' | 'includeAnswerValues'>> &
        Pick<AnalyticsOptions, 'onEvent' | 'defaultProperties'>;
      /** Resolved hosts of the environment. */
      hosts: EnvironmentHosts;
    };

  /** Hosts of one environment. */
  export interface EnvironmentHosts {
    auth: string;
    partnerApi: string;
    storefront: string;
    terminal: string;
  }

  // ----- auth -----------------------------------------------------------------

  /** Who the browser session acts for. */
  export type SessionRole = 'guest' | 'agent';

  /** `idle` before any exchange, `authenticating` during it, `authenticated`, `expired` after `expiresAt`, `error` on failure. */
  export type AuthStatus = 'idle' | 'authenticating' | 'authenticated' | 'expired' | 'error';

  /** The signed-in user of the SDK session. */
  export interface SessionUser {
    uid: string;
    role: SessionRole;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
  }

  /** The session the SDK holds after a token exchange. The access token itself never leaves the SDK. */
  export interface SdkSession {
    role: SessionRole;
    user: SessionUser;
    /** Epoch milliseconds when the session expires (12 hours after the exchange). */
    expiresAt: number;
    /** Application form the single-use token was bound to, if any. */
    applicationFormId: string | null;
  }

  // ----- application form and questions ----------------------------------------

  /** `status` of an application form, as the Partner API reports it (`FormStatus`); a form lent to the Exchange keeps its status and has `lent`. */
  export type ApplicationFormStatus = 'draft' | 'in_progress' | 'submitted' | 'quoting' | 'quoted' | 'bound' | 'closed';

  /** The prospect record loaded in the SDK. */
  export interface ApplicationForm {
    /** Internal UUID; changes when the form moves between flows. */
    id: string;
    /** Public reference id `XXX-XXX-XXX`; never changes. */
    referenceId: string;
    status: ApplicationFormStatus;
    /** True while the form is lent to the Exchange (the Partner API's `lent`). */
    lent: boolean;
    flow: SdkFlow;
    storefrontCode: string | null;
    /** Codes of the question sets attached to the form, e.g. `mqs`, `lmqs`. */
    questionSetCodes: string[];
    createdAt: string;
    updatedAt: string;
  }

  /** Input type of a question, which decides the component that renders it. */
  export type QuestionType =
    | 'text'
    | 'email'
    | 'phone'
    | 'number'
    | 'currency'
    | 'date'
    | 'month_year'
    | 'select'
    | 'radio'
    | 'checkbox'
    | 'boolean'
    | 'masked'
    | 'increment'
    | 'address'
    | 'naics'
    | 'vin';

  export interface QuestionOption {
    value: string;
    label: string;
  }

  export interface Question {
    /** Answer code, e.g. `mqs_zipcode`. */
    code: string;
    questionSetCode: string;
    type: QuestionType;
    label: string;
    hint: string | null;
    required: boolean;
    options: QuestionOption[];
    /** Regular expression the answer must match, if any. */
    pattern: string | null;
    /** Parent question code and answer that make this question visible. */
    visibleWhen: {code: string; equals: AnswerValue} | null;
  }

  export interface QuestionSet {
    /** `mqs`, `lmqs`, `dpmqs`, `vpmqs` or a broker set such as `acme_broker`. */
    code: string;
    name: string;
    questions: Question[];
  }

  export type AnswerValue = string | number | boolean | string[] | null;

  export interface Answer {
    code: string;
    value: AnswerValue;
    /** `false` while the value fails validation; the message is in `error`. */
    valid: boolean;
    error: string | null;
    /** `true` until the PATCH that saves it succeeds. */
    dirty: boolean;
    updatedAt: string;
  }

  export interface ValidationError {
    code: string;
    message: string;
  }

  // ----- quotes ---------------------------------------------------------------

  /** `request_status` of a quote request, as the Partner API reports it. */
  export type QuoteRequestStatus =
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

  export interface Carrier {
    id: string;
    name: string;
    logoUrl: string | null;
  }

  export interface Product {
    id: string;
    name: string;
    /** Id from `GET /coverage_types`. */
    coverageTypeId: number;
    coverageTypeName: string;
  }

  export interface Money {
    /** Amount in minor units (cents). */
    amount: number;
    currency: 'USD';
  }

  export interface Coverage {
    code: string;
    label: string;
    limit: Money | null;
    deductible: Money | null;
  }

  export interface QuoteRequest {
    id: string;
    /** Carrier quote number, set once the carrier answers. */
    quoteNumber: string | null;
    carrier: Carrier;
    product: Product;
    status: QuoteRequestStatus;
    /** Yearly premium. */
    premium: Money | null;
    fees: Money | null;
    taxes: Money | null;
    /** Premium + fees + taxes. */
    totalPrice: Money | null;
    coverages: Coverage[];
    bindable: boolean;
    pinned: boolean;
    sourceSystem: string | null;
    /** Attachment ids, e.g. the quote PDF (`GET /attachments/{id}`). */
    attachmentIds: string[];
    updatedAt: string;
  }

  // ----- vehicles and drivers ---------------------------------------------------

  export interface Vehicle {
    id: string;
    vin: string | null;
    year: number | null;
    make: string | null;
    model: string | null;
    configuration: string | null;
    /** Vehicle coverage of the current product selection. */
    coverages: Coverage[];
  }

  export interface Driver {
    id: string;
    firstName: string;
    lastName: string;
    dateOfBirth: string | null;
    licenseState: string | null;
    licenseNumber: string | null;
  }

  /** A `{code, answer}` pair, as the Partner API's `answer_values` take it (prefill, create, update). */
  export interface AnswerInput {
    code: string;
    answer: AnswerValue;
  }

  /** Yearly premium of a quote with its breakdown. */
  export interface Premium {
    base: Money;
    taxes: Money;
    fees: Money;
    /** base + taxes + fees, per year. */
    total: Money;
    /** Monthly instalment when the carrier offers one, else `null`. */
    monthly: Money | null;
  }

  export interface Address {
    street1: string;
    street2: string | null;
    city: string;
    /** Two-letter state code. */
    state: string;
    /** Five digits. */
    zipcode: string;
  }

  /** A business location (LMQS). */
  export interface Location {
    id: string;
    address: Address;
    primary: boolean;
  }

  /** A 2012 NAICS classification; `description` must match the 2012 list exactly. */
  export interface NaicsClassification {
    code: string;
    description: string;
  }

  export interface AutocompleteOption {
    value: string;
    label: string;
    description?: string;
  }

  /** A suggestion of the places autocomplete. */
  export interface PlaceResult {
    placeId: string;
    description: string;
  }

  export interface AddressValidationResult {
    valid: boolean;
    suggestions: Address[];
  }

  export interface FilterOption {
    field: string;
    value: string;
    label: string;
    count: number;
  }

  export interface FilterValue {
    field: string;
    values: string[];
  }

  /** A row of the agent queue (partner flow). */
  export interface QueueItem {
    applicationFormId: string;
    referenceId: string;
    businessName: string;
    status: ApplicationFormStatus;
    updatedAt: string;
  }

  export interface PaymentPlan {
    id: string;
    label: string;
    installments: number;
    downPayment: Money;
    installmentAmount: Money | null;
  }

  export interface ProcessStep {
    id: string;
    label: string;
    state: 'waiting' | 'running' | 'done' | 'failed';
  }

  export interface FooterLink {
    label: string;
    href: string;
  }

  // ----- navigation and UI ------------------------------------------------------

  export interface Step {
    id: string;
    label: string;
    questionSetCode: string | null;
    complete: boolean;
  }

  export type NotificationLevel = 'info' | 'success' | 'warning' | 'error';

  export interface SdkNotification {
    id: string;
    variant: NotificationLevel;
    heading: string | null;
    text: string;
    createdAt: string;
  }

  export interface SdkError {
    /** Stable machine code, e.g. `auth/token-expired`, `http/422`, `network/offline`. */
    code: string;
    message: string;
    /** HTTP status when the error came from an API call. */
    status: number | null;
    /** Correlation id to quote to support. */
    requestId: string | null;
  }

  export type ConnectionStatus = 'connecting' | 'open' | 'polling' | 'offline';

  // ----- Redux state --------------------------------------------------------------

  export interface ConfigState {
    config: ResolvedConfig | null;
    initialized: boolean;
  }

  export interface AuthState {
    status: AuthStatus;
    session: SdkSession | null;
    error: SdkError | null;
  }

  export interface ApplicationFormState {
    form: ApplicationForm | null;
    loading: boolean;
    source: string | null;
  }

  export interface QuestionsState {
    sets: Record<string, QuestionSet>;
    answers: Record<string, Answer>;
  }

  export interface QuoteRequestsState {
    byId: Record<string, QuoteRequest>;
    ids: string[];
    quoting: boolean;
    selectedId: string | null;
  }

  export interface ProductsState {
    available: Product[];
    selectedIds: string[];
  }

  export interface VehiclesState {
    byId: Record<string, Vehicle>;
    ids: string[];
  }

  export interface DriversState {
    byId: Record<string, Driver>;
    ids: string[];
  }

  export interface NavigationState {
    steps: Step[];
    currentStepId: string | null;
  }

  export interface UiState {
    notifications: SdkNotification[];
    openDialogId: string | null;
    pendingProcesses: number;
    errors: SdkError[];
  }

  export interface ConnectionState {
    status: ConnectionStatus;
    lastMessageAt: string | null;
  }

  /** The whole store state of the SDK. */
  export interface RootState {
    config: ConfigState;
    auth: AuthState;
    applicationForm: ApplicationFormState;
    questions: QuestionsState;
    quoteRequests: QuoteRequestsState;
    products: ProductsState;
    vehicles: VehiclesState;
    drivers: DriversState;
    navigation: NavigationState;
    ui: UiState;
    connection: ConnectionState;
  }

  export type SliceName = keyof RootState;

  /** Recursive partial used to preload test stores. */
  export type DeepPartial<T> = {[K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K]};

  /** A Redux action of the SDK (type strings are `<slice>/<verb>`). */
  export interface SdkAction<P = unknown> {
    type: string;
    payload: P;
  }

  export type Unsubscribe = () => void;

  /** The Redux store the SDK creates. Standard Redux store surface. */
  export interface BindPointStore {
    getState(): RootState;
    dispatch<A extends SdkAction>(action: A): A;
    subscribe(listener: () => void): Unsubscribe;
  }

  /** Name used in the component manifest for the store. */
  export type SdkStore = BindPointStore;
  /** Name used in the component manifest for the state. */
  export type SdkState = RootState;

  // ----- analytics ----------------------------------------------------------------

  /** Names of analytics events, in the order a typical journey emits them. */
  export type AnalyticsEventName =
    | 'sdk_loaded'
    | 'application_started'
    | 'application_resumed'
    | 'step_viewed'
    | 'question_set_viewed'
    | 'question_answered'
    | 'question_set_completed'
    | 'quote_requested'
    | 'quote_received'
    | 'quotes_completed'
    | 'quote_selected'
    | 'bind_started'
    | 'bind_completed'
    /** The carrier rejected a bind (`binding_failed`): `carrier`, `product`, `status`, `quote_number`; a quote request carries no failure code. */
    | 'bind_failed'
    | 'sent_to_exchange'
    | 'error_shown';

  /** One analytics event (detail of `bpSdkAnalytics`, and of `bpSdkTrack` from `bp-sdk-analytics`). `properties` carry ids and codes; answer values only with `includeAnswerValues`. */
  export interface AnalyticsEvent {
    /** A built-in name, or the name you passed to `track()` of `bp-sdk-analytics`. */
    name: AnalyticsEventName | (string & {});
    /** ISO 8601 time the event happened. */
    timestamp: string;
    /** Internal UUID of the application form, once one exists. */
    applicationFormId: string | null;
    /** Public reference id `XXX-XXX-XXX`, once one exists. */
    referenceId: string | null;
    flow: SdkFlow;
    source: string | null;
    properties: Record<string, string | number | boolean | null>;
  }

  // ----- window events ------------------------------------------------------------

  /** Fired once the store exists and the first session is established (by `bp-sdk-setup`, or by `initialize()` and a token exchange). */
  export interface ReadyDetail {
    store: SdkStore;
    session: SdkSession;
  }

  export interface AuthenticatedDetail {
    role: SessionRole;
    uid: string;
    expiresAt: number;
  }

  export interface AuthExpiredDetail {
    role: SessionRole;
    expiredAt: number;
  }

  export interface ApplicationLoadedDetail {
    applicationFormId: string;
    referenceId: string;
    status: ApplicationFormStatus;
    /** `true` when an existing form was resumed, `false` when it was created. */
    resumed: boolean;
  }

  export interface AnswerChangedDetail {
    code: string;
    value: AnswerValue;
    valid: boolean;
  }

  export interface StepChangedDetail {
    from: string | null;
    to: string;
    index: number;
    total: number;
  }

  export interface QuestionSetCompletedDetail {
    questionSetCode: string;
    referenceId: string;
  }

  export interface QuotingStartedDetail {
    referenceId: string;
    quoteRequestIds: string[];
  }

  export interface QuoteUpdatedDetail {
    quoteRequest: QuoteRequest;
  }

  export interface QuotingFinishedDetail {
    referenceId: string;
    completed: number;
    failed: number;
    bindable: number;
  }

  export interface BindRequestedDetail {
    quoteRequestId: string;
    /** Call to stop the SDK from binding (e.g. to show your own confirmation first). */
    preventDefault(): void;
  }

  export interface BoundDetail {
    quoteRequestId: string;
    quoteNumber: string;
    referenceId: string;
  }

  export interface SentToExchangeDetail {
    referenceId: string;
  }

  export interface ConnectionChangedDetail {
    status: ConnectionStatus;
  }

  /** Every window event of the SDK, keyed by event name. */
  export interface BindPointWindowEventMap {
    bpSdkReady: CustomEvent<ReadyDetail>;
    bpSdkAuthenticated: CustomEvent<AuthenticatedDetail>;
    bpSdkAuthExpired: CustomEvent<AuthExpiredDetail>;
    bpSdkApplicationLoaded: CustomEvent<ApplicationLoadedDetail>;
    bpSdkAnswerChanged: CustomEvent<AnswerChangedDetail>;
    bpSdkStepChanged: CustomEvent<StepChangedDetail>;
    bpSdkQuestionSetCompleted: CustomEvent<QuestionSetCompletedDetail>;
    bpSdkQuotingStarted: CustomEvent<QuotingStartedDetail>;
    bpSdkQuoteUpdated: CustomEvent<QuoteUpdatedDetail>;
    bpSdkQuotingFinished: CustomEvent<QuotingFinishedDetail>;
    bpSdkBindRequested: CustomEvent<BindRequestedDetail>;
    bpSdkBound: CustomEvent<BoundDetail>;
    bpSdkSentToExchange: CustomEvent<SentToExchangeDetail>;
    bpSdkConnectionChanged: CustomEvent<ConnectionChangedDetail>;
    bpSdkAnalytics: CustomEvent<AnalyticsEvent>;
    bpSdkError: CustomEvent<SdkError>;
  }

  export type BindPointWindowEventName = keyof BindPointWindowEventMap;

  // ----- component contracts --------------------------------------------------------

  /**
   * What the SDK hands every external element (`bp-sdk-external-<name>`) as
   * the `sdk` property before it is connected.
   */
  export interface ExternalComponentContext {
    store: BindPointStore;
    /** Translate a label key in the configured locale. */
    t(key: string, params?: Record<string, string | number>): string;
    /** Write an answer through the SDK (validates, updates the store, saves with PATCH). */
    setAnswer(code: string, value: AnswerValue): void;
    locale: string;
  }

  /** Base of every contract: the SDK sets `sdk` on the element it mounts. */
  export interface IComponentContract {
    sdk?: ExternalComponentContext;
  }

  /** Detail of `bpSdkChange`, the event an external input must dispatch (bubbles, composed). */
  export interface ValueChangeDetail<T = AnswerValue> {
    questionCode: string;
    value: T;
  }

  /** Contract shared by question inputs (the props every question-bound input has). */
  export interface IInputComponent<T = AnswerValue> extends IComponentContract {
    /** Code of the question, e.g. `mqs_zipcode`. */
    questionCode: string;
    label?: string;
    value?: T;
    required: boolean;
    disabled: boolean;
    helpText?: string;
  }

  /** `bp-sdk-root`: renders the quoting experience for one application form. */
  export interface IRootComponent extends IComponentContract {
    /** Id or public reference id (`XXX-XXX-XXX`) of the form to load; empty creates one. */
    applicationFormId?: string;
    flow: SdkFlow;
    /** `{code, answer}` pairs to prefill when a new form is created. */
    answers?: AnswerInput[];
    /** A store to use instead of the one from `bp-sdk-setup` (tests). */
    store?: SdkStore;
    hideFooter: boolean;
  }

  /** `bp-sdk-setup`: exchanges the single-use token and creates the store (no markup of its own). */
  export interface ISetupComponent extends IComponentContract {
    sdkClientId: string;
    authToken: string;
    environment: BindPointEnvironment;
    storefrontCode?: string;
    locale: 'en-US';
    debug: boolean;
    getStore(): Promise<SdkStore>;
    refreshSession(authToken: string): Promise<SdkSession>;
  }

  /** `bp-sdk-question-set`: one question set, page by page. Its hook wraps (does not replace) the questions. */
  export interface IQuestionSetComponent extends IComponentContract {
    questionSetCode: string;
    page: number;
    readonly: boolean;
  }

  /** `bp-sdk-quote-request-premium`: the premium of a quote, yearly or monthly. */
  export interface IQuoteRequestPremiumComponent extends IComponentContract {
    premium: Premium;
    period: 'year' | 'month';
  }

  /** `bp-sdk-vehicle-vin`: VIN entry that decodes year, make and model. */
  export interface IVehicleVinComponent extends IInputComponent<string> {
    vehicleId: string;
  }

  /** `bp-sdk-date-input`: a date question; value is an ISO date `YYYY-MM-DD`. */
  export interface IDateInputComponent extends IInputComponent<string> {
    /** Earliest allowed date, ISO. */
    min?: string;
    /** Latest allowed date, ISO. */
    max?: string;
    showCalendar: boolean;
    format: 'MM/DD/YYYY' | 'YYYY-MM-DD';
  }

  /** `bp-sdk-text-input`. */
  export interface ITextInputComponent extends IInputComponent<string> {
    type: 'text' | 'email' | 'tel' | 'url';
    maxLength?: number;
    autocomplete?: string;
  }

  /** `bp-sdk-select-input`. */
  export interface ISelectInputComponent extends IInputComponent<string> {
    options?: QuestionOption[];
    placeholder: string;
  }

  /** `bp-sdk-quote-request-bind`: the bind flow of a quote. The replacement must dispatch `bpSdkBind`. */
  export interface IQuoteRequestBindComponent extends IComponentContract {
    quoteRequestId: string;
    requirePayment: boolean;
  }

  /** `bp-sdk-spinner`. */
  export interface ISpinnerComponent extends IComponentContract {
    active: boolean;
    label?: string;
  }

  /** Names of components that have a contract in this file (the manifest lists all). */
  export interface ComponentContractMap {
    root: IRootComponent;
    setup: ISetupComponent;
    'question-set': IQuestionSetComponent;
    'quote-request-premium': IQuoteRequestPremiumComponent;
    'quote-request-bind': IQuoteRequestBindComponent;
    'vehicle-vin': IVehicleVinComponent;
    'date-input': IDateInputComponent;
    'text-input': ITextInputComponent;
    'select-input': ISelectInputComponent;
    spinner: ISpinnerComponent;
  }
}

// ---------------------------------------------------------------------------
// @bindpoint/sdk-core: initialise the SDK and listen to it
// ---------------------------------------------------------------------------
declare module '@bindpoint/sdk-core' {
  import type {
    BindPointConfig,
    BindPointEnvironment,
    BindPointStore,
    BindPointWindowEventMap,
    EnvironmentHosts,
    LogLevel,
    ResolvedConfig,
  } from '@bindpoint/sdk-types';

  /** The initialised SDK instance. */
  export interface BindPointSdk {
    readonly version: string;
    readonly config: ResolvedConfig;
    readonly store: BindPointStore;
    /** Listen to an SDK window event; returns a function that removes the listener. */
    on<K extends keyof BindPointWindowEventMap>(
      type: K,
      listener: (event: BindPointWindowEventMap[K]) => void,
    ): () => void;
    setLogLevel(level: LogLevel): void;
    /** Tear down listeners, sockets and the store (call on SPA route leave). */
    destroy(): Promise<void>;
  }

  /** Version of the installed SDK, e.g. `4.2.0`. */
  export const SDK_VERSION: string;

  /** Hosts per environment (what `config.hosts` resolves to). */
  export const ENVIRONMENTS: Readonly<Record<BindPointEnvironment, EnvironmentHosts>>;

  /**
   * Validate the configuration and create the store. `bpSdkReady` follows
   * once a session exists (after `exchangeGuestToken` / `exchangeAgentToken`).
   * Call once per page; a second call returns the existing instance.
   * Rejects with a `ConfigError` when a required field is missing.
   */
  export function initialize(config: BindPointConfig): Promise<BindPointSdk>;

  /** The instance created by `initialize`, or `null` before it resolved. */
  export function getSdk(): BindPointSdk | null;

  /** Thrown (rejected) by `initialize` for an invalid configuration. */
  export class ConfigError extends Error {
    readonly field: keyof BindPointConfig;
  }
}

// ---------------------------------------------------------------------------
// @bindpoint/sdk-auth: guest and agent sessions from single-use tokens
// ---------------------------------------------------------------------------
declare module '@bindpoint/sdk-auth' {
  import type {AuthStatus, SdkSession} from '@bindpoint/sdk-types';

  export interface GuestTokenExchange {
    /** Single-use token minted by YOUR back end with the gateway client credentials. Valid 5 minutes. */
    token: string;
    /** Resume this application form instead of starting a new one. */
    applicationFormId?: string;
  }

  export interface AgentTokenExchange {
    /** Single-use agent token minted by your back end for a signed-in Terminal user. Valid 5 minutes. */
    token: string;
  }

  /** Exchange a single-use guest token for an SDK guest session (consumer flow). */
  export function exchangeGuestToken(exchange: GuestTokenExchange): Promise<SdkSession>;

  /** Exchange a single-use agent token for an SDK agent session (partner flow). */
  export function exchangeAgentToken(exchange: AgentTokenExchange): Promise<SdkSession>;

  /** The current session, or `null`. */
  export function getSession(): SdkSession | null;

  export function getAuthStatus(): AuthStatus;

  /** End the session and clear persisted state. */
  export function signOut(): Promise<void>;

  /** Rejected by the exchange functions. `code` is `auth/token-consumed`, `auth/token-expired`, `auth/client-mismatch` or `auth/network`. */
  export class AuthError extends Error {
    readonly code: 'auth/token-consumed' | 'auth/token-expired' | 'auth/client-mismatch' | 'auth/network';
    readonly status: number | null;
  }
}

// ---------------------------------------------------------------------------
// @bindpoint/sdk-redux: store, actions and selectors
// ---------------------------------------------------------------------------
declare module '@bindpoint/sdk-redux' {
  import type {
    Answer,
    AnswerValue,
    ApplicationForm,
    ApplicationFormStatus,
    AuthStatus,
    BindPointEnvironment,
    BindPointStore,
    ConnectionStatus,
    DeepPartial,
    Driver,
    Product,
    Question,
    QuestionSet,
    QuoteRequest,
    QuoteRequestStatus,
    ResolvedConfig,
    RootState,
    SdkAction,
    SdkError,
    SdkNotification,
    SessionRole,
    SessionUser,
    Step,
    ValidationError,
    Vehicle,
  } from '@bindpoint/sdk-types';

  export type {RootState, BindPointStore};

  /** Create a store, optionally preloaded (used by tests and by `initialize`). */
  export function createStore(preloadedState?: DeepPartial<RootState>): BindPointStore;

  /** A complete, valid initial state (nothing loaded). */
  export function createInitialState(): RootState;

  /** Action creators, by slice. */
  export const actions: {
    answers: {
      setAnswer(payload: {code: string; value: AnswerValue}): SdkAction<{code: string; value: AnswerValue}>;
      clearAnswer(payload: {code: string}): SdkAction<{code: string}>;
    };
    navigation: {
      goToStep(payload: {stepId: string}): SdkAction<{stepId: string}>;
      next(): SdkAction<undefined>;
      back(): SdkAction<undefined>;
    };
    products: {
      selectProducts(payload: {productIds: string[]}): SdkAction<{productIds: string[]}>;
    };
    quoteRequests: {
      requestQuotes(): SdkAction<undefined>;
      selectQuoteRequest(payload: {quoteRequestId: string}): SdkAction<{quoteRequestId: string}>;
      pin(payload: {quoteRequestId: string; pinned: boolean}): SdkAction<{quoteRequestId: string; pinned: boolean}>;
    };
    ui: {
      dismissNotification(payload: {id: string}): SdkAction<{id: string}>;
      clearErrors(): SdkAction<undefined>;
    };
  };

  // config
  export function selectConfig(state: RootState): ResolvedConfig | null;
  export function selectIsInitialized(state: RootState): boolean;
  export function selectEnvironment(state: RootState): BindPointEnvironment | null;
  export function selectLocale(state: RootState): string;
  export function selectStorefrontCode(state: RootState): string | null;
  // auth
  export function selectAuthStatus(state: RootState): AuthStatus;
  export function selectIsAuthenticated(state: RootState): boolean;
  export function selectSessionUser(state: RootState): SessionUser | null;
  export function selectSessionRole(state: RootState): SessionRole | null;
  export function selectSessionExpiresAt(state: RootState): number | null;
  // application form
  export function selectApplicationForm(state: RootState): ApplicationForm | null;
  export function selectApplicationFormId(state: RootState): string | null;
  export function selectReferenceId(state: RootState): string | null;
  export function selectApplicationFormStatus(state: RootState): ApplicationFormStatus | null;
  export function selectIsApplicationLoading(state: RootState): boolean;
  export function selectSource(state: RootState): string | null;
  // questions and answers
  export function selectQuestionSets(state: RootState): QuestionSet[];
  export function selectQuestionSetByCode(state: RootState, questionSetCode: string): QuestionSet | undefined;
  export function selectVisibleQuestions(state: RootState, questionSetCode: string): Question[];
  export function selectAnswers(state: RootState): Record<string, Answer>;
  export function selectAnswerByCode(state: RootState, code: string): Answer | undefined;
  export function selectAnswerValue(state: RootState, code: string): AnswerValue;
  export function selectValidationErrors(state: RootState): ValidationError[];
  export function selectUnansweredRequiredQuestions(state: RootState, questionSetCode: string): Question[];
  export function selectIsQuestionSetComplete(state: RootState, questionSetCode: string): boolean;
  export function selectHasUnsavedAnswers(state: RootState): boolean;
  // products
  export function selectProducts(state: RootState): Product[];
  export function selectSelectedProducts(state: RootState): Product[];
  // quote requests
  export function selectQuoteRequests(state: RootState): QuoteRequest[];
  export function selectQuoteRequestById(state: RootState, quoteRequestId: string): QuoteRequest | undefined;
  export function selectQuoteRequestsByStatus(state: RootState, status: QuoteRequestStatus): QuoteRequest[];
  export function selectIsQuoting(state: RootState): boolean;
  export function selectBindableQuoteRequests(state: RootState): QuoteRequest[];
  export function selectLowestPremiumQuoteRequest(state: RootState): QuoteRequest | null;
  export function selectSelectedQuoteRequest(state: RootState): QuoteRequest | null;
  export function selectQuotingProgress(state: RootState): {finished: number; total: number};
  // vehicles and drivers
  export function selectVehicles(state: RootState): Vehicle[];
  export function selectVehicleById(state: RootState, vehicleId: string): Vehicle | undefined;
  export function selectDrivers(state: RootState): Driver[];
  // navigation
  export function selectSteps(state: RootState): Step[];
  export function selectCurrentStep(state: RootState): Step | null;
  export function selectCanGoBack(state: RootState): boolean;
  export function selectCanGoNext(state: RootState): boolean;
  export function selectProgress(state: RootState): number;
  // ui and connection
  export function selectNotifications(state: RootState): SdkNotification[];
  export function selectOpenDialogId(state: RootState): string | null;
  export function selectIsBusy(state: RootState): boolean;
  export function selectErrors(state: RootState): SdkError[];
  export function selectLastError(state: RootState): SdkError | null;
  export function selectConnectionStatus(state: RootState): ConnectionStatus;
  export function selectIsOffline(state: RootState): boolean;

  /**
   * Call `listener` with the selected value now and whenever it changes
   * (compared with `Object.is`). Returns the unsubscribe function.
   */
  export function observe<T>(
    store: BindPointStore,
    selector: (state: RootState) => T,
    listener: (value: T, previous: T | undefined) => void,
  ): () => void;
}

// ---------------------------------------------------------------------------
// @bindpoint/sdk-http: the HTTP client the SDK uses (retries, auth header)
// ---------------------------------------------------------------------------
declare module '@bindpoint/sdk-http' {
  export interface HttpClientOptions {
    baseUrl: string;
    /** Returns the bearer token for each request. */
    getToken?: () => string | null | Promise<string | null>;
    timeoutMs?: number;
    /** Retries of idempotent requests on 429/5xx/network errors. Default 2. */
    retries?: number;
    onRequest?: (request: Request) => void;
    onResponse?: (response: Response, durationMs: number) => void;
  }

  export interface HttpClient {
    get<T>(path: string, init?: RequestInit): Promise<T>;
    post<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
    patch<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
    put<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
    delete<T>(path: string, init?: RequestInit): Promise<T>;
  }

  export function createHttpClient(options: HttpClientOptions): HttpClient;

  export class HttpError extends Error {
    readonly status: number;
    readonly requestId: string | null;
    readonly body: unknown;
  }
}

// ---------------------------------------------------------------------------
// @bindpoint/sdk-requests: typed calls to the Partner API used by the SDK
// ---------------------------------------------------------------------------
declare module '@bindpoint/sdk-requests' {
  import type {AnswerValue, ApplicationForm, QuoteRequest} from '@bindpoint/sdk-types';

  export function createApplicationForm(input: {
    storefrontCode?: string;
    answers: Array<{code: string; answer: AnswerValue}>;
  }): Promise<ApplicationForm>;
  export function getLatestApplicationForm(applicationFormId: string): Promise<ApplicationForm>;
  export function updateAnswers(
    applicationFormId: string,
    answers: Array<{code: string; answer: AnswerValue}>,
  ): Promise<ApplicationForm>;
  export function requestQuotes(applicationFormId: string, productIds: string[]): Promise<QuoteRequest[]>;
  /** Binds a bindable quote without a payment step: for a carrier that takes payment at bind, your agency bills the premium (as `requirePayment = false` on `bp-sdk-quote-request-bind`). */
  export function bindQuoteRequest(quoteRequestId: string): Promise<QuoteRequest>;
  export function sendToExchange(applicationFormId: string): Promise<{referenceId: string}>;
}

// ---------------------------------------------------------------------------
// @bindpoint/sdk-websockets: live quote updates
// ---------------------------------------------------------------------------
declare module '@bindpoint/sdk-websockets' {
  import type {ConnectionStatus, QuoteRequest} from '@bindpoint/sdk-types';

  export type SocketMessage =
    | {type: 'quote_request:updated'; quoteRequest: QuoteRequest}
    | {type: 'application_form:finished_quoting'; applicationFormId: string};

  export interface QuoteSocket {
    readonly status: ConnectionStatus;
    close(): void;
  }

  export function connectQuoteUpdates(
    applicationFormId: string,
    onMessage: (message: SocketMessage) => void,
  ): QuoteSocket;
}

// ---------------------------------------------------------------------------
// @bindpoint/sdk-utility: formatting and validation helpers
// ---------------------------------------------------------------------------
declare module '@bindpoint/sdk-utility' {
  import type {Money} from '@bindpoint/sdk-types';

  /** `formatMoney({amount: 125000, currency: 'USD'}, 'en-US')` → `$1,250.00`. */
  export function formatMoney(money: Money, locale?: string): string;
  /** Strip punctuation: `(555) 010-2000` → `5550102000`. */
  export function normalizePhone(input: string): string;
  /** 17 characters, no I, O or Q, valid check digit. */
  export function isValidVin(vin: string): boolean;
  /** Five digits. */
  export function isValidZipcode(zip: string): boolean;
  /** `ABC-123-XYZ` shape of a public reference id. */
  export function isReferenceId(value: string): boolean;
  export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): (...args: A) => void;
}

// ---------------------------------------------------------------------------
// @bindpoint/sdk-icons
// ---------------------------------------------------------------------------
declare module '@bindpoint/sdk-icons' {
  export type IconName =
    | 'check'
    | 'close'
    | 'chevron-left'
    | 'chevron-right'
    | 'info'
    | 'warning'
    | 'error'
    | 'truck'
    | 'calendar'
    | 'search';
  /** Replace built-in icons with your own SVG markup. */
  export function registerIcons(icons: Partial<Record<IconName, string>>): void;
}

// ---------------------------------------------------------------------------
// @bindpoint/sdk-polyfill
// ---------------------------------------------------------------------------
declare module '@bindpoint/sdk-polyfill' {
  /** Load polyfills (custom elements, fetch, Intl) only when the browser lacks them. */
  export function applyPolyfills(): Promise<void>;
}

// ---------------------------------------------------------------------------
// @bindpoint/sdk-web-components: the bp-sdk-* elements and hook registration
// ---------------------------------------------------------------------------
declare module '@bindpoint/sdk-web-components' {
  import type {ComponentContractMap, IComponentContract} from '@bindpoint/sdk-types';

  /** Name of a built-in component without the `bp-sdk-` prefix, e.g. `date-input`. */
  export type ComponentName = keyof ComponentContractMap | (string & {});

  /**
   * Register `ctor` as `bp-sdk-external-<name>`. From then on the SDK renders
   * that element instead of `bp-sdk-<name>` and does not render the built-in
   * component's own children ("disables html" below it). Must be called
   * before `defineCustomElements` or before the component first renders.
   * Throws when the name is already defined.
   */
  export function defineExternalComponent<N extends ComponentName>(
    name: N,
    ctor: CustomElementConstructor & {
      new (): HTMLElement & (N extends keyof ComponentContractMap ? Partial<ComponentContractMap[N]> : IComponentContract);
    },
  ): void;

  /** `true` when `bp-sdk-external-<name>` is registered. */
  export function hasExternalComponent(name: ComponentName): boolean;

  /** Tag name for a component name: `externalTagName('date-input')` → `bp-sdk-external-date-input`. */
  export function externalTagName(name: ComponentName): `bp-sdk-external-${string}`;
}

declare module '@bindpoint/sdk-web-components/loader' {
  export interface LoaderOptions {
    /** Prefix for assets when they are served from your own path. */
    resourcesUrl?: string;
  }
  /** Define every `bp-sdk-*` custom element (lazy-loaded per component). */
  export function defineCustomElements(win?: Window, options?: LoaderOptions): Promise<void>;
}

// ---------------------------------------------------------------------------
// Global augmentation: typed SDK events on window.
// ---------------------------------------------------------------------------
interface WindowEventMap {
  bpSdkReady: CustomEvent<import('@bindpoint/sdk-types').ReadyDetail>;
  bpSdkAuthenticated: CustomEvent<import('@bindpoint/sdk-types').AuthenticatedDetail>;
  bpSdkAuthExpired: CustomEvent<import('@bindpoint/sdk-types').AuthExpiredDetail>;
  bpSdkApplicationLoaded: CustomEvent<import('@bindpoint/sdk-types').ApplicationLoadedDetail>;
  bpSdkAnswerChanged: CustomEvent<import('@bindpoint/sdk-types').AnswerChangedDetail>;
  bpSdkStepChanged: CustomEvent<import('@bindpoint/sdk-types').StepChangedDetail>;
  bpSdkQuestionSetCompleted: CustomEvent<import('@bindpoint/sdk-types').QuestionSetCompletedDetail>;
  bpSdkQuotingStarted: CustomEvent<import('@bindpoint/sdk-types').QuotingStartedDetail>;
  bpSdkQuoteUpdated: CustomEvent<import('@bindpoint/sdk-types').QuoteUpdatedDetail>;
  bpSdkQuotingFinished: CustomEvent<import('@bindpoint/sdk-types').QuotingFinishedDetail>;
  bpSdkBindRequested: CustomEvent<import('@bindpoint/sdk-types').BindRequestedDetail>;
  bpSdkBound: CustomEvent<import('@bindpoint/sdk-types').BoundDetail>;
  bpSdkSentToExchange: CustomEvent<import('@bindpoint/sdk-types').SentToExchangeDetail>;
  bpSdkConnectionChanged: CustomEvent<import('@bindpoint/sdk-types').ConnectionChangedDetail>;
  bpSdkAnalytics: CustomEvent<import('@bindpoint/sdk-types').AnalyticsEvent>;
  bpSdkError: CustomEvent<import('@bindpoint/sdk-types').SdkError>;
}
