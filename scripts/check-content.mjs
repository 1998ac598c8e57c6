#!/usr/bin/env node
/**
 * `npm run check:content`: the writer's loop. Every content mistake CI would
 * catch, in one command, with one list of what to fix, each problem as
 * `file:line: what is wrong: what to do`; exit code 1 on any problem.
 *
 *   npm run check:content           the pages your change touched
 *   npm run check:content -- --all  every page (as CI's `npm test` does)
 *
 * In its first second it says what it will check (scripts/check-content/
 * scope.ts: the changed pages, the pages that share a fact, a component or
 * a sample's file with them, the pages that import a changed module; every
 * page when the change reaches what all pages are made with) and whether the
 * machine lacks a tool the request samples need, with the line to install it
 * (scripts/check-content/tools.mjs). Then:
 *
 * - the build, with Docusaurus's checker of links, anchors, Markdown links
 *   and images set to throw, every MDX page compiled, tokens and facts
 *   replaced, diagrams drawn (a Mermaid line the drawing leaves out fails),
 *   the Markdown twins rendered; its warnings are problems too
 *   (scripts/check-content.config.ts builds no search index and no social
 *   cards, and minification is off: they check nothing). Always the
 *   whole site, since every link is checked against every page; not run when
 *   the change touches no page (tests, records, the README);
 * - beside it, at a lower priority so that the build keeps its speed on two
 *   cores, the unit tests that read content (CONTENT_TESTS: the content rules
 *   and markup, routes kept, the claims in prose, the request samples by
 *   shape, each area's page tests, the OpenAPI document, the component
 *   manifest, the changelogs), and in the same Vitest run the request
 *   samples of the touched pages against the mock (all of them with --all).
 *   When the change is to pages only, the tests of areas it does not touch
 *   and those that read only data are left out
 *   (scripts/check-content/content-tests.mjs);
 * - after the build, the checks of the built pages (tests/build/site.test.ts,
 *   tests/build/front-matter.test.ts).
 *
 * The build writes to node_modules/.cache/check-content/build, so build/
 * stays the last full build. Logs of each step are kept there too.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildProblems, warningProblems} from './check-content/build-log.mjs';
import {CONTENT_TESTS, readsPages, testFiles} from './check-content/content-tests.mjs';
import {testProblems} from './check-content/test-report.mjs';
import {installLine, missingTools} from './check-content/tools.mjs';

const started = Date.now();
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'node_modules/.cache/check-content');
const buildDir = path.join(out, 'build');
const all = process.argv.includes('--all');
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

// ---------------------------------------------------------------- the first second

fs.mkdirSync(out, {recursive: true});
// What to install comes first: the probes run at once, before anything heavy is loaded.
const missing = await missingTools();
if (missing.length) {
  console.log(`check:content: the request samples need ${missing.map((t) => t.name).join(', ')}, which this machine lacks. Install: ${installLine(missing)}. The samples are left out of this run; everything else is checked.`);
}
const {default: createJiti} = await import('jiti');
const {scopeOf} = createJiti(import.meta.filename)(path.join(root, 'scripts/check-content/scope.ts'));
const scope = scopeOf({all});
const pages = [...scope.pages.keys()];
console.log(
  scope.all
    ? `check:content: every page (${scope.why})`
    : `check:content: ${scope.changed.length} changed file${scope.changed.length === 1 ? '' : 's'} since ${scope.base?.slice(0, 9) ?? 'the base'}; ${scope.why}${pages.length ? `: ${pages.slice(0, 6).map((p) => p.replace(/^docs\//, '')).join(', ')}${pages.length > 6 ? ` and ${pages.length - 6} more` : ''}` : ''} (--all: every page)`,
);

// ---------------------------------------------------------------- the steps

/** Runs a command, its output to a log file; resolves with its exit code, log and time. `nice`: a lower priority. */
function run(name, cmd, args, {env = {}, nice = 0} = {}) {
  const from = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {cwd: root, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    // Its workers inherit the priority: set before it starts them.
    if (nice) {
      try {
        os.setPriority(child.pid, nice);
      } catch {
        // not permitted here: it runs at the same priority
      }
    }
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const text = Buffer.concat(chunks).toString('utf8');
      fs.writeFileSync(path.join(out, `${name}.log`), text);
      const time = seconds(from);
      console.log(`${name}: ${code === 0 ? 'ok' : 'problems'} in ${time} s`);
      resolve({name, code, text, time});
    });
  });
}

