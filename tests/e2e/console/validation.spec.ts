import {test, expect} from '../support/test';
import {consoleOf, openConsole, received} from './support';

/**
 * Send validates first, with the mock's own validator: bad input is not sent,
 * and the message and the field name what is wrong (in the form and in the
 * raw JSON), and focus goes to that field.
 */
test.use({serviceWorkers: 'allow'});

test('a bad path parameter and a bad body field are refused and named', async ({page}) => {
  await page.goto('/docs/api/hooks/');
  const console = await openConsole(page, 'createHook');
  const url = console.locator('input[id$="-body-url"]');
  await url.fill('not a url');
  await console.locator('[data-console-send]').click();
  const notice = console.locator('[data-console-notice]');
  await expect(notice).toContainText('Not sent: body.url');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toBeFocused();
  await expect(console.locator('[data-console-status]')).toHaveCount(0);
  expect(await received(page, 'createHook')).toBe(0);

  // The raw JSON is checked the same way.
  await console.getByRole('button', {name: 'JSON'}).click();
  const json = console.getByLabel('The body as JSON');
  await json.fill(JSON.stringify({url: 'https://crm.acme-insurance.example/hooks', events: ['no_such_event']}, null, 2));
  await console.locator('[data-console-send]').click();
  await expect(notice).toContainText('body.events.0');
  expect(await received(page, 'createHook')).toBe(0);

  const get = await openConsole(page, 'getHook');
  const id = get.getByLabel(/^id\s+path/i);
  await id.fill('hook-1');
  await get.locator('[data-console-send]').click();
  await expect(consoleOf(page, 'getHook').locator('[data-console-notice]')).toContainText('path parameter id');
  await expect(id).toHaveAttribute('aria-invalid', 'true');
  expect(await received(page, 'getHook')).toBe(0);
});
