/**
 * The claims check: every sentence that names a fact's subject
 * (src/site/fact-subjects.ts) and states a value for it must state the
 * fact's value (src/site/fact-tokens.ts: the OpenAPI document's `x-facts`
 * and src/site/facts.ts). A `{{fact:name}}` token is right by construction.
 *
 * Per sentence: read its values (quantities.ts), find where each subject is
 * named, and pair values with subjects at the least total distance (each
 * subject takes one value per sentence, each value one subject), counting
 * only values a subject can measure: a duration for a lifetime, characters
 * for a length, a rate for a rate limit. So "tokens last 12 hours and
 * sessions 12 hours" is two claims, and "5 seconds to connect and 60 seconds
 * to answer" pairs each value with its own subject. Values in a clause about
 * the past ("they lasted 1 hour before") or after "for example" are not claims.
 *
 * Every fact of a sentence is checked on its own, whatever else it names:
 * subjects joined by "and"/"or" share the value after them ("SDK tokens and
 * upload URLs last 10 minutes" is a claim about both); where the file writes
 * tokens, a value left over because its subject went to a token is the fact
 * typed when it is exactly the fact's value in that subject's clause, and a
 * literal fact's value is found wherever it is typed (typed.ts).
 */
import {DOMAINS, FACT_SUBJECTS, type Domain, type FactSubject} from '../../../src/site/fact-subjects';
import {assign, type Candidate} from './assign';
import {judgeValue, isValue, suggestion, typedFinding} from './judge';
import {quantities, type Quantity} from './quantities';
import type {Unit} from './text';
import {typedLiterals} from './typed';
import {pageFacts} from './page-facts';

export interface Finding {
  file: string;
  line: number;
  fact: string;
  /** What the sentence says ("480 minutes"), and the fact's value as text. */
  stated: string;
  expected: string;
  /** The token to write, with the unit words that follow it. */
  write: string;
  sentence: string;
  message: string;
}

interface Mention {
  fact: string;
  start: number;
  end: number;
  /** Added to the distance: 0 for a name, more for a cue, the more the farther its domain is named. */
  bias: number;
  cue: boolean;
  /** Named by the heading above the sentence (or the data record's name), not in it. */
  heading?: boolean;
}

type Subjects = Record<string, FactSubject>;

export interface CheckOptions {
  facts: Record<string, string | number>;
  subjects?: Subjects;
  /** The text of each scope (page, operation...), where a sentence's domain is read. */
  scopes?: Map<string, string>;
  /** Header names the OpenAPI document defines: a sentence may name them for what they are. */
  knownHeaders?: Set<string>;
  /** operationId -> identity token of its API host: a page that renders an operation calls that host. */
  operationHosts?: Map<string, string>;
  /** Receives every claim read, right or wrong (to see what the check reads). */
  trace?: (unit: Unit, fact: string, stated: string) => void;
  /**
   * Files that can write fact tokens (MDX pages, the OpenAPI document): there a
   * value typed in place of its token is a finding even when it is right today,
   * since it stays behind when the fact's home changes.
   */
  tokensIn?: (unit: Unit) => boolean;
}

/**
 * Whole-word patterns: those written with a capital (proper names: "Exchange", "Partner API") match
 * case-sensitively, so "one exchange" is not the Exchange; the others in any case.
 */
export class Words {
  private readonly res: RegExp[];
  constructor(patterns: string[]) {
    const bound = (list: string[], flags: string) => (list.length ? [new RegExp(String.raw`(?<![\w-])(?:${list.join('|')})(?![\w-])`, flags)] : []);
    this.res = [...bound(patterns.filter((p) => !/^[A-Z]/.test(p)), 'gi'), ...bound(patterns.filter((p) => /^[A-Z]/.test(p)), 'g')];
  }
  all(text: string): Array<{index: number; end: number}> {
    return this.res.flatMap((re) => [...text.matchAll(re)].map((m) => ({index: m.index!, end: m.index! + m[0].length}))).sort((a, b) => a.index - b.index);
  }
  test(text: string): boolean {
    return this.all(text).length > 0;
  }
}
const words = (patterns: string[]) => new Words(patterns);
const DOMAIN_RES = Object.fromEntries(Object.entries(DOMAINS).map(([d, p]) => [d, words(p)])) as Record<Domain, Words>;

