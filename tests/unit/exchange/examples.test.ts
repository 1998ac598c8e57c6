/**
 * The JSON examples of the Exchange guides: they parse, and each example obeys
 * the rule the guides state (src/data/exchange/rules.ts, and the MQS data for
 * answers sent on the send side). Examples are classified by `kind=` in the
 * code fence; a guard makes sure no prospect or disposition goes unmarked.
 */
import {describe, expect, it} from 'vitest';
import {
  deprecatedProspectFields,
  dispositionStatuses,
  historyMinLength,
  legalEntities,
  quotedStatuses,
  type DispositionStatus,
} from '../../../src/data/exchange/rules';
import {questionsOf, sets} from '../question-sets/sets';
import {allCodeBlocks, objectsOf, type CodeBlock} from './pages';

const blocks = allCodeBlocks();
const jsonBlocks = blocks.filter((b) => b.lang === 'json');
const parsed = jsonBlocks.map((block) => ({block, value: JSON.parse(block.code) as unknown}));
const ofKind = (kind: string) =>
  parsed.filter((p) => p.block.kind === kind).flatMap((p) => objectsOf(p.value).map((o) => ({...p, o})));
const label = (b: CodeBlock) => `${b.doc} (${b.meta || 'json'})`;

const prospects = ofKind('prospect');
const dispositions = ofKind('disposition');

/** The coverage type list shown on the dispositioning guide: an array of {id, name}. */
const coverageTypes = parsed
  .filter((p) => p.block.doc.endsWith('dispositioning_prospects'))
  .map((p) => p.value)
  .find(
    (v): v is {id: number; name: string}[] =>
      Array.isArray(v) && v.length > 0 && v.every((x) => 'id' in x && 'name' in x && Object.keys(x).length === 2),
  );
const coverageName = new Map((coverageTypes ?? []).map((c) => [c.id, c.name]));

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('Exchange guide examples', () => {
  it('finds the examples it checks', () => {
    expect(jsonBlocks.length).toBeGreaterThanOrEqual(15);
    expect(prospects.length).toBeGreaterThanOrEqual(3);
    expect(dispositions.length).toBeGreaterThanOrEqual(8);
    expect(coverageTypes, 'coverage type list on the dispositioning guide').toBeDefined();
  });

  it('every ```json block is valid JSON', () => {
    for (const block of jsonBlocks) {
      expect(() => JSON.parse(block.code), label(block)).not.toThrow();
    }
  });

  it('no prospect or disposition example goes unmarked', () => {
    for (const {block, value} of parsed) {
      for (const o of objectsOf(value)) {
        if ('lead_id' in o && 'coverage_type_ids' in o) expect(block.kind, label(block)).toBe('prospect');
        if ('status' in o && 'history' in o) expect(block.kind, label(block)).toBe('disposition');
      }
    }
  });

  it('coverage type ids are unique and names are distinct', () => {
    const ids = (coverageTypes ?? []).map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(coverageName.values()).size).toBe(ids.length);
  });
});

describe('prospect examples', () => {
  it.each(prospects.map((p) => [label(p.block) + ' ' + String(p.o.lead_id), p.o]))(
    '%s carries lead_id and coverage_type_ids',
    (_name, o) => {
      expect(typeof o.lead_id).toBe('string');
      expect((o.lead_id as string).length).toBeGreaterThan(0);
      expect(Array.isArray(o.coverage_type_ids)).toBe(true);
      const ids = o.coverage_type_ids as unknown[];
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        expect(Number.isInteger(id)).toBe(true);
        expect(coverageName.has(id as number), `coverage type ${String(id)} is in the list`).toBe(true);
      }
    },
  );

  it.each(prospects.map((p) => [label(p.block) + ' ' + String(p.o.lead_id), p.o]))(
    '%s follows the field rules',
    (_name, o) => {
      if ('phone' in o) expect(o.phone).toMatch(/^\d{10}$/);
      if ('zipcode' in o) expect(o.zipcode).toMatch(/^\d{5}$/);
      if ('state' in o) expect(o.state).toMatch(/^[A-Z]{2}$/);
      for (const field of deprecatedProspectFields) {
        if (field in o) expect(o[field], `${field} is deprecated and empty`).toBe('');
      }
      if ('dot_number' in o) {
        expect(o.dot_number).toMatch(/^\d+$/);
        expect(typeof o.trucking_home_delivery).toBe('boolean');
        expect(typeof o.trucking_under_own_authority).toBe('boolean');
        expect(legalEntities).toContain(o.legal_entity);
        const ids = o.coverage_type_ids as number[];
        expect(o.coverage_types).toEqual(ids.map((id) => coverageName.get(id)));
      }
    },
  );
});

