/**
 * Sandbox test carriers that answer by themselves. The fixture world says how
 * each behaves (`sandbox` of src/data/world/carriers.ts: after how many
 * seconds, which status and premium per product; how long a bind takes;
 * whether it takes payment at bind or binds only in its own portal). When the
 * platform sends a sandbox quote request to such a carrier, its answer is
 * scheduled on the mock's clock (real time in `npm run mock`, moved by hand in
 * tests) and taken like `PUT /quote_requests/{quote_number}` (the same rules,
 * events and signatures); so is its `bound` after a bind.
 *
 * Tests that act as the carriers themselves hold the automatic answers:
 * `POST /__mock/carriers {"hold": true}` (or `holdCarriers` of MockOptions).
 * A held answer is dropped, not postponed: releasing the hold answers only the
 * requests sent after it. A carrier answers only a request still `sent` (an
 * answer a test gave first wins) and `bound` only a quote still `binding`.
 */
import type {Services} from './context';
import {applyCarrierUpdate} from './handlers/quotes';
import {sandboxCarrier} from './quoting';
import type {EnvState, QuoteRequest} from './state';

/** Schedules each new request's answer from its sandbox test carrier (none while the carriers are held). */
export function scheduleAnswers(services: Services, env: EnvState, quotes: QuoteRequest[]): void {
  if (services.carriers.held) return;
  for (const quote of quotes) {
    const answer = sandboxCarrier(services, env, quote)?.answers[quote.coverage_type_id];
    if (!answer) continue;
    services.clock.schedule(services.clock.now() + answer.after_seconds * 1000, `${quote.carrier} answers ${quote.quote_number} ${answer.request_status} (sandbox test carrier)`, async () => {
      if (services.carriers.held || quote.request_status !== 'sent') return;
      await applyCarrierUpdate(services, env, quote, {request_status: answer.request_status, premium: answer.premium});
    });
  }
}

/** Schedules the carrier's `bound` for a quote just moved to `binding`. */
export function scheduleBound(services: Services, env: EnvState, quote: QuoteRequest): void {
  const carrier = sandboxCarrier(services, env, quote);
  if (!carrier || services.carriers.held) return;
  services.clock.schedule(services.clock.now() + carrier.bind_after_seconds * 1000, `${quote.carrier} binds ${quote.quote_number} (sandbox test carrier)`, async () => {
    if (services.carriers.held || quote.request_status !== 'binding') return;
    await applyCarrierUpdate(services, env, quote, {request_status: 'bound', premium: quote.premium});
  });
}
