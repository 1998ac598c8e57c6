/**
 * Every documented (operation, status, code) is executed (issue 46, item 2):
 * each situation of the rules (src/data/rules), shared or an operation's own,
 * has a scenario (scenarios/shared.ts, scenarios/own.ts), a short request
 * sequence that makes the mock answer it. Each scenario must produce its
 * situation: its status, its code, and the situation's id in the mock's log.
 * The coverage is counted on the document's triples (each response's
 * `x-error-codes`); below 100 % the test fails with the list of triples and
 * situations without a scenario.
 *
 * One mock in test mode for the file (an undocumented answer fails the
 * request), reset before each scenario; requests go to `handle(Request)`
 * in-process.
 */
import {afterAll, describe, expect, test} from 'vitest';
import {Kit} from './scenarios/kit';
import {scriptedSituations} from './scenarios/run';
import {OWN_SCENARIOS} from './scenarios/own';
import {SHARED_SCENARIOS} from './scenarios/shared';

type Json = Record<string, any>;

const kit = new Kit();
const produced = new Set<string>();
const ran = new Set<string>();

/** Every (operation, status, code) the document lists. */
function documentedTriples(): string[] {
  const out: string[] = [];
  for (const info of kit.rules.operations.values()) {
    const responses = kit.operation(info.operationId).responses as Json;
    for (const [status, response] of Object.entries<Json>(responses)) for (const code of response['x-error-codes'] ?? []) out.push(`${info.operationId} ${status} ${code}`);
  }
  return out;
}

describe('every situation of the rules has a scenario that produces it', () => {
  for (const {operationId, situation: s, run} of scriptedSituations(kit)) {
    test(`${operationId}.${s.id}: ${s.status} ${s.code}`, async () => {
      const reply = await run();
      // The entry of this answer (its request id); a 405 is logged under the path's first operation, whichever the scenario's.
      const requestId = reply.body?.error?.request_id;
      const entry = [...kit.mock.log()].reverse().find((e) => (requestId ? e.request_id === requestId : e.operationId === operationId));
      expect([reply.status, reply.code, entry?.situation], JSON.stringify(reply.body)).toEqual([s.status, s.code, s.id]);
      produced.add(`${operationId} ${s.status} ${s.code}`);
      ran.add(`${operationId}.${s.id}`);
    });
  }
});

describe('scenario coverage', () => {
  const situations = [...kit.rules.situations].flatMap(([operationId, of]) => [...of.values()].map((s) => ({operationId, s})));
  const scripted = situations.filter(({operationId, s}) => (s.shared ? SHARED_SCENARIOS[s.id] : OWN_SCENARIOS[operationId]?.[s.id]));

  test('every documented (operation, status, code) has a scenario: 100 %', () => {
    const triples = documentedTriples();
    const covered = new Set(scripted.map(({operationId, s}) => `${operationId} ${s.status} ${s.code}`));
    const missing = triples.filter((t) => !covered.has(t));
    const share = ((triples.length - missing.length) / triples.length) * 100;
    expect(missing, `scenario coverage ${share.toFixed(1)} % of ${triples.length} documented triples; without a scenario:\n${missing.join('\n')}\n(add one to src/mock/__tests__/scenarios/)`).toEqual([]);
  });

  test('every situation of the rules has a scenario (the finer count)', () => {
    const missing = situations.filter((x) => !scripted.includes(x)).map(({operationId, s}) => `${operationId}.${s.id} (${s.status} ${s.code})`);
    expect(missing, `${missing.length} of ${situations.length} situations have no scenario:\n${missing.join('\n')}`).toEqual([]);
  });

  test('no scenario names a situation the rules do not have', () => {
    const stale = Object.entries(OWN_SCENARIOS).flatMap(([operationId, of]) => Object.keys(of).filter((id) => !kit.rules.situations.get(operationId)?.has(id)).map((id) => `${operationId}.${id}`));
    expect([...stale, ...Object.keys(SHARED_SCENARIOS).filter((id) => !situations.some(({s}) => s.shared && s.id === id))]).toEqual([]);
  });

  afterAll(() => {
    // What ran and produced its triple, for the record (the tests above fail on what is missing).
    if (ran.size) console.log(`scenarios: ${ran.size} situations run, ${produced.size} documented triples produced`);
  });
});
