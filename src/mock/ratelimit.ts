/**
 * Rate limits per API, per client and rolling minute on the mock's clock, as
 * x-facts states them (`rateLimit<Api>PerMinute`). Over the limit: 429 with
 * `Retry-After`, the `X-RateLimit-*` headers and that API's own limit in the
 * message.
 */
import type {Clock} from './clock';
import type {ApiName, Environment} from './hosts';
import {ApiError, type Json} from './http';
import type {RoutedOperation} from './router';
import type {EnvState} from './state';

/** The x-facts name of each API's limit; an API without one is not limited (see the decision record). */
export const RATE_LIMIT_FACT: Partial<Record<ApiName, string>> = {
  auth: 'rateLimitTokenPerMinute',
  partnerApi: 'rateLimitPartnerPerMinute',
  leadsApi: 'rateLimitLeadsPerMinute',
  intelligence: 'rateLimitIntelligencePerMinute',
  carrierApi: 'rateLimitCarrierPerMinute',
};

const LABEL: Record<ApiName, string> = {
  auth: 'the token endpoint',
  partnerApi: 'the Partner API',
  leadsApi: 'the Leads API',
  hooks: 'the Webhooks API',
  intelligence: 'Insurance Intelligence',
  carrierApi: 'the Carrier API',
};

const WINDOW_MS = 60_000;

export function checkRateLimit(op: RoutedOperation, environment: Environment, callerKey: string, env: EnvState, clock: Clock, facts: Json): void {
  const name = RATE_LIMIT_FACT[op.api];
  if (!name) return;
  const limit = Number(facts[name]);
  const now = clock.now();
  const slot = `${op.api}|${callerKey}`;
  const times = (env.windows.get(slot) ?? []).filter((t) => now - t < WINDOW_MS);
  if (times.length >= limit) {
    const retryAfter = Math.max(1, Math.ceil((times[0]! + WINDOW_MS - now) / 1000));
    env.windows.set(slot, times);
    throw new ApiError(
      429,
      'rate_limited',
      `Rate limit of ${limit} requests per minute exceeded for ${LABEL[op.api]} (${environment}); retry after ${retryAfter} seconds.`,
      [],
      {'retry-after': String(retryAfter), 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(retryAfter)},
    );
  }
  times.push(now);
  env.windows.set(slot, times);
}
