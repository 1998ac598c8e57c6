import {test, expect} from '../support/test';
import {axe} from '../support/axe';
import {breakMockAnswers, openConsole, send, setMockAnswersBroken} from './support';

/**
 * The open console, with an answer, in light and dark at 1280 and 390 px, and
 * with an answer the mock was made to give off-schema (the mark):
 * axe finds nothing, nothing scrolls sideways, and a screenshot of each goes
 * to test-results/console/ for a person to look at (never into the repo).
 * One page per width and theme: the valid answer first, then the marked one.
 */
test.use({serviceWorkers: 'allow'});

for (const width of [1280, 390]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`console at ${width} px, ${mode}, with a valid answer, then one marked off-schema: axe-clean, no sideways scroll`, async ({page}) => {
      await breakMockAnswers(page, 201, {from: 'later'});
      await page.setViewportSize({width, height: 900});
      await page.emulateMedia({colorScheme: mode});
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto('/docs/api/create_application_form/');
      const console = await openConsole(page, 'createApplicationForm');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      for (const marked of [false, true]) {
        await setMockAnswersBroken(page, marked);
        const answer = await send(page, 'createApplicationForm');
        expect(answer.status).toBe(201);
        expect(answer.valid, marked ? 'marked off-schema' : 'valid').toBe(!marked);
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(scroll, 'sideways scroll (px)').toBeLessThanOrEqual(0);
        const results = await axe(page).include('[data-api-console]').include('[data-operation-id] > button').analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        // The fixed navbar would cover part of a screenshot taller than the window.
        const hidden = await page.addStyleTag({content: '.navbar { visibility: hidden; }'});
        await console.screenshot({path: `test-results/console/console-${width}-${mode}${marked ? '-marked' : ''}.png`});
        await hidden.evaluate((style) => (style as HTMLStyleElement).remove());
      }
    });
  }
}
