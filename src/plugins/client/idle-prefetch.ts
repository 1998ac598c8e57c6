/**
 * Client module: link prefetches in idle time.
 *
 * Docusaurus prefetches the chunks of every link as it comes into view
 * (core's Link calls `window.docusaurus.prefetch` from an
 * IntersectionObserver). Right after hydration that is every link of the
 * sidebar and the article at once: on an API operation page about 400
 * `<link rel=prefetch>` elements added in one task, a long task on a phone.
 * This module puts a wrapper on `window.docusaurus` (core's own object, set
 * by its client entry and read by Link at each call) that queues each
 * prefetch and runs the queue in idle callbacks, as long as each leaves time.
 * The same prefetches happen, in the same order; the returned promise
 * settles when the prefetch itself has. Measured (decisions/0003, row 17):
 * Lighthouse TBT 269 → 98 ms on the API page and 208 → 103 ms on the
 * component page, median of 5 in turns. Browsers without requestIdleCallback
 * keep core's prefetch.
 *
 * While the reader waits for something they asked for (the API console
 * opening), the queue pauses: src/site/prefetch-pause.ts.
 *
 * The wrapper goes on when the first route has rendered (`onRouteDidUpdate`
 * runs then): core sets `window.docusaurus` after client modules are loaded,
 * and Link's observers fire only after that render.
 */
import {PAUSE_LIMIT_MS, PREFETCH_PAUSE_EVENT} from '../../site/prefetch-pause';

type Prefetch = (path: string) => false | Promise<unknown>;
type Docusaurus = {prefetch: Prefetch; preload: (path: string) => unknown};

/** Milliseconds an idle period must still have for one more prefetch. */
export const IDLE_MARGIN_MS = 2;

/** The pause now open (src/site/prefetch-pause.ts), if any: no prefetch starts until it ends. */
let held: Promise<void> | undefined;

/** Holds the queue until `until` settles, or `limitMs` has passed; a later pause takes its place. */
export function holdPrefetches(until: Promise<unknown>, limitMs = PAUSE_LIMIT_MS): void {
  const end = () => void (held === pause && (held = undefined));
  const pause: Promise<void> = Promise.race([until, new Promise((resolve) => setTimeout(resolve, limitMs))]).then(end, end);
  held = pause;
}

/** A prefetch that queues its calls and runs them in idle callbacks, none while a pause is open. */
export function idlePrefetch(prefetch: Prefetch, requestIdle: (run: (deadline: IdleDeadline) => void) => unknown): Prefetch {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  const schedule = () => {
    if (scheduled || !waiting.length) return;
    scheduled = true;
    requestIdle(drain);
  };
  const drain = (deadline: IdleDeadline) => {
    while (waiting.length && !held && deadline.timeRemaining() > IDLE_MARGIN_MS) waiting.shift()!();
    scheduled = false;
    if (held) void held.then(schedule);
    else schedule();
  };
  return (path) =>
    new Promise((resolve) => {
      waiting.push(() => resolve(prefetch(path)));
      schedule();
    });
}

const WRAPPED = Symbol.for('bindpoint.idle-prefetch');

export function onRouteDidUpdate(): void {
  const w = window as unknown as {docusaurus?: Docusaurus & {[WRAPPED]?: true}};
  const current = w.docusaurus;
  if (!current || current[WRAPPED] || typeof window.requestIdleCallback !== 'function') return;
  window.addEventListener(PREFETCH_PAUSE_EVENT, (event) => holdPrefetches((event as CustomEvent<Promise<unknown>>).detail));
  w.docusaurus = Object.freeze({...current, [WRAPPED]: true as const, prefetch: idlePrefetch(current.prefetch, (run) => window.requestIdleCallback(run))});
}
