/**
 * The stand-in's quoting and binding (part of sdk.ts, which re-exports it):
 * the products and quote-request slices of the store, their actions and
 * selectors, `requestQuotes` and `bindQuoteRequest` of sdk-requests, the
 * quoting events, and the two elements the quote-and-bind tutorial puts in
 * its table (`bp-sdk-quote-request-premium`, `bp-sdk-quote-request-bind`).
 *
 * The platform's part is the mock's (src/mock/quoting.ts): the SDK's calls
 * go to `<Partner API host>/sdk/...`, which the test routes to the mock's
 * `/__mock/sdk/...`; the mock decides which carriers get a request, what is
 * bindable for the session and which transitions are legal. Quote updates
 * arrive by polling (the SDK's fallback when WebSockets are off), every
 * POLL_MS while a form is open.
 */
import {api, getSdk, state, update, type Json} from './sdk.js';

const POLL_MS = 200;
/** Statuses of a request still waiting for its carrier: no quote number yet, not finished. */
const WAITING = ['unsent', 'in_progress', 'sent'];

export interface Money {
  amount: number;
  currency: 'USD';
}
export interface Product {
  id: string;
  name: string;
  coverageTypeId: number;
  coverageTypeName: string;
}
export interface QuoteRequest {
  id: string;
  quoteNumber: string | null;
  carrier: {id: string; name: string; logoUrl: string | null};
  product: Product;
  status: string;
  premium: Money | null;
  fees: Money | null;
  taxes: Money | null;
  totalPrice: Money | null;
  coverages: unknown[];
  bindable: boolean;
  pinned: boolean;
  sourceSystem: string | null;
  attachmentIds: string[];
  updatedAt: string;
}
export interface QuotesState {
  products: {available: Product[]; selectedIds: string[]};
  /** `list` is replaced only when a quote changed, so selectQuoteRequests is stable for observe(). */
  quoteRequests: {list: QuoteRequest[]; quoting: boolean; batch: string[]};
}
export const initialQuotesState = (): QuotesState => ({products: {available: [], selectedIds: []}, quoteRequests: {list: [], quoting: false, batch: []}});

type S = QuotesState & {application: {id: string | null; referenceId: string | null}};

// ---- @bindpoint/sdk-redux: selectors and actions
export const selectProducts = (s: S) => s.products.available;
export const selectSelectedProducts = (s: S) => s.products.available.filter((p) => s.products.selectedIds.includes(p.id));
export const selectQuoteRequests = (s: S) => s.quoteRequests.list;
export const selectQuoteRequestById = (s: S, id: string) => s.quoteRequests.list.find((q) => q.id === id);
export const selectQuoteRequestsByStatus = (s: S, status: string) => s.quoteRequests.list.filter((q) => q.status === status);
export const selectIsQuoting = (s: S) => s.quoteRequests.quoting;
let bindable: {list: unknown; value: QuoteRequest[]} | null = null;
/** Memoized like the SDK's selectors (sdk_selectors: React's useSyncExternalStore needs the same array while nothing changed). */
export function selectBindableQuoteRequests(s: S): QuoteRequest[] {
  if (bindable?.list !== s.quoteRequests.list) bindable = {list: s.quoteRequests.list, value: s.quoteRequests.list.filter((q) => q.bindable)};
  return bindable.value;
}
export function selectLowestPremiumQuoteRequest(s: S): QuoteRequest | null {
  const priced = s.quoteRequests.list.filter((q) => q.status === 'completed' && q.totalPrice);
  return priced.reduce<QuoteRequest | null>((low, q) => (!low || q.totalPrice!.amount < low.totalPrice!.amount ? q : low), null);
}
let progress: {list: unknown; batch: unknown; value: {finished: number; total: number}} | null = null;
/** Memoized like the SDK's selectors: the same object while the quote requests are the same (observe() compares with Object.is). */
export function selectQuotingProgress(s: S): {finished: number; total: number} {
  if (progress?.list === s.quoteRequests.list && progress.batch === s.quoteRequests.batch) return progress.value;
  const batch = s.quoteRequests.list.filter((q) => s.quoteRequests.batch.includes(q.id));
  progress = {list: s.quoteRequests.list, batch: s.quoteRequests.batch, value: {finished: batch.filter((q) => !WAITING.includes(q.status)).length, total: batch.length}};
  return progress.value;
}

export const actions = {
  products: {selectProducts: (payload: {productIds: string[]}) => ({type: 'products/selectProducts', payload})},
  quoteRequests: {
    requestQuotes: () => ({type: 'quoteRequests/requestQuotes', payload: undefined}),
    selectQuoteRequest: (payload: {quoteRequestId: string}) => ({type: 'quoteRequests/selectQuoteRequest', payload}),
    pin: (payload: {quoteRequestId: string; pinned: boolean}) => ({type: 'quoteRequests/pin', payload}),
  },
};

