/**
 * The search page's early query as the build wrote it (./early-bundle.ts,
 * `js/search-query.<hash>.js`, loaded by the search page's head), run over
 * the build's index for the plain-English questions and a fifth of the
 * keyword set: its answer is the search's own, page for page, so the
 * results a reader sees before hydration are those the page then shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, test} from 'vitest';
import {createEmbeddedBackend} from '../../../search/embedded';
import {normalizeQuery} from '../../../search/types';
import {SEARCH_PAGE_SIZE} from '../../../search/early-query';
import {questionCases, relevanceCases} from '../../../../tests/search/sets';
import {runEarly} from '../../../../tests/search/early-run';

const root = path.resolve(__dirname, '../../../..');
const buildDir = path.join(root, 'build');
const indexDir = path.join(buildDir, 'search-index');
const parsed = new Map<string, unknown>();
const read = (name: string) => {
  if (!parsed.has(name)) {
    const file = path.join(indexDir, name);
    parsed.set(name, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : undefined);
  }
  return parsed.get(name);
};

/** The bundle the search page's head names. */
function bundle(): {file: string; code: string} {
  const html = fs.readFileSync(path.join(buildDir, 'search', 'index.html'), 'utf8');
  const src = /<script[^>]*\bsrc="?(\/js\/search-query\.[0-9a-f]{8}\.js)/.exec(html)?.[1];
  if (!src) throw new Error('build/search/index.html names no js/search-query.<hash>.js');
  const file = path.join(buildDir, src);
  return {file, code: fs.readFileSync(file, 'utf8')};
}

describe('the early query bundle of the build', () => {
  test('answers the plain-English questions and every fifth keyword query as the search does, page for page', async () => {
    const {code} = bundle();
    // Each run starts an engine from nothing (its caches empty), about 30 ms a query: a sample of the keyword set.
    const queries = [...questionCases().map((c) => c.query), ...relevanceCases().filter((_, i) => i % 5 === 0).map((c) => c.query)];
    const backend = createEmbeddedBackend('/', {json: async (url) => read(url.replace('/search-index/', '')) ?? null});
    const differ: string[] = [];
    // One after the other: the runs of a bundle share its context (tests/search/early-run.ts).
    for (const query of queries) {
      const run = runEarly(`?q=${encodeURIComponent(query)}`, read, {bundle: code});
      const early = run.answer(normalizeQuery(query));
      if (!early) throw new Error(`no early answer for "${query}"`);
      const expected = await backend.search(query, {limit: SEARCH_PAGE_SIZE});
      if (JSON.stringify(await early) !== JSON.stringify(expected)) differ.push(query);
    }
    expect(differ, `answers that differ from the search's (${differ.length} of ${queries.length})`).toEqual([]);
  });

  test('stays small: under 12 KB gzipped (the search page downloads it beside the main chunk)', () => {
    const {code} = bundle();
    expect(zlib.gzipSync(code, {level: 9}).length).toBeLessThan(12 * 1024);
  });
});
