/**
 * The embedded backend over a fake Pagefind: what it downloads and when.
 * A query fetches the engine once and the word lists of its words' first
 * two letters; correction candidates only for a word the site never uses.
 */
import {describe, expect, test} from 'vitest';
import {createEmbeddedBackend, type Pagefind, type PagefindData} from '../../../src/search/embedded';
import {correctQuery, queryWords, splitVocabulary, type SplitVocabulary} from '../../../src/search/spelling';
import {SearchUnavailableError} from '../../../src/search/types';

const pages: PagefindData[] = [
  {url: '/docs/webhooks/wh_securing/', excerpt: 'Verify the <mark>signature</mark>', meta: {title: 'Securing webhooks', breadcrumb: 'Webhooks'}},
  {url: '/docs/api/create_disposition/', excerpt: 'Record a <mark>disposition</mark>', meta: {title: 'Create disposition', breadcrumb: 'API'}},
];

function fakeEngine() {
  const searched: string[] = [];
  const options: Array<Record<string, unknown>> = [];
  const engine: Pagefind = {
    createInstance: (o) => {
      options.push(o);
      return {
        search: async (query) => {
          searched.push(query);
          const words = query.toLowerCase().split(' ');
          const found = pages.filter((p) => words.every((w) => `${p.meta.title} ${p.excerpt}`.toLowerCase().includes(w)));
          return {results: found.map((p) => ({id: p.url, data: async () => p}))};
        },
      };
    },
  };
  return {engine, searched, options};
}

function setup(vocabulary: SplitVocabulary | 'unreachable') {
  const fake = fakeEngine();
  const fetched: string[] = [];
  const backend = createEmbeddedBackend('/', {
    engine: async (url) => {
      fetched.push(url);
      return fake.engine;
    },
    json: async (url) => {
      fetched.push(url);
      if (vocabulary === 'unreachable') throw new TypeError('Failed to fetch');
      const [, set, name] = /search-index\/(words|vocabulary)\/([a-z0-9_]+)\.json$/.exec(url) ?? [];
      const file = set === 'words' ? vocabulary.words[name!] : set === 'vocabulary' ? vocabulary.candidates[name!] : undefined;
      return file ?? null; // the server's 404
    },
  });
  return {backend, fetched, ...fake};
}

const site = splitVocabulary({disposition: 90, dispositions: 40, webhook: 300, signature: 12, okta: 1, zebra: 1, configure: 4, quote: 30});

