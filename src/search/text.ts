/**
 * How the embedded search reads text, the same for the pages it indexes
 * (src/plugins/search-index) and the queries it answers (./query.ts), so a
 * query word meets the page word it stands for:
 *
 * - letters are folded: lower case, accents dropped (`Café` → `cafe`);
 * - a token is letters and digits, with `_` or `-` inside it
 *   (`lead_attributes`, `bp-sdk-vehicle-vin`, `X-Signature`); `:`, `/`, `.`,
 *   spaces and the rest split tokens;
 * - a plain word is indexed by its stem (Porter2, the English Snowball
 *   stemmer: `dispositioned`, `dispositions` → `disposit`), so every form of
 *   a word finds the others;
 * - a joined token is indexed whole, as written (an exact `mqs_phone` finds
 *   its own page first), and by the stem of each of its parts (`phone`);
 * - stop words (src/data/search/terms.ts) are not indexed and not searched.
 */
import porter2 from 'wink-porter2-stemmer';
import {STOP_WORDS} from '../data/search/terms';

/** Longest token kept (longer runs are data, not words). */
export const MAX_TOKEN_LENGTH = 40;
/** Shortest index term: single letters and digits are not searched. */
export const MIN_TERM_LENGTH = 2;

/** A token of folded text (see the module's comment). */
export const TOKEN = /[a-z0-9]+(?:[_-][a-z0-9]+)*/g;
const COMBINING = /[\u0300-\u036f]/g;

function foldChar(char: string): string {
  const folded = char.normalize('NFKD').replace(COMBINING, '').toLowerCase();
  if (folded.length === 1) return folded;
  const lower = char.toLowerCase();
  return lower.length === 1 ? lower : char;
}

/**
 * Lower case, accents dropped, one character for one: the folded text has
 * the length of the text, so a token's offsets mark the words of the text
 * itself (a character that would fold to more or fewer, `ﬁ`, stays as it is).
 */
export function fold(text: string): string {
  const lower = text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  return /^[\u0000-\u007f]*$/.test(lower) ? lower : lower.replace(/[^\u0000-\u007f]/g, foldChar);
}

const stopWords: ReadonlySet<string> = new Set(STOP_WORDS);

export function isStopWord(word: string): boolean {
  return stopWords.has(word);
}

/** Stems already computed: a page or a query repeats its words (bounded, so hostile input cannot grow it without end). */
const stems = new Map<string, string>();
const MAX_CACHED_STEMS = 50_000;

/** The index term of a plain word: its stem when it is all letters, else the word. */
export function stem(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    if (stems.size >= MAX_CACHED_STEMS) stems.clear();
    stems.set(word, (stemmed = porter2(word)));
  }
  return stemmed;
}

export type Token = {
  /** The token as folded (`lead_attributes`, `signatures`). */
  word: string;
  /** Where it starts and ends in the folded text (the same offsets in the text when folding kept its length). */
  start: number;
  end: number;
  /** Its index terms: the stem of a plain word; a joined token whole, then its parts' stems. None for a stop word. */
  terms: string[];
};

/** The index terms of one folded token (see Token.terms). */
export function termsOf(word: string): string[] {
  if (word.length > MAX_TOKEN_LENGTH) return [];
  if (!/[_-]/.test(word)) return word.length >= MIN_TERM_LENGTH && !isStopWord(word) ? [stem(word)] : [];
  const parts = word
    .split(/[_-]/)
    .filter((part) => part.length >= MIN_TERM_LENGTH && !isStopWord(part))
    .map(stem);
  return [...new Set([word, ...parts])];
}

/** The tokens of a text, in order. */
export function tokenize(text: string): Token[] {
  const folded = fold(text);
  const tokens: Token[] = [];
  for (const match of folded.matchAll(TOKEN)) {
    const word = match[0];
    tokens.push({word, start: match.index, end: match.index + word.length, terms: termsOf(word)});
  }
  return tokens;
}

/** Every index term of a text with how often it occurs, and the text's length in words (tokens that are not stop words). */
export function termCounts(text: string): {counts: Map<string, number>; words: number} {
  const counts = new Map<string, number>();
  let words = 0;
  for (const token of tokenize(text)) {
    if (token.terms.length > 0) words += 1;
    for (const term of token.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return {counts, words};
}

/** The file of the index that holds a term: its first two characters (src/plugins/search-index). */
export function shardOf(term: string): string {
  return term.slice(0, 2);
}
