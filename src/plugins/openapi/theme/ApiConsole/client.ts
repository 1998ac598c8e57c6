/**
 * The console's transport: the mock in this browser (the console's service
 * worker, `static/api-console-sw.js`, in front of the mock's own worker,
 * mock.worker.ts) or the real sandbox host.
 *
 * The service worker hands each of this page's requests to the platform's
 * hosts (and to `__mock/`, the mock's control API) to this page, which posts
 * it to the mock's worker and hands back the answer. A request for the
 * Sandbox carries a header that tells the service worker to send it on (it
 * removes the header first): the choice belongs to the request, and so to
 * the console that sends it (one client serves every console of the page; a
 * shared switch sent one console's request to the other's server, issue 49).
 * Every request leaves with `credentials: 'omit'` and goes straight to the
 * host: no proxy of ours or of anyone else.
 *
 * Our own service worker rather than msw's (decisions/0023): msw's browser
 * side was 92 KB gzip of the console's first load. The mock's msw handlers
 * (src/mock/msw.ts) still serve the Node tests.
 */
import {identity} from '../../../../site/identity';
import {forgetMock, INIT_ID, startMock} from './start';
import {headerPairs, type FieldProblem, type RequestToValidate, type WireRequest, type WireResponse, type WorkerMessage, type WorkerReply, type WorkerRequest} from './protocol';

export type Target = 'mock' | 'sandbox';

const SESSION_KEY = 'bp-api-console:session';
/** The header that marks a request for the sandbox (static/api-console-sw.js removes it). */
export const SANDBOX_MARK = 'x-bp-console-target';
/** The service worker's file (static/), with the platform's domain it answers for. */
export const SERVICE_WORKER = 'api-console-sw.js';

type Pending = {resolve: (value: any) => void; reject: (error: Error) => void};

export interface ConsoleClient {
  /** Sends a request to the mock in this browser, or to the sandbox host itself. */
  send(url: string, init: {method: string; headers: Record<string, string>; body?: BodyInit}, target: Target): Promise<Response>;
  validateRequest(operationId: string, request: RequestToValidate): Promise<FieldProblem[]>;
  validateResponse(operationId: string, status: number, body: unknown, headers: Record<string, string>): Promise<string[]>;
  resetMock(): Promise<void>;
}

function sessionId(): string {
  try {
    let id = sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return 'no-session-storage';
  }
}

let shared: Promise<ConsoleClient> | undefined;

/** The one client of this page (and of the pages it navigates to): the workers start once. */
export function consoleClient(baseUrl: string): Promise<ConsoleClient> {
  shared ??= create(baseUrl);
  shared.catch(() => {
    shared = undefined;
    forgetMock();
  });
  return shared;
}

/** Registers the service worker and waits until it controls this page. */
async function controlled(baseUrl: string): Promise<ServiceWorkerContainer> {
  const container = navigator.serviceWorker;
  await container.register(`${baseUrl}${SERVICE_WORKER}?domain=${encodeURIComponent(identity.domain)}`, {scope: baseUrl});
  if (!container.controller) {
    // A first registration: the worker claims this page when it activates.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the console\'s service worker did not take this page within 20 s')), 20_000);
      container.addEventListener('controllerchange', () => (clearTimeout(timer), resolve()), {once: true});
    });
  }
  return container;
}

async function create(baseUrl: string): Promise<ConsoleClient> {
  if (!('serviceWorker' in navigator)) {
    throw new Error('This browser does not allow service workers on this page (a private window, or a policy), so the mock cannot run here. Choose the Sandbox, or run the mock on your machine with npm run mock.');
  }
  // The mock's worker, on its way to its document since the click (start.ts), and the service worker.
  const {worker, document, failed} = startMock();
  const serviceWorker = controlled(baseUrl);
  let nextId = INIT_ID + 1;
  const pending = new Map<number, Pending>();
  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    const waiting = pending.get(event.data.id);
    if (!waiting) return;
    pending.delete(event.data.id);
    if (event.data.error !== undefined) waiting.reject(new Error(event.data.error));
    else waiting.resolve(event.data.result);
  };
  // A worker that failed answers nothing: every call waiting, and every later one, fails instead.
  let dead: Error | undefined;
  failed.catch((error: Error) => {
    dead = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  const call = <T>(message: WorkerMessage, transfer: Transferable[] = []): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (dead) return reject(dead);
      const id = nextId++;
      pending.set(id, {resolve, reject});
      worker.postMessage({...message, id} as WorkerRequest, transfer);
    });
  await document;
  // This tab's session: the worker reads back its state once it has parsed the document.
  await call({type: 'session', session: sessionId()});

  // The service worker's requests of this page: each acknowledged at once, then answered by the mock's worker.
  const container = await serviceWorker;
  container.addEventListener('message', (event: MessageEvent) => {
    if (event.data?.type !== 'bp-console-request') return;
    const port = event.ports[0];
    if (!port) return;
    port.postMessage('ack');
    const request = event.data.request as WireRequest;
    call<WireResponse>({type: 'handle', request}, request.body ? [request.body] : []).then(
      (reply) => port.postMessage(reply, [reply.body]),
      (error: Error) => {
        const body = new TextEncoder().encode(JSON.stringify({error: {code: 'internal_error', message: `The mock in this browser failed: ${error.message}`}})).buffer;
        port.postMessage({status: 500, headers: [['content-type', 'application/json']], body} satisfies WireResponse, [body]);
      },
    );
  });
  container.controller?.postMessage('bp-console-ready');
  addEventListener('pagehide', () => container.controller?.postMessage('bp-console-gone'));

  return {
    send(url, init, target) {
      // The mark only where the service worker will take it off (a page it does not control sends it to nobody's mock anyway).
      const headers = target === 'sandbox' && navigator.serviceWorker.controller ? {...init.headers, [SANDBOX_MARK]: '1'} : init.headers;
      return fetch(url, {...init, headers, credentials: 'omit', mode: 'cors', cache: 'no-store', redirect: 'manual'});
    },
    validateRequest: (operationId, request) => call({type: 'validateRequest', operationId, request}),
    validateResponse: (operationId, status, body, headers) => call({type: 'validateResponse', operationId, status, body, headers}),
    resetMock: () => call({type: 'reset'}),
  };
}

export {headerPairs};