describe('disposition examples', () => {
  it('cover every status', () => {
    const used = new Set(dispositions.map((d) => d.o.status));
    expect([...used].sort()).toEqual([...dispositionStatuses].sort());
  });

  it.each(dispositions.map((d, i) => [`${label(d.block)} #${i} ${String(d.o.status)}`, d.o]))(
    '%s satisfies the disposition rules',
    (_name, o) => {
      expect(dispositionStatuses).toContain(o.status);
      expect(typeof o.history).toBe('string');
      expect((o.history as string).length).toBeGreaterThanOrEqual(historyMinLength);
      expect(Number.isInteger(o.coverage_type_id)).toBe(true);
      expect(coverageName.has(o.coverage_type_id as number)).toBe(true);
      for (const field of ['premium', 'rate'] as const) {
        if (o[field] !== undefined && o[field] !== null) {
          expect(typeof o[field]).toBe('number');
          expect(o[field] as number).toBeGreaterThan(0);
        }
      }
      if (quotedStatuses.includes(o.status as DispositionStatus)) {
        expect(typeof o.carrier).toBe('string');
        expect(typeof o.premium).toBe('number');
        expect(o.quoted_at).toMatch(isoDateTime);
      }
      if (o.status === 'Sold') {
        expect(o.sold_at).toMatch(isoDateTime);
        expect(Date.parse(o.sold_at as string)).toBeGreaterThanOrEqual(Date.parse(o.quoted_at as string));
      } else if (o.sold_at !== undefined) {
        expect(o.sold_at).toBeNull();
      }
    },
  );
});

describe('send-side answers', () => {
  const mqs = new Map(questionsOf(sets.mqs).map((q) => [q.code, q]));
  const forms = parsed.flatMap(({block, value}) =>
    objectsOf(value)
      .map((o) => o.exchange_application_form as {coverage_type_ids: unknown; answer_values: {code: string; answer: string}[]} | undefined)
      .filter((f) => f !== undefined)
      .map((form) => ({block, form})),
  );

  it('finds the request bodies', () => {
    expect(forms.length).toBeGreaterThanOrEqual(2);
  });

  it.each(forms.map(({block, form}) => [label(block), form]))(
    '%s answers MQS codes with valid answers and requests known coverage types',
    (_name, form) => {
      const codes = form.answer_values.map((a) => a.code);
      for (const required of ['mqs_phone', 'mqs_first_name', 'mqs_last_name', 'mqs_business_name', 'mqs_zipcode']) {
        expect(codes).toContain(required);
      }
      expect(new Set(codes).size).toBe(codes.length);
      for (const {code, answer} of form.answer_values) {
        const question = mqs.get(code);
        expect(question, `${code} is an MQS code`).toBeDefined();
        expect(typeof answer).toBe('string');
        const v = question!.validation;
        if (v.pattern) expect(answer, code).toMatch(new RegExp(v.pattern, 'u'));
        if (v.minLength !== undefined) expect(answer.length).toBeGreaterThanOrEqual(v.minLength);
        if (v.maxLength !== undefined) expect(answer.length).toBeLessThanOrEqual(v.maxLength);
        if (v.min !== undefined) expect(Number(answer)).toBeGreaterThanOrEqual(v.min);
        if (v.max !== undefined) expect(Number(answer)).toBeLessThanOrEqual(v.max);
        if (v.options) expect(v.options).toContain(answer);
      }
      const ids = form.coverage_type_ids as number[];
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(coverageName.has(id)).toBe(true);
    },
  );
});
