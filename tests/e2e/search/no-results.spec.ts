/**
 * The no-results set (tests/search/no-results.json): off-topic and nonsense
 * queries. Each word of each query is first checked to be absent from the
 * site's vocabulary as built (build/search-index/words, by the rule the search
 * uses: not a site word, not the beginning of one, not another form of one),
 * except the site words a query lists on purpose. Then every query must find
 * nothing, on the search page and in the modal, both saying "No results for"
 * and "Try searching for".
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {buildDir, stayLocal} from '../support';
import {openSearchModal, searchInput, searchPageAnswers} from '../support/search';
import {queryWords, usesWord, wordsFileOf} from '../../../src/search/spelling';
import {NIGHTLY} from '../support/tier';

type NoResultsCase = {query: string; why: string; siteWords?: string[]};

const cases = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../search/no-results.json'), 'utf8'),
) as NoResultsCase[];

function siteWordsStartingLike(word: string): string[] {
  const file = path.join(buildDir, 'search-index', 'words', `${wordsFileOf(word)}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
}

test('the no-results set: 30 or more queries, each off the site\'s vocabulary as built', () => {
  expect(cases.length).toBeGreaterThanOrEqual(30);
  const wrong: string[] = [];
  for (const c of cases) {
    for (const word of queryWords(c.query)) {
      const used = usesWord(word, siteWordsStartingLike(word));
      if (used !== Boolean(c.siteWords?.includes(word))) wrong.push(`${c.query}: "${word}" ${used ? 'is' : 'is not'} a site word`);
    }
  }
  expect(wrong, 'pick other words for these queries').toEqual([]);
});

// About 50 s: in the nightly sweep (tests/e2e/support/tier.ts), to keep `npm test` under 15 minutes.
if (NIGHTLY) test('every query of the no-results set finds nothing, on the search page and in the modal', async ({page}) => {
  test.setTimeout(60_000 + cases.length * 2_000);
  await stayLocal(page);
  await page.goto('/search/');
  const found = (await searchPageAnswers(page, cases.map((c) => c.query)))
    .filter((answer) => answer.count !== null || answer.hrefs.length > 0)
    .map((answer) => `page: ${answer.query} -> ${answer.count}`);
  await expect(page.getByTestId('search-empty')).toContainText('No results for');
  await expect(page.getByTestId('search-empty')).toContainText('Try searching for');

  expect(found).toEqual([]);

  await openSearchModal(page);
  for (const c of cases) {
    await searchInput(page).fill(c.query);
    await expect(page.locator('.DocSearch-NoResults strong'), `the modal found pages for "${c.query}"`).toHaveText(c.query);
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
  }
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('Try searching for');
});
