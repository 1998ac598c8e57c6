/**
 * Turning request-validation errors into the platform's answers: which
 * status (only one the operation documents), which error code, and one
 * detail per field in the document's `details` shape.
 */
import type {AjvError, RoutedOperation} from './router';
import {ApiError, type Detail} from './http';
import {shapePattern} from '../site/regexp';
import {facts as platformFacts} from '../site/facts';

/** A reference id (facts.ts's id format), to say so when one is sent where a UUID goes. */
const REFERENCE_ID = new RegExp(shapePattern(platformFacts.idFormats.referenceId));

/** The first of `preferred` that the operation documents; the first one when none is. */
export function documentedStatus(op: RoutedOperation, preferred: number[]): number {
  const responses = op.operation.responses ?? {};
  return preferred.find((s) => String(s) in responses) ?? preferred[0]!;
}

const CODE: Record<string, string> = {
  required: 'required',
  pattern: 'invalid_format',
  format: 'invalid_format',
  minLength: 'too_short',
  minItems: 'too_short',
  maxLength: 'too_long',
  maxItems: 'too_long',
  enum: 'invalid_value',
  const: 'invalid_value',
  type: 'invalid_type',
  additionalProperties: 'unknown_field',
  minimum: 'out_of_range',
  maximum: 'out_of_range',
  exclusiveMinimum: 'out_of_range',
  exclusiveMaximum: 'out_of_range',
  contains: 'required',
  uniqueItems: 'duplicate',
  minProperties: 'required',
  dependentRequired: 'required',
};

/** `/requestBody/a/b/0/c` → `a.b[0].c`; parameters by name. */
function fieldOf(error: AjvError): string {
  const parts = error.instancePath.split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const where = parts.shift();
  if (error.keyword === 'required' || error.keyword === 'dependentRequired') parts.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') parts.push(String(error.params.additionalProperty));
  if (error.keyword === 'contains' && parts.at(-1) === 'answer_values') parts.push('mqs_phone');
  const field = parts.reduce((out, p) => (/^\d+$/.test(p) ? `${out}[${p}]` : out ? `${out}.${p}` : p), '');
  return field || (where === 'requestBody' ? '(body)' : where ?? '(request)');
}

function messageOf(error: AjvError): string {
  switch (error.keyword) {
    case 'required':
      return 'Required.';
    case 'additionalProperties':
      return 'Not a field of this request; check its spelling and level.';
    case 'enum':
      return `Must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'const':
      return `Must be ${JSON.stringify(error.params.allowedValue)}.`;
    case 'contains':
      return 'The answers must include mqs_phone with exactly 10 digits.';
    default:
      return `${(error.message ?? 'is not valid').replace(/^must/, 'Must')}.`;
  }
}

/**
 * A detail's message inside the error's sentence: "Must match ..." reads
 * "must match ...". Only the first word's capital goes; the rest (a pattern
 * such as `^[A-Z]{2}$`, an enum value, a field name) is quoted as it is.
 */
export function inSentence(message: string): string {
  return message.replace(/\.$/, '').replace(/^[A-Z](?![A-Z0-9_])/, (c) => c.toLowerCase());
}

/** Shape problems (the wrong JSON shape) answer 400; field problems 422; each only if documented. */
const SHAPE = new Set(['type', 'additionalProperties', 'minProperties']);

export function validationError(op: RoutedOperation, errors: AjvError[], value: (error: AjvError) => unknown): ApiError {
  // Keep the specific errors: drop the umbrella ones (if/then, anyOf, oneOf) when others explain them.
  const specific = errors.filter((e) => !['if', 'anyOf', 'oneOf', 'allOf'].includes(e.keyword));
  const list = specific.length ? specific : errors;
  const details: Detail[] = [];
  const seen = new Set<string>();
  for (const error of list) {
    const field = fieldOf(error);
    const key = `${field}|${error.keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push({field, code: CODE[error.keyword] ?? 'invalid', message: messageOf(error)});
  }
  const inParameters = list.some((e) => /^\/(path|query|header)\b/.test(e.instancePath));
  // Request bodies are closed: a field the operation does not define is a shape problem at any depth.
  const unknownField = list.some((e) => e.keyword === 'additionalProperties');
  const shape = inParameters || unknownField || list.some((e) => SHAPE.has(e.keyword) && e.instancePath.split('/').length <= 3);
  // A reference id where a UUID goes: say so.
  const idError = list.find((e) => e.keyword === 'format' && e.params.format === 'uuid' && REFERENCE_ID.test(String(value(e) ?? '')));
  if (idError) {
    const status = documentedStatus(op, [400, 422, 404]);
    const field = fieldOf(idError);
    return new ApiError(
      status,
      status === 404 ? 'not_found' : status === 422 ? 'validation_failed' : 'invalid_request',
      `${field} must be the form's internal id (a UUID); ${String(value(idError))} is its reference id. Find the current id with GET /application_forms/${String(value(idError))}/latest.`,
      [{field, code: 'invalid_format', message: 'Must be a UUID, not a reference id.'}],
    );
  }
  const status = documentedStatus(op, shape ? [400, 422] : [422, 400]);
  const first = details[0];
  const message =
    status === 400
      ? inParameters
        ? `The request has invalid parameters: ${details.map((d) => `${d.field} ${inSentence(d.message)}`).join('; ')}.`
        : unknownField
          ? 'The request body has a field this operation does not define.'
          : 'The request body has the wrong shape.'
      : `The request has invalid fields${first ? `: ${first.field} ${inSentence(first.message)}` : ''}.`;
  return new ApiError(status, status === 400 ? 'invalid_request' : 'validation_failed', message, details);
}
