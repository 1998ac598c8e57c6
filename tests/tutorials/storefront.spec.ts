/**
 * The storefront guest tutorials (docs/sdk/custom_storefront_tutorials:
 * sdk_guest_auth.mdx, sdk_guest_application_start.mdx) end to end, as
 * printed: the Express back end (server/bindpoint.ts, server/routes.ts,
 * server/index.ts, server/resume.ts) and the Flask one, the front end
 * (src/bindpoint.ts, src/main.ts, src/storefront.ts and the modules it
 * imports, continue.html with src/continue.ts) in Chromium, the SDK packages
 * through an import map to the test stand-in (sdk/sdk.ts), every platform
 * call answered by the mock. A visitor gets a guest token and starts; resumes
 * a form with a form-bound token only after the back end found the form; a
 * form id the browser sends is refused.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {htmlPage, routePlatform, startFrontEnd, type FrontEnd} from './support/front-end';
import {startMock, type TutorialMock} from './support/mock';
import {onPort, save, scratch, TutorialPage} from './support/page-code';
import {pythonWith, startServer, TS_HOOKS, type Running} from './support/processes';
import {load, PORTS, ROOT} from './support/repo';

const auth = new TutorialPage('docs/sdk/custom_storefront_tutorials/sdk_guest_auth.mdx');
const start = new TutorialPage('docs/sdk/custom_storefront_tutorials/sdk_guest_application_start.mdx');
const flaskBlock = auth.nth('python', 0, (b) => /from flask import/.test(b.code));

test.describe.configure({mode: 'serial'});

let mock: TutorialMock;
let dir: string;
let backEnd: Running;
let front: FrontEnd;
let env: Record<string, string>;

test.beforeAll(async () => {
  mock = await startMock();
  dir = scratch('storefront');
  for (const title of ['server/bindpoint.ts', 'server/routes.ts', 'src/bindpoint.ts', 'src/main.ts']) save(dir, auth.titled(title));
  // server/index.ts on the test's port; the next tutorial says: import './resume' in it once.
  save(dir, auth.titled('server/index.ts'), 'server/index.ts', `${onPort(auth.titled('server/index.ts'), PORTS.backEnd)}\nimport './resume';\n`);
  for (const title of ['server/resume.ts', 'src/storefront.ts', 'src/prefill.ts', 'src/application.ts', 'src/quote-summary.ts', 'src/bind-terms.ts', 'src/continue.ts']) save(dir, start.titled(title));
  // Page 1: "Put <bp-sdk-root flow="consumer"></bp-sdk-root> in your page" with src/main.ts; page 2: its index.html and continue.html bodies.
  fs.writeFileSync(path.join(dir, 'start.html'), htmlPage('<bp-sdk-root flow="consumer"></bp-sdk-root>\n<p id="quote-error" hidden>error</p>\n<script type="module" src="/src/main.ts"></script>'));
  fs.writeFileSync(path.join(dir, 'index.html'), htmlPage(start.titled('index.html (body)').code));
  fs.writeFileSync(path.join(dir, 'continue.html'), htmlPage(start.titled('continue.html (body)').code));

  front = await startFrontEnd(dir, PORTS.frontEnd, PORTS.backEnd);
  env = {
    ...mock.env,
    // Step 1's .env: the reader's values, their storefront's origin, and a session secret.
    BP_STOREFRONT_ORIGIN: front.origin,
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
  };
  backEnd = await startServer('the Express back end (server/index.ts)', 'node', ['--import', TS_HOOKS, 'server/index.ts'], {cwd: dir, port: PORTS.backEnd, env});
});

test.afterAll(async () => {
  await backEnd?.stop();
  await front?.close();
  await mock?.stop();
});

/** Console lines of the page, and the requests it made, while `action` runs. */
async function watch(page: Page): Promise<{console: string[]; requests: string[]}> {
  const seen = {console: [] as string[], requests: [] as string[]};
  page.on('console', (message) => seen.console.push(message.text()));
  page.on('pageerror', (error) => seen.console.push(`pageerror: ${error.message}`));
  page.on('response', (response) => seen.requests.push(`${response.request().method()} ${response.url()} ${response.status()}`));
  await routePlatform(page, mock);
  return seen;
}

