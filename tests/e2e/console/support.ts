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

/** Opens the console of an operation and waits until its mock is ready. */
export async function openConsole(page: Page, operationId: string) {
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
  await expect(answer.or(console.locator('[data-console-notice]'))).toBeVisible({timeout: 15_000});
  if (!(await answer.count())) throw new Error(`${operationId}: no answer: ${await console.locator('[data-console-notice]').innerText()}`);
  return {
    status: Number(await answer.getAttribute('data-console-status')),
    valid: (await answer.getAttribute('data-schema-valid')) === 'true',
    body: (await answer.locator('pre').count()) ? await answer.locator('pre').first().innerText() : '',
  };
}
