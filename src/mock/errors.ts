/**
 * Turning request-validation errors into the platform's answers: which
 * status (only one the operation documents), which error code, and one
 * detail per field in the document's `details` shape.
 */
import type {AjvError, RoutedOperation} from './router';
import type {Detail} from './http';
import {refuse, type Refusal} from './refuse';
import {shapePattern} from '../site/regexp';
import {facts as platformFacts} from '../site/facts';
import {pointerSegments} from '@hyperjump/json-pointer';

/** A reference id (facts.ts's id format), to say so when one is sent where a UUID goes. */
const REFERENCE_ID = new RegExp(shapePattern(platformFacts.idFormats.referenceId));

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
  const parts = [...pointerSegments(error.instancePath)];
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

/**
 * Which situation of the rules (src/data/rules/shared.ts) a request's validation errors are: the
 * wrong JSON shape, a field the body does not define, or invalid parameters answer 400
 * `invalid_request`; a field that fails its rule 422 `validation_failed`. One rule for every operation.
 */
const SHAPE = new Set(['type', 'additionalProperties', 'minProperties']);

/**
 * Of the alternatives (`oneOf`, `anyOf`) a value fails, the ones of another type do not explain it: a hook's
 * `header` (one of a header object and null) sent as an object whose value is bad fails the object's `pattern`
 * and null's `type`, and only the first says what is wrong. A branch's `type` error goes when other errors lie
 * inside the value (or on it, of another keyword); a value of no alternative's type keeps them all.
 */
function withoutOtherTypes(errors: AjvError[]): AjvError[] {
  const drop = new Set<AjvError>();
  for (const umbrella of errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')) {
    const at = umbrella.instancePath;
    const branch = (e: AjvError) => e.instancePath === at && e.keyword === 'type' && (e.schemaPath ?? '').startsWith(`${umbrella.schemaPath}/`);
    const explained = errors.some((e) => e !== umbrella && !branch(e) && (e.instancePath.startsWith(`${at}/`) || (e.instancePath === at && !['type', 'oneOf', 'anyOf'].includes(e.keyword))));
    if (explained) for (const e of errors) if (branch(e)) drop.add(e);
  }
  return errors.filter((e) => !drop.has(e));
}

export function validationError(op: RoutedOperation, all: AjvError[], value: (error: AjvError) => unknown): Refusal {
  const errors = withoutOtherTypes(all);
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
  // A reference id where a UUID goes: say so.
  const idError = list.find((e) => e.keyword === 'format' && e.params.format === 'uuid' && REFERENCE_ID.test(String(value(e) ?? '')));
  if (idError && op.situations.has('reference_id_for_uuid')) {
    const field = fieldOf(idError);
    return refuse(op, 'reference_id_for_uuid', {field, value: String(value(idError))});
  }
  if (list.some((e) => /^\/(path|query|header)\b/.test(e.instancePath))) {
    return refuse(op, 'invalid_parameters', {problems: details.map((d) => `${d.field} ${inSentence(d.message)}`).join('; ')}, {details});
  }
  // Request bodies are closed: a field the operation does not define is a shape problem at any depth.
  const unknown = details.find((d) => d.code === 'unknown_field');
  if (unknown) return refuse(op, 'unknown_field', {field: unknown.field}, {details});
  if (list.some((e) => SHAPE.has(e.keyword) && e.instancePath.split('/').length <= 3)) return refuse(op, 'wrong_shape', {}, {details});
  const first = details[0]!;
  return refuse(op, 'invalid_fields', {field: first.field, problem: inSentence(first.message)}, {details});
}
