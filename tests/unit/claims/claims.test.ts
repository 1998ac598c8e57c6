/**
 * Claims in prose, on the whole site (issue 35, item 5): every sentence that
 * names a fact's subject (src/site/fact-subjects.ts) states the fact's value.
 * A failure names the file and line, what the sentence states, the fact's
 * value and the token to write.
 */
import {describe, expect, test} from 'vitest';
import {DERIVED, allFacts} from '../../../src/site/fact-tokens';
import {FACT_SUBJECTS} from '../../../src/site/fact-subjects';
import {checkClaims} from './claims';
import {checkSite, writesTokens} from './site';

const result = checkSite();
const {site, findings, claims, options} = result;

/** A wrong value in place of a stated one: another number, header, prefix or format. */
function wrong(stated: string, fact = ''): string {
  if (/^X-/.test(stated)) return `${stated}-Legacy`;
  if (/^sha\d+=$/.test(stated)) return 'sha1=';
  if (/^X+(?:-X+)+$/.test(stated)) return 'XXXX-XXXX';
  if (/^openssl/.test(stated)) return stated.replace(/\d+$/, '16');
  if (/^[A-Z]{2,5}$/.test(stated)) return `${stated.slice(0, -1)}Q`;
  const numbers = [...stated.matchAll(/\d[\d,]*|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|sixty)\b/gi)];
  // A range states a minimum with its first number, a maximum with its last.
  const last = FACT_SUBJECTS[fact]?.role === 'min' ? numbers[0] : numbers.at(-1);
  if (!last) throw new Error(`no value to change in "${stated}"`);
  return `${stated.slice(0, last.index)}${Number(last[0].replace(/,/g, '')) ? Number(last[0].replace(/,/g, '')) * 2 + 1 : 97}${stated.slice(last.index! + last[0].length)}`;
}

