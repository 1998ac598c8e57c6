/**
 * Shape of the question-set data files in this folder (mqs, lmqs, dpmqs,
 * vpmqs, broker_questions). The pages under docs/api/ import one file each
 * and hand it to <QuestionSetTable>; tests/unit/question-sets checks that
 * every example satisfies its own validation rule.
 */

/** How an answer is typed in the Terminal, the Storefront and the API. */
export type QuestionType =
  | 'text'
  | 'email'
  | 'phone'
  | 'zipcode'
  | 'integer'
  | 'currency'
  | 'yes_no'
  | 'select'
  | 'date'
  | 'state'
  | 'naics'
  | 'json'
  | 'vin';

/**
 * A validation rule: `rule` is the sentence shown on the page; the other
 * fields are the machine-checkable parts of the same rule.
 */
export interface Validation {
  rule: string;
  /** ECMAScript regular expression the whole answer must match. */
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  /** Inclusive numeric bounds, for integer and currency answers. */
  min?: number;
  max?: number;
  /** Allowed answers, exact spelling. */
  options?: string[];
  /** Checks that a pattern cannot express well. */
  format?: 'email' | 'date' | 'state' | 'json' | 'naics' | 'vin';
  /** A length limit shared by several codes (e.g. street lines 1 and 2). */
  combinedMaxLength?: {codes: string[]; max: number};
}

/**
 * An answer as it travels in `answer_values[].answer`: a string for text,
 * dates, selects and Yes/No; a JSON number for integer and currency
 * questions (a string of digits is accepted too); a JSON object for
 * `json` questions such as `mqs_customer_metadata`.
 */
export type Answer = string | number | Record<string, string>;

export interface Question {
  code: string;
  label: string;
  type: QuestionType;
  /** Must be answered before the application form can be sent to carriers. */
  required: boolean;
  validation: Validation;
  /** A valid answer, exactly as it is sent in `answer_values[].answer`. */
  example: Answer;
  /** Extra guidance shown under the rule. */
  notes?: string;
}

export interface QuestionGroup {
  /** Stable id; the page writes a heading for each group and passes this id. */
  id: string;
  title: string;
  questions: Question[];
}

export interface QuestionSet {
  id: 'mqs' | 'lmqs' | 'dpmqs' | 'vpmqs' | 'broker_questions';
  name: string;
  /** Prefix every code of the set starts with (`naics` is the one MQS exception). */
  prefix: string;
  /** Sets answered once per location, driver or vehicle carry an `index`. */
  repeatable: boolean;
  /** Most instances one application form accepts, for repeatable sets. */
  maxInstances?: number;
  groups: QuestionGroup[];
}

/** Type names as the tables print them. */
export const typeLabels: Record<QuestionType, string> = {
  text: 'Text',
  email: 'Email',
  phone: 'Phone',
  zipcode: 'ZIP code',
  integer: 'Integer',
  currency: 'Currency (USD)',
  yes_no: 'Yes/No',
  select: 'Select',
  date: 'Date',
  state: 'State',
  naics: 'NAICS description',
  json: 'JSON string',
  vin: 'VIN',
};
