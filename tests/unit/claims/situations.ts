/**
 * Behaviour in prose (issue 46, item 3): a sentence that names a situation of
 * the rules (src/data/rules: its error code or detail code in backticks, or
 * the words it lists) and types a status for it must give the status the
 * rules answer it with; and where the file can write tokens (a page, the
 * OpenAPI document's prose), a status, a code or a header the sentence types
 * for it is reported even when right, with the token to write instead
 * (`{{rule:cloneApplicationForm.already_lent}}`, which renders "409
 * `already_lent`"), so the sentence follows the rules when they change. A
 * sentence that says "error code `x`" must name a code the rules have.
 */
import {rulesOf, SHARED, RATE_LIMIT_HEADERS, type Resolved} from '../../../src/data/rules';
import {ruleText} from '../../../src/data/rules/text';
import {ruleToken} from '../../../src/data/rules/tokens';
import {assign, type Candidate} from './assign';
import {Words, type Finding} from './claims';
import type {Unit} from './text';

type Json = Record<string, any>;

/** A situation as the check reads it; without an operation when built from statuses alone (the corpus). */
interface Entry {
  status: string;
  code: string;
  situation?: Resolved;
}

interface Name {
  /** The code (or detail code) the words name. */
  label: string;
  words: Words;
  entries: Entry[];
}

