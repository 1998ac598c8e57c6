/**
 * The custom terminal tutorials (docs/sdk/custom_terminal_tutorials:
 * sdk_agent_auth.mdx, sdk_agent_application_start.mdx, and the desk's
 * modules from sdk_quote_bind.mdx, whose quoting and binding quote-bind.spec.ts
 * drives), as printed (support/terminal.ts saves them): the agent-token route
 * (server/agent-routes.ts with server/bindpoint.ts of the guest tutorial)
 * mints with the agent SDK client id for the signed-in Terminal user; the
 * terminal (terminal/src/agent-sdk.ts, main.ts, desk.ts and the modules it
 * imports) signs in through the SDK stand-in (sdk/sdk.ts) and opens a form;
 * the Send to Exchange control shows, and lending works, only for
 * agency_manager or admin (decision 5), and a plain agent's lend is refused.
 *
 * Pages run (saved by support/terminal.ts, whose norun markers name this file):
 * docs/sdk/custom_terminal_tutorials/sdk_agent_auth.mdx and
 * docs/sdk/custom_terminal_tutorials/sdk_agent_application_start.mdx.
 */
import {expect, test, type Page} from '@playwright/test';
import {TutorialPage} from './support/page-code';
import {load, PORTS} from './support/repo';
import {auth, desk, readerTenant, signIn as signInTo, startTerminal, userWith as userOf, type Terminal} from './support/terminal';

const {facts} = load<typeof import('../../src/site/facts')>('src/site/facts.ts');
const {shapeSource} = load<typeof import('../../src/site/regexp')>('src/site/regexp.ts');

test.describe.configure({mode: 'serial'});

let terminal: Terminal;
let mock: Terminal['mock'];
let backEnd: Terminal['backEnd'];
let front: Terminal['front'];

test.beforeAll(async () => {
  terminal = await startTerminal();
  ({mock, backEnd, front} = terminal);
});

test.afterAll(async () => {
  await terminal?.stop();
});

const userWith = (roles: string[]) => userOf(mock, roles);
const signIn = (page: Page, email?: string) => signInTo(page, terminal, email);

/** A partner form of the reader's tenant that `email` may open and lend: assigned to them, open, not lent, with a phone. */
function formFor(email: string) {
  const form = [...readerTenant(mock).forms.values()].find((f) => f.flow === 'partner' && f.assigned_to === email && !f.lent && !['bound', 'closed'].includes(f.status) && f.answers.get('mqs_phone'));
  if (!form) throw new Error(`The fixture world has no open, unlent partner form with a phone assigned to ${email}`);
  return form;
}

test('the agent-token route mints with the agent SDK client id for the signed-in user only (sdk_agent_auth)', async ({request}) => {
  const agent = userWith(['agent']);
  const url = `http://127.0.0.1:${PORTS.backEnd}/api/bindpoint/agent-token`;
  const at = TutorialPage.at(auth.titled('server/agent-routes.ts'));
  expect((await request.post(url)).status(), `${at}: signed out, the route answers 401`).toBe(401);
  const minted = await request.post(url, {headers: {Cookie: `test_agent=${encodeURIComponent(agent.email)}`}});
  expect(minted.status(), `${at}: signed in as ${agent.email}, the route answers 200. Back end:\n${backEnd.output()}`).toBe(200);
  expect(await minted.json(), `${at} answers the token minted with BP_AGENT_SDK_CLIENT_ID (each SDK client id mints only its own role) and the user's roles`).toMatchObject({
    token: expect.stringMatching(/^at_/),
    sdkClientId: mock.env.BP_AGENT_SDK_CLIENT_ID,
    storefrontCode: mock.env.BP_STOREFRONT_CODE,
    roles: ['agent'],
  });
  const stranger = await request.post(url, {headers: {Cookie: 'test_agent=nobody%40acme-insurance.example'}});
  expect(stranger.status(), `${at}: an e-mail without a Terminal user gets 403 from the route`).toBe(403);
});

test('an agent signs in to the terminal (sdk_agent_auth, terminal/src/main.ts)', async ({page}) => {
  const agent = userWith(['agent']);
  const seen = await signIn(page, agent.email);
  await page.goto(`${front.origin}/terminal/main.html`);
  const expected = `Signed in as ${agent.first_name} ${agent.last_name} (${agent.email}), agent session`;
  await expect.poll(() => seen.find((l) => l === expected), {message: `Step 4 promises "${expected}". Console:\n${seen.join('\n')}\nBack end:\n${backEnd.output()}`}).toBeTruthy();
  await expect(page.locator('#agent-name')).toHaveText(`${agent.first_name} ${agent.last_name}`);
});

test('only agency_manager or admin may lend: the desk hides Send to Exchange for an agent, whose lend is refused (sdk_agent_application_start)', async ({page}) => {
  const agent = userWith(['agent']);
  const form = formFor(agent.email);
  const seen = await signIn(page, agent.email);
  await page.goto(`${front.origin}/terminal/index.html?form=${form.id}`);
  await expect(page.locator('#reference'), `desk.ts opens ?form= and shows its reference. Console:\n${seen.join('\n')}`).toHaveText(form.reference_id);
  const send = page.locator('bp-sdk-send-to-exchange');
  await expect(send, 'desk.ts hides Send to Exchange for a user whose only role is agent').toBeHidden();
  // Were it shown, the platform would refuse the lend: 403, reported as http/403.
  const errors = page.evaluate(() => new Promise<string>((resolve) => window.addEventListener('bpSdkError', (e) => resolve((e as CustomEvent<{code: string}>).detail.code), {once: true})));
  await send.evaluate((element) => (element as HTMLElement).click());
  expect(await errors).toBe('http/403');
});

test('an agency_manager starts a new application from the CRM record and lends it (sdk_agent_application_start)', async ({page}) => {
  const manager = userWith(['agency_manager']);
  const seen = await signIn(page, manager.email);
  await page.goto(`${front.origin}/terminal/index.html`);
  await expect(page.locator('#agent-name'), `Console:\n${seen.join('\n')}\nBack end:\n${backEnd.output()}`).toHaveText(`${manager.first_name} ${manager.last_name}`);
  await page.click('#new-application');
  // Step 2 promises "Created K7M-4QP-2ZD (in_progress) for Harborline Bakery LLC" (the reference differs).
  await expect.poll(() => seen.find((l) => new RegExp(`^Created ${shapeSource(facts.idFormats.referenceId)} \\(in_progress\\) for Harborline Bakery LLC$`).test(l)), {message: `terminal/src/new-application.ts (${TutorialPage.at(desk.titled('terminal/src/new-application.ts'))}). Console:\n${seen.join('\n')}`}).toBeTruthy();
  const reference = /^Created (\S+)/.exec(seen.find((l) => l.startsWith('Created '))!)![1]!;
  await expect(page.locator('#reference')).toHaveText(reference);
  const send = page.locator('bp-sdk-send-to-exchange');
  await expect(send, 'desk.ts shows Send to Exchange to an agency_manager').toBeVisible();
  const lent = page.evaluate(() => new Promise<string>((resolve) => {
    window.addEventListener('bpSdkSentToExchange', (e) => resolve((e as CustomEvent<{referenceId: string}>).detail.referenceId), {once: true});
    window.addEventListener('bpSdkError', (e) => resolve(`error ${(e as CustomEvent<{code: string; message: string}>).detail.code}: ${(e as CustomEvent<{message: string}>).detail.message}`), {once: true});
  }));
  await send.click();
  expect(await lent, 'the lend of an agency_manager succeeds').toBe(reference);
  expect(readerTenant(mock).forms.get(reference)!.lent).toBe(true);
});
