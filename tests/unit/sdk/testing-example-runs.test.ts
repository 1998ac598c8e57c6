/**
 * The Vitest example of docs/sdk/sdk_testing.mdx runs as written: the two
 * samples `src/quote-banner.ts` and `src/quote-banner.test.ts` are copied
 * (tokens replaced) into a scratch project that links this repository's
 * node_modules, and Vitest runs them there. The page promises "4 passed".
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {codeBlocks} from './samples';

const ROOT = path.resolve(__dirname, '../../..');

describe('the testing guide example', {timeout: 180_000}, () => {
  const blocks = codeBlocks('sdk_testing');
  const files = ['src/quote-banner.ts', 'src/quote-banner.test.ts'];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bp-sdk-testing-example-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('has both files on the page', () => {
    for (const file of files) expect(blocks.some((b) => b.title === file), file).toBe(true);
  });

  it('passes with Vitest, 4 tests', () => {
    mkdirSync(path.join(dir, 'src'));
    for (const file of files) {
      const block = blocks.find((b) => b.title === file);
      if (!block) throw new Error(`missing ${file}`);
      writeFileSync(path.join(dir, file), block.code);
    }
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFileSync(
      path.join(dir, 'vitest.config.mjs'),
      "export default {test: {include: ['src/**/*.test.ts'], environment: 'node'}};\n",
    );
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir, '--reporter', 'verbose', '--no-color'],
      {cwd: dir, encoding: 'utf8', env: {...process.env, CI: '1', NO_COLOR: '1'}, timeout: 170_000},
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(output).toMatch(/Tests\s+4 passed/);
  });
});