export interface SituationIndex {
  names: Name[];
  /** The operations a file (a page) or an OpenAPI scope renders or is about. */
  scopeOperations: Map<string, string[]>;
  /** Words that name each operation in a sentence: its operationId, `METHOD /path`, its page's address. */
  operationWords: Array<{operationId: string; words: Words}>;
  /** Codes the rules answer with (top-level and detail codes). */
  codes: Set<string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The index of the rules of a document (tokens replaced, error responses merged). */
export function situationIndex(doc: Json): SituationIndex {
  const rules = rulesOf(doc);
  const byLabel = new Map<string, {words: Set<string>; entries: Entry[]}>();
  const add = (label: string, words: readonly string[], entry: Entry) => {
    const at = byLabel.get(label) ?? {words: new Set([`\`${label}\``]), entries: []};
    for (const w of words) at.words.add(w);
    at.entries.push(entry);
    byLabel.set(label, at);
  };
  const scopeOperations = new Map<string, string[]>();
  const operationWords: SituationIndex['operationWords'] = [];
  for (const [operationId, of] of rules.situations) {
    const info = rules.operations.get(operationId)!;
    const operation = doc.paths[info.path][info.method.toLowerCase()];
    const page: string | undefined = operation['x-doc-page'];
    if (page) {
      const file = `docs${page.replace(/\/$/, '')}.mdx`;
      scopeOperations.set(file, [...(scopeOperations.get(file) ?? []), operationId]);
    }
    scopeOperations.set(`src/data/openapi/bindpoint.openapi.yaml#paths/${info.path}/${info.method.toLowerCase()}`, [operationId]);
    operationWords.push({operationId, words: new Words([escape(operationId), `${info.method} ${escape(info.path)}`, ...(page ? [escape(page)] : [])])});
    for (const s of of.values()) {
      const entry = {status: String(s.status), code: s.code, situation: s};
      add(s.detail ?? s.code, s.words ?? [], entry);
      if (s.detail) add(s.code, [], entry);
    }
  }
  const names = [...byLabel].map(([label, {words, entries}]) => ({label, words: new Words([...words]), entries}));
  return {names, scopeOperations, operationWords, codes: new Set(byLabel.keys())};
}

/** An index of statuses per code alone (no operations): what the corpus of sentences is checked with. */
export function statusIndex(statuses: Map<string, Set<string>>): SituationIndex {
  const names = [...statuses].map(([label, set]) => ({label, words: new Words([`\`${label}\``, ...Object.values(SHARED).filter((s) => (s.detail ?? s.code) === label).flatMap((s) => s.words ?? [])]), entries: [...set].map((status) => ({status, code: label}))}));
  return {names, scopeOperations: new Map(), operationWords: [], codes: new Set(statuses.keys())};
}

/** A status a sentence types: a 4xx or 5xx standing alone (not part of an id, a time, a path or a token). */
function typedStatuses(text: string): Array<{text: string; start: number; end: number}> {
  const tokens = [...text.matchAll(/\{\{[^}]*\}\}/g)].map((m) => [m.index!, m.index! + m[0].length] as const);
  const out: Array<{text: string; start: number; end: number}> = [];
  for (const m of text.matchAll(/(?<![\w.\-/:#$])([45]\d\d)(?![\w\-/:%]|\.\d)/g)) {
    if (tokens.some(([s, e]) => m.index! >= s && m.index! < e)) continue;
    out.push({text: m[1]!, start: m.index!, end: m.index! + 3});
  }
  return out;
}

export interface SituationOptions {
  /** Files where a sentence can write tokens (pages, the OpenAPI document): a typed status is reported there even when right. */
  tokensIn?: (unit: Unit) => boolean;
}

export function checkSituations(units: Unit[], index: SituationIndex, options: SituationOptions = {}): Finding[] {
  const findings: Finding[] = [];
  for (const unit of units) {
    const text = unit.text;
    const typed = options.tokensIn?.(unit) ?? false;
    // Rate-limit headers typed where the rule can be rendered ({{rule:rateLimitHeaders}}).
    if (typed && /\brate[- ]limit/i.test(text)) {
      const headers = RATE_LIMIT_HEADERS.filter((h) => new RegExp(`(?<![\\w-])${h}(?![\\w-])`).test(text.replace(/\{\{[^}]*\}\}/g, '')));
      if (headers.length) {
        findings.push({file: unit.file, line: unit.line, fact: 'rule:rateLimitHeaders', stated: headers.join(', '), expected: RATE_LIMIT_HEADERS.join(', '), write: '{{rule:rateLimitHeaders}}', sentence: text,
          message: `${unit.file}:${unit.line}: "${headers.join(', ')}" types the headers every answer of a rate-limited API carries: write {{rule:rateLimitHeaders}} (the rule of src/data/rules/apis.ts)`});
      }
    }
    if (!/\b[45]\d\d\b|error code/i.test(text)) continue;
    const mentions = index.names.flatMap((name) => name.words.all(text).map((m) => ({name, start: m.index, end: m.end})));
    if (!mentions.length) continue;
    const statuses = typedStatuses(text);
    const candidates: Candidate<{text: string; start: number; end: number}>[] = statuses.map((q) => ({
      item: q,
      options: mentions
        .map((m, i) => {
          const gap = m.start >= q.end ? (m.start - q.end) * 2 : Math.max(0, q.start - m.end);
          // A table row pairs a status and a code across its cells, at a cost.
          const between = text.slice(Math.min(q.end, m.end), Math.max(q.start, m.start));
          const cells = / \| /.test(between) ? 30 : 0;
          const clause = /;/.test(between) ? 60 : 0;
          return {fact: String(i), cost: gap + cells + clause};
        })
        .filter((o) => o.cost <= 150),
    }));
    // The operations the sentence names, else the ones its page or OpenAPI scope is about.
    const named = index.operationWords.filter((o) => o.words.test(text)).map((o) => o.operationId);
    const scoped = index.scopeOperations.get(unit.scope) ?? index.scopeOperations.get(unit.file) ?? [];
    const preferred = named.length ? named : scoped;
    for (const {item: q, fact} of assign(candidates, text)) {
      const mention = mentions[Number(fact)]!;
      const {name} = mention;
      const known = new Set(name.entries.map((e) => e.status));
      // The statement's span: the status, and the code right after it ("409 `already_lent`", "`409` with `already_lent`").
      const stated = text.slice(Math.min(q.start, mention.start), Math.max(q.end, mention.start > q.end && mention.start - q.end <= 12 ? mention.end : q.end)).trim();
      const matching = name.entries.filter((e) => e.status === q.text && e.situation);
      const pick = matching.find((e) => preferred.includes(e.situation!.operationId)) ?? matching[0];
      if (!known.has(q.text)) {
        const expected = [...known].join(' or ');
        const right = name.entries.find((e) => e.situation && preferred.includes(e.situation.operationId))?.situation ?? name.entries.find((e) => e.situation)?.situation;
        const write = right ? ruleToken(right) : `\`${expected}\``;
        findings.push({file: unit.file, line: unit.line, fact: name.label, stated: q.text, expected, write, sentence: text,
          message: `${unit.file}:${unit.line}: "${q.text}" is the status this sentence gives ${name.label}, which the rules answer with ${expected}: write ${write}${right ? ` (renders ${ruleText(right)})` : ''}`});
        continue;
      }
      if (!typed || !pick?.situation) continue;
      const s = pick.situation;
      const token = ruleToken(s);
      const about = preferred.includes(s.operationId) ? `what ${s.operationId} answers` : s.shared ? 'what every operation it applies to answers' : `what ${s.operationId} answers`;
      findings.push({file: unit.file, line: unit.line, fact: `rule:${s.shared ? s.id : `${s.operationId}.${s.id}`}`, stated, expected: ruleText(s), write: token, sentence: text,
        message: `${unit.file}:${unit.line}: "${stated}" types ${about} when ${s.when.charAt(0).toLowerCase()}${s.when.slice(1).replace(/\.$/, '')}: write ${token} (renders ${ruleText(s)}), so the sentence follows the rules (src/data/rules)`});
    }
    for (const m of text.matchAll(/\berror code `([a-z]+(?:_[a-z]+)+)`/gi)) {
      if (index.codes.has(m[1]!)) continue;
      const near = mentions.find((x) => x.name.label !== m[1]);
      findings.push({file: unit.file, line: unit.line, fact: near?.name.label ?? m[1]!, stated: m[1]!, expected: near?.name.label ?? 'a code of the rules', write: near ? `\`${near.name.label}\`` : 'a code the rules answer with', sentence: text,
        message: `${unit.file}:${unit.line}: error code \`${m[1]}\` is not one the platform answers with (src/data/rules)${near ? `; this sentence is about ${near.name.label}: write \`${near.name.label}\`` : ''}`});
    }
  }
  return findings;
}
