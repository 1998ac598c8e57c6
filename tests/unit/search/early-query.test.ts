/**
 * The search page's early query (src/search/early-query.ts,
 * src/search/early-page.ts), run as the browser runs it, over a small index
 * built by the build's own code: what it downloads, that its answer is the
 * search's own and is handed to the page once, for the page's query; that
 * the page's backend takes its downloads over; and the pages at once, before
 * their snippets (SearchOptions.onRanked).
 */
import {describe, expect, test} from 'vitest';
import {createEmbeddedBackend} from '../../../src/search/embedded';
import {EARLY_ANSWER_GLOBAL, EARLY_FILES_GLOBAL, takeEarlyAnswer, takeEarlyFile} from '../../../src/search/early-query';
import {indexNames, runEarly} from '../../search/early-run';
import {fixtureBackend, indexFiles, page} from './fixture';

const SITE = [
  page('/docs/webhooks/wh_securing/', 'Securing webhooks', [
    [null, '', 'Every webhook request is signed with your secret.'],
    ['verify-the-signature', 'Verify the signature', 'Compute the HMAC of the raw body and compare it with the X-Signature header.'],
  ]),
  page('/docs/exchange/dispositioning_prospects/', 'Dispositioning prospects', [
    [null, '', 'Every prospect needs a disposition for each coverage type.'],
    ['deadlines', 'Deadlines', 'Record the first disposition within 72 hours of delivery.'],
  ]),
  page('/docs/api/create_disposition/', 'Create a disposition', [[null, '', 'POST /leads/{lead_id}/lead_attributes records a disposition of a lead.']]),
];
const FILES = indexFiles(SITE, {written: [{terms: ['prospect', 'lead'], kind: 'same'}]});

const runScript = (search: string, options?: Parameters<typeof runEarly>[2]) => runEarly(search, (name) => FILES.get(name), options);
const names = indexNames;

describe('the early query', () => {
  test('answers as the search does, downloading what the search downloads, and hands the answer to the page once', async () => {
    for (const query of ['webhook signature', 'How do I record a disposition for a lead?', 'Verify the X-Signature header', 'lead']) {
      const run = runScript(`?q=${encodeURIComponent(query)}`);
      await run.settled();
      const {backend, fetched} = fixtureBackend(FILES);
      const expected = await backend.search(query, {limit: 10});
      expect(names(run.fetched), query).toEqual(names(fetched.map((name) => `/search-index/${name}`)));
      const answer = run.answer(query);
      expect(answer, query).toBeDefined();
      expect(await answer, query).toEqual(expected);
      expect(run.answer(query), 'taken once').toBeUndefined();
    }
  });

  test('an answer is handed over only for the query the page asks (the address changed before hydration: none)', async () => {
    const run = runScript('?q=webhook');
    await run.settled();
    expect(takeEarlyAnswer('signature', run.window)).toBeUndefined();
    expect(run.window[EARLY_ANSWER_GLOBAL]).toBeUndefined();
  });

  test('without a query, or with stop words only, it downloads the metadata and answers nothing', async () => {
    for (const search of ['', '?q=', `?q=${encodeURIComponent('how do I the')}`]) {
      const run = runScript(search);
      await run.settled();
      expect(names(run.fetched), search).toEqual(['meta.json']);
      const answer = run.answer('how do I the');
      if (answer) expect((await answer).total).toBe(0);
    }
  });

  test('runs once, and not at all in a page that has hydrated (a later visit searches by itself)', async () => {
    const hydrated = runScript('?q=webhook', {hydrated: true});
    await hydrated.settled();
    expect(hydrated.fetched).toEqual([]);
    expect(hydrated.window[EARLY_FILES_GLOBAL]).toBeUndefined();
    expect(hydrated.window[EARLY_ANSWER_GLOBAL]).toBeUndefined();
  });

  test('hostile queries: markup, non-ASCII, bad percent-encoding and a long query throw nothing and answer as the search does', async () => {
    for (const search of ['?q=%3C%2Fscript%3E%3Cimg%20src%3Dx%3E', '?q=Caf%C3%A9%20%E2%9C%93%20%F0%9F%98%80', '?q=%E0%A4%A', `?q=${'webhook '.repeat(1250)}`, `?q=${'a'.repeat(2001)}`]) {
      const run = runScript(search);
      await expect(run.settled()).resolves.toBeUndefined();
      let query = '';
      try {
        query = new URLSearchParams(search).get('q') ?? '';
      } catch {
        // as the page reads it: nothing
      }
      const {backend} = fixtureBackend(FILES);
      const {normalizeQuery} = await import('../../../src/search/types');
      const answer = run.answer(normalizeQuery(query));
      if (answer) expect(await answer, search.slice(0, 20)).toEqual(await backend.search(query, {limit: 10}));
    }
  });

  test('under another base URL, the files of that site', async () => {
    const run = runScript('?q=webhook', {base: '/docs-site/'});
    await run.settled();
    expect(run.fetched.length).toBeGreaterThan(1);
    expect(run.fetched.every((url) => url.startsWith('/docs-site/search-index/'))).toBe(true);
  });
});

describe("the page's backend takes the downloads over", () => {
  test('every file the early query downloaded is handed over once, and the backend downloads none of them again', async () => {
    const run = runScript('?q=webhook%20signature');
    await run.settled();
    const early = run.fetched.length;
    const win = run.window;
    const asked: string[] = [];
    const backend = createEmbeddedBackend('/', {
      json: (url) => {
        const download = takeEarlyFile(url, win);
        if (download) return download;
        asked.push(url);
        const name = url.replace('/search-index/', '');
        return Promise.resolve(FILES.has(name) ? FILES.get(name) : null);
      },
    });
    const response = await backend.search('webhook signature');
    expect(response.pages[0]!.url).toBe('/docs/webhooks/wh_securing/');
    expect(asked).toEqual([]);
    expect(Object.keys(win[EARLY_FILES_GLOBAL] as object)).toEqual([]);
    expect(early).toBeGreaterThan(2);
    expect(takeEarlyFile('/search-index/meta.json', win)).toBeUndefined();
  });
});

describe('the pages at once, their snippets after (onRanked)', () => {
  test('the ranked pages come before the texts are downloaded, with every excerpt empty; the answer then has them', async () => {
    const {backend, fetched} = fixtureBackend(FILES);
    const ranked: Array<{urls: string[]; excerpts: string[]; textsFetched: number}> = [];
    const answer = await backend.search('disposition deadline', {
      onRanked: (response) =>
        ranked.push({urls: response.pages.map((p) => p.url), excerpts: response.pages.map((p) => p.excerptHtml), textsFetched: fetched.filter((f) => f.startsWith('text/')).length}),
    });
    expect(ranked).toHaveLength(1);
    expect(ranked[0]!.textsFetched).toBe(0);
    expect(ranked[0]!.excerpts.every((excerpt) => excerpt === '')).toBe(true);
    expect(ranked[0]!.urls).toEqual(answer.pages.map((p) => p.url));
    expect(answer.pages[0]!.excerptHtml).toContain('<mark>');
  });

  test('not called when every snippet text is already here (the same query again), nor for no results', async () => {
    const {backend} = fixtureBackend(FILES);
    await backend.search('webhook signature');
    let calls = 0;
    await backend.search('webhook signature', {onRanked: () => (calls += 1)});
    await backend.search('qzxv wplk', {onRanked: () => (calls += 1)});
    expect(calls).toBe(0);
  });
});
