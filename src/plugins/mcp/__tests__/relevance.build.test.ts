/**
 * search_docs ranks as the site's search does: on both relevance sets (the
 * keyword set and the plain-English questions), the tool's first three
 * results (over stdio, as an assistant calls it) equal those of the site's
 * embedded backend run as a browser runs it (./site-search.ts), and keep the
 * floors of decisions/0022 (the same as tests/e2e/search/relevance.spec.ts
 * holds through the search page). A file of its own, so Vitest runs it beside
 * the transport tests (mcp.build.test.ts).
 */
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {mapLimit} from '../../shared/map-limit';
import {call, overStdio, type Connected} from './clients';
import {FLOORS, ISSUE_QUESTIONS, questionCases, relevanceCases, score, type RelevanceCase} from '../../../../tests/search/sets';
import {root, routesOf} from './relevance-cases';
import {siteSearchOverHttp} from './site-search';

const buildDir = path.join(root, 'build');

describe('search_docs on the relevance sets', () => {
  let server: Connected;
  beforeAll(async () => {
    server = await overStdio();
  }, 30_000);
  afterAll(async () => server?.close());

  async function answers(cases: RelevanceCase[]) {
    const {search: site, close} = await siteSearchOverHttp(buildDir);
    // The server's process and this one search side by side, a few queries at a time.
    const found = await mapLimit(cases, 4, async (c) => ({
      c,
      tool: routesOf((await call(server.client, 'search_docs', {query: c.query, limit: 3})).text),
      site: (await site.search(c.query, {limit: 3})).pages.map((p) => p.url),
    })).finally(close);
    const disagreements = found.filter((a) => a.tool.join(' ') !== a.site.join(' ')).map((a) => `${a.c.query}: tool ${a.tool.join(', ')}; site ${a.site.join(', ')}`);
    return {routes: found.map((a) => a.tool), disagreements};
  }

  test("keywords: its first three results are the site search's, and it keeps the keyword floor", async () => {
    const cases = relevanceCases();
    expect(cases.length).toBeGreaterThanOrEqual(100);
    const {routes, disagreements} = await answers(cases);
    expect(disagreements).toEqual([]);
    const {first, top3, misses} = score(cases, routes);
    console.log(`search_docs, keyword set: ${(first * 100).toFixed(1)} % first, ${(top3 * 100).toFixed(1)} % in the top 3 of ${cases.length}`);
    expect(top3, misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.keywords.top3);
    expect(first, misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.keywords.first);
  }, 90_000);

  test("questions: its first three results are the site search's, 90 % find their page in the top 3, and the issue's four questions all do", async () => {
    const cases = questionCases();
    expect(cases.length).toBeGreaterThanOrEqual(30);
    for (const question of ISSUE_QUESTIONS) expect(cases.map((c) => c.query)).toContain(question);
    const {routes, disagreements} = await answers(cases);
    expect(disagreements).toEqual([]);
    const {first, top3, misses} = score(cases, routes);
    console.log(`search_docs, questions: ${(first * 100).toFixed(1)} % first, ${(top3 * 100).toFixed(1)} % in the top 3 of ${cases.length}`);
    expect(misses.filter((miss) => ISSUE_QUESTIONS.some((q) => miss.startsWith(`${q} ->`)))).toEqual([]);
    expect(top3, misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.questions.top3);
  }, 90_000);
});
