import {test, expect} from '../support/test';
import {stayLocal} from '../support';
import {identity} from '../../../src/site/identity';
import {consoleOf, holdMockAnswers, openConsole, received, send, tryIt} from './support';

/**
 * What a tester broke in ten minutes (issue 49), each held here: invalid JSON
 * never sends, another tab leaves this tab's mock alone, each console's
 * server is its own, one click is one request, focus goes where the reader
 * looks next, edits survive closing, and leaving mid-request asks first.
 */
test.use({serviceWorkers: 'allow'});

test('JSON that does not parse is not sent, not even as the body before it', async ({page}) => {
  await page.goto('/docs/api/hooks/');
  const console = await openConsole(page, 'createHook');
  await console.getByRole('button', {name: 'JSON'}).click();
  const json = console.getByLabel('The body as JSON');
  await json.fill('{"url": "https://crm.example/hooks", "events": [');
  await console.locator('[data-console-send]').click();
  await expect(console.locator('[data-console-notice]')).toContainText('Not sent: the body is not JSON yet');
  await expect(json).toBeFocused();
  await expect(console.locator('[data-console-status]')).toHaveCount(0);
  expect(await received(page, 'createHook')).toBe(0);
  // Finished, it is sent as typed.
  await json.fill('{"url": "https://crm.acme-insurance.example/typed", "events": ["application_form"]}');
  const answer = await send(page, 'createHook');
  expect(answer.status).toBe(201);
  expect(answer.body).toContain('/typed');
});

test("a second tab's console leaves the first tab's mock state alone", async ({page, context}) => {
  test.setTimeout(120_000);
  await page.goto('/docs/api/create_application_form/');
  await openConsole(page, 'createApplicationForm');
  const created = await send(page, 'createApplicationForm');
  expect(created.status).toBe(201);
  const id = JSON.parse(created.body).id as string;

  const other = await context.newPage();
  await other.goto('/docs/api/hooks/');
  await openConsole(other, 'listHooks');
  expect((await send(other, 'listHooks')).status).toBe(200);

  await page.goto('/docs/api/get_latest_application_form/');
  const read = await openConsole(page, 'getLatestApplicationForm');
  await read.getByLabel(/^id\s+path/i).fill(id);
  expect((await send(page, 'getLatestApplicationForm')).status).toBe(200);
  // And the second tab has a mock of its own: the form is not there.
  await other.goto('/docs/api/get_latest_application_form/');
  const elsewhere = await openConsole(other, 'getLatestApplicationForm');
  await elsewhere.getByLabel(/^id\s+path/i).fill(id);
  expect((await send(other, 'getLatestApplicationForm')).status).toBe(404);
});

test("each console's server is its own: sent in the same tick, one goes to the sandbox, the other to the mock", async ({page}) => {
  await stayLocal(page);
  const hooksHost = new URL(identity.hosts.hooks.sandbox).hostname;
  const seen: Array<{method: string; auth: string | null}> = [];
  await page.context().route(
    (url) => url.hostname === hooksHost,
    async (route) => {
      const request = route.request();
      const origin = (await request.headerValue('origin')) ?? '';
      const cors = {'access-control-allow-origin': origin, 'access-control-allow-headers': 'authorization, content-type, accept', 'access-control-allow-methods': 'GET, POST'};
      if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
      seen.push({method: request.method(), auth: await request.headerValue('authorization')});
      return route.fulfill({status: 201, headers: {...cors, 'content-type': 'application/json'}, body: '{}'});
    },
  );
  await page.goto('/docs/api/hooks/');
  const create = await openConsole(page, 'createHook');
  await create.getByRole('radio', {name: /Sandbox/}).check();
  await create.getByLabel('Bearer token').fill('pasted-sandbox-token');
  await page.keyboard.press('Escape');
  await openConsole(page, 'listHooks');
  await page.evaluate(() => {
    for (const id of ['createHook', 'listHooks']) document.querySelector<HTMLButtonElement>(`[data-api-console="${id}"] [data-console-send]`)!.click();
  });
  const list = consoleOf(page, 'listHooks');
  await expect(list.locator('[data-console-status]')).toHaveAttribute('data-console-status', '200', {timeout: 20_000});
  await expect(list.locator('[data-console-status]')).toContainText('from the mock in this browser');
  await expect(consoleOf(page, 'createHook').locator('[data-console-status]')).toHaveAttribute('data-console-status', '201');
  expect(seen).toEqual([{method: 'POST', auth: 'Bearer pasted-sandbox-token'}]);
  expect(await received(page, 'listHooks')).toBe(1);
  expect(await received(page, 'createHook')).toBe(0);
});