const consumerForm = () => {
  // A consumer form of the reader's sandbox tenant with the ZIP code and last name a guest gives.
  const tenant = mock.server.mock.state('sandbox').tenants.get(mock.env.BP_TENANT_ID!)!;
  const form = [...tenant.forms.values()].find((f) => f.flow === 'consumer' && f.answers.get('mqs_zipcode') && f.answers.get('mqs_last_name'));
  if (!form) throw new Error('The fixture world has no consumer form with mqs_zipcode and mqs_last_name in the reader tenant: the resume step needs one');
  return {id: form.id, reference: form.reference_id, zip: String(form.answers.get('mqs_zipcode')!.answer), lastName: String(form.answers.get('mqs_last_name')!.answer)};
};

test('a visitor gets a guest token from the Express route and starts a guest session (sdk_guest_auth)', async ({page, request}) => {
  const seen = await watch(page);
  await page.goto(`${front.origin}/start.html`);
  await expect
    .poll(() => seen.console.find((l) => /^SDK 4\.2\.0: guest \S+ until /.test(l)), {message: `src/main.ts (${TutorialPage.at(auth.titled('src/main.ts'))}) should log "SDK 4.2.0: guest <uid> until <time>". Console:\n${seen.console.join('\n')}\nBack end:\n${backEnd.output()}`})
    .toBeTruthy();
  const tokenCalls = seen.requests.filter((r) => r.includes('/api/bindpoint/guest-token'));
  expect(tokenCalls, 'Step 4: one POST /api/bindpoint/guest-token answered 200 per page load').toEqual([`POST ${front.origin}/api/bindpoint/guest-token 200`]);
  expect(seen.requests.some((r) => r.startsWith('POST https://auth.') && r.endsWith(' 201')), `Step 4: then one exchange request to the auth host. Requests:\n${seen.requests.join('\n')}`).toBe(true);
  await expect(page.locator('#quote-error')).toBeHidden();

  // "What you should see": two calls, two different unbound tokens; without the Origin header, 403.
  const url = `http://127.0.0.1:${PORTS.backEnd}/api/bindpoint/guest-token`;
  const one = await (await request.post(url, {headers: {Origin: front.origin}})).json();
  const two = await (await request.post(url, {headers: {Origin: front.origin}})).json();
  expect(one).toMatchObject({token: expect.stringMatching(/^gt_/), sdkClientId: mock.env.BP_STOREFRONT_SDK_CLIENT_ID, storefrontCode: mock.env.BP_STOREFRONT_CODE, applicationFormId: null});
  expect(two.token).not.toBe(one.token);
  expect((await request.post(url, {headers: {Origin: 'https://attacker.example'}})).status(), 'the token route refuses another origin').toBe(403);
});

test('a form id the browser sends is refused: the route ignores it, the exchange refuses it (sdk_guest_auth)', async ({page, request}) => {
  const foreign = consumerForm();
  const url = `http://127.0.0.1:${PORTS.backEnd}/api/bindpoint/guest-token?application_form_id=${foreign.id}`;
  const minted = await (await request.post(url, {headers: {Origin: front.origin, 'Content-Type': 'application/json'}, data: {applicationFormId: foreign.id, application_form_id: foreign.id}})).json();
  expect(minted.applicationFormId, `server/routes.ts (${TutorialPage.at(auth.titled('server/routes.ts'))}) must bind a token only to the form in the visitor's server-side session, never to an id the browser sends`).toBeNull();

  // The browser passing a foreign id to the exchange of an unbound token: the platform refuses the session.
  await watch(page);
  await page.goto(`${front.origin}/start.html`);
  const refused = await page.evaluate(
    async ({token, formId, clientId, storefront}) => {
      const core = await import('@bindpoint/sdk-core' as string);
      const sdkAuth = await import('@bindpoint/sdk-auth' as string);
      await core.initialize({clientId, environment: 'sandbox', storefrontCode: storefront, flow: 'consumer'});
      try {
        await sdkAuth.exchangeGuestToken({token, applicationFormId: formId});
        return 'exchanged';
      } catch (error) {
        return (error as {code?: string}).code ?? String(error);
      }
    },
    {token: (await (await request.post(url, {headers: {Origin: front.origin}})).json()).token as string, formId: foreign.id, clientId: mock.env.BP_STOREFRONT_SDK_CLIENT_ID!, storefront: mock.env.BP_STOREFRONT_CODE!},
  );
  expect(refused, 'an unbound token exchanged with a form id the browser chose must be refused').toBe('auth/client-mismatch');
});

