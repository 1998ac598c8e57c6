/**
 * A MINIMAL TEST STAND-IN for the Storefront SDK packages, which are
 * fictional (@bindpoint/sdk-core, -auth, -redux, -requests, -utility,
 * -web-components): just the part of the declared API
 * (src/data/sdk/bindpoint-sdk.d.ts) that the tutorials' printed front-end code
 * calls, doing what the declaration says against the mock. It is not the SDK
 * and renders no question sets or quote cards: `bp-sdk-root` loads the form it
 * is given (with its products and quote requests) and reports it,
 * `bp-sdk-send-to-exchange` lends it. The tutorial pages import
 * it through an import map (tests/tutorials/support/front-end.ts), one module
 * for every package. Quoting and binding are in quotes.ts, which it re-exports.
 *
 * The exchange goes to the auth host's `/sdk/sessions`, which the test routes
 * to the mock's control API (`POST /__mock/sdk/sessions`, the one-time
 * exchange); every other call goes to the Partner API host with the session
 * token, which the test routes to the mock (its `/sdk/...` paths, the SDK's own
 * quoting calls, to `/__mock/sdk/...`).
 */
import {hosts} from './hosts.js';
import {dispatchQuoting, initialQuotesState, openQuotes, BindElement, PremiumElement, type QuotesState} from './quotes.js';

export * from './quotes.js';
export type Json = Record<string, any>;

interface SessionUser {
  uid: string;
  role: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  roles: string[];
}

interface SdkSession {
  role: 'guest' | 'agent';
  user: SessionUser;
  expiresAt: number;
  applicationFormId: string | null;
  /** Not in the declared API: the bearer token the stand-in sends. */
  token: string;
  tenantId: string;
}

interface State extends QuotesState {
  auth: {status: 'unauthenticated' | 'authenticated' | 'expired'; session: SdkSession | null};
  application: {id: string | null; referenceId: string | null};
}

// ---- @bindpoint/sdk-redux: a store of plain state, observe() and the selectors the pages use.
const listeners = new Set<() => void>();
export let state: State = {auth: {status: 'unauthenticated', session: null}, application: {id: null, referenceId: null}, ...initialQuotesState()};
const store = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  dispatch(action: {type: string; payload: any}) {
    if (!dispatchQuoting(action)) throw new Error(`The SDK test stand-in does not handle ${action.type}`);
    return action;
  },
};
export function update(patch: Partial<State>) {
  state = {...state, ...patch};
  for (const listener of listeners) listener();
}

export function observe<T>(s: typeof store, selector: (state: State) => T, listener: (value: T, previous: T | undefined) => void): () => void {
  let last = selector(s.getState());
  listener(last, undefined);
  return s.subscribe(() => {
    const next = selector(s.getState());
    if (Object.is(next, last)) return;
    const previous = last;
    last = next;
    listener(next, previous);
  });
}
export const selectAuthStatus = (s: State) => s.auth.status;
export const selectSessionRole = (s: State) => s.auth.session?.role ?? null;
export const selectSessionUser = (s: State) => s.auth.session?.user ?? null;
export const selectSessionExpiresAt = (s: State) => s.auth.session?.expiresAt ?? null;
export const selectReferenceId = (s: State) => s.application.referenceId;
export const selectApplicationFormId = (s: State) => s.application.id;
// The stand-in renders no question sets: these are empty, as before a form is loaded. Quotes: quotes.ts.
export const selectCurrentStep = (_s: State) => null;
export const selectQuestionSets = (_s: State) => [];
export const selectUnansweredRequiredQuestions = (_s: State, _code: string) => [];
export const selectHasUnsavedAnswers = (_s: State) => false;

// ---- @bindpoint/sdk-core
interface Sdk {
  version: string;
  config: Json;
  store: typeof store;
  on(type: string, listener: (event: any) => void): () => void;
}
let instance: Sdk | null = null;

export class ConfigError extends Error {}

export async function initialize(config: Json): Promise<Sdk> {
  if (instance) return instance;
  // The declared BindPointConfig (src/data/sdk/bindpoint-sdk.d.ts) requires clientId and environment; storefrontCode is optional.
  for (const field of ['clientId', 'environment']) if (!config[field]) throw new ConfigError(`initialize(): ${field} is required`);
  if (config.storefrontCode !== undefined && (typeof config.storefrontCode !== 'string' || !config.storefrontCode)) throw new ConfigError('initialize(): storefrontCode is a storefront code, or left out');
  if ('clientSecret' in config) throw new ConfigError('initialize(): a client secret never goes to the browser');
  if (config.environment !== 'sandbox') throw new ConfigError('The test stand-in serves the sandbox only');
  instance = {
    version: '4.2.0',
    config: {locale: 'en-US', ...config},
    store,
    on(type, listener) {
      window.addEventListener(type, listener);
      return () => window.removeEventListener(type, listener);
    },
  };
  return instance;
}
export const getSdk = () => instance;

