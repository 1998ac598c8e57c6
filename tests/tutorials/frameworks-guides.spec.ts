/**
 * The React and Angular tabs of the SDK guide pages that need no session, and
 * the React tab of the one-click page, as printed, in Chromium, bundled by
 * support/frameworks.ts:
 *
 * - docs/sdk/sdk_custom_elements.mdx (src/bindpoint/react-date-input.tsx,
 *   src/app/acme-date-input.component.ts + src/app/register-date-input.ts):
 *   the test plays the SDK's bp-sdk-date-input, which creates
 *   bp-sdk-external-date-input inside its shadow root and sets the contract's
 *   properties before connecting it. The replacement renders a labelled date
 *   input with those values, its bpSdkChange and bpSdkBlur reach the window
 *   (bubbling, composed), and it survives being moved (disconnected and
 *   connected again) and cleans up when removed.
 * - docs/sdk/sdk_customization.mdx (src/BrandedQuotePage.tsx,
 *   src/app/branded-quote.component.ts): the brand colour reaches
 *   bp-sdk-root as its custom property; the component's ::part() rule styles
 *   the `button` part of a bp-sdk-next-button the SDK renders in the root.
 * - docs/one_click/one_click_integration.mdx (src/QuoteButton.tsx), with a
 *   stand-in for the Terminal's button.js (support/one-click.ts, documented
 *   behaviour only): the script is loaded once for several buttons (under
 *   StrictMode too), a click starts one-click with the button's key,
 *   subdomain and record id, and the answers it sends pass the platform's
 *   question rules (src/mock/answers.ts), so none is dropped.
 *
 * The tabs of sdk_selectors and sdk_web_components need an agent session and
 * quotes: frameworks-terminal.spec.ts runs them.
 */
import {expect, test, type Page} from '@playwright/test';
import {bundle, write} from './support/frameworks';
import {htmlPage, startFrontEnd, type FrontEnd} from './support/front-end';
import {identity} from './support/mock';
import {oneClickScript} from './support/one-click';
import {save, scratch, TutorialPage} from './support/page-code';
import {load, PORTS} from './support/repo';

const elements = new TutorialPage('docs/sdk/sdk_custom_elements.mdx');
const customization = new TutorialPage('docs/sdk/sdk_customization.mdx');
const oneClick = new TutorialPage('docs/one_click/one_click_integration.mdx');

const {answerProblems} = load<typeof import('../../src/mock/answers')>('src/mock/answers.ts');
const {facts} = load<typeof import('../../src/site/facts')>('src/site/facts.ts');
const {worldTokens} = load<{worldTokens: Record<string, string>}>('src/data/world/tokens.ts');

test.describe.configure({mode: 'serial'});

const blocks = {
  react: {dateInput: elements.titled('src/bindpoint/react-date-input.tsx'), branded: customization.titled('src/BrandedQuotePage.tsx')},
  angular: {dateInput: elements.titled('src/app/register-date-input.ts'), branded: customization.titled('src/app/branded-quote.component.ts')},
};
const quoteButton = oneClick.titled('src/QuoteButton.tsx');
const BUTTON_JS = `${identity.hosts.terminal.sandbox}/one_click/v1/button.js`;

