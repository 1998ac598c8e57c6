import {describe, expect, it} from 'vitest';
import {questionsOf, sets, states} from './sets';
import {validateAnswer} from '../../../src/data/question-sets/validate';
import type {Question} from '../../../src/data/question-sets/types';

/** The MQS codes the platform model names, each with the rule it gives. */
const MODEL_CODES = [
  'mqs_first_name',
  'mqs_last_name',
  'mqs_phone',
  'mqs_email',
  'mqs_business_name',
  'mqs_street_1',
  'mqs_street_2',
  'mqs_city',
  'mqs_state',
  'mqs_zipcode',
  'naics',
  'mqs_currently_insured',
  'mqs_actual_years_in_business',
  'mqs_customer_metadata',
];

const byCode = new Map<string, Question>(questionsOf(sets.mqs).map((q) => [q.code, q]));
const q = (code: string) => {
  const question = byCode.get(code);
  if (!question) throw new Error(`missing ${code}`);
  return question;
};
const ok = (code: string, answer: unknown) => validateAnswer(answer, q(code).validation, states).length === 0;

describe('MQS against the platform model', () => {
  it('contains every MQS code of the platform model', () => {
    for (const code of MODEL_CODES) expect(byCode.has(code), code).toBe(true);
  });

  it('mqs_phone: 10 digits, no punctuation, required, unique per 60 days on the Exchange', () => {
    const phone = q('mqs_phone');
    expect(phone.required).toBe(true);
    expect(phone.validation.rule).toMatch(/10 digits/);
    expect(phone.validation.rule).toMatch(/60 days/);
    expect(phone.validation.rule).toMatch(/Exchange/);
    expect(ok('mqs_phone', '5125550142')).toBe(true);
    expect(ok('mqs_phone', '(512) 555-0142')).toBe(false);
    expect(ok('mqs_phone', '512-555-0142')).toBe(false);
    expect(ok('mqs_phone', '15125550142')).toBe(false);
    expect(ok('mqs_phone', '512555014')).toBe(false);
  });

  it('mqs_street_1 and mqs_street_2: 255 characters combined', () => {
    for (const code of ['mqs_street_1', 'mqs_street_2']) {
      expect(q(code).validation.combinedMaxLength).toEqual({codes: ['mqs_street_1', 'mqs_street_2'], max: 255});
      expect(q(code).validation.rule).toMatch(/255/);
    }
  });

  it('mqs_state: a code or a full name, checked against State Information', () => {
    expect(q('mqs_state').validation.format).toBe('state');
    expect(q('mqs_state').validation.rule).toMatch(/code or the full name/);
    for (const answer of ['TX', 'tx', 'Texas', ' texas ', 'District of Columbia', 'WY']) {
      expect(ok('mqs_state', answer), answer).toBe(true);
    }
    for (const answer of ['Tex.', 'PR', 'Puerto Rico', 'Washington, D.C.', '']) {
      expect(ok('mqs_state', answer), answer).toBe(false);
    }
  });

  it('mqs_zipcode: exactly 5 digits', () => {
    expect(ok('mqs_zipcode', '78756')).toBe(true);
    expect(ok('mqs_zipcode', '78756-1234')).toBe(false);
    expect(ok('mqs_zipcode', '7875')).toBe(false);
  });

  it('naics: the exact 2012 NAICS description, never the code', () => {
    expect(q('naics').validation.rule).toMatch(/2012 NAICS description/);
    expect(ok('naics', 'Plumbing, Heating, and Air-Conditioning Contractors')).toBe(true);
    expect(ok('naics', '238220')).toBe(false);
  });

  it('mqs_currently_insured: Yes or No', () => {
    expect(q('mqs_currently_insured').validation.options).toEqual(['Yes', 'No']);
    expect(ok('mqs_currently_insured', 'yes')).toBe(false);
  });

  it('mqs_actual_years_in_business: 0 to 99,999', () => {
    expect(q('mqs_actual_years_in_business').validation.min).toBe(0);
    expect(q('mqs_actual_years_in_business').validation.max).toBe(99999);
    expect(ok('mqs_actual_years_in_business', '0')).toBe(true);
    expect(ok('mqs_actual_years_in_business', 12)).toBe(true);
    expect(ok('mqs_actual_years_in_business', 12.5)).toBe(false);
    expect(ok('mqs_actual_years_in_business', '99999')).toBe(true);
    expect(ok('mqs_actual_years_in_business', '100000')).toBe(false);
    expect(ok('mqs_actual_years_in_business', '-1')).toBe(false);
  });

  it('mqs_email: an email address', () => {
    expect(ok('mqs_email', 'maria@example.com')).toBe(true);
    expect(ok('mqs_email', 'maria.example.com')).toBe(false);
  });

  it('mqs_customer_metadata: carries the storefront source', () => {
    const metadata = q('mqs_customer_metadata');
    expect(metadata.validation.rule).toMatch(/source/);
    expect(metadata.example).toHaveProperty('source');
    expect(ok('mqs_customer_metadata', {source: 'spring-mailer', crm_id: '4711'})).toBe(true);
    expect(ok('mqs_customer_metadata', '{"source":"spring-mailer"}')).toBe(true);
    // Plain text is stored as {"source": text}.
    expect(ok('mqs_customer_metadata', 'crm:account:4711')).toBe(true);
    expect(ok('mqs_customer_metadata', ['spring-mailer'])).toBe(false);
    expect(ok('mqs_customer_metadata', {source: 4711})).toBe(false);
    expect(ok('mqs_customer_metadata', '{"source":')).toBe(false);
  });

  it('keeps the MQS prefix on every code except naics', () => {
    const unprefixed = questionsOf(sets.mqs)
      .map((question) => question.code)
      .filter((code) => !code.startsWith('mqs_'));
    expect(unprefixed).toEqual(['naics']);
  });
});
