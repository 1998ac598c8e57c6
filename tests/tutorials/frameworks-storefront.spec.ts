/**
 * The React and Angular tabs of the storefront tutorials, as printed, in
 * Chromium: docs/sdk/custom_storefront_tutorials/sdk_guest_auth.mdx
 * (src/GuestQuote.tsx, src/app/guest-quote.component.ts, with the TypeScript
 * tab's src/bindpoint.ts they reuse), sdk_guest_application_start.mdx
 * (src/GuestApplication.tsx, src/app/guest-application.component.ts) and
 * storefront_attribution.mdx (the entry points src/main.tsx and
 * src/main.angular.ts that mount them), bundled by support/frameworks.ts,
 * against the Express back end of the first tutorial and the mock, as
 * storefront.spec.ts runs the plain tabs. A visitor starts one guest session
 * (one token, one exchange, even under React's StrictMode), the landing
 * page's answers reach bp-sdk-root, and a guest who resumed a form on
 * continue.html gets that form opened.
 */
import crypto from 'node:crypto';
import {expect, test, type Page} from '@playwright/test';
import {htmlPage, routePlatform, startFrontEnd, type FrontEnd} from './support/front-end';
import {bundle, write} from './support/frameworks';
import {startMock, type TutorialMock} from './support/mock';
import {onPort, save, scratch, TutorialPage} from './support/page-code';
import {startServer, TS_HOOKS, type Running} from './support/processes';
import {PORTS} from './support/repo';

const auth = new TutorialPage('docs/sdk/custom_storefront_tutorials/sdk_guest_auth.mdx');
const start = new TutorialPage('docs/sdk/custom_storefront_tutorials/sdk_guest_application_start.mdx');
const attribution = new TutorialPage('docs/sdk/custom_storefront_tutorials/storefront_attribution.mdx');
const install = new TutorialPage('docs/sdk/sdk_install.mdx');

test.describe.configure({mode: 'serial'});

let mock: TutorialMock;
let dir: string;
let backEnd: Running;
let front: FrontEnd;

/** Where each framework's component comes from, for the messages. */
const blocks = {
  react: {quote: auth.titled('src/GuestQuote.tsx'), application: start.titled('src/GuestApplication.tsx'), main: attribution.titled('src/main.tsx')},
  angular: {quote: auth.titled('src/app/guest-quote.component.ts'), application: start.titled('src/app/guest-application.component.ts'), main: attribution.titled('src/main.angular.ts')},
};
type Framework = keyof typeof blocks;
/** sdk_install's React and Angular tabs: their component and their entry point (in install/, a project of its own). */
const installed = {
  react: {component: install.titled('src/QuotePage.tsx'), main: install.titled('src/main.tsx'), host: '<div id="root"></div>'},
  angular: {component: install.titled('src/app/quote.component.ts'), main: install.nth('ts', 0, (b) => b.title === 'src/main.ts' && /bootstrapApplication/.test(b.code)), host: '<app-quote></app-quote>'},
};
/** The element each framework mounts into: React's #root, the Angular component's selector. */
const HOST = {react: '<div id="root"></div>', angular: '<app-guest-application></app-guest-application>'};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mock = await startMock();
  dir = scratch('storefront-frameworks');
  for (const title of ['server/bindpoint.ts', 'server/routes.ts', 'src/bindpoint.ts', 'src/bp-sdk-jsx.d.ts', 'src/GuestQuote.tsx', 'src/app/guest-quote.component.ts']) save(dir, auth.titled(title));
  save(dir, auth.titled('server/index.ts'), 'server/index.ts', `${onPort(auth.titled('server/index.ts'), PORTS.backEnd)}\nimport './resume';\n`);
  for (const title of ['server/resume.ts', 'src/prefill.ts', 'src/continue.ts', 'src/GuestApplication.tsx', 'src/app/guest-application.component.ts']) save(dir, start.titled(title));
  for (const title of ['src/attribution.ts', 'src/main.tsx', 'src/main.angular.ts']) save(dir, attribution.titled(title));

  // What the first tutorial leaves to the reader: mounting its component (the second page's entry points do it for theirs).
  write(dir, 'entry/react-guest-quote.tsx', `import {StrictMode} from 'react';\nimport {createRoot} from 'react-dom/client';\nimport {GuestQuote} from '../src/GuestQuote';\n\ncreateRoot(document.getElementById('root')!).render(<StrictMode><GuestQuote /></StrictMode>);\n`);
  // JIT: the Angular compiler before any component (the reader's Angular CLI compiles ahead of time instead).
  write(dir, 'entry/angular-guest-quote.ts', `import '@angular/compiler';\nimport {bootstrapApplication} from '@angular/platform-browser';\nimport {GuestQuoteComponent} from '../src/app/guest-quote.component';\n\nbootstrapApplication(GuestQuoteComponent).catch((error: unknown) => console.error(error));\n`);
  write(dir, 'entry/angular-main.ts', `import '@angular/compiler';\nimport '../src/main.angular';\n`);
  // sdk_install: its entry points import the reader's root component, ./App and ./app/app.component: here the page's quote component.
  for (const {component, main} of Object.values(installed)) for (const block of [component, main]) save(dir, block, `install/${block.title}`);
  write(dir, 'install/src/App.tsx', `export {QuotePage as App} from './QuotePage';\n`);
  write(dir, 'install/src/app/app.component.ts', `export {QuoteComponent as AppComponent} from './quote.component';\n`);
  write(dir, 'install/entry-angular.ts', `import '@angular/compiler';\nimport './src/main.ts';\n`);
  await bundle(dir, {'react-guest-quote': 'entry/react-guest-quote.tsx', 'angular-guest-quote': 'entry/angular-guest-quote.ts', 'react-main': 'src/main.tsx', 'angular-main': 'entry/angular-main.ts', 'install-react': 'install/src/main.tsx', 'install-angular': 'install/entry-angular.ts'});
  for (const framework of ['react', 'angular'] as const) write(dir, `install/${framework}.html`, htmlPage(`${installed[framework].host}\n<script type="module" src="/bundle/install-${framework}.js"></script>`));
  write(dir, 'react-guest-quote.html', htmlPage(`${HOST.react}\n<script type="module" src="/bundle/react-guest-quote.js"></script>`));
  write(dir, 'angular-guest-quote.html', htmlPage('<app-guest-quote></app-guest-quote>\n<script type="module" src="/bundle/angular-guest-quote.js"></script>'));
  write(dir, 'continue.html', htmlPage(start.titled('continue.html (body)').code));

  front = await startFrontEnd(dir, PORTS.frontEnd, PORTS.backEnd);
  const env = {...mock.env, BP_STOREFRONT_ORIGIN: front.origin, SESSION_SECRET: crypto.randomBytes(32).toString('hex')};
  backEnd = await startServer('the Express back end (server/index.ts)', 'node', ['--import', TS_HOOKS, 'server/index.ts'], {cwd: dir, port: PORTS.backEnd, env});
});

