import {describe, expect, it} from 'vitest';
import {allQuestions, questionsOf, sets, states} from './sets';
import {typeLabels} from '../../../src/data/question-sets/types';
import {validateExample} from '../../../src/data/question-sets/validate';

const setNames = Object.keys(sets);

describe('question-set data', () => {
  it('holds the five sets, each named after its file', () => {
    expect(setNames).toEqual(['mqs', 'lmqs', 'dpmqs', 'vpmqs', 'broker_questions']);
    for (const name of setNames) expect(sets[name].id).toBe(name);
  });

  it('has unique codes within every set and across all sets', () => {
    const codes = allQuestions().map((q) => q.code);
    const duplicates = codes.filter((c, i) => codes.indexOf(c) !== i);
    expect(duplicates).toEqual([]);
    expect(codes.length).toBeGreaterThan(60);
  });

  it('has unique group ids within every set', () => {
    for (const name of setNames) {
      const ids = sets[name].groups.map((g) => g.id);
      expect(new Set(ids).size, name).toBe(ids.length);
      for (const group of sets[name].groups) expect(group.questions.length, `${name}/${group.id}`).toBeGreaterThan(0);
    }
  });

  it('prefixes every code consistently (naics is the one MQS exception)', () => {
    expect(sets.lmqs.prefix).toBe('lmqs_');
    expect(sets.dpmqs.prefix).toBe('dpmqs_');
    expect(sets.vpmqs.prefix).toBe('vpmqs_');
    for (const name of setNames) {
      for (const q of questionsOf(sets[name])) {
        if (q.code === 'naics') continue;
        expect(q.code.startsWith(sets[name].prefix), q.code).toBe(true);
        expect(q.code).toMatch(/^[a-z][a-z0-9]*_[a-z0-9_]+$/);
        expect(q.code.length).toBeLessThanOrEqual(64);
      }
    }
  });

  it('gives every question a label, a known type, a required flag and a rule', () => {
    for (const q of allQuestions()) {
      expect(q.label.length, q.code).toBeGreaterThan(2);
      expect(Object.keys(typeLabels), q.code).toContain(q.type);
      expect(typeof q.required, q.code).toBe('boolean');
      expect(q.validation.rule.length, q.code).toBeGreaterThan(5);
      const expected = q.type === 'integer' || q.type === 'currency' ? 'number' : q.type === 'json' ? 'object' : 'string';
      expect(typeof q.example, q.code).toBe(expected);
      if (typeof q.example === 'string') expect(q.example.length, q.code).toBeGreaterThan(0);
    }
  });

  it('uses options only for select and yes/no answers, and yes/no means exactly Yes and No', () => {
    for (const q of allQuestions()) {
      if (q.type === 'yes_no') expect(q.validation.options, q.code).toEqual(['Yes', 'No']);
      if (q.type === 'select') expect(q.validation.options?.length, q.code).toBeGreaterThan(1);
      if (q.validation.options) {
        expect(new Set(q.validation.options).size, q.code).toBe(q.validation.options.length);
      }
    }
  });

  it('compiles every pattern and keeps min <= max', () => {
    for (const q of allQuestions()) {
      const v = q.validation;
      if (v.pattern) expect(() => new RegExp(v.pattern!, 'u'), q.code).not.toThrow();
      if (v.min !== undefined && v.max !== undefined) expect(v.min, q.code).toBeLessThanOrEqual(v.max);
      if (v.minLength !== undefined && v.maxLength !== undefined) {
        expect(v.minLength, q.code).toBeLessThanOrEqual(v.maxLength);
      }
    }
  });

  it('has an example for every question that satisfies its own validation rule', () => {
    const failures = allQuestions()
      .map((q) => ({code: q.code, problems: validateExample(q, states)}))
      .filter((r) => r.problems.length > 0);
    expect(failures).toEqual([]);
  });

  it('keeps combined length limits symmetric and within the examples', () => {
    const byCode = new Map(allQuestions().map((q) => [q.code, q]));
    for (const q of allQuestions()) {
      const combined = q.validation.combinedMaxLength;
      if (!combined) continue;
      expect(combined.codes, q.code).toContain(q.code);
      const total = combined.codes.reduce((n, code) => {
        const other = byCode.get(code);
        expect(other, code).toBeDefined();
        expect(other!.validation.combinedMaxLength).toEqual(combined);
        return n + String(other!.example).length;
      }, 0);
      expect(total).toBeLessThanOrEqual(combined.max);
    }
  });

  it('marks the repeatable sets with a maximum number of instances', () => {
    for (const name of ['lmqs', 'dpmqs', 'vpmqs']) {
      expect(sets[name].repeatable, name).toBe(true);
      expect(sets[name].maxInstances, name).toBeGreaterThan(1);
    }
    expect(sets.mqs.repeatable).toBe(false);
    expect(sets.broker_questions.repeatable).toBe(false);
  });

  it('uses the tenant-prefixed convention for broker questions, including acme_business_name', () => {
    const codes = questionsOf(sets.broker_questions).map((q) => q.code);
    expect(codes).toContain('acme_business_name');
    for (const code of codes) expect(code).toMatch(/^acme_[a-z0-9_]+$/);
  });

  it('gives the repeatable sets the questions an integrator needs', () => {
    const codes = (name: string) => questionsOf(sets[name]).map((q) => q.code);
    expect(codes('lmqs')).toEqual(
      expect.arrayContaining(['lmqs_street_1', 'lmqs_city', 'lmqs_state', 'lmqs_zipcode', 'lmqs_construction_type']),
    );
    expect(codes('dpmqs')).toEqual(
      expect.arrayContaining(['dpmqs_first_name', 'dpmqs_last_name', 'dpmqs_date_of_birth', 'dpmqs_license_number', 'dpmqs_license_state']),
    );
    expect(codes('vpmqs')).toEqual(
      expect.arrayContaining(['vpmqs_vin', 'vpmqs_year', 'vpmqs_make', 'vpmqs_model', 'vpmqs_garaging_zipcode']),
    );
  });
});
