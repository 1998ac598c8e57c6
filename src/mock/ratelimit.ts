/**
 * Rate limits per API, per client and rolling minute on the mock's clock, as
 * x-facts states them (`rateLimit<Api>PerMinute`, named per API in
 * src/data/rules/apis.ts). Every answer of a limited API carries the
 * `X-RateLimit-*` headers; over the limit: 429 `rate_limited` (the rules'
 * situation) with `Retry-After` and that API's own limit in the message.
 */
import type {Clock} from './clock';
import type {Environment} from './hosts';
import type {Json} from './http';
import type {RoutedOperation} from './router';
import type {EnvState} from './state';
import {API_LABELS, RATE_LIMIT_FACT, RATE_LIMIT_WINDOW_SECONDS} from '../data/rules';
import {refuse} from './refuse';

export {RATE_LIMIT_FACT};

const WINDOW_MS = RATE_LIMIT_WINDOW_SECONDS * 1000;

function windowOf(op: RoutedOperation, callerKey: string, env: EnvState, now: number): number[] {
  return (env.windows.get(`${op.api}|${callerKey}`) ?? []).filter((t) => now - t < WINDOW_MS);
}

export function checkRateLimit(op: RoutedOperation, environment: Environment, callerKey: string, env: EnvState, clock: Clock, facts: Json): void {
  const name = RATE_LIMIT_FACT[op.api];
  if (!name) return;
  const limit = Number(facts[name]);
  const now = clock.now();
  const slot = `${op.api}|${callerKey}`;
  const times = windowOf(op, callerKey, env, now);
  env.windows.set(slot, times);
  if (times.length >= limit) {
    const retryAfter = Math.max(1, Math.ceil((times[0]! + WINDOW_MS - now) / 1000));
    throw refuse(op, 'rate_limited', {limit, api: API_LABELS[op.api], environment, seconds: retryAfter}, {headers: {'retry-after': String(retryAfter)}});
  }
  times.push(now);
}

/**
 * The `X-RateLimit-*` headers of an answer of a limited API, for the caller's window after the
 * request: the limit, what is left, and the seconds until the oldest request of the window leaves it
 * (0 when the window is empty). None for an API without a limit.
 */
export function rateLimitHeaders(op: RoutedOperation, callerKey: string, env: EnvState, clock: Clock, facts: Json): Record<string, string> {
  const name = RATE_LIMIT_FACT[op.api];
  if (!name) return {};
  const limit = Number(facts[name]);
  const now = clock.now();
  const times = windowOf(op, callerKey, env, now);
  const reset = times.length ? Math.max(0, Math.ceil((times[0]! + WINDOW_MS - now) / 1000)) : 0;
  return {'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(Math.max(0, limit - times.length)), 'x-ratelimit-reset': String(reset)};
}
