/**
 * Helpers of the API console's browser tests: the operations and their pages
 * (from the OpenAPI document, as the API plugin reads it), opening a console,
 * sending and reading its answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import {tokens} from '../../../src/site/identity';
import {listOperations, loadDocument, normalizeOperation} from '../../../src/plugins/openapi/document';
import type {OperationData} from '../../../src/plugins/openapi/types';
import type {Locator} from '@playwright/test';
import {expect, type Page} from '../support/test';

const source = path.resolve(__dirname, '../../../src/data/openapi/bindpoint.openapi.yaml');

/** Every operation a console can send (the webhooks are sent to you, not by you). */
export function consoleOperations(): OperationData[] {
  const {doc} = loadDocument(fs.readFileSync(source, 'utf8'), tokens);
  return listOperations(doc)
    .map((ref) => normalizeOperation(doc, ref))
    .filter((op) => op.kind === 'path');
}

/** Operations grouped by the page that documents them, in document order. */
export function operationsByPage(): Array<{page: string; ops: OperationData[]}> {
  const pages = new Map<string, OperationData[]>();
  for (const op of consoleOperations()) pages.set(op.page, [...(pages.get(op.page) ?? []), op]);
  return [...pages].map(([page, ops]) => ({page, ops}));
}

/** The Try it button: the operation box's own button. */
export const tryIt = (page: Page, operationId: string) => page.locator(`[data-operation-id="${operationId}"] > button`);

export const consoleOf = (page: Page, operationId: string) => page.locator(`[data-api-console="${operationId}"]`);

/** Opens the console of an operation (closing another one open: the console is a modal dialog) and waits until its mock is ready. */
export async function openConsole(page: Page, operationId: string) {
  const open = page.locator(`dialog[open]:has([data-api-console]):not(:has([data-api-console="${operationId}"]))`);
  if (await open.count()) {
    await page.keyboard.press('Escape');
    await expect(open).toHaveCount(0);
  }
  await tryIt(page, operationId).click();
  const console = consoleOf(page, operationId);
  await expect(console.locator('[data-console-send]')).toBeEnabled({timeout: 20_000});
  return console;
}

/** Clicks Send and waits for the answer; returns its status and whether it matched the documented schema. */
export async function send(page: Page, operationId: string): Promise<{status: number; valid: boolean; body: string}> {
  const console = consoleOf(page, operationId);
  await console.locator('[data-console-send]').click();
  // The answer of an earlier send goes when Send is clicked; wait for the new one.
  await expect(console.locator('[data-console-send]')).toHaveText('Send', {timeout: 15_000});
  const answer = console.locator('[data-console-status]');
  // An answer, or a notice that says why there is none; a notice can stand beside an answer (the mock was reset), so the first.
  await expect(answer.or(console.locator('[data-console-notice]')).first()).toBeVisible({timeout: 15_000});
  if (!(await answer.count())) throw new Error(`${operationId}: no answer: ${await console.locator('[data-console-notice]').innerText()}`);
  return {
    status: Number(await answer.getAttribute('data-console-status')),
    valid: (await answer.getAttribute('data-schema-valid')) === 'true',
    body: (await answer.locator('pre').count()) ? await answer.locator('pre').first().innerText() : '',
  };
}

/** The text of the curl, JavaScript and Python tabs of a sample block (the console's code or the page's samples). */
export async function samplesIn(block: Locator): Promise<{curl: string; javascript: string; python: string}> {
  const out = {curl: '', javascript: '', python: ''};
  for (const [key, name] of [['curl', 'curl'], ['javascript', 'JavaScript'], ['python', 'Python']] as const) {
    await block.getByRole('tab', {name, exact: true}).click();
    const panel = block.locator('[role="tabpanel"]:not([hidden]) pre');
    await expect(panel).toHaveCount(1);
    out[key] = await panel.innerText();
  }
  return out;
}

/** Opens the console's "This request as code" and returns its three samples. */
export async function consoleCode(console: Locator): Promise<{curl: string; javascript: string; python: string}> {
  const details = console.locator('[data-console-code]');
  if ((await details.getAttribute('open')) === null) await details.locator('> summary').click();
  return samplesIn(details);
}

