/**
 * The ranking the site's search and the MCP server share
 * (decisions/0022-ask-ranking-for-questions.md): BM25 over the fields of a
 * page, summed over the query's groups (./query.ts), so a page that holds
 * some of the words still answers when none holds them all, and scaled by
 * the share of the query it covers, so a page that holds them all comes
 * first. The best section of each page is scored the same way over the
 * section alone.
 *
 *   term score   idf × (tf·(k1+1) / (tf + k1·(1 − b + b·length/average))
 *                       + wT·[in the title] + wD·[in the description] + wK·[in the keywords])
 *   tf           Σ over the page's sections of body + heading·wH, for the
 *                term and, for a word still being typed, the longer terms that
 *                begin with it (weighed by how near their length is)
 *   group score  the best of its alternatives: Σ of its terms' scores × its weight
 *   page score   Σ of group scores × coverage^γ, coverage = idf-weighted share of groups matched
 *
 * Pure functions over the parsed index: the same answer in a browser and in
 * Node, for any order of queries.
 */
import {unpackFields, type IndexMeta, type Posting, type Shard} from './index-format';
import {shardOf} from './text';
import type {QueryPlan} from './query';

export const RANKING = {
  k1: 1.6,
  /** Length normalisation of pages and of sections. */
  b: 0.3,
  sectionB: 0.5,
  /** Headings count as this many words of text; a term in the page's title, description or keywords adds this much (× idf). */
  fields: {heading: 3, title: 0.5, description: 1, keywords: 0.8},
  /** A longer term that begins with the query's: weight × e^(−Δ²/2σ²) for Δ more characters. */
  prefix: {weight: 0.8, sigma: 3},
  /** How much a page's share of the query counts: score × coverage^γ. */
  coverageExponent: 2,
  /** A page whose title holds the query: score × (1 + boost × share of the query in the title²). */
  titleBoost: 0.25,
  /** Pages scoring under this share of the best page's score are not counted as results. */
  cutoff: 0.12,
};

/** Postings of one query term: the index terms it matched with their weights. */
export type MatchedTerm = {term: string; weight: number; postings: Posting[]};

export type RankedSection = {section: number; score: number};
export type RankedPage = {page: number; score: number};

export type RankInput = {meta: IndexMeta; shards: Map<string, Shard>};

/** Each term file's terms, sorted, for finding the terms that begin with a prefix. */
const sortedTerms = new WeakMap<Shard, string[]>();
function termsOf(shard: Shard): string[] {
  let terms = sortedTerms.get(shard);
  if (!terms) sortedTerms.set(shard, (terms = Object.keys(shard).sort()));
  return terms;
}

/**
 * The index terms a query term stands for: itself; with `prefix`, the
 * longer terms of its file that begin with it; and when it has neither
 * (a word cut short while typing, `dispositio`, whose stem is shorter),
 * the longest index term it begins with, of at least four characters.
 */
export function expandTerm(term: string, prefix: boolean, shards: Map<string, Shard>): MatchedTerm[] {
  const shard = shards.get(shardOf(term));
  if (!shard) return [];
  const found: MatchedTerm[] = [];
  if (Object.hasOwn(shard, term)) found.push({term, weight: 1, postings: shard[term]!});
  if (prefix) {
    const terms = termsOf(shard);
    // The first term after `term` in sorted order, then every one that begins with it.
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (terms[mid]! <= term) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < terms.length && terms[i]!.startsWith(term); i += 1) {
      const delta = terms[i]!.length - term.length;
      found.push({term: terms[i]!, weight: RANKING.prefix.weight * Math.exp(-(delta * delta) / (2 * RANKING.prefix.sigma ** 2)), postings: shard[terms[i]!]!});
    }
    if (found.length === 0) {
      let longest = '';
      for (const other of terms) if (other.length >= 4 && other.length > longest.length && term.startsWith(other)) longest = other;
      if (longest) found.push({term: longest, weight: RANKING.prefix.weight, postings: shard[longest]!});
    }
  }
  return found;
}

const idf = (pages: number, df: number) => Math.log(1 + (pages - df + 0.5) / (df + 0.5));
const saturate = (tf: number, length: number, average: number, b: number) =>
  tf === 0 ? 0 : (tf * (RANKING.k1 + 1)) / (tf + RANKING.k1 * (1 - b + (b * length) / Math.max(1, average)));

/** A term on a page: its weighted count in the text (body and headings), and whether the page's title, description and keywords hold it. */
type OnPage = {text: number; title: number; description: number; keywords: number};
type TermTable = {idf: number; pages: Map<number, OnPage>; sections: Map<number, number>};

const NO_FIELDS = unpackFields(0);

/** A query term's counts per page and per section, and its idf over pages. */
function termTable(matches: MatchedTerm[], meta: IndexMeta): TermTable {
  const pages = new Map<number, OnPage>();
  const sections = new Map<number, number>();
  for (const {weight, postings} of matches) {
    for (const posting of postings) {
      const [section, body, packed = 0] = posting;
      const page = meta.sections[section]![0];
      let on = pages.get(page);
      if (!on) pages.set(page, (on = {text: 0, title: 0, description: 0, keywords: 0}));
      const fields = packed ? unpackFields(packed) : NO_FIELDS;
      const text = weight * (body + fields.heading * RANKING.fields.heading);
      on.text += text;
      // The small fields count once, as the best of the terms that match.
      if (fields.title) on.title = Math.max(on.title, weight);
      if (fields.description) on.description = Math.max(on.description, weight);
      if (fields.keywords) on.keywords = Math.max(on.keywords, weight);
      if (text > 0) sections.set(section, (sections.get(section) ?? 0) + text);
    }
  }
  return {idf: idf(meta.pages.length, pages.size), pages, sections};
}

