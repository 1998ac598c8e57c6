/**
 * Helpers for the search browser tests, shared by the embedded-index tests
 * (tests/e2e/search) and the hosted-backend tests (tests/e2e/hosted), which
 * check the same modal and the same page over the other backend.
 */
import {expect, type Page} from '@playwright/test';
import {normalizeQuery} from '../../../src/search/types';

export const searchModal = (page: Page) => page.locator('.DocSearch-Modal');
export const searchInput = (page: Page) => page.locator('.DocSearch-Input');

/** Presses the shortcut once the page is interactive (after hydration). */
export async function pressToOpenSearch(page: Page, key = 'Control+k'): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.DocSearch-Button')).toBeVisible();
  await page.locator('body').click({position: {x: 5, y: 300}});
  await page.keyboard.press(key);
  await expect(searchModal(page)).toBeVisible();
}

/** Opens the modal from a doc page with the given shortcut. */
export async function openSearchModal(page: Page, key = 'Control+k'): Promise<void> {
  await page.goto('/docs/overview/');
  await pressToOpenSearch(page, key);
}

/**
 * With the backend unreachable (the caller blocks it), a query in the modal
 * and the same query on the search page both show the spec's failure text.
 */
export async function expectSearchFailureShown(page: Page, query: string): Promise<void> {
  await openSearchModal(page);
  await searchInput(page).fill(query);
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
  await page.keyboard.press('Escape');
  await page.goto(`/search/?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
  await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
}

export type PageAnswer = {query: string; hrefs: string[]; count: string | null};

/**
 * Types each query into the search page's box and reads the answer, inside
 * the page: the box gets the query as a user's input event sets it, and the
 * answer is read once the page marks it answered for that query. One browser
 * round trip for the whole list instead of four per query (the relevance set
 * has 135). The page must be /search/ and hydrated.
 */
export async function searchPageAnswers(page: Page, queries: string[]): Promise<PageAnswer[]> {
  await page.getByRole('searchbox', {name: 'Search docs'}).waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  // Each query with the text the page marks it answered under (its normalized form).
  const list = queries.map((query) => ({query, answeredAs: normalizeQuery(query)}));
  return page.evaluate(async (list) => {
    const box = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const answered = (query: string) =>
      new Promise<void>((resolve, reject) => {
        const done = () => document.querySelector('[data-answered]')?.getAttribute('data-answered') === query;
        if (done()) return resolve();
        const timer = setTimeout(() => (observer.disconnect(), reject(new Error(`no answer for "${query}" in 15 s`))), 15_000);
        const observer = new MutationObserver(() => {
          if (done()) (clearTimeout(timer), observer.disconnect(), resolve());
        });
        observer.observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-answered']});
      });
    const answers = [];
    for (const {query, answeredAs} of list) {
      setValue.call(box, query);
      box.dispatchEvent(new Event('input', {bubbles: true}));
      await answered(answeredAs);
      const hrefs = Array.from(document.querySelectorAll('[data-testid="search-results"] > li h2 a'), (a) => a.getAttribute('href') ?? '');
      const count = document.querySelector('[data-testid="search-count"]')?.textContent ?? null;
      answers.push({query, hrefs, count});
    }
    return answers;
  }, list);
}