test.afterAll(async () => {
  await backEnd?.stop();
  await front?.close();
  await mock?.stop();
});

/** The storefront's page `/` (index.html) is the framework's app, mounted by the page's entry point. */
function serveApp(framework: Framework): void {
  write(dir, 'index.html', htmlPage(`${HOST[framework]}\n<script type="module" src="/bundle/${framework}-main.js"></script>`));
}

interface Seen {
  console: string[];
  requests: string[];
  /** The SDK's window events the page received. */
  events(type: string): Promise<Array<Record<string, unknown>>>;
}

async function watch(page: Page): Promise<Seen> {
  const seen = {console: [] as string[], requests: [] as string[]};
  page.on('console', (message) => seen.console.push(message.text()));
  page.on('pageerror', (error) => seen.console.push(`pageerror: ${error.message}`));
  page.on('response', (response) => seen.requests.push(`${response.request().method()} ${response.url()} ${response.status()}`));
  await page.addInitScript(() => {
    const record = ((window as any).__sdkEvents = [] as Array<{type: string; detail: unknown}>);
    for (const type of ['bpSdkAuthenticated', 'bpSdkApplicationLoaded', 'bpSdkError']) window.addEventListener(type, (e) => record.push({type, detail: (e as CustomEvent).detail}));
  });
  await routePlatform(page, mock);
  return {...seen, events: (type) => page.evaluate((t) => (window as any).__sdkEvents.filter((e: {type: string}) => e.type === t).map((e: {detail: unknown}) => e.detail), type)};
}

const context = (seen: Seen) => `Console:\n${seen.console.join('\n')}\nRequests:\n${seen.requests.join('\n')}\nBack end:\n${backEnd.output()}`;

/** One guest-token call answered 200 and one exchange at the auth host, per page load (Step 4 of sdk_guest_auth). */
function expectOneSession(seen: Seen, what: string) {
  expect(seen.requests.filter((r) => r.includes('/api/bindpoint/guest-token')), `${what}: one POST /api/bindpoint/guest-token per page load. ${context(seen)}`).toEqual([`POST ${front.origin}/api/bindpoint/guest-token 200`]);
  expect(seen.requests.filter((r) => r.startsWith('POST https://auth.')), `${what}: one exchange of the token at the auth host, answered 201. ${context(seen)}`).toEqual([expect.stringMatching(/\/sdk\/sessions 201$/)]);
}

const consumerForm = () => {
  const tenant = mock.server.mock.state('sandbox').tenants.get(mock.env.BP_TENANT_ID!)!;
  const form = [...tenant.forms.values()].find((f) => f.flow === 'consumer' && f.answers.get('mqs_zipcode') && f.answers.get('mqs_last_name'));
  if (!form) throw new Error('The fixture world has no consumer form with mqs_zipcode and mqs_last_name in the reader tenant: the resume step needs one');
  return {reference: form.reference_id, zip: String(form.answers.get('mqs_zipcode')!.answer), lastName: String(form.answers.get('mqs_last_name')!.answer)};
};

