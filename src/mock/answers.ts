/**
 * Answers against the question sets (src/data/question-sets): a code the
 * platform does not know is refused, each answer must pass its question's
 * rule (the same `validateAnswer` the question-set pages document), and
 * repeatable sets take contiguous indexes up to their maximum.
 */
import states from '../data/states.json';
import {validateAnswer} from '../data/question-sets/validate';
import type {Question, QuestionSet} from '../data/question-sets/types';
import {questionSets} from './seed';
import type {Detail} from './http';

const byCode = new Map<string, {question: Question; set: QuestionSet}>();
for (const set of questionSets) for (const group of set.groups) for (const question of group.questions) byCode.set(question.code, {question, set});

export interface AnswerInput {
  code: string;
  answer: unknown;
  index?: number;
}

/** Problems with a list of answers, as error details (empty when all are valid). `null` clears an answer on update. */
export function answerProblems(answers: AnswerInput[], options: {allowNull: boolean}): Detail[] {
  const details: Detail[] = [];
  const indexes = new Map<string, Set<number>>();
  answers.forEach((a, i) => {
    const known = byCode.get(a.code);
    if (!known) {
      details.push({field: `answer_values[${i}].code`, code: 'unknown_question', message: `${a.code} is not a question code of MQS, LMQS, DPMQS, VPMQS or the broker questions.`});
      return;
    }
    const {question, set} = known;
    if (a.index !== undefined && a.index > 0) {
      if (!set.repeatable) {
        details.push({field: `answer_values[${i}].index`, code: 'invalid_index', message: `${a.code} belongs to ${set.id.toUpperCase()}, which is not repeatable; omit index.`});
        return;
      }
      if (set.maxInstances !== undefined && a.index >= set.maxInstances) {
        details.push({field: `answer_values[${i}].index`, code: 'invalid_index', message: `The highest index of ${set.id.toUpperCase()} is ${set.maxInstances - 1}.`});
        return;
      }
    }
    if (set.repeatable) {
      const seen = indexes.get(set.id) ?? new Set<number>();
      seen.add(a.index ?? 0);
      indexes.set(set.id, seen);
    }
    if (a.answer === null) {
      if (!options.allowNull) details.push({field: a.code, code: 'required', message: 'An answer cannot be null when the form is created.'});
      return;
    }
    const problems = validateAnswer(a.answer, question.validation, states);
    if (problems.length) details.push({field: a.code, code: 'invalid_format', message: `${question.validation.rule} The answer ${problems.join(', ')}.`});
  });
  for (const [setId, seen] of indexes) {
    const max = Math.max(...seen);
    for (let i = 0; i <= max; i++) {
      if (!seen.has(i)) {
        details.push({field: `${setId}.index`, code: 'invalid_index', message: `Indexes of ${setId.toUpperCase()} must be contiguous from 0; ${i} is missing.`});
        break;
      }
    }
  }
  return details;
}

/** Progress per question set of a form's answers: the world's one rule (src/data/world/progress.ts). */
export {questionSetProgress} from '../data/world/progress';
