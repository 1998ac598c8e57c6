/**
 * A duration restated beside a fact's token: "{{fact:tokenLifetimeSeconds}},
 * that is 2 hours", "valid for 2 hours (`expires_in`
 * {{fact:tokenLifetimeSeconds}})", "{{fact:tokenLifetimeSeconds}} seconds (12
 * hours)". The pairing of claims.ts gives each subject one value, and the
 * token takes it: the typed value beside it, in another unit, was read for
 * nothing. Here it is the token's fact in other words, whatever the sentence
 * names: another value is wrong, the same value is typed where the file could
 * write the token (the derived one in that unit).
 */
import type {FactSubject} from '../../../src/site/fact-subjects';
import type {CheckOptions, Finding} from './claims';
import {judgeValue} from './judge';
import {tokenSource} from './page-facts';
import {quantities, type Quantity} from './quantities';
import type {Unit} from './text';

/** Between a token (with the unit word after it) and the value after it: a parenthesis, or "that is", "i.e.", "or". */
const TOKEN_THEN_VALUE = /^\s*(?:\(\s*(?:about|roughly|that is|i\.e\.,?)?\s*|,?\s*(?:that is|i\.e\.,?|or|which is|=)\s+)$/i;
/** Between a value and the token after it: an open parenthesis with at most a short name (`expires_in`). */
const VALUE_THEN_TOKEN = /^\s*\((?:[^()]{0,24}\s)?$/;

export function restatedDurations(units: Unit[], options: CheckOptions & {subjects: Record<string, FactSubject>}): Finding[] {
  const findings: Finding[] = [];
  const reported = new Set<string>();
  const report = (f: Finding, at: number | string) => {
    const key = `${f.file}:${f.line}\0${f.fact}\0${at}`;
    if (!reported.has(key)) findings.push(f);
    reported.add(key);
  };
  for (const unit of units) {
    if (!unit.text.includes('{{fact:')) continue;
    const read = quantities(unit.text, options.facts);
    const tokens = read.filter((q) => q.kind === 'token');
    const durations = read.filter((q) => q.kind === 'number' && q.shape === 'single' && !q.offset && ['time', 'months', 'businessDays'].includes(q.dimension!));
    const typed = options.tokensIn?.(unit) ?? false;
    for (const q of durations) {
      const beside = tokens.find((t) => {
        if (t.end <= q.start) return TOKEN_THEN_VALUE.test(unit.text.slice(t.end, q.start));
        return VALUE_THEN_TOKEN.test(unit.text.slice(q.end, t.start)) && /^\s*(?:[a-z]+\s*)?\)/i.test(unit.text.slice(t.end));
      });
      const fact = beside && tokenSource(beside.fact!, options.subjects);
      if (!fact || options.subjects[fact]!.measure !== 'duration') continue;
      judgeValue(unit, fact, options.subjects[fact]!, options.facts[fact], q as Quantity, typed, findings, report);
    }
  }
  return findings;
}
