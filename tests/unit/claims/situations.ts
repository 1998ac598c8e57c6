/**
 * Statuses and error codes per situation: a sentence that names a situation
 * (src/site/fact-subjects.ts, SITUATIONS: a rate limit, a duplicate
 * prospect, a lent form...) and pairs it with an HTTP error status must give
 * the status the OpenAPI document answers that situation's error code with;
 * a sentence that says "error code `x`" must name a code the document has.
 */
import {SITUATIONS} from '../../../src/site/fact-subjects';
import {assign, type Candidate} from './assign';
import {quantities, type Quantity} from './quantities';
import {Words, type Finding} from './claims';
import type {Unit} from './text';

type Json = Record<string, any>;

/** Error code -> the statuses of the responses whose examples carry it (top-level or detail codes). */
export function errorStatuses(doc: Json): Map<string, Set<string>> {
  const statuses = new Map<string, Set<string>>();
  const resolve = (node: Json) => (node?.$ref ? (node.$ref as string).slice(2).split('/').reduce((n: Json, k: string) => n[k], doc) : node);
  const add = (code: unknown, status: string) => {
    if (typeof code === 'string') statuses.set(code, new Set([...(statuses.get(code) ?? []), status]));
  };
  for (const item of Object.values<Json>(doc.paths ?? {})) {
    for (const op of Object.values<Json>(item)) {
      for (const [status, raw] of Object.entries<Json>(op?.responses ?? {})) {
        for (const media of Object.values<Json>(resolve(raw).content ?? {})) {
          for (const example of Object.values<Json>(media.examples ?? {})) {
            const error = resolve(example).value?.error;
            add(typeof error === 'string' ? error : error?.code, status);
            for (const detail of error?.details ?? []) add(detail?.code, status);
          }
        }
      }
    }
  }
  return statuses;
}

/** Every error code of the document names its situation in backticks; SITUATIONS adds the words for some. */
function situationNames(statuses: Map<string, Set<string>>): Record<string, Words> {
  for (const code of Object.keys(SITUATIONS)) {
    if (!statuses.has(code)) throw new Error(`SITUATIONS names ${code}, which no error example of the OpenAPI document carries`);
  }
  return Object.fromEntries([...statuses.keys()].map((code) => [code, new Words([`\`${code}\``, ...(SITUATIONS[code] ?? [])])]));
}

export function checkSituations(units: Unit[], statuses: Map<string, Set<string>>): Finding[] {
  const findings: Finding[] = [];
  const names = situationNames(statuses);
  for (const unit of units) {
    const text = unit.text;
    // A status is three digits starting with 4 or 5; an error code is named "error code `x`".
    if (!/\b[45]\d\d\b|error code/i.test(text)) continue;
    const mentions = Object.entries(names).flatMap(([code, words]) => words.all(text).map((m) => ({code, start: m.index, end: m.end})));
    if (!mentions.length) continue;
    const qs = quantities(text).filter((q) => q.kind === 'status' && /^[45]/.test(q.text));
    const candidates: Candidate<Quantity>[] = qs.map((q) => ({
      item: q,
      options: mentions
        .map((m) => {
          const gap = m.start >= q.end ? (m.start - q.end) * 2 : Math.max(0, q.start - m.end);
          // A table row pairs a status and a code across its cells, at a cost.
          const between = text.slice(Math.min(q.end, m.end), Math.max(q.start, m.start));
          const cells = / \| /.test(between) ? 30 : 0;
          const clause = /;/.test(between) ? 60 : 0;
          return {fact: m.code, cost: gap + cells + clause};
        })
        .filter((o) => o.cost <= 150),
    }));
    for (const {item: q, fact: code} of assign(candidates, text)) {
      const known = statuses.get(code)!;
      if (!known.has(q.text)) {
        const expected = [...known].join(' or ');
        findings.push({file: unit.file, line: unit.line, fact: code, stated: q.text, expected, write: `\`${expected}\``, sentence: text,
          message: `${unit.file}:${unit.line}: "${q.text}" is the status this sentence gives ${code}, which the OpenAPI document answers with ${expected}: write \`${expected}\``});
      }
    }
    for (const m of text.matchAll(/\berror code `([a-z]+(?:_[a-z]+)+)`/gi)) {
      if (statuses.has(m[1]!)) continue;
      const near = mentions.find((x) => x.code !== m[1]);
      findings.push({file: unit.file, line: unit.line, fact: near?.code ?? m[1]!, stated: m[1]!, expected: near?.code ?? 'a code of the OpenAPI document', write: near ? `\`${near.code}\`` : 'a code the OpenAPI document lists', sentence: text,
        message: `${unit.file}:${unit.line}: error code \`${m[1]}\` is not one the OpenAPI document answers with${near ? `; this sentence is about ${near.code}: write \`${near.code}\`` : ''}`});
    }
  }
  return findings;
}
