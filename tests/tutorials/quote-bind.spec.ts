/**
 * The quote-and-bind tutorial (docs/sdk/custom_terminal_tutorials/sdk_quote_bind.mdx),
 * as printed, in the desk of the two tutorials before it (support/terminal.ts):
 * an agent starts a form for Harborline Bakery (Portland, OR), preselects
 * products (Step 1), quotes all and requotes one product (Step 2), watches
 * the comparison table fill as carriers answer (Step 3, with the statuses of
 * Step 4), binds through the page's confirmation dialog (Step 5: cancel sends
 * nothing, a bind the carrier rejects ends binding_failed and is requoted,
 * a confirmed bind ends bound with its events), and fetches the quote
 * document with the page's curl (Step 6).
 *
 * The platform's part is the mock's (src/mock/quoting.ts): which carriers
 * get a request (those enabled in src/data/world for the coverage type and
 * state now), what is bindable, the legal transitions. Up to Step 6 the
 * carriers are the test: it holds the sandbox test carriers' automatic
 * answers (`POST /__mock/carriers {"hold": true}`) and answers as them
 * through the mock's control API (`POST /__mock/quote_requests/answer`, the
 * rules of PUT /quote_requests). The last tests let them answer by
 * themselves (src/mock/carriers.ts, as the world says) on a second form: a
 * carrier that binds only in its own portal (no Bind), and a carrier that
 * takes payment at bind, with the payment step and `requirePayment = false`.
 * The page's exported functions are called from the page as the reader's
 * own buttons would call them (`inPage`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {identity} from './support/mock';
import {load} from './support/repo';
import {TutorialPage} from './support/page-code';
import {bash} from './support/processes';
import {bind, readerTenant, signIn, startTerminal, userWith, type Terminal} from './support/terminal';

const {facts} = load<typeof import('../../src/site/facts')>('src/site/facts.ts');
const {shapePattern} = load<typeof import('../../src/site/regexp')>('src/site/regexp.ts');
const REFERENCE_ID = new RegExp(shapePattern(facts.idFormats.referenceId));

test.describe.configure({mode: 'serial'});

let terminal: Terminal;
let page: Page;
let seen: string[];
let reference: string;
let productIds: string[];
/** The PDF the carrier sends with its quote, and the binder. */
const QUOTE_PDF = Buffer.from('%PDF-1.7\n% Northwind Mutual quote\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
const BINDER_PDF = Buffer.from('%PDF-1.7\n% Northwind Mutual binder\n%%EOF\n');

test.beforeAll(async ({browser}) => {
  terminal = await startTerminal();
  // Until the last tests, the test is the sandbox test carriers: their automatic answers are held.
  await terminal.mock.control('POST', '/carriers', {hold: true});
  page = await browser.newPage();
  seen = await signIn(page, terminal, userWith(terminal.mock, ['agent']).email);
});

test.afterAll(async () => {
  await page?.close();
  await terminal?.stop();
});

/** Runs `body` in the page with `sdk` (startAgentSdk of terminal/src/agent-sdk.ts) and the page's module `module` as `m`. */
function inPage<T>(module: string, body: string): Promise<T> {
  return page.evaluate(`(async () => {
    const {sdk} = await (await import('/terminal/src/agent-sdk.ts')).startAgentSdk();
    const m = await import('/terminal/src/${module}');
    ${body}
  })()`) as Promise<T>;
}

/** Window events of the SDK the page received, in order (recorded from the start). */
const events = (type: string) => page.evaluate((t) => ((window as any).__sdkEvents ?? []).filter((e: {type: string}) => e.type === t).map((e: {detail: unknown}) => e.detail), type) as Promise<any[]>;

const rows = () => page.locator('table#quotes tbody tr');
/** The rows of a carrier and product, oldest first. */
const rowOf = (carrier: string, product: string): Locator => rows().filter({has: page.locator('td:nth-child(1)', {hasText: carrier})}).filter({has: page.locator('td:nth-child(2)', {hasText: product})});
const cell = (row: Locator, n: number) => row.locator(`td:nth-child(${n})`);

function quotesOfForm() {
  const env = terminal.mock.server.mock.state('sandbox');
  const form = env.formIndex.get(reference)!;
  return [...env.quoteRequests.values()].filter((q) => form.ids.includes(q.application_form_id)).sort((a, b) => a.created_at.localeCompare(b.created_at));
}
const quote = (carrier: string, coverageTypeId: number, which: 'first' | 'last' = 'last') => {
  const found = quotesOfForm().filter((q) => q.carrier === carrier && q.coverage_type_id === coverageTypeId);
  return which === 'first' ? found[0]! : found.at(-1)!;
};
/** A sandbox test carrier answers one quote request. */
const answer = (quoteNumber: string, update: Record<string, unknown>) => terminal.mock.control('POST', '/quote_requests/answer', {quote_number: quoteNumber, ...update});
const pdf = (kind: string, name: string, bytes: Buffer) => ({kind, file_name: name, content_type: 'application/pdf', content_base64: bytes.toString('base64')});
/** Bodies of the webhook events the reader's tenant got, parsed. */
const delivered = () => readerTenant(terminal.mock).hookRequests.map((r) => JSON.parse(r.body) as {event: string; data: Record<string, any>});

const at = (title: string) => TutorialPage.at(bind.titled(title));

test('Step 1: the agent opens a new form and preselects General Liability and Business Owners Policy', async () => {
  await page.addInitScript(() => {
    const record = (window as any).__sdkEvents = [] as Array<{type: string; detail: unknown}>;
    for (const type of ['bpSdkQuotingStarted', 'bpSdkQuotingFinished', 'bpSdkBindRequested', 'bpSdkBound', 'bpSdkError']) {
      window.addEventListener(type, (e) => record.push({type, detail: (e as CustomEvent).detail}));
    }
  });
  await page.goto(`${terminal.front.origin}/terminal/index.html`);
  const agent = userWith(terminal.mock, ['agent']);
  // desk.ts wires #new-application once the agent session started.
  await expect(page.locator('#agent-name')).toHaveText(`${agent.first_name} ${agent.last_name}`);
  await page.click('#new-application');
  await expect(page.locator('#reference')).toHaveText(REFERENCE_ID);
  reference = (await page.locator('#reference').textContent())!;
  // Coverage types 1 and 4, as the page's example; the products are those the carriers write in Oregon.
  const available = await inPage<string[]>('quoting.ts', `return (await import('${identity.npmScope}/sdk-redux')).selectProducts(sdk.store.getState()).map((p) => p.name);`);
  expect(available, 'in OR, the carriers enabled for acme write General Liability and Business Owners Policy only').toEqual(['General Liability', 'Business Owners Policy']);
  productIds = await inPage<string[]>('products.ts', 'return m.preselectProducts(sdk, [1, 4]);');
  expect(productIds).toEqual(['general_liability', 'business_owners_policy']);
  expect(seen, `${at('terminal/src/products.ts')} promises "Selected: General Liability, Business Owners Policy"`).toContain('Selected: General Liability, Business Owners Policy');
});

test('Step 2 and 3: Quote all sends a request per enabled carrier and product; the table shows them as sent', async () => {
  await inPage('quoting.ts', 'm.quoteAll(sdk);');
  await expect(rows(), `${at('terminal/src/compare.ts')}: one row per carrier and product. Console:\n${seen.join('\n')}`).toHaveCount(4);
  const table = await rows().evaluateAll((trs) => trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells).map((td) => td.textContent)));
  // Harborstone Specialty (GL in OR) was disabled on 2026-11-23; Cedar Ridge writes in AZ and TX only.
  expect(table.map((r) => r.slice(0, 3).join(' / ')).sort()).toEqual([
    'Great Plains Casualty / Business Owners Policy / sent',
    'Hartwell Mutual / General Liability / sent',
    'Northwind Mutual / Business Owners Policy / sent',
    'Northwind Mutual / General Liability / sent',
  ]);
  expect(table.every((r) => r[3] === '–' && r[4] === ''), 'no price and no Bind before a carrier answers').toBe(true);
  const [started] = await events('bpSdkQuotingStarted');
  expect(started, 'bpSdkQuotingStarted fires with the ids of the new quote requests').toEqual({referenceId: reference, quoteRequestIds: quotesOfForm().map((q) => q.id)});
  expect(terminal.mock.server.mock.state('sandbox').formIndex.get(reference)!.status).toBe('quoting');
  // quoteAll does nothing while quoting (selectIsQuoting).
  await inPage('quoting.ts', 'm.quoteAll(sdk);');
  await page.waitForTimeout(500);
  expect(quotesOfForm()).toHaveLength(4);
});

