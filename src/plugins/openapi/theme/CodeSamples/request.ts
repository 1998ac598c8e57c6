/**
 * The request model of an operation's code samples: what generate.ts builds from the
 * operation and har.ts hands to the sample generator.
 */
export type SampleBody =
  | {kind: 'none'}
  | {kind: 'json'; value: unknown}
  | {kind: 'form'; fields: Array<[string, string]>}
  | {kind: 'multipart'; fields: Array<[string, string]>; files: Array<[string, string]>};

export interface SampleHeader {
  name: string;
  /** Literal value, or an environment variable reference (see `env`). */
  value: string;
  /** When set, the value comes from this environment variable. */
  env?: string;
  /** Generated per request (a fresh idempotency key). */
  uuid?: boolean;
  /** `scheme` for Basic auth built from two variables. */
  basic?: [string, string];
}

export interface SampleRequest {
  method: string;
  url: string;
  headers: SampleHeader[];
  body: SampleBody;
  /** The response is a file to save rather than JSON to print. */
  binary: boolean;
  /** Environment variables the sample reads. */
  env: string[];
}
