import {describe, expect, test} from 'vitest';
import {escapeHtml, highlight, sanitizeHighlight} from '../../../src/search/highlight';
import {bases, correctQuery, correctWord, editDistance, isCloseCandidate, sharedLetters, usesWord} from '../../../src/search/spelling';
import {createModalClient, pagesToHits} from '../../../src/search/docsearch';
import {normalizeQuery, SearchUnavailableError, type PageResult, type SearchBackend} from '../../../src/search/types';
import {readQuery, searchPageUrl} from '../../../src/search/url';
import {promoteExactMatches} from '../../../src/search/embedded';
import {recordToPage} from '../../../src/search/algolia';

const excerptHtml = sanitizeHighlight('Verify the <mark>signature</mark> <img src=x onerror=alert(1)>');
const page: PageResult = {
  url: '/docs/webhooks/wh_securing/',
  title: 'Securing <webhooks>',
  titleHtml: highlight('Securing <webhooks>', 'webhooks'),
  breadcrumb: 'Webhooks',
  excerptHtml,
  answer: {url: '/docs/webhooks/wh_securing/#verify', anchor: 'verify', titleHtml: highlight('Verify', 'verify'), excerptHtml},
  sections: [{url: '/docs/webhooks/wh_securing/#rotate', anchor: 'rotate', titleHtml: 'Rotate', excerptHtml: ''}],
};

describe('highlighting keeps everything text', () => {
  test('escapes markup and marks query words', () => {
    expect(escapeHtml('<b>&"')).toBe('&lt;b&gt;&amp;&quot;');
    expect(highlight('Use <script> for mqs_phone', 'mqs_phone')).toBe('Use &lt;script&gt; for <mark>mqs_phone</mark>');
  });
  test('keeps only mark tags from an engine excerpt', () => {
    expect(sanitizeHighlight('a <mark>b</mark> <img src=x onerror=alert(1)> <em>c</em>')).toBe(
      'a <mark>b</mark> &lt;img src=x onerror=alert(1)&gt; <mark>c</mark>',
    );
  });
});

describe('modal hits (DocSearch 4.7 traps)', () => {
  const hits = pagesToHits([page]);
  test('no hit is typed lvl0 (such hits render empty)', () => {
    expect(hits.map((h) => h.type)).toEqual(['lvl1', 'lvl2', 'lvl2']);
  });
  test("the page hit shows the answer's snippet; the answer's heading comes next, then the other sections", () => {
    expect(hits[0]!.content).toBe('Verify the signature <img src=x onerror=alert(1)>');
    expect(hits[0]!._snippetResult.content.value).toBe(excerptHtml);
    expect(hits.map((h) => h.url)).toEqual(['/docs/webhooks/wh_securing/', '/docs/webhooks/wh_securing/#verify', '/docs/webhooks/wh_securing/#rotate']);
    // The part of a page before its first heading is no section hit of its own.
    const intro = pagesToHits([{...page, answer: {...page.answer!, url: page.url, anchor: null}, sections: []}]);
    expect(intro.map((h) => h.url)).toEqual([page.url]);
  });
  test('every field the modal shows has an escaped highlight value', () => {
    for (const hit of hits) {
      for (const level of ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) {
        expect(hit._highlightResult.hierarchy[level].value).not.toMatch(/<(?!\/?mark>)/);
        expect(hit._snippetResult.hierarchy[level].value).not.toMatch(/<(?!\/?mark>)/);
      }
      expect(hit._snippetResult.content.value).not.toMatch(/<(?!\/?mark>)/);
    }
    expect(hits[0]!._highlightResult.hierarchy.lvl1.value).toBe('Securing &lt;<mark>webhooks</mark>&gt;');
  });
  test('URLs stay relative and anchors are split out', () => {
    expect(hits[1]).toMatchObject({url: '/docs/webhooks/wh_securing/#verify', url_without_anchor: '/docs/webhooks/wh_securing/', anchor: 'verify'});
  });
  test('the total of each query is kept, not added up across keystrokes', async () => {
    const totals: Record<string, number> = {w: 40, we: 30, web: 12};
    const backend: SearchBackend = {
      name: 'embedded',
      search: async (q) => ({query: q, total: totals[q] ?? 0, pages: [page]}),
    };
    const client = createModalClient(backend);
    for (const q of ['w', 'we', 'web']) await client.search({requests: [{query: q, indexName: 'docs'}]});
    expect(client.totalFor('web')).toBe(12);
    expect(client.totalFor(' web ')).toBe(12);
  });
  test('a failure is answered with no hits and reported, since the modal would not show a thrown one', async () => {
    let fail = true;
    const client = createModalClient({
      name: 'embedded',
      search: async (q) => {
        if (fail) throw new SearchUnavailableError(new TypeError('Failed to fetch'));
        return {query: q, total: 1, pages: [page]};
      },
    });
    const statuses: boolean[] = [];
    const unsubscribe = client.subscribe((status) => statuses.push(status.failed));
    const failed = (await client.search({requests: [{query: 'x'}]})) as {results: Array<{hits: unknown[]}>};
    expect(failed.results[0]!.hits).toEqual([]);
    fail = false;
    await client.search({requests: [{query: 'x'}]});
    unsubscribe();
    await client.search({requests: [{query: 'x'}]});
    expect(statuses).toEqual([true, false]);
    expect(new SearchUnavailableError().message).toBe('Unable to fetch results');
  });
  test('a no-results screen suggests the groups of the last search that found pages, at most three', async () => {
    const inGroup = (breadcrumb: string, n: number) => ({...page, url: `/docs/x${n}/`, breadcrumb});
    const found: Record<string, PageResult[]> = {
      webhooks: [inGroup('Webhooks', 1), inGroup('Webhooks', 2), inGroup('API', 3)],
      all: ['A', 'B', 'C', 'D'].map(inGroup),
    };
    const client = createModalClient({name: 'embedded', search: async (q) => ({query: q, total: found[q]?.length ?? 0, pages: found[q] ?? []})});
    expect(client.suggestions()).toEqual([]);
    await client.search({requests: [{query: 'webhooks'}]});
    await client.search({requests: [{query: 'zqxvjkwq'}]});
    expect(client.suggestions()).toEqual(['Webhooks', 'API']);
    await client.search({requests: [{query: 'all'}]});
    expect(client.suggestions()).toEqual(['A', 'B', 'C']);
  });
});

