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
import {rulesOf, SHARED, OPERATIONS, RATE_LIMIT_HEADERS, type ApiName, type Resolved} from '../../../src/data/rules';
import {ruleText} from '../../../src/data/rules/text';
import {ruleToken} from '../../../src/data/rules/tokens';
import {escapeRegExp} from '../../../src/site/regexp';
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
  /** `code`: the code in backticks, which states the situation's code firmly; `words`: a situation's own words. */
  kind: 'code' | 'words';
  words: Words;
  entries: Entry[];
}

export interface SituationIndex {
  names: Name[];
  /** The operations a file (a page) or an OpenAPI scope renders or is about. */
  scopeOperations: Map<string, string[]>;
  /** Words that name each operation in a sentence: its operationId, `METHOD /path`, its page's address. */
  operationWords: Array<{operationId: string; words: Words}>;
  /** Words that name each API ("the Leads API"), and its operations: a sentence about one API's limit is about its operations. */
  apiWords: Array<{api: ApiName; words: Words; operations: string[]}>;
  /** Every situation of every operation, to pick one by status and context where the words name none of the page's. */
  situations: Resolved[];
  /** Codes the rules answer with (top-level and detail codes). */
  codes: Set<string>;
}

/** How each API is named in prose, beside its label in messages (apis.ts). */
const API_WORDS: Record<ApiName, string[]> = {
  auth: ['token endpoint', 'token URL', 'OAuth token endpoint'],
  partnerApi: ['Partner API'],
  leadsApi: ['Leads API'],
  hooks: ['Webhooks API', 'hooks API'],
  intelligence: ['Insurance Intelligence'],
  carrierApi: ['Carrier API'],
};

/** The index of the rules of a document (tokens replaced, error responses merged). */
export function situationIndex(doc: Json): SituationIndex {
  const rules = rulesOf(doc);
  const byCode = new Map<string, Entry[]>();
  const byId = new Map<string, {label: string; words: readonly string[]; entries: Entry[]}>();
  const scopeOperations = new Map<string, string[]>();
  const operationWords: SituationIndex['operationWords'] = [];
  const apiOperations = new Map<ApiName, string[]>();
  const situations: Resolved[] = [];
  for (const [operationId, of] of rules.situations) {
    const info = rules.operations.get(operationId)!;
    apiOperations.set(info.api, [...(apiOperations.get(info.api) ?? []), operationId]);
    const operation = doc.paths[info.path][info.method.toLowerCase()];
    const page: string | undefined = operation['x-doc-page'];
    if (page) {
      const file = `${page.replace(/^\/(?:docs\/)?/, 'docs/').replace(/\/$/, '')}.mdx`;
      scopeOperations.set(file, [...(scopeOperations.get(file) ?? []), operationId]);
    }
    scopeOperations.set(`src/data/openapi/bindpoint.openapi.yaml#paths/${info.path}/${info.method.toLowerCase()}`, [operationId]);
    operationWords.push({operationId, words: new Words([escapeRegExp(operationId), `${info.method} ${escapeRegExp(info.path)}`, ...(page ? [escapeRegExp(page)] : [])])});
    for (const s of of.values()) {
      situations.push(s);
      const entry = {status: String(s.status), code: s.code, situation: s};
      for (const code of new Set([s.code, ...(s.detail ? [s.detail] : [])])) byCode.set(code, [...(byCode.get(code) ?? []), entry]);
      if (s.words?.length) {
        // One name per situation id: the words of `duplicate_prospect` name that situation wherever it applies, not every 422.
        const key = `${s.id}\u0000${s.words.join('|')}`;
        const at = byId.get(key) ?? {label: s.detail ?? s.code, words: s.words, entries: []};
        at.entries.push(entry);
        byId.set(key, at);
      }
    }
  }
  const names: Name[] = [
    ...[...byCode].map(([label, entries]) => ({label, kind: 'code' as const, words: new Words([`\`${label}\``]), entries})),
    ...[...byId.values()].map(({label, words, entries}) => ({label, kind: 'words' as const, words: new Words([...words]), entries})),
  ];
  const apiWords = (Object.keys(API_WORDS) as ApiName[]).map((api) => ({api, words: new Words(API_WORDS[api]), operations: apiOperations.get(api) ?? []}));
  return {names, scopeOperations, operationWords, apiWords, situations, codes: new Set(byCode.keys())};
}

