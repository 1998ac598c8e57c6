/**
 * The JSON examples of the Exchange guides. Each parses; each marked
 * `schema=<Name>` in its code fence validates against that schema of the
 * OpenAPI document the API reference renders; and prospect and disposition
 * examples obey the rules the guides state (lead_id and coverage_type_ids;
 * history length, premium > 0, status enum). The rules themselves are read
 * from the OpenAPI document, so guide, reference and test cannot drift apart.
 */
import {describe, expect, it} from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {questionsOf, sets} from '../question-sets/sets';
import {allCodeBlocks, objectsOf, openApi, type CodeBlock} from './pages';
import {replaceTokens} from '../../../src/plugins/remark-identity';
import {tokens} from '../../../src/site/identity';

const doc = await openApi();
const schemas = doc.components.schemas as Record<string, any>;
const statuses: string[] = schemas.DispositionStatus.enum;
const historyMin: number = schemas.DispositionRequest.properties.history.minLength;
const legalEntities: string[] = schemas.TruckingProspect.allOf[1].properties.legal_entity.enum;
const deprecatedFields = Object.entries<any>(schemas.Prospect.properties)
  .filter(([, p]) => p.deprecated)
  .map(([name]) => name);
const referenceCoverageTypes = doc.paths['/coverage_types'].get.responses['200'].content['application/json'].examples.all
  .value as {id: number; name: string}[];

const ajv = new Ajv2020({strict: false, allErrors: true, validateFormats: true});
addFormats(ajv);
ajv.addKeyword('example');

const jsonBlocks = allCodeBlocks().filter((b) => b.lang === 'json');
/** A JSON block as the reader sees it: identity and fact tokens resolved. */
const rendered = (block: CodeBlock) => replaceTokens(block.code, tokens, block.doc);
const parsed = jsonBlocks.map((block) => ({block, value: JSON.parse(rendered(block)) as unknown}));
const label = (b: CodeBlock) => `${b.doc} (${b.meta || 'json'})`;
const examplesOf = (...names: string[]) =>
  parsed
    .filter((p) => p.block.schema && names.includes(p.block.schema))
    .flatMap((p) => objectsOf(p.value).map((o, i) => ({name: `${label(p.block)} #${i}`, o})));

const prospects = examplesOf('Prospect', 'TruckingProspect');
const dispositions = examplesOf('DispositionRequest', 'Disposition');
const coverageTypes = examplesOf('CoverageType').map(({o}) => o as {id: number; name: string});
const coverageName = new Map(coverageTypes.map((c) => [c.id, c.name]));
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('Exchange guide examples', () => {
  it('finds the examples it checks', () => {
    expect(jsonBlocks.length).toBeGreaterThanOrEqual(20);
    expect(prospects.length).toBeGreaterThanOrEqual(3);
    expect(dispositions.length).toBeGreaterThanOrEqual(10);
    expect(statuses).toHaveLength(6);
    expect(historyMin).toBe(25);
  });

  it('every ```json block is valid JSON', () => {
    for (const block of jsonBlocks) expect(() => JSON.parse(rendered(block)), label(block)).not.toThrow();
  });

  it.each(parsed.filter((p) => p.block.schema).map((p) => [label(p.block), p] as const))(
    '%s validates against its OpenAPI schema',
    (_name, {block, value}) => {
      const schema = schemas[block.schema!];
      expect(schema, `schema ${block.schema} exists`).toBeDefined();
      const check = ajv.compile(schema);
      const items = Array.isArray(value) && schema.type !== 'array' ? value : [value];
      for (const item of items) expect(check(item), ajv.errorsText(check.errors)).toBe(true);
    },
  );

  it('no prospect, disposition or error example goes unmarked', () => {
    for (const {block, value} of parsed) {
      for (const o of objectsOf(value)) {
        if ('lead_id' in o && 'coverage_type_ids' in o) expect(['Prospect', 'TruckingProspect'], label(block)).toContain(block.schema);
        if ('status' in o && 'history' in o) expect(['DispositionRequest', 'Disposition'], label(block)).toContain(block.schema);
        if ('error' in o) expect(['Error', 'OAuthError'], label(block)).toContain(block.schema);
      }
    }
  });

  it('the coverage type list agrees with the API reference', () => {
    expect(coverageTypes).toEqual(referenceCoverageTypes);
  });
});

