/**
 * What the foundation browser tests record while a page loads.
 */
import type {Page} from '@playwright/test';

/**
 * Records, from when the HTML is parsed (before its deferred scripts run, so a
 * remount after hydration shows), the class names of removed elements that
 * are or hold `selector`. Call before `page.goto()`.
 */
export async function recordRemovals(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((sel) => {
    const removed: string[] = [];
    (window as unknown as {removedElements: string[]}).removedElements = removed;
    new MutationObserver((records) => {
      if (document.readyState === 'loading') return;
      for (const node of records.flatMap((r) => Array.from(r.removedNodes))) {
        if (node instanceof Element && (node.matches(sel) || node.querySelector(sel))) removed.push(node.className);
      }
    }).observe(document, {childList: true, subtree: true});
  }, selector);
  return () => page.evaluate(() => (window as unknown as {removedElements: string[]}).removedElements);
}
