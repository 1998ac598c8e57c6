/**
 * Every route of the built site answers 200 with a heading (over HTTP, no
 * browser: a few seconds). The full browser check (hydrated render, no
 * console errors, no serious or critical axe violation) runs on one page of
 * every template and on every page changed in the branch
 * (tests/e2e/support/routes.ts); with E2E_ROUTES=all (`npm run test:routes`,
 * the nightly workflow) on every route, one test per route, so Playwright's
 * --shard splits them.
 */
import {test, expect} from '../support/test';
import {axe} from '../support/axe';
import {stayLocal, watchConsole} from '../support';
import {builtRoutes, selectRoutes} from '../support/routes';

const routes = builtRoutes();
const selection = selectRoutes(routes);

test('every built route answers 200 with an h1 (HTTP, no browser)', async ({request}) => {
  expect(routes).toContain('/');
  expect(routes).toContain('/docs/overview/');
  expect(routes.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const route of routes) {
    const response = await request.get(route);
    if (response.status() !== 200) {
      problems.push(`${route}: status ${response.status()}`);
      continue;
    }
    if (!/<h1[\s>]/.test(await response.text())) problems.push(`${route}: no h1`);
  }
  const missing = await request.get('/no-such-page/');
  if (missing.status() !== 404) problems.push(`/no-such-page/: status ${missing.status()}, expected 404`);
  expect(problems, problems.join('\n')).toEqual([]);
});

test.describe(`browser check, ${selection.mode}`, () => {
  test.beforeAll(() => {
    if (selection.mode === 'all') return;
    const base = selection.base ? `since ${selection.base.slice(0, 12)}` : 'no base revision found (shallow clone?), templates only';
    const deferred = selection.deferred.length
      ? `; ${selection.deferred.length} more changed routes left to the nightly sweep (E2E_CHANGED_MAX=0 checks them all)`
      : '';
    console.log(`every-route: ${selection.templates.length} templates, ${selection.changed.length} changed routes (${base})${deferred}`);
  });

  const checks = [
    ...selection.templates.map((t) => ({route: t.route, label: t.why, status: t.status ?? 200})),
    ...selection.changed.map((route) => ({route, label: 'changed in this branch', status: 200})),
  ];
  for (const {route, label, status} of checks) {
    test(`${route} (${label}): renders, no console errors, no serious axe violations`, async ({page}) => {
      // axe over the longest page (the event catalogue, 11,000 elements) takes
      // seconds on an idle machine and minutes on a loaded one.
      test.setTimeout(300_000);
      await stayLocal(page);
      const log = watchConsole(page);
      const response = await page.goto(route, {waitUntil: 'load'});
      expect(response?.status(), route).toBe(status);
      await expect(page.locator('h1').first(), route).toBeVisible();
      // Check the page as a reader uses it: hydrated, client modules run (they
      // make wide tables keyboard-scrollable on the next animation frame).
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const problems: string[] = [];
      // Every link can be crawled: an <a> without an address is a button (role) or an anchor (id, name).
      const uncrawlable = await page.$$eval('a:not([href])', (links) =>
        links.filter((a) => !a.getAttribute('role') && !a.id && !a.getAttribute('name')).map((a) => a.outerHTML.slice(0, 120)),
      );
      for (const link of uncrawlable) problems.push(`link without an address: ${link}`);
      // Code lines are left out: their colours are the few of src/plugins/code-blocks/colours.ts, checked for every
      // token type in both themes by src/plugins/code-blocks/__tests__/code-contrast.test.ts, and their thousands of
      // token spans made up most of axe's time on long pages (the event catalogue: 38 s → 15 s).
      const results = await axe(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .exclude('.token-line')
        .analyze();
      for (const violation of results.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          const where = violation.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ');
          problems.push(`axe ${violation.id} (${violation.impact}) at ${where}`);
        }
      }
      // On a phone the page never scrolls sideways: wide code and tables scroll in their own box.
      await page.setViewportSize({width: 390, height: 844});
      const sideways = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= width) return [];
        const clipped = (element: Element) => {
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX !== 'visible') return true;
          }
          return false;
        };
        const wide = Array.from(document.body.querySelectorAll('*'))
          .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
          .slice(-3)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`);
        return wide.length ? wide : [`the document (${document.documentElement.scrollWidth} px)`];
      });
      for (const element of sideways) problems.push(`wider than a 390 px screen: ${element}`);
      // The browser reports the 404 answer of the not-found page itself as a console error.
      const errors = log.errors.filter((e) => !(status === 404 && /status of 404/.test(e)));
      for (const error of errors) problems.push(`console error: ${error}`);
      expect(problems, `${route}\n${problems.join('\n')}`).toEqual([]);
    });
  }
});
