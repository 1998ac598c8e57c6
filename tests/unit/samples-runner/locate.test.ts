/**
 * A refused request's problem points at the line of the typo (locate.ts):
 * in the block that sent it, or in the titled module whose function it
 * calls, or in the titled JSON body it sends. Before, a Python sample's
 * message pointed at the line that called the function.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {pageBlocks} from '../../samples/blocks';
import {createWorkspace, type Workspace} from '../../samples/exec';
import {detailLine} from '../../samples/locate';
import {advice} from '../../samples/verdict';
import type {Page} from '../../samples/pages';
import {failureLines} from '../../samples/report';
import {runPage, type BlockResult} from '../../samples/script';
import {startLocalMock} from './local-mock';

const FENCE = '```';
const API = 'http://api.sandbox.bindpoint.example';

const PAGE = `---
title: Typos
---

The module:

${FENCE}python title="bp_things.py"
import requests

def create_thing(name):
    body = {
        "name": name,
        "priorty": "high",
    }
    return requests.post("${API}/things", json=body, timeout=5)
${FENCE}

Call it:

${FENCE}python
from bp_things import create_thing
print(create_thing("lamp").status_code)
${FENCE}

A body of its own:

${FENCE}json title="thing.json"
{
  "name": "lamp",
  "colour": "red"
}
${FENCE}

${FENCE}bash
curl -s -X POST ${API}/things -H "Content-Type: application/json" --data @thing.json
${FENCE}
`;

/** Refuses any field but `name`, as the mock refuses a field the OpenAPI document does not define. */
function refuse(body: string) {
  const extra = Object.keys(JSON.parse(body || '{}')).filter((k) => k !== 'name');
  return extra.length
    ? {status: 400, body: {error: {code: 'invalid_request', message: 'Unknown fields.', details: extra.map((field) => ({field, code: 'unknown_field', message: `${field} is not a field of the thing.`}))}}}
    : {status: 201, body: {id: 't1'}};
}

let root: string;
let ws: Workspace;
let results: BlockResult[];
let mock: Awaited<ReturnType<typeof startLocalMock>>;

beforeAll(async () => {
  mock = await startLocalMock(({body}) => refuse(body));
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-locate-'));
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(path.join(root, 'docs/typos.mdx'), PAGE);
  ws = createWorkspace();
  const page: Page = {id: 'typos', file: 'docs/typos.mdx', area: 'Fixture', blocks: () => pageBlocks('docs/typos.mdx', root)};
  results = await runPage(page, 0, {ws, mock, env: {PATH: process.env.PATH!, ...mock.env}, reader: new Set(), setOn: new Map(), timeoutMs: 8000, files: new Map()});
}, 60_000);

afterAll(async () => {
  await mock?.stop();
  fs.rmSync(root, {recursive: true, force: true});
  fs.rmSync(ws.dir, {recursive: true, force: true});
});

const lineOf = (needle: string) => PAGE.slice(0, PAGE.indexOf(needle)).split('\n').length;

describe('a refused field is reported at the line that writes it', () => {
  test('in the module whose function the block calls (not the line of the call)', () => {
    const call = results.find((r) => r.command.startsWith('from bp_things import'))!;
    expect(call.outcome).toBe('failed');
    expect(failureLines(call)[0]).toMatch(new RegExp(`^docs/typos\\.mdx:${lineOf('"priorty"')}: \\[python\\] \`from bp_things import create_thing\`: POST (?:http://)?api\\.sandbox\\.bindpoint\\.example/things: the mock answered 400 invalid_request`));
  });

  test('in the titled JSON body a curl sends with @file', () => {
    const curl = results.find((r) => r.command.startsWith('curl -s -X POST'))!;
    expect(failureLines(curl)[0]).toMatch(new RegExp(`^docs/typos\\.mdx:${lineOf('"colour"')}: \\[bash\\]`));
  });

  test('detailLine: a key before a value, the first source that writes it, nothing when no source does', () => {
    const sources = [{file: 'docs/a.mdx', line: 10, code: 'x = 1\npayload = {"priorty": 1}'}, {file: 'docs/b.mdx', line: 3, code: 'priorty: 2'}];
    expect(detailLine([{field: 'application_form.priorty', code: 'unknown_field'}], sources)).toBe('docs/a.mdx:12');
    expect(detailLine([{field: 'answer_values[2].code', code: 'unknown_question', message: 'mqs_phnoe is not a question code of MQS.'}], [{file: 'docs/c.mdx', line: 1, code: 'a\n{"code": "mqs_phnoe"}'}])).toBe('docs/c.mdx:3');
    expect(detailLine([{field: 'nowhere', code: 'unknown_field'}], sources)).toBeUndefined();
  });
});

test('a misspelt field: the advice names the field and the one it stands for', () => {
  const request = {method: 'POST', url: 'https://partner-api.sandbox.bindpoint.example/exchange_application_forms', status: 422, errorDetails: [
    {field: 'application_form.answer_values', code: 'required', message: 'Required.'},
    {field: 'application_form.answer_valeus', code: 'unknown_field', message: 'Not a field.'},
  ]};
  expect(advice(request)).toEqual({category: 'invalid request', text: 'application_form.answer_valeus is not a field of the request; did you mean application_form.answer_values, which it lacks?: correct the name (the OpenAPI document lists the fields)'});
});
