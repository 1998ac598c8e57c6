/**
 * Progress per question set of a form's answers: the `question_sets` of Get
 * Latest (the sandbox mock) and of the `application_form` snapshots (the
 * webhook catalogue), and the counts pages write as
 * `{{world:mqsQuestionCount}}`. One rule: MQS always, and every other set the
 * form has at least one answer of; `total` is the number of questions of the
 * set in src/data/question-sets.
 */
import mqs from '../question-sets/mqs.json';
import lmqs from '../question-sets/lmqs.json';
import dpmqs from '../question-sets/dpmqs.json';
import vpmqs from '../question-sets/vpmqs.json';
import broker from '../question-sets/broker_questions.json';

interface SetData {
  id: string;
  groups: ReadonlyArray<{questions: ReadonlyArray<{code: string}>}>;
}

const SETS = ([mqs, lmqs, dpmqs, vpmqs, broker] as SetData[]).map((set) => ({
  code: set.id,
  codes: new Set(set.groups.flatMap((g) => g.questions.map((q) => q.code))),
}));

export interface QuestionSetProgress {
  code: string;
  answered: number;
  total: number;
}

/** Number of questions of each question set, by its code (`mqs` → 21). */
export const questionCounts: Readonly<Record<string, number>> = Object.fromEntries(SETS.map((s) => [s.code, s.codes.size]));

/** `question_sets` of a form whose answers have these codes (repeatable sets: each code counts once). */
export function questionSetProgress(codes: readonly string[]): QuestionSetProgress[] {
  return SETS.map((set) => ({code: set.code, answered: new Set(codes.filter((c) => set.codes.has(c))).size, total: set.codes.size})).filter(
    (p) => p.code === 'mqs' || p.answered > 0,
  );
}
