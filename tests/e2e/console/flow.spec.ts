import {test, expect, type Page} from '../support/test';
import {consoleOf, openConsole, send} from './support';

/**
 * The mock's state lasts across pages for the tab's session: a form created
 * on one page is read back by its id on another (a full page load, so the
 * state comes back from where the console keeps it), until "Reset mock".
 * And the console works from the keyboard alone on a 390 px screen.
 */
test.use({serviceWorkers: 'allow'});

test('a form created on one page is read back on another, until the mock is reset', async ({page}) => {
  await page.goto('/docs/api/create_application_form/');
  await openConsole(page, 'createApplicationForm');
  const created = await send(page, 'createApplicationForm');
  expect(created.status).toBe(201);
  const id = JSON.parse(created.body).id as string;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  await page.goto('/docs/api/get_latest_application_form/');
  const console = await openConsole(page, 'getLatestApplicationForm');
  await console.getByLabel(/^id\s+path/i).fill(id);
  const read = await send(page, 'getLatestApplicationForm');
  expect(read.status).toBe(200);
  expect(read.valid).toBe(true);
  expect(JSON.parse(read.body).id).toBe(id);

  await console.getByRole('button', {name: 'Reset mock'}).click();
  const after = await send(page, 'getLatestApplicationForm');
  expect(after.status).toBe(404);
});

/** Presses Tab until the focused element matches, and returns how many presses it took. */
async function tabTo(page: Page, selector: string, max = 60): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return i;
  }
  throw new Error(`${selector} not reached with ${max} Tab presses`);
}

test('the console runs from the keyboard alone at 390 px', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/api/hooks/');
  await tabTo(page, '[data-operation-id="createHook"] > button');
  await page.keyboard.press('Enter');
  const console = consoleOf(page, 'createHook');
  await expect(console.locator('[data-console-send]')).toBeEnabled({timeout: 20_000});
  // Focus moved into the console; the server choice is a radio group the arrows move in.
  await expect(console.getByLabel('Mock, in this browser')).toBeFocused();
  // Change a body field by typing into it.
  await tabTo(page, '[data-api-console="createHook"] input[id$="-body-url"]');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('https://crm.acme-insurance.example/keyboard');
  await tabTo(page, '[data-api-console="createHook"] [data-console-send]');
  await page.keyboard.press('Enter');
  const answer = console.locator('[data-console-status]');
  await expect(answer).toHaveAttribute('data-console-status', '201');
  await expect(answer).toHaveAttribute('data-schema-valid', 'true');
  await expect(answer.locator('pre').first()).toContainText('/keyboard');
  // The code follows the values sent; its disclosure opens with the keyboard.
  await tabTo(page, '[data-api-console="createHook"] [data-console-code] > summary');
  await page.keyboard.press('Enter');
  await expect(console.locator('[data-console-code] pre').first()).toContainText('https://crm.acme-insurance.example/keyboard');
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(scroll, 'sideways scroll (px)').toBeLessThanOrEqual(0);
});
