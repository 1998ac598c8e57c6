/**
 * The search page's early query script (src/search/early-query.ts) over the
 * build's index, for every query of the keyword and plain-English relevance
 * sets: how often its guess covers every term file and word list the search
 * then asks for (each file it missed costs the reader a round trip after
 * hydration), and how much it downloads in vain (bytes a phone spends while
 * the page's scripts are still coming).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {createEmbeddedBackend} from '../../../search/embedded';
import {questionCases, relevanceCases} from '../../../../tests/search/sets';
import {indexNames, runEarlyQuery} from '../../../../tests/search/early-run';

const root = path.resolve(__dirname, '../../../..');
const indexDir = path.join(root, 'build', 'search-index');
const parsed = new Map<string, unknown>();
const read = (name: string) => {
  if (!parsed.has(name)) {
    const file = path.join(indexDir, name);
    parsed.set(name, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : undefined);
  }
  return parsed.get(name);
};

describe('the early query script over the build index', () => {
  test('covers what the search asks for in at least 95 % of the relevance queries, and downloads at most 10 % in vain', async () => {
    const queries = [...relevanceCases(), ...questionCases()].map((c) => c.query);
    let covered = 0;
    let early = 0;
    let wasted = 0;
    const misses: string[] = [];
    for (const query of queries) {
      const run = runEarlyQuery(`?q=${encodeURIComponent(query)}`, read);
      await run.settled();
      const asked: string[] = [];
      const backend = createEmbeddedBackend('/', {json: async (url) => (asked.push(url), read(url.replace('/search-index/', '')) ?? null)});
      await backend.search(query);
      const wanted = new Set(indexNames(asked).filter((name) => /^(terms|words)\//.test(name)));
      const guessed = new Set(indexNames(run.fetched).filter((name) => name !== 'meta.json'));
      const missed = [...wanted].filter((name) => !guessed.has(name));
      if (missed.length === 0) covered += 1;
      else misses.push(`${query}: ${missed.join(', ')}`);
      early += guessed.size;
      wasted += [...guessed].filter((name) => !wanted.has(name)).length;
    }
    console.log(`early query: every file guessed for ${covered} of ${queries.length} queries; ${wasted} of ${early} downloads unused\n  ${misses.slice(0, 8).join('\n  ')}`);
    expect(covered / queries.length).toBeGreaterThanOrEqual(0.95);
    expect(wasted / early).toBeLessThanOrEqual(0.1);
  });
});