test('a guest resumes a form: the back end finds it, binds the next token to it, the storefront opens it (sdk_guest_application_start)', async ({page}) => {
  const form = consumerForm();
  const seen = await watch(page);
  await page.goto(`${front.origin}/continue.html?reference=${form.reference}`);
  await expect(page.locator('input[name="referenceId"]'), 'src/continue.ts fills the reference from the address').toHaveValue(form.reference);

  // Wrong ZIP code: "No quote matches these details." and the session stays unbound.
  await page.fill('input[name="zipcode"]', form.zip === '00000' ? '11111' : '00000');
  await page.fill('input[name="lastName"]', form.lastName);
  await page.click('button[type="submit"]');
  await expect(page.locator('#continue-error')).toHaveText('No quote matches these details.');
  const unbound = await page.evaluate(async () => (await (await fetch('/api/bindpoint/guest-token', {method: 'POST'})).json()).applicationFormId);
  expect(unbound, 'after a failed resume the next token is still unbound').toBeNull();

  await page.fill('input[name="zipcode"]', form.zip);
  await page.click('button[type="submit"]');
  await page.waitForURL(`${front.origin}/`);
  await expect
    .poll(() => seen.console.find((l) => l === `Resumed application ${form.reference}`), {message: `after the resume, server/resume.ts (${TutorialPage.at(start.titled('server/resume.ts'))}) keeps the form in the visitor's session, the guest-token route binds the next token to it, and src/storefront.ts (${TutorialPage.at(start.titled('src/storefront.ts'))}) opens it: the console should show "Resumed application ${form.reference}". Console:\n${seen.console.join('\n')}\nBack end:\n${backEnd.output()}`})
    .toBeTruthy();
  await expect(page.locator('#reference strong')).toHaveText(form.reference);
});