describe('queries and addresses', () => {
  test('normalizeQuery trims, folds spaces and caps at 200 characters', () => {
    expect(normalizeQuery('   ')).toBe('');
    expect(normalizeQuery(' a   b ')).toBe('a b');
    expect(normalizeQuery('x'.repeat(2000))).toHaveLength(200);
  });
  test('readQuery never throws on broken percent-encoding', () => {
    expect(() => readQuery('?q=%E0%A4%A')).not.toThrow();
    expect(readQuery('?q=mqs_phone')).toBe('mqs_phone');
  });
  test('searchPageUrl encodes the query', () => {
    expect(searchPageUrl('a&b <c>')).toBe('/search/?q=a%26b%20%3Cc%3E');
    expect(searchPageUrl('  ')).toBe('/search/');
  });
});

describe('spelling correction', () => {
  const vocabulary = {disposition: 90, dispositions: 40, position: 5, webhook: 300};
  test('edit distance counts a swap as one edit', () => {
    expect(editDistance('dispositon', 'disposition', 2)).toBe(1);
    expect(editDistance('wehbook', 'webhook', 2)).toBe(1);
  });
  test('corrects unknown words to the closest, most frequent word; known words stay as typed', () => {
    const known = (word: string) => Object.hasOwn(vocabulary, word) || word === 'retries';
    expect(correctQuery('dispositon', vocabulary, known)).toBe('disposition');
    expect(correctQuery('wehbook retries', vocabulary, known)).toBe('webhook retries');
    expect(correctQuery('Webhook', vocabulary, known)).toBe('Webhook');
  });
  test('a word with no close candidate makes the whole query uncorrectable (null)', () => {
    expect(correctQuery('quantum entanglement', vocabulary)).toBeNull();
    expect(correctQuery('webhook qqzzxxkk', vocabulary)).toBeNull();
    expect(correctWord('qqzzxxkk', vocabulary)).toBeNull();
  });
  test('edits allowed: 1 up to five letters, 2 for longer words', () => {
    const v = {quote: 9, quotas: 3, signature: 5};
    expect(correctWord('qoute', v)).toBe('quote'); // a swap: one edit
    expect(correctWord('qxytx', v)).toBeNull(); // two edits from quote, five letters
    expect(correctWord('signatrue', v)).toBe('signature');
    expect(correctWord('sgnatrue', v)).toBe('signature'); // two edits, eight letters
    expect(correctWord('sxgnxtxre', v)).toBeNull(); // three edits
  });
  test('never a candidate that shares less than half its letters', () => {
    expect(sharedLetters('webhook', 'hook')).toBe(4);
    expect(sharedLetters('abc', 'xyz')).toBe(0);
    expect(isCloseCandidate('disposition', 'disposition')).toBe(true);
    expect(isCloseCandidate('axb', 'ab')).toBe(true);
    expect(isCloseCandidate('xxxxxx', 'xxxxyz')).toBe(true);
    expect(isCloseCandidate('qz', 'q')).toBe(true);
    expect(isCloseCandidate('ab', 'cd')).toBe(false);
  });
  test('the site uses a word: itself, a longer word it begins, or another form of it', () => {
    const site = ['configure', 'configured', 'recipient', 'webhook', 'webhooks'];
    expect(usesWord('webhook', site)).toBe(true);
    expect(usesWord('webh', site)).toBe(true);
    expect(usesWord('configuring', site)).toBe(true);
    expect(usesWord('recipes', site)).toBe(false); // not a form of recipient
    expect(usesWord('entanglement', ['entitlement'])).toBe(false);
    expect(bases('configuring')).toContain('configur');
  });
});

