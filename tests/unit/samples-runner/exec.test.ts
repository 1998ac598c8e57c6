/**
 * The executors alone: bash blocks of a page share one shell state (variables
 * with any content, arrays, functions, the working directory, `exit` in a
 * block), a TypeScript block imports a titled TypeScript file without its
 * extension, and the environment is only what the runner passes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, test} from 'vitest';
import {createWorkspace, runBlock, type ExecOptions} from '../../samples/exec';

const ws = createWorkspace();
afterAll(() => fs.rmSync(ws.dir, {recursive: true, force: true}));
let n = 0;
const options = (state = 'state-a.sh'): ExecOptions => ({
  env: {PATH: process.env.PATH!, READER_VALUE: 'from-the-reader'},
  nodeImports: [],
  state: path.join(ws.dir, '.bp', state),
  id: `t${n++}`,
  timeoutMs: 10_000,
});
const bash = (code: string, state?: string) => runBlock(ws, {language: 'bash', code}, options(state));

describe('bash blocks of a page share one shell', () => {
  test('variables, arrays, functions and the directory carry to the next block', async () => {
    await bash(`BODY='{"a": 1}\nsecond line'\nIDS=(one "two three")\ngreet() { echo "hi $1"; }\nmkdir -p sub && cd sub\nexport HOOK_ID=h1`);
    const next = await bash(`printf '%s|' "$BODY" "\${IDS[1]}" "$(greet you)" "$(basename "$PWD")" "$HOOK_ID" "$READER_VALUE"`);
    expect(next.stdout).toBe('{"a": 1}\nsecond line|two three|hi you|sub|h1|from-the-reader|');
  });

  test('a block that exits still leaves its state, and its status is the exit status', async () => {
    const first = await bash('TOKEN=abc\nexit 3', 'state-b.sh');
    expect(first.exitCode).toBe(3);
    expect((await bash('echo "$TOKEN"', 'state-b.sh')).stdout).toBe('abc\n');
  });

  test('another page starts with a fresh shell', async () => {
    expect((await bash('echo "[$TOKEN]"', 'state-c.sh')).stdout).toBe('[]\n');
  });

  test("the machine's environment does not leak in", async () => {
    process.env.BP_SAMPLES_LEAK_CHECK = 'leaked';
    expect((await bash('echo "[$BP_SAMPLES_LEAK_CHECK]"', 'state-d.sh')).stdout).toBe('[]\n');
    delete process.env.BP_SAMPLES_LEAK_CHECK;
  });
});

test("a program run after the page's shell sees what the shell exported, as in the reader's terminal", async () => {
  await bash('export BP_API_KEY=k-123\nLOCAL_ONLY=x', 'state-e.sh');
  const result = await runBlock(ws, {language: 'python', code: 'import os\nprint(os.environ.get("BP_API_KEY"), os.environ.get("LOCAL_ONLY"))'}, options('state-e.sh'));
  expect(result.stdout).toBe('k-123 None\n');
});

test('a TypeScript block imports a titled TypeScript file without its extension', async () => {
  await runBlock(ws, {language: 'ts', title: 'lib/money.ts', code: 'export const cents = (n: number): string => `${(n / 100).toFixed(2)}`;'}, options());
  const result = await runBlock(ws, {language: 'ts', code: "import {cents} from './lib/money';\nconst total: number = 12345;\nconsole.log(cents(total));"}, options());
  expect(result.stderr).toBe('');
  expect(result.stdout).toBe('123.45\n');
});

test('a block that does not finish is stopped', async () => {
  const result = await runBlock(ws, {language: 'python', code: 'import time\ntime.sleep(30)'}, {...options(), timeoutMs: 1000});
  expect(result.timedOut).toBe(true);
});