/** An index of statuses per code alone (no operations): what the corpus of sentences is checked with. */
export function statusIndex(statuses: Map<string, Set<string>>): SituationIndex {
  const all = [...Object.values(SHARED), ...Object.values(OPERATIONS).flatMap((of) => Object.values(of))];
  const names: Name[] = [...statuses].flatMap(([label, set]) => {
    const entries = [...set].map((status) => ({status, code: label}));
    const words = [...new Set(all.filter((s) => (s.detail ?? s.code) === label).flatMap((s) => s.words ?? []))];
    return [{label, kind: 'code' as const, words: new Words([`\`${label}\``]), entries}, ...(words.length ? [{label, kind: 'words' as const, words: new Words(words), entries}] : [])];
  });
  return {names, scopeOperations: new Map(), operationWords: [], apiWords: [], situations: [], codes: new Set(statuses.keys())};
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

/** The content words of a text (four letters or more, plural folded), to tell whether a situation's `when` is about them. */
function salient(text: string): Set<string> {
  const stop = new Set(['that', 'this', 'with', 'from', 'your', 'have', 'than', 'when', 'which', 'they', 'their', 'there', 'what', 'into', 'been', 'were', 'will', 'does', 'only', 'also', 'same', 'another', 'other', 'answers']);
  return new Set((text.toLowerCase().match(/[a-z_]{4,}/g) ?? []).map((w) => w.replace(/s$/, '')).filter((w) => !stop.has(w)));
}

/**
 * The token that states a situation. An operation's own situation: `{{rule:op.id}}`. A shared one: `{{rule:id}}`,
 * unless it differs per operation (a rate limit is its API's limit) and the operations the sentence is about agree
 * on it: then that operation's, so the sentence names its API's situation (`{{rule:sendProspect.rate_limited}}`).
 */
function tokenFor(s: Resolved, same: Resolved[], preferred: string[]): string {
  if (!s.shared) return ruleToken(s);
  const shared = SHARED[s.id]!;
  if (!shared.whenFor && typeof shared.example !== 'function') return ruleToken(s);
  const here = same.filter((x) => x.id === s.id && preferred.includes(x.operationId));
  if (here.length && new Set(here.map((x) => x.when)).size === 1) return ruleToken(here[0]!, true);
  return ruleToken(s);
}

/** What may stand between a status and the code it is answered with. */
const STATES = /^[`\s(,|]*(?:(?:with|and)\s+)?(?:(?:the\s+)?error(?:\.|\s+)code\s*)?[`\s(]*$/i;

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
          // The code right after the status states it ("`409` with the error code `already_lent`"): nothing nearer does.
          if (m.name.kind === 'code' && m.start >= q.end && STATES.test(between)) return {fact: String(i), cost: 0};
          // The code in backticks states the situation more firmly than its words do.
          return {fact: String(i), cost: gap + cells + clause + (m.name.kind === 'words' ? 5 : 0)};
        })
        .filter((o) => o.cost <= 150),
    }));
    // The operations the sentence names (by operation, or by API), else the ones its page or OpenAPI scope is about.
    const named = index.operationWords.filter((o) => o.words.test(text)).map((o) => o.operationId);
    const apis = index.apiWords.filter((a) => a.words.test(text));
    const scoped = index.scopeOperations.get(unit.scope) ?? index.scopeOperations.get(unit.file) ?? [];
    const apiOperations = apis.flatMap((a) => a.operations);
    const scopedInApi = scoped.filter((o) => apiOperations.includes(o));
    const preferred = named.length ? named : apis.length ? (scopedInApi.length ? scopedInApi : apiOperations) : scoped;
    // The situations whose own words the sentence uses anywhere: they tell apart the situations of one code.
    const worded = new Set(mentions.filter((m) => m.name.kind === 'words').flatMap((m) => m.name.entries.map((e) => e.situation?.id)));
    for (const {item: q, fact} of assign(candidates, text)) {
      const mention = mentions[Number(fact)]!;
      const {name} = mention;
      // The statement's span: the status, and the code right after it ("409 `already_lent`", "`409` with `already_lent`").
      const stated = text.slice(Math.min(q.start, mention.start), Math.max(q.end, mention.start > q.end && mention.start - q.end <= 12 ? mention.end : q.end)).trim();
      if (!name.entries.some((e) => e.situation)) {
        // Statuses alone (the corpus): the code's statuses.
        const known = new Set(name.entries.map((e) => e.status));
        if (known.has(q.text)) continue;
        const expected = [...known].join(' or ');
        findings.push({file: unit.file, line: unit.line, fact: name.label, stated: q.text, expected, write: `\`${expected}\``, sentence: text,
          message: `${unit.file}:${unit.line}: "${q.text}" is the status this sentence gives ${name.label}, which the rules answer with ${expected}: write \`${expected}\``});
        continue;
      }
      const all = name.entries.map((e) => e.situation!);
      const ofPage = all.filter((s) => preferred.includes(s.operationId));
      const pool = ofPage.length ? ofPage : all;
      let found = pool.filter((s) => String(s.status) === q.text);
      if (!found.length && name.kind === 'words') {
        // Words name a situation, the status another: the page's situation of that status whose `when` shares the words
        // ("a form of another tenant answers 404": the form is not found, no tenant in the path is refused).
        const said = salient(text.slice(mention.start, mention.end));
        found = index.situations.filter((s) => (preferred.length ? preferred.includes(s.operationId) : true) && String(s.status) === q.text && [...salient(s.when)].some((w) => said.has(w)));
      }
      // Words are a weaker statement than a code: a status they disagree with is wrong only in their own clause, close by.
      const between = text.slice(Math.min(q.end, mention.end), Math.max(q.start, mention.start));
      if (!found.length && name.kind === 'words' && (between.length > 60 || /[;|]/.test(between))) continue;
      if (!found.length) {
        const right = pool[0]!;
        const expected = [...new Set(pool.map((s) => String(s.status)))].join(' or ');
        const write = tokenFor(right, pool, preferred);
        findings.push({file: unit.file, line: unit.line, fact: name.label, stated: q.text, expected, write, sentence: text,
          message: `${unit.file}:${unit.line}: "${q.text}" is the status this sentence gives ${name.label}, which the rules answer with ${expected}: write ${write} (renders ${ruleText(right)})`});
        continue;
      }
      if (!typed) continue;
      // One situation: the one whose words the sentence uses, of the page's operations (else a shared one), shown in the document, first.
      const rank = (s: Resolved) => (worded.has(s.id) ? 0 : 8) + (preferred.includes(s.operationId) ? 0 : 4) + (s.shared || preferred.includes(s.operationId) ? 0 : 2) + (s.shown === false ? 1 : 0);
      const s = [...found].sort((a, b) => rank(a) - rank(b))[0]!;
      const token = tokenFor(s, found.filter((x) => x.id === s.id), preferred);
      const perOperation = token.startsWith(`{{rule:${s.operationId}.`);
      const when = perOperation || !s.shared ? s.when : SHARED[s.id]!.when;
      const about = perOperation ? `what ${s.operationId} answers` : 'what every operation it applies to answers';
      findings.push({file: unit.file, line: unit.line, fact: `rule:${perOperation ? `${s.operationId}.${s.id}` : s.id}`, stated, expected: ruleText(s), write: token, sentence: text,
        message: `${unit.file}:${unit.line}: "${stated}" types ${about} when ${when.charAt(0).toLowerCase()}${when.slice(1).replace(/\.$/, '')}: write ${token} (renders ${ruleText(s)}), so the sentence follows the rules (src/data/rules)`});
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
