/**
 * The search page's early query script (src/search/early-query.ts), run as
 * the browser runs it, over a small index built by the build's own code: what
 * it downloads for a query, against what the backend then asks for; that the
 * backend takes its downloads over; and the pages at once, before their
 * snippets (SearchOptions.onRanked).
 */
import {describe, expect, test} from 'vitest';
import {createEmbeddedBackend} from '../../../src/search/embedded';
import {EARLY_FILES_GLOBAL, takeEarlyFile} from '../../../src/search/early-query';
import {indexNames, runEarlyQuery} from '../../search/early-run';
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

const runScript = (search: string, options?: Parameters<typeof runEarlyQuery>[2]) => runEarlyQuery(search, (name) => FILES.get(name), options);
const names = indexNames;

describe('the early query script', () => {
  test('downloads the metadata, then the term files and word lists of the query, as the backend then asks for them', async () => {
    for (const query of ['webhook signature', 'How do I record a disposition for a lead?', 'Verify the X-Signature header']) {
      const run = runScript(`?q=${encodeURIComponent(query)}`);
      await run.settled();
      const {backend, fetched} = fixtureBackend(FILES);
      await backend.search(query);
      const wanted = names(fetched.filter((name) => !name.startsWith('text/')).map((name) => `/search-index/${name}`));
      expect(names(run.fetched), query).toEqual(wanted);
    }
  });

  test('a synonym typed brings its group: "lead" downloads the term file of "prospect" too', async () => {
    const run = runScript('?q=lead');
    await run.settled();
    expect(names(run.fetched)).toEqual(expect.arrayContaining(['meta.json', 'terms/le.json', 'terms/pr.json']));
  });

  test('stop words download nothing, and without a query only the metadata is downloaded', async () => {
    const run = runScript(`?q=${encodeURIComponent('how do I the')}`);
    await run.settled();
    expect(names(run.fetched)).toEqual(['meta.json']);
    const none = runScript('');
    await none.settled();
    expect(names(none.fetched)).toEqual(['meta.json']);
  });

  test('runs once, and not at all in a page that has hydrated (a later visit searches by itself)', async () => {
    const hydrated = runScript('?q=webhook', {hydrated: true});
    await hydrated.settled();
    expect(hydrated.fetched).toEqual([]);
    expect(hydrated.window[EARLY_FILES_GLOBAL]).toBeUndefined();
  });

  test('hostile queries: markup, non-ASCII and bad percent-encoding throw nothing; a long one is cut as the page cuts it', async () => {
    for (const search of ['?q=%3C%2Fscript%3E%3Cimg%20src%3Dx%3E', '?q=Caf%C3%A9%20%E2%9C%93%20%F0%9F%98%80', '?q=%E0%A4%A', `?q=${'webhook '.repeat(1250)}`]) {
      const run = runScript(search);
      await expect(run.settled()).resolves.toBeUndefined();
    }
    // 1,091 characters, and one 2,001-letter word: the page searches the first 200 characters; the script fetches for no more.
    for (const query of [`${'signature webhook '.repeat(60)}disposition`, 'a'.repeat(2001)]) {
      const run = runScript(`?q=${encodeURIComponent(query)}`);
      await run.settled();
      const {backend, fetched} = fixtureBackend(FILES);
      await backend.search(query);
      // Nothing the search does not ask for (it may ask for more: the correction candidates of a word no page uses).
      expect(names(fetched.map((name) => `/search-index/${name}`)), query.slice(0, 20)).toEqual(expect.arrayContaining(names(run.fetched)));
      expect(names(run.fetched).some((name) => name.startsWith('terms/di'))).toBe(false);
    }
  });

  test('under another base URL, the files of that site', async () => {
    const run = runScript('?q=webhook', {base: '/docs-site/'});
    await run.settled();
    expect(run.fetched.every((url) => url.startsWith('/docs-site/search-index/'))).toBe(true);
  });
});

describe('the backend takes the downloads over', () => {
  test('every file the script started is handed over once, and the backend downloads nothing it already has', async () => {
    const run = runScript('?q=webhook%20signature');
    await run.settled();
    const early = run.fetched.length;
    const win = run.window as unknown as Window;
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
    expect(asked.every((url) => url.includes('/text/'))).toBe(true);
    expect(Object.keys(run.window[EARLY_FILES_GLOBAL] as object)).toEqual([]);
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
