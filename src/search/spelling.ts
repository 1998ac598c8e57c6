/**
 * Corrects a misspelled query with the site's own vocabulary (word ->
 * frequency, built with the index), honestly:
 * - a word the site uses (or begins, or uses in another form) is never changed;
 * - a word it does not use is changed only to a close candidate: within 1
 *   edit for words up to 5 letters, 2 for longer ones (a swap of neighbours
 *   counts as one), sharing at least half the candidate's letters, used at
 *   least twice on the site; the fewest edits win, then the most used word;
 * - otherwise the query finds nothing: no page is shown for a word the site
 *   never uses (the engine alone would match a fragment of it).
 *
 * The vocabulary is published in two small-file sets, so a query downloads
 * almost nothing for it (see src/plugins/search-index):
 *   search-index/words/<first two letters>.json   every word, to tell a typo from a word
 *   search-index/vocabulary/<first letter>.json   the candidates (word -> frequency, used twice or more)
 * A correction therefore keeps a word's first letter, as most typos do.
 */
export type Vocabulary = Record<string, number>;

/** Shortest word that is ever corrected. */
export const MIN_CORRECTED_LENGTH = 4;

export function correctable(lower: string): boolean {
  return lower.length >= MIN_CORRECTED_LENGTH && /^[a-z][a-z0-9_]*$/.test(lower);
}

/**
 * A word as the vocabulary counts it: a letter, then letters, digits or
 * underscores (`mqs_phone`; `bp-sdk-date-input` is four words, like the
 * engine splits it). Words that start with a digit (`429`) are left to the engine.
 */
export const TOKEN = /[a-z][a-z0-9_]*/gi;

/** Shortest word that is checked against the site's vocabulary (single letters are left to the engine). */
export const MIN_CHECKED_LENGTH = 2;

/** The distinct words of a query that are checked against the site's vocabulary, lower-cased. */
export function queryWords(query: string): string[] {
  return [...new Set((query.toLowerCase().match(TOKEN) ?? []).filter((word) => word.length >= MIN_CHECKED_LENGTH))].sort();
}

/**
 * Endings that make another form of the same word (configure, configuring,
 * configured): a query word counts as the site's when the site uses it with
 * another of these endings, as the engine's stemming would match it.
 */
const ENDINGS = ['', 'e', 's', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'ion', 'ions', 'ation', 'ations', 'ment', 'ments', 'ly', 'ies', 'ied'];

/** The bases of a word: the word without one of ENDINGS, at least four letters long. */
export function bases(lower: string): string[] {
  return ENDINGS.filter((ending) => lower.endsWith(ending) && lower.length - ending.length >= 4).map((ending) =>
    lower.slice(0, lower.length - ending.length),
  );
}

/**
 * Whether the site uses a query word, given the site's words that start with
 * its first two letters: the word itself, a longer word it begins (the query
 * is typed as you go: `webh`), or another form of it (`configuring` when the
 * site says `configure`).
 */
export function usesWord(lower: string, siteWords: readonly string[]): boolean {
  const forms = new Set(bases(lower).flatMap((base) => ENDINGS.map((ending) => base + ending)));
  return siteWords.some((word) => word.startsWith(lower) || forms.has(word));
}


/** Name of the word-list file that holds a word: its first two letters. */
export function wordsFileOf(word: string): string {
  return word.slice(0, 2);
}

export type SplitVocabulary = {
  /** First two letters -> every word the site uses (two letters or more). */
  words: Record<string, string[]>;
  /** First letter -> candidates for a correction (word -> frequency, frequency of 2 or more). */
  candidates: Record<string, Vocabulary>;
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Splits a vocabulary into its published files: every word of two letters
 * or more in the word lists, the correction candidates (four letters or
 * more, used twice or more) by first letter. Every possible file is there, empty when no word
 * starts with its letters, so a lookup never meets a 404.
 */
export function splitVocabulary(vocabulary: Vocabulary): SplitVocabulary {
  const split: SplitVocabulary = {words: {}, candidates: {}};
  for (const first of LETTERS) {
    split.candidates[first] = {};
    for (const second of `${LETTERS}0123456789_`) split.words[first + second] = [];
  }
  for (const [word, frequency] of Object.entries(vocabulary)) {
    if (word.length < MIN_CHECKED_LENGTH || !/^[a-z][a-z0-9_]*$/.test(word)) continue;
    (split.words[wordsFileOf(word)] ??= []).push(word);
    if (correctable(word) && frequency >= 2) (split.candidates[word[0]!] ??= {})[word] = frequency;
  }
  for (const list of Object.values(split.words)) list.sort();
  return split;
}

export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({length: rows}, (_, i) => {
    const row = new Array<number>(cols).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j < cols; j += 1) d[0]![j] = j;
  for (let i = 1; i < rows; i += 1) {
    let rowMin = Infinity;
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return d[rows - 1]![cols - 1]!;
}

/** Edits allowed to reach a candidate: 1 for words up to 5 letters, 2 for longer ones. */
export function maxEdits(length: number): number {
  return length <= 5 ? 1 : 2;
}

/** Letters two words have in common, each letter counted as often as both have it. */
export function sharedLetters(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const letter of a) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  let shared = 0;
  for (const letter of b) {
    const left = counts.get(letter) ?? 0;
    if (left > 0) {
      shared += 1;
      counts.set(letter, left - 1);
    }
  }
  return shared;
}

/**
 * Whether `candidate` may replace the word the site does not use: within
 * maxEdits, and sharing at least half of the candidate's letters.
 */
export function isCloseCandidate(lower: string, candidate: string): boolean {
  const max = maxEdits(lower.length);
  return editDistance(lower, candidate, max) <= max && sharedLetters(lower, candidate) * 2 >= candidate.length;
}

/**
 * The closest candidate for a word the site does not use, or null when none
 * is close enough (then the honest answer is "no results"). A word the site
 * uses is returned as it is. `known` tells whether the site uses a word; by
 * default, whether it is a candidate.
 */
export function correctWord(
  word: string,
  vocabulary: Vocabulary,
  known: (lower: string) => boolean = (lower) => Object.hasOwn(vocabulary, lower),
): string | null {
  const lower = word.toLowerCase();
  if (known(lower)) return word;
  if (!correctable(lower)) return null;
  const max = maxEdits(lower.length);
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const [candidate, frequency] of Object.entries(vocabulary)) {
    if (frequency < 2 || candidate[0] !== lower[0] || !isCloseCandidate(lower, candidate)) continue;
    // Fewer edits first, then the more frequent word.
    const score = -editDistance(lower, candidate, max) * 1e6 + frequency;
    if (score > bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best;
}

/**
 * The query with each word the site does not use replaced by its
 * correction: the same query when every word is known, null when some word
 * is neither known nor close to a word the site uses.
 */
export function correctQuery(
  query: string,
  vocabulary: Vocabulary,
  known?: (lower: string) => boolean,
): string | null {
  let failed = false;
  const corrected = query.replace(TOKEN, (token) => {
    if (token.length < MIN_CHECKED_LENGTH) return token;
    const word = correctWord(token, vocabulary, known);
    if (word === null) failed = true;
    return word ?? token;
  });
  return failed ? null : corrected;
}
