#!/usr/bin/env node
/**
 * Prints the table of the last sample run (test-results/samples.json, written
 * by the `samples` step of `npm test`): request samples executed / total per
 * area, as the README shows it. `--failures` adds every failure by cause (the
 * same list as test-results/samples-report.md).
 *
 *   node scripts/samples-report.mjs [--failures]
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {table, markdown} = createJiti(import.meta.url)(path.join(root, 'tests/samples/report.ts'));

const file = path.join(root, 'test-results/samples.json');
if (!fs.existsSync(file)) {
  console.error('test-results/samples.json does not exist: run `npx vitest run --project samples` (or `npm test`) first.');
  process.exit(1);
}
const report = JSON.parse(fs.readFileSync(file, 'utf8'));
console.log(process.argv.includes('--failures') ? markdown(report) : table(report));
