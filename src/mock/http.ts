/**
 * Responses in the platform's formats: the one error envelope
 * (`{"error": {"code", "message", "details", "request_id"}}`) and the token
 * endpoint's RFC 6749 errors. Which codes exist is the OpenAPI document's
 * `ErrorCode` enum; the response validator refuses any other.
 */

export type Json = Record<string, any>;

export interface Detail {
  field: string;
  code: string;
  message: string;
}

/** A response the mock builds before it becomes a fetch `Response`. */
export interface MockReply {
  status: number;
  headers?: Record<string, string>;
  /** JSON body (serialised), raw bytes, or nothing. */
  body?: unknown;
  raw?: Uint8Array;
  contentType?: string;
}

/** An error the handlers throw; the router turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Detail[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** RFC 6749 errors of the token endpoint. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `req_` and 26 Crockford base-32 characters (a ULID: time, then randomness), as the document's pattern says. */
export function requestId(now: number): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const random = crypto.getRandomValues(new Uint8Array(16));
  let tail = '';
  for (const byte of random) tail += CROCKFORD[byte % 32];
  return `req_${time}${tail}`;
}

export function uuid(): string {
  return crypto.randomUUID();
}

/** Random lowercase base-36 characters (tokens, ids with a prefix). */
export function randomToken(length: number, alphabet = '0123456789abcdefghijklmnopqrstuvwxyz'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

export function randomHex(length: number): string {
  return randomToken(length, '0123456789abcdef');
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): MockReply {
  return {status, body, headers};
}

export function errorBody(code: string, message: string, details: Detail[], id: string): Json {
  return {error: {code, message, details, request_id: id}};
}

/** HMAC-SHA256 of a body, hex, with WebCrypto (Node 20 and browsers alike). */
export async function hmacSha256Hex(secret: string, body: string | Uint8Array): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']);
  const data = typeof body === 'string' ? encoder.encode(body) : body;
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, data as BufferSource));
  return [...signature].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a text, hex (idempotency keys compare bodies by it). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Base64 of bytes, and the reverse, without Buffer (the core runs in browsers). */
export function base64Decode(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export function base64Encode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