// ---- @bindpoint/sdk-auth
export class AuthError extends Error {
  constructor(
    readonly code: 'auth/token-consumed' | 'auth/token-expired' | 'auth/client-mismatch' | 'auth/network',
    message: string,
    readonly status: number | null,
  ) {
    super(`${code}: ${message}`);
  }
}

function fail(type: string, code: string, message: string, status: number | null): never {
  window.dispatchEvent(new CustomEvent('bpSdkError', {detail: {code, message, status}}));
  throw new AuthError(code as AuthError['code'], message, status);
}

async function exchange(role: 'guest' | 'agent', token: string, applicationFormId?: string): Promise<SdkSession> {
  if (!instance) fail('auth', 'auth/client-mismatch', 'initialize() first', null);
  let response: Response;
  try {
    response = await fetch(`${hosts.auth}/sdk/sessions`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({token, sdk_client_id: instance!.config.clientId, ...(applicationFormId === undefined ? {} : {application_form_id: applicationFormId})}),
    });
  } catch (error) {
    fail('auth', 'auth/network', String(error), null);
  }
  const body = (await response!.json()) as Json;
  if (!response!.ok) {
    const message = String(body.error ?? '');
    const code = /already exchanged|single use/i.test(message) ? 'auth/token-consumed' : /expired/i.test(message) ? 'auth/token-expired' : 'auth/client-mismatch';
    fail('auth', code, message, response!.status);
  }
  if (body.role !== role) fail('auth', 'auth/client-mismatch', `a ${body.role} token cannot start a ${role} session`, 403);
  const user = body.user as Json | undefined;
  const session: SdkSession = {
    role,
    user: {uid: user?.uid ?? body.token.slice(3, 39), role, email: user?.email ?? null, firstName: user?.first_name ?? null, lastName: user?.last_name ?? null, roles: user?.roles ?? []},
    expiresAt: Date.parse(body.expires_at),
    applicationFormId: body.application_form_id ?? null,
    token: body.token,
    tenantId: body.tenant_id,
  };
  update({auth: {status: 'authenticated', session}});
  window.dispatchEvent(new CustomEvent('bpSdkAuthenticated', {detail: {role, uid: session.user.uid, expiresAt: session.expiresAt}}));
  return session;
}
export const exchangeGuestToken = (input: {token: string; applicationFormId?: string}) => exchange('guest', input.token, input.applicationFormId);
export const exchangeAgentToken = (input: {token: string}) => exchange('agent', input.token);
export const getSession = () => state.auth.session;
export async function signOut(): Promise<void> {
  update({auth: {status: 'unauthenticated', session: null}, application: {id: null, referenceId: null}, ...initialQuotesState()});
}

