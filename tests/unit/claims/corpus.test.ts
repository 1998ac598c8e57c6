/**
 * The claims check reads the corpus (corpus.ts) as a reader would: each
 * wrong value put back in a real sentence is found, with the fact and the
 * value it states; each sentence that must pass passes.
 */
import {describe, expect, test} from 'vitest';
import {FACT_SUBJECTS} from '../../../src/site/fact-subjects';
import {checkClaims} from './claims';
import {CASES, FACTS, STATUSES, type Case} from './corpus';
import {checkSituations, statusIndex} from './situations';
import type {Unit} from './text';

function read(c: Case) {
  const unit: Unit = {file: 'corpus.mdx', line: 1, text: c.text, scope: 'page', heading: c.heading, date: c.date};
  const scopes = new Map([['page', c.page ?? c.text]]);
  const findings = [...checkClaims([unit], {facts: FACTS, scopes, knownHeaders: new Set(['X-RateLimit-Limit'])}), ...checkSituations([unit], statusIndex(STATUSES))];
  return findings.map((f) => [f.fact, f.stated]);
}

describe('the claims corpus', () => {
  test.each(CASES.map((c) => [`${c.from}: ${c.text.slice(0, 90)}`, c] as const))('%s', (_name, c) => {
    expect(read(c).sort()).toEqual([...c.expect].sort());
  });

  test('every checked fact has a wrong value the corpus catches', () => {
    const caught = new Set(CASES.flatMap((c) => c.expect.map(([fact]) => fact)));
    const checked = Object.entries(FACT_SUBJECTS).filter(([, s]) => !s.unchecked).map(([name]) => name);
    const missing = checked.filter((name) => !caught.has(name) && !['eventHeader', 'eventIdHeader', 'attemptHeader', 'hookIdHeader', 'requestIdHeader'].includes(name));
    expect(missing, `add a case with a wrong value for: ${missing.join(', ')}`).toEqual([]);
  });

  test('the corpus has both kinds: sentences that must pass and wrong values', () => {
    expect(CASES.filter((c) => c.expect.length === 0).length).toBeGreaterThan(20);
    expect(CASES.filter((c) => c.expect.length > 0).length).toBeGreaterThan(40);
  });
});