test('three clicks in one tick send one request', async ({page}) => {
  await page.goto('/docs/api/hooks/');
  const console = await openConsole(page, 'createHook');
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('[data-api-console="createHook"] [data-console-send]')!;
    button.click();
    button.click();
    button.click();
  });
  await expect(console.locator('[data-console-status]')).toHaveAttribute('data-console-status', '201', {timeout: 20_000});
  expect(await received(page, 'createHook')).toBe(1);
  // Another click after the answer is another request.
  await console.locator('[data-console-send]').click();
  await expect.poll(() => received(page, 'createHook')).toBe(2);
});

test('focus: the answer after Send, the token field when the token is missing, the opener after Escape', async ({page}) => {
  await page.goto('/docs/api/hooks/');
  const console = await openConsole(page, 'createHook');
  await console.locator('[data-console-send]').click();
  await expect(console.locator('[data-console-status]')).toBeVisible();
  await expect(console.locator('[data-console-answer]')).toBeFocused();
  // Ctrl+Enter sends from anywhere in the console.
  await console.locator('input[id$="-body-url"]').focus();
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => received(page, 'createHook')).toBe(2);
  await expect(console.locator('[data-console-answer]')).toBeFocused();

  await console.getByRole('radio', {name: /Sandbox/}).check();
  await console.locator('[data-console-send]').click();
  await expect(console.locator('[data-console-notice]')).toContainText('Paste your sandbox bearer token first.');
  await expect(console.getByLabel('Bearer token')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(console).toBeHidden();
  await expect(tryIt(page, 'createHook')).toBeFocused();
});

test('edits survive closing and opening the console again', async ({page}) => {
  await page.goto('/docs/api/hooks/');
  const console = await openConsole(page, 'createHook');
  const url = console.locator('input[id$="-body-url"]');
  await url.fill('https://crm.acme-insurance.example/kept');
  await console.getByRole('button', {name: 'Close the console'}).click();
  await expect(console).toBeHidden();
  await expect(tryIt(page, 'createHook')).toBeFocused();
  await tryIt(page, 'createHook').click();
  await expect(url).toHaveValue('https://crm.acme-insurance.example/kept');
  await expect(console.getByLabel('Mock, in this browser')).toBeFocused();
});

test('leaving while a request is on its way asks first, and says what would be lost', async ({page}) => {
  await holdMockAnswers(page);
  await page.goto('/docs/api/hooks/');
  const console = await openConsole(page, 'createHook');
  await console.locator('[data-console-send]').click();
  await expect(console.locator('[data-console-send]')).toHaveText('Sending…');
  const asked = page.waitForEvent('dialog');
  void page.close({runBeforeUnload: true});
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
});

test('Back inside the site while a request is on its way asks first', async ({page}) => {
  await holdMockAnswers(page);
  await page.goto('/docs/api/api_overview/');
  // The sidebar's link (the site's router) to the hooks page, then Back: a navigation the router handles.
  await page.locator('main a[href="/docs/api/hooks/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/hooks\/$/);
  const console = await openConsole(page, 'createHook');
  await console.locator('[data-console-send]').click();
  await expect(console.locator('[data-console-send]')).toHaveText('Sending…');
  const asked = page.waitForEvent('dialog');
  void page.evaluate(() => window.history.back());
  const dialog = await asked;
  expect(dialog.message()).toContain('A request of the API console is still on its way');
  await dialog.dismiss();
  await expect(page).toHaveURL(/\/docs\/api\/hooks\/$/);
  await page.evaluate(() => (window as unknown as {releaseMock(): void}).releaseMock());
  await expect(console.locator('[data-console-status]')).toHaveAttribute('data-console-status', '201');
});