const PAST = /\b(?:previously|formerly|used to|no longer|lasted|had been|originally|until (?:\d{4}|v?\d+\.\d)|before (?:\d{4}|v?\d+\.\d|version))\b|\bbefore\s*(?:[.;,)]|$)/i;
const EXAMPLE = /\b(?:for example|for instance|e\.g\.|such as)\b/i;
/** Hard clause ends (table cells, semicolons, dashes) and soft ones ("and", "but", commas). */
const HARD = /;|\s[—–]\s|\s\|\s/g;
const SOFT = /,\s|\s(?:and|but|or|then|while)\s/g;
/** What lies between two subjects that share one value ("SDK tokens and upload URLs"). */
const CONJOINED = /^\s*(?:,|,?\s*(?:and|or|as well as))\s*(?:the\s+|all\s+|both\s+)?$/i;
/** Words after a number that are not what it counts ("at most 10 can be active"). */
const FUNCTION_WORDS = /^(?:can|may|must|are|is|be|of|per|and|or|to|in|at|for|with|on|by|the|a|an|it|they|each|more|less|at|as|from|if|when|so|than)$/i;

/** The domain a page (or operation, event, component) is about: the one it names clearly most. */
export function scopeDomain(text: string): Domain | undefined {
  const counts = (Object.entries(DOMAIN_RES) as Array<[Domain, Words]>).map(([d, re]) => [d, re.all(text).length] as const);
  const ranked = counts.filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  if (!ranked.length) return undefined;
  if (ranked.length > 1 && ranked[0]![1] < 1.5 * ranked[1]![1]) return undefined;
  return ranked[0]![0];
}

function compatible(q: Quantity, subject: FactSubject, mention: Mention, sentence: string): boolean {
  if (q.kind === 'header') return subject.measure === 'header';
  if (q.kind !== 'number') return false;
  // A subject with a role (the default, the maximum) takes a single value only with the word that says so.
  if (subject.role && q.shape !== 'range' && q.qualifier !== subject.role && !(subject.role === 'max' && q.qualifier === 'exact')) return false;
  switch (subject.measure) {
    case 'duration':
      return ['time', 'months', 'businessDays'].includes(q.dimension!) && (!q.offset || Boolean(subject.leadTime)) && q.shape !== 'list';
    case 'rate':
      return q.dimension === 'rate';
    case 'size':
      return q.dimension === 'size' && q.shape !== 'list';
    case 'list':
      return q.shape === 'list' && q.dimension === 'time';
    case 'range':
    case 'count': {
      if (q.dimension !== 'count' || q.shape === 'list') return false;
      if (subject.measure === 'range' && q.shape !== 'range') return false;
      if (q.unit && subject.nouns && words(subject.nouns).test(q.unit)) return true;
      // A number followed by another noun counts something else ("six attempts", "one quote").
      if (q.unit && !FUNCTION_WORDS.test(q.unit) && !(mention.start >= q.end && mention.start - q.end <= 2)) return false;
      const limited = q.qualifier === 'max' || q.qualifier === 'min' || q.qualifier === 'exact' || q.qualifier === 'default';
      return limited || (mention.start >= q.end && mention.start - q.end <= 2) || q.shape === 'range';
    }
    default:
      return false;
  }
}

/** The value follows "for example" in its clause (a parenthesis ends the example it opens with). */
function inExample(text: string, clauseStart: number, at: number): boolean {
  const before = text.slice(clauseStart, at);
  const example = [...before.matchAll(new RegExp(EXAMPLE.source, 'gi'))].at(-1);
  if (!example) return false;
  const open = before.lastIndexOf('(', example.index);
  const closed = open >= 0 && before.indexOf(')', example.index) >= 0;
  return !closed;
}

