/**
 * The React and Angular tabs of the custom terminal tutorials, as printed, in
 * Chromium: docs/sdk/custom_terminal_tutorials/sdk_agent_auth.mdx
 * (terminal/src/AgentDesk.tsx, terminal/src/app/agent-desk.component.ts),
 * sdk_agent_application_start.mdx (terminal/src/Desk.tsx,
 * terminal/src/app/desk.component.ts) and sdk_quote_bind.mdx
 * (terminal/src/QuoteTable.tsx, terminal/src/app/quote-table.component.ts),
 * with the TypeScript tab's terminal/src/agent-sdk.ts they reuse, bundled by
 * support/frameworks.ts, in the terminal of support/terminal.ts (the agent
 * back end and the mock), as agent.spec.ts and quote-bind.spec.ts run the
 * plain tabs. An agent signs in (one token, one exchange, even under React's
 * StrictMode) and out; a user without a Terminal user sees the route's
 * message; the queue's selection opens the form in bp-sdk-root; the quote
 * table fills as the carriers (the test) answer, offers Bind only on bindable
 * rows, and its Bind moves the row to binding, then bound.
 *
 * The framework tabs have no Send to Exchange: agent.spec.ts runs the desk's
 * (terminal/src/desk.ts), the only one the pages print.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {bundle, write} from './support/frameworks';
import {htmlPage} from './support/front-end';
import {identity} from './support/mock';
import {save, TutorialPage} from './support/page-code';
import {auth, bind, desk, signIn, startTerminal, userWith, type Terminal} from './support/terminal';

const selectorsPage = new TutorialPage('docs/sdk/sdk_selectors.mdx');
const componentsPage = new TutorialPage('docs/sdk/sdk_web_components.mdx');

test.describe.configure({mode: 'serial'});

let terminal: Terminal;

const blocks = {
  react: {agentDesk: auth.titled('terminal/src/AgentDesk.tsx'), desk: desk.titled('terminal/src/Desk.tsx'), table: bind.titled('terminal/src/QuoteTable.tsx')},
  angular: {agentDesk: auth.titled('terminal/src/app/agent-desk.component.ts'), desk: desk.titled('terminal/src/app/desk.component.ts'), table: bind.titled('terminal/src/app/quote-table.component.ts')},
};
/** The guide pages' tabs run in this terminal (they need an agent session and quotes): sdk_selectors' badge, sdk_web_components' root binding. */
const guides = {
  react: {badge: selectorsPage.titled('src/QuoteBadge.tsx'), quote: componentsPage.titled('src/Quote.tsx')},
  angular: {badge: selectorsPage.titled('src/app/quote-badge.component.ts'), quote: componentsPage.titled('src/app/partner-quote.component.ts')},
};
const guideFiles = [selectorsPage.titled('src/bindpoint/useSdkSelector.ts'), selectorsPage.titled('src/app/sdk-state.service.ts'), ...Object.values(guides.react), ...Object.values(guides.angular)];
type Framework = keyof typeof blocks;

