/**
 * The mock's worker (bundled on its own, src/plugins/openapi/console-mock-bundle.ts)
 * and the document it serves, started by the click on "Try it" itself
 * (index.tsx loads this module, a chunk of a few hundred bytes, beside the
 * console's own), not after the console's chunk has arrived: on the phone
 * profile they then load beside that chunk instead of after it
 * (scripts/bench/console.mjs). client.ts takes them from here; started once
 * per page, again only after a start that failed.
 */
export interface Started {
  worker: Worker;
  document: Promise<{default: Record<string, unknown>}>;
}

let started: Started | undefined;

/** The mock's worker and its document; the same ones on every later call. */
export function startMock(): Started {
  return (started ??= {
    worker: new Worker(new URL('@generated/bindpoint-openapi/default/console-mock-worker.js', import.meta.url), {name: 'bp-api-console-mock'}),
    document: import(/* webpackChunkName: "api-console-document" */ '@generated/bindpoint-openapi/default/openapi.document.json'),
  });
}

/** After a start that failed: the next one starts afresh. */
export function forgetMock(): void {
  started?.worker.terminate();
  started = undefined;
}
