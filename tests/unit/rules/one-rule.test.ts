/**
 * One rule, three renderings: a situation of src/data/rules changed in one
 * place changes the OpenAPI document's responses, the mock's answer and the
 * sentence of the page that cites it. The rule changed here (in this test
 * file's own module registry only) is cloneApplicationForm's `already_lent`,
 * from 409 to 423; the page is docs/api/clone_application_form.mdx.
 *
 * Every import is dynamic and comes after the change: the document and the
 * mock are built from the rules when their modules load.
 *
 * @vitest-isolate: the changed rule must not reach the other test files, which share their
 * modules (vitest.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, test} from 'vitest';

type Json = Record<string, any>;
const root = path.resolve(__dirname, '../../..');
const TOKEN = 'rule:cloneApplicationForm.already_lent';

let doc: Json;
let rendered: {markdown: string; plain: string};
let answer: {status: number; body: Json};

beforeAll(async () => {
  const {OPERATIONS} = await import('../../../src/data/rules');
  const situation = (OPERATIONS as unknown as Record<string, Record<string, {status: number}>>).cloneApplicationForm!.already_lent!;
  expect(situation.status).toBe(409);
  situation.status = 423;

  const {loadMockDocument} = await import('../../../src/mock/node/document');
  doc = loadMockDocument();
  const {rulesOf} = await import('../../../src/data/rules');
  const {renderRule} = await import('../../../src/data/rules/tokens');
  rendered = renderRule(rulesOf(doc), TOKEN, 'docs/api/clone_application_form.mdx');
  const {Kit} = await import('../../../src/mock/__tests__/scenarios/kit');
  const {OWN_SCENARIOS} = await import('../../../src/mock/__tests__/scenarios/own');
  answer = await OWN_SCENARIOS.cloneApplicationForm!.already_lent!(new Kit());
}, 120_000);

describe('a rule changed once changes the document, the mock and the page', () => {
  test('the OpenAPI document lists the situation under its new status, and no longer under the old one', () => {
    const operation = Object.values<Json>(doc.paths).flatMap((item) => Object.values<Json>(item)).find((op) => op?.operationId === 'cloneApplicationForm')!;
    const responses = operation.responses;
    expect(responses['423']?.['x-error-codes']).toContain('already_lent');
    expect(responses['409']?.['x-error-codes'] ?? []).not.toContain('already_lent');
  });

  test('the mock answers the scenario with the new status', () => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(423);
    expect(answer.body.error.code).toBe('already_lent');
  });

  test("the page's sentence cites the rule, and the rule renders the new status", () => {
    const page = fs.readFileSync(path.join(root, 'docs/api/clone_application_form.mdx'), 'utf8');
    expect(page).toContain(`{{${TOKEN}}}`);
    expect(rendered.plain).toMatch(/^423\b/);
    expect(rendered.markdown).toContain('already_lent');
  });
});
