/**
 * The sandbox mock for the API console, in a dedicated worker of its own.
 *
 * Why a worker: msw runs its handlers in the page (its service worker only
 * forwards each request to the page), and the mock validates with Ajv, which
 * compiles schemas to functions. The page's Content-Security-Policy has no
 * 'unsafe-eval'; a worker loaded from its own file on the site's origin runs
 * under the policy its response carries (none on a static host), so the
 * compiling happens here and the page stays strict. It also keeps the
 * compiling of a 200 KB document off the page's main thread.
 *
 * This file is bundled on its own, with everything it imports, by
 * src/plugins/openapi/console-mock-bundle.ts (the site's bundler then sees one
 * module: Ajv, the router and the mock are some 300 modules, which in the
 * site's compilation made every module id of every page one digit longer).
 * Its first message, `init` (start.ts), hands it the bytes of the document
 * (the JSON file of console-document.ts), which it parses here, off the
 * page's main thread; the next, `session` (client.ts), names the tab's
 * session, whose state it reads back.
 *
 * The state lasts for the tab's session: after every request it is written to
 * IndexedDB (structured clone keeps Maps, bytes and the objects the state
 * shares, such as a form under each of its ids), under the session id the
 * page keeps in sessionStorage; a new page of the same tab reads it back.
 */
import {createMock, type Mock} from '../../../../mock';
import type {Environment} from '../../../../mock/hosts';
import {headerPairs, type WorkerReply, type WorkerRequest} from './protocol';
import {pointerSegments} from '@hyperjump/json-pointer';

const DB = 'bp-api-console';
const STORE = 'mock';

let document: Record<string, any> | undefined;
let mock: Mock | undefined;
let session = '';
/** Why `init` failed, for the session's call. */
let startError = '';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await openDb();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request ? request.result : undefined);
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

interface Saved {
  sandbox: unknown;
  production: unknown;
  log: unknown[];
  /** When the session last wrote (ms since the epoch). */
  savedAt?: number;
}

/**
 * A record no tab has written for this long belongs to a tab that closed: it is dropped. Never a
 * record only because it is another session's: every open tab has its own (sessionStorage is per
 * tab), and dropping those wiped the state of the reader's other tabs (issue 49).
 */
export const ABANDONED_MS = 7 * 24 * 3600 * 1000;

async function save(): Promise<void> {
  if (!mock || !session) return;
  const saved: Saved = {sandbox: mock.state('sandbox'), production: mock.state('production'), log: mock.log(), savedAt: Date.now()};
  await withStore('readwrite', (store) => store.put(saved, session));
}

async function restore(): Promise<void> {
  const saved = await withStore<Saved>('readonly', (store) => store.get(session)).catch(() => undefined);
  await withStore('readwrite', (store) => {
    const cursor = store.openCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      const record = at.value as Saved;
      if (at.key !== session && Date.now() - (record.savedAt ?? 0) > ABANDONED_MS) at.delete();
      at.continue();
    };
  }).catch(() => undefined);
  if (!saved || !mock) return;
  for (const environment of ['sandbox', 'production'] as Environment[]) Object.assign(mock.state(environment), saved[environment]);
  mock.log().push(...(saved.log as ReturnType<Mock['log']>));
}

function start(): Mock {
  if (!document) throw new Error('The mock has no document yet (init first)');
  mock ??= createMock({document});
  return mock;
}

/** `/requestBody/applicant/email` → `applicant.email`; `/path/tenant_id` → `tenant_id`. */
function fieldOf(instancePath: string, params: Record<string, any>): {where: string; field: string} {
  const [where = '', ...rest] = pointerSegments(instancePath);
  let field = rest.join('.');
  if (params.missingProperty) field = field ? `${field}.${params.missingProperty}` : params.missingProperty;
  return {where: where === 'requestBody' ? 'body' : where, field};
}

async function answer(message: WorkerRequest): Promise<WorkerReply['result']> {
  switch (message.type) {
    case 'init': {
      try {
        document = JSON.parse(new TextDecoder().decode(message.document));
        start();
      } catch (error) {
        // Nobody awaits the answer to init (start.ts posts it): the session's call reports it.
        startError = `the mock did not start on its document: ${(error as Error).message}`;
        throw error;
      }
      return null;
    }
    case 'session': {
      if (startError) throw new Error(startError);
      session = message.session;
      start();
      await restore();
      return null;
    }
    case 'handle': {
      const m = start();
      const {method, url, headers, body} = message.request;
      const response = await m.handle(new Request(url, {method, headers, body: body ?? undefined}));
      await m.settle();
      await save();
      return {status: response.status, headers: headerPairs(response.headers), body: await response.arrayBuffer()};
    }
    case 'validateRequest': {
      const {router} = start();
      const {errors} = router.validateRequest(router.byId(message.operationId), message.request);
      return errors.map((e) => ({...fieldOf(e.instancePath, e.params ?? {}), message: `${e.message ?? e.keyword}${e.params?.allowedValues ? `: ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` : ''}`}));
    }
    case 'validateResponse': {
      const {router} = start();
      return router.validateResponse(router.byId(message.operationId), message.status, message.body, message.headers);
    }
    case 'reset': {
      start().reset();
      await save();
      return null;
    }
  }
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const {id} = event.data;
  answer(event.data).then(
    (result) => (self as unknown as Worker).postMessage({id, result} satisfies WorkerReply),
    (error: Error) => (self as unknown as Worker).postMessage({id, error: error.message ?? String(error)} satisfies WorkerReply),
  );
};
