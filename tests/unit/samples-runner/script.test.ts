/**
 * The sample runner on a page of its own, against a local stand-in of the
 * mock: a page is a script (shell variables carry from block to block, a
 * titled block is a file a later block imports, in Node, TypeScript and
 * Python), status promises are asserted, an unpromised error fails, the JSON
 * shown as a response is compared with the answer, markers are honoured and
 * a marker without a reason fails, a block that hangs fails with advice.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {pageBlocks} from '../../samples/blocks';
import {createWorkspace, type Workspace} from '../../samples/exec';
import type {Page} from '../../samples/pages';
import {runPage, settleModules, type BlockResult, type RunContext} from '../../samples/script';
import {startLocalMock} from './local-mock';

const FENCE = '```';
const API = 'http://api.sandbox.bindpoint.example';

const PAGE = `---
title: Fixture
---

import Tabs from '@theme/Tabs';

Set your credentials:

${FENCE}bash
export BP_CLIENT_ID="<your sandbox client id>"
THING_NAME=lamp
${FENCE}

Create the thing:

${FENCE}bash
curl -s -X POST ${API}/things -H "X-Client: $BP_CLIENT_ID" -d "name=$THING_NAME"
${FENCE}

A \`201 Created\` response returns the thing:

${FENCE}json
{"id": "t1", "name": "lamp"}
${FENCE}

${FENCE}bash
curl -s -X POST ${API}/things/t1/notes -H 'Content-Type: application/json' -d '{"note": {"text": "hi"}}'
${FENCE}

The same body as plain JSON, for clients that build it themselves:

${FENCE}json
{"note": {"text": "hello"}}
${FENCE}

Read it back:

${FENCE}bash
curl -s ${API}/things/t1
${FENCE}

${FENCE}json
{"id": "t1", "name": "lamp", "colour": "red"}
${FENCE}

${FENCE}js title="token.js"
export async function getThing() {
  const response = await fetch('${API}/things/t1');
  return response.json();
}
${FENCE}

<Tabs>
<TabItem value="js">

${FENCE}js
import {getThing} from './token.js';
console.log(await getThing());
${FENCE}

</TabItem>
<TabItem value="ts">

${FENCE}ts
import {getThing} from './token';
const thing: {id: string} = await getThing();
console.log(thing.id);
${FENCE}

</TabItem>
<TabItem value="python">

${FENCE}python title="things.py"
import os
import requests

def get_thing():
    return requests.get("${API}/things/t1", timeout=5).json()
${FENCE}

${FENCE}python
from things import get_thing
print(get_thing())
${FENCE}

</TabItem>
</Tabs>

Lending is refused; the call answers \`201\`:

${FENCE}bash
curl -s -X POST ${API}/things/t1/lend
${FENCE}

${FENCE}bash
curl -s ${API}/missing
${FENCE}

${FENCE}bash norun="a long-running server; the tutorial test runs it"
curl -s ${API}/never
${FENCE}

${FENCE}bash norun
curl -s ${API}/never-either
${FENCE}

${FENCE}python
import requests, time
requests.get("${API}/things/t1", timeout=5)
time.sleep(30)
${FENCE}

${FENCE}bash
curl -s http://localhost:9/not-ours
${FENCE}

<Tabs>
<TabItem value="curl">

${FENCE}bash
curl -s -X POST ${API}/count
${FENCE}

</TabItem>
<TabItem value="python">

${FENCE}python
import requests
print(requests.post("${API}/count", timeout=5).status_code)
${FENCE}

</TabItem>
</Tabs>

The count is one now:

${FENCE}bash
curl -s ${API}/count
${FENCE}

${FENCE}ts norun="browser-only code"
await fetch('/api/bindpoint/guest-token', {method: 'POST'});
${FENCE}
`;

let root: string;
let ws: Workspace;
let results: BlockResult[];
let mock: Awaited<ReturnType<typeof startLocalMock>>;

beforeAll(async () => {
  let count = 0;
  mock = await startLocalMock(({method, url, headers}) => {
    if (url.pathname === '/count') {
      if (method === 'GET') return {status: 200, body: {count}};
      if (count > 0) return {status: 409, body: {error: {code: 'already_counted', message: 'Counted once already.'}}};
      count++;
      return {status: 201, body: {count}};
    }
    if (method === 'POST' && url.pathname === '/things') {
      return headers['x-client'] === 'cid_reader' ? {status: 201, body: {id: 't1', name: 'lamp'}} : {status: 401, body: {error: {code: 'invalid_token', message: 'no'}}};
    }
    if (url.pathname === '/things/t1') return {status: 200, body: {id: 't1', name: 'lamp'}};
    if (url.pathname === '/things/t1/notes') return {status: 201, body: {id: 'n1'}};
    if (url.pathname === '/things/t1/lend') return {status: 403, body: {error: {code: 'lend_not_allowed', message: 'Only agency managers and admins lend forms.'}}};
    return {status: 404, body: {error: {code: 'not_found', message: 'No such thing.'}}};
  });
  // Tabs are alternatives: each runs from the state before its group.
  mock.snapshot = async () => count;
  mock.restore = async (value) => {
    count = value as number;
  };
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-runner-page-'));
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(path.join(root, 'docs/fixture.mdx'), PAGE);
  ws = createWorkspace();
  const page: Page = {id: 'fixture', file: 'docs/fixture.mdx', area: 'Test', blocks: () => pageBlocks('docs/fixture.mdx', root)};
  const ctx: RunContext = {
    ws,
    mock,
    env: {PATH: process.env.PATH!, BP_CLIENT_ID: 'cid_reader', ...mock.env},
    reader: new Set(['BP_CLIENT_ID']),
    setOn: new Map(),
    timeoutMs: 4000,
    files: new Map(),
  };
  results = await runPage(page, 0, ctx);
  settleModules(results);
}, 60_000);

afterAll(async () => {
  await mock?.stop();
  fs.rmSync(root, {recursive: true, force: true});
  fs.rmSync(ws.dir, {recursive: true, force: true});
});

const at = (line: number) => results.find((r) => r.where === `docs/fixture.mdx:${line}`);
const lineOf = (needle: string) => PAGE.slice(0, PAGE.indexOf(needle)).split('\n').length - 1;

describe('a page is a script', () => {
  test('the reader fills the placeholder from the reader environment and the shell carries variables', () => {
    const create = at(lineOf(`curl -s -X POST ${API}/things -H`))!;
    expect(create.problems).toEqual([]);
    expect(create.outcome).toBe('passed');
    expect(create.requests).toMatchObject([{method: 'POST', status: 201}]);
    expect(at(lineOf('export BP_CLIENT_ID'))!.filled).toEqual(['BP_CLIENT_ID']);
  });

  test('a titled block is a file that later JavaScript, TypeScript and Python blocks import', () => {
    expect(at(lineOf('export async function getThing'))).toMatchObject({outcome: 'passed', sample: true});
    expect(at(lineOf('import os\nimport requests\n\ndef')), JSON.stringify(at(lineOf('import os\nimport requests\n\ndef')))).toMatchObject({outcome: 'passed', sample: true});
    for (const needle of ["import {getThing} from './token.js'", "import {getThing} from './token';", 'from things import get_thing']) {
      const result = at(lineOf(needle))!;
      expect(result, needle).toBeDefined();
      expect(result.problems, needle).toEqual([]);
      expect(result.requests, needle).toMatchObject([{method: 'GET', status: 200}]);
    }
  });

  test('a JSON block that shows the body sent again is not taken for the response', () => {
    expect(at(lineOf(`curl -s -X POST ${API}/things/t1/notes`))).toMatchObject({outcome: 'passed', problems: []});
  });

  test('the JSON shown as the response is compared with the answer', () => {
    const read = at(lineOf(`curl -s ${API}/things/t1\n`))!;
    expect(read.outcome).toBe('failed');
    expect(read.problems).toMatchObject([{category: 'response shape'}]);
    expect(read.problems[0]!.message).toMatch(/colour: the page shows this field, the mock's answer has no such field/);
  });
});

test('the tabs of a group are alternatives: each runs from the state before the group, the page goes on from the first', async () => {
  for (const needle of [`curl -s -X POST ${API}/count`, 'import requests\nprint(requests.post(']) {
    expect(at(lineOf(needle)), needle).toMatchObject({outcome: 'passed', requests: [{method: 'POST', status: 201}]});
  }
  const read = (await mock.requests()).filter((r) => r.method === 'GET' && r.url.endsWith('/count'));
  expect(read.map((r) => r.responseBody)).toEqual(['{"count":1}']);
});

describe('status promises', () => {
  test('a broken promise names the promise, the answer, the error code and what to do', () => {
    const lend = at(lineOf(`curl -s -X POST ${API}/things/t1/lend`))!;
    expect(lend.outcome).toBe('failed');
    expect(lend.promise?.statuses).toEqual([201]);
    expect(lend.problems[0]!.category).toBe('permission');
    expect(lend.problems[0]!.message).toMatch(/the page promises 201 .* but the mock answered 403 lend_not_allowed \("Only agency managers and admins lend forms\."\)\. To do: these credentials may not/);
  });

  test('an error nobody promised fails', () => {
    const missing = at(lineOf(`curl -s ${API}/missing`))!;
    expect(missing.outcome).toBe('failed');
    expect(missing.problems[0]!.message).toMatch(/answered 404 not_found \("No such thing\."\), and the page promises no error\. To do: /);
  });
});

describe('markers and blocks that cannot run', () => {
  test('a marked block is listed with its reason and not run', async () => {
    const marked = at(lineOf(`curl -s ${API}/never\n`))!;
    expect(marked).toMatchObject({outcome: 'marked', reason: 'a long-running server; the tutorial test runs it', sample: true});
    expect((await mock.requests()).some((r) => r.url.endsWith('/never'))).toBe(false);
  });

  test('a marker without a reason fails', () => {
    expect(at(lineOf(`curl -s ${API}/never-either`))).toMatchObject({outcome: 'failed', problems: [{category: 'marker'}]});
  });

  test('an unmarked block that does not finish fails with what to do', () => {
    const hang = at(lineOf('import requests, time'))!;
    expect(hang.outcome).toBe('failed');
    expect(hang.problems.map((p) => p.message).join()).toMatch(/did not finish within 4 s .* mark it norun/);
  });

  test("a block that only calls the reader's own server is not this suite's", () => {
    expect(at(lineOf('curl -s http://localhost:9/not-ours'))).toMatchObject({outcome: 'elsewhere', sample: false, problems: []});
  });

  test('a marker on a block the runner would not run fails: markers stay rare', () => {
    expect(at(lineOf("await fetch('/api/bindpoint/guest-token'"))).toMatchObject({outcome: 'failed', problems: [{category: 'marker', message: expect.stringMatching(/remove the marker/)}]});
  });
});
