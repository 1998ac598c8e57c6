import {test, expect} from '../support/test';
import {consoleCode, openConsole, samplesIn} from './support';

/**
 * The console shows the request in every sample language, written by the
 * pages' own sample generator: with the values the console starts with (the
 * operation's example), its curl, JavaScript and Python samples are the
 * page's own character for character; a value the reader changes appears in
 * them, and it is the only difference.
 */
test.use({serviceWorkers: 'allow'});

/**
 * `fromEnvironment`: the field holds a reader value (the fixture world's), which the samples read
 * from that environment variable; a value the reader types instead is written as typed.
 */
for (const {route, op, field, to, fromEnvironment} of [
  {route: '/docs/api/hooks/', op: 'createHook', field: 'input[id$="-body-url"]', to: 'https://crm.acme-insurance.example/console-changed'},
  {route: '/docs/api/create_application_form/', op: 'createApplicationForm', field: 'input[id$="-body-application_form_storefront_code"]', to: 'acme-console-changed', fromEnvironment: 'BP_STOREFRONT_CODE'},
]) {
  test(`${op}: the console's code is the page's samples, and follows a changed field`, async ({page}) => {
    await page.goto(route);
    const pageSamples = await samplesIn(page.locator(`[data-code-samples="${op}"]`));
    const console = await openConsole(page, op);
    const initial = await consoleCode(console);
    expect(initial).toEqual(pageSamples);
    for (const text of Object.values(initial)) expect(text.length).toBeGreaterThan(40);

    const control = console.locator(field);
    const before = await control.inputValue();
    expect(before).not.toBe('');
    for (const text of Object.values(pageSamples)) expect(text).toContain(fromEnvironment ?? before);
    await control.fill(to);
    const changed = await consoleCode(console);
    for (const language of ['curl', 'javascript', 'python'] as const) {
      expect(changed[language], language).toContain(to);
      if (fromEnvironment) expect(changed[language], language).not.toContain(fromEnvironment);
      else expect(changed[language], `${language}: only the changed value differs from the page`).toBe(pageSamples[language].replaceAll(before, to));
    }
  });
}
