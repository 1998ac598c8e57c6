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
 * operation's line. Errors thrown by shared helpers (permissions, lookups)
 * are the document's shared responses and are not read here.
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
    // The status is what a client branches on; which codes a documented status lists is the
    // examples' business (a code without its example is reported by the lead, not failed here).
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
