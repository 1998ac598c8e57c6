/**
 * The quote request the platform delivers to a carrier's rating endpoint has
 * one home: the world builds it (src/data/world/rating.ts), the OpenAPI
 * document's webhook `receiveQuoteRequest` describes it (schema
 * `RatingRequest`) and shows the world's delivery of Q-20261125-00413 as its
 * example, and the carrier page links there instead of typing its own JSON
 * (issue 46, reread F9: the page described a shape no operation had).
 */
import {describe, expect, test} from 'vitest';
import {carriers, quoteRequests, ratingRequestOf} from '../../../src/data/world';
import {allQuestions} from '../question-sets/sets';
import {doc, schema} from './openapi';

const webhook = doc.webhooks.receiveQuoteRequest.post;
const example = webhook.requestBody.content['application/json'].examples.quote.value;
const validate = schema('RatingRequest');
const problems = (value: unknown) => (validate(value) ? '' : JSON.stringify(validate.errors));

describe('the quote request delivered to a carrier', () => {
  test("the document's example is the world's delivery of Q-20261125-00413", () => {
    expect(example).toEqual(ratingRequestOf('Q-20261125-00413'));
  });

  test('every delivery of the world matches the schema: each sent quote request, each bind request', () => {
    const sent = quoteRequests.filter((q) => q.history.some((c) => c.status === 'sent'));
    const bound = quoteRequests.filter((q) => q.history.some((c) => c.status === 'binding'));
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(bound.length).toBeGreaterThanOrEqual(1);
    for (const q of sent) expect(problems(ratingRequestOf(q.quoteNumber)), q.quoteNumber).toBe('');
    for (const q of bound) expect(problems(ratingRequestOf(q.quoteNumber, 'bind')), `${q.quoteNumber} bind`).toBe('');
  });

  test("the example maps the form's answers to the carrier's questions and carries the application document", () => {
    const delivery = ratingRequestOf('Q-20261125-00413');
    expect(delivery.product).toBe('hwm_gl');
    expect(delivery.carrier_answers).toMatchObject({insured_name: 'Harborline Bakery LLC', zip_code: '97209'});
    // Unanswered questions are left out (the bakery gave no revenue).
    expect(delivery.carrier_answers).not.toHaveProperty('annual_sales');
    expect(delivery.attachment_ids).toEqual(['0d8e4b21-96fa-4c3e-8a70-5f1b2c9d6e83']);
    expect(delivery.respond_by).toBe('2026-11-25T18:03:42Z');
    expect(ratingRequestOf('Q-20261125-00412', 'bind')).toMatchObject({type: 'bind', effective_date: '2026-12-01', respond_by: null});
  });

  test("each carrier maps every product it is enabled for, from question codes that exist (else: the carrier, the product, the code)", () => {
    const codes = new Set(allQuestions().map((q) => q.code));
    const found: string[] = [];
    for (const carrier of carriers) {
      const products = new Set(carrier.enablements.map((e) => e.productCode));
      for (const product of products) if (!carrier.ratingQuestions[product]) found.push(`src/data/world/carriers.ts: ${carrier.code} has no ratingQuestions.${product}: map its questions to question codes`);
      for (const [product, questions] of Object.entries(carrier.ratingQuestions)) {
        if (!products.has(product)) found.push(`src/data/world/carriers.ts: ${carrier.code} ratingQuestions.${product} is no product it is enabled for`);
        for (const [question, code] of Object.entries(questions)) if (!codes.has(code)) found.push(`src/data/world/carriers.ts: ${carrier.code} ratingQuestions.${product}.${question} reads ${code}, which no question set has`);
      }
    }
    expect(found.join('\n')).toBe('');
  });

  test('a quote request that was never sent has no delivery: the message says so', () => {
    expect(() => ratingRequestOf('Q-20261125-00413', 'bind')).toThrow(/Q-20261125-00413 never became binding/);
    expect(() => ratingRequestOf('Q-20991231-99999')).toThrow(/no quote request Q-20991231-99999/);
  });

  test('the webhook is documented where the carrier page renders it, with its credentials', () => {
    expect(webhook['x-doc-page']).toBe('/docs/carrier_integrations/');
    expect(webhook.security).toEqual([{ratingStaticHeader: []}, {ratingBasic: []}]);
  });
});
