import {test, expect} from '../support/test';
import {openConsole, operationsByPage, send} from './support';
import {NIGHTLY} from '../support/tier';

/**
 * Every operation's console sends its example (the operation's first example,
 * the fixture world's values) to the mock in this browser, from a fresh world
 * ("Reset mock" first), and gets a 2xx answer that matches the documented
 * schema. The pages are split in a few groups that run in parallel.
 */
test.use({serviceWorkers: 'allow'});

/**
 * Examples whose answer on a fresh world is a documented error, for a rule
 * of the platform; any other operation must answer 2xx.
 * - updateQuoteRequest: a quote request is updated by its carrier's own OAuth
 *   client (BP_CARRIER_CLIENT_ID, docs/carrier_integrations.mdx); the console
 *   signs in as the tenant's integration, so the platform answers 403.
 */
const ANSWERED_WITH_ERROR: Record<string, {status: number; code: string}> = {
  updateQuoteRequest: {status: 403, code: 'forbidden'},
};

const pages = operationsByPage();
const GROUPS = 3;

// npm test sends the first group's operations (a third, about 30 s on two cores); the nightly sweep
// (E2E_NIGHTLY=1) sends every group. Every example is also sent to the mock by src/mock/__tests__/examples.test.ts.
for (let g = 0; g < (NIGHTLY ? GROUPS : 1); g++) {
  const group = pages.filter((_p, i) => i % GROUPS === g);
  test(`every operation sends its example and gets a schema-valid answer (group ${g + 1} of ${GROUPS}: ${group.map((p) => p.page).join(', ')})`, async ({page}) => {
    test.setTimeout(90_000);
    const failures: string[] = [];
    for (const {page: route, ops} of group) {
      await page.goto(route);
      for (const op of ops) {
        const console = await openConsole(page, op.operationId);
        await console.getByRole('button', {name: 'Reset mock'}).click();
        await expect(console.locator('[data-console-notice]')).toContainText('back to the fixture world');
        const answer = await send(page, op.operationId);
        const expected = ANSWERED_WITH_ERROR[op.operationId];
        const ok = expected ? answer.status === expected.status && answer.body.includes(`"${expected.code}"`) : answer.status >= 200 && answer.status < 300;
        if (!ok || !answer.valid) {
          failures.push(`${op.operationId} (${route}): ${answer.status}, schema ${answer.valid ? 'valid' : 'INVALID'}: ${answer.body.slice(0, 300)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
}
