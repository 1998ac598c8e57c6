/** Messages between the console (page) and the mock's worker (mock.worker.ts). */

export interface WireRequest {
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
}

export interface WireResponse {
  status: number;
  headers: Array<[string, string]>;
  body: ArrayBuffer;
}

/** One problem with a request: where (`path`, `query`, `header`, `body`), which field, what. */
export interface FieldProblem {
  where: string;
  field: string;
  message: string;
}

export interface RequestToValidate {
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  hasBody: boolean;
  mediaType: string;
}

export type WorkerMessage =
  /** The OpenAPI document the mock serves, as the bytes of its JSON file (start.ts, at the click). */
  | {type: 'init'; document: ArrayBuffer}
  /** This tab's session (client.ts): the mock reads back its state, once it has its document. */
  | {type: 'session'; session: string}
  | {type: 'handle'; request: WireRequest}
  | {type: 'validateRequest'; operationId: string; request: RequestToValidate}
  | {type: 'validateResponse'; operationId: string; status: number; body: unknown; headers: Record<string, string>}
  | {type: 'reset'};

export type WorkerRequest = {id: number} & WorkerMessage;

/** A Headers object as pairs (the DOM typings here lack its iterator). */
export function headerPairs(headers: Headers): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  headers.forEach((value, name) => pairs.push([name, value]));
  return pairs;
}

export interface WorkerReply {
  id: number;
  result?: null | WireResponse | FieldProblem[] | string[];
  error?: string;
}
