/**
 * What the mock's core offers (mock.ts implements it): its options, its log
 * and the Mock itself, for the control API, msw and the Node server.
 */
import type {Clock} from './clock';
import type {Deliveries, Services} from './context';
import type {Environment} from './hosts';
import type {Json} from './http';
import type {EnvState} from './state';
import type {MockWorld} from './world';
import type {Router} from './router';

export interface MockOptions {
  /** The OpenAPI document, resolved (tokens replaced); Node: `loadMockDocument()`. */
  document: Json;
  /** What to seed the state with (default: the fixture world, src/data/world). */
  world?: MockWorld;
  clock?: Clock;
  /**
   * Every answer is checked against the document. `throw` (tests): a wrong
   * answer rejects `handle`. `header` (default): it is sent with an
   * `X-Mock-Schema-Problems` header and marked in the log.
   */
  responseValidation?: 'throw' | 'header';
  /**
   * Every webhook body is checked against the document's WebhookEvent (events.ts) before it is queued.
   * `throw`: an undocumented payload is refused (the emitting request fails); `note`: it is sent and the
   * problem is in the mock's notes. Default: `throw` under NODE_ENV=test (Vitest), `note` otherwise.
   */
  eventValidation?: 'throw' | 'note';
  /**
   * Every answer of an operation is held to its rules (src/data/rules, through the document): a
   * (status, error code) or a header the document does not list for it, or an error raised without
   * naming a situation. `throw`: the request fails loudly; `note`: it is answered, marked like a
   * schema problem and listed in `GET /__mock/notes`. Default: `throw` under NODE_ENV=test, `note` otherwise.
   */
  rulesValidation?: 'throw' | 'note';
  /** Outbound requests (webhook and prospect deliveries); default: global fetch. */
  fetch?: typeof fetch;
  /** Multiplies the delivery timeouts of x-facts (tests use a small factor). */
  timeoutScale?: number;
  /** Start with the sandbox test carriers' automatic answers held (carriers.ts; reset() restores this). */
  holdCarriers?: boolean;
}

export interface LogEntry {
  time: string;
  host: string;
  environment: Environment;
  method: string;
  path: string;
  operationId: string | null;
  status: number;
  code: string | null;
  /** The situation of src/data/rules the answer named (an error of an operation). */
  situation?: string;
  request_id: string;
  schema_problems?: string[];
}

export interface Mock {
  /** Resolves when the document is routed (handle waits for it too). */
  ready: Promise<void>;
  /** `options.method`: the method as the client sent it, when fetch's Request cannot carry it (TRACE, TRACK, CONNECT). */
  handle(request: Request, options?: {method?: string}): Promise<Response>;
  clock: Clock;
  /** Back to the seed: state, log, routes and pending tasks. */
  reset(): void;
  log(): LogEntry[];
  /** Outbound routing: an origin or URL prefix the platform delivers to → a local URL. */
  routes: Map<string, string>;
  /** Operations whose next call answers 500 `internal_error` (POST /__mock/faults). */
  faults: Set<string>;
  deliveries: Deliveries;
  /** Waits until the deliveries due now have run. */
  settle(): Promise<void>;
  state(environment: Environment): EnvState;
  /** What the mock noticed: unrouted deliveries, missed deadlines, its own failures. */
  notes(): string[];
  services: Services;
  world: MockWorld;
  document: Json;
  /** Its routing and validation with the document (the API console's worker validates the console's requests with it). */
  router: Router;
}
