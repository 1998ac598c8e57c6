/**
 * What a value read for a fact says of it (claims.ts pairs them): the fact's
 * value typed where the file could render its token, or another value, each
 * as a finding with the stated value, the fact's value and the token to write.
 */
import type {FactSubject} from '../../../src/site/fact-subjects';
import type {Finding} from './claims';
import {factQuantity, type Quantity} from './quantities';
import type {Unit} from './text';

/** A fact's value as a quantity in base units (seconds, bytes, per minute, count). */
export function factValue(subject: FactSubject, value: string | number): Quantity | undefined {
  if (typeof value !== 'number') return factQuantity(value);
  const q = factQuantity(value, subject.measure === 'count' ? undefined : subject.unit);
  if (q && subject.measure === 'rate') return {...q, dimension: 'rate'};
  return q;
}

const SECONDS: Record<string, number> = {second: 1, minute: 60, hour: 3600, day: 86400, week: 604800};

/** A value in a unit ("28800" seconds in hours: "8 hours"); without a unit of time, the largest whole one. */
function inUnit(seconds: number, unit?: string): string {
  const name = unit?.replace(/s$/, '');
  if (name && SECONDS[name]) return `${+(seconds / SECONDS[name]).toFixed(3)} ${name}${seconds === SECONDS[name] ? '' : 's'}`;
  for (const [n, size] of [['week', 604800], ['day', 86400], ['hour', 3600], ['minute', 60]] as const) {
    if (seconds >= size && seconds % size === 0) return `${seconds / size} ${n}${seconds === size ? '' : 's'}`;
  }
  return `${seconds} seconds`;
}

/** What a value states, in the unit the writer is told to write (so both sides of the message compare). */
function describe(q: Quantity, unit?: string): string {
  if (q.kind !== 'number') return q.text;
  const list = q.values ?? [q.value!];
  const one = (v: number) => (q.dimension === 'time' ? inUnit(v, unit) : q.dimension === 'size' ? `${+(v / 1024 ** (unit === 'KB' ? 1 : 2)).toFixed(3)} ${unit === 'KB' ? 'KB' : 'MB'}` : q.dimension === 'rate' ? `${v} requests per minute` : q.dimension === 'months' ? `${v} months` : String(v));
  return q.shape === 'range' ? `${one(list[0]!)} to ${one(list[1]!)}` : list.map(one).join(', ');
}

function same(q: Quantity, expected: Quantity, subject: FactSubject): boolean {
  const a = q.values ?? [q.value!];
  const b = expected.values ?? [expected.value!];
  if (q.dimension !== expected.dimension) return false;
  if (q.shape === 'range' && expected.shape !== 'range') return Math.abs((subject.role === 'min' ? a[0]! : a[1]!) - b[0]!) < 1e-6;
  return a.length === b.length && a.every((v, i) => Math.abs(v - b[i]!) < 1e-6);
}

/** The token to write for a stated value: the fact itself, or its derived twin in the sentence's unit. */
export function suggestion(name: string, subject: FactSubject, q: Quantity): string {
  const stated = q.unit && q.unit.length > 1 ? q.unit.toLowerCase().replace(/s$/, '') : q.unit?.toLowerCase();
  for (const [unit, token] of Object.entries(subject.tokens ?? {})) {
    if (stated && (unit.replace(/s$/, '') === stated || unit[0] === stated)) return `{{fact:${token}}} ${unit}`;
  }
  const other = Object.entries(subject.tokens ?? {}).find(([, token]) => token !== name);
  if (other) return `{{fact:${other[1]}}} ${other[0]}`;
  if (subject.measure === 'rate') return `{{fact:${name}}} requests per minute`;
  return subject.unit && subject.measure !== 'count' && subject.measure !== 'list' ? `{{fact:${name}}} ${subject.unit}` : `{{fact:${name}}}`;
}

/** The value is exactly the fact's (in any unit). */
export function isValue(q: Quantity, subject: FactSubject, value: string | number): boolean {
  const expected = factValue(subject, value);
  return Boolean(expected && same(q, expected, subject));
}

/**
 * Judges the value `q` read for `fact`: another value is a finding; the fact's own value is one where
 * the file writes tokens (`typed`). `report` takes the findings another pass may also give (keyed by the value's offset, a literal by its text).
 */
export function judgeValue(unit: Unit, fact: string, subject: FactSubject, value: string | number | undefined, q: Quantity, typed: boolean, findings: Finding[], report: (f: Finding, at: number | string) => void): void {
  if (value === undefined) throw new Error(`fact-subjects.ts names ${fact}, which neither home of facts states`);
  if (q.kind === 'header' || q.fact?.startsWith('literal:')) {
    if (q.text !== String(value)) findings.push(finding(unit, fact, q.text, q.text, String(value), `{{fact:${fact}}}`));
    else if (typed && q.kind !== 'header') report(typedFinding(unit, fact, q.text, `{{fact:${fact}}}`), q.text);
    return;
  }
  const expected = factValue(subject, value);
  if (!expected) throw new Error(`The value of ${fact} (${value}) does not read as a ${subject.measure}`);
  if (same(q, expected, subject)) {
    if (typed) report(typedFinding(unit, fact, q.text, suggestion(fact, subject, q)), q.start);
    return;
  }
  const write = suggestion(fact, subject, q);
  // Both values in the unit of the token to write: "480 minutes" states 8 hours for tokenLifetimeSeconds (12 hours).
  const writeUnit = /\}\} (\w+)$/.exec(write)?.[1] ?? subject.unit;
  const expectedText = subject.measure === 'duration' && typeof value === 'number' ? describe(expected, writeUnit) : `${value}${subject.measure === 'rate' ? ' requests per minute' : subject.unit && subject.measure !== 'count' && typeof value === 'number' ? ` ${subject.unit}` : ''}`;
  findings.push(finding(unit, fact, q.text, describe(q, writeUnit), expectedText, write));
}

/** A right value typed where the file could render the fact: it goes stale when the fact's home changes. */
export function typedFinding(unit: Unit, fact: string, stated: string, write: string): Finding {
  const message = `${unit.file}:${unit.line}: "${stated}" types the value of ${fact} instead of its token: write ${write}, so the page follows its home (src/site/facts.ts or x-facts of the OpenAPI document)`;
  return {file: unit.file, line: unit.line, fact, stated, expected: stated, write, sentence: unit.text, message};
}

function finding(unit: Unit, fact: string, stated: string, reads: string, expected: string, write: string): Finding {
  const message = `${unit.file}:${unit.line}: "${stated}" states ${reads} for ${fact} (${expected}): write ${write}`;
  return {file: unit.file, line: unit.line, fact, stated, expected, write, sentence: unit.text, message};
}
