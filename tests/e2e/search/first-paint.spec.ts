/**
 * The search modal, seen as a reader sees it: its background is opaque in
 * both themes (nothing of the page shows through), and search works from the
 * first paint: a shortcut or a click made before hydration opens the modal
 * with what was typed since, and the button shows the platform's key.
 *
 * Hydration is held back by delaying webpack's scripts but the runtime (the
 * keys script is the site's own, in js/): the route's chunks and the main
 * bundle are deferred scripts (src/plugins/route-assets), so keys pressed once
 * the page is parsed and the keys script has run meet only the
 * server-rendered page and that script.
 */
import {test, expect, type Page} from '../support/test';
import {stayLocal} from '../support';
import {pressToOpenSearch, searchInput, searchModal} from '../support/search';

/** Holds the page's scripts but the runtime (hence hydration) back until `release` is called. */
async function holdHydration(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/(?!runtime~main\.)[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `route` and returns once the HTML is parsed and the keys script has run: the page's scripts, held, have not. */
async function gotoParsed(page: Page, route: string): Promise<void> {
  await page.goto(route, {waitUntil: 'commit'});
  await page.waitForFunction(() => document.readyState !== 'loading' && '__bpSearch' in window);
}

const isHydrated = (page: Page) =>
  page.evaluate(() => (window as unknown as {__bpSearch?: {r: number}}).__bpSearch?.r === 1);

/** Alpha of a computed CSS colour (rgb() is 1). */
function alpha(color: string): number {
  if (color === 'transparent') return 0;
  const parts = color.match(/[\d.]+/g)!.map(Number);
  return parts.length === 4 ? parts[3]! : 1;
}

for (const theme of ['light', 'dark'] as const) {
  for (const route of ['/', '/docs/webhooks/wh_securing/']) {
    test(`the modal is opaque (${theme}, ${route})`, async ({page}) => {
      await stayLocal(page);
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await pressToOpenSearch(page);
      await searchInput(page).fill('webhook');
      await expect(page.locator('.DocSearch-Hit').nth(1)).toBeVisible();
      const backgrounds = await page.evaluate(() =>
        // The selected hit is tinted over the modal's opaque surface; the others are opaque.
        ['.DocSearch-Modal', '.DocSearch-Form', '.DocSearch-Hit:not([aria-selected="true"]) a', '.DocSearch-Footer'].map((selector) => {
          const element = document.querySelector(selector)!;
          return {selector, color: getComputedStyle(element).backgroundColor};
        }),
      );
      for (const {selector, color} of backgrounds) expect(alpha(color), `${selector}: ${color}`).toBe(1);
    });
  }
}

test('Ctrl+K pressed before hydration opens the modal once the search code is ready, with the keys typed since', async ({
  page,
}) => {
  await stayLocal(page);
  const release = await holdHydration(page);
  await gotoParsed(page, '/docs/overview/');
  expect(await isHydrated(page)).toBe(false);
  // The button already shows the key of this platform (Linux: Ctrl), and no "Meta".
  await expect(page.locator('.DocSearch-Button-Keys')).toHaveText(/^Ctrl\s*K$/, {useInnerText: true});
  await expect(page.locator('.DocSearch-Button')).not.toHaveAttribute('aria-label', /Meta/);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('okat', {delay: 30});
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('ta', {delay: 30});
  expect(await isHydrated(page)).toBe(false);
  await expect(searchModal(page)).toHaveCount(0);
  release();
  await expect(searchModal(page)).toBeVisible();
  await expect(searchInput(page)).toHaveValue('okta');
  await expect(searchInput(page)).toBeFocused();
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /okta|sso/);
  // Typing goes on in the modal as usual.
  await page.keyboard.type(' sso');
  await expect(searchInput(page)).toHaveValue('okta sso');
});

test('"/" and a click on the search button before hydration open the modal too; "/" in a field does not', async ({page}) => {
  await stayLocal(page);
  let release = await holdHydration(page);
  await gotoParsed(page, '/docs/overview/');
  await page.keyboard.press('/');
  await page.keyboard.type('web');
  release();
  await expect(searchInput(page)).toHaveValue('web');

  await page.unrouteAll();
  await stayLocal(page);
  release = await holdHydration(page);
  await gotoParsed(page, '/docs/webhooks/wh_securing/');
  await page.locator('.DocSearch-Button').click();
  release();
  await expect(searchModal(page)).toBeVisible();
  await expect(searchInput(page)).toHaveValue('');

  await page.unrouteAll();
  await stayLocal(page);
  release = await holdHydration(page);
  await gotoParsed(page, '/search/');
  await page.locator('#search-page-input').focus();
  await page.keyboard.type('a/b');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(searchModal(page)).toHaveCount(0);
});

test('Escape before hydration takes the shortcut back: no modal opens', async ({page}) => {
  await stayLocal(page);
  const release = await holdHydration(page);
  await gotoParsed(page, '/docs/overview/');
  await page.keyboard.press('Control+k');
  await page.keyboard.press('Escape');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForTimeout(500);
  await expect(searchModal(page)).toHaveCount(0);
});

test('on Apple platforms the button shows ⌘ from the first paint', async ({page}) => {
  await stayLocal(page);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'}));
  const release = await holdHydration(page);
  await gotoParsed(page, '/docs/overview/');
  await expect(page.locator('.DocSearch-Button-Keys')).toHaveText(/^⌘\s*K$/, {useInnerText: true});
  release();
  await page.keyboard.press('Meta+k');
  await expect(searchModal(page)).toBeVisible();
});

test("the search page answers before its scripts run: the pages, then their snippets, then the page's own list in the same markup", async ({page}) => {
  const releaseHydration = await holdHydration(page);
  let releaseTexts!: () => void;
  const textsHeld = new Promise<void>((resolve) => (releaseTexts = resolve));
  await page.route('**/search-index/text/*.json', async (route) => {
    await textsHeld;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (request) => request.url().includes('/search-index/') && requested.push(new URL(request.url()).pathname));

  await page.goto('/search/?q=webhook%20signature', {waitUntil: 'commit'});
  // The page's own scripts are held: the early query's bundle alone answers, the pages first (their snippets' texts are held).
  const early = page.locator('#search-early-results');
  const items = early.locator('[data-testid="search-results"] > li');
  await expect(items.first().locator('h2 a')).toHaveAttribute('href', '/docs/webhooks/wh_securing/');
  await expect(items.first().getByTestId('search-answer')).toBeVisible();
  await expect(early.locator('p[class*="excerpt"]')).toHaveCount(0);
  await expect(early.locator('> p').first()).toHaveText(/^\d+ results for “webhook signature”$/);
  // The status line of the server's page ("Type a question…") gives way to the early answer.
  await expect(page.getByText('Type a question, a word')).toBeHidden();

  releaseTexts();
  await expect(items.first().locator('p[class*="excerpt"] mark').first()).toBeVisible();
  expect(await isHydrated(page)).toBe(false);
  const earlyList = await early.locator('[data-testid="search-results"]').evaluate((list) => list.outerHTML);
  const beforeHydration = requested.filter((url) => !url.endsWith('/meta.json')).sort();

  releaseHydration();
  await expect(page.getByTestId('search-count')).toContainText(/\d+ results/);
  // One list, the page's own, with the markup the early query wrote (src/search/early-results.ts repeats SearchResults).
  await expect(early).toHaveCount(0);
  await expect(page.locator('[data-testid="search-results"]')).toHaveCount(1);
  expect(await page.locator('[data-testid="search-results"]').evaluate((list) => list.outerHTML)).toBe(earlyList);
  // The page searched with what the early query had downloaded: nothing of the index again. (The metadata's preload link
  // may be written again as the head is applied during hydration; a reader's cache answers it, and routing here has none.)
  expect(requested.filter((url) => !url.endsWith('/meta.json')).sort()).toEqual(beforeHydration);
});

test('the search page still answers when its main script never arrives, with plain links to the pages', async ({page}) => {
  await stayLocal(page);
  await page.route(/\/assets\/js\/main\.[^/]*\.js$/, (route) => route.abort());
  await page.goto('/search/?q=%3Cb%3Ewebhook%3C%2Fb%3E%20signature', {waitUntil: 'domcontentloaded'});
  const first = page.locator('#search-early-results [data-testid="search-results"] > li').first();
  await expect(first.locator('h2 a')).toHaveAttribute('href', /^\/docs\//);
  // The query is shown as text: the markup typed is not in the page.
  await expect(page.locator('#search-early-results > p').first()).toContainText('for “<b>webhook</b> signature”');
  await expect(page.locator('#search-early-results > p b')).toHaveCount(0);
  await first.locator('h2 a').click({noWaitAfter: true});
  await expect(page).toHaveURL(/\/docs\//);
});