/** Step 5's "What you should see" of the guest page, with the world's tokens rendered as the site renders them. */
function quotingPromise(): {waiting: string; lowest: string; finished: string; line: number} {
  const {worldTokens} = load<typeof import('../../src/data/world/tokens')>('src/data/world/tokens.ts');
  const source = fs.readFileSync(path.join(ROOT, start.file), 'utf8');
  const index = source.indexOf('**What you should see:** in sandbox, test carriers answer');
  if (index < 0) throw new Error(`${start.file}: Step 5 no longer says what the sandbox test carriers show; update this test`);
  const paragraph = source.slice(index, source.indexOf('\n', index)).replace(/\{\{(world:[A-Za-z]+)\}\}/g, (token, name: string) => worldTokens[name] ?? token);
  const quoted = [...paragraph.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  const find = (re: RegExp) => {
    const found = quoted.find((q) => re.test(q));
    if (!found) throw new Error(`${start.file}: Step 5's "What you should see" has no \`${re.source}\` line`);
    return found;
  };
  return {waiting: find(/carriers answered/), lowest: find(/^Quotes from/), finished: find(/^Quoting finished:/), line: source.slice(0, index).split('\n').length};
}

test('the guest quotes the form it resumed; the sandbox test carriers answer by themselves with what Step 5 promises (sdk_guest_application_start)', async ({page}) => {
  const {worldTokens} = load<typeof import('../../src/data/world/tokens')>('src/data/world/tokens.ts');
  const promise = quotingPromise();
  const where = `${start.file}:${promise.line}`;
  const state = mock.server.mock.state('sandbox');
  const form = state.formIndex.get(worldTokens['world:guestQuotingReference']!)!;
  expect(form, `the world's guest quoting form ${worldTokens['world:guestQuotingReference']}`).toBeTruthy();
  const seen = await watch(page);
  // Step 7's resume opens the form in the storefront (the three values only the guest knows).
  await page.goto(`${front.origin}/continue.html?reference=${form.reference_id}`);
  await page.fill('input[name="zipcode"]', String(form.answers.get('mqs_zipcode')!.answer));
  await page.fill('input[name="lastName"]', String(form.answers.get('mqs_last_name')!.answer));
  await page.click('button[type="submit"]');
  await page.waitForURL(`${front.origin}/`);
  await expect.poll(() => seen.console.find((l) => l === `Resumed application ${form.reference_id}`), {message: `Console:\n${seen.console.join('\n')}`}).toBeTruthy();

  // "When the last question set is complete, the root requests quotes" for the products the guest chose: all the form is offered.
  await page.evaluate(async () => {
    const {getSdk} = await import('@bindpoint/sdk-core' as string);
    const redux = await import('@bindpoint/sdk-redux' as string);
    const sdk = getSdk();
    sdk.store.dispatch(redux.actions.products.selectProducts({productIds: redux.selectProducts(sdk.store.getState()).map((p: {id: string}) => p.id)}));
    sdk.store.dispatch(redux.actions.quoteRequests.requestQuotes());
  });
  // The line quote-summary.ts puts right before bp-sdk-root.
  const line = page.locator('xpath=//bp-sdk-root/preceding-sibling::*[1][self::p]');
  await expect(line, `${where}: src/quote-summary.ts (${TutorialPage.at(start.titled('src/quote-summary.ts'))}) shows the progress until the first quote`).toHaveText(promise.waiting);
  // The sandbox test carriers answer by themselves on the mock's clock (src/data/world/carriers.ts, sandbox).
  await mock.control('POST', '/clock', {advance: `${worldTokens['world:sandboxCarrierSeconds']}s`});
  await expect(line, `${where}: after every sandbox test carrier answered, the line shows the lowest price`).toHaveText(promise.lowest);
  await expect
    .poll(() => seen.console.find((l) => l.startsWith('Quoting finished:')), {message: `${where}: the console logs "${promise.finished}". Console:\n${seen.console.join('\n')}`})
    .toBe(promise.finished);
  expect(state.formIndex.get(form.id)!.status, 'the platform moved the form to quoted').toBe('quoted');
});

test('the Flask back end of sdk_guest_auth mints the same guest tokens', async ({page, request}) => {
  const python = pythonWith(['flask', 'requests']);
  // A missing tool fails with the command that installs it (tests/tutorials/support/processes.ts, pythonWith).
  if (python.problem) throw new Error(python.problem);
  save(dir, flaskBlock, 'server.py');
  const flask = await startServer('the Flask back end (server.py)', python.path!, ['-m', 'flask', '--app', 'server', 'run', '--port', String(PORTS.flask)], {cwd: dir, port: PORTS.flask, env});
  try {
    const url = `http://127.0.0.1:${PORTS.flask}/api/bindpoint/guest-token`;
    const minted = await (await request.post(url, {headers: {Origin: front.origin}})).json();
    expect(minted, `${TutorialPage.at(flaskBlock)} answers the token route like the Express one`).toMatchObject({token: expect.stringMatching(/^gt_/), sdkClientId: mock.env.BP_STOREFRONT_SDK_CLIENT_ID, storefrontCode: mock.env.BP_STOREFRONT_CODE, applicationFormId: null});
    expect((await request.post(url)).status(), 'without the Origin header the route answers 403').toBe(403);

    // And the storefront page starts on it.
    front.backEndPort = PORTS.flask;
    const seen = await watch(page);
    await page.goto(`${front.origin}/start.html`);
    await expect.poll(() => seen.console.find((l) => /^SDK 4\.2\.0: guest /.test(l)), {message: `Console:\n${seen.console.join('\n')}\nFlask:\n${flask.output()}`}).toBeTruthy();
  } finally {
    front.backEndPort = PORTS.backEnd;
    await flask.stop();
  }
});
