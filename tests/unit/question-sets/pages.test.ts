/**
 * Each question-set page imports exactly its own data file, renders every
 * group of it, and its JSON examples only use codes and answers that the
 * data accepts.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {allQuestions, sets, states} from './sets';
import {validateAnswer} from '../../../src/data/question-sets/validate';

const root = join(__dirname, '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

const setPages: Record<string, string> = {
  mqs: 'docs/api/mqs.mdx',
  lmqs: 'docs/api/lmqs.mdx',
  dpmqs: 'docs/api/dpmqs.mdx',
  vpmqs: 'docs/api/vpmqs.mdx',
  broker_questions: 'docs/api/broker_questions.mdx',
};
const allPages = {...setPages, states: 'docs/api/state_information.mdx'};

const dataImports = (source: string) =>
  [...source.matchAll(/from '@site\/src\/data\/([^']+)'/g)].map((m) => m[1]);

const jsonBlocks = (source: string) =>
  [...source.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as unknown);

const byCode = new Map(allQuestions().map((q) => [q.code, q]));

describe('question-set pages', () => {
  for (const [name, file] of Object.entries(setPages)) {
    describe(file, () => {
      const source = read(file);

      it(`imports only its own data file, question-sets/${name}.json`, () => {
        expect(dataImports(source)).toEqual([`question-sets/${name}.json`]);
        expect(source).toContain("import QuestionSetTable from '@site/src/components/QuestionSetTable';");
      });

      it('renders every group of the set exactly once', () => {
        const rendered = [...source.matchAll(/<QuestionSetTable set=\{\w+\} group="([^"]+)" \/>/g)].map((m) => m[1]);
        expect(rendered).toEqual(sets[name].groups.map((g) => g.id));
      });

      it('has a title, a description and no literal platform host', () => {
        expect(source).toMatch(/^---\ntitle: .+\ndescription: .+\n/);
        expect(source).not.toMatch(/bindpoint\.example/);
      });

      it('uses only known codes with valid answers in its JSON examples', () => {
        const blocks = jsonBlocks(source);
        expect(blocks.length).toBeGreaterThan(0);
        for (const block of blocks) {
          const answers =
            (block as {application_form?: {answer_values?: {code: string; answer: unknown; index?: number}[]}})
              .application_form?.answer_values ?? [];
          for (const {code, answer, index} of answers) {
            const question = byCode.get(code);
            expect(question, `${file}: ${code}`).toBeDefined();
            expect(validateAnswer(answer, question!.validation, states), `${file}: ${code}=${JSON.stringify(answer)}`).toEqual([]);
            if (index !== undefined) {
              const owner = Object.values(sets).find((s) => s.groups.some((g) => g.questions.includes(question!)))!;
              expect(owner.repeatable, `${code} carries an index`).toBe(true);
              expect(index).toBeLessThan(owner.maxInstances!);
            }
          }
        }
      });
    });
  }

  it('state_information imports only states.json and renders it with StateTable', () => {
    const source = read(allPages.states);
    expect(dataImports(source)).toEqual(['states.json']);
    expect(source).toContain('<StateTable states={states} />');
  });

  it('links to other docs pages with a trailing slash', () => {
    for (const file of Object.values(allPages)) {
      const links = [...read(file).matchAll(/\]\((\/docs\/[^)#]*)/g)].map((m) => m[1]);
      for (const link of links) expect(link, `${file}: ${link}`).toMatch(/\/$/);
    }
  });
});
