/**
 * Query understanding: a query as typed, a keyword list or a question, into
 * the groups of index terms the ranking scores (./ranking.ts).
 *
 * - Stop words and question words are dropped (src/data/search/terms.ts):
 *   "How long does the consumer link last?" asks about `consumer`, `link`,
 *   `last`.
 * - Each remaining word, or a phrase the synonym groups know ("consumer
 *   link", "log in"), is one group: the page that holds more of the groups
 *   ranks higher, and a page holding some of them is still an answer.
 * - A group's alternatives: the word's own index term (its stem, or a
 *   joined token whole, ./text.ts), the parts of a joined token, and the
 *   other members of its synonym group, each with a weight.
 * - The last word, when nothing follows it (the query is typed as you go:
 *   `webh`), also matches longer index terms that begin with it, nearer
 *   lengths weighing more. A finished word does not: `bind` is not
 *   `BindPoint`, `fire` is not `firewall`.
 */
import {fold, isStopWord, stem, termsOf, tokenize} from './text';

export type Alternative = {
  /** Index terms that must all occur. */
  terms: string[];
  weight: number;
  /** Whether longer index terms that begin with a term count too (the word as typed). */
  prefix: boolean;
};

export type TermGroup = {
  /** The words of the query this group stands for, as typed (folded). */
  text: string;
  alternatives: Alternative[];
  /**
   * A bonus, not a part of the question: neighbouring words written as the
   * site's identifier (`finished quoting` → `finished_quoting`). A page that
   * holds it scores more; one that does not is not missing part of the query.
   */
  optional?: boolean;
};

export type QueryPlan = {groups: TermGroup[]};

/** Weights of the alternatives that are not the word itself (tuned on the relevance sets, decisions/0022). */
export const QUERY_WEIGHTS = {same: 0.8, related: 0.3, parts: 0.6, joined: 1};

/** Longest phrase of a synonym group, in words. */
const MAX_PHRASE_WORDS = 4;

export type SynonymIndex = {
  /** Stemmed phrase ("log in", "consum link") -> the groups it belongs to. */
  phrases: Map<string, number[]>;
  /** Each group's members, as folded phrases, and the weight of a member that was not typed. */
  groups: Array<{members: string[]; weight: number}>;
  /** Every word of every member. */
  words: Set<string>;
};

const phraseKey = (words: string[]) => words.map(stem).join(' ');

/** The synonym groups of the index's metadata, ready for lookups. */
export function compileSynonyms(groups: ReadonlyArray<{kind: 'same' | 'related'; terms: readonly string[]}>): SynonymIndex {
  const phrases = new Map<string, number[]>();
  const folded = groups.map((group) => ({
    members: group.terms.map((member) => tokenize(member).map((t) => t.word).join(' ')).filter(Boolean),
    weight: QUERY_WEIGHTS[group.kind],
  }));
  folded.forEach(({members}, index) => {
    for (const member of members) {
      const key = phraseKey(member.split(' '));
      const list = phrases.get(key) ?? [];
      if (!list.includes(index)) list.push(index);
      phrases.set(key, list);
    }
  });
  return {phrases, groups: folded, words: new Set(folded.flatMap(({members}) => members.flatMap((member) => member.split(' '))))};
}

/** The index terms of a phrase of words: a joined word whole, a plain word its stem; stop words left out. */
export function phraseTerms(words: string[]): string[] {
  return words.flatMap((word) => (/[_-]/.test(word) ? [word] : termsOf(word)));
}

/** The alternatives of a word the synonym groups do not know. */
function wordAlternatives(word: string, prefix: boolean): Alternative[] {
  const terms = termsOf(word);
  if (terms.length === 0) return [];
  if (terms.length === 1) return [{terms, weight: 1, prefix}];
  // A joined token: itself whole, or all of its parts.
  return [
    {terms: [terms[0]!], weight: 1, prefix},
    {terms: terms.slice(1), weight: QUERY_WEIGHTS.parts, prefix: false},
  ];
}

/**
 * The alternatives of a synonym phrase as typed: the typed phrase itself
 * (its words' terms, the last one also as a prefix), and every member of
 * its groups. A member that loses words to the stop list ("log in" →
 * `log`) is left out unless two terms remain: alone, `log` or `sign` would
 * find logs and signatures.
 */
function synonymAlternatives(typed: string[], index: SynonymIndex, groups: number[], prefix: boolean): Alternative[] {
  const typedKey = phraseKey(typed);
  const alternatives: Alternative[] = [];
  const seen = new Set<string>();
  const add = (alternative: Alternative) => {
    const key = alternative.terms.join(' ');
    if (alternative.terms.length === 0 || seen.has(key)) return;
    seen.add(key);
    alternatives.push(alternative);
  };
  const usable = (words: string[], terms: string[]) => terms.length >= Math.min(2, words.length) || words.every((w) => !isStopWord(w));
  const own = phraseTerms(typed);
  if (usable(typed, own)) add({terms: own, weight: 1, prefix: prefix && typed.length === 1});
  for (const group of groups) {
    const {members, weight} = index.groups[group]!;
    for (const member of members) {
      const words = member.split(' ');
      if (phraseKey(words) === typedKey) continue;
      const terms = phraseTerms(words);
      if (usable(words, terms)) add({terms, weight, prefix: false});
    }
  }
  return alternatives;
}

/** The query's groups, in the order of the query. */
export function planQuery(query: string, synonyms: SynonymIndex): QueryPlan {
  const tokens = tokenize(query);
  const words = tokens.map((token) => token.word);
  // Still being typed: the query ends in its last word.
  const open = tokens.length > 0 && tokens[tokens.length - 1]!.end === query.length;
  const groups: TermGroup[] = [];
  const seen = new Set<string>();
  const push = (text: string, alternatives: Alternative[]) => {
    if (alternatives.length === 0) return;
    // The same thing asked twice ("lead" and "prospect") is one group.
    const key = alternatives
      .map((a) => a.terms.join(' '))
      .sort()
      .join('|');
    if (seen.has(key)) return;
    seen.add(key);
    groups.push({text, alternatives});
  };
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1; n -= 1) {
      const phrase = words.slice(i, i + n);
      const found = synonyms.phrases.get(phraseKey(phrase));
      if (!found || (n === 1 && isStopWord(phrase[0]!))) continue;
      push(phrase.join(' '), synonymAlternatives(phrase, synonyms, found, open && i + n === words.length));
      matched = n;
      break;
    }
    if (matched === 0) {
      push(words[i]!, wordAlternatives(words[i]!, open && i === words.length - 1));
      matched = 1;
    }
    i += matched;
  }
  // Two or three neighbouring words that the site may write as one identifier.
  for (let start = 0; start < words.length; start += 1) {
    if (isStopWord(words[start]!) || /[_-]/.test(words[start]!)) continue;
    for (let n = 2; n <= 3 && start + n <= words.length; n += 1) {
      const parts = words.slice(start, start + n);
      if (parts.some((part) => /[_-]/.test(part))) break;
      const alternatives = ['_', '-'].map((joiner) => ({terms: [parts.join(joiner)], weight: QUERY_WEIGHTS.joined, prefix: false}));
      groups.push({text: parts.join(' '), alternatives, optional: true});
    }
  }
  return {groups};
}

/** The query's words that are checked against the site's vocabulary: not stop words, not words the synonym groups know. */
export function checkedWords(words: string[], synonyms: SynonymIndex): string[] {
  return words.filter((word) => !isStopWord(word) && !synonyms.words.has(fold(word)));
}