/** The mounts and registrations the pages leave to the reader (each says which). */
const ENTRIES: Record<string, string> = {
  // The React tab: "Register it in src/bindpoint/register.ts in place of AcmeDateInput".
  'react-date-input.ts': `import {defineExternalComponent} from '${identity.npmScope}/sdk-web-components';
import {ReactDateInput} from '../src/bindpoint/react-date-input';

defineExternalComponent('date-input', ReactDateInput);
`,
  // JIT: the Angular compiler first. registerDateInput() wants the reader's application: an application without a root component here.
  'angular-date-input.ts': `import '@angular/compiler';
import {createApplication} from '@angular/platform-browser';
import {registerDateInput} from '../src/app/register-date-input';

registerDateInput(await createApplication());
`,
  'react-branded.tsx': `import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import {BrandedQuotePage} from '../src/BrandedQuotePage';

createRoot(document.getElementById('root')!).render(<StrictMode><BrandedQuotePage brandColor="#0b6e4f" /></StrictMode>);
`,
  'angular-branded.ts': `import '@angular/compiler';
import {bootstrapApplication} from '@angular/platform-browser';
import {BrandedQuoteComponent} from '../src/app/branded-quote.component';

bootstrapApplication(BrandedQuoteComponent).catch((error: unknown) => console.error(error));
`,
  // A CRM record page: two records under StrictMode, a third button rendered later (after the script ran).
  'react-one-click.tsx': `import {StrictMode, useState} from 'react';
import {createRoot} from 'react-dom/client';
import {QuoteButton} from '../src/QuoteButton';

const records = [
  {id: '4711', company: 'Lone Star Plumbing LLC', phone: '+1 (512) 555-0163', zip: '78702-1234'},
  {id: '4712', company: 'Harborline Bakery LLC', phone: '503.555.0148', zip: '97209'},
  {id: '4713', company: 'Great Plains Feed & Seed', phone: '(785) 555-0110', zip: '66502'},
];

function RecordPage() {
  const [shown, setShown] = useState(2);
  (window as any).showThird = () => setShown(3);
  return <>{records.slice(0, shown).map((record) => <section key={record.id}><h2>{record.company}</h2><QuoteButton record={record} /></section>)}</>;
}

createRoot(document.getElementById('root')!).render(<StrictMode><RecordPage /></StrictMode>);
`,
};
const HOSTS: Record<string, string> = {
  'react-date-input': '',
  'angular-date-input': '',
  'react-branded': '<div id="root"></div>',
  'angular-branded': '<app-branded-quote></app-branded-quote>',
  'react-one-click': '<div id="root"></div>',
};

let dir: string;
let front: FrontEnd;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = scratch('guides-frameworks');
  for (const block of [...Object.values(blocks.react), ...Object.values(blocks.angular), elements.titled('src/app/acme-date-input.component.ts'), quoteButton]) save(dir, block);
  for (const [file, code] of Object.entries(ENTRIES)) write(dir, `entry/${file}`, code);
  await bundle(dir, Object.fromEntries(Object.keys(ENTRIES).map((file) => [file.replace(/\.tsx?$/, ''), `entry/${file}`])));
  for (const [name, host] of Object.entries(HOSTS)) write(dir, `${name}.html`, htmlPage(`${host}\n<script type="module" src="/bundle/${name}.js"></script>`));
  // No back end: these tabs call none (the port is unused).
  front = await startFrontEnd(dir, PORTS.frontEnd, PORTS.backEnd);
});

test.afterAll(async () => {
  await front?.close();
});

/** The console (errors and React's or Angular's warnings) of a page. */
function watch(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
  return lines;
}
// The browser's own 404 for /favicon.ico is not the page's.
const problems = (lines: string[]) => lines.filter((line) => /^(error|warning|pageerror):/.test(line) && !/Failed to load resource: .* 404/.test(line));

const DATE = {questionCode: 'mqs_policy_effective_date', label: 'Policy effective date', value: '2026-12-01', min: '2026-11-29', required: true};

