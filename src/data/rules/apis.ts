/**
 * Rules of each API as a whole: its name in messages, its rate limit (the
 * x-facts name of its requests per minute per client; an API without one is
 * not limited), and what a carrier's client may call.
 *
 * Rate-limit headers: every answer of a rate-limited API carries
 * `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (its
 * success answers and its errors alike, as real APIs do); a 429 adds
 * `Retry-After`. The OpenAPI document declares them on every response of those
 * operations (src/data/rules/openapi.ts), the mock sends them
 * (src/mock/ratelimit.ts), and the API overview renders this rule.
 */
import type {ApiName} from './types';

export const API_LABELS: Record<ApiName, string> = {
  auth: 'the token endpoint',
  partnerApi: 'the Partner API',
  leadsApi: 'the Leads API',
  hooks: 'the Webhooks API',
  intelligence: 'Insurance Intelligence',
  carrierApi: 'the Carrier API',
};

/** The x-facts name of each API's limit; the Webhooks API has none. */
export const RATE_LIMIT_FACT: Partial<Record<ApiName, string>> = {
  auth: 'rateLimitTokenPerMinute',
  partnerApi: 'rateLimitPartnerPerMinute',
  leadsApi: 'rateLimitLeadsPerMinute',
  intelligence: 'rateLimitIntelligencePerMinute',
  carrierApi: 'rateLimitCarrierPerMinute',
};

/** The headers every answer of a rate-limited API carries, in this order. */
export const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as const;

/** The rolling window of every rate limit. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/**
 * What a carrier's client may call. A carrier is not a tenant (platform model: "Carriers update PUT
 * /quote_requests/{quote_number}"): its client updates the quote requests sent to its carrier,
 * downloads their documents and reads market intelligence with its own Carrier API key. Every other
 * operation refuses a carrier's client with 403 `forbidden` (shared.ts, `carrier_client`).
 */
export const CARRIER_OPERATIONS: ReadonlySet<string> = new Set(['updateQuoteRequest', 'getAttachment', 'getMarketRecommendation']);

/**
 * Headers an answer may carry whatever the operation: the body's type and length (HTTP's framing)
 * and the request id (`X-Request-Id`, x-facts `requestIdHeader`), which the API overview states
 * once for every answer.
 */
export const UNIVERSAL_HEADERS: ReadonlySet<string> = new Set(['content-type', 'content-length', 'x-request-id']);

/** The headers the rules add to responses, as the OpenAPI document's `components.headers` declares them. */
export const HEADER_DEFINITIONS: Record<string, {component: string; description: string; schema: Record<string, unknown>; required: boolean}> = {
  'Retry-After': {component: 'RetryAfter', description: 'Seconds to wait before retrying.', schema: {type: 'integer', minimum: 1}, required: true},
  'X-RateLimit-Limit': {component: 'RateLimitLimit', description: 'Requests allowed per minute for your client on this API.', schema: {type: 'integer', minimum: 1}, required: true},
  'X-RateLimit-Remaining': {component: 'RateLimitRemaining', description: 'Requests left in the current window.', schema: {type: 'integer', minimum: 0}, required: true},
  'X-RateLimit-Reset': {component: 'RateLimitReset', description: 'Seconds until the oldest request of the current window leaves it and `X-RateLimit-Remaining` grows (0 when the window is empty).', schema: {type: 'integer', minimum: 0}, required: true},
  Allow: {component: 'Allow', description: 'The methods the path takes, comma-separated (RFC 9110, 10.2.1).', schema: {type: 'string', minLength: 1}, required: true},
  'Idempotent-Replayed': {component: 'IdempotentReplayed', description: '`true` when this is the replay of an earlier answer to the same `Idempotency-Key` and body.', schema: {type: 'string', const: 'true'}, required: false},
};

/**
 * What a webhook delivery carries that the platform sets: the x-facts names of its own headers (the event,
 * its id, the hook, the request, the attempt, the signature) and HTTP's headers of the request it sends. A
 * hook's static `header` may take none of these names, whatever their case (createHook and updateHook answer
 * 422, `reserved`): it could replace the signature a receiver verifies, or break the request's framing.
 */
export const DELIVERY_HEADER_FACTS = ['eventHeader', 'eventIdHeader', 'hookIdHeader', 'requestIdHeader', 'attemptHeader', 'signatureHeader'] as const;
export const DELIVERY_HTTP_HEADERS = ['Content-Type', 'Content-Length', 'Transfer-Encoding', 'Host', 'Connection', 'User-Agent'] as const;

/** The names a hook's header may not take, from a document's x-facts (lower case). */
export function reservedHookHeaders(facts: Record<string, unknown>): Set<string> {
  return new Set([...DELIVERY_HEADER_FACTS.map((name) => String(facts[name] ?? '')), ...DELIVERY_HTTP_HEADERS].filter(Boolean).map((h) => h.toLowerCase()));
}
