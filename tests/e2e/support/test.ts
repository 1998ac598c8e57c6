/**
 * Playwright's `test`, with `page.goto()` and `page.reload()` that also wait
 * for the page to hydrate when they wait for `load` (their default).
 *
 * React hydrates a page in the background once its deferred scripts have
 * run, which can end after `load`: a test that chooses a tab or opens a menu
 * right after `goto()` could meet the server-rendered page, not yet the React
 * one. Tests of the page before
 * hydration open it with `waitUntil: 'commit'` or `'domcontentloaded'`, and
 * pages whose scripts cannot load (a test that blocks them) with one of those.
 */
import {test as base, type Page} from '@playwright/test';

export {expect} from '@playwright/test';
export type {Page, Route} from '@playwright/test';

/** Webpack's main script, which starts React (`/assets/js/main.<hash>.js`). */
const MAIN_SCRIPT = 'script[src*="/assets/js/main."]';

/**
 * Waits until the page has hydrated (a page without the main script, a
 * redirect stub or a test's own page, has nothing to hydrate): until the main script has started React, then until
 * React marks the page hydrated. A page whose render failed (the error
 * boundary's "This page crashed.") is never marked, so the second wait gives
 * up after a few seconds, and the test goes on to check what it shows.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    (MAIN_SCRIPT) =>
      !document.querySelector(MAIN_SCRIPT) ||
      document.documentElement.dataset.hasHydrated === 'true' ||
      'docusaurusRoot' in window,
    MAIN_SCRIPT,
    {timeout: 20_000},
  );
  await page
    .waitForFunction((MAIN_SCRIPT) => !document.querySelector(MAIN_SCRIPT) || document.documentElement.dataset.hasHydrated === 'true', MAIN_SCRIPT, {
      timeout: 5_000,
    })
    .catch(() => undefined);
}

const WAITS_FOR_LOAD = new Set([undefined, 'load', 'networkidle']);

/**
 * `routePrefetch: false` (the default here): the page reports "data saving on", so Docusaurus does
 * not prefetch the chunks of every link in view (about 40 requests and 1 MB a doc page; their
 * fetching was an eighth of the browser tests' time on two cores, a test about something else
 * each time). Navigation still loads what it needs when a link is clicked. Tests of prefetching
 * and of how navigation feels (foundation/states.spec.ts) set `test.use({routePrefetch: true})`.
 */
export const test = base.extend<{routePrefetch: boolean}>({
  routePrefetch: [false, {option: true}],
  page: async ({page, routePrefetch}, use) => {
    if (!routePrefetch) {
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {configurable: true, value: {effectiveType: '4g', saveData: true}}));
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (WAITS_FOR_LOAD.has(options?.waitUntil)) await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (WAITS_FOR_LOAD.has(options?.waitUntil)) await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});