describe('prospect examples', () => {
  it.each(prospects.map((p) => [p.name, p.o] as const))('%s carries lead_id and coverage_type_ids', (_name, o) => {
    expect(typeof o.lead_id).toBe('string');
    expect(o.lead_id).not.toBe('');
    expect(Array.isArray(o.coverage_type_ids)).toBe(true);
    const ids = o.coverage_type_ids as unknown[];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(coverageName.has(id as number), `coverage type ${String(id)}`).toBe(true);
  });

  it.each(prospects.map((p) => [p.name, p.o] as const))('%s keeps deprecated fields empty and trucking fields valid', (_name, o) => {
    expect(deprecatedFields.sort()).toEqual(['duns', 'ein', 'external_id', 'key', 'source', 'website']);
    for (const field of deprecatedFields) if (field in o) expect(o[field], field).toBe('');
    if ('dot_number' in o) {
      expect(legalEntities).toContain(o.legal_entity);
      expect(o.coverage_types).toEqual((o.coverage_type_ids as number[]).map((id) => coverageName.get(id)));
    }
  });
});

describe('disposition examples', () => {
  it('cover every status', () => {
    expect([...new Set(dispositions.map((d) => d.o.status))].sort()).toEqual([...statuses].sort());
  });

  it.each(dispositions.map((d) => [`${d.name} ${String(d.o.status)}`, d.o] as const))(
    '%s satisfies the disposition rules',
    (_name, o) => {
      expect(statuses).toContain(o.status);
      expect(typeof o.history).toBe('string');
      expect((o.history as string).length).toBeGreaterThanOrEqual(historyMin);
      expect(coverageName.has(o.coverage_type_id as number)).toBe(true);
      for (const field of ['premium', 'rate']) {
        if (o[field] !== undefined && o[field] !== null) expect(o[field] as number, field).toBeGreaterThan(0);
      }
      if (o.status === 'Quoted' || o.status === 'Sold') {
        expect(typeof o.carrier).toBe('string');
        expect(o.premium as number).toBeGreaterThan(0);
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

  it('the rule checks are real: a broken disposition fails them', () => {
    const check = ajv.compile(schemas.DispositionRequest);
    expect(check({coverage_type_id: 1, status: 'Quoted', history: 'Quoted with two carriers on Monday.'})).toBe(false);
    expect(check({coverage_type_id: 1, status: 'sold', history: 'Policy bound after two calls with the owner.'})).toBe(false);
    expect(check({coverage_type_id: 1, status: 'Lost', history: 'too short'})).toBe(false);
  });
});

describe('send-side answers', () => {
  const mqs = new Map(questionsOf(sets.mqs).map((q) => [q.code, q]));
  const forms = examplesOf('ExchangeProspectRequest').map(({name, o}) => ({
    name,
    answers: (o.application_form as {answer_values: {code: string; answer: string}[]}).answer_values,
  }));

  it('finds the request bodies', () => {
    expect(forms.length).toBeGreaterThanOrEqual(2);
  });

  it.each(forms.map((f) => [f.name, f.answers] as const))('%s answers MQS codes with valid answers', (_name, answers) => {
    const codes = answers.map((a) => a.code);
    for (const required of ['mqs_phone', 'mqs_first_name', 'mqs_last_name', 'mqs_business_name', 'mqs_zipcode']) {
      expect(codes).toContain(required);
    }
    expect(new Set(codes).size).toBe(codes.length);
    for (const {code, answer} of answers) {
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
  });
});