for (const framework of ['react', 'angular'] as const) {
  test(`${framework}: the guest-quote component starts one guest session and shows the root (sdk_guest_auth)`, async ({page}) => {
    const at = TutorialPage.at(blocks[framework].quote);
    const seen = await watch(page);
    await page.goto(`${front.origin}/${framework}-guest-quote.html`);
    await expect(page.locator('bp-sdk-root[flow="consumer"]'), `${at} shows bp-sdk-root once the session started. ${context(seen)}`).toBeAttached();
    await expect(page.locator('[role="alert"]'), `${at}: no failure message`).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]'), `${at}: the loading state is gone`).toHaveCount(0);
    expect(await seen.events('bpSdkAuthenticated'), `${at}: a guest session`).toEqual([expect.objectContaining({role: 'guest'})]);
    // React: StrictMode runs the effect twice in development; src/bindpoint.ts's one promise keeps it one exchange.
    expectOneSession(seen, at);
  });

  test(`${framework}: the page's entry point mounts the application with the landing page's answers and source (sdk_guest_application_start, storefront_attribution)`, async ({page}) => {
    const at = `${TutorialPage.at(blocks[framework].application)} mounted by ${TutorialPage.at(blocks[framework].main)}`;
    serveApp(framework);
    const seen = await watch(page);
    await page.goto(`${front.origin}/?business=Harborline%20Bakery&zip=97209&source=spring-mailer`);
    const root = page.locator('bp-sdk-root[flow="consumer"]');
    await expect(root, `${at} shows bp-sdk-root once the session started. ${context(seen)}`).toBeAttached();
    // Step 2: the answers go to the root as a property (an array), for the first save of the new form.
    expect(await root.evaluate((element) => (element as HTMLElement & {answers?: unknown}).answers), `${at}: the query's business name and ZIP code reach bp-sdk-root's answers property`).toEqual([
      {code: 'mqs_business_name', answer: 'Harborline Bakery'},
      {code: 'mqs_zipcode', answer: '97209'},
    ]);
    await expect(root, `${at}: an unbound guest session starts a new form (no application-form-id)`).not.toHaveAttribute('application-form-id');
    expect(await page.evaluate(() => sessionStorage.getItem('acme.source')), `${TutorialPage.at(blocks[framework].main)} calls captureSource() before the app starts`).toBe('spring-mailer');
    expectOneSession(seen, at);
  });

  test(`${framework}: a guest who resumed on continue.html gets the form the back end found opened (sdk_guest_application_start, Step 7)`, async ({page}) => {
    const at = TutorialPage.at(blocks[framework].application);
    const form = consumerForm();
    serveApp(framework);
    const seen = await watch(page);
    await page.goto(`${front.origin}/continue.html?reference=${form.reference}`);
    await page.fill('input[name="zipcode"]', form.zip);
    await page.fill('input[name="lastName"]', form.lastName);
    await page.click('button[type="submit"]');
    await page.waitForURL(`${front.origin}/`);
    await expect(page.locator('bp-sdk-root'), `${at} shows bp-sdk-root once the session started. ${context(seen)}`).toBeAttached();
    // "Back on the storefront page, nothing else changes": the token is bound to the form, and the root must open it.
    await expect
      .poll(async () => (await seen.events('bpSdkApplicationLoaded')).map((d) => d.referenceId), {message: `${at}: after the resume, the session is bound to ${form.reference} and the component must open it in bp-sdk-root (application-form-id from the session), as src/storefront.ts does. ${context(seen)}`})
      .toEqual([form.reference]);
    expect(await seen.events('bpSdkError'), 'no SDK error').toEqual([]);
  });
}

for (const framework of ['react', 'angular'] as const) {
  test(`${framework}: sdk_install's quote page starts one guest session through bp-sdk-setup`, async ({page}) => {
    const at = `${TutorialPage.at(installed[framework].component)} mounted by ${TutorialPage.at(installed[framework].main)}`;
    const seen = await watch(page);
    await page.goto(`${front.origin}/install/${framework}.html`);
    await expect(page.locator('bp-sdk-root[flow="consumer"]'), `${at} shows bp-sdk-root with the token. ${context(seen)}`).toBeAttached();
    await expect.poll(async () => (await seen.events('bpSdkAuthenticated')).length + (await seen.events('bpSdkError')).length, {message: `${at}: bp-sdk-setup starts a session or reports why not`}).toBeGreaterThan(0);
    expect(await seen.events('bpSdkError'), `${at}: no SDK error`).toEqual([]);
    expect(await seen.events('bpSdkAuthenticated'), `${at}: bp-sdk-setup exchanges the token for a guest session`).toEqual([expect.objectContaining({role: 'guest'})]);
    // React: StrictMode runs the effect twice in development; still one token per page load (sdk_guest_auth's tip).
    expectOneSession(seen, at);
  });
}
