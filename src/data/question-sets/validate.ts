/**
 * Checks one answer against a question's validation rule, the same rules the
 * question-set pages print. Used by the tests (every example must pass its
 * own rule) and usable by an integrator's form code.
 */
import type {Question, Validation} from './types';

export interface StateLike {
  code: string;
  name: string;
}

const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** True when the ninth character of a 17-character VIN is its check digit. */
export function vinCheckDigitOk(vin: string): boolean {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const c = vin[i];
    const value = /[0-9]/.test(c) ? Number(c) : VIN_VALUES[c];
    sum += value * VIN_WEIGHTS[i];
  }
  const remainder = sum % 11;
  return vin[8] === (remainder === 10 ? 'X' : String(remainder));
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A state answer as the platform matches it: code or full name, any case, trimmed. */
export function matchState(value: string, states: StateLike[]): StateLike | undefined {
  const v = value.trim().toLowerCase();
  return states.find((s) => s.code.toLowerCase() === v || s.name.toLowerCase() === v);
}

/** A JSON answer for `format: 'json'`: an object of strings, a JSON-encoded one, or plain text. */
function jsonProblems(answer: unknown, maxLength?: number): string[] {
  let value = answer;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text.startsWith('{')) {
      // Plain text is stored as {"source": text}.
      value = {source: value};
    } else {
      try {
        value = JSON.parse(text);
      } catch {
        return ['is not valid JSON'];
      }
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return ['is not a JSON object'];
  const problems: string[] = [];
  if (Object.values(value).some((v) => typeof v !== 'string')) problems.push('has a value that is not a string');
  if (maxLength !== undefined && JSON.stringify(value).length > maxLength) {
    problems.push(`longer than ${maxLength} characters when encoded`);
  }
  return problems;
}

/**
 * Problems with `answer` under `validation`; empty when the answer is valid.
 * Integer and currency answers may be JSON numbers or strings of digits;
 * JSON answers are checked by `jsonProblems`; all others must be strings.
 * `states` is needed only for rules with `format: 'state'`.
 */
export function validateAnswer(
  answer: unknown,
  validation: Validation,
  states: StateLike[] = [],
): string[] {
  if (validation.format === 'json') return jsonProblems(answer, validation.maxLength);
  const numeric = validation.min !== undefined || validation.max !== undefined;
  if (numeric && typeof answer === 'number') {
    if (!Number.isInteger(answer) || answer < 0) return ['is not a whole number'];
    answer = String(answer);
  }
  if (typeof answer !== 'string') return ['must be a string'];
  const problems: string[] = [];
  if (validation.minLength !== undefined && answer.length < validation.minLength) {
    problems.push(`shorter than ${validation.minLength} characters`);
  }
  if (validation.maxLength !== undefined && answer.length > validation.maxLength) {
    problems.push(`longer than ${validation.maxLength} characters`);
  }
  if (validation.pattern !== undefined && !new RegExp(validation.pattern, 'u').test(answer)) {
    problems.push(`does not match ${validation.pattern}`);
  }
  if (numeric) {
    if (!/^[0-9]+$/.test(answer)) {
      problems.push('is not a whole number');
    } else {
      const n = Number(answer);
      if (validation.min !== undefined && n < validation.min) problems.push(`below ${validation.min}`);
      if (validation.max !== undefined && n > validation.max) problems.push(`above ${validation.max}`);
    }
  }
  if (validation.options !== undefined && !validation.options.includes(answer)) {
    problems.push(`not one of ${validation.options.join(', ')}`);
  }
  switch (validation.format) {
    case 'email':
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(answer)) problems.push('is not an email address');
      break;
    case 'date':
      if (!isCalendarDate(answer)) problems.push('is not a calendar date YYYY-MM-DD');
      break;
    case 'state':
      if (!matchState(answer, states)) problems.push('is not a state code or name');
      break;
    case 'naics':
      if (/[0-9]/.test(answer)) problems.push('is a code, not a NAICS description');
      break;
    case 'vin':
      if (!vinCheckDigitOk(answer)) problems.push('has a wrong VIN check digit');
      break;
    default:
      break;
  }
  return problems;
}

/** Problems with a question's own example. */
export function validateExample(question: Question, states: StateLike[] = []): string[] {
  return validateAnswer(question.example, question.validation, states);
}