/** Where a domain named by the heading above a sentence counts as named. */
const HEADING = -1;

/** Index of the clause (hard, soft) an offset is in. */
function clauses(sentence: string): (at: number) => [number, number] {
  const hard = [...sentence.matchAll(HARD)].map((m) => m.index!);
  const soft = [...sentence.matchAll(SOFT)].map((m) => m.index!);
  return (at) => [hard.filter((i) => i < at).length, soft.filter((i) => i < at).length];
}

/** The API host a page (or operation) calls most: its identity tokens, the token URL only when it calls nothing else. */
export function scopeHost(text: string, operationHosts?: Map<string, string>): string | undefined {
  const counts = new Map<string, number>();
  const count = (host: string | undefined) => host && counts.set(host, (counts.get(host) ?? 0) + 1);
  for (const m of text.matchAll(/\{\{(partnerApi|leadsApi|hooksApi|intelligenceApi|carrierApi|tokenUrl|authHost)(?:Sandbox)?\}\}/g)) count(m[1] === 'authHost' ? 'tokenUrl' : m[1]);
  // The operations a page renders (`import ... from '@generated/bindpoint-openapi/default/<operationId>.mdx'`).
  for (const m of text.matchAll(/@generated\/bindpoint-openapi\/default\/(\w+)\.mdx/g)) count(operationHosts?.get(m[1]!));
  if (counts.size > 1) counts.delete('tokenUrl');
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  return ranked.length && (ranked.length === 1 || ranked[0]![1] > ranked[1]![1]) ? ranked[0]![0] : undefined;
}

/** Cost of a subject named only by the heading above the sentence. */
const HEADING_COST = 90;

function mentionsOf(unit: Unit, text: string, active: Array<[string, FactSubject]>, res: Map<string, {names?: Words; cues?: Words}>, page: {domain?: Domain; host?: string; facts?: Set<string>}): Mention[] {
  // Domains the sentence names, with where (its heading's count as named just before it).
  const markers = new Map<Domain, number[]>();
  for (const [domain, re] of Object.entries(DOMAIN_RES) as Array<[Domain, Words]>) {
    const at = re.all(text).map((m) => m.index);
    if (unit.heading && re.test(unit.heading)) at.push(HEADING);
    if (at.length) markers.set(domain, at);
  }
  const hardAt = clauses(text);
  const mentions: Mention[] = [];
  for (const [name, subject] of active) {
    if (unit.date && subject.since && unit.date < subject.since) continue;
    const {names, cues} = res.get(name)!;
    for (const m of names?.all(text) ?? []) mentions.push({fact: name, start: m.index, end: m.end, bias: 0, cue: false});
    if (names && unit.heading && names.test(unit.heading)) mentions.push({fact: name, start: -1, end: -1, bias: HEADING_COST, cue: false, heading: true});
    if (!cues || !subject.domains) continue;
    const named = subject.domains.flatMap((d) => markers.get(d) ?? []);
    // A fact of one API's host (a rate limit) counts on the pages that call that host; others on pages of their domain.
    // A page that renders the fact's token is about it too (page-facts.ts).
    const onPage = (subject.hosts ? subject.hosts.includes(page.host!) : subject.domains.includes(page.domain!)) || Boolean(page.facts?.has(name));
    if (!named.length && !onPage) continue;
    for (const m of cues.all(text)) {
      // The domain counts when named in the cue's own clause, or in the heading above the sentence.
      const near = named.filter((at) => at === HEADING || hardAt(at)[0] === hardAt(m.index)[0]);
      const distance = near.map((at) => (at === HEADING ? 40 : Math.abs(at - m.index)));
      // Between two cues named as near, the page's own domain wins.
      const home = onPage ? 0 : 5;
      const bias = 20 + home + (distance.length ? Math.min(...distance) / 4 : home ? 40 : 20);
      mentions.push({fact: name, start: m.index, end: m.end, bias, cue: true});
    }
  }
  return mentions;
}

