/**
 * The ranking (src/search/ranking.ts) and the snippets (src/search/snippet.ts)
 * over small indexes built by the build's own code.
 */
import {describe, expect, test} from 'vitest';
import type {IndexMeta, Shard} from '../../../src/search/index-format';
import {compileSynonyms, planQuery} from '../../../src/search/query';
import {rank, shardsFor} from '../../../src/search/ranking';
import {markTerms, snippet} from '../../../src/search/snippet';
import {indexFiles, page, type FixturePage} from './fixture';

function ranker(pages: FixturePage[], written: Array<{terms: string[]; kind: 'same' | 'related'}> = []) {
  const files = indexFiles(pages, {written});
  const meta = files.get('meta.json') as IndexMeta;
  const synonyms = compileSynonyms(meta.synonyms);
  return (query: string) => {
    const plan = planQuery(query, synonyms);
    const shards = new Map(shardsFor(plan, meta).map((name) => [name, (files.get(`terms/${name}.json`) ?? {}) as Shard]));
    const ranking = rank(plan, {meta, shards});
    return {ranking, urls: ranking.pages.map((p) => meta.pages[p.page]![0]), meta};
  };
}

const filler = (n: number) => Array.from({length: n}, (_, i) => `filler${i % 9}`).join(' ');

describe('ranking', () => {
  const search = ranker([
    page('/all/', 'Quotes', [[null, '', `bind a quote from a custom terminal. ${filler(40)}`]]),
    page('/two/', 'Binding', [[null, '', `bind a quote. ${filler(40)}`]]),
    page('/one/', 'Terminal', [[null, '', `terminal ${filler(40)}`]]),
    page('/none/', 'Nothing', [[null, '', filler(40)]]),
  ]);

  test('a page holding every word comes first, then pages holding more of them; pages holding none do not answer', () => {
    const {urls} = search('bind quote terminal');
    expect(urls.slice(0, 2)).toEqual(['/all/', '/two/']);
    expect(urls).not.toContain('/none/');
  });

  test('when no page holds every word, the pages with the words there are ranked (no empty answer)', () => {
    expect(search('bind terminal quotes unicorns').urls.length).toBeGreaterThan(0);
  });

  test('a title that holds the query lifts a page above one that mentions it as often', () => {
    const {urls} = ranker([
      page('/mention/', 'Other', [[null, '', `webhook signature ${filler(30)}`]]),
      page('/titled/', 'Webhook signature', [[null, '', `webhook signature ${filler(30)}`]]),
    ])('webhook signature');
    expect(urls).toEqual(['/titled/', '/mention/']);
  });

  test('the best section is the one about the query; scores, not the order of files, decide', () => {
    const {ranking, meta} = ranker([
      page('/p/', 'Guide', [
        [null, '', `Intro ${filler(20)}`],
        ['setup', 'Setup', `Install the package ${filler(20)}`],
        ['sign', 'Signatures', `Verify the signature with HMAC; the signature header ${filler(10)}`],
      ]),
    ])('verify signature');
    const best = ranking.sections(ranking.pages[0]!.page)[0]!;
    expect(meta.sections[best.section]![1]).toBe('sign');
  });

  test('a word no page uses counts through its synonyms in full; a word pages use keeps its synonyms lighter', () => {
    const pages = [
      page('/within/', 'Rules', [[null, '', `within within within delivery ${filler(30)}`]]),
      page('/delivery/', 'Delivery', [[null, '', `within delivery delivery delivery ${filler(30)}`]]),
      page('/other/', 'Other', [[null, '', `delivery ${filler(30)}`]]),
    ];
    const synonyms = [{terms: ['deadline', 'within'], kind: 'related' as const}];
    // "deadline" is on no page: "within" stands for it in full, and is the rarer word.
    expect(ranker(pages, synonyms)('deadline delivery').urls[0]).toBe('/within/');
    // Once a page uses "deadline", "within" is a lighter alternative again.
    const withDeadline = ranker([...pages, page('/deadline/', 'Deadline', [[null, '', `deadline ${filler(30)}`]])], synonyms);
    const urls = withDeadline('deadline delivery').urls;
    expect(urls.indexOf('/delivery/')).toBeLessThan(urls.indexOf('/within/'));
  });

  test('a term and its expansions are all marked; a word still being typed expands, a finished one does not', () => {
    const typing = search('termin').ranking.matched;
    expect([...typing]).toContain('termin');
    expect(search('bin').urls).toContain('/two/');
    expect(search('bin?').urls).toEqual([]);
  });
});

describe('snippets', () => {
  const matched = new Set(['signatur', 'verifi', 'x-signature']);

  test('the window with the most of the query, marked, with … where the text goes on', () => {
    const text = `${filler(40)} Verify the signature in the X-Signature header. ${filler(40)}`;
    const html = snippet(text, matched);
    expect(html.startsWith('… ')).toBe(true);
    expect(html.endsWith(' …')).toBe(true);
    expect(html).toContain('<mark>Verify</mark> the <mark>signature</mark> in the <mark>X-Signature</mark> header.');
  });

  test('it starts where the sentence of its first match starts, when that is a few words before', () => {
    const text = `${filler(30)} done. Then verify the signature of the body ${filler(30)}`;
    expect(snippet(text, matched).startsWith('… Then <mark>verify</mark> the <mark>signature</mark>')).toBe(true);
    const long = `${filler(30)} and after a long run of words we verify the signature ${filler(30)}`;
    expect(snippet(long, matched).startsWith('… words we <mark>verify</mark>')).toBe(true);
  });

  test('a hostile page text stays text: only <mark> is markup', () => {
    const html = snippet('<img src=x onerror=alert(1)> signature "quoted" & done', matched);
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>signature</mark> &quot;quoted&quot; &amp; done');
    expect(markTerms('<b>Signature</b>', matched)).toBe('&lt;b&gt;<mark>Signature</mark>&lt;/b&gt;');
  });

  test('accented and non-Latin text is marked at the right characters', () => {
    expect(markTerms('Vérifiez la signaturé: 署名 signature', matched)).toBe('Vérifiez la <mark>signaturé</mark>: 署名 <mark>signature</mark>');
    expect(markTerms('Verify ﬁrst, then verify', matched)).toBe('<mark>Verify</mark> ﬁrst, then <mark>verify</mark>');
  });

  test('a joined word is marked when it begins with a query word, not for a part inside it', () => {
    const lead = new Set(['lead', 'api']);
    expect(markTerms('lead_id and x-api-key', lead)).toBe('<mark>lead_id</mark> and x-api-key');
  });

  test('no match: the start of the text; an empty text: nothing', () => {
    expect(snippet(filler(5), matched)).toBe(filler(5));
    expect(snippet('', matched)).toBe('');
  });
});
