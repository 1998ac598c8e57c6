/**
 * Relevance kept as data (tests/search/relevance.json plus each area's
 * src/data/<area>/search-queries.json): at least 90% of queries find their
 * page in the top 3 and 79% first (issue 14's floor: 107 of 135 first,
 * 126 in the top 3), through the real search page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {stayLocal} from '../support';
import {searchPageAnswers} from '../support/search';

export type RelevanceCase = {query: string; expect: string; alsoAccept?: string[]};

export function relevanceCases(): RelevanceCase[] {
  const root = path.resolve(__dirname, '../../..');
  const files = [
    path.join(root, 'tests/search/relevance.json'),
    ...fs
      .readdirSync(path.join(root, 'src/data'))
      .map((dir) => path.join(root, 'src/data', dir, 'search-queries.json'))
      .filter((file) => fs.existsSync(file)),
  ];
  return files.flatMap((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as RelevanceCase[]);
}

test('search relevance: 93% in the top 3, 79% first', async ({page}) => {
  const cases = relevanceCases();
  expect(cases.length).toBeGreaterThanOrEqual(40);
  test.setTimeout(30_000 + cases.length * 2_000);
  await stayLocal(page);
  await page.goto('/search/');
  // Typed into the page's box (one page load for all queries), answered when the page says for which query.
  const answers = await searchPageAnswers(
    page,
    cases.map((c) => c.query),
  );
  let first = 0;
  let top3 = 0;
  const misses: string[] = [];
  cases.forEach((c, i) => {
    const hrefs = answers[i]!.hrefs.slice(0, 3);
    const accepted = [c.expect, ...(c.alsoAccept ?? [])];
    if (hrefs[0] && accepted.includes(hrefs[0])) first += 1;
    if (hrefs.some((h) => h && accepted.includes(h))) top3 += 1;
    else misses.push(`${c.query} -> expected ${c.expect}, got ${hrefs.join(', ') || 'nothing'}`);
  });
  const n = cases.length;
  console.log(`relevance: ${first}/${n} first, ${top3}/${n} in top 3\n${misses.join('\n')}`);
  // The floor of issue 14 (107 of 135 first, 126 in the top 3), as shares so that new cases count.
  // Every query is answered by a fresh Pagefind instance, so the order of the cases does not matter.
  expect(top3 / n, misses.join('\n')).toBeGreaterThanOrEqual(0.93);
  expect(first / n, misses.join('\n')).toBeGreaterThanOrEqual(0.79);
});
