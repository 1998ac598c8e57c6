/**
 * The request the platform POSTs to a carrier's rating endpoint for one quote
 * request (the OpenAPI document's webhook `receiveQuoteRequest`, schema
 * `RatingRequest`), built from the world: the quote request, its form's
 * answers and version at the time, the carrier's product and question mapping
 * (`ratingQuestions` of src/data/world/carriers.ts) and the form's application
 * document. The document's example is this function's answer for the world's
 * Q-20261125-00413 (tests/unit/world/rating.test.ts checks that and the schema).
 */
import {carrierById, coverageType} from './carriers';
import {attachments, quoteRequests} from './forms';
import {formByKey, respondBy} from './lookup';
import type {AnswerValue, QuoteRequest} from './types';

export type RatingRequestType = 'quote' | 'bind';

export interface RatingRequest {
  quote_number: string;
  type: RatingRequestType;
  product: string;
  coverage_type: {id: number; name: string};
  state: string;
  effective_date: string | null;
  application_form: {id: string; reference_id: string};
  carrier_answers: Record<string, unknown>;
  answer_values: Array<{code: string; answer: unknown; index?: number}>;
  attachment_ids: string[];
  respond_by: string | null;
}

/** The answer of a question code (for a repeatable set, of its first entry), or undefined. */
function answerOf(answers: readonly AnswerValue[], code: string): unknown {
  return answers.find((a) => a.code === code && (a.index ?? 0) === 0)?.answer;
}

/** When the platform sends it: a quote request when it becomes `sent`, a bind request when it becomes `binding`. */
function sentAt(q: QuoteRequest, type: RatingRequestType): string {
  const status = type === 'quote' ? 'sent' : 'binding';
  const at = q.history.find((c) => c.status === status)?.at;
  if (!at) throw new Error(`src/data/world: ${q.quoteNumber} never became ${status}, so no ${type} request was delivered for it`);
  return at;
}

/** The body of the quote (or bind) request delivered to the carrier of a quote request of the world. */
export function ratingRequestOf(quoteNumber: string, type: RatingRequestType = 'quote'): RatingRequest {
  const q = quoteRequests.find((r) => r.quoteNumber === quoteNumber);
  if (!q) throw new Error(`src/data/world: no quote request ${quoteNumber}`);
  const form = formByKey(q.form);
  const carrier = carrierById(q.carrier);
  const at = sentAt(q, type);
  const state = String(answerOf(form.answers, 'mqs_state') ?? '');
  const enablement = carrier.enablements.find(
    (e) => e.tenant === form.tenant && e.environment === form.environment && e.coverageTypeId === q.coverageTypeId && e.states.includes(state),
  );
  if (!enablement) throw new Error(`src/data/world: ${carrier.name} has no product for coverage type ${q.coverageTypeId} in ${state} (${quoteNumber})`);
  const questions = carrier.ratingQuestions[enablement.productCode];
  if (!questions) throw new Error(`src/data/world/carriers.ts: ${carrier.code} has no ratingQuestions for its product ${enablement.productCode}`);
  const carrierAnswers: Record<string, unknown> = {};
  for (const [question, code] of Object.entries(questions)) {
    const answer = answerOf(form.answers, code);
    if (answer !== undefined && answer !== null) carrierAnswers[question] = answer;
  }
  const version = [...form.versions].reverse().find((v) => v.from <= at) ?? form.versions[0]!;
  const effective = type === 'bind' ? q.effectiveDate : undefined;
  const cover = coverageType(q.coverageTypeId);
  return {
    quote_number: q.quoteNumber,
    type,
    product: enablement.productCode,
    coverage_type: {id: cover.id, name: cover.name},
    state,
    effective_date: effective ?? ((answerOf(form.answers, 'mqs_policy_effective_date') as string | undefined) ?? null),
    application_form: {id: version.id, reference_id: form.referenceId},
    carrier_answers: carrierAnswers,
    answer_values: form.answers.map((a) => ({code: a.code, answer: a.answer, ...(a.index === undefined ? {} : {index: a.index})})),
    attachment_ids: attachments.filter((a) => a.form === form.key && a.kind === 'application_document' && a.createdAt <= at).map((a) => a.id),
    respond_by: type === 'quote' ? (respondBy(q) ?? null) : null,
  };
}