for (const framework of ['react', 'angular'] as const) {
  test(`${framework}: the date input replacement renders the contract's values and emits bpSdkChange and bpSdkBlur past the shadow root (sdk_custom_elements)`, async ({page}) => {
    const at = TutorialPage.at(blocks[framework].dateInput);
    const console = watch(page);
    await page.addInitScript(() => {
      const events = ((window as any).__events = [] as Array<{type: string; detail: unknown}>);
      for (const type of ['bpSdkChange', 'bpSdkBlur']) window.addEventListener(type, (e) => events.push({type, detail: (e as CustomEvent).detail}));
    });
    await page.goto(`${front.origin}/${framework}-date-input.html`);
    await page.waitForFunction(() => customElements.get('bp-sdk-external-date-input') !== undefined, undefined, {timeout: 10_000}).catch(() => {
      throw new Error(`${at}: bp-sdk-external-date-input is not registered. Console:\n${console.join('\n')}`);
    });
    // What bp-sdk-date-input does with a registered hook: its shadow root holds the external element, whose properties it sets before connecting it.
    await page.evaluate((contract) => {
      const component = document.body.appendChild(document.createElement('bp-sdk-date-input'));
      const shadow = component.attachShadow({mode: 'open'});
      shadow.appendChild(Object.assign(document.createElement('section'), {id: 'step-1'}));
      shadow.appendChild(Object.assign(document.createElement('section'), {id: 'step-2'}));
      const external = Object.assign(document.createElement('bp-sdk-external-date-input'), contract);
      shadow.getElementById('step-1')!.appendChild(external);
    }, DATE);
    const input = page.getByLabel(DATE.label);
    await expect(input, `${at}: a date input labelled with the contract's label. Console:\n${console.join('\n')}`).toHaveValue(DATE.value);
    await expect(input, `${at}: the contract's min`).toHaveAttribute('min', DATE.min);
    await expect(input, `${at}: the contract's required`).toHaveJSProperty('required', true);

    await input.fill('2027-01-15');
    await input.blur();
    const events = () => page.evaluate(() => (window as any).__events as Array<{type: string; detail: unknown}>);
    await expect.poll(events, {message: `${at}: bpSdkChange with {questionCode, value} (ISO), then bpSdkBlur, heard on window: bubbling and composed`}).toEqual([
      {type: 'bpSdkChange', detail: {questionCode: DATE.questionCode, value: '2027-01-15'}},
      {type: 'bpSdkBlur', detail: {questionCode: DATE.questionCode}},
    ]);

    // Moving between steps disconnects and connects the element again in one task: it keeps one working input.
    await page.evaluate(() => {
      const shadow = document.querySelector('bp-sdk-date-input')!.shadowRoot!;
      shadow.getElementById('step-2')!.appendChild(shadow.querySelector('bp-sdk-external-date-input')!);
    });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await expect(page.locator('bp-sdk-external-date-input input'), `${at}: still one input after a move`).toHaveCount(1);
    await page.evaluate(() => ((window as any).__events.length = 0));
    await page.getByLabel(DATE.label).fill('2027-02-01');
    await expect.poll(events, {message: `${at}: the moved element still emits`}).toEqual([{type: 'bpSdkChange', detail: {questionCode: DATE.questionCode, value: '2027-02-01'}}]);

    // Removed (the root leaves the step), then connected again later: the view was torn down and is made again, once.
    await page.evaluate(async () => {
      const shadow = document.querySelector('bp-sdk-date-input')!.shadowRoot!;
      const external = shadow.querySelector('bp-sdk-external-date-input')!;
      external.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      shadow.getElementById('step-1')!.appendChild(external);
    });
    await expect(page.locator('bp-sdk-external-date-input input'), `${at}: one input after the element was removed and connected again`).toHaveCount(1);
    await page.evaluate(() => ((window as any).__events.length = 0));
    await page.getByLabel(DATE.label).fill('2027-03-01');
    await expect.poll(events, {message: `${at}: the element connected again emits`}).toEqual([{type: 'bpSdkChange', detail: {questionCode: DATE.questionCode, value: '2027-03-01'}}]);
    expect(problems(console), `${at}: no error or warning in the console`).toEqual([]);
  });

  test(`${framework}: the brand styles reach the SDK's elements (sdk_customization)`, async ({page}) => {
    const at = TutorialPage.at(blocks[framework].branded);
    const console = watch(page);
    await page.goto(`${front.origin}/${framework}-branded.html`);
    const root = page.locator('bp-sdk-root[flow="consumer"]');
    await expect(root, `${at} renders bp-sdk-root. Console:\n${console.join('\n')}`).toBeAttached();
    // A Next button as the SDK renders it in the root (Web components, "How the components are organised"), with its documented `button` part.
    const radius = await root.evaluate((element) => {
      const next = document.createElement('bp-sdk-next-button');
      next.attachShadow({mode: 'open'}).innerHTML = '<button part="button">Next</button>';
      element.appendChild(next);
      const style = getComputedStyle(element);
      return {primary: style.getPropertyValue('--bp-sdk-root-primary-color').trim(), inherited: getComputedStyle(next.shadowRoot!.querySelector('button')!).getPropertyValue('--bp-sdk-root-primary-color').trim(), radius: getComputedStyle(next.shadowRoot!.querySelector('button')!).borderTopLeftRadius};
    });
    if (framework === 'react') {
      expect(radius.primary, `${at}: the brandColor prop is bp-sdk-root's --bp-sdk-root-primary-color`).toBe('#0b6e4f');
      expect(radius.inherited, `${at}: custom properties inherit through the shadow boundary`).toBe('#0b6e4f');
    } else {
      expect(radius.radius, `${at}: the component's bp-sdk-next-button::part(button) rule reaches the SDK's button (ViewEncapsulation.None)`).toBe('999px');
    }
    expect(problems(console), `${at}: no error or warning in the console`).toEqual([]);
  });
}

