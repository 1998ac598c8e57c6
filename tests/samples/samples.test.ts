/**
 * Every request sample of the site runs, as written, against the stateful
 * mock (src/mock): the home page's first-call steps, then every page in
 * sidebar order, each page a script (tests/samples/README.md). One test per
 * page, named by the page; a failure lists each block with its file:line,
 * the command, the status promised and received, the mock's error and what
 * to do. The run writes test-results/samples.json (executed / total per
 * area) and test-results/samples-report.md (every failure by cause).
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {createWorkspace, type Workspace} from './exec';
import {blockEnvironment, formerNames, mintToken, readerEnvironment, readerVariables, variableHomes} from './environment';
import {startSampleMock, type RunnerMock} from './mock-server';
import {orderedPages} from './pages';
import {NOT_ON_A_FRESH_MACHINE, pathWithout} from './path';
import {count, failureMessage, writeReport} from './report';
import {planPage, runPage, settleModules, writePageFiles, type BlockResult, type RunContext} from './script';
import {checkedPages} from '../e2e/support/routes';

const ROOT = path.resolve(__dirname, '../..');
const pages = orderedPages(readerVariables);
/** Pages with a block the runner runs or that is marked: one test each. */
const planned = (() => {
  const files: RunContext['files'] = new Map();
  return pages.flatMap((page, index) => {
    const steps = planPage(page.blocks(), files);
    return steps.some((s) => s.action === 'run' || s.action === 'marked') ? [{page, index}] : [];
  });
})();

/**
 * `CHECK_PAGES=docs/a.mdx,docs/b.mdx` (`npm run check:content` on a change, which the other
 * content tests read too): only these pages run; the pages before them only write their titled
 * files. Unset: every page.
 */
const only = checkedPages();
const selected = only ? planned.filter(({page}) => only.has(page.file)) : planned;

let mock: RunnerMock;
let ws: Workspace;
let ctx: RunContext;
let tokenProblem: string | undefined;
const results: BlockResult[] = [];

beforeAll(async () => {
  mock = await startSampleMock();
  ws = createWorkspace();
  const reader = readerEnvironment();
  const env = blockEnvironment(reader, mock);
  // As on a fresh machine: a page's shell samples must work without uuidgen, or stop and say what to install.
  env.PATH = pathWithout(NOT_ON_A_FRESH_MACHINE, env.PATH!, path.join(ws.dir, '.bp', 'path'));
  const minted = await mintToken(ws, env);
  tokenProblem = minted.problem;
  if (minted.token) env.BP_TOKEN = minted.token;
  // A block takes well under a second; the margin is for a loaded machine. Only a block that waits forever reaches it.
  ctx = {ws, mock, env, reader: new Set(Object.keys(reader)), setOn: variableHomes(pages), renamed: formerNames(), timeoutMs: 45_000, files: new Map()};
});

afterAll(async () => {
  // A run of some pages leaves the report of the last full run as it was.
  if (results.length && !only) {
    settleModules(results);
    writeReport(results, path.join(ROOT, 'test-results'));
  }
  await mock?.stop();
  if (ws) fs.rmSync(ws.dir, {recursive: true, force: true});
});

test('the runner has a sandbox token for the samples that read BP_TOKEN', () => {
  expect(tokenProblem, tokenProblem).toBeUndefined();
});

/** Pages before `index` that run nothing still show files (a titled `prospect.json`) a later page reads. */
let visited = 0;
async function visitUpTo(index: number) {
  for (; visited < index; visited++) {
    if (!planned.some((p) => p.index === visited)) results.push(...(await runPage(pages[visited]!, visited, ctx)));
    else if (!selected.some((p) => p.index === visited)) writePageFiles(pages[visited]!, visited, ctx);
  }
  visited = index + 1;
}

for (const {page, index} of selected) {
  test(`${page.id} (${page.file})`, async () => {
    await visitUpTo(index);
    // A reader spends more than a minute on a page: the per-minute rate limits are the page's own.
    await mock.advance(60);
    const pageResults = await runPage(page, index, ctx);
    results.push(...pageResults);
    const failed = pageResults.filter((r) => r.outcome === 'failed');
    // The message itself lists every problem (Vitest's diff of a long string would cut it short).
    if (failed.length) expect.fail(failureMessage(failed, `of ${page.file}`));
  });
}

// What only a run of every page can tell.
if (!only) {
  test('a titled file that sends requests is imported and called by a later block', () => {
    const unsettled = settleModules(results);
    if (unsettled.length) expect.fail(failureMessage(unsettled, 'written as files'));
  });

  test('at least 95 % of the request samples run (the rest are marked norun with a reason)', () => {
    const {totals} = count(results);
    // The extraction works: the site has well over a hundred request samples.
    expect(totals.total).toBeGreaterThan(100);
    expect(totals.executed / totals.total, `${totals.executed} of ${totals.total} request samples ran`).toBeGreaterThanOrEqual(0.95);
  });

  test("the home page's first call: token, hook, form, read back, in that order", () => {
    const home = results.filter((r) => r.page === 'home').flatMap((r) => r.requests);
    expect(home.map((r) => `${r.method} ${new URL(r.url).pathname.replace(/\/[0-9a-f-]{36}/g, '/{id}')}`)).toEqual([
      'POST /auth/token',
      'POST /hooks',
      'POST /tenants/{id}/application_forms',
      'GET /application_forms/{id}/latest',
    ]);
  });
}
