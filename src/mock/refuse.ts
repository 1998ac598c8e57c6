/**
 * How the mock says no: by naming a situation of the rules (src/data/rules),
 * which gives the status, the error code, the message and the headers. A
 * handler cannot invent a status: `refuse(ctx.op, 'already_lent', {reference_id})`
 * is the only way to an error answer of an operation, and a situation the
 * operation does not have is the mock's own fault (a 500 that fails tests).
 *
 * `documentedProblems` is the other half: every answer of an operation is held
 * to the document (generated from the same rules), its (status, code) to the
 * response's `x-error-codes` and its headers to the response's `headers`.
 */
import {fill, RATE_LIMIT_HEADERS, UNIVERSAL_HEADERS, type Resolved} from '../data/rules';
import {ApiError, OAuthError, type Detail, type Json, type MockReply} from './http';
import type {RoutedOperation} from './router';

/** An error that names the situation it answers (the log records it; the scenarios' coverage reads it). */
export type Refusal = (ApiError | OAuthError) & {situation: string};

const RATE_LIMITED = new Set<string>(RATE_LIMIT_HEADERS.map((h) => h.toLowerCase()));

export function refuse(op: RoutedOperation, id: string, values: Record<string, unknown> = {}, options: {details?: Detail[]; headers?: Record<string, string>} = {}): Refusal {
  const s: Resolved | undefined = op.situations.get(id);
  if (!s) throw new Error(`The mock refused ${op.operationId} with "${id}", which is no situation of it in src/data/rules (it has: ${[...op.situations.keys()].join(', ')})`);
  const where = `src/mock: ${op.operationId}.${id}`;
  const message = fill(s.message, values, where);
  const headers = Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const named = new Set((s.headers ?? []).map((h) => h.toLowerCase()));
  for (const name of Object.keys(headers)) if (!named.has(name)) throw new Error(`${where}: the header ${name} is not one the situation names (${[...named].join(', ') || 'none'})`);
  for (const name of named) if (!RATE_LIMITED.has(name) && headers[name] === undefined) throw new Error(`${where}: the situation's header ${name} has no value`);
  const error =
    s.envelope === 'oauth'
      ? new OAuthError(s.status, s.code, message)
      : new ApiError(s.status, s.code, message, options.details ?? (s.details ?? []).map((d) => ({field: fill(d.field, values, where), code: fill(d.code, values, where), message: fill(d.message, values, where)})), headers);
  return Object.assign(error, {situation: id});
}

/** What of an answer the document does not list for its operation: an undocumented (status, code), or a header. */
export function documentedProblems(op: RoutedOperation, reply: MockReply): string[] {
  const response = (op.operation.responses as Json | undefined)?.[String(reply.status)] as Json | undefined;
  // An undocumented status is the response validator's finding already.
  if (!response) return [];
  const problems: string[] = [];
  if (reply.status >= 400) {
    const error = (reply.body as Json | undefined)?.error;
    const code = typeof error === 'string' ? error : error?.code;
    const codes: string[] = response['x-error-codes'] ?? [];
    if (!codes.includes(code)) problems.push(`${op.operationId} answers ${reply.status} ${code}, which the document does not list (${reply.status}: ${codes.join(', ') || 'no codes'}); state the situation in src/data/rules`);
  }
  const declared = new Set(Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()));
  for (const name of Object.keys(reply.headers ?? {})) {
    const header = name.toLowerCase();
    if (!declared.has(header) && !UNIVERSAL_HEADERS.has(header)) problems.push(`${op.operationId} ${reply.status} carries the header ${name}, which the document does not declare for it`);
  }
  return problems;
}