// ---- @bindpoint/sdk-requests: Partner API calls with the session token.
export async function api(method: string, path: string, body?: unknown): Promise<Json> {
  const session = state.auth.session;
  if (!session) throw new Error('No SDK session: exchange a token first');
  const response = await fetch(`${hosts.partnerApi}${path}`, {
    method,
    headers: {Authorization: `Bearer ${session.token}`, ...(body === undefined ? {} : {'content-type': 'application/json'})},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? (JSON.parse(text) as Json) : {};
  if (!response.ok) {
    const detail = {code: `http/${response.status}`, message: json.error?.message ?? json.message ?? text, status: response.status, requestId: response.headers.get('x-request-id')};
    window.dispatchEvent(new CustomEvent('bpSdkError', {detail}));
    throw Object.assign(new Error(`${detail.code}: ${detail.message}`), detail);
  }
  return json;
}
const camel = (form: Json) => ({id: form.id, referenceId: form.reference_id, status: form.status});
/**
 * Creates a form in the session. A consumer-flow SDK writes its `storefrontCode` to the form's `storefront_code`
 * (globals: "saved as storefront_code on application forms the SDK creates"); without one the Partner API gives
 * the form the tenant's main storefront. A partner-flow (Terminal) form has no storefront.
 */
export async function createApplicationForm(input: {answers: Array<{code: string; answer: unknown}>}) {
  const session = state.auth.session!;
  const storefront = session.role === 'guest' && instance?.config.flow !== 'partner' ? (instance?.config.storefrontCode as string | undefined) : undefined;
  const created = await api('POST', `/tenants/${session.tenantId}/application_forms`, {application_form: {mark_in_progress: true, ...(storefront ? {storefront_code: storefront} : {}), answer_values: input.answers}});
  return camel(created);
}
export async function getLatestApplicationForm(id: string) {
  return camel(await api('GET', `/application_forms/${encodeURIComponent(id)}/latest`));
}
export async function lendApplicationForm(applicationFormId: string) {
  const session = state.auth.session!;
  return api('POST', `/tenants/${session.tenantId}/lent_application_forms`, {lent_application_form: {application_form_id: applicationFormId}});
}

// ---- @bindpoint/sdk-utility
export const isValidZipcode = (zip: string) => /^\d{5}$/.test(zip);
export const normalizePhone = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

// ---- @bindpoint/sdk-web-components: custom-element hooks (sdk_custom_elements). The stand-in's components render
// no hooks themselves; a test creates bp-sdk-external-<name> as the component would, setting the contract's properties.
export const externalTagName = (name: string) => `bp-sdk-external-${name}` as const;
export const hasExternalComponent = (name: string) => customElements.get(externalTagName(name)) !== undefined;
export function defineExternalComponent(name: string, ctor: CustomElementConstructor): void {
  if (!/^[a-z]+(-[a-z]+)*$/.test(name) || name === 'root' || name === 'setup') throw new Error(`defineExternalComponent(): ${name} is not a component with a custom element hook`);
  customElements.define(externalTagName(name), ctor);
}

// ---- @bindpoint/sdk-web-components/loader
class RootElement extends HTMLElement {
  answers: unknown[] = [];
  #formId: string | null = null;
  get applicationFormId() {
    return this.#formId;
  }
  /** Loads the form in the session (the Partner API decides whether the session may open it) and reports it. */
  set applicationFormId(id: string | null) {
    this.#formId = id;
    if (!id) return;
    getLatestApplicationForm(id).then(
      async (form) => {
        await openQuotes(form.id);
        this.setAttribute('data-loaded', form.referenceId);
        update({application: {id: form.id, referenceId: form.referenceId}});
        window.dispatchEvent(new CustomEvent('bpSdkApplicationLoaded', {detail: {applicationFormId: form.id, referenceId: form.referenceId, resumed: true}}));
      },
      (error: Error) => this.setAttribute('data-error', error.message),
    );
  }
  /** The attribute loads the form too, when the page sets it and whenever it changes (React and Angular bind it). */
  static observedAttributes = ['application-form-id'];
  attributeChangedCallback(_name: string, previous: string | null, id: string | null) {
    if (id && id !== previous) this.applicationFormId = id;
  }
}

class SendToExchangeElement extends HTMLElement {
  /** Lends the loaded form on click (the real component asks to confirm first). */
  connectedCallback() {
    this.setAttribute('role', 'button');
    this.onclick = () => {
      const formId = state.application.id;
      if (!formId) return;
      lendApplicationForm(formId).then(
        () => window.dispatchEvent(new CustomEvent('bpSdkSentToExchange', {detail: {applicationFormId: formId, referenceId: state.application.referenceId}})),
        () => undefined, // reported as bpSdkError by api()
      );
    };
  }
}

/**
 * `bp-sdk-setup`, the declarative initialize() and exchange: setting `authToken` (property or
 * `auth-token` attribute) initializes with `sdkClientId`, `environment` and `storefrontCode` and
 * exchanges the token (a guest's `gt_` or an agent's `at_`); failures are reported as bpSdkError.
 */
class SetupElement extends HTMLElement {
  static observedAttributes = ['sdk-client-id', 'storefront-code', 'environment', 'auth-token'];
  sdkClientId = '';
  storefrontCode: string | undefined = undefined;
  environment = 'sandbox';
  #token = '';
  get authToken() {
    return this.#token;
  }
  set authToken(token: string) {
    if (!token || token === this.#token) return;
    this.#token = token;
    const role = token.startsWith('at_') ? 'agent' : 'guest';
    initialize({clientId: this.sdkClientId, environment: this.environment, storefrontCode: this.storefrontCode, flow: role === 'agent' ? 'partner' : 'consumer'})
      .then(() => exchange(role, token))
      .catch((error: Error) => {
        if (!(error instanceof AuthError)) window.dispatchEvent(new CustomEvent('bpSdkError', {detail: {code: 'config/invalid', message: error.message, status: null}}));
      });
  }
  attributeChangedCallback(name: string, _previous: string | null, value: string | null) {
    if (name === 'sdk-client-id') this.sdkClientId = value ?? '';
    else if (name === 'storefront-code') this.storefrontCode = value ?? undefined;
    else if (name === 'environment') this.environment = value ?? 'sandbox';
    else this.authToken = value ?? '';
  }
}

export async function defineCustomElements(): Promise<void> {
  if (!customElements.get('bp-sdk-setup')) customElements.define('bp-sdk-setup', SetupElement);
  if (!customElements.get('bp-sdk-root')) customElements.define('bp-sdk-root', RootElement);
  if (!customElements.get('bp-sdk-send-to-exchange')) customElements.define('bp-sdk-send-to-exchange', SendToExchangeElement);
  if (!customElements.get('bp-sdk-quote-request-premium')) customElements.define('bp-sdk-quote-request-premium', PremiumElement);
  if (!customElements.get('bp-sdk-quote-request-bind')) customElements.define('bp-sdk-quote-request-bind', BindElement);
  for (const tag of ['bp-sdk-queue']) if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
}
