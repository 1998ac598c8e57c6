/**
 * A shell sample never sends its request without its Idempotency-Key.
 *
 * `curl -H "Idempotency-Key: $(uuidgen)"` on a machine without uuidgen sends
 * an empty value, which curl drops: the POST goes out unprotected from a
 * double send, and nothing says so. The samples make the key with uuidgen or,
 * failing that, the Linux kernel's generator, and send it as
 * `${IDEMPOTENCY_KEY:?...}`, which stops the command with a message when
 * there is no key.
 *
 * The run of every page (samples.test.ts) has no uuidgen on its PATH, so the
 * kernel's generator makes the keys there and keyProblems (verdict.ts) fails
 * a request that went out without one. Here every shell block that writes the
 * header (the pages' and the API reference's generated curl) runs on a
 * machine with no generator at all: no uuidgen and no `cat` to read the
 * kernel's. Each must stop before its request, saying what to install.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {requestsOf, type CodeBlock} from '../unit/samples/extract';
import {blockEnvironment, readerEnvironment, readerVariables} from './environment';
import {createWorkspace, runBlock, type Workspace} from './exec';
import {startSampleMock, type RunnerMock} from './mock-server';
import {orderedPages} from './pages';
import {pathWithout} from './path';
import {keyProblems} from './verdict';

/** Shell blocks whose Idempotency-Key the shell makes (`$(...)`, `$KEY`): a literal key needs no generator. */
const keyed = orderedPages(readerVariables).flatMap((page) =>
  page.blocks().filter((block) => ['bash', 'sh', 'shell'].includes(block.language) && /Idempotency-Key:[^"'\n]*\$/i.test(block.code)),
);

let mock: RunnerMock;
let ws: Workspace;
let env: Record<string, string>;

beforeAll(async () => {
  mock = await startSampleMock();
  ws = createWorkspace();
  env = blockEnvironment(readerEnvironment(), mock);
  env.PATH = pathWithout(['uuidgen', 'cat'], env.PATH!, path.join(ws.dir, '.bp', 'path'));
});

afterAll(async () => {
  await mock?.stop();
  if (ws) fs.rmSync(ws.dir, {recursive: true, force: true});
});

describe('with no UUID generator, a shell sample stops before it sends, and says what to install', () => {
  test('the pages and the API reference have such samples (the selection works)', () => {
    expect(keyed.filter((b) => b.origin === 'fence').length).toBeGreaterThan(1);
    expect(keyed.filter((b) => b.origin === 'generated').length).toBeGreaterThan(1);
  });

  test.each(keyed.map((b, i) => [`${b.file}:${b.line}${b.operationId ? ` (generated ${b.operationId})` : ''}`, b, i] as const))('%s', async (where, block, i) => {
    const before = (await mock.requests()).length;
    const run = await runBlock(ws, {language: 'bash', code: block.code}, {env, nodeImports: [], state: path.join(ws.dir, '.bp', `state-key-${i}.sh`), id: `key_${i}`, timeoutMs: 30_000});
    const sent = (await mock.requests()).slice(before);
    const written = requestsOf({file: block.file, line: block.line, language: 'bash', code: block.code} as CodeBlock);
    const problems = [
      ...keyProblems(written, sent).map((p) => p.message),
      ...(run.exitCode === 0 ? ['the block ended with status 0: with no key it must stop (send the key as ${IDEMPOTENCY_KEY:?install uuidgen or set IDEMPOTENCY_KEY to a new UUID})'] : []),
      ...(/IDEMPOTENCY_KEY: .*install/.test(run.stderr) ? [] : [`it did not say what to install (stderr: ${run.stderr.trim().slice(0, 200) || 'nothing'})`]),
    ];
    expect(problems.map((p) => `${where}: ${p}`)).toEqual([]);
  });
});
