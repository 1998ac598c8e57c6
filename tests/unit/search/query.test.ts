/**
 * How a query becomes groups of index terms (src/search/query.ts, text.ts):
 * stop and question words dropped, stems, identifiers, synonyms, the word
 * still being typed.
 */
import {describe, expect, test} from 'vitest';
import {checkedWords, compileSynonyms, planQuery, QUERY_WEIGHTS} from '../../../src/search/query';
import {fold, stem, termsOf, tokenize} from '../../../src/search/text';

const synonyms = compileSynonyms([
  {kind: 'same', terms: ['prospect', 'lead']},
  {kind: 'same', terms: ['redirect_url', 'consumer link']},
  {kind: 'related', terms: ['sign in', 'log in', 'authenticate']},
]);
const groups = (query: string) => planQuery(query, synonyms).groups.filter((g) => !g.optional);
const terms = (query: string) => groups(query).map((g) => g.alternatives.map((a) => `${a.terms.join('+')}${a.prefix ? '*' : ''}@${a.weight}`));

describe('reading text', () => {
  test('folds case and accents one character for one, so offsets stay the text’s', () => {
    expect(fold('Café ÉTÉ ﬁle')).toBe('cafe ete ﬁle');
    expect(fold('İstanbul').length).toBe('İstanbul'.length);
  });

  test('tokens: letters and digits joined by _ or -; a joined token is a term whole and by its parts', () => {
    expect(tokenize('POST /leads/{lead_id}/lead_attributes X-Signature 429').map((t) => t.word)).toEqual([
      'post',
      'leads',
      'lead_id',
      'lead_attributes',
      'x-signature',
      '429',
    ]);
    expect(termsOf('lead_attributes')).toEqual(['lead_attributes', 'lead', 'attribut']);
    expect(termsOf('bp-sdk-vehicle-vin')).toEqual(['bp-sdk-vehicle-vin', 'bp', 'sdk', 'vehicl', 'vin']);
    expect(termsOf('the')).toEqual([]);
    expect(termsOf('x')).toEqual([]);
  });

  test('every form of a word has one stem (Porter2)', () => {
    expect(new Set(['dispositioned', 'dispositions', 'disposition', 'dispositioning'].map(stem))).toEqual(new Set(['disposit']));
    expect(stem('webhooks')).toBe(stem('webhook'));
  });
});

describe('planning a query', () => {
  test('a question keeps only its subject words', () => {
    expect(groups('How long does the consumer link last?').map((g) => g.text)).toEqual(['long', 'consumer link', 'last']);
    expect(groups('Which events fire when a prospect is dispositioned?').map((g) => g.text)).toEqual(['events', 'fire', 'prospect', 'dispositioned']);
    expect(groups('how do I')).toEqual([]);
  });

  test('a synonym group gives the other names, weighed by kind; the same thing asked twice is one group', () => {
    expect(terms('lead')).toEqual([[`lead*@1`, `prospect@${QUERY_WEIGHTS.same}`]]);
    expect(terms('lead prospect')).toHaveLength(1);
    expect(terms('consumer link')).toEqual([[`consum+link@1`, `redirect_url@${QUERY_WEIGHTS.same}`]]);
  });

  test('a phrase that loses its words to the stop list is no alternative of its own ("log in" is not `log`)', () => {
    expect(terms('log in to Terminal')).toEqual([[`authent@${QUERY_WEIGHTS.related}`], ['termin*@1']]);
  });

  test('only the word still being typed matches longer words that begin with it', () => {
    expect(terms('webhook sig')).toEqual([['webhook@1'], ['sig*@1']]);
    expect(terms('webhook sig?')).toEqual([['webhook@1'], ['sig@1']]);
    expect(terms('bind quote')).toEqual([['bind@1'], ['quot*@1']]);
  });

  test('a joined token is itself, or all of its parts', () => {
    expect(terms('mqs_phone')).toEqual([['mqs_phone*@1', `mqs+phone@${QUERY_WEIGHTS.parts}`]]);
  });

  test('neighbouring words may be the site’s identifier: a bonus group, not a part of the question', () => {
    const joined = planQuery('finished quoting payload', synonyms).groups.filter((g) => g.optional);
    expect(joined.map((g) => g.alternatives.map((a) => a.terms[0]))).toEqual([
      ['finished_quoting', 'finished-quoting'],
      ['finished_quoting_payload', 'finished-quoting-payload'],
      ['quoting_payload', 'quoting-payload'],
    ]);
  });

  test('hostile input plans to nothing harmful: markup is split into words, a huge query into bounded groups', () => {
    expect(groups('<img src=x onerror=alert(1)>').map((g) => g.text)).toEqual(['img', 'src', 'onerror', 'alert']);
    expect(groups('a'.repeat(500))).toEqual([]);
    expect(groups('webhook '.repeat(100))).toHaveLength(1);
  });

  test('words checked against the vocabulary leave out stop words and the synonym groups’ own words', () => {
    expect(checkedWords(['how', 'long', 'consumer', 'link', 'authenticate', 'quantum'], synonyms)).toEqual(['long', 'quantum']);
  });
});
