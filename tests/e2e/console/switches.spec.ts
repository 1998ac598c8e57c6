import {test, expect} from '../support/test';
import {consoleCode, openConsole, send} from './support';
import {facts} from '../../../src/site/facts';
import {shapePattern} from '../../../src/site/regexp';

/**
 * The oneOf/anyOf of the OpenAPI document that requests use, as switches of
 * the console's form: updateHook's body (`secret`: HookSecret or null;
 * `header`: HookHeader or null) and the `id` path parameter of
 * getLatestApplicationForm (ApplicationFormId or ReferenceId). Choosing a
 * variant changes the fields, the request sent (the mock's answer follows
 * it) and the code shown.
 */
test.use({serviceWorkers: 'allow'});

test('updateHook: the secret and header switches change the fields, the request and the code', async ({page}) => {
  await page.goto('/docs/api/hooks/');
  const console = await openConsole(page, 'updateHook');
  const secretChoice = console.locator('select[id$="-body-secret-variant"]');
  const headerChoice = console.locator('select[id$="-body-header-variant"]');
  // Optional and absent from the example: not sent, and no field under the choice.
  await expect(secretChoice).toHaveValue('-1');
  await expect(console.locator('input[id$="-body-secret"]')).toHaveCount(0);

  // The string variant is one text field (not an empty group).
  await secretChoice.selectOption({label: 'HookSecret'});
  const secret = console.locator('input[id$="-body-secret"]');
  await expect(secret).toBeVisible();
  await secret.fill('rotated-secret-0123456789');
  // The object variant brings its own required fields.
  await headerChoice.selectOption({label: 'HookHeader'});
  await console.locator('input[id$="-body-header_name"]').fill('X-Console-Switch');
  await console.locator('input[id$="-body-header_value"]').fill('switch-value-1');

  const code = await consoleCode(console);
  for (const [language, text] of Object.entries(code)) {
    expect(text, language).toContain('rotated-secret-0123456789');
    expect(text, language).toContain('X-Console-Switch');
  }
  const sent = page.waitForRequest((r) => r.method() === 'PATCH' && /\/hooks\//.test(r.url()));
  let answer = await send(page, 'updateHook');
  expect(answer.status).toBe(200);
  expect(answer.valid).toBe(true);
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({secret: 'rotated-secret-0123456789', header: {name: 'X-Console-Switch', value: 'switch-value-1'}});
  expect(JSON.parse(answer.body)).toMatchObject({has_secret: true, header: {name: 'X-Console-Switch'}});

  // The null variants: the fields go, null is sent, and the hook stops signing.
  await secretChoice.selectOption({label: 'null'});
  await headerChoice.selectOption({label: 'null'});
  await expect(secret).toHaveCount(0);
  await expect(console.locator('input[id$="-body-header_name"]')).toHaveCount(0);
  expect((await consoleCode(console)).curl).toMatch(/"secret":\s*null/);
  const sentNull = page.waitForRequest((r) => r.method() === 'PATCH' && /\/hooks\//.test(r.url()));
  answer = await send(page, 'updateHook');
  expect(answer.status).toBe(200);
  expect(JSON.parse((await sentNull).postData() ?? '{}')).toMatchObject({secret: null, header: null});
  expect(JSON.parse(answer.body).has_secret).toBe(false);

  // Back to the string variant: its constraint is checked before sending, by name.
  await secretChoice.selectOption({label: 'HookSecret'});
  await secret.fill('short');
  await console.locator('[data-console-send]').click();
  await expect(console.locator('[data-console-notice]')).toContainText('body.secret');
  await expect(secret).toHaveAttribute('aria-invalid', 'true');
});

test('getLatestApplicationForm: the id switch moves between an internal id and a reference id', async ({page}) => {
  await page.goto('/docs/api/get_latest_application_form/');
  const console = await openConsole(page, 'getLatestApplicationForm');
  const id = console.getByLabel(/^id\s+path/i);
  const choice = console.getByLabel('id: any of');
  // The example is a reference id, and the switch says so.
  await expect(choice.locator('option:checked')).toHaveText('ReferenceId');
  const reference = await id.inputValue();
  expect(reference).toMatch(new RegExp(shapePattern(facts.idFormats.referenceId)));

  await choice.selectOption({label: 'ApplicationFormId'});
  const internal = await id.inputValue();
  expect(internal).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  const code = await consoleCode(console);
  for (const [language, text] of Object.entries(code)) expect(text, language).toContain(`/application_forms/${internal}/latest`);
  const sent = page.waitForRequest((r) => r.method() === 'GET' && r.url().includes('/latest'));
  await send(page, 'getLatestApplicationForm');
  expect((await sent).url()).toContain(`/application_forms/${internal}/latest`);

  // Typing a reference id moves the switch back.
  await id.fill(reference);
  await expect(choice.locator('option:checked')).toHaveText('ReferenceId');
});
