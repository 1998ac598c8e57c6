/**
 * Every fact of a sentence is checked on its own (issue 35, item 5): a typed
 * literal is found whatever else the sentence names, a typed value whose
 * subject another value took is found, and subjects that share one value are
 * each checked. The first cases are sentences that slipped through before;
 * the last ones must pass (the false positives the new passes had to avoid).
 */
import {describe, expect, test} from 'vitest';
import {checkClaims} from './claims';
import {FACTS} from './corpus';

interface Mix {
  from: string;
  text: string;
  /** The file writes `{{fact:…}}` tokens (a page's body, the OpenAPI document); records do not. */
  tokens?: boolean;
  page?: string;
  expect: Array<[fact: string, stated: string, kind: 'typed' | 'wrong']>;
}

const MIXES: Mix[] = [
  // Slipped through: the literal's subject is named in other words than "reference id", or not at all.
  {from: 'docs/sdk/components/bp-sdk-root.mdx:24 at 54472e2', text: 'Pass `application-form-id` with the public reference (`XXX-XXX-XXX`) or the id of a form to resume it; the root follows the form to its latest version, so an old deep link still opens the current form.', expect: [['referenceId', 'XXX-XXX-XXX', 'typed']]},
  {from: 'docs/sdk/components/bp-sdk-root.mdx:24, a wrong format', text: 'Pass `application-form-id` with the public reference (`XXXX-XXXX`) or the id of a form to resume it.', expect: [['referenceId', 'XXXX-XXXX', 'wrong']]},
  {from: 'a reference shown without its subject words', text: 'Show the `XXX-XXX-XXX` to the agent on the phone.', expect: [['referenceId', 'XXX-XXX-XXX', 'typed']]},
  // Slipped through: another fact's token stands where the literal's subject would be.
  {from: 'docs/webhooks (a phrasing)', text: '`{{fact:signatureHeader}}` carries `sha256=` and the hex digest of the body.', expect: [['signaturePrefix', 'sha256=', 'typed']]},
  {from: 'docs/insurance_intelligence/insurance_intelligence_101.mdx:40 before this branch', text: 'Each returns a transaction id (`tx_id`) and report ids: company reports start with `{{fact:companyReportPrefix}}`, location reports with `LUS`.', expect: [['locationReportPrefix', 'LUS', 'typed']]},
  {from: 'docs/insurance_intelligence/company_submit.mdx:9 before this branch', text: 'The call returns at once with `202 Accepted`: a transaction id (`tx_id`), the id of the company report (starting `CUS`) and the ids of the location reports (starting `LUS`).', expect: [['companyReportPrefix', 'CUS', 'typed'], ['locationReportPrefix', 'LUS', 'typed']]},
  {from: 'docs/insurance_intelligence/insurance_intelligence_101.mdx:30 before this branch (a diagram)', text: 'II-->>App: tx_id, CUS... company report id, LUS... location report ids', expect: [['companyReportPrefix', 'CUS', 'typed'], ['locationReportPrefix', 'LUS', 'typed']]},
  // Two subjects, each with its own value.
  {from: 'a mix', text: 'Access tokens last {{fact:tokenLifetimeHours}} hours and the reference id `XXX-XXX-XXX` never changes.', expect: [['referenceId', 'XXX-XXX-XXX', 'typed']]},
  {from: 'a mix', text: 'Hook secrets are {{fact:hookSecretMinLength}} to {{fact:hookSecretMaxLength}} characters; generate one with `openssl rand -hex 32`.', expect: [['secretCommand', 'openssl rand -hex 32', 'typed']]},
  // One subject named twice: the token takes it, the typed value is still the fact.
  {from: 'a mix', text: 'An SDK token is valid for 5 minutes, a guest token for {{fact:sdkTokenLifetimeMinutes}} minutes.', expect: [['sdkTokenLifetimeSeconds', '5 minutes', 'typed']]},
  // Two subjects sharing one value: both are checked.
  {from: 'a mix', text: 'SDK tokens and upload URLs last 10 minutes.', expect: [['sdkTokenLifetimeSeconds', '10 minutes', 'wrong'], ['uploadUrlLifetimeSeconds', '10 minutes', 'wrong']]},
  {from: 'a mix', text: 'Upload URLs and access tokens last 5 minutes.', tokens: false, expect: [['tokenLifetimeSeconds', '5 minutes', 'wrong']]},

  // Must pass.
  {from: 'an example report id (not the prefix typed)', text: 'Report ids look like `CUS7Q2M9K4P1X` or `LUS3T8W1N6R2Z`.', expect: []},
  {from: 'a word that starts with a prefix', text: 'A CUSTOM field is not a report.', expect: []},
  {from: 'a number of another subject after a token (another clause)', text: 'SDK tokens last {{fact:sdkTokenLifetimeMinutes}} minutes; the whole tutorial takes 5 minutes.', expect: []},
  {from: 'a number of another subject after a token (another soft clause)', text: 'SDK tokens last {{fact:sdkTokenLifetimeMinutes}} minutes, and the sandbox resets every 5 minutes.', expect: []},
  {from: 'an offset after a token', text: 'Access tokens last {{fact:tokenLifetimeHours}} hours; renew one 5 minutes before it expires.', expect: []},
  {from: 'subjects not joined (a verb between)', text: 'Access tokens are cached, and upload URLs last {{fact:uploadUrlLifetimeMinutes}} minutes.', expect: []},
  {from: 'src/data/sdk/globals.json (a record: it keeps the values it states)', text: 'Public reference id `XXX-XXX-XXX`.', tokens: false, expect: []},
  {from: 'a token of the literal', text: 'Pass the public reference (`{{fact:referenceId}}`) to resume a form.', expect: []},
];

function read(mix: Mix): Array<[string, string, string]> {
  const unit = {file: 'mix.mdx', line: 1, text: mix.text, scope: 'page'};
  const findings = checkClaims([unit], {facts: FACTS, scopes: new Map([['page', mix.page ?? mix.text]]), tokensIn: () => mix.tokens ?? true});
  return findings.map((f) => [f.fact, f.stated, f.message.includes('types the value') ? 'typed' : 'wrong']);
}

describe('every fact of a sentence is checked on its own', () => {
  test.each(MIXES.map((m) => [`${m.from}: ${m.text.slice(0, 80)}`, m] as const))('%s', (_name, mix) => {
    expect(read(mix).sort()).toEqual([...mix.expect].sort());
  });

  test('a finding says file, line, what is typed and the token to write', () => {
    const [finding] = checkClaims([{file: 'docs/x.mdx', line: 24, text: MIXES[0]!.text, scope: 'page'}], {facts: FACTS, tokensIn: () => true});
    expect(finding?.message).toMatch(/^docs\/x\.mdx:24: "XXX-XXX-XXX" types the value of referenceId instead of its token: write \{\{fact:referenceId\}\}/);
  });
});
