/**
 * src/data/sdk/search-queries.json: the words a developer would type to find
 * each SDK guide page, for the site's search relevance set. Every guide page
 * has at least one query, queries name only these pages, and every word of a
 * query occurs in its page or in the data the page renders (so the embedded
 * index can match it).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import queries from '../../../src/data/sdk/search-queries.json';
import {DOCS_DIR, GUIDE_PAGES} from './samples';

const DATA_FOR: Record<string, string[]> = {
  sdk_selectors: ['selectors.json'],
  globals: ['globals.json'],
};

function pageText(page: string): string {
  const parts = [readFileSync(path.join(DOCS_DIR, `${page}.mdx`), 'utf8')];
  for (const file of DATA_FOR[page] ?? []) {
    parts.push(readFileSync(path.resolve(__dirname, '../../../src/data/sdk', file), 'utf8'));
  }
  return parts.join('\n').toLowerCase();
}

describe('SDK search queries', () => {
  const routes = GUIDE_PAGES.map((page) => `/docs/sdk/${page}/`);

  it('cover every guide page and name no other route', () => {
    expect(new Set(queries.map((q) => q.expect))).toEqual(new Set(routes));
  });

  it('use words their page contains', () => {
    for (const {query, expect: route} of queries) {
      const text = pageText(route.slice('/docs/sdk/'.length, -1));
      for (const word of query.toLowerCase().split(/\s+/)) expect(text, `${route} contains "${word}"`).toContain(word);
    }
  });
});
