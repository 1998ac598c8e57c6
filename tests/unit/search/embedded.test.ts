/**
 * The embedded backend over a small index built by the build's own code:
 * what it downloads and when, how it understands a query (questions, stems,
 * synonyms, words no page uses), and what each result carries.
 */
import {describe, expect, test} from 'vitest';
import {correctQuery, queryWords, splitVocabulary} from '../../../src/search/spelling';
import {SearchUnavailableError} from '../../../src/search/types';
import {createEmbeddedBackend} from '../../../src/search/embedded';
import {fixtureBackend, indexFiles, page} from './fixture';

const SITE = [
  page('/docs/webhooks/wh_securing/', 'Securing webhooks', [
    [null, '', 'Every webhook request is signed with your secret.'],
    ['verify-the-signature', 'Verify the signature', 'Compute the HMAC of the raw body and compare it with the X-Signature header in constant time.'],
    ['rotate', 'Rotate a secret', 'Create a second secret, then remove the first one.'],
  ]),
  page('/docs/exchange/dispositioning_prospects/', 'Dispositioning prospects', [
    [null, '', 'Every prospect needs a disposition for each coverage type.'],
    ['deadlines', 'Deadlines', 'Record the first disposition within 72 hours of delivery; update it as the outcome changes.'],
    ['events', 'Events', 'No webhook event fires when a disposition is recorded: read dispositions back with lead_attributes.'],
  ]),
  page('/docs/api/create_disposition/', 'Create a disposition', [
    [null, '', 'POST /leads/{lead_id}/lead_attributes records a disposition of a prospect: status, premium and history.'],
  ]),
  page('/docs/api/authenticate/', 'Authenticate', [
    [null, '', 'Exchange client credentials for an access token.'],
    ['lifetime', 'Token lifetime', 'The access_token expires after 43200 seconds (12 hours); a refresh is not enabled.'],
  ]),
  page('/docs/configure/', 'Configure the hooks', [[null, '', 'Configure a hook once; configuring it again replaces it. Zebra.']]),
];

const SYNONYMS = {written: [{terms: ['prospect', 'lead'], kind: 'same' as const}]};

function setup(fail?: (name: string) => boolean) {
  return fixtureBackend(indexFiles(SITE, SYNONYMS), fail);
}

