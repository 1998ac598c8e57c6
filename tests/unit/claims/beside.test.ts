/**
 * A fact typed in digits or words in any unit is found (issue 47): beside
 * its own token (beside.ts), and on a page that renders the fact elsewhere,
 * where its cue words ("tokens") name it (page-facts.ts). Each sentence is a
 * real one of the site with the token's value typed back, right or wrong.
 */
import {describe, expect, test} from 'vitest';
import {FACT_SUBJECTS} from '../../../src/site/fact-subjects';
import {restatedDurations} from './beside';
import {checkClaims} from './claims';
import {FACTS} from './corpus';

interface Case {
  from: string;
  text: string;
  /** The page around the sentence (its domain, the tokens it renders). */
  page?: string;
  expect: Array<[fact: string, stated: string]>;
}

const OVERVIEW = 'Call the Partner API, the Leads API and Insurance Intelligence; webhooks and the SDK. The answer is a bearer token that lives for {{fact:tokenLifetimeHours}} hours.';

const CASES: Case[] = [
  // Beside the token, in another unit.
  {from: 'docs/webhooks/wh_getting_started.mdx:34', text: 'It is valid for 2 hours (`expires_in` {{fact:tokenLifetimeSeconds}}); reuse it for every call until it expires.', expect: [['tokenLifetimeSeconds', '2 hours']]},
  {from: 'docs/webhooks/wh_getting_started.mdx:34', text: 'It is valid for two hours (`expires_in` {{fact:tokenLifetimeSeconds}}); reuse it for every call until it expires.', expect: [['tokenLifetimeSeconds', 'two hours']]},
  {from: 'docs/webhooks/wh_getting_started.mdx:34', text: 'It is valid for 120 minutes (`expires_in` {{fact:tokenLifetimeSeconds}}); reuse it.', expect: [['tokenLifetimeSeconds', '120 minutes']]},
  {from: 'docs/webhooks/wh_getting_started.mdx:34 (right, typed)', text: 'It is valid for 12 hours (`expires_in` {{fact:tokenLifetimeSeconds}}); reuse it.', expect: [['tokenLifetimeSeconds', '12 hours']]},
  {from: 'docs/terminal/quote_start/authentication.mdx:163', text: 'Field: `expires_in` | Meaning: Lifetime in seconds: {{fact:tokenLifetimeSeconds}}, that is 2 hours', expect: [['tokenLifetimeSeconds', '2 hours']]},
  {from: 'src/data/openapi/bindpoint.openapi.yaml:4011', text: 'Lifetime in seconds: {{fact:tokenLifetimeSeconds}} (two hours).', expect: [['tokenLifetimeSeconds', 'two hours']]},
  // No subject named, on a page that renders the fact.
  {from: 'docs/overview.mdx:176 (an admonition title)', text: 'Tokens expire after 2 hours', page: OVERVIEW, expect: [['tokenLifetimeSeconds', '2 hours']]},
  {from: 'docs/overview.mdx:176', text: 'Tokens expire after two hours', page: OVERVIEW, expect: [['tokenLifetimeSeconds', 'two hours']]},
  {from: 'docs/overview.mdx:176', text: 'Tokens expire after 120 minutes', page: OVERVIEW, expect: [['tokenLifetimeSeconds', '120 minutes']]},

  // Must pass.
  {from: 'two tokens, no typed value', text: 'A token lives {{fact:tokenLifetimeSeconds}} seconds ({{fact:tokenLifetimeHours}} hours).', expect: []},
  {from: 'an offset after a token', text: 'Tokens last {{fact:tokenLifetimeHours}} hours (renew one 5 minutes before it expires).', expect: []},
  {from: 'another subject in another clause', text: 'Report `Active` within {{fact:firstDispositionHours}} hours, and call the prospect back within 5 minutes.', expect: []},
  {from: 'a value of its own after a token, not in apposition', text: 'SDK tokens last {{fact:sdkTokenLifetimeMinutes}} minutes; the whole tutorial takes 5 minutes.', expect: []},
  {from: 'the cue on a page that renders no such fact', text: 'Tokens expire after 2 hours', page: 'A page about colours and fonts.', expect: []},
];

function read(c: Case): Array<[string, string]> {
  const unit = {file: 'docs/x.mdx', line: 1, text: c.text, scope: 'page'};
  const options = {facts: FACTS, scopes: new Map([['page', c.page ?? c.text]]), tokensIn: () => true};
  const paired = checkClaims([unit], options);
  const beside = restatedDurations([unit], {...options, subjects: FACT_SUBJECTS}).filter((f) => !paired.some((p) => p.stated === f.stated));
  return [...paired, ...beside].map((f) => [f.fact, f.stated]);
}

describe('a fact typed in digits or words, in any unit', () => {
  test.each(CASES.map((c) => [`${c.from}: ${c.text.slice(0, 80)}`, c] as const))('%s', (_name, c) => {
    expect(read(c).sort()).toEqual([...c.expect].sort());
  });

  test('the message says what the sentence states, the fact, its value and the token to write', () => {
    const unit = {file: 'docs/webhooks/wh_getting_started.mdx', line: 34, text: CASES[0]!.text, scope: 'page'};
    const [finding] = restatedDurations([unit], {facts: FACTS, tokensIn: () => true, subjects: FACT_SUBJECTS});
    expect(finding?.message).toBe('docs/webhooks/wh_getting_started.mdx:34: "2 hours" states 2 hours for tokenLifetimeSeconds (12 hours): write {{fact:tokenLifetimeHours}} hours');
  });
});