/** The store's dispatch for the quoting actions; `false` for any other action. */
export function dispatchQuoting(action: {type: string; payload: any}): boolean {
  const s = state as unknown as S;
  switch (action.type) {
    case 'products/selectProducts':
      update({products: {...s.products, selectedIds: action.payload.productIds.filter((id: string) => s.products.available.some((p) => p.id === id))}} as never);
      return true;
    case 'quoteRequests/requestQuotes':
      if (s.application.id) void requestQuotes(s.application.id, s.products.selectedIds).catch(() => undefined); // reported as bpSdkError by api()
      return true;
    case 'quoteRequests/pin': {
      const {quoteRequestId, pinned} = action.payload as {quoteRequestId: string; pinned: boolean};
      setList(s.quoteRequests.list.map((q) => (q.id === quoteRequestId ? {...q, pinned} : q)));
      void api('POST', `/sdk/quote_requests/${encodeURIComponent(quoteRequestId)}/pin`, {pinned}).catch(() => undefined); // reported as bpSdkError by api()
      return true;
    }
    default:
      return false;
  }
}

/**
 * Whether the quote's carrier takes payment at bind (the mock's `payment_required`): not a field of the
 * SDK's QuoteRequest, so the stand-in keeps it aside for bp-sdk-quote-request-bind.
 */
const paymentRequired = new Map<string, boolean>();

// ---- from the platform's view to the SDK's types
const money = (dollars: number | null): Money | null => (typeof dollars === 'number' ? {amount: Math.round(dollars * 100), currency: 'USD'} : null);
function fromPlatform(q: Json): QuoteRequest {
  paymentRequired.set(q.id, Boolean(q.payment_required));
  return {
    id: q.id,
    quoteNumber: WAITING.includes(q.request_status) ? null : q.quote_number,
    carrier: {id: q.carrier_id, name: q.carrier, logoUrl: null},
    product: {id: q.product.id, name: q.product.name, coverageTypeId: q.coverage_type.id, coverageTypeName: q.coverage_type.name},
    status: q.request_status,
    premium: money(q.premium),
    fees: null,
    taxes: null,
    totalPrice: money(q.premium),
    coverages: [],
    bindable: q.bindable,
    pinned: q.pinned,
    sourceSystem: q.source_system,
    attachmentIds: q.attachment_ids,
    updatedAt: q.updated_at,
  };
}

function setList(list: QuoteRequest[], extra: Partial<S['quoteRequests']> = {}) {
  const s = state as unknown as S;
  update({quoteRequests: {...s.quoteRequests, list, ...extra}} as never);
}

/** Merges what the platform answered; dispatches the events of what changed (none for what a form had when it was opened). */
function receive(quotes: QuoteRequest[], replaceAll: boolean, opening = false) {
  const s = state as unknown as S;
  const before = new Map(s.quoteRequests.list.map((q) => [q.id, q]));
  const merged = replaceAll ? quotes : [...s.quoteRequests.list.filter((q) => !quotes.some((n) => n.id === q.id)), ...quotes];
  const changed = merged.filter((q) => JSON.stringify(before.get(q.id)) !== JSON.stringify(q));
  if (!changed.length && merged.length === before.size) return;
  setList(merged);
  if (opening) return;
  for (const q of changed) {
    window.dispatchEvent(new CustomEvent('bpSdkQuoteUpdated', {detail: {quoteRequest: q}}));
    if (q.status === 'bound' && before.get(q.id)?.status !== 'bound') {
      window.dispatchEvent(new CustomEvent('bpSdkBound', {detail: {quoteRequestId: q.id, quoteNumber: q.quoteNumber, referenceId: s.application.referenceId}}));
    }
  }
  const now = state as unknown as S;
  const progress = selectQuotingProgress(now);
  if (now.quoteRequests.quoting && progress.total && progress.finished === progress.total) {
    const batch = now.quoteRequests.list.filter((q) => now.quoteRequests.batch.includes(q.id));
    setList(now.quoteRequests.list, {quoting: false});
    window.dispatchEvent(
      new CustomEvent('bpSdkQuotingFinished', {
        detail: {referenceId: now.application.referenceId, completed: batch.filter((q) => q.status === 'completed').length, failed: batch.filter((q) => ['failed', 'timed_out'].includes(q.status)).length, bindable: batch.filter((q) => q.bindable).length},
      }),
    );
  }
}

// ---- @bindpoint/sdk-requests
export async function requestQuotes(applicationFormId: string, productIds: string[]): Promise<QuoteRequest[]> {
  const created = ((await api('POST', '/sdk/quote_requests', {application_form_id: applicationFormId, product_ids: productIds})) as unknown as Json[]).map(fromPlatform);
  const s = state as unknown as S;
  setList(s.quoteRequests.list, {quoting: true, batch: created.map((q) => q.id)});
  receive(created, false);
  window.dispatchEvent(new CustomEvent('bpSdkQuotingStarted', {detail: {referenceId: s.application.referenceId, quoteRequestIds: created.map((q) => q.id)}}));
  return created;
}

/**
 * Binds without a payment step: a carrier that takes payment at bind is told the agency bills the premium
 * (as `requirePayment = false` does); bp-sdk-quote-request-bind passes `collected` after its payment step.
 */
