/**
 * What the sample runner needs from a mock of the platform: the environment
 * that routes a shell, Python and Node to it (decision 2 of issue 35: an
 * HTTPS proxy with its own CA, and a Node preload for `fetch`), and its log
 * of the requests it answered, in order. `startSampleMock()` adapts the
 * stateful mock of src/mock; the runner's own tests pass a small local
 * server with the same shape.
 */

export interface MockRequest {
  method: string;
  /** The URL as the client named it (host included). */
  url: string;
  status: number;
  /** The body the client sent (text), when it had one. */
  requestBody?: string;
  /** The headers the client sent, names in lower case. */
  requestHeaders?: Record<string, string>;
  responseBody?: string;
  /** The platform's error envelope, when the answer is an error. */
  errorCode?: string;
  errorMessage?: string;
  /** The envelope's details (the fields it names), to find the line a refused field is written on. */
  errorDetails?: Array<{field?: string; code?: string; message?: string}>;
}

export interface SampleMock {
  /** Variables every block runs with (HTTPS_PROXY, CA bundles, NODE_EXTRA_CA_CERTS...). */
  env: Record<string, string>;
  /** Modules Node loads with `--import` before a JavaScript or TypeScript block. */
  nodeImports: string[];
  /** Every request answered so far, oldest first. */
  requests(): Promise<MockRequest[]>;
  /**
   * The mock's state, to run the tabs of a `<Tabs>` group (alternatives: a
   * reader runs one) each from the state before the group. Without them the
   * alternatives run one after the other.
   */
  snapshot?(): Promise<unknown>;
  restore?(snapshot: unknown): Promise<void>;
  stop(): Promise<void>;
}

/** The platform's hosts: a request elsewhere goes to the reader's own services. */
export const PLATFORM_HOST = /(^|\.)bindpoint\.example$/;

/** Reads the platform's error envelope from a response body (`{"error": {"code", "message"}}` or OAuth's `{"error": "..."}`). */
export function errorOf(body: string | undefined): {code?: string; message?: string; details?: Array<{field?: string; code?: string; message?: string}>} {
  if (!body) return {};
  try {
    const value = JSON.parse(body) as {error?: unknown; error_description?: unknown};
    if (value.error && typeof value.error === 'object') {
      const e = value.error as {code?: unknown; message?: unknown; details?: unknown};
      // The details name the field a writer must fix ("priority: unknown_field"): the message alone may not.
      const details = (Array.isArray(e.details) ? e.details : [])
        .map((d: {field?: unknown; code?: unknown}) => [d?.field, d?.code].filter((x) => typeof x === 'string').join(': '))
        .filter(Boolean);
      const message = typeof e.message === 'string' ? `${e.message}${details.length ? ` [${details.join('; ')}]` : ''}` : undefined;
      const listed = (Array.isArray(e.details) ? e.details : []).map((d: {field?: unknown; code?: unknown; message?: unknown}) => ({
        field: typeof d?.field === 'string' ? d.field : undefined,
        code: typeof d?.code === 'string' ? d.code : undefined,
        message: typeof d?.message === 'string' ? d.message : undefined,
      }));
      return {code: typeof e.code === 'string' ? e.code : undefined, message, details: listed.length ? listed : undefined};
    }
    if (typeof value.error === 'string') {
      return {code: value.error, message: typeof value.error_description === 'string' ? value.error_description : undefined};
    }
  } catch {
    // not JSON
  }
  return {};
}