describe('claims in prose', () => {
  test('every sentence that names a fact states its value (else: file:line, stated value, fact value, token to write)', () => {
    expect(findings.map((f) => `${f.message}\n    ${f.sentence.slice(0, 220)}`).join('\n')).toBe('');
  });

  test('every fact has the words that introduce its subject, or says why it has none', () => {
    const names = Object.keys(allFacts());
    expect(names.filter((n) => !FACT_SUBJECTS[n]), 'facts without an entry in src/site/fact-subjects.ts').toEqual([]);
    expect(Object.keys(FACT_SUBJECTS).filter((n) => !names.includes(n)), 'entries of fact-subjects.ts for no fact').toEqual([]);
    for (const [name, subject] of Object.entries(FACT_SUBJECTS)) {
      if (subject.unchecked) continue;
      expect(subject.names?.length || subject.cues?.length, `${name} names no subject`).toBeTruthy();
      if (subject.cues?.length) expect(subject.domains?.length, `${name} has cues but no domain`).toBeTruthy();
      if (subject.measure === 'literal') expect(subject.pattern, `${name} is literal without a pattern`).toBeTruthy();
    }
    for (const name of Object.keys(DERIVED)) expect(FACT_SUBJECTS[name]?.unchecked, `${name} is derived: its source fact is checked`).toBeTruthy();
  });

  test('the check reads every checked fact somewhere on the site (its subject words are how pages name it)', () => {
    const read = new Set(claims.map((c) => c.fact));
    const text = site.units.map((u) => u.text).join('\n');
    const unread = Object.entries(FACT_SUBJECTS)
      .filter(([name, s]) => !s.unchecked && !read.has(name) && !text.includes(`{{fact:${name}}}`))
      // A header fact is read where a sentence names another header for its subject; its own name may stand anywhere.
      .filter(([name, s]) => !(s.measure === 'header' && text.includes(String(result.facts[name]))))
      .map(([name]) => name);
    expect(unread, 'no sentence of the site names these facts with a value: widen their subject words').toEqual([]);
  });

  test('a wrong value put back in any claim the check reads on the site is found', () => {
    // Pages and the OpenAPI document write tokens (next test); the records (changelogs, SDK and webhook data) keep values.
    const literal = claims.filter((c) => !c.stated.startsWith('{{'));
    expect(literal.length).toBeGreaterThan(20);
    const missed: string[] = [];
    for (const {unit, fact, stated} of literal) {
      const text = unit.text.replace(stated, wrong(stated, fact));
      const found = checkClaims([{...unit, text}], options).filter((f) => f.fact === fact);
      if (!found.length) missed.push(`${unit.file}:${unit.line} ${fact}: "${wrong(stated, fact)}" in ${text.slice(0, 160)}`);
    }
    expect(missed.join('\n')).toBe('');
  });

  test('a right value typed in place of its token on a page or in the OpenAPI document is found (write the token)', () => {
    const tokens = claims.filter((c) => c.stated.startsWith('{{fact:') && writesTokens(c.unit));
    expect(tokens.length).toBeGreaterThan(100);
    const missed: string[] = [];
    for (const {unit, stated} of tokens) {
      const name = /^\{\{fact:(\w+)\}\}$/.exec(stated)?.[1];
      // An unchecked fact (an id prefix, an address range) has no subject words to be found by; its own test guards it.
      if (!name || FACT_SUBJECTS[name]?.unchecked) continue;
      const value = String(result.facts[name]);
      // What the check reads as a value: a number with its unit, or a literal (prefix, id format). Header names are
      // checked against the OpenAPI document's list instead, and a bare number ("expires_in 43200") names no unit.
      if (/^X-/.test(value)) continue;
      const after = unit.text.slice(unit.text.indexOf(stated) + stated.length);
      if (/^\d+$/.test(value) && !/^[\s-]*(?:seconds?|minutes?|hours?|days?|weeks?|months?|MB|KB|characters?|requests?|times|hooks?)\b/.test(after)) continue;
      const text = unit.text.replace(stated, value);
      const found = checkClaims([{...unit, text}], options).filter((f) => f.fact === name && f.message.includes('types the value'));
      if (!found.length) missed.push(`${unit.file}:${unit.line} ${name}: "${result.facts[name]}" in ${text.slice(0, 160)}`);
    }
    expect(missed.join('\n')).toBe('');
  });

  test('every literal token on a page or in the OpenAPI document, typed as its value, is found, whatever the sentence names', () => {
    // The claims read above are those whose subject the sentence names; a literal (the reference id format,
    // a report prefix, the signature prefix) is found wherever it is typed ("the public reference (`XXX-XXX-XXX`)").
    const literals = Object.entries(FACT_SUBJECTS).filter(([, s]) => s.measure === 'literal' && s.pattern && !s.unchecked).map(([name]) => name);
    const missed: string[] = [];
    let tried = 0;
    for (const unit of site.units.filter(writesTokens)) {
      for (const name of literals.filter((n) => unit.text.includes(`{{fact:${n}}}`))) {
        tried++;
        const text = unit.text.replace(`{{fact:${name}}}`, String(result.facts[name]));
        const found = checkClaims([{...unit, text}], options).filter((f) => f.fact === name && f.message.includes('types the value'));
        if (!found.length) missed.push(`${unit.file}:${unit.line} ${name}: ${text.slice(0, 160)}`);
      }
    }
    expect(tried).toBeGreaterThan(20);
    expect(missed.join('\n')).toBe('');
  });

  test('the sentences come from every source a reader reads', () => {
    const files = new Set(site.units.map((u) => u.file));
    const sources = ['docs/', 'src/data/openapi/bindpoint.openapi.yaml', 'src/data/openapi/changelog.yaml', 'src/data/sdk/changelog/', 'src/data/webhooks/catalogue.json', 'src/data/components/manifest.json', 'src/data/sdk/globals.json', 'src/data/question-sets/', 'src/data/webhooks/samples/', 'src/pages/'];
    for (const source of sources) expect([...files].some((f) => f.startsWith(source)), source).toBe(true);
  });
});
