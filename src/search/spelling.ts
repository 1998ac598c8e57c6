/**
 * Corrects a misspelled query with the site's own vocabulary (word ->
 * frequency, built with the index). Only words the site never uses are
 * changed, to the most frequent word (used at least twice) within edit
 * distance 1 (2 for words of 8 letters or more), counting a swap of
 * neighbours as one.
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

/** The distinct words of a query that a correction could change, lower-cased. */
export function correctableWords(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(correctable))].sort();
}

/** Name of the word-list file that holds a word: its first two letters. */
export function wordsFileOf(word: string): string {
  return word.slice(0, 2);
}

export type SplitVocabulary = {
  /** First two letters -> every correctable word the site uses. */
  words: Record<string, string[]>;
  /** First letter -> candidates for a correction (word -> frequency, frequency of 2 or more). */
  candidates: Record<string, Vocabulary>;
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Splits a vocabulary into its published files; words that are never
 * corrected are left out. Every possible file is there, empty when no word
 * starts with its letters, so a lookup never meets a 404.
 */
export function splitVocabulary(vocabulary: Vocabulary): SplitVocabulary {
  const split: SplitVocabulary = {words: {}, candidates: {}};
  for (const first of LETTERS) {
    split.candidates[first] = {};
    for (const second of `${LETTERS}0123456789_`) split.words[first + second] = [];
  }
  for (const [word, frequency] of Object.entries(vocabulary)) {
    if (!correctable(word)) continue;
    (split.words[wordsFileOf(word)] ??= []).push(word);
    if (frequency >= 2) (split.candidates[word[0]!] ??= {})[word] = frequency;
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

/**
 * The closest candidate to a word the site does not use, or the word itself.
 * `known` tells whether the site uses a word; by default, whether it is a
 * candidate.
 */
export function correctWord(
  word: string,
  vocabulary: Vocabulary,
  known: (lower: string) => boolean = (lower) => Object.hasOwn(vocabulary, lower),
): string {
  const lower = word.toLowerCase();
  if (!correctable(lower) || known(lower)) return word;
  const max = lower.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const [candidate, frequency] of Object.entries(vocabulary)) {
    if (frequency < 2 || candidate[0] !== lower[0]) continue;
    const distance = editDistance(lower, candidate, max);
    if (distance > max) continue;
    // Fewer edits first, then the more frequent word.
    const score = -distance * 1e6 + frequency;
    if (score > bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best ?? word;
}

/** The corrected query, or null when no word changed. */
export function correctQuery(
  query: string,
  vocabulary: Vocabulary,
  known?: (lower: string) => boolean,
): string | null {
  const words = query.split(/\s+/);
  const corrected = words.map((w) => correctWord(w, vocabulary, known));
  return corrected.some((w, i) => w !== words[i]) ? corrected.join(' ') : null;
}
