/**
 * Every refusal of the mock names a situation of its operation in the rules
 * (src/data/rules), which the OpenAPI document is generated from: the mock
 * answers an error only through `refuse(op, 'id', ...)` (src/mock/refuse.ts),
 * and under tests an answer the document does not list fails the request. The
 * mock's own tests see a wrong id only when a scenario reaches it; this check
 * is static, so the writer's loop (npm run check:content) names the line in a
 * second.
 *
 * Read: each handler exported as `export const <operationId>: Handler`, and
 * the functions of the handler files and of src/mock/permissions.ts it calls
 * (a helper such as `findForm` or `requirePermission` refuses for whichever
 * operation calls it); `services.refuse('<operationId>', 'id')` names its
 * operation itself. The shared refusals of the mock's core (credentials,
 * rate limits, validation) name shared situations (src/data/rules/shared.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {guardOf, rulesOf, SHARED, type Rules} from '../../../src/data/rules';
import {doc, ROOT} from './openapi';

export interface Refusal {
  operationId: string;
  id: string;
  /** file:line of the refuse call. */
  where: string;
}

const line = (source: string, index: number) => source.slice(0, index).split('\n').length;
const REFUSE = /\brefuse\((?:ctx\.op|op|ctx\.op!)\s*,\s*'([a-z_]+)'/g;

/** The functions of a file (exported or not), by name: their body and where each refuse call is. */
function functions(file: string, source: string): Map<string, Array<{id: string; where: string}>> {
  const out = new Map<string, Array<{id: string; where: string}>>();
  for (const m of source.matchAll(/^(?:export )?(?:async )?function (\w+)\([\s\S]*?^}/gm)) {
    out.set(m[1]!, [...m[0].matchAll(REFUSE)].map((r) => ({id: r[1]!, where: `${file}:${line(source, m.index! + r.index!)}`})));
  }
  return out;
}

/** Every refusal of each handler, its own and those of the helpers it calls (one level, then theirs). */
export function refusals(files: Array<{file: string; source: string}>): Refusal[] {
  const helpers = new Map<string, Array<{id: string; where: string}>>();
  for (const {file, source} of files) for (const [name, calls] of functions(file, source)) helpers.set(name, calls);
  // A helper's refusals include those of the helpers it calls.
  const bodies = new Map<string, string>();
  for (const {source} of files) for (const m of source.matchAll(/^(?:export )?(?:async )?function (\w+)\([\s\S]*?^}/gm)) bodies.set(m[1]!, m[0]);
  const closure = (name: string, seen = new Set<string>()): Array<{id: string; where: string}> => {
    if (seen.has(name)) return [];
    seen.add(name);
    const body = bodies.get(name) ?? '';
    return [...(helpers.get(name) ?? []), ...[...helpers.keys()].filter((h) => h !== name && new RegExp(`\\b${h}\\(`).test(body)).flatMap((h) => closure(h, seen))];
  };
  const out: Refusal[] = [];
  for (const {file, source} of files) {
    const starts = [...source.matchAll(/^export const (\w+): Handler\b/gm)];
    for (const [i, start] of starts.entries()) {
      // A handler ends at its closing `};`, or where the next one starts (a one-line handler has none).
      const close = source.indexOf('\n};', start.index!);
      const body = source.slice(start.index!, Math.min(starts[i + 1]?.index ?? source.length, close < 0 ? source.length : close));
      for (const r of body.matchAll(REFUSE)) out.push({operationId: start[1]!, id: r[1]!, where: `${file}:${line(source, start.index! + r.index!)}`});
      for (const name of helpers.keys()) {
        if (new RegExp(`\\b${name}\\(`).test(body)) out.push(...closure(name).map((c) => ({...c, operationId: start[1]!})));
      }
    }
    // services.refuse('<operationId>', 'id'): the operation is named where it is called.
    for (const r of source.matchAll(/\brefuse\('(\w+)',\s*'([a-z_]+)'/g)) out.push({operationId: r[1]!, id: r[2]!, where: `${file}:${line(source, r.index!)}`});
    for (const r of source.matchAll(/\bno\('([a-z_]+)'/g)) out.push({operationId: 'updateQuoteRequest', id: r[1]!, where: `${file}:${line(source, r.index!)}`});
  }
  return out;
}

/** The refusals that name no situation of their operation, each as file:line: what is wrong: what to do. */
export function unstated(rules: Rules, found: Refusal[]): string[] {
  const problems: string[] = [];
  for (const r of found) {
    const of = rules.situations.get(r.operationId);
    if (!of) continue; // a handler of the mock's own (control API): routing tests see it
    if (of.has(r.id)) continue;
    // requirePermission cannot refuse where everyone who can hold a session has the permission (guardOf: the
    // rules attach role_refused where someone lacks it); editing forms is such a permission today.
    if (r.id === 'role_refused' && r.where.startsWith('src/mock/permissions.ts') && !guardOf(r.operationId)) continue;
    problems.push(
      `${r.where}: ${r.operationId} refuses with "${r.id}", which is no situation of it in src/data/rules: ` +
        `state it in src/data/rules/operations.ts under ${r.operationId} (status, code, when, message), or refuse with one it has (${[...of.keys()].join(', ')})`,
    );
  }
  return [...new Set(problems)];
}

/** The refusals of the mock's core name shared situations (or the token endpoint's own). */
export function unsharedCore(rules: Rules, files: Array<{file: string; source: string}>): string[] {
  const token = rules.situations.get('authenticate')!;
  const problems: string[] = [];
  for (const {file, source} of files) {
    for (const r of source.matchAll(REFUSE)) {
      const id = r[1]!;
      if (id in SHARED || token.has(id)) continue;
      problems.push(`${file}:${line(source, r.index!)}: the mock's core refuses with "${id}", which is no shared situation: add it to src/data/rules/shared.ts with the rule of the operations it applies to`);
    }
  }
  return problems;
}

const read = (dir: string) => fs.readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.ts')).map((f) => ({file: `${dir}/${f}`, source: fs.readFileSync(path.join(ROOT, dir, f), 'utf8')}));

describe('every refusal of the mock is a situation of the rules', () => {
  const rules = rulesOf(doc);
  const handlers = [...read('src/mock/handlers'), {file: 'src/mock/permissions.ts', source: fs.readFileSync(path.join(ROOT, 'src/mock/permissions.ts'), 'utf8')}];
  const found = refusals(handlers);

  test("every situation a handler (or a helper it calls) refuses with is one of its operation's", () => {
    // The reading works: the clone of a lent form, lend's taken phone through registerPhone, a role through requirePermission.
    expect(found.length).toBeGreaterThan(40);
    expect(found.some((r) => r.operationId === 'cloneApplicationForm' && r.id === 'already_lent')).toBe(true);
    expect(found.some((r) => r.operationId === 'lendApplicationForm' && r.id === 'duplicate_prospect')).toBe(true);
    expect(found.some((r) => r.operationId === 'createHook' && r.id === 'role_refused')).toBe(true);
    expect(found.some((r) => r.operationId === 'updateQuoteRequest' && r.id === 'invalid_transition')).toBe(true);
    const problems = unstated(rules, found);
    expect(problems.length, `${problems.length} refusals name no situation:\n${problems.join('\n')}\n`).toBe(0);
  });

  test("the mock's core refuses only with shared situations", () => {
    const core = ['src/mock/mock.ts', 'src/mock/auth.ts', 'src/mock/errors.ts', 'src/mock/ratelimit.ts'].map((file) => ({file, source: fs.readFileSync(path.join(ROOT, file), 'utf8')}));
    expect(core.flatMap(({source}) => [...source.matchAll(REFUSE)]).length).toBeGreaterThan(15);
    expect(unsharedCore(rules, core)).toEqual([]);
  });

  test('the check is real: clone refusing a lent form, with already_lent gone from the rules, is named with its line and what to do', () => {
    const without: Rules = {...rules, situations: new Map(rules.situations)};
    const clone = new Map(rules.situations.get('cloneApplicationForm'));
    clone.delete('already_lent');
    without.situations.set('cloneApplicationForm', clone);
    const [problem] = unstated(without, found.filter((r) => r.operationId === 'cloneApplicationForm' && r.id === 'already_lent'));
    expect(problem).toMatch(/^src\/mock\/handlers\/forms\.ts:\d+: cloneApplicationForm refuses with "already_lent", which is no situation of it in src\/data\/rules: state it in src\/data\/rules\/operations\.ts under cloneApplicationForm/);
  });
});
