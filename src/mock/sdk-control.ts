/**
 * The SDK's own calls for quoting and binding (quoting.ts has the rules),
 * under the control API next to the one-time exchange, with the session
 * token the exchange gave (`Authorization: Bearer ss_...`):
 *
 *   GET  /__mock/sdk/products?application_form_id=     the products the form may be quoted for
 *   GET  /__mock/sdk/quote_requests?application_form_id=  its quote requests, with `bindable` and `product` for this session
 *   POST /__mock/sdk/quote_requests                    {"application_form_id", "product_ids"}: quote them
 *   POST /__mock/sdk/quote_requests/{id}/bind          {"payment"?: "collected" | "agency_billed"}: bind a completed
 *                                                      quote (a carrier that takes payment at bind needs one; one that
 *                                                      binds only in its own portal is never bindable: 409)
 *   POST /__mock/sdk/quote_requests/{id}/pin           {"pinned": true | false}
 *
 * The sandbox test carriers answer new requests and binds by themselves
 * (carriers.ts, on the mock's clock). Tests acting as a sandbox test carrier
 * hold that (`POST /__mock/carriers {"hold": true}`) and answer themselves
 * (the platform takes it like `PUT /quote_requests/{quote_number}`, same rules):
 *
 *   POST /__mock/quote_requests/answer                 {"quote_number", "request_status", "premium"?, "attachments"?}
 *
 * Errors have the Partner API's shape (`error.code`, `error.message`, `error.request_id`).
 */
import {applyCarrierUpdate} from './handlers/quotes';
import type {Environment} from './hosts';
import {ApiError, errorBody, requestId, type Json} from './http';
import {bindable, bindQuote, bindRules, pinQuote, productsFor, requestQuotes, sessionForm} from './quoting';
import {scheduleAnswers, scheduleBound} from './carriers';
import type {EnvState, QuoteRequest, SdkSession} from './state';
import type {Mock} from './types';
import {quotesOf, quoteView} from './views';

const answer = (status: number, body: unknown, id: string) =>
  new Response(JSON.stringify(body, null, 2), {status, headers: {'content-type': 'application/json', 'x-request-id': id}});

function sessionOf(request: Request, env: EnvState, now: number): SdkSession {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const session = token ? env.sessions.get(token) : undefined;
  if (!session) throw new ApiError(401, 'unauthorized', 'Send the session token of the SDK exchange as a bearer token.');
  if (now >= session.expires_at) throw new ApiError(401, 'unauthorized', 'The SDK session expired; exchange a new token.');
  return session;
}

/** A quote request as the SDK receives it: the Partner API's view, its product, and whether this session may bind it. */
function sdkView(mock: Mock, env: EnvState, session: SdkSession, quote: QuoteRequest): Json {
  const product = (mock.world.products ?? []).find((p) => p.coverage_type_id === quote.coverage_type_id);
  const rules = bindRules(mock.services, env, quote);
  return {...quoteView(env, quote, mock.world.coverage_types), product: product ?? null, bindable: bindable(mock.services, env, session, quote), payment_required: rules.paymentRequired, binds_through_portal: rules.portalOnly};
}

/** Handles the paths above; `null` for any other control path. */
export async function handleSdkControl(request: Request, path: string, body: Json, url: URL, mock: Mock): Promise<Response | null> {
  const sdkPath = /^\/sdk\/(products|quote_requests)(?:\/([^/]+)\/(bind|pin))?$/.exec(path);
  const carrierAnswer = request.method === 'POST' && path === '/quote_requests/answer';
  if (!sdkPath && !carrierAnswer) return null;
  const env = mock.state((body.environment ?? url.searchParams.get('environment') ?? 'sandbox') as Environment);
  const id = requestId(mock.clock.now());
  try {
    if (carrierAnswer) {
      const quote = env.quoteRequests.get(String(body.quote_number));
      if (!quote) throw new ApiError(404, 'not_found', `No quote request ${body.quote_number} in the ${env.environment} environment.`);
      const {quote_number: _number, environment: _environment, ...input} = body;
      const result = await applyCarrierUpdate(mock.services, env, quote, input);
      await mock.settle();
      return answer(200, result, id);
    }
    const session = sessionOf(request, env, mock.clock.now());
    const view = (q: QuoteRequest) => sdkView(mock, env, session, q);
    const [, resource, quoteId, action] = sdkPath!;
    const formId = String(url.searchParams.get('application_form_id') ?? body.application_form_id ?? '');
    let result: unknown;
    if (resource === 'products' && request.method === 'GET') {
      result = productsFor(mock.services, env, sessionForm(mock.services, env, session, formId));
    } else if (resource === 'quote_requests' && action === 'bind' && request.method === 'POST') {
      const bound = await bindQuote(mock.services, env, session, decodeURIComponent(quoteId!), body.payment);
      scheduleBound(mock.services, env, bound);
      result = view(bound);
    } else if (resource === 'quote_requests' && action === 'pin' && request.method === 'POST') {
      result = view(await pinQuote(mock.services, env, session, decodeURIComponent(quoteId!), body.pinned));
    } else if (resource === 'quote_requests' && !quoteId && request.method === 'GET') {
      result = quotesOf(env, sessionForm(mock.services, env, session, formId)).map(view);
    } else if (resource === 'quote_requests' && !quoteId && request.method === 'POST') {
      const productIds = Array.isArray(body.product_ids) ? body.product_ids.map(String) : [];
      const created = await requestQuotes(mock.services, env, session, formId, productIds);
      scheduleAnswers(mock.services, env, created);
      result = created.map(view);
    } else {
      throw new ApiError(405, 'invalid_request', `${request.method} is not an SDK call at ${path}.`);
    }
    await mock.settle();
    return answer(request.method === 'GET' || action === 'pin' ? 200 : action === 'bind' ? 202 : 201, result, id);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return answer(error.status, errorBody(error.code, error.message, error.details, id), id);
  }
}