export async function bindQuoteRequest(quoteRequestId: string, payment: 'collected' | 'agency_billed' = 'agency_billed'): Promise<QuoteRequest> {
  const quote = fromPlatform(await api('POST', `/sdk/quote_requests/${encodeURIComponent(quoteRequestId)}/bind`, {payment}));
  receive([quote], false);
  return quote;
}

let polling: ReturnType<typeof setInterval> | undefined;
/** Called when a form is loaded: its products and quote requests, then polling for updates. */
export async function openQuotes(applicationFormId: string): Promise<void> {
  clearInterval(polling);
  const products = ((await api('GET', `/sdk/products?application_form_id=${encodeURIComponent(applicationFormId)}`)) as unknown as Json[]).map((p) => ({id: p.id, name: p.name, coverageTypeId: p.coverage_type_id, coverageTypeName: p.name}));
  update({...initialQuotesState(), products: {available: products, selectedIds: []}} as never);
  const poll = async () => receive(((await api('GET', `/sdk/quote_requests?application_form_id=${encodeURIComponent(applicationFormId)}`)) as unknown as Json[]).map(fromPlatform), true);
  receive(((await api('GET', `/sdk/quote_requests?application_form_id=${encodeURIComponent(applicationFormId)}`)) as unknown as Json[]).map(fromPlatform), true, true);
  polling = setInterval(() => void poll().catch(() => undefined), POLL_MS);
}

// ---- @bindpoint/sdk-web-components: the two elements of the comparison table
const locale = () => String(getSdk()?.config.locale ?? 'en-US');
export const formatMoney = (m: Money, l = 'en-US') => new Intl.NumberFormat(l, {style: 'currency', currency: m.currency}).format(m.amount / 100);

/** `bp-sdk-quote-request-premium`: the total and its period, in part `amount` (light DOM in the stand-in). */
export class PremiumElement extends HTMLElement {
  #premium: {total: Money} | null = null;
  #period: 'year' | 'month' = 'year';
  set premium(value: {total: Money}) {
    this.#premium = value;
    this.render();
  }
  get premium() {
    return this.#premium as never;
  }
  set period(value: 'year' | 'month') {
    this.#period = value;
    this.render();
  }
  get period() {
    return this.#period;
  }
  connectedCallback() {
    this.render();
  }
  private render() {
    const span = Object.assign(document.createElement('span'), {textContent: this.#premium ? `${formatMoney(this.#premium.total, locale())} / ${this.#period}` : ''});
    span.setAttribute('part', 'amount');
    this.replaceChildren(span);
  }
}

/**
 * `bp-sdk-quote-request-bind`: on click, a quote that is still bindable; the cancellable
 * `bpSdkBindRequested` (cancelled with `event.detail.preventDefault()`); then `bpSdkBind`; then,
 * when the carrier takes payment at bind and `requirePayment` is true, a payment step (a dialog,
 * `Pay and bind`) before the bind with the payment `collected`; with `requirePayment` false, the
 * bind at once, the agency billing the premium.
 */
export class BindElement extends HTMLElement {
  requirePayment = true;
  get quoteRequestId() {
    return this.getAttribute('quote-request-id') ?? '';
  }
  set quoteRequestId(id: string) {
    this.setAttribute('quote-request-id', id);
  }
  connectedCallback() {
    this.setAttribute('role', 'button');
    this.tabIndex = 0;
    this.onclick = () => {
      const id = this.quoteRequestId;
      if (!selectQuoteRequestById(state as unknown as S, id)?.bindable) return;
      let prevented = false;
      window.dispatchEvent(new CustomEvent('bpSdkBindRequested', {detail: {quoteRequestId: id, preventDefault: () => void (prevented = true)}}));
      if (prevented) return;
      if (!this.dispatchEvent(new CustomEvent('bpSdkBind', {detail: {quoteRequestId: id}, bubbles: true, composed: true, cancelable: true}))) return;
      if (!(paymentRequired.get(id) && this.requirePayment)) {
        void bindQuoteRequest(id, 'agency_billed').catch(() => undefined); // reported as bpSdkError by api()
        return;
      }
      this.paymentStep(id);
    };
  }
  /** The payment step: the carrier, the total, and Pay and bind (the sandbox takes any test card). */
  private paymentStep(id: string) {
    const quote = selectQuoteRequestById(state as unknown as S, id)!;
    const step = document.createElement('div');
    step.setAttribute('role', 'dialog');
    step.setAttribute('aria-label', 'Payment');
    step.className = 'bp-sdk-payment';
    const total = quote.totalPrice ? formatMoney(quote.totalPrice, locale()) : '';
    step.append(Object.assign(document.createElement('p'), {textContent: `${quote.carrier.name} takes payment at bind: ${total} per year.`}));
    const pay = Object.assign(document.createElement('button'), {type: 'button', textContent: 'Pay and bind'});
    pay.onclick = () => {
      step.remove();
      void bindQuoteRequest(id, 'collected').catch(() => undefined); // reported as bpSdkError by api()
    };
    step.append(pay);
    document.body.append(step);
  }
}
