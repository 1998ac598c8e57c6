/**
 * The synonym groups the index publishes: the written ones joined with the
 * abbreviations the site spells out in its text, keywords and question sets.
 */
import {describe, expect, test} from 'vitest';
import {abbreviationsInKeywords, abbreviationsInText, isAbbreviationOf, questionSetAbbreviations, synonymGroups} from '../abbreviations';
import {packFields, unpackFields} from '../../../search/index-format';

describe('abbreviations the site spells out', () => {
  test('"Words (ABBR)": the capitals are the initials of the words before, hyphenated words counting each part', () => {
    expect(abbreviationsInText('Single sign-on (SSO) lets agents in; your identity provider (IdP) signs them.')).toEqual([
      ['SSO', 'Single sign-on'],
      ['IdP', 'identity provider'],
    ]);
    expect(abbreviationsInText('Python (Flask) and Terminal (Sandbox) and Currency (USD)')).toEqual([]);
    expect(isAbbreviationOf('vpmqs', 'Vehicle Prefill Master Question Set')).toBe(true);
    expect(isAbbreviationOf('ams', 'agency system')).toBe(false);
  });

  test('keywords: an abbreviation and a phrase of the same list', () => {
    expect(abbreviationsInKeywords(['SAML', 'SSO', 'single sign-on', 'identity provider', 'IdP', 'ACS'])).toEqual([
      ['SSO', 'single sign-on'],
      ['IdP', 'identity provider'],
    ]);
  });

  test('question sets: ids and names, codes and labels', () => {
    const found = questionSetAbbreviations();
    expect(found).toContainEqual(['vpmqs', 'Vehicle Prefill Master Question Set']);
    expect(found).toContainEqual(['vin', 'Vehicle identification number']);
  });

  test('pairs join the written group that shares a member, else make a `same` group; the result is sorted', () => {
    const groups = synonymGroups(
      [['SSO', 'Single sign-on'], ['ACS', 'assertion consumer service']],
      [{terms: ['sso', 'saml'], kind: 'same'}, {terms: ['lead', 'prospect'], kind: 'same'}],
    );
    expect(groups).toEqual([
      {kind: 'same', terms: ['acs', 'assertion consumer service']},
      {kind: 'same', terms: ['lead', 'prospect']},
      {kind: 'same', terms: ['saml', 'single sign-on', 'sso']},
    ]);
  });
});

describe('index format', () => {
  test('the small fields pack into one number and back, each capped at 7', () => {
    const counts = {heading: 2, title: 1, description: 9, keywords: 3};
    expect(unpackFields(packFields(counts))).toEqual({...counts, description: 7});
    expect(packFields({heading: 0, title: 0, description: 0, keywords: 0})).toBe(0);
  });
});
