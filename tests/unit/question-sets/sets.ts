/** The question-set data under test, loaded the way the pages import them. */
import mqs from '../../../src/data/question-sets/mqs.json';
import lmqs from '../../../src/data/question-sets/lmqs.json';
import dpmqs from '../../../src/data/question-sets/dpmqs.json';
import vpmqs from '../../../src/data/question-sets/vpmqs.json';
import brokerQuestions from '../../../src/data/question-sets/broker_questions.json';
import statesJson from '../../../src/data/states.json';
import type {Question, QuestionSet} from '../../../src/data/question-sets/types';

export const sets = {
  mqs,
  lmqs,
  dpmqs,
  vpmqs,
  broker_questions: brokerQuestions,
} as unknown as Record<string, QuestionSet>;

export const states = statesJson as {code: string; name: string; type: string}[];

export function questionsOf(set: QuestionSet): Question[] {
  return set.groups.flatMap((g) => g.questions);
}

export function allQuestions(): Question[] {
  return Object.values(sets).flatMap(questionsOf);
}
