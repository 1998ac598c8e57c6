/**
 * Every refusal the platform's rules give is in the OpenAPI document (issue
 * 35, decision 6: "the OpenAPI clone operation has that 409"). The mock
 * (src/mock/handlers) is where the rules run: each handler is exported under
 * its operationId, and each `throw new ApiError(status, 'code', ...)` in it
 * is an answer the platform gives to that operation. The operation must
 * document that status (with an example of the code: the message says so),
 * or a reader (and a generated client) never learns the refusal exists.
 *
 * The mock's own tests see the same fault only when a scenario reaches the
 * refusal, and name no line of the document; this check is static, so the
 * writer's loop (npm run check:content) runs it in a second and names the
 * operation's line. Errors thrown by shared helpers outside the handlers
 * (permissions, lookups) are the document's shared responses and are not
 * read here; helpers exported by the handler files are (helperRefusals).
 */
import fs from 'node:fs';
import path from 'node:path';
import {load, CORE_SCHEMA} from 'js-yaml';
import {describe, expect, test} from 'vitest';
import {ROOT, SOURCE} from './openapi';

type Json = Record<string, any>;

export interface Refusal {
  operationId: string;
  status: string;
  code: string;
  /** file:line of the throw, and its message. */
  where: string;
  message: string;
}

/** The direct `throw new ApiError(status, 'code', message)` of each handler exported as `export const <operationId>: Handler`. */
export function refusals(file: string, source: string): Refusal[] {
  const out: Refusal[] = [];
  const starts = [...source.matchAll(/^export const (\w+): Handler\b/gm)];
  starts.forEach((start, i) => {
    const from = start.index!;
    // The handler ends at its closing `};` (helpers after it are not its own).
    const close = source.indexOf('\n};', from);
    const to = Math.min(starts[i + 1]?.index ?? source.length, close < 0 ? source.length : close);
    const body = source.slice(from, to);
    for (const m of body.matchAll(/new ApiError\((\d{3}),\s*'([a-z_]+)',\s*(`[^`]*`|'[^']*')/g)) {
      const line = source.slice(0, from + m.index!).split('\n').length;
      out.push({operationId: start[1]!, status: m[1]!, code: m[2]!, where: `${file}:${line}`, message: m[3]!.slice(1, -1)});
    }
  });
  return out;
}

/** The refusals an operation does not document (no response of that status), each as file:line: what is wrong: what to do. */
export function undocumented(doc: Json, source: string, found: Refusal[]): string[] {
  const operations = new Map<string, Json>();
  for (const item of Object.values<Json>(doc.paths ?? {})) {
    for (const op of Object.values<Json>(item)) if (op?.operationId) operations.set(op.operationId, op);
  }
  const lineOf = (id: string) => source.slice(0, Math.max(0, source.indexOf(`operationId: ${id}`))).split('\n').length;
  const problems: string[] = [];
  for (const r of found) {
    const op = operations.get(r.operationId);
    if (!op) continue; // a handler of the mock's own (control API) or a renamed operation: routing tests see it
    // The status is what a client branches on; a code the status's examples do not show is
    // reported by unexampled() below.
    if (op.responses?.[r.status]) continue;
    const documented = Object.keys(op.responses ?? {}).join(', ');
    problems.push(
      `${path.relative(ROOT, SOURCE)}:${lineOf(r.operationId)}: ${r.operationId} documents no ${r.status} response (it has ${documented}), ` +
        `but the platform answers ${r.status} \`${r.code}\` ("${r.message.replace(/\$\{[^}]+\}/g, '…')}", ${r.where}): ` +
        `add a '${r.status}' response to ${r.operationId} with an example whose error.code is ${r.code}, and say when it happens`,
    );
  }
  return problems;
}

/**
 * The refusals of the helpers a handler calls: an `export function name(...)`
 * of the handler files whose body throws ApiError, charged to every handler
 * that calls it (lend refuses a taken phone through `registerPhone` of
 * exchange.ts, as sending a prospect does).
 */
export function helperRefusals(files: Array<{file: string; source: string}>): Refusal[] {
  const helpers = new Map<string, Array<Omit<Refusal, 'operationId'>>>();
  for (const {file, source} of files) {
    for (const m of source.matchAll(/^export function (\w+)\([\s\S]*?^}/gm)) {
      const thrown = [...m[0].matchAll(/new ApiError\((\d{3}),\s*'([a-z_]+)',\s*(`[^`]*`|'[^']*')/g)].map((t) => ({
        status: t[1]!,
        code: t[2]!,
        where: `${file}:${source.slice(0, m.index! + t.index!).split('\n').length} (${m[1]})`,
        message: t[3]!.slice(1, -1),
      }));
      if (thrown.length) helpers.set(m[1]!, thrown);
    }
  }
  const out: Refusal[] = [];
  for (const {source} of files) {
    for (const start of source.matchAll(/^export const (\w+): Handler\b/gm)) {
      const close = source.indexOf('\n};', start.index!);
      const body = source.slice(start.index!, close < 0 ? source.length : close);
      for (const [name, thrown] of helpers) {
        if (new RegExp(`\\b${name}\\(`).test(body)) out.push(...thrown.map((t) => ({...t, operationId: start[1]!})));
      }
    }
  }
  return out;
}

/**
 * The refusals whose status an operation documents but whose code none of
 * that response's examples shows: a reader of the reference never sees the
 * code to branch on (lend's 422 showed a ZIP-code error, never the
 * `duplicate_prospect` it answers for a taken phone).
 */
export function unexampled(doc: Json, source: string, found: Refusal[]): string[] {
  const operations = new Map<string, Json>();
  for (const item of Object.values<Json>(doc.paths ?? {})) {
    for (const op of Object.values<Json>(item)) if (op?.operationId) operations.set(op.operationId, op);
  }
  const resolve = (r: Json | undefined): Json | undefined => (r?.$ref ? doc.components?.responses?.[String(r.$ref).split('/').pop()!] : r);
  const lineOf = (id: string) => source.slice(0, Math.max(0, source.indexOf(`operationId: ${id}`))).split('\n').length;
  const problems = new Set<string>();
  for (const r of found) {
    const response = resolve(operations.get(r.operationId)?.responses?.[r.status]);
    if (!response) continue; // undocumented() reports a missing status
    const codes = Object.values<Json>(response.content?.['application/json']?.examples ?? {}).map((e) => e.value?.error?.code);
    if (codes.includes(r.code)) continue;
    problems.add(
      `${path.relative(ROOT, SOURCE)}:${lineOf(r.operationId)}: the ${r.status} of ${r.operationId} shows ${codes.length ? codes.map((c) => `\`${c}\``).join(', ') : 'no example'}, ` +
        `but the platform also answers it with \`${r.code}\` (${r.where}): add an example whose error.code is ${r.code}, and say when it happens`,
    );
  }
  return [...problems];
}

const HANDLERS = path.join(ROOT, 'src/mock/handlers');

describe('the refusals of the platform are documented', () => {
  const source = fs.readFileSync(SOURCE, 'utf8');
  const doc = load(source, {schema: CORE_SCHEMA}) as Json;
  const found = fs
    .readdirSync(HANDLERS)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => refusals(`src/mock/handlers/${f}`, fs.readFileSync(path.join(HANDLERS, f), 'utf8')));

  test('every status a handler refuses with is a response of its operation', () => {
    // The reading works: the handlers refuse in dozens of places, the clone of a lent form among them.
    expect(found.length).toBeGreaterThan(10);
    expect(found.some((r) => r.operationId === 'cloneApplicationForm' && r.code === 'already_lent')).toBe(true);
    const problems = undocumented(doc, source, found);
    expect(problems.length, `${problems.length} refusals are not in the OpenAPI document:\n${problems.join('\n')}\n`).toBe(0);
  });

  test("every code a handler (or a helper it calls) refuses with is shown in an example of its operation's response", () => {
    const files = fs.readdirSync(HANDLERS).filter((f) => f.endsWith('.ts')).map((f) => ({file: `src/mock/handlers/${f}`, source: fs.readFileSync(path.join(HANDLERS, f), 'utf8')}));
    const viaHelpers = helperRefusals(files);
    // The reading works: lend refuses a taken phone through registerPhone.
    expect(viaHelpers.some((r) => r.operationId === 'lendApplicationForm' && r.code === 'duplicate_prospect')).toBe(true);
    const problems = unexampled(doc, source, [...found, ...viaHelpers]);
    expect(problems.length, `${problems.length} refusal codes have no example:\n${problems.join('\n')}\n`).toBe(0);
  });

  test("the code check is real: lend's 422 with only the generic ZIP-code example is named", () => {
    const files = fs.readdirSync(HANDLERS).filter((f) => f.endsWith('.ts')).map((f) => ({file: `src/mock/handlers/${f}`, source: fs.readFileSync(path.join(HANDLERS, f), 'utf8')}));
    const generic = structuredClone(doc);
    for (const item of Object.values<Json>(generic.paths)) {
      for (const op of Object.values<Json>(item)) if (op?.operationId === 'lendApplicationForm') op.responses['422'] = {$ref: '#/components/responses/UnprocessableEntity'};
    }
    const problems = unexampled(generic, source, helperRefusals(files).filter((r) => r.operationId === 'lendApplicationForm'));
    expect(problems).toEqual([expect.stringContaining('but the platform also answers it with `duplicate_prospect`')]);
  });

  test('a clone operation without its 409 is named, with the line of the operation and what to add', () => {
    const clone = found.filter((r) => r.operationId === 'cloneApplicationForm');
    const without = structuredClone(doc);
    for (const item of Object.values<Json>(without.paths)) {
      for (const op of Object.values<Json>(item)) if (op?.operationId === 'cloneApplicationForm') delete op.responses['409'];
    }
    const [problem] = undocumented(without, source, clone);
    expect(problem).toMatch(/^src\/data\/openapi\/bindpoint\.openapi\.yaml:\d+: cloneApplicationForm documents no 409 response \(it has 201, 400, 401, 404/);
    expect(problem).toContain("add a '409' response to cloneApplicationForm with an example whose error.code is already_lent");
    expect(problem).toMatch(/src\/mock\/handlers\/forms\.ts:\d+/);
  });
});