/** The mounts the pages leave to the reader: each component in a page of its own, the desk with the quote table. */
const ENTRIES = {
  'react-agent-desk.tsx': `import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import {AgentDesk} from '../src/AgentDesk';

createRoot(document.getElementById('root')!).render(<StrictMode><AgentDesk onSignOut={() => window.location.assign('/logout')} /></StrictMode>);
`,
  'react-desk.tsx': `import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import {startAgentSdk} from '../src/agent-sdk';
import {Desk} from '../src/Desk';
import {QuoteTable} from '../src/QuoteTable';
import {QuoteBadge} from '../../src/QuoteBadge';

const {sdk} = await startAgentSdk();
// The reader's initialize({locale}): agent-sdk.ts sets none, so the test gives the SDK's config the page's ?locale=.
Object.assign(sdk.config, {locale: new URLSearchParams(location.search).get('locale') ?? sdk.config.locale});
createRoot(document.getElementById('root')!).render(<StrictMode><Desk /><QuoteTable sdk={sdk} /><QuoteBadge store={sdk.store} /></StrictMode>);
`,
  // JIT: the Angular compiler before any component (the reader's Angular CLI compiles ahead of time instead).
  'angular-agent-desk.ts': `import '@angular/compiler';
import {bootstrapApplication} from '@angular/platform-browser';
import {AgentDeskComponent} from '../src/app/agent-desk.component';

bootstrapApplication(AgentDeskComponent).catch((error: unknown) => console.error(error));
`,
  'angular-desk.ts': `import '@angular/compiler';
import {Component} from '@angular/core';
import {bootstrapApplication} from '@angular/platform-browser';
import {startAgentSdk} from '../src/agent-sdk';
import {DeskComponent} from '../src/app/desk.component';
import {QuoteTableComponent} from '../src/app/quote-table.component';
import {QuoteBadgeComponent} from '../../src/app/quote-badge.component';

@Component({selector: 'app-terminal', standalone: true, imports: [DeskComponent, QuoteTableComponent, QuoteBadgeComponent], template: '<app-desk></app-desk><app-quote-table></app-quote-table><app-quote-badge></app-quote-badge>'})
class TerminalComponent {}

const {sdk} = await startAgentSdk();
// The reader's initialize({locale}): agent-sdk.ts sets none, so the test gives the SDK's config the page's ?locale=.
Object.assign(sdk.config, {locale: new URLSearchParams(location.search).get('locale') ?? sdk.config.locale});
bootstrapApplication(TerminalComponent).catch((error: unknown) => console.error(error));
`,
  // sdk_web_components' Quote: the reader's page gives it a form id and a submit handler; here the test does, through window.mountQuote.
  'react-quote.tsx': `import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import {startAgentSdk} from '../src/agent-sdk';
import {Quote} from '../../src/Quote';

await startAgentSdk();
const root = createRoot(document.getElementById('root')!);
(window as any).__submitted = 0;
(window as any).mountQuote = (id: string) => root.render(<StrictMode><Quote applicationFormId={id} onSubmit={() => (window as any).__submitted++} /></StrictMode>);
`,
  'angular-quote.ts': `import '@angular/compiler';
import {Component, signal} from '@angular/core';
import {bootstrapApplication} from '@angular/platform-browser';
import {startAgentSdk} from '../src/agent-sdk';
import {PartnerQuoteComponent} from '../../src/app/partner-quote.component';

@Component({selector: 'app-web-components', standalone: true, imports: [PartnerQuoteComponent], template: '@if (formId(); as id) { <app-partner-quote [applicationFormId]="id" (submitted)="onSubmitted()"></app-partner-quote> }'})
class HostComponent {
  readonly formId = signal<string | null>(null);
  constructor() {
    (window as any).__submitted = 0;
    (window as any).mountQuote = (id: string) => this.formId.set(id);
  }
  onSubmitted() {
    (window as any).__submitted++;
  }
}

await startAgentSdk();
bootstrapApplication(HostComponent).catch((error: unknown) => console.error(error));
`,
};
const HOST = {react: {'agent-desk': '<div id="root"></div>', desk: '<div id="root"></div>', quote: '<div id="root"></div>'}, angular: {'agent-desk': '<app-agent-desk></app-agent-desk>', desk: '<app-terminal></app-terminal>', quote: '<app-web-components></app-web-components>'}};
type Which = keyof (typeof HOST)['react'];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  terminal = await startTerminal();
  // The test is the sandbox test carriers: their automatic answers are held (src/mock/carriers.ts).
  await terminal.mock.control('POST', '/carriers', {hold: true});
  const {dir} = terminal;
  for (const framework of ['react', 'angular'] as const) for (const block of Object.values(blocks[framework])) save(dir, block);
  for (const block of guideFiles) save(dir, block);
  for (const [file, code] of Object.entries(ENTRIES)) write(dir, `terminal/entry/${file}`, code);
  await bundle(dir, Object.fromEntries(Object.keys(ENTRIES).map((file) => [file.replace(/\.tsx?$/, ''), `terminal/entry/${file}`])));
  for (const framework of ['react', 'angular'] as const) {
    for (const page of ['agent-desk', 'desk', 'quote'] as const) {
      write(dir, `terminal/${framework}-${page}.html`, htmlPage(`${HOST[framework][page]}\n<script type="module" src="/bundle/${framework}-${page}.js"></script>`));
    }
  }
});

