/**
 * The words of a result that answer the query: a title or heading with the
 * matched words marked, and a snippet of a section's text, the window of it
 * that holds the most of the query. Every piece of text is escaped; only
 * `<mark>` is added, so a hostile query or page text stays text.
 */
import {escapeHtml} from './highlight';
import {stem, tokenize, type Token} from './text';

/** Words in a snippet. */
export const SNIPPET_WORDS = 26;
/** How far back (in words) a snippet looks for the start of the sentence its first match is in. */
const SENTENCE_REACH = 8;

/**
 * Whether a token shows as a match: a plain word whose stem matched, or a
 * joined token matched whole or by its first part (`lead_id` for `lead`, as
 * a word the query begins; not `x-api-key` for `api`).
 */
function isMatch(token: Token, matched: ReadonlySet<string>): boolean {
  const [whole, ...parts] = token.terms;
  if (whole === undefined) return false;
  return matched.has(whole) || (parts.length > 0 && matched.has(stem(token.word.split(/[_-]/)[0]!)));
}

/**
 * `text` escaped, the tokens whose index terms are among `matched` in
 * `<mark>` (the folded text has the text's length, ./text.ts, so token
 * offsets are the text's own).
 */
export function markTerms(text: string, matched: ReadonlySet<string>, from = 0, to = text.length): string {
  const slice = text.slice(from, to);
  const tokens = tokenize(slice);
  let out = '';
  let at = 0;
  for (const token of tokens) {
    if (!isMatch(token, matched)) continue;
    out += `${escapeHtml(slice.slice(at, token.start))}<mark>${escapeHtml(slice.slice(token.start, token.end))}</mark>`;
    at = token.end;
  }
  return out + escapeHtml(slice.slice(at));
}

/**
 * The window of about SNIPPET_WORDS words of `text` with the most distinct
 * matched terms (then the most matches, then the earliest), marked, with
 * "…" where the text goes on. The start of the text when nothing matches.
 * `tokens`: the text's tokens when the caller keeps them (a section's text is
 * read by many queries).
 */
export function snippet(text: string, matched: ReadonlySet<string>, words = SNIPPET_WORDS, tokens: Token[] = tokenize(text)): string {
  if (tokens.length === 0) return escapeHtml(text.slice(0, 200));
  // The matched term of each token that matches, by position.
  const hits: Array<{at: number; term: string}> = [];
  tokens.forEach((token, at) => {
    if (isMatch(token, matched)) hits.push({at, term: token.terms.find((t) => matched.has(t))!});
  });
  let bestStart = 0;
  let bestScore = -1;
  // Windows that begin at a match: the hits from there to `words` tokens on.
  for (let i = 0; i < hits.length; i += 1) {
    const distinct = new Set<string>();
    let count = 0;
    for (let j = i; j < hits.length && hits[j]!.at < hits[i]!.at + words; j += 1) {
      distinct.add(hits[j]!.term);
      count += 1;
    }
    const score = distinct.size * 1000 + count;
    if (score > bestScore) {
      bestScore = score;
      bestStart = hits[i]!.at;
    }
  }
  // Begin where the match's sentence begins, when that is a few words before it (else two words
  // before), so the snippet reads as a sentence; at the text's start when the text is short.
  let start = Math.max(0, bestStart - 2);
  for (let i = bestStart; i > 0 && i >= bestStart - SENTENCE_REACH; i -= 1) {
    if (/[.!?:]\s*$/.test(text.slice(tokens[i - 1]!.end, tokens[i]!.start))) {
      start = i;
      break;
    }
  }
  start = Math.max(0, Math.min(start, tokens.length - words));
  const end = Math.min(tokens.length, start + words);
  const from = start === 0 ? 0 : tokens[start]!.start;
  const to = end >= tokens.length ? text.length : tokens[end - 1]!.end;
  return `${from > 0 ? '… ' : ''}${markTerms(text, matched, from, to)}${to < text.length ? ' …' : ''}`;
}