describe('embedded backend: downloads', () => {
  test('a query downloads the metadata once, the term files of its words, their word lists and the text of the answers shown', async () => {
    const {backend, fetched} = setup();
    const first = await backend.search('webhook signature', {limit: 1});
    expect(first.pages[0]!.url).toBe('/docs/webhooks/wh_securing/');
    expect(fetched.sort()).toEqual(['meta.json', 'terms/si.json', 'terms/we.json', 'text/1.json', 'words/si.json', 'words/we.json']);
    fetched.length = 0;
    await backend.search('webhook signature', {limit: 1});
    expect(fetched).toEqual([]);
  });

  test("the term files of the query as typed are asked for while its words are checked, not after (one round trip)", async () => {
    const files = indexFiles(SITE, SYNONYMS);
    const asked: string[] = [];
    let releaseWords!: () => void;
    const wordsHeld = new Promise<void>((resolve) => (releaseWords = resolve));
    const backend = createEmbeddedBackend('/', {
      json: async (url) => {
        const name = url.replace(/^\/search-index\//, '');
        asked.push(name);
        if (name.startsWith('words/')) await wordsHeld;
        return files.has(name) ? files.get(name) : null;
      },
    });
    const answer = backend.search('webhook signature');
    await expect.poll(() => asked.filter((name) => name.startsWith('terms/')).sort()).toEqual(['terms/si.json', 'terms/we.json']);
    expect(asked.some((name) => name.startsWith('text/'))).toBe(false);
    releaseWords();
    expect((await answer).pages[0]!.url).toBe('/docs/webhooks/wh_securing/');
    // A corrected query asks for the files of its own words too.
    const corrected = await backend.search('webhok');
    expect(corrected.correctedQuery).toBe('webhook');
  });

  test('preload fetches the metadata before any query, and the query then fetches it no more', async () => {
    const {backend, fetched} = setup();
    backend.preload();
    await Promise.resolve();
    expect(fetched).toEqual(['meta.json']);
    await backend.search('rotate secret');
    expect(fetched.filter((name) => name === 'meta.json')).toHaveLength(1);
  });

  test('an unreachable index is the spec error, and the next query tries again', async () => {
    let down = true;
    const {backend} = setup((name) => down && name === 'meta.json');
    await expect(backend.search('webhook')).rejects.toBeInstanceOf(SearchUnavailableError);
    down = false;
    expect((await backend.search('webhook')).pages[0]!.url).toBe('/docs/webhooks/wh_securing/');
  });

  test('an unreachable term file is the spec error too (no partial answer)', async () => {
    const {backend} = setup((name) => name === 'terms/we.json');
    await expect(backend.search('webhook signature')).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  test('unreachable word lists mean no correction, and the query is still answered', async () => {
    const {backend} = setup((name) => name.startsWith('words/'));
    expect((await backend.search('webhook signature')).pages[0]!.url).toBe('/docs/webhooks/wh_securing/');
  });
});

describe('embedded backend: understanding a query', () => {
  test('a question finds the section that answers, by its stems and synonyms, though no page holds every word', async () => {
    const {backend} = setup();
    const response = await backend.search('Which events fire when a lead is dispositioned?');
    expect(response.pages[0]!.url).toBe('/docs/exchange/dispositioning_prospects/');
    expect(response.pages[0]!.answer).toMatchObject({url: '/docs/exchange/dispositioning_prospects/#events', anchor: 'events'});
    expect(response.pages[0]!.excerptHtml).toContain('<mark>event</mark> <mark>fires</mark>');
    expect(response.correctedQuery).toBeUndefined();
  });

  test('stop words alone find nothing; a query of them and one subject finds the subject', async () => {
    const {backend} = setup();
    await expect(backend.search('how do I')).resolves.toMatchObject({total: 0, pages: []});
    expect((await backend.search('how do I rotate')).pages[0]!.answer!.anchor).toBe('rotate');
  });

  test('a word the site never uses is corrected, and the answer says so', async () => {
    const {backend, fetched} = setup();
    const response = await backend.search('webhok signature');
    expect(response.correctedQuery).toBe('webhook signature');
    expect(response.pages[0]!.url).toBe('/docs/webhooks/wh_securing/');
    expect(fetched).toContain('vocabulary/w.json');
    expect(fetched).not.toContain('vocabulary/s.json');
  });

  test('a word the site uses once is never "corrected" to a more frequent one', async () => {
    const {backend} = setup();
    const response = await backend.search('zebra');
    expect(response.correctedQuery).toBeUndefined();
    expect(response.pages[0]!.url).toBe('/docs/configure/');
  });

  test('nonsense finds nothing, even beside a word the site uses', async () => {
    const {backend} = setup();
    for (const query of ['zzzzqqq', 'webhook quantum', 'qq', 'quantum entanglement']) {
      await expect(backend.search(query), query).resolves.toEqual({query, total: 0, pages: []});
    }
  });

  test('in a longer query, one word no page uses and none is close to is left out, and the answer names it', async () => {
    const {backend} = setup();
    const response = await backend.search('disposition deadline quantum delivery');
    expect(response.ignoredWords).toEqual(['quantum']);
    expect(response.pages[0]!.url).toBe('/docs/exchange/dispositioning_prospects/');
    expect(response.pages[0]!.answer!.anchor).toBe('deadlines');
  });

  test('a prefix of a site word (typed as you go) and another form of it find its pages', async () => {
    const {backend} = setup();
    expect((await backend.search('webh')).pages[0]!.url).toBe('/docs/webhooks/wh_securing/');
    expect((await backend.search('dispositio')).pages.map((p) => p.url)).toContain('/docs/exchange/dispositioning_prospects/');
    expect((await backend.search('configuring')).pages[0]!.url).toBe('/docs/configure/');
  });

  test('a finished word does not match longer words that begin with it', async () => {
    const {backend} = setup();
    // "configure?" is complete: `configure` and `configuring` share a stem, but `hook` is not `hooks`' only form here.
    const typing = await backend.search('secre');
    expect(typing.pages[0]!.url).toBe('/docs/webhooks/wh_securing/');
    await expect(backend.search('secre?')).resolves.toMatchObject({total: 0});
  });

  test('the answer of each page: the intro when only the title matches, a section otherwise', async () => {
    const {backend} = setup();
    const title = await backend.search('authenticate');
    expect(title.pages[0]!.answer).toMatchObject({anchor: null, url: '/docs/api/authenticate/'});
    const section = await backend.search('When does the access token expire?');
    expect(section.pages[0]!.answer).toMatchObject({anchor: 'lifetime', url: '/docs/api/authenticate/#lifetime'});
    expect(section.pages[0]!.excerptHtml).toContain('<mark>access_token</mark>');
  });

  test('answers are the same whatever came before (no state carried between queries)', async () => {
    const queries = ['webhook signature', 'Which events fire when a lead is dispositioned?', 'webh', 'rotate', 'lead_attributes'];
    const alone = [];
    for (const query of queries) alone.push(await setup().backend.search(query));
    const {backend} = setup();
    const together = [];
    for (const query of [...queries].reverse()) together.unshift(await backend.search(query));
    expect(together).toEqual(alone);
    // And concurrently.
    const concurrent = await Promise.all(queries.map((query) => backend.search(query)));
    expect(concurrent).toEqual(alone);
  });

  test('offset and limit page through the same ranking; the total counts every result', async () => {
    const {backend} = setup();
    const all = await backend.search('disposition', {limit: 10});
    const second = await backend.search('disposition', {offset: 1, limit: 1});
    expect(all.total).toBe(all.pages.length);
    expect(second.pages.map((p) => p.url)).toEqual([all.pages[1]!.url]);
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

describe('embedded backend: a query overtaken by the next', () => {
  test('an aborted query downloads no snippet text and rejects with the reason', async () => {
    const {backend, fetched} = setup();
    const controller = new AbortController();
    controller.abort(new DOMException('typed on', 'AbortError'));
    await expect(backend.search('webhook signature', {signal: controller.signal})).rejects.toMatchObject({name: 'AbortError'});
    expect(fetched.filter((name) => name.startsWith('text/'))).toEqual([]);
  });
});