/**
 * Makes the in-browser mock answer off-schema, for the console's mark: a wrapper of the page's `Worker`
 * (installed before the site's scripts) edits the mock worker's reply to the console before the console
 * reads it. From then on (this page and the next), the mock's JSON answers with this status lose
 * `reference_id` and get an unknown `status` and a numeric `id`. With `{from: 'later'}` the wrapper
 * waits for `setMockAnswersBroken(page, true)`: one page shows a valid answer, then a marked one.
 */
export async function breakMockAnswers(page: Page, status: number, {from = 'now'}: {from?: 'now' | 'later'} = {}) {
  await installReplyWrapping(page);
  await page.addInitScript(
    ([status, broken]) => {
      const flags = window as unknown as {__bpMockAnswersBroken?: boolean} & ReplyWrapping;
      flags.__bpMockAnswersBroken = broken;
      const edit = (data: any) => {
        const reply = data?.result;
        if (!flags.__bpMockAnswersBroken || !reply || reply.status !== status || !(reply.body instanceof ArrayBuffer)) return data;
        const body = JSON.parse(new TextDecoder().decode(reply.body));
        delete body.reference_id;
        body.status = 'no_such_status';
        body.id = 42;
        return {...data, result: {...reply, body: new TextEncoder().encode(JSON.stringify(body)).buffer}};
      };
      flags.__bpWrapWorkerReplies((listener) => (event) => listener({data: edit(event.data)} as MessageEvent));
    },
    [status, from === 'now'] as const,
  );
}

/** Turns the edit of `breakMockAnswers(page, status, {from: 'later'})` on or off, on this page. */
export async function setMockAnswersBroken(page: Page, broken: boolean) {
  await page.evaluate((broken) => {
    (window as unknown as {__bpMockAnswersBroken?: boolean}).__bpMockAnswersBroken = broken;
  }, broken);
}

/** How many requests of an operation the in-browser mock received (its control API's log). */
export async function received(page: Page, operationId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const log = (await (await fetch('/__mock/log')).json()) as Array<{operationId: string | null}> | {entries: Array<{operationId: string | null}>};
    const entries = Array.isArray(log) ? log : log.entries;
    return entries.filter((e) => e.operationId === id).length;
  }, operationId);
}

/**
 * Holds the mock's answers back until `release()` runs in the page: a wrapper of the page's `Worker`
 * (installed before the site's scripts) keeps each reply of the mock's worker to a request
 * (`handle`) until then, so a test can act while a request is on its way; after it, replies pass.
 */
export async function holdMockAnswers(page: Page) {
  await installReplyWrapping(page);
  await page.addInitScript(() => {
    const w = window as unknown as {releaseMock(): void} & ReplyWrapping;
    const held: Array<() => void> = [];
    let holding = true;
    w.releaseMock = () => {
      holding = false;
      held.splice(0).forEach((go) => go());
    };
    w.__bpWrapWorkerReplies((listener) => (event) => {
      const reply = event.data?.result;
      if (holding && reply && typeof reply === 'object' && 'status' in reply && 'headers' in reply) held.push(() => listener(event));
      else listener(event);
    });
  });
}

type ReplyListener = (event: MessageEvent) => void;
/** What installReplyWrapping puts on the page's window. */
interface ReplyWrapping {
  __bpWrapWorkerReplies(wrap: (listener: ReplyListener) => ReplyListener): void;
}

/**
 * Before the site's scripts: `window.__bpWrapWorkerReplies(wrap)`, which makes every `Worker` created
 * after it hand the replies of its worker to the `onmessage` listener through `wrap` (the console's
 * client listens there). Each call wraps the `Worker` of the calls before it.
 */
async function installReplyWrapping(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Partial<ReplyWrapping>;
    if (w.__bpWrapWorkerReplies) return;
    w.__bpWrapWorkerReplies = (wrap) => {
      const Real = window.Worker;
      class Wrapped extends Real {}
      const base = Object.getOwnPropertyDescriptor(Real.prototype, 'onmessage')!;
      Object.defineProperty(Wrapped.prototype, 'onmessage', {
        configurable: true,
        get(this: Worker) {
          return base.get!.call(this);
        },
        set(this: Worker, listener: ReplyListener | null) {
          base.set!.call(this, listener && wrap(listener));
        },
      });
      window.Worker = Wrapped;
    };
  });
}
