/**
 * The console's transport: the mock in this browser (msw's service worker in
 * front of the mock's own worker, mock.worker.ts) or the real sandbox host.
 *
 * msw's service worker (`static/mockServiceWorker.js`, served from the site's
 * base) catches the page's requests to the platform's hosts and hands them to
 * the mock's msw handlers (src/mock/msw.ts); their `mock.handle` here posts
 * the request to the mock's worker. A request for the Sandbox is marked with
 * msw's `bypass()`, so msw lets that one request through to the network: the
 * choice belongs to the request, and so to the console that sends it (one
 * client serves every console of the page; a shared switch sent one
 * console's request to the other's server, issue 49). Every request leaves
 * with `credentials: 'omit'` and goes straight to the host: no proxy of ours
 * or of anyone else.
 */
import {bypass} from 'msw';
import {setupWorker, type SetupWorker} from 'msw/browser';
import {mockHandlers} from '../../../../mock/msw';
import type {Mock} from '../../../../mock/mock';
import {headerPairs, type FieldProblem, type RequestToValidate, type WireResponse, type WorkerMessage, type WorkerReply, type WorkerRequest} from './protocol';

export type Target = 'mock' | 'sandbox';

const SESSION_KEY = 'bp-api-console:session';

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
  shared.catch(() => (shared = undefined));
  return shared;
}

async function create(baseUrl: string): Promise<ConsoleClient> {
  if (!('serviceWorker' in navigator)) {
    throw new Error('This browser does not allow service workers on this page (a private window, or a policy), so the mock cannot run here. Choose the Sandbox, or run the mock on your machine with npm run mock.');
  }
  // The mock's worker, bundled on its own (src/plugins/openapi/console-mock-bundle.ts), and the document it serves.
  const worker = new Worker(new URL('@generated/bindpoint-openapi/default/console-mock-worker.js', import.meta.url), {name: 'bp-api-console-mock'});
  const {default: document} = await import(/* webpackChunkName: "api-console-document" */ '@generated/bindpoint-openapi/default/openapi.document.json');
  let nextId = 1;
  const pending = new Map<number, Pending>();
  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    const waiting = pending.get(event.data.id);
    if (!waiting) return;
    pending.delete(event.data.id);
    if (event.data.error !== undefined) waiting.reject(new Error(event.data.error));
    else waiting.resolve(event.data.result);
  };
  const call = <T>(message: WorkerMessage): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, {resolve, reject});
      worker.postMessage({...message, id} as WorkerRequest);
    });
  await call({type: 'init', session: sessionId(), document});

  const client: ConsoleClient = {
    send(url, init, target) {
      const request = new Request(url, {...init, credentials: 'omit', mode: 'cors', cache: 'no-store', redirect: 'manual'});
      return fetch(target === 'sandbox' ? bypass(request) : request);
    },
    validateRequest: (operationId, request) => call({type: 'validateRequest', operationId, request}),
    validateResponse: (operationId, status, body, headers) => call({type: 'validateResponse', operationId, status, body, headers}),
    resetMock: () => call({type: 'reset'}),
  };

  // msw's handlers call `handle`; only `handle` of the Mock interface is used by them.
  const viaWorker = {
    async handle(request: Request): Promise<Response> {
      const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.arrayBuffer();
      const reply = await call<WireResponse>({type: 'handle', request: {method: request.method, url: request.url, headers: headerPairs(request.headers), body: body && body.byteLength ? body : null}});
      return new Response(reply.status === 204 ? null : reply.body, {status: reply.status, headers: reply.headers});
    },
  } as unknown as Mock;
  const msw: SetupWorker = setupWorker(...mockHandlers(viaWorker));
  await msw.start({
    serviceWorker: {url: `${baseUrl}mockServiceWorker.js`, options: {scope: baseUrl}},
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return client;
}
