/**
 * search_docs ranks as the site's search does: on the relevance set, the
 * tool's first three results (over stdio, as an assistant calls it) equal
 * those of the site's embedded backend run as a browser runs it (./site-search.ts),
 * and keep the floor of tests/e2e/search/relevance.spec.ts. A file of its own, so
 * Vitest runs it beside the transport tests (mcp.build.test.ts).
 */
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {mapLimit} from '../../llms/files';
import {call, overStdio, type Connected} from './clients';
import {relevanceCases, root, routesOf} from './relevance-cases';
import {siteSearchOverHttp} from './site-search';

const buildDir = path.join(root, 'build');

describe('search_docs on the relevance set', () => {
  let server: Connected;
  beforeAll(async () => {
    server = await overStdio();
  }, 30_000);
  afterAll(async () => server?.close());

  test("its first three results are the site search's, and it keeps the site's relevance floor", async () => {
    const cases = relevanceCases();
    expect(cases.length).toBeGreaterThanOrEqual(100);
    const {search: site, close} = await siteSearchOverHttp(buildDir);
    // The server's process and this one search side by side, a few queries at a time (each query
    // has its own Pagefind instance, so the answers do not depend on the order).
    const answers = await mapLimit(cases, 4, async (c) => ({
      c,
      tool: routesOf((await call(server.client, 'search_docs', {query: c.query, limit: 3})).text),
      expected: (await site.search(c.query, {limit: 3})).pages.map((p) => p.url),
    })).finally(close);
    const disagreements: string[] = [];
    let first = 0;
    let top3 = 0;
    for (const {c, tool, expected} of answers) {
      if (tool.join(' ') !== expected.join(' ')) disagreements.push(`${c.query}: tool ${tool.join(', ')}; site ${expected.join(', ')}`);
      const accepted = [c.expect, ...(c.alsoAccept ?? [])];
      if (accepted.includes(tool[0]!)) first += 1;
      if (tool.some((route) => accepted.includes(route))) top3 += 1;
    }
    expect(disagreements).toEqual([]);
    // The floor of tests/e2e/search/relevance.spec.ts.
    expect(top3 / cases.length).toBeGreaterThanOrEqual(0.93);
    expect(first / cases.length).toBeGreaterThanOrEqual(0.79);
  }, 60_000);
});