test.afterAll(async () => {
  await terminal?.stop();
});

interface Seen {
  console: string[];
  requests: string[];
  events(type: string): Promise<Array<Record<string, any>>>;
}

async function open(page: Page, framework: Framework, which: Which, email?: string, query = ''): Promise<Seen> {
  const requests: string[] = [];
  page.on('response', (response) => requests.push(`${response.request().method()} ${response.url()} ${response.status()}`));
  await page.addInitScript(() => {
    const record = ((window as any).__sdkEvents = [] as Array<{type: string; detail: unknown}>);
    for (const type of ['bpSdkAuthenticated', 'bpSdkApplicationLoaded', 'bpSdkQuotingStarted', 'bpSdkBound', 'bpSdkError']) window.addEventListener(type, (e) => record.push({type, detail: (e as CustomEvent).detail}));
  });
  const console = await signIn(page, terminal, email);
  await page.goto(`${terminal.front.origin}/terminal/${framework}-${which}.html${query}`);
  return {console, requests, events: (type) => page.evaluate((t) => (window as any).__sdkEvents.filter((e: {type: string}) => e.type === t).map((e: {detail: unknown}) => e.detail), type)};
}

const context = (seen: Seen) => `Console:\n${seen.console.join('\n')}\nRequests:\n${seen.requests.join('\n')}\nBack end:\n${terminal.backEnd.output()}`;

