/**
 * Relevance kept as data, through the real search page: the keyword set
 * (tests/search/relevance.json plus each area's src/data/<area>/search-queries.json)
 * and the plain-English set (tests/search/questions.json), each held to the
 * floors of decisions/0022 (FLOORS, shared with search_docs' relevance test).
 */
import {test, expect} from '../support/test';
import {stayLocal} from '../support';
import {searchPageAnswers} from '../support/search';
import {FLOORS, ISSUE_QUESTIONS, questionCases, relevanceCases, score} from '../../search/sets';
import {NIGHTLY} from '../support/tier';

// Nightly (about 45 s on two cores): npm test holds the keyword set to the same floors through the site's own
// search code over the built index (src/plugins/mcp/__tests__/relevance.build.test.ts); the questions below go
// through the search page in every run.
if (NIGHTLY) test('search relevance, keywords: the floors of decisions/0022', async ({page}) => {
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
  const {first, top3, misses} = score(
    cases,
    answers.map((a) => a.hrefs),
  );
  console.log(`keywords: ${(first * 100).toFixed(1)} % first, ${(top3 * 100).toFixed(1)} % in the top 3 of ${cases.length}\n${misses.join('\n')}`);
  // Shares, so that new cases count. No answer depends on the queries before it, so the order of the cases does not matter.
  expect(top3, misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.keywords.top3);
  expect(first, misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.keywords.first);
});

test("search relevance, questions: 90 % in the top 3, and the issue's four questions", async ({page}) => {
  const cases = questionCases();
  test.setTimeout(30_000 + cases.length * 2_000);
  await stayLocal(page);
  await page.goto('/search/');
  const answers = await searchPageAnswers(
    page,
    cases.map((c) => c.query),
  );
  const {first, top3, misses} = score(
    cases,
    answers.map((a) => a.hrefs),
  );
  console.log(`questions: ${(first * 100).toFixed(1)} % first, ${(top3 * 100).toFixed(1)} % in the top 3 of ${cases.length}\n${misses.join('\n')}`);
  expect(misses.filter((miss) => ISSUE_QUESTIONS.some((q) => miss.startsWith(`${q} ->`)))).toEqual([]);
  expect(top3, misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.questions.top3);
});
