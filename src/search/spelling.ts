/**
 * Corrects a query that found nothing, using the site's own vocabulary
 * (word -> frequency, built with the index). Only words that are not in the
 * vocabulary are changed, to the most frequent word (used at least twice)
 * within edit distance 1 (2 for words of 8 letters or more), counting a swap
 * of neighbours as one.
 */
export type Vocabulary = Record<string, number>;

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

export function correctWord(word: string, vocabulary: Vocabulary): string {
  const lower = word.toLowerCase();
  if (lower.length < 4 || lower in vocabulary || !/^[a-z][a-z0-9_]*$/.test(lower)) return word;
  const max = lower.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const [candidate, frequency] of Object.entries(vocabulary)) {
    if (frequency < 2) continue;
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
export function correctQuery(query: string, vocabulary: Vocabulary): string | null {
  const words = query.split(/\s+/);
  const corrected = words.map((w) => correctWord(w, vocabulary));
  return corrected.some((w, i) => w !== words[i]) ? corrected.join(' ') : null;
}