for (const framework of ['react', 'angular'] as const) {
  test(`${framework}: an agent signs in to the agent desk, once, and signs out (sdk_agent_auth)`, async ({page}) => {
    const at = TutorialPage.at(blocks[framework].agentDesk);
    const agent = userWith(terminal.mock, ['agent']);
    const seen = await open(page, framework, 'agent-desk', agent.email);
    await expect(page.locator('header'), `${at} shows the signed-in agent's name. ${context(seen)}`).toContainText(`${agent.first_name} ${agent.last_name}`);
    await expect(page.locator('bp-sdk-root[flow="partner"]'), `${at} shows the partner flow's root`).toBeAttached();
    // React: StrictMode runs the effect twice in development; agent-sdk.ts's one promise keeps it one token and one exchange.
    expect(seen.requests.filter((r) => r.includes('/api/bindpoint/agent-token')), `${at}: one agent-token call. ${context(seen)}`).toEqual([`POST ${terminal.front.origin}/api/bindpoint/agent-token 200`]);
    expect(await seen.events('bpSdkAuthenticated'), `${at}: one agent session`).toEqual([expect.objectContaining({role: 'agent'})]);

    await page.getByRole('button', {name: 'Sign out'}).click();
    await page.waitForURL(`${terminal.front.origin}/logout`);
  });

  test(`${framework}: a user without a Terminal user sees the token route's message (sdk_agent_auth)`, async ({page}) => {
    const at = TutorialPage.at(blocks[framework].agentDesk);
    const seen = await open(page, framework, 'agent-desk', 'nobody@acme-insurance.example');
    await expect(page.getByRole('alert'), `${at} shows the route's 403 message. ${context(seen)}`).toHaveText(/^Your user cannot quote in .+ yet\. Ask your administrator\.$/);
    await expect(page.locator('bp-sdk-root'), `${at}: no root without a session`).toHaveCount(0);
  });

  test(`${framework}: the queue's selection opens the form; the quote table fills as carriers answer; Bind binds (sdk_agent_application_start, sdk_quote_bind); the badge counts bindable quotes (sdk_selectors)`, async ({page}) => {
    const deskAt = TutorialPage.at(blocks[framework].desk);
    const tableAt = TutorialPage.at(blocks[framework].table);
    const agent = userWith(terminal.mock, ['agent']);
    // Not en-US: each tab formats the total as formatMoney does with the SDK's configured locale, so all tabs agree.
    const locale = 'de-DE';
    const seen = await open(page, framework, 'desk', agent.email, `?locale=${locale}`);
    await expect(page.locator('bp-sdk-queue'), `${deskAt} shows the queue. ${context(seen)}`).toBeAttached();

    // A new form for the caller of sdk_agent_application_start (Oregon), assigned to the agent: the queue lists it, the agent picks it.
    const form = await page.evaluate(async (scope) => {
      const {createApplicationForm} = await import(`${scope}/sdk-requests`);
      const {mqsAnswers} = await import('/terminal/src/new-application.ts' as string);
      return createApplicationForm({answers: mqsAnswers({businessName: 'Harborline Bakery LLC', contactFirstName: 'Dana', contactLastName: 'Reyes', phone: '(503) 555-0148', email: 'dana.reyes@harborlinebakery.example', street: '1220 NW Marshall St', city: 'Portland', state: 'OR', zip: '97209'})});
    }, identity.npmScope);
    // The queue component emits bpSdkSelect when the agent clicks the row (the stand-in renders no rows).
    await page.locator('bp-sdk-queue').evaluate((queue, id) => queue.dispatchEvent(new CustomEvent('bpSdkSelect', {detail: {applicationFormId: id}, bubbles: true, composed: true})), form.id);
    await expect.poll(async () => (await seen.events('bpSdkApplicationLoaded')).map((d) => d.referenceId), {message: `${deskAt}: the queue's selection opens the form in bp-sdk-root`}).toEqual([form.referenceId]);
    await expect(page.locator('bp-sdk-root'), deskAt).toHaveAttribute('application-form-id', form.id);

    // Quote all (the root's Get quotes; the test is the reader's button): General Liability and Business Owners Policy.
    await page.evaluate(async (scope) => {
      const {getSdk} = await import(`${scope}/sdk-core`);
      const {actions, selectProducts} = await import(`${scope}/sdk-redux`);
      const sdk = getSdk();
      sdk.store.dispatch(actions.products.selectProducts({productIds: selectProducts(sdk.store.getState()).map((p: {id: string}) => p.id)}));
      sdk.store.dispatch(actions.quoteRequests.requestQuotes());
    }, identity.npmScope);
    await expect(page.locator('.badge'), `${TutorialPage.at(guides[framework].badge)}: no bindable quote before the carriers answer`).toHaveText('0 bindable quotes');
    const rows = page.locator('table tbody tr');
    await expect(rows, `${tableAt}: one row per carrier and product. ${context(seen)}`).toHaveCount(4);
    const row = (carrier: string, product: string): Locator => rows.filter({has: page.locator('td:nth-child(1)', {hasText: carrier})}).filter({has: page.locator('td:nth-child(2)', {hasText: product})});
    const cell = (r: Locator, n: number) => r.locator(`td:nth-child(${n})`);
    expect(await rows.evaluateAll((trs) => trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (td) => td.textContent!.trim()).join(' / ').trim()).sort())).toEqual([
      'Great Plains Casualty / Business Owners Policy / sent / – /',
      'Hartwell Mutual / General Liability / sent / – /',
      'Northwind Mutual / Business Owners Policy / sent / – /',
      'Northwind Mutual / General Liability / sent / – /',
    ]);

    // The carriers answer (the mock's control API, as a sandbox test carrier).
    const quotes = () => [...terminal.mock.server.mock.state('sandbox').quoteRequests.values()].filter((q) => q.application_form_id === form.id);
    const numberOf = (carrier: string, coverageTypeId: number) => quotes().find((q) => q.carrier === carrier && q.coverage_type_id === coverageTypeId)!.quote_number;
    await terminal.mock.control('POST', '/quote_requests/answer', {quote_number: numberOf('Northwind Mutual', 4), request_status: 'completed', premium: 2450});
    await terminal.mock.control('POST', '/quote_requests/answer', {quote_number: numberOf('Hartwell Mutual', 1), request_status: 'in_progress'});
    const nwm = row('Northwind Mutual', 'Business Owners Policy');
    await expect(cell(nwm, 3), tableAt).toHaveText('completed');
    const money = new Intl.NumberFormat(locale, {style: 'currency', currency: 'USD'}).format(2450);
    await expect(cell(nwm, 4), `${tableAt}: the total per year, formatMoney(totalPrice, sdk.config.locale) with the SDK's locale ${locale}`).toHaveText(money);
    await expect(cell(row('Hartwell Mutual', 'General Liability'), 3), `${tableAt}: statuses read as words (in_progress as "in progress")`).toHaveText('in progress');
    if (framework === 'react') await expect(page.locator('table caption'), `${tableAt}: the progress caption`).toHaveText('Quotes: 1 of 4 carriers answered');
    const badgeAt = TutorialPage.at(guides[framework].badge);
    await expect(page.locator('.badge'), `${badgeAt}: the selector's value follows the store (sdk_selectors)`).toHaveText('1 bindable quotes');
    await expect(page.locator('bp-sdk-quote-request-bind'), `${tableAt}: Bind only on the bindable row`).toHaveCount(1);
    await expect(nwm.locator('bp-sdk-quote-request-bind'), tableAt).toHaveAttribute('quote-request-id', quotes().find((q) => q.quote_number === numberOf('Northwind Mutual', 4))!.id);

    // Bind: the SDK binds (nothing on this page cancels bpSdkBindRequested), after its payment step:
    // Northwind Mutual takes payment at bind and requirePayment defaults to true; the carrier binds.
    await nwm.locator('bp-sdk-quote-request-bind').click();
    const payment = page.getByRole('dialog', {name: 'Payment'});
    await expect(payment, `${tableAt}: the payment step of a carrier that takes payment`).toContainText('Northwind Mutual takes payment at bind');
    await payment.getByRole('button', {name: 'Pay and bind'}).click();
    await expect(cell(nwm, 3), `${tableAt}: the row moves to binding. ${context(seen)}`).toHaveText('binding');
    await terminal.mock.control('POST', '/quote_requests/answer', {quote_number: numberOf('Northwind Mutual', 4), request_status: 'bound'});
    await expect(cell(nwm, 3), tableAt).toHaveText('bound');
    await expect.poll(async () => (await seen.events('bpSdkBound')).map((d) => d.referenceId)).toEqual([form.referenceId]);
    expect(quotes().find((q) => q.quote_number === numberOf('Northwind Mutual', 4))?.request_status, 'the platform bound the quote request').toBe('bound');
  });
}