test('Step 3 and 4: rows update in place as carriers answer; prices per year; Bind only on bindable rows', async () => {
  const nwmBop = rowOf('Northwind Mutual', 'Business Owners Policy');
  await answer(quote('Northwind Mutual', 4).quote_number, {request_status: 'completed', premium: 2450, attachments: [pdf('quote_document', 'northwind-mutual-quote.pdf', QUOTE_PDF)]});
  await expect(cell(nwmBop, 3)).toHaveText('completed');
  await expect(cell(nwmBop, 4), `${at('terminal/src/compare.ts')}: prices such as "$1,248.00 / year"`).toHaveText('$2,450.00 / year');
  await expect(nwmBop.getByRole('button', {name: 'Bind'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Bind'}), 'a Bind button only on rows whose quote is bindable').toHaveCount(1);

  // Step 4: in_progress is also the carrier rating or underwriting; referral needs an underwriter.
  const hwmGl = rowOf('Hartwell Mutual', 'General Liability');
  await answer(quote('Hartwell Mutual', 1).quote_number, {request_status: 'in_progress', source_system: 'carrier_portal'});
  await expect(cell(hwmGl, 3)).toHaveText('in progress');
  await answer(quote('Hartwell Mutual', 1).quote_number, {request_status: 'referral'});
  await expect(cell(hwmGl, 3)).toHaveText('referral');
  await answer(quote('Great Plains Casualty', 4).quote_number, {request_status: 'completed', premium: 1248});
  await expect(cell(rowOf('Great Plains Casualty', 'Business Owners Policy'), 4)).toHaveText('$1,248.00 / year');
  expect(await events('bpSdkQuotingFinished'), 'Northwind Mutual has not answered its GL request yet').toEqual([]);
  // Step 2: a carrier that does not answer within the real-time window ends timed_out, which the platform sets.
  await terminal.mock.control('POST', '/clock', {advance: `${facts.carriers.realTimeRespondSeconds}s`});
  await expect(cell(rowOf('Northwind Mutual', 'General Liability'), 3)).toHaveText('timed out');
  await expect(page.getByRole('button', {name: 'Bind'})).toHaveCount(2);
  await expect.poll(() => events('bpSdkQuotingFinished'), 'bpSdkQuotingFinished reports the totals when every carrier has answered').toEqual([{referenceId: reference, completed: 2, failed: 1, bindable: 2}]);
  expect(terminal.mock.server.mock.state('sandbox').formIndex.get(reference)!.status).toBe('quoted');

  // Step 4: the action the page names pins a quote, and its webhook events mark it pinned.
  const gpc = quote('Great Plains Casualty', 4);
  await inPage('quoting.ts', `sdk.store.dispatch((await import('${identity.npmScope}/sdk-redux')).actions.quoteRequests.pin({quoteRequestId: ${JSON.stringify(gpc.id)}, pinned: true}));`);
  await expect.poll(() => delivered().some((e) => e.event === 'quote_request:updated' && e.data.quote_number === gpc.quote_number && e.data.pinned === true), 'pinned quotes are marked pinned in webhook events').toBe(true);
});

/** Clicks Bind on `row`; returns the dialog once it is open. */
async function openBind(row: Locator): Promise<Locator> {
  await row.getByRole('button', {name: 'Bind'}).click();
  const dialog = page.locator('dialog#bind-confirm');
  await expect(dialog, `${at('terminal/src/bind.ts')} opens the dialog on bpSdkBindRequested`).toBeVisible();
  return dialog;
}

test('Step 5: the confirmation names carrier, product, total and quote; Cancel sends nothing', async () => {
  const nwm = quote('Northwind Mutual', 4);
  const dialog = await openBind(rowOf('Northwind Mutual', 'Business Owners Policy'));
  await expect(page.locator('#bind-summary')).toHaveText(`Bind Business Owners Policy with Northwind Mutual for $2,450.00 per year (quote ${nwm.quote_number})?`);
  await dialog.getByRole('button', {name: 'Cancel'}).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(500);
  expect(nwm.request_status, 'Cancel: nothing is sent').toBe('completed');
  expect(delivered().filter((e) => e.data.quote_number === nwm.quote_number && e.data.request_status === 'binding')).toEqual([]);
  expect((await events('bpSdkBindRequested')).length, 'the SDK asked before binding (bpSdkBindRequested), and the page cancelled it').toBe(1);
});

test('Step 5 and Troubleshooting: a bind the carrier rejects ends binding_failed; the product is requoted', async () => {
  const gpc = quote('Great Plains Casualty', 4);
  const dialog = await openBind(rowOf('Great Plains Casualty', 'Business Owners Policy'));
  await dialog.getByRole('button', {name: 'Bind this quote'}).click();
  await expect.poll(() => seen.filter((l) => l === 'Bind requested: binding').length, `${at('terminal/src/bind.ts')} logs "Bind requested: binding"`).toBe(1);
  await expect(cell(rowOf('Great Plains Casualty', 'Business Owners Policy'), 3)).toHaveText('binding');
  expect(gpc.request_status).toBe('binding');
  // While one quote of a product is binding, no other quote of it can be bound (Step 4: binding).
  await expect(rowOf('Northwind Mutual', 'Business Owners Policy').getByRole('button', {name: 'Bind'})).toHaveCount(0);

  await answer(gpc.quote_number, {request_status: 'binding_failed'});
  await expect(cell(rowOf('Great Plains Casualty', 'Business Owners Policy'), 3)).toHaveText('binding failed');
  await expect(rowOf('Great Plains Casualty', 'Business Owners Policy').getByRole('button', {name: 'Bind'})).toHaveCount(0);
  // Step 4: "or bind another carrier's quote of the product": Northwind Mutual's is bindable again.
  await expect(rowOf('Northwind Mutual', 'Business Owners Policy').getByRole('button', {name: 'Bind'})).toHaveCount(1);
  expect(delivered().some((e) => e.event === 'quote_request:failed' && e.data.quote_number === gpc.quote_number && e.data.request_status === 'binding_failed')).toBe(true);
  // A bind of the failed quote (a stale Bind, a retry) is refused, and bind.ts logs the SDK's error with its request id.
  await inPage('quoting.ts', `await (await import('${identity.npmScope}/sdk-requests')).bindQuoteRequest(${JSON.stringify(gpc.id)}).catch(() => undefined);`);
  await expect
    .poll(() => seen.find((l) => l.startsWith('http/409: ')), `${at('terminal/src/bind.ts')} logs bpSdkError as "<code>: <message> (request <id>)"`)
    .toMatch(/^http\/409: Quote request Q-\d{8}-\d{5} is binding_failed; only a completed quote can be bound: requote the product and bind the new quote\. \(request req_\w+\)$/);

  // The fix the page gives: requote the product and bind the new quote.
  const requoted = await inPage<Array<{status: string; product: {id: string}}>>('quoting.ts', `return m.requoteProduct(sdk, ${JSON.stringify(productIds[1])});`);
  expect(requoted.map((q) => `${q.product.id} ${q.status}`)).toEqual(['business_owners_policy sent', 'business_owners_policy sent']);
  await expect(rows()).toHaveCount(6);
  await expect(cell(rowOf('Northwind Mutual', 'Business Owners Policy').last(), 3)).toHaveText('sent');
  await answer(quote('Northwind Mutual', 4).quote_number, {request_status: 'completed', premium: 2450, attachments: [pdf('quote_document', 'northwind-mutual-quote-2.pdf', QUOTE_PDF)]});
  await answer(quote('Great Plains Casualty', 4).quote_number, {request_status: 'completed', premium: 1310});
  await expect(cell(rowOf('Great Plains Casualty', 'Business Owners Policy').last(), 4)).toHaveText('$1,310.00 / year');
});

test('Step 5: a confirmed bind moves the row to binding, then bound, with bpSdkBound and the webhook events', async () => {
  const nwm = quote('Northwind Mutual', 4);
  const row = rowOf('Northwind Mutual', 'Business Owners Policy').last();
  const dialog = await openBind(row);
  await expect(page.locator('#bind-summary')).toHaveText(`Bind Business Owners Policy with Northwind Mutual for $2,450.00 per year (quote ${nwm.quote_number})?`);
  await dialog.getByRole('button', {name: 'Bind this quote'}).click();
  await expect.poll(() => seen.filter((l) => l === 'Bind requested: binding').length).toBe(2);
  await expect(cell(row, 3)).toHaveText('binding');
  await answer(nwm.quote_number, {request_status: 'bound', premium: 2450, attachments: [pdf('binder', 'northwind-mutual-binder.pdf', BINDER_PDF)]});
  await expect(cell(row, 3)).toHaveText('bound');
  const bound = `Bound ${nwm.quote_number} for ${reference}`;
  await expect.poll(() => seen, `${at('terminal/src/bind.ts')}: the console logs "${bound}"`).toContain(bound);
  expect(delivered().some((e) => e.event === 'quote_request:updated' && e.data.quote_number === nwm.quote_number && e.data.request_status === 'bound'), 'quote_request:updated with "request_status": "bound"').toBe(true);
  expect(delivered().some((e) => e.event === 'application_form:bound' && e.data.reference_id === reference), 'application_form:bound').toBe(true);
  await expect(page.getByRole('button', {name: 'Bind'}), 'nothing else of a bound product is bindable').toHaveCount(0);
});

test('Step 6: the ids of the quote_request event fetch the quote document with the page curl', async () => {
  const first = quote('Northwind Mutual', 4, 'first');
  const finished = delivered().find((e) => e.event === 'quote_request:finished' && e.data.quote_number === first.quote_number && e.data.request_status === 'completed');
  expect(finished, 'quote_request:finished carries the completed quote').toBeTruthy();
  expect(finished!.data.attachment_ids).toEqual(first.attachment_ids);
  const inSdk = await inPage<string[]>('quoting.ts', `return (await import('${identity.npmScope}/sdk-redux')).selectQuoteRequestById(sdk.store.getState(), ${JSON.stringify(first.id)})?.attachmentIds;`);
  expect(inSdk, 'selectQuoteRequestById(state, id)?.attachmentIds lists the same ids').toEqual(first.attachment_ids);
  // The receiver stored the event; the page's shell block reads its first id and downloads the file.
  fs.writeFileSync(path.join(terminal.dir, 'quote-request-event.json'), JSON.stringify(finished, null, 2));
  const block = bind.nth('bash', 0, (b) => /attachments/.test(b.code));
  const run = await bash(block.code, {cwd: terminal.dir, env: {...terminal.mock.env, BP_TOKEN: await terminal.mock.token()}});
  expect(run.status, `${TutorialPage.at(block)}: ${run.stderr}`).toBe(0);
  expect(fs.readFileSync(path.join(terminal.dir, 'quote.pdf')).equals(QUOTE_PDF), 'quote.pdf is the carrier\'s quote PDF').toBe(true);
  // Once bound, the quote's events list the binder too.
  const boundEvent = delivered().find((e) => e.event === 'quote_request:finished' && e.data.request_status === 'bound');
  expect(boundEvent?.data.attachment_ids).toHaveLength(2);
});

test('Step 4 and Troubleshooting, with carriers answering by themselves: a portal-only carrier quotes without Bind; payment step or requirePayment = false', async () => {
  const {sandboxQuoting} = load<typeof import('../../src/data/world/sandbox-quoting')>('src/data/world/sandbox-quoting.ts');
  const expected = sandboxQuoting('acme', 'OR', [1, 4]);
  await terminal.mock.control('POST', '/carriers', {hold: false});
  // The desk again, without the confirmation of bind.ts: its bpSdkBindRequested listener is not registered, so
  // the SDK binds as usual (bind.ts: "no dialog on this page: let the SDK bind as usual").
  await page.addInitScript(() => {
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) =>
      add(type, type === 'bpSdkBindRequested' ? () => undefined : listener, options)) as typeof window.addEventListener;
  });
  await page.goto(`${terminal.front.origin}/terminal/index.html`);
  await expect(page.locator('#agent-name')).not.toBeEmpty();
  // A second form for the same business: the sandbox test carriers of src/data/world answer it by themselves.
  await page.click('#new-application');
  await expect(page.locator('#reference')).toHaveText(REFERENCE_ID);
  await expect(page.locator('#reference')).not.toHaveText(reference);
  reference = (await page.locator('#reference').textContent())!;
  await inPage('products.ts', 'return m.preselectProducts(sdk, [1, 4]);');
  await inPage('quoting.ts', 'm.quoteAll(sdk);');
  await expect(rows()).toHaveCount(expected.quotes.length);
  await terminal.mock.control('POST', '/clock', {advance: `${expected.seconds}s`});
  for (const q of expected.quotes) {
    await expect(cell(rowOf(q.carrier, q.product), 4), `src/data/world/carriers.ts: ${q.carrier} answers ${q.product} by itself with ${q.premium} a year`).toHaveText(`${new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'}).format(q.premium!)} / year`);
  }
  // "No Bind button on a completed quote ... the carrier quotes but binds only through its own portal."
  const portal = expected.quotes.find((q) => !q.bindable)!;
  expect(portal, 'the world has a carrier in OR that binds only in its own portal').toBeTruthy();
  await expect(cell(rowOf(portal.carrier, portal.product), 3)).toHaveText('completed');
  await expect(rowOf(portal.carrier, portal.product).getByRole('button', {name: 'Bind'}), `${at('terminal/src/compare.ts')}: no Bind for ${portal.carrier}, which binds only in its own portal`).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Bind'})).toHaveCount(expected.quotes.filter((q) => q.bindable).length);

  // Without the page's dialog, the SDK binds as usual: a carrier that takes payment gets the payment step ("Payment step appears for agents").
  const paying = expected.quotes.filter((q) => q.bindable && q.paymentRequired);
  expect(paying.length, 'the world has two products in OR of a carrier that takes payment at bind').toBeGreaterThanOrEqual(2);
  const [first, second] = paying as [typeof paying[0], typeof paying[0]];
  await rowOf(first.carrier, first.product).getByRole('button', {name: 'Bind'}).click();
  const payment = page.getByRole('dialog', {name: 'Payment'});
  await expect(payment, `requirePayment defaults to true: the payment step appears. Console:\n${seen.join('\n')}`).toContainText(`${first.carrier} takes payment at bind`);
  await payment.getByRole('button', {name: 'Pay and bind'}).click();
  await expect(cell(rowOf(first.carrier, first.product), 3)).toHaveText('binding');
  // "Set the requirePayment property to false": the bind goes at once, the agency bills the premium.
  await rowOf(second.carrier, second.product).locator('bp-sdk-quote-request-bind').evaluate((element) => {
    (element as HTMLElement & {requirePayment: boolean}).requirePayment = false;
    (element as HTMLElement).click();
  });
  await expect(cell(rowOf(second.carrier, second.product), 3)).toHaveText('binding');
  await expect(payment).toHaveCount(0);
  const mine = quotesOfForm();
  const paid = (carrier: string, product: string) => mine.find((q) => q.carrier === carrier && terminal.mock.server.mock.world.coverage_types.find((c) => c.id === q.coverage_type_id)?.name === product)!;
  expect([paid(first.carrier, first.product).bind_payment, paid(second.carrier, second.product).bind_payment], 'the mock got the payment collected by the SDK, then agency billed').toEqual(['collected', 'agency_billed']);
  // The sandbox carrier binds by itself.
  const bindAfter = terminal.mock.server.mock.world.environments.sandbox.carriers!.find((c) => c.name === first.carrier)!.sandbox!.bind_after_seconds;
  await terminal.mock.control('POST', '/clock', {advance: `${bindAfter}s`});
  await expect(cell(rowOf(first.carrier, first.product), 3)).toHaveText('bound');
  await expect(cell(rowOf(second.carrier, second.product), 3)).toHaveText('bound');
  await expect.poll(() => delivered().some((e) => e.event === 'application_form:bound' && e.data.reference_id === reference)).toBe(true);
});
