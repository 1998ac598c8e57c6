#!/usr/bin/env node
/**
 * The README's test command (`npm test`): typecheck, unit tests, the request
 * samples run against the mock, production build, tests over the built
 * files, a second build with hosted search configured, browser tests on
 * both served builds. The browser check of every route runs on one page per
 * template and the pages changed in the branch (tests/e2e/support/routes.ts);
 * `npm run test:routes` and the nightly workflow run it on every route. The
 * visual baselines run in the nightly workflow and with `npm run test:visual`.
 * Stops at the first failing step; prints each step's time, every skipped
 * test by name (a test skips only where CI cannot have what it needs; a
 * missing tool fails with its install command, tests/support/tools.ts), and
 * one summary line at the end.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {skippedTests} from './test-report.mjs';

// The hosted-search build: the same site with Algolia ids set, for the browser
// tests of that backend (tests/e2e/hosted), whose stand-in service answers.
// It reuses the first build's Rspack cache, builds no embedded index, and
// skips minification (proven on the first build), which makes it the
// cheaper of the two.
const hostedSettings = JSON.parse(fs.readFileSync('tests/e2e/hosted/settings.json', 'utf8'));

const steps = [
  {name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', '.']},
  {
    name: 'unit tests',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'unit', '--project', 'unit-isolated', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'],
    report: 'test-results/unit.json',
  },
  {
    // Every request sample of the site, run as pasted against the stateful mock (tests/samples):
    // one test per page; the per-area table is in test-results/samples.json (node scripts/samples-report.mjs).
    name: 'request samples',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'samples', '--reporter=default', '--reporter=json', '--outputFile=test-results/samples-tests.json'],
    report: 'test-results/samples-tests.json',
  },
  {name: 'build', cmd: 'npx', args: ['docusaurus', 'build'], log: 'test-results/build.log'},
  {
    name: 'build checks',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'build', '--reporter=default', '--reporter=json', '--outputFile=test-results/build.json'],
    report: 'test-results/build.json',
  },
  {
    name: 'hosted-search build',
    cmd: 'npx',
    args: ['docusaurus', 'build', '--out-dir', 'build-hosted', '--no-minify'],
    env: hostedSettings,
    log: 'test-results/build-hosted.log',
  },
  {
    name: 'browser tests',
    cmd: 'npx',
    // The tutorials as printed run against the mock in their own project (tests/tutorials, one file at a
    // time, about half a minute). The visual baselines (project "visual", about a minute on two workers) run in the nightly
    // workflow and with `npm run test:visual`, to keep this command under 20 minutes.
    args: ['playwright', 'test', '--project=chromium', '--project=hosted-search', '--project=tutorials', '--reporter=list,json'],
    env: {PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json'},
    report: 'test-results/e2e.json',
  },
];

// `--keep-going` runs every step even when one fails, and exits 1 at the end if any did: the
// weekly Docusaurus canary rehearsal (.github/workflows/canary.yml) wants each step's result.
const keepGoing = process.argv.includes('--keep-going');
const failedSteps = [];

fs.mkdirSync('test-results', {recursive: true});
let passed = 0;
let failed = 0;
let skipped = 0;
/** Every skipped test by name (`file: title`): a skip is never silent. */
const skippedNames = [];
const timings = [];

function count(report) {
  if (!fs.existsSync(report)) return;
  const data = JSON.parse(fs.readFileSync(report, 'utf8'));
  if (data.stats && 'expected' in data.stats) {
    // Playwright
    passed += data.stats.expected + (data.stats.flaky ?? 0);
    failed += data.stats.unexpected;
    skipped += data.stats.skipped;
  } else {
    passed += data.numPassedTests ?? 0;
    failed += data.numFailedTests ?? 0;
    skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
  }
  skippedNames.push(...skippedTests(data));
}

/** The closing lines: each step's time, the skipped tests by name, the summary. */
function finish() {
  console.log(`\ntimes: ${timings.join(', ')}`);
  if (skippedNames.length > 0) console.log(`\nskipped (${skippedNames.length}):\n${skippedNames.map((name) => `  - ${name}`).join('\n')}`);
  if (failedSteps.length > 0) console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
  console.log(`\nsummary: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  if (step.report) fs.rmSync(step.report, {force: true});
  const result = spawnSync(step.cmd, step.args, {
    stdio: step.log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {...process.env, ...step.env},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (step.log) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
    fs.writeFileSync(step.log, output);
    const lines = output.trim().split('\n');
    console.log(lines.slice(-15).join('\n'));
  }
  if (step.report) count(step.report);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${step.name} ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n${step.name} failed after ${seconds}s (exit ${result.status ?? result.signal}).`);
    if (!step.report) failed += 1;
    failedSteps.push(step.name);
    if (keepGoing) continue;
    finish();
    process.exit(1);
  }
  console.log(`${step.name}: ok in ${seconds}s`);
}
finish();
if (failedSteps.length > 0) process.exit(1);
