/**
 * Typed literals (issue 35, item 5): the exact value of a literal fact (the
 * reference id format `XXX-XXX-XXX`, the signature prefix `sha256=`, a report
 * prefix, the secret command) typed in prose where the file could write
 * `{{fact:name}}`. The pairing of values with subjects (claims.ts) reads a
 * literal only where its subject is named, and gives each subject one value:
 * "Pass the public reference (`XXX-XXX-XXX`)" names no "reference id", and in
 * "`{{fact:signatureHeader}}` carries `sha256=`" the header's token stands
 * where the prefix's subject would be. Here every literal fact is looked for
 * on its own, whatever else the sentence names: its value is specific enough
 * to be itself wherever it is typed.
 *
 * Two ways to find it: the fact's own pattern (its cue words: "start with
 * `CUS`", "at least 0.7"), and, for a value that is not a bare number, the
 * value itself as a whole word ("location reports with `LUS`"). A bare
 * number (0.7) is found only with its pattern's words: alone it may be any
 * number of the page.
 */
import type {FactSubject} from '../../../src/site/fact-subjects';
import type {Unit} from './text';
import {escapeRegExp} from '../../../src/site/regexp';

export interface TypedLiteral {
  fact: string;
  stated: string;
  start: number;
}

/** Spans of `{{...}}` tokens: a value inside one is rendered from its home, not typed. */
function tokenSpans(text: string): Array<[number, number]> {
  return [...text.matchAll(/\{\{[^}]*\}\}/g)].map((m) => [m.index!, m.index! + m[0].length]);
}

export function typedLiterals(unit: Unit, subjects: Array<[string, FactSubject]>, facts: Record<string, string | number>): TypedLiteral[] {
  const text = unit.text;
  const tokens = tokenSpans(text);
  const inToken = (start: number, end: number) => tokens.some(([s, e]) => start < e && end > s);
  const out: TypedLiteral[] = [];
  for (const [fact, subject] of subjects) {
    if (subject.measure !== 'literal' || !subject.pattern) continue;
    const value = String(facts[fact] ?? '');
    if (!value || !text.includes(value)) continue;
    const found = new Set<number>();
    for (const m of text.matchAll(new RegExp(subject.pattern, 'g'))) {
      if (m[1] !== value) continue;
      const start = m.index! + m[0].indexOf(value);
      if (!inToken(start, start + value.length)) found.add(start);
    }
    if (!/^[\d.]+$/.test(value)) {
      // Whole word: `CUS` but not the example id `CUS-4F2A` or the word CUSTOM.
      for (const m of text.matchAll(new RegExp(String.raw`(?<![\w-])${escapeRegExp(value)}(?![\w-]|=)`, 'g'))) {
        if (!inToken(m.index!, m.index! + value.length)) found.add(m.index!);
      }
    }
    for (const start of [...found].sort((a, b) => a - b)) out.push({fact, stated: value, start});
  }
  return out;
}