describe('ranking', () => {
  test('a page titled exactly as the query comes first', () => {
    const items = [
      {url: '/docs/sdk/components/bp-sdk-vehicle-vin-lookup/', title: 'bp-sdk-vehicle-vin-lookup'},
      {url: '/docs/sdk/components/bp-sdk-vehicle-vin/', title: 'bp-sdk-vehicle-vin'},
    ];
    expect(promoteExactMatches(items, 'bp-sdk-vehicle-vin')[0]!.url).toBe('/docs/sdk/components/bp-sdk-vehicle-vin/');
    expect(promoteExactMatches(items, 'BP-SDK-VEHICLE-VIN')[0]!.url).toBe('/docs/sdk/components/bp-sdk-vehicle-vin/');
  });
});

describe('Algolia records', () => {
  test('absolute crawler URLs become site-relative and lvl0-only records keep a title', () => {
    const result = recordToPage(
      {
        objectID: '1',
        url: 'https://developers.bindpoint.example/docs/api/mqs/#mqs_phone',
        type: 'lvl0',
        hierarchy: {lvl0: 'API reference'},
        content: '<b>phone</b>',
      },
      'phone',
    );
    expect(result.url).toBe('/docs/api/mqs/#mqs_phone');
    expect(result.title).toBe('API reference');
    expect(result.excerptHtml).toBe('&lt;b&gt;<mark>phone</mark>&lt;/b&gt;');
    expect(result.answer).toBeUndefined();
  });

  test('a section record is its page with the section as the answer, linked by its anchor', () => {
    const result = recordToPage(
      {
        objectID: '2',
        url: 'https://developers.bindpoint.example/docs/webhooks/wh_securing/#verification-code',
        type: 'content',
        hierarchy: {lvl0: 'Webhooks', lvl1: 'Securing webhooks', lvl2: 'Verification <code>'},
        content: 'Compute the HMAC',
        _snippetResult: {content: {value: 'Compute the <mark>HMAC</mark> <script>'}},
      },
      'hmac',
    );
    expect(result.url).toBe('/docs/webhooks/wh_securing/#verification-code');
    expect(result.answer).toEqual({
      url: '/docs/webhooks/wh_securing/#verification-code',
      anchor: 'verification-code',
      titleHtml: 'Verification &lt;code&gt;',
      excerptHtml: 'Compute the <mark>HMAC</mark> &lt;script&gt;',
    });
  });
});

describe('the modal client under fast typing', () => {
  test('a new keystroke aborts the query before it: no failure shown, and the backend is told to stop', async () => {
    const signals: AbortSignal[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const client = createModalClient({
      name: 'embedded',
      search: async (q, options) => {
        signals.push(options!.signal!);
        if (q === 'web') {
          await held;
          options!.signal!.throwIfAborted();
        }
        return {query: q, total: 1, pages: [page]};
      },
    });
    const statuses: boolean[] = [];
    client.subscribe((status) => statuses.push(status.failed));
    const first = client.search({requests: [{query: 'web'}]});
    const second = await client.search({requests: [{query: 'webhook'}]});
    release();
    const stale = (await first) as {results: Array<{hits: unknown[]}>};
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    expect(stale.results[0]!.hits).toEqual([]);
    expect((second as {results: Array<{hits: unknown[]}>}).results[0]!.hits.length).toBeGreaterThan(0);
    expect(statuses).toEqual([false]);
    expect(client.totalFor('webhook')).toBe(1);
  });
});
