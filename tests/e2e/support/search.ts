/**
 * Helpers for the search browser tests, shared by the embedded-index tests
 * (tests/e2e/search) and the hosted-backend tests (tests/e2e/hosted), which
 * check the same modal and the same page over the other backend.
 */
import {expect, type Page} from '@playwright/test';

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
