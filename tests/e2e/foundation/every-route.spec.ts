/**
 * Every page of the built site: answers 200, renders a heading without
 * console errors, and has no serious or critical accessibility violation.
 */
import {test, expect} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {builtRoutes, stayLocal, watchConsole} from '../support';

const routes = builtRoutes();
const shards = Number(process.env.ROUTE_SHARDS ?? 24);

test('the sitemap lists the site', () => {
  expect(routes).toContain('/');
  expect(routes).toContain('/docs/overview/');
  expect(routes.length).toBeGreaterThan(10);
});

for (let shard = 0; shard < shards; shard += 1) {
  const mine = routes.filter((_, index) => index % shards === shard);
  test(`routes, shard ${shard + 1} of ${shards}: 200, no console errors, no serious axe violations`, async ({page}) => {
    test.setTimeout(60_000 + mine.length * 20_000);
    await stayLocal(page);
    const problems: string[] = [];
    for (const route of mine) {
      const log = watchConsole(page);
      const response = await page.goto(route, {waitUntil: 'load'});
      if (response?.status() !== 200) problems.push(`${route}: status ${response?.status()}`);
      await expect(page.locator('h1').first(), route).toBeVisible();
      // Check the page as a reader uses it: hydrated, client modules run (they
      // make wide tables keyboard-scrollable on the next animation frame).
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const violation of results.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          const where = violation.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ');
          problems.push(`${route}: axe ${violation.id} (${violation.impact}) at ${where}`);
        }
      }
      for (const error of log.errors) problems.push(`${route}: console error: ${error}`);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
