/**
 * The synonym groups the index publishes (search-index/meta.json): the
 * groups written by hand in src/data/search/terms.ts, joined with the
 * abbreviations the site itself spells out, so a reader who types `SSO`,
 * `IdP`, `AMS` or `vpmqs` finds the pages that say "single sign-on",
 * "identity provider", "agency management system" or "Vehicle Prefill
 * Master Question Set", and the other way round. Found in three places:
 *
 * - the pages' text: "Words (ABBR)" where the abbreviation's capitals are
 *   the initials of the words before it ("Single sign-on (SSO)", "your
 *   identity provider (IdP)"; "Python (Flask)" is not one);
 * - a page's keywords (front matter): an abbreviation and a phrase in the
 *   same list whose initials it is (`SSO`, `single sign-on`);
 * - the question sets (src/data/question-sets): a set's id and its name
 *   (`vpmqs`, "Vehicle Prefill Master Question Set"), a question's code and
 *   its label when the code's last part is the label's initials
 *   (`vpmqs_vin`, "Vehicle identification number").
 */
import {SYNONYMS} from '../../data/search/terms';
import dpmqs from '../../data/question-sets/dpmqs.json';
import lmqs from '../../data/question-sets/lmqs.json';
import mqs from '../../data/question-sets/mqs.json';
import vpmqs from '../../data/question-sets/vpmqs.json';
import broker from '../../data/question-sets/broker_questions.json';
import type {QuestionSet} from '../../data/question-sets/types';
import type {PublishedSynonyms} from '../../search/index-format';

export type Abbreviation = [abbreviation: string, expansion: string];

/** The words of a phrase as initials count them: hyphenated words count each part. */
const parts = (phrase: string) => phrase.split(/[\s-]+/).filter(Boolean);

/** Whether `abbreviation` (its capitals, or its letters when it is in lower case) are the initials of `phrase`. */
export function isAbbreviationOf(abbreviation: string, phrase: string): boolean {
  const capitals = abbreviation.replace(/[^A-Z]/g, '');
  const letters = (capitals.length >= 2 ? capitals : abbreviation.replace(/[^a-z]/gi, '')).toLowerCase();
  const initials = parts(phrase)
    .map((word) => word[0]!.toLowerCase())
    .join('');
  return letters.length >= 2 && letters === initials;
}

const IN_PARENS = /\(([A-Z][A-Za-z]{1,7})\)/g;
const WORD = /^[A-Za-z][\w-]*$/;

/** "Words (ABBR)" in a text, the expansion being the last words whose initials are ABBR's capitals. */
export function abbreviationsInText(text: string): Abbreviation[] {
  const found: Abbreviation[] = [];
  for (const match of text.matchAll(IN_PARENS)) {
    const abbreviation = match[1]!;
    // The words just before the parenthesis (at most eight), up to the first that is not a word.
    const before = text.slice(Math.max(0, match.index - 120), match.index);
    if (!before.endsWith(' ')) continue;
    const words: string[] = [];
    for (const word of before.trimEnd().split(' ').reverse()) {
      if (!WORD.test(word) || words.length === 8) break;
      words.unshift(word);
    }
    for (let n = 1; n <= words.length; n += 1) {
      const phrase = words.slice(-n).join(' ');
      if (isAbbreviationOf(abbreviation, phrase)) {
        found.push([abbreviation, phrase]);
        break;
      }
    }
  }
  return found;
}

/** An abbreviation and a phrase of the same keyword list whose initials it is. */
export function abbreviationsInKeywords(keywords: readonly string[]): Abbreviation[] {
  const found: Abbreviation[] = [];
  for (const short of keywords) {
    if (!/^[A-Za-z]{2,8}$/.test(short) || !/[A-Z]/.test(short)) continue;
    for (const long of keywords) if (long !== short && parts(long).length >= 2 && isAbbreviationOf(short, long)) found.push([short, long]);
  }
  return found;
}

const QUESTION_SETS = [mqs, lmqs, dpmqs, vpmqs, broker] as unknown as QuestionSet[];

/** Question sets' ids and names, and codes whose last part is their label's initials. */
export function questionSetAbbreviations(sets: readonly QuestionSet[] = QUESTION_SETS): Abbreviation[] {
  const found: Abbreviation[] = [];
  for (const set of sets) {
    if (isAbbreviationOf(set.id, set.name)) found.push([set.id, set.name]);
    for (const question of set.groups.flatMap((group) => group.questions)) {
      const last = question.code.split('_').pop()!;
      if (last.length >= 2 && last.length <= 5 && isAbbreviationOf(last, question.label)) found.push([last, question.label]);
    }
  }
  return found;
}

/**
 * The published groups: each hand-written group, joined with every
 * abbreviation pair that shares a word or phrase with it (letter case
 * folded); pairs that share nothing make groups of their own, of kind
 * `same` (an abbreviation names what it abbreviates). Sorted, so the index
 * is the same from one build to the next.
 */
export function synonymGroups(
  pairs: readonly Abbreviation[],
  written: ReadonlyArray<{terms: readonly string[]; kind: 'same' | 'related'}> = SYNONYMS,
): PublishedSynonyms[] {
  const groups = written.map((group) => ({kind: group.kind, terms: new Set(group.terms.map((t) => t.toLowerCase()))}));
  for (const [short, long] of pairs) {
    const members = [short.toLowerCase(), long.toLowerCase()];
    const joined = groups.filter((group) => members.some((member) => group.terms.has(member)));
    if (joined.length === 0) groups.push({kind: 'same', terms: new Set(members)});
    else for (const group of joined) members.forEach((member) => group.terms.add(member));
  }
  const seen = new Set<string>();
  return groups
    .map((group) => ({kind: group.kind, terms: [...group.terms].sort()}))
    .filter((group) => {
      const key = group.terms.join('|');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.terms[0]!.localeCompare(b.terms[0]!));
}
