/**
 * The webhook event catalogue (src/data/webhooks/catalogue.json) that
 * /docs/webhooks/wh_event_payloads/ renders: complete, consistent with the
 * platform model, the question-set data and the OpenAPI document, and every
 * example signed for real with the documented example secret.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import {loadDocument} from '../../../src/plugins/openapi/document';
import {tokens} from '../../../src/site/identity';
import addFormats from 'ajv-formats';
import {
  catalogue,
  catalogueToc,
  eventAnchor,
  eventName,
  eventNames,
} from '../../../src/data/webhooks';
import {verifySignature} from '../../../src/data/webhooks/samples/verify-signature.mjs';
import {validateAnswer} from '../../../src/data/question-sets/validate';
import type {Question, QuestionSet} from '../../../src/data/question-sets/types';
import mqs from '../../../src/data/question-sets/mqs.json';
import lmqs from '../../../src/data/question-sets/lmqs.json';
import brokerQuestions from '../../../src/data/question-sets/broker_questions.json';
import states from '../../../src/data/states.json';

const root = path.resolve(__dirname, '../../..');
const raw = fs.readFileSync(path.join(root, 'src/data/webhooks/catalogue.json'), 'utf8');

const all = catalogue.subjects.flatMap((s) => s.events.map((e) => ({subject: s.subject, ...e})));
const forms = all.filter((e) => e.subject === 'application_form');

const questions = new Map<string, Question>(
  [mqs, lmqs, brokerQuestions]
    .flatMap((set) => (set as unknown as QuestionSet).groups.flatMap((g) => g.questions))
    .map((q) => [q.code, q]),
);

describe('event catalogue', () => {
  test('is valid JSON and names no platform host', () => {
    expect(() => JSON.parse(raw)).not.toThrow();
    expect(raw).not.toMatch(/bindpoint\.example/);
  });

  test('covers the four subjects and their actions, in order', () => {
    const actions = Object.fromEntries(catalogue.subjects.map((s) => [s.subject, s.events.map((e) => e.action)]));
    expect(actions).toEqual({
      application_form: ['created', 'updated', 'submitted', 'finished_quoting', 'bound'],
      quote_request: ['created', 'updated', 'finished', 'failed'],
      question_set: ['created', 'updated', 'deleted'],
      carrier: ['enabled', 'updated', 'disabled'],
    });
    expect(new Set(eventNames).size).toBe(eventNames.length);
  });

  test.each(all.map((e) => [eventName(e.subject, e.action), e] as const))(
    '%s: the example parses and carries the X-Event it is filed under',
    (name, e) => {
      const body = JSON.stringify(e.payload);
      const parsed = JSON.parse(body);
      expect(e.headers['X-Event']).toBe(name);
      expect(parsed.event).toBe(name);
      expect(`${parsed.subject}:${parsed.action}`).toBe(name);
      expect(parsed.id).toBe(e.headers['X-Event-Id']);
      expect(parsed.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(e.headers['X-Request-Id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(parsed.occurred_at))).toBe(false);
      expect(parsed.data).toBeTypeOf('object');
      expect(e.summary.length).toBeGreaterThan(40);
    },
  );

  test('every X-Signature is the HMAC-SHA256 of the compact body under the example secret', () => {
    for (const e of all) {
      const body = JSON.stringify(e.payload);
      expect(verifySignature(body, e.headers['X-Signature'], catalogue.example_secret), e.payload.event).toBe(true);
      expect(verifySignature(body + ' ', e.headers['X-Signature'], catalogue.example_secret)).toBe(false);
    }
  });

  test('event ids and request ids are unique across the catalogue', () => {
    const ids = all.map((e) => e.payload.id);
    const requests = all.map((e) => e.headers['X-Request-Id']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(requests).size).toBe(requests.length);
  });

  test('the table of contents has an h2 per subject and an h3 per event, with the heading anchors', () => {
    expect(catalogueToc.filter((t) => t.level === 2)).toHaveLength(catalogue.subjects.length);
    const h3 = catalogueToc.filter((t) => t.level === 3);
    expect(h3.map((t) => t.value)).toEqual(eventNames);
    expect(h3.map((t) => t.id)).toEqual(all.map((e) => eventAnchor(e.subject, e.action)));
  });
});

describe('application_form payloads are full snapshots', () => {
  // As every consumer reads it: tokens rendered (patterns such as ReferenceId's come from src/site/facts.ts).
  const openapi = loadDocument(fs.readFileSync(path.join(root, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens).doc;
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  ajv.addKeyword('example');
  ajv.addSchema({$id: 'bindpoint-openapi', components: {schemas: openapi.components.schemas}});
  const validateForm = ajv.getSchema('bindpoint-openapi#/components/schemas/ApplicationForm')!;

  test.each(forms.map((e) => [e.payload.event, e] as const))('%s matches the OpenAPI ApplicationForm schema', (_n, e) => {
    const ok = validateForm(e.payload.data);
    expect(ok, ajv.errorsText(validateForm.errors)).toBe(true);
  });

  test.each(forms.map((e) => [e.payload.event, e] as const))(
    '%s answers use known question codes and pass their validation rules',
    (_n, e) => {
      const data = e.payload.data as {
        answer_values: {code: string; answer: unknown}[];
        locations: {answer_values: {code: string; answer: unknown}[]}[];
      };
      const answers = [...data.answer_values, ...data.locations.flatMap((l) => l.answer_values)];
      expect(answers.length).toBeGreaterThan(3);
      for (const {code, answer} of answers) {
        const question = questions.get(code);
        expect(question, `unknown question code ${code}`).toBeDefined();
        expect(validateAnswer(answer, question!.validation, states), code).toEqual([]);
      }
    },
  );

  test('the schema check really rejects a broken snapshot', () => {
    const broken = {...(forms[0]!.payload.data as object), reference_id: 'K7M4QP2ZD', flow: 'agent'};
    expect(validateForm(broken)).toBe(false);
  });

  test('the storefront source arrives as the mqs_customer_metadata answer', () => {
    for (const e of forms) {
      const data = e.payload.data as {answer_values: {code: string; answer: unknown}[]};
      const metadata = data.answer_values.find((a) => a.code === 'mqs_customer_metadata');
      expect(metadata?.answer).toEqual({source: expect.any(String)});
    }
  });

  test('quote request attachment ids all appear in the form attachments', () => {
    for (const e of forms) {
      const data = e.payload.data as {
        attachments: {id: string}[];
        quote_requests: {attachment_ids: string[]}[];
      };
      const known = new Set(data.attachments.map((a) => a.id));
      for (const id of data.quote_requests.flatMap((q) => q.attachment_ids)) {
        expect(known.has(id), `${e.payload.event}: ${id}`).toBe(true);
      }
    }
  });

  test('the public reference id is the same in every event, forms and quote requests alike', () => {
    const refs = new Set(
      all
        .map((e) => e.payload.data as {reference_id?: string; application_form?: {reference_id: string}})
        .map((d) => d.reference_id ?? d.application_form?.reference_id)
        .filter(Boolean),
    );
    expect([...refs]).toEqual(['K7M-4QP-2ZD']);
  });
});

describe('quote_request payloads', () => {
  const statuses = ['unsent', 'in_progress', 'sent', 'completed', 'failed', 'timed_out', 'ineligible', 'referral', 'bound', 'binding', 'binding_failed'];
  const quoteEvents = all.filter((e) => e.subject === 'quote_request');

  test('use the request_status values of the platform', () => {
    for (const e of [...quoteEvents.map((q) => q.payload.data), ...forms.flatMap((f) => (f.payload.data as {quote_requests: object[]}).quote_requests)]) {
      expect(statuses).toContain((e as {request_status: string}).request_status);
    }
  });

  test('finished means a carrier result and failed means no result', () => {
    const status = (action: string) =>
      (quoteEvents.find((e) => e.action === action)!.payload.data as {request_status: string}).request_status;
    expect(['completed', 'referral', 'ineligible']).toContain(status('finished'));
    expect(['failed', 'timed_out', 'binding_failed']).toContain(status('failed'));
  });
});
