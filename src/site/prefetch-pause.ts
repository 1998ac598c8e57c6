/**
 * A pause of the router's link prefetching while the reader waits for
 * something they asked for. Docusaurus prefetches the chunks of every link in
 * view, and the site runs that queue in idle time (src/plugins/client/
 * idle-prefetch.ts); on a slow phone the queue is still draining seconds after
 * the page loaded, and a click on "Try it" then shared the connection with it
 * (scripts/bench/console.mjs). The one who asks announces the pause with an
 * event on `window` (no import between the two plugins); the queue waits until
 * the promise settles, and never longer than PAUSE_LIMIT_MS.
 */

/** The event's name; its `detail` is the promise to wait for. */
export const PREFETCH_PAUSE_EVENT = 'bindpoint:prefetch-pause';
/** The longest a pause holds the queue, settled or not. */
export const PAUSE_LIMIT_MS = 10_000;

/** Asks the link prefetching to wait until `until` settles. */
export function pausePrefetches(until: Promise<unknown>): void {
  window.dispatchEvent(new CustomEvent<Promise<unknown>>(PREFETCH_PAUSE_EVENT, {detail: until}));
}
