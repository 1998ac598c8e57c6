/**
 * The claims check picks one situation per typed status (situations.ts): by
 * the code in backticks, by a situation's words, or by the page's situation
 * of that status; per API where a shared situation differs per API.
 */
import fs from 'node:fs';
import {describe, expect, test} from 'vitest';
import {loadDocument} from '../../../src/plugins/openapi/document';
import {OPENAPI_SOURCE} from '../../../src/site/fact-tokens';
import {tokens} from '../../../src/site/identity';
import {checkSituations, situationIndex} from './situations';
import type {Unit} from './text';

const index = situationIndex(loadDocument(fs.readFileSync(OPENAPI_SOURCE, 'utf8'), tokens).doc);
const read = (text: string, file = 'docs/guide.mdx') => {
  const unit: Unit = {file, line: 1, text, scope: file};
  return checkSituations([unit], index, {tokensIn: () => true}).map((f) => [f.fact, f.write]);
};

describe('one situation per typed status', () => {
  test("a 429 on the Leads API is the Leads API's limit, not the token endpoint's", () => {
    const [finding] = read('The Leads API answers `429` with `rate_limited` when a backfill goes too fast.');
    expect(finding?.[1]).toMatch(/^\{\{rule:(createDisposition|getDispositions)\.rate_limited\}\}$/);
  });

  test('a 429 on no named API is the shared situation', () => {
    expect(read('Over the limit, the API answers `429` with `rate_limited`.')).toEqual([['rule:rate_limited', '{{rule:rate_limited}}']]);
  });

  test("a form of another tenant answering 404 is the form's not-found, not the tenant path's 403", () => {
    expect(read('The form\'s tenant is derived from the token, and a form of another tenant answers `404`.', 'docs/api/get_latest_application_form.mdx'))
      .toEqual([['rule:getLatestApplicationForm.form_not_found', '{{rule:getLatestApplicationForm.form_not_found}}']]);
  });

  test('a 404 typed for a 409 situation is a wrong status, with the token to write', () => {
    expect(read('A form that is bound, closed or lent to the Exchange answers `404` with `form_locked`.', 'docs/api/update_application_form.mdx'))
      .toEqual([['form_locked', '{{rule:updateApplicationForm.form_locked}}']]);
  });

  test("a role's 403 is the role refusal, not another tenant's", () => {
    expect(read('For a user whose only role is `agent` lending answers `403`.', 'docs/api/lend_app_form.mdx'))
      .toEqual([['rule:lendApplicationForm.role_refused', '{{rule:lendApplicationForm.role_refused}}']]);
  });

  test('a duplicate phone number answering 400 is a wrong status', () => {
    expect(read('A duplicate phone number within 60 days answers 400.', 'docs/api/send_prospect.mdx').map(([fact]) => fact)).toEqual(['duplicate_prospect']);
  });
});

describe('the code after the status', () => {
  test('wins over words nearer the status (the clone refused with already_lent, not the update with form_locked)', () => {
    expect(read('A form lent to the Exchange cannot be cloned while the Exchange holds it: the call answers `409` with the error code `already_lent`.', 'docs/api/clone_application_form.mdx'))
      .toEqual([['rule:cloneApplicationForm.already_lent', '{{rule:cloneApplicationForm.already_lent}}']]);
  });
});
