/**
 * Question-set progress is one account (issue 46: the OpenAPI example and
 * application_form said `{"code": "mqs", … "total": 22}`, where MQS has 21
 * questions and the mock and the webhook catalogue said 21). Every
 * `question_sets` entry the site shows (the OpenAPI document's examples, the
 * webhook catalogue, JSON on pages) has the set's number of questions as its
 * `total`; an OpenAPI example of a world form shows what the sandbox mock
 * answers for it; and the mock and the catalogue use the world's one rule
 * (src/data/world/progress.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {doc} from '../samples/openapi';
import {questionCounts, questionSetProgress} from '../../../src/data/world';
import {questionSetProgress as mockProgress} from '../../../src/mock/answers';
import {call, sandbox, testMock, token} from '../../../src/mock/__tests__/helpers';

const ROOT = path.resolve(__dirname, '../../..');

type Json = Record<string, any>;

interface Shown {
  where: string;
  code: string;
  answered: number;
  total: number;
}

/** Every `{code, answered, total}` object inside a JSON value, with where it was found. */
function progressIn(value: unknown, where: string, out: Shown[] = []): Shown[] {
  if (Array.isArray(value)) value.forEach((v, i) => progressIn(v, `${where}/${i}`, out));
  else if (value && typeof value === 'object') {
    const v = value as Json;
    if (typeof v.code === 'string' && typeof v.answered === 'number' && typeof v.total === 'number') out.push({where, code: v.code, answered: v.answered, total: v.total});
    for (const [k, sub] of Object.entries(v)) progressIn(sub, `${where}/${k}`, out);
  }
  return out;
}

/** `{"code": "mqs", "answered": 14, "total": 22}` written in a page's prose or JSON blocks. */
function progressOnPages(): Shown[] {
  const out: Shown[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.mdx')) {
        fs.readFileSync(full, 'utf8').split('\n').forEach((line, i) => {
          for (const m of line.matchAll(/"code":\s*"(\w+)",\s*"answered":\s*(\d+),\s*"total":\s*(\d+)/g)) {
            out.push({where: `${path.relative(ROOT, full)}:${i + 1}`, code: m[1]!, answered: Number(m[2]), total: Number(m[3])});
          }
        });
      }
    }
  };
  walk(path.join(ROOT, 'docs'));
  return out;
}

function wrongTotals(shown: Shown[]): string[] {
  return shown
    .filter((s) => s.code in questionCounts && (s.total !== questionCounts[s.code] || s.answered > s.total))
    .map((s) => `${s.where}: ${s.code} shows total ${s.total} (answered ${s.answered}); ${s.code} has ${questionCounts[s.code]} questions (src/data/question-sets): write ${questionCounts[s.code]}, or {{world:${s.code}QuestionCount}} in prose`);
}

describe('question-set progress', () => {
  const catalogue = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/data/webhooks/catalogue.json'), 'utf8'));
  const shown = [
    ...progressIn(doc.components, 'src/data/openapi/bindpoint.openapi.yaml#/components'),
    ...progressIn(doc.paths, 'src/data/openapi/bindpoint.openapi.yaml#/paths'),
    ...progressIn(catalogue, 'src/data/webhooks/catalogue.json#'),
    ...progressOnPages(),
  ];

  test('every total the site shows is the number of questions of its set (else: where, the total, the count)', () => {
    expect(shown.length).toBeGreaterThan(5);
    expect(wrongTotals(shown).join('\n')).toBe('');
  });

  test('the issue 46 example, put back, is found', () => {
    expect(wrongTotals([{where: 'docs/application_forms/application_form.mdx:66', code: 'mqs', answered: 14, total: 22}])).toEqual([
      'docs/application_forms/application_form.mdx:66: mqs shows total 22 (answered 14); mqs has 21 questions (src/data/question-sets): write 21, or {{world:mqsQuestionCount}} in prose',
    ]);
  });

  test('an OpenAPI example of a world form shows what the sandbox mock answers for that form', async () => {
    const mock = testMock();
    const bearer = await token(mock);
    const examples = Object.values<Json>(doc.components.examples ?? {}).map((e) => e.value as Json).filter((v) => v && Array.isArray(v.question_sets) && typeof v.id === 'string');
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const reply = await call(mock, 'GET', `${sandbox.partner}/application_forms/${example.id}/latest`, {token: bearer});
      if (reply.status === 404) continue;
      expect(example.question_sets, `the example of form ${example.id}`).toEqual(reply.body.question_sets);
    }
  });

  test('the mock and the webhook catalogue use the world rule: MQS always, other sets once answered', () => {
    expect(mockProgress).toBe(questionSetProgress);
    expect(questionSetProgress(['mqs_zipcode', 'lmqs_street_1'].filter((c) => c))).toEqual(
      expect.arrayContaining([{code: 'mqs', answered: 1, total: questionCounts.mqs}]),
    );
    expect(questionSetProgress([]).map((p) => p.code)).toEqual(['mqs']);
  });
});