for (const framework of ['react', 'angular'] as const) {
  test(`${framework}: sdk_web_components' root binding sets the form id as a property and hears bpSdkSubmit`, async ({page}) => {
    const at = TutorialPage.at(guides[framework].quote);
    const agent = userWith(terminal.mock, ['agent']);
    const seen = await open(page, framework, 'quote', agent.email);
    await expect.poll(() => page.evaluate(() => typeof (window as any).mountQuote), {message: `${at}: the page starts. ${context(seen)}`}).toBe('function');
    const form = await page.evaluate(async (scope) => {
      const {createApplicationForm} = await import(`${scope}/sdk-requests`);
      return createApplicationForm({answers: [{code: 'mqs_business_name', answer: 'Harborline Bakery LLC'}]});
    }, identity.npmScope);
    await page.evaluate((id) => (window as any).mountQuote(id), form.id);
    const root = page.locator('bp-sdk-root[flow="partner"]');
    // The property, not an attribute: the root loads the form it is given (the stand-in's applicationFormId setter).
    await expect.poll(async () => (await seen.events('bpSdkApplicationLoaded')).map((d) => d.referenceId), {message: `${at}: the root gets applicationFormId and opens the form. ${context(seen)}`}).toEqual([form.referenceId]);
    expect(await root.evaluate((element) => (element as HTMLElement & {applicationFormId?: string}).applicationFormId), `${at}: applicationFormId is the root's property`).toBe(form.id);
    expect(await root.evaluate((element) => element.getAttributeNames().filter((name) => /applicationformid/i.test(name))), `${at}: no attribute named applicationFormId`).toEqual([]);
    // A component inside the root emits bpSdkSubmit (bubbles, composed): the page's handler runs once.
    await root.evaluate((element) => {
      const child = element.appendChild(document.createElement('span'));
      child.attachShadow({mode: 'open'}).appendChild(document.createElement('span')).dispatchEvent(new CustomEvent('bpSdkSubmit', {detail: {}, bubbles: true, composed: true}));
    });
    expect(await page.evaluate(() => (window as any).__submitted), `${at}: the bpSdkSubmit listener calls onSubmit once`).toBe(1);
    expect(seen.console.filter((line) => /error/i.test(line)), `${at}: no error in the console`).toEqual([]);
  });
}