/** A term's score on a page: BM25 over its text, plus the page's title, description and keywords. */
function pageTermScore(term: TermTable, page: number, length: number, average: number): number {
  const on = term.pages.get(page);
  if (!on) return 0;
  const w = RANKING.fields;
  return term.idf * (saturate(on.text, length, average, RANKING.b) + w.title * on.title + w.description * on.description + w.keywords * on.keywords);
}

function sectionTermScore(term: TermTable, section: number, length: number, average: number): number {
  const tf = term.sections.get(section) ?? 0;
  return tf === 0 ? 0 : term.idf * saturate(tf, length, average, RANKING.sectionB);
}

const pageWords = (meta: IndexMeta, page: number) => {
  const [, , , first, count] = meta.pages[page]!;
  let words = 0;
  for (let s = first; s < first + count; s += 1) words += meta.sections[s]![3];
  return words;
};

export type Ranking = {
  /** Every page that holds part of the query, best first (those under the cutoff left out). */
  pages: RankedPage[];
  /** A ranked page's sections that hold part of the query, best first (computed when first asked: only shown pages need them; the same array each time, not to be changed). */
  sections: (page: number) => RankedSection[];
  /** Every index term the query matched, for marking the words of titles and snippets. */
  matched: Set<string>;
};

/** Ranks every page that holds part of the query. */
export function rank(plan: QueryPlan, {meta, shards}: RankInput): Ranking {
  const matched = new Set<string>();
  const groups = plan.groups.map((group) => {
    const alternatives = group.alternatives.map((alternative) => ({
      weight: alternative.weight,
      terms: alternative.terms.map((term) => {
        const expansions = expandTerm(term, alternative.prefix, shards);
        for (const expansion of expansions) matched.add(expansion.term);
        return termTable(expansions, meta);
      }),
    }));
    // A word no page uses ("deadline") is understood through its synonyms alone: the best of them counts in full.
    const found = alternatives.filter((a) => a.terms.every((t) => t.pages.size > 0));
    const best = Math.max(0, ...found.map((a) => a.weight));
    return best > 0 && best < 1 ? alternatives.map((a) => ({...a, weight: a.weight / best})) : alternatives;
  });
  // A group weighs in the coverage as its rarest alternative term: rare words say more. An optional group (a bonus) not at all.
  const groupWeight = groups.map((alternatives, g) =>
    plan.groups[g]!.optional ? 0 : Math.max(0, ...alternatives.flatMap((a) => a.terms.map((t) => (t.pages.size ? t.idf : 0)))),
  );
  const totalWeight = groupWeight.reduce((a, b) => a + b, 0);
  const none: Ranking = {pages: [], sections: () => [], matched};
  if (totalWeight === 0) return none;

  const scoreIn = (scope: 'page' | 'section', unit: number, length: number) => {
    let score = 0;
    let covered = 0;
    let inTitle = 0;
    for (let g = 0; g < groups.length; g += 1) {
      let best = 0;
      let titled = false;
      for (const alternative of groups[g]!) {
        let sum = 0;
        let allInTitle = scope === 'page';
        for (const term of alternative.terms) {
          const one =
            scope === 'page' ? pageTermScore(term, unit, length, meta.averages.page) : sectionTermScore(term, unit, length, meta.averages.section);
          if (one === 0) {
            sum = 0;
            break;
          }
          sum += one;
          if (allInTitle && !term.pages.get(unit)?.title) allInTitle = false;
        }
        best = Math.max(best, sum * alternative.weight);
        if (sum > 0 && allInTitle) titled = true;
      }
      if (best > 0) covered += groupWeight[g]!;
      if (titled) inTitle += groupWeight[g]!;
      score += best;
    }
    return score * (covered / totalWeight) ** RANKING.coverageExponent * (1 + RANKING.titleBoost * (inTitle / totalWeight) ** 2);
  };

  const candidates = new Set<number>();
  for (const alternatives of groups) for (const a of alternatives) for (const t of a.terms) for (const page of t.pages.keys()) candidates.add(page);
  const pages: RankedPage[] = [];
  for (const page of candidates) {
    const score = scoreIn('page', page, pageWords(meta, page));
    if (score > 0) pages.push({page, score});
  }
  pages.sort((a, b) => b.score - a.score || a.page - b.page);
  const floor = (pages[0]?.score ?? 0) * RANKING.cutoff;
  // Each shown page's sections are scored once, however often they are asked for.
  const scored = new Map<number, RankedSection[]>();
  return {
    pages: pages.filter((page) => page.score >= floor),
    matched,
    sections(page) {
      const known = scored.get(page);
      if (known) return known;
      const [, , , first, count] = meta.pages[page]!;
      const found: RankedSection[] = [];
      for (let section = first; section < first + count; section += 1) {
        const score = scoreIn('section', section, meta.sections[section]![3]);
        if (score > 0) found.push({section, score});
      }
      found.sort((a, b) => b.score - a.score || a.section - b.section);
      scored.set(page, found);
      return found;
    },
  };
}

/** The index files a plan needs: the term files of its terms that exist. */
export function shardsFor(plan: QueryPlan, meta: IndexMeta): string[] {
  const available = new Set(meta.shards);
  const wanted = new Set<string>();
  for (const group of plan.groups) for (const alternative of group.alternatives) for (const term of alternative.terms) wanted.add(shardOf(term));
  return [...wanted].filter((shard) => available.has(shard)).sort();
}
