/**
 * The hosted backend in a real browser: the site built with ALGOLIA_APP_ID,
 * ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME set (build-hosted/, made by
 * `npm test`), the service answered by a stand-in that serves records of the
 * DocSearch crawler's shape. Same modal, same page, same behaviour as the
 * embedded index; what goes to the service is checked too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page, type Route} from '../support/test';
import {identity} from '../../../src/site/identity';
import {ALGOLIA_FACET_FILTERS} from '../../../src/search/facets';
import {stayLocal} from '../support';
import {expectSearchFailureShown, openSearchModal, searchInput} from '../support/search';
import settings from './settings.json';
const built = fs.existsSync(path.resolve(__dirname, '../../../build-hosted/index.html'));
// These tests run after the hosted-search build (scripts/test-all.mjs): without it they fail, never skip.
test.beforeAll(() => {
  if (!built) throw new Error('tests/e2e/hosted/hosted-search.spec.ts: build-hosted/ is missing: build it with `ALGOLIA_APP_ID=… npx docusaurus build --out-dir build-hosted` as scripts/test-all.mjs does, or run `npm test`');
});

type SearchRequest = {indexName: string; query: string; page?: number; hitsPerPage?: number; facetFilters?: unknown};

const site = identity.siteUrl;
const records = Array.from({length: 27}, (_, i) => ({
  objectID: `wh-${i}`,
  url: i === 0 ? `${site}/docs/webhooks/wh_securing/#verify-the-signature` : `${site}/docs/webhooks/wh_overview/#part-${i}`,
  type: i === 0 ? 'lvl2' : 'content',
  content: i === 0 ? 'Compute the HMAC of the raw body and compare it with the signature header.' : `Webhook part ${i}.`,
  hierarchy: {lvl0: 'Webhooks', lvl1: i === 0 ? 'Securing webhooks' : 'Webhooks overview', lvl2: i === 0 ? 'Verify the signature' : `Part ${i}`},
}));
const hostile = {
  objectID: 'hostile',
  url: `${site}/docs/overview/`,
  type: 'content',
  content: '<img src=x onerror=alert(1)> unhighlighted',
  hierarchy: {lvl0: '<img src=x onerror=alert(2)>', lvl1: 'Overview'},
  _snippetResult: {content: {value: '<mark>hostile</mark> <img src=x onerror=alert(3)>'}},
};

/** The stand-in service: every query request, answered from `records`. */
async function service(page: Page, {fail = false} = {}): Promise<SearchRequest[]> {
  const seen: SearchRequest[] = [];
  await stayLocal(page);
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.pathname.endsWith('/queries'),
    async (route: Route) => {
      if (fail) return route.abort('internetdisconnected');
      const {requests} = route.request().postDataJSON() as {requests: SearchRequest[]};
      seen.push(...requests);
      const results = requests.map((r) => {
        const q = r.query.toLowerCase();
        const matching = q.includes('hostile') ? [hostile] : records.filter((rec) => `${rec.content} ${Object.values(rec.hierarchy).join(' ')}`.toLowerCase().includes(q.split(' ')[0]!));
        const perPage = r.hitsPerPage ?? 20;
        const pageNo = r.page ?? 0;
        const hits = matching.slice(pageNo * perPage, (pageNo + 1) * perPage).map((rec) => ({
          ...rec,
          _highlightResult: {hierarchy: {lvl1: {value: rec.hierarchy.lvl1.replace(/webhooks?/i, (m) => `<mark>${m}</mark>`)}}},
        }));
        return {hits, nbHits: matching.length, page: pageNo, nbPages: Math.ceil(matching.length / perPage), hitsPerPage: perPage, processingTimeMS: 1, query: r.query, params: '', exhaustiveNbHits: true, index: r.indexName};
      });
      await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({results})});
    },
  );
  // The embedded index must not be used when the hosted service is configured.
  await page.route('**/search-index/**', (route) => route.abort('failed'));
  return seen;
}

test('the modal queries the hosted index with the language and version facets, and shows relative, highlighted hits', async ({page}) => {
  const seen = await service(page);
  await openSearchModal(page);
  await searchInput(page).pressSequentially('webhook', {delay: 60});
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toBeVisible();
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.every((href) => href?.startsWith('/docs/'))).toBe(true);
  const last = seen.at(-1)!;
  expect(last.indexName).toBe(settings.ALGOLIA_INDEX_NAME);
  expect(last.query).toBe('webhook');
  expect(last.facetFilters).toEqual(ALGOLIA_FACET_FILTERS);
  // The count is the service's total for this query, not a sum over keystrokes.
  const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
  await expect(seeAll).toHaveText('See all 27 results');
  await seeAll.click();
  await expect(page).toHaveURL('/search/?q=webhook');
  await expect(page.getByTestId('search-count')).toHaveText('27 results');
});

test('the search page pages through the hosted results', async ({page}) => {
  const seen = await service(page);
  await page.goto('/search/?q=webhook');
  const items = page.locator('[data-testid="search-results"] > li');
  await expect(items).toHaveCount(10);
  await expect(items.first().locator('h2 a')).toHaveAttribute('href', '/docs/webhooks/wh_securing/#verify-the-signature');
  await expect(items.first()).toContainText('Webhooks');
  // A section record's heading is the result's answer, linked by its anchor.
  await expect(items.first().getByTestId('search-answer').locator('a')).toHaveAttribute('href', '/docs/webhooks/wh_securing/#verify-the-signature');
  await expect(items.first().getByTestId('search-answer')).toHaveText('Verify the signature');
  await page.getByRole('button', {name: /Show more results/}).click();
  await expect(items).toHaveCount(20);
  expect(seen.map((r) => r.page)).toEqual(expect.arrayContaining([0, 1]));
});

test('with the hosted service, nothing of the embedded index is ever downloaded, on intent or on the search page', async ({page}) => {
  await service(page);
  const embedded: string[] = [];
  page.on('request', (request) => request.url().includes('/search-index/') && embedded.push(request.url()));
  await page.goto('/docs/overview/');
  await page.locator('.DocSearch-Button').hover();
  await openSearchModal(page);
  await searchInput(page).fill('webhook');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.goto('/search/?q=webhook');
  await expect(page.locator('[data-testid="search-results"] > li').first()).toBeVisible();
  expect(await page.locator('link[rel="preload"][href*="search-index"]').count()).toBe(0);
  expect(embedded).toEqual([]);
});

test('when the service cannot be reached, the modal and the page say so', async ({page}) => {
  await service(page, {fail: true});
  await expectSearchFailureShown(page, 'webhooks');
});

test('markup in hosted records is shown as text, never run', async ({page}) => {
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  await service(page);
  await openSearchModal(page);
  await searchInput(page).fill('hostile');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/search/?q=hostile');
  await expect(page.locator('[data-testid="search-results"] > li')).toHaveCount(1);
  await expect(page.locator('[data-testid="search-results"] mark')).toHaveText('hostile');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(dialog).toBe(false);
});