/** `projects`: one Vitest project or several (the unit tests are two: `unit` and `unit-isolated`, vitest.config.ts). */
const vitest = (projects, files, report, options = {}) =>
  run(`tests-${[projects].flat()[0]}`, 'npx', ['vitest', 'run', ...[projects].flat().flatMap((project) => ['--project', project]), ...files, ...(options.workers ? [`--maxWorkers=${options.workers}`] : []), '--reporter=json', `--outputFile=${report}`, '--reporter=./scripts/check-content-reporter.mjs'], {
    ...options,
    env: {...options.env, CHECK_CONTENT_RECEIVED: `${report}.received.json`},
  });

const unitReport = path.join(out, 'unit.json');
const pageReport = path.join(out, 'built-pages.json');
// (The build empties its output folder itself.)
for (const report of [unitReport, pageReport]) for (const f of [report, `${report}.received.json`]) fs.rmSync(f, {force: true});

// Pages only (a data file or code changed: every content test).
const pagesOnly = !scope.all && scope.changed.every((file) => /^docs\/.+\.mdx?$/.test(file));
const contentFiles = pagesOnly ? testFiles(root, CONTENT_TESTS) : [];
const leftOut = contentFiles.filter((file) => !readsPages(file, pages));
const runSamples = !missing.length && (scope.all || pages.length > 0);
console.log(
  `check:content: ${[scope.build && 'the build', `the content tests${leftOut.length ? ` (${leftOut.length} of ${contentFiles.length} files left out: no page of theirs changed)` : ''}`, runSamples && `the request samples of ${scope.all ? 'every page' : `${pages.length} page${pages.length === 1 ? '' : 's'}`}`].filter(Boolean).join(', ')}; load average ${load()}`,
);

const skipped = (name) => Promise.resolve({name, code: 0, text: '', time: '0', skipped: true});
const build = scope.build ? run('build', 'npx', ['docusaurus', 'build', '--config', 'scripts/check-content.config.ts', '--no-minify', '--out-dir', buildDir]) : skipped('build');
// Beside the build at a lower priority: on two cores the build keeps its pace, the tests take what it leaves.
// The request samples run in the same Vitest run, as a third project: one start, one pool of workers.
const unitFiles = pagesOnly ? contentFiles.filter((file) => !leftOut.includes(file)) : CONTENT_TESTS;
const unit = vitest(['unit', 'unit-isolated', ...(runSamples ? ['samples'] : [])], [...unitFiles, ...(runSamples ? [scope.all ? 'tests/samples/' : 'tests/samples/samples.test.ts'] : [])], unitReport, {
  nice: 10,
  // One worker beside the build: the machine is busy anyway, and a second worker imports the OpenAPI document, the world and the mock again.
  workers: scope.all ? undefined : 1,
  env: scope.all ? {} : {CHECK_PAGES: pages.join(',')},
});
const built = build.then((b) => (b.code === 0 && !b.skipped ? vitest('build', ['tests/build/site.test.ts', 'tests/build/front-matter.test.ts'], pageReport, {env: {BUILD_DIR: buildDir}}) : skipped('built pages')));

const [b, u, p] = await Promise.all([build, unit, built]);
const problems = [
  ...(b.code === 0 ? [] : buildProblems(root, b.text)),
  ...warningProblems(root, b.text),
  ...(u.code === 0 ? [] : testProblems(root, unitReport, u.text)),
  ...(p.code === 0 ? [] : testProblems(root, pageReport, p.text)),
  ...(missing.length ? [`check:content: the request samples did not run: install ${missing.map((t) => t.name).join(', ')} (${installLine(missing)})`] : []),
];
const unique = [...new Set(problems)];
if (unique.length) console.log(`\n${unique.join('\n')}\n`);
const steps = [!b.skipped && `build ${b.time} s`, `content tests${runSamples ? ' and samples' : ''} ${u.time} s`, !p.skipped && `built pages ${p.time} s`].filter(Boolean).join(', ');
console.log(
  `check:content: ${unique.length ? `${unique.length} problem${unique.length === 1 ? '' : 's'}` : 'no problems'} in ${seconds(started)} s (${scope.all ? 'every page' : `${pages.length} touched page${pages.length === 1 ? '' : 's'}`}; ${steps}; load average ${load()}; logs in ${rel(out)})`,
);
process.exit(unique.length ? 1 : 0);