/** Every claim of the units that states another value than its fact's. */
export function checkClaims(units: Unit[], options: CheckOptions): Finding[] {
  const subjects = options.subjects ?? FACT_SUBJECTS;
  const active = Object.entries(subjects).filter(([, s]) => !s.unchecked);
  const res = new Map(active.map(([n, s]) => [n, {names: s.names?.length ? words(s.names) : undefined, cues: s.cues?.length ? words(s.cues) : undefined}]));
  const factHeaders = new Set(active.filter(([, s]) => s.measure === 'header').map(([n]) => String(options.facts[n])));
  const scopeDomains = new Map<string, {domain?: Domain; host?: string; facts?: Set<string>}>();
  const findings: Finding[] = [];

  // Most sentences state no value at all: no digit, number word, token, header or literal.
  const literals = active.filter(([, s]) => s.measure === 'literal').map(([, s]) => s.pattern!);
  const mayState = new RegExp(String.raw`\d|\{\{fact:|X-|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen|half|an?\s+(?:second|minute|hour|day|week|month|year)s?)\b|${literals.join('|')}`, 'i');
  for (const unit of units) {
    const text = unit.text;
    const typed = options.tokensIn?.(unit) ?? false;
    // What this unit already reports, so the passes below add no second finding for one value.
    const reported = new Set<string>();
    const report = (f: Finding, at: number | string) => {
      const key = `${f.fact}\0${at}`;
      if (!reported.has(key)) findings.push(f);
      reported.add(key);
    };
    // A typed literal fact is found on its own, whatever the sentence names (typed.ts), after the pairing's findings.
    const typedLiteralsOf = () => {
      for (const l of typed ? typedLiterals(unit, active, options.facts) : []) report(typedFinding(unit, l.fact, l.stated, `{{fact:${l.fact}}}`), l.stated);
    };
    if (!mayState.test(text)) {
      typedLiteralsOf();
      continue;
    }
    if (!scopeDomains.has(unit.scope)) {
      const scopeText = options.scopes?.get(unit.scope) ?? text;
      scopeDomains.set(unit.scope, {domain: scopeDomain(scopeText), host: scopeHost(scopeText, options.operationHosts), facts: pageFacts(scopeText, subjects)});
    }
    const mentions = mentionsOf(unit, text, active, res, scopeDomains.get(unit.scope)!);
    if (!mentions.length) {
      typedLiteralsOf();
      continue;
    }
    const clauseAt = clauses(text);

    const qs: Quantity[] = quantities(text, options.facts).filter((q) => {
      if (q.kind === 'token') return true;
      if (q.kind === 'header') return /^X-/i.test(q.text) && !factHeaders.has(q.text) && !options.knownHeaders?.has(q.text);
      return q.kind === 'number';
    });
    // Literal facts (a prefix, a command, an id format): their pattern, wherever they are named.
    const patterns = new Set(active.filter(([name, s]) => s.measure === 'literal' && mentions.some((m) => m.fact === name)).map(([, s]) => s.pattern!));
    for (const pattern of patterns) {
      const subject = {pattern};
      for (const m of text.matchAll(new RegExp(pattern, 'g'))) {
        qs.push({kind: 'number', dimension: undefined, text: m[1]!, start: m.index!, end: m.index! + m[0].length, fact: `literal:${subject.pattern}`});
      }
    }

    const candidates: Candidate<Quantity>[] = [];
    for (const q of qs) {
      const literal = q.fact?.startsWith('literal:');
      if (q.kind === 'number' && !literal) {
        const [start, end] = [text.lastIndexOf(';', q.start) + 1, text.indexOf(';', q.end)];
        const clause = text.slice(start, end < 0 ? undefined : end);
        if (PAST.test(clause)) continue;
        if (inExample(text, start, q.start)) continue;
      }
      const [qh, qsoft] = clauseAt(q.start);
      const options_: Array<{fact: string; cost: number}> = [];
      for (const m of mentions) {
        const subject = subjects[m.fact]!;
        let ok: boolean;
        if (q.kind === 'token') ok = q.fact === m.fact || Object.values(subject.tokens ?? {}).includes(q.fact!) || subjects[q.fact!]?.measure === subject.measure;
        else if (literal) ok = subject.measure === 'literal' && `literal:${subject.pattern}` === q.fact;
        else ok = compatible(q, subject, m, text);
        if (!ok) continue;
        if (m.heading) {
          options_.push({fact: m.fact, cost: m.bias});
          continue;
        }
        const after = m.start >= q.end;
        const gap = after ? m.start - q.end : m.end <= q.start ? q.start - m.end : 0;
        if (gap > (after ? 40 : 120)) continue;
        const [mh, msoft] = clauseAt(m.start);
        // Across table cells only the row's label (its first cell) names the subject of a value; across clauses, only a name.
        const between = text.slice(Math.min(m.end, q.end), Math.max(m.start, q.start));
        if (mh !== qh && (m.cue || (/\s\|\s/.test(between) && mh !== 0))) continue;
        const cost = (after ? gap * 2 : gap) + m.bias + (mh !== qh ? 60 : msoft !== qsoft ? 25 : 0);
        options_.push({fact: m.fact, cost});
      }
      // A range gives each end to the subject of that role (a secret's minimum and maximum length).
      const ranged = q.shape === 'range' ? options_.filter((o) => subjects[o.fact]!.role === 'min' || subjects[o.fact]!.role === 'max') : [];
      if (ranged.length > 1) for (const o of ranged) candidates.push({item: {...q}, options: [o]});
      else if (options_.length) candidates.push({item: q, options: options_});
    }

    const paired = assign(candidates, text);
    for (const {item: q, fact} of paired) {
      options.trace?.(unit, fact, q.text);
      if (q.kind === 'token') continue;
      judgeValue(unit, fact, subjects[fact]!, options.facts[fact], q, typed, findings, report);
    }
    // Subjects joined by "and"/"or" share the value stated after them: "SDK tokens and upload URLs last
    // 10 minutes" states 10 minutes for both, and each is checked (the value is typed once: one finding).
    const given = new Set(paired.map((p) => p.fact));
    for (const {item: q, fact} of paired) {
      if (q.kind !== 'number' || q.fact?.startsWith('literal:')) continue;
      for (const {fact: other} of candidates.find((c) => c.item === q)!.options) {
        if (given.has(other) || isValue(q, subjects[other]!, options.facts[other]!)) continue;
        const named = (f: string) => mentions.filter((m) => m.fact === f && !m.heading);
        if (!named(fact).some((a) => named(other).some((b) => CONJOINED.test(text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start)))))) continue;
        given.add(other);
        options.trace?.(unit, other, q.text);
        judgeValue(unit, other, subjects[other]!, options.facts[other], q, false, findings, report);
      }
    }
    if (!typed) continue;
    // A value left without a subject because its subject, named twice, took a token or another value
    // ("an SDK token is valid for 5 minutes, a guest token for {{fact:sdkTokenLifetimeMinutes}} minutes"):
    // exactly the value of a fact named in its own clause, it is that fact typed.
    const taken = new Set(paired.map((p) => p.item));
    const sameClause = (a: number, b: number) => clauseAt(a).join() === clauseAt(b).join();
    for (const {item: q, options: facts} of candidates) {
      if (taken.has(q) || q.kind !== 'number' || q.fact?.startsWith('literal:')) continue;
      for (const {fact} of facts) {
        if (!mentions.some((m) => m.fact === fact && !m.heading && sameClause(m.start, q.start))) continue;
        if (isValue(q, subjects[fact]!, options.facts[fact]!)) {
          report(typedFinding(unit, fact, q.text, suggestion(fact, subjects[fact]!, q)), q.start);
          break;
        }
      }
    }
    typedLiteralsOf();
  }
  return findings;
}
