import {test, expect} from '../support/test';
import {consoleOf, openConsole, received, send} from './support';

/**
 * The console's editing: the body as JSON in a code editor (highlighting,
 * folding, the schema's complaints as the reader types), arrays as lists in
 * the form, this tab's history (each request sent again with one click),
 * and large input that costs work once per change, not per keystroke.
 */
test.use({serviceWorkers: 'allow'});

test('the JSON editor highlights, folds, and marks what the schema refuses as the reader types', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
  await page.goto('/docs/api/hooks/');
  const console = await openConsole(page, 'createHook');
  expect(scripts.filter((p) => /api-console-editor/.test(p)), 'the editor loads with JSON only').toEqual([]);
  await console.getByRole('button', {name: 'JSON'}).click();
  const editor = console.locator('[data-console-editor]');
  await expect(editor.locator('.cm-content')).toBeVisible();
  expect(scripts.some((p) => /api-console-editor/.test(p))).toBe(true);
  // Highlighted (Lezer's JSON tokens get classes) and foldable (a gutter marker per object).
  await expect(editor.locator('.cm-content span[class]').first()).toBeVisible();
  await expect(editor.locator('.cm-foldGutter span[title="Fold line"]').first()).toBeVisible();
  const json = console.getByLabel('The body as JSON');
  await json.fill('{"url": "https://crm.acme-insurance.example/hooks", "events": ["no_such_event"]}');
  const mark = editor.locator('.cm-lintRange-error');
  await expect(mark).toHaveCount(1, {timeout: 10_000});
  await expect(mark).toHaveText('"no_such_event"');
  // Fixed, the mark goes; nothing was sent meanwhile.
  await json.fill('{"url": "https://crm.acme-insurance.example/hooks", "events": ["application_form"]}');
  await expect(mark).toHaveCount(0, {timeout: 10_000});
  expect(await received(page, 'createHook')).toBe(0);
});

test('an array is a list in the form: add and remove items, each sent', async ({page}) => {
  await page.goto('/docs/api/hooks/');
  const console = await openConsole(page, 'createHook');
  const list = console.locator('[data-console-array="events"]');
  await expect(list).toBeVisible();
  const items = list.locator('li');
  const before = await items.count();
  await list.getByRole('button', {name: /^Add (a value|an item) to events/}).click();
  await expect(items).toHaveCount(before + 1);
  // A new item starts as the first value of the items' first kind (a subject); this one is quote_request.
  await items.last().locator('select:not([id$="-variant"])').selectOption('quote_request');
  await list.getByRole('button', {name: 'Remove events[0]'}).click();
  await expect(items).toHaveCount(before);
  const answer = await send(page, 'createHook');
  expect(answer.status).toBe(201);
  expect(JSON.parse(answer.body).events).toContain('quote_request');
});

test("this tab's history lists each request, loads it back and sends it again", async ({page}) => {
  await page.goto('/docs/api/hooks/');
  const console = await openConsole(page, 'createHook');
  const url = console.locator('input[id$="-body-url"]');
  await url.fill('https://crm.acme-insurance.example/first');
  expect((await send(page, 'createHook')).status).toBe(201);
  await url.fill('https://crm.acme-insurance.example/second');
  expect((await send(page, 'createHook')).status).toBe(201);
  const history = console.locator('[data-console-history]');
  await history.locator('summary').click();
  await expect(history.locator('li')).toHaveCount(2);
  // The oldest, loaded back into the form.
  await history.locator('li').last().getByRole('button', {name: /^Load/}).click();
  await expect(url).toHaveValue('https://crm.acme-insurance.example/first');
  // And sent again as it was: a third request, and a third entry.
  await history.locator('li').last().getByRole('button', {name: /^Send .* again$/}).click();
  await expect.poll(() => received(page, 'createHook')).toBe(3);
  await expect(history.locator('li')).toHaveCount(3);
  // The history is this tab's: a new page of the tab has it.
  await page.reload();
  await openConsole(page, 'createHook');
  await consoleOf(page, 'createHook').locator('[data-console-history] summary').click();
  await expect(consoleOf(page, 'createHook').locator('[data-console-history] li')).toHaveCount(3);
});

test('a 1 MB body: samples are printed once per change, and the request is refused or sent whole', async ({page}) => {
  await page.goto('/docs/api/hooks/');
  const console = await openConsole(page, 'createHook');
  const marks = () => page.evaluate(() => performance.getEntriesByName('bp-console:samples').length);
  // The code view closed: typing prints no sample.
  await console.locator('input[id$="-body-url"]').fill(`https://crm.acme-insurance.example/${'x'.repeat(1_000_000)}`);
  expect(await marks()).toBe(0);
  // Too long for its input (the browser laid all of it out on every hover and click): its length and beginning instead.
  await expect(console.locator('output[id$="-body-url"]')).toHaveText(`1,000,035 characters: ${'https://crm.acme-insurance.example/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'.slice(0, 60)}…`);
  await expect(console.locator('input[id$="-body-url"]')).toHaveCount(0);
  await console.locator('[data-console-code] > summary').click();
  await expect(console.locator('[data-console-code] pre').first()).toBeVisible();
  expect(await marks()).toBe(1);
  // Form → JSON carries the 1 MB value into the editor; one more change prints the samples once more.
  await console.getByRole('button', {name: 'JSON'}).click();
  await expect(console.locator('[data-console-editor] .cm-content')).toBeVisible();
  await console.locator('[data-console-send]').click();
  await expect(console.locator('[data-console-status]').or(console.locator('[data-console-notice]')).first()).toBeVisible({timeout: 30_000});
  expect(await marks()).toBeLessThanOrEqual(3);
});

test('a text too long for its input can be cleared, and the field takes typing again', async ({page}) => {
  await page.goto('/docs/api/hooks/');
  const console = await openConsole(page, 'createHook');
  await console.locator('input[id$="-body-url"]').fill(`https://crm.acme-insurance.example/${'y'.repeat(20_000)}`);
  await expect(console.locator('output[id$="-body-url"]')).toContainText('20,035 characters');
  await console.getByRole('button', {name: 'Clear it'}).click();
  const input = console.locator('input[id$="-body-url"]');
  await expect(input).toHaveValue('');
  await input.fill('https://crm.acme-insurance.example/hooks');
  await expect(input).toHaveValue('https://crm.acme-insurance.example/hooks');
});
