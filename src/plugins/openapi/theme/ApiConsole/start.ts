/**
 * The mock, started by the click on "Try it" itself (index.tsx imports this
 * module: a few hundred bytes of the API page's chunk), not after the
 * console's chunk has arrived and rendered: its worker (bundled on its own,
 * src/plugins/openapi/console-mock-bundle.ts) and the document it serves (a
 * JSON file, console-document.ts), whose bytes the page hands to the worker
 * as they arrive (`init`); the worker parses them off the page's main thread
 * while the console's chunk loads. On the phone profile the worker's script
 * is then the last file to arrive (scripts/bench/console.mjs). client.ts
 * takes the worker from here and gives it this tab's session; started once
 * per page, again only after a start that failed.
 */
import type {WorkerRequest} from './protocol';

/** The id of the `init` message; client.ts numbers its own calls from 1. */
export const INIT_ID = 0;

export interface Started {
  worker: Worker;
  /** The document has been handed to the worker (or could not be fetched). */
  document: Promise<void>;
  /** Rejects when the worker's script does not load (offline, a blocked file) or fails to run. */
  failed: Promise<never>;
}

let started: Started | undefined;

/** Fetches the document beside the worker's script (a fetch from the worker would wait for it) and hands it over. */
async function handOver(worker: Worker): Promise<void> {
  const response = await fetch(new URL('@generated/bindpoint-openapi/default/openapi.document.json', import.meta.url));
  if (!response.ok) throw new Error(`the mock's document did not load (${response.status})`);
  const document = await response.arrayBuffer();
  worker.postMessage({id: INIT_ID, type: 'init', document} satisfies WorkerRequest, [document]);
}

/** The mock's worker, on its way to its document; the same one on every later call. */
export function startMock(): Started {
  if (started) return started;
  const worker = new Worker(new URL('@generated/bindpoint-openapi/default/console-mock-worker.js', import.meta.url), {name: 'bp-api-console-mock'});
  const document = handOver(worker);
  const failed = new Promise<never>((_, reject) => worker.addEventListener('error', (event) => reject(new Error(`the mock's worker did not start${event.message ? ` (${event.message})` : ''}`))));
  // Awaited by client.ts; a console that never loads must not leave them unhandled.
  document.catch(() => undefined);
  failed.catch(() => undefined);
  return (started = {worker, document, failed});
}

/** After a start that failed: the next one starts afresh. */
export function forgetMock(): void {
  started?.worker.terminate();
  started = undefined;
}