test(`react: the one-click button loads button.js once and starts with the record's key, record id and valid answers (one_click_integration)`, async ({page}) => {
  const at = TutorialPage.at(quoteButton);
  const console = watch(page);
  let loads = 0;
  await page.route(BUTTON_JS, (route) => {
    loads += 1;
    return route.fulfill({status: 200, contentType: 'text/javascript', body: oneClickScript(facts.oneClick)});
  });
  await page.goto(`${front.origin}/react-one-click.html`);
  await expect(page.getByRole('button', {name: `Quote with ${identity.brand}`}), `${at}: one button per record. Console:\n${console.join('\n')}`).toHaveCount(2);
  await page.waitForFunction(() => (window as any).BindPointOneClick !== undefined);
  expect(await page.locator(`script[src="${BUTTON_JS}"]`).count(), `${at}: one script element for all buttons (StrictMode runs the effect twice)`).toBe(1);

  // "The script finds every element with data-bp-one-click, including ones added later."
  await page.evaluate(() => (window as any).showThird());
  await expect(page.getByRole('button', {name: `Quote with ${identity.brand}`})).toHaveCount(3);
  for (const section of await page.locator('section').all()) await section.getByRole('button').click();
  expect(loads, `${at}: button.js is loaded once`).toBe(1);

  const starts = await page.evaluate(() => (window as any).__oneClickStarts as Array<{key: string; subdomain: string; recordId: string; answers: Record<string, string>; target: string}>);
  expect(problems(console), `${at}: button.js refused nothing (its message says why)`).toEqual([]);
  expect(starts.map((s) => s.recordId), `${at}: a click starts one-click for its own record, by a stable id`).toEqual(['crm-4711', 'crm-4712', 'crm-4713']);
  for (const start of starts) {
    expect(start, `${at}: the button key and the Terminal subdomain`).toMatchObject({key: 'ock_5Rk2w9TqL4', subdomain: worldTokens['world:subdomain'], target: 'terminal'});
    expect(start.recordId.length, `${at}: record id within ${facts.oneClick.recordIdMaxLength} characters`).toBeLessThanOrEqual(facts.oneClick.recordIdMaxLength);
    // The Terminal creates the form with the valid answers only ("Some answers were not saved"): every answer must pass its question's rule.
    const answers = Object.entries(start.answers).map(([code, answer]) => ({code, answer}));
    expect(answerProblems(answers, {allowNull: false}), `${at}: the answers of ${start.recordId} pass the platform's rules: ${JSON.stringify(start.answers)}`).toEqual([]);
  }
  expect(starts[0]!.answers, `${at}: the record's phone as 10 digits, the ZIP code as 5`).toEqual({mqs_business_name: 'Lone Star Plumbing LLC', mqs_phone: '5125550163', mqs_zipcode: '78702'});
});
