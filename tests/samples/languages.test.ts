/**
 * The generated request samples in the languages the pages' own runner does
 * not run (samples.test.ts runs curl, JavaScript and Python where a page
 * renders an operation): Node.js (axios), Java, PHP, Go and Ruby run against
 * the mock, every operation of every API page in reader order, one process
 * per language (tests/samples/languages/programs.ts); C# is compiled with
 * Mono's mcs (Debian has no .NET SDK). Each sample must get a 2xx its
 * operation documents, as in the pages' runner; a failure names the page's
 * line, the operation, the status and the mock's error.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {createWorkspace, type Workspace} from './exec';
import {blockEnvironment, mintToken, readerEnvironment, readerVariables} from './environment';
import {startSampleMock, type RunnerMock} from './mock-server';
import {orderedPages} from './pages';
import {generatedOperations} from './generated';
import {pageExports} from './languages/environment';
import type {Page} from './pages';
import {missingTools, runLanguage, type LanguageSample, type SampleOutcome} from './languages/run';
import type {LanguageRun} from './languages/programs';

const ROOT = path.resolve(__dirname, '../..');
const LANGUAGES: LanguageRun[] = ['node', 'java', 'php', 'go', 'ruby', 'csharp'];

/** Every generated sample in reader order, per language, with its page. */
function samplesOf(language: LanguageRun): Array<LanguageSample & {pageRef: Page}> {
  return orderedPages(readerVariables).flatMap((page) =>
    page.id === 'home'
      ? []
      : generatedOperations(page.file, fs.readFileSync(path.join(ROOT, page.file), 'utf8')).map((g) => ({
          pageRef: page,
          page: page.id,
          file: page.file,
          line: g.line,
          operationId: g.operationId,
          success: g.success,
          code: g.samples[language],
          uploads: g.request.body.kind === 'multipart' ? g.request.body.files.map(([, name]) => name) : [],
        })),
  );
}

let mock: RunnerMock;
let ws: Workspace;
let env: Record<string, string>;
let initial: unknown;
const reader = new Set(Object.keys(readerEnvironment()));

beforeAll(async () => {
  mock = await startSampleMock();
  ws = createWorkspace();
  env = blockEnvironment(readerEnvironment(), mock);
  initial = await mock.snapshot!();
});

afterAll(async () => {
  await mock?.stop();
  if (ws) fs.rmSync(ws.dir, {recursive: true, force: true});
});

const describeFailure = (o: SampleOutcome) => {
  const last = o.requests.at(-1);
  const got = last ? `${last.method} ${last.url} answered ${last.status}${last.errorCode ? ` ${last.errorCode}` : ''}${last.errorMessage ? ` ("${last.errorMessage}")` : ''}` : `sent no request${o.output ? ` (it printed: ${o.output.slice(0, 300)})` : ''}`;
  return `${o.sample.file}:${o.sample.line}: [${o.sample.operationId}] ${o.problem || got}: the generated sample must get a 2xx its operation documents (${o.sample.success.join(', ')}). To do: fix the request model (src/plugins/openapi/theme/CodeSamples/generate.ts) or the language's finishing (languages.ts), or the operation's example.`;
};

for (const language of LANGUAGES) {
  test(`the generated ${language} samples ${language === 'csharp' ? 'compile' : 'run against the mock'}`, async () => {
    const missing = missingTools(language);
    expect(missing, missing).toBeUndefined();
    // Each language starts from the fixture world, with a token of its own.
    await mock.restore!(initial);
    const minted = await mintToken(ws, env);
    expect(minted.problem, minted.problem).toBeUndefined();
    const base = {...env, BP_TOKEN: minted.token!};
    const samples = samplesOf(language);
    expect(samples.length, 'the API pages render the operations').toBeGreaterThan(25);
    // What the reader's shell holds at each operation (a page's exports before it), then one state all samples start from.
    const extra = new Map<LanguageSample, Record<string, string>>();
    for (const sample of samples) extra.set(sample, await pageExports(sample.pageRef, sample.line, ws, base, reader));
    const start = await mock.snapshot!();
    // One process per environment (nearly always one): consecutive samples with the same exports run together.
    const groups: Array<{env: Record<string, string>; samples: LanguageSample[]}> = [];
    for (const sample of samples) {
      const exported = extra.get(sample)!;
      const last = groups.at(-1);
      if (last && JSON.stringify(last.env) === JSON.stringify(exported)) last.samples.push(sample);
      else groups.push({env: exported, samples: [sample]});
    }
    const outcomes: SampleOutcome[] = [];
    let failure: string | undefined;
    let page = '';
    for (const group of groups) {
      const run = await runLanguage(language, group.samples, {
        mock,
        env: {...base, ...group.env},
        dir: fs.mkdtempSync(path.join(os.tmpdir(), `bp-samples-${language}-`)),
        timeoutMs: 8 * 60_000,
        // Each sample from the same state (the world, and the tokens pages made): they act on the world's example ids,
        // so one sample's deletion must not take another's resource. A reader spends more than a minute on a page: the
        // per-minute rate limits are the page's own.
        beforeSample: async (sample) => {
          await mock.restore!(start);
          if (sample.page !== page) await mock.advance(60);
          page = sample.page;
        },
      });
      outcomes.push(...run.outcomes);
      failure ??= run.failure;
    }
    if (failure) expect.fail(failure);
    const failed = outcomes.filter((o) => (language === 'csharp' ? o.problem : o.problem || !o.sample.success.includes(o.requests.at(-1)?.status ?? 0)));
    if (failed.length) expect.fail(`${failed.length} of ${outcomes.length} ${language} samples failed:\n${failed.map(describeFailure).join('\n')}`);
  }, 10 * 60_000);
}