describe('embedded backend', () => {
  test('a query of site words fetches the engine once and the word lists of its words, nothing more', async () => {
    const {backend, fetched, options, searched} = setup(site);
    const first = await backend.search('webhook signature');
    expect(first.total).toBe(1);
    expect(first.pages[0]!.url).toBe('/docs/webhooks/wh_securing/');
    expect(first.correctedQuery).toBeUndefined();
    await backend.search('webhook');
    expect([...fetched].sort()).toEqual(['/pagefind/pagefind.js', '/search-index/words/si.json', '/search-index/words/we.json']);
    expect(searched).toEqual(['webhook signature', 'webhook']);
    expect(options[0]).toMatchObject({noWorker: true, basePath: '/pagefind/'});
    // A fresh instance per query: its answer does not depend on the index chunks earlier queries loaded.
    expect(options).toHaveLength(2);
  });

  test('a word the site never uses is corrected, even when the query as typed found pages', async () => {
    const {backend, fetched, searched} = setup(site);
    const response = await backend.search('webhok signature');
    expect(response.correctedQuery).toBe('webhook signature');
    expect(response.pages[0]!.url).toBe('/docs/webhooks/wh_securing/');
    expect(searched).toEqual(['webhok signature', 'webhook signature']);
    expect(fetched).toContain('/search-index/vocabulary/w.json');
    expect(fetched).not.toContain('/search-index/vocabulary/s.json');
    // The files are kept: another typo of the same letters fetches nothing more.
    const count = fetched.length;
    await backend.search('wehbook');
    expect(fetched).toHaveLength(count);
  });

  test('a word the site uses once is never "corrected" to a more frequent one', async () => {
    const {backend, searched} = setup(site);
    const response = await backend.search('zebra');
    expect(response.correctedQuery).toBeUndefined();
    expect(searched).toEqual(['zebra']);
  });

  test('no correction when nothing close exists: an honest empty answer, whatever the engine would match', async () => {
    const {backend, searched} = setup(site);
    await expect(backend.search('zzzzqqq')).resolves.toEqual({query: 'zzzzqqq', total: 0, pages: []});
    // One unknown word is enough, even beside words the site uses.
    await expect(backend.search('webhook quantum')).resolves.toEqual({query: 'webhook quantum', total: 0, pages: []});
    await expect(backend.search('qq')).resolves.toMatchObject({total: 0});
    expect(searched.every((query) => !query.includes('quantum') || query === 'webhook quantum')).toBe(true);
  });

  test('a prefix of a site word (typed as you go) and another form of it are the site\'s words', async () => {
    const {backend, searched} = setup(site);
    await backend.search('webh');
    await backend.search('configuring');
    expect(searched).toEqual(['webh', 'configuring']);
  });

  test('misspelled first two letters (an empty or missing word list) are still corrected', async () => {
    const {backend, fetched} = setup(site);
    const response = await backend.search('wbehook');
    expect(fetched).toContain('/search-index/words/wb.json');
    expect(response.correctedQuery).toBe('webhook');
  });

  test('unreachable word lists mean no correction, and the query is still answered', async () => {
    const {backend} = setup('unreachable');
    await expect(backend.search('webhook signature')).resolves.toMatchObject({total: 1});
    await expect(backend.search('dispositon')).resolves.toMatchObject({total: 0, pages: []});
  });

  test('an unreachable engine is reported as the spec error, and retried on the next query', async () => {
    let calls = 0;
    const fake = fakeEngine();
    const backend = createEmbeddedBackend('/', {
      engine: async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return fake.engine;
      },
      json: async (url) => (url.endsWith('/words/we.json') ? ['webhook'] : []),
    });
    await expect(backend.search('webhook')).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(backend.search('webhook')).resolves.toMatchObject({total: 1});
  });
});

describe('published vocabulary', () => {
  test('query words: two letters or more, starting with a letter, split like the vocabulary', () => {
    expect(queryWords('Okat sso webhok OKAT')).toEqual(['okat', 'sso', 'webhok']);
    expect(queryWords('a 429 <img> bp-sdk-date-input mqs_phone')).toEqual(['bp', 'date', 'img', 'input', 'mqs_phone', 'sdk']);
  });

  test('word lists hold every word by its first two letters; candidates only words used twice', () => {
    const split = splitVocabulary({webhook: 3, webform: 1, dispositions: 2, '429x': 1, api: 9, x: 4});
    expect(split.candidates.w).toEqual({webhook: 3});
    expect(split.candidates.d).toEqual({dispositions: 2});
    expect(split.candidates.a).toEqual({});
    expect(Object.keys(split.candidates)).toHaveLength(26);
    expect(split.words.we).toEqual(['webform', 'webhook']);
    expect(split.words.di).toEqual(['dispositions']);
    expect(split.words.ap).toEqual(['api']);
    // Every list exists, empty when no word starts so: a lookup never meets a 404.
    expect(Object.keys(split.words)).toHaveLength(26 * 37);
    expect(split.words.wb).toEqual([]);
    expect(Object.values(split.words).flat()).toHaveLength(4);
  });

  test('a correction keeps the first letter and never touches a word the site uses', () => {
    const vocabulary = {webhook: 300, constructor: 2};
    expect(correctQuery('wehbook', vocabulary)).toBe('webhook');
    expect(correctQuery('ebhook', vocabulary)).toBeNull();
    expect(correctQuery('constructor', {}, (word) => word === 'constructor')).toBe('constructor');
  });
});
