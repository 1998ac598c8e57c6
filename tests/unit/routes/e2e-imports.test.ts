/**
 * Browser tests take `test` from tests/e2e/support/test.ts, whose `page.goto()`
 * waits for hydration: React hydrates in the background, which can end after
 * `load`, so a test built on Playwright's own `test` would act on a page React has
 * not taken over yet, and pass or fail with the machine's speed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {filesUnder} from '../../build/files';

const e2eDir = path.resolve(__dirname, '../../e2e');

test('every browser spec takes test from support/test.ts, not from @playwright/test', () => {
  const files = filesUnder(e2eDir, /\.spec\.ts$/);
  expect(files.length).toBeGreaterThan(10);
  const direct = files
    .filter((file) => /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(e2eDir, file));
  expect(direct).toEqual([]);
});
