#!/usr/bin/env node
/**
 * `npm run check:content`: the writer's loop. Every content mistake CI would
 * catch, in one command that runs in under a minute on a 2-core machine
 * (CONTRIBUTING, "Writer's guide"), with one list of what to fix:
 *
 * - the build, with Docusaurus's checker of links, anchors, Markdown links
 *   and images set to throw, every MDX page compiled, tokens and facts
 *   replaced, diagrams drawn and the Markdown twins rendered
 *   (scripts/check-content.config.ts leaves out the search index and the
 *   social cards, and minification is off: they check nothing);
 * - at the same time, the unit tests that read content (CONTENT_TESTS): the
 *   content rules, the claims in prose, the request samples, each area's page
 *   tests, the OpenAPI document, the component manifest, the changelogs;
 *   and, when the Vitest project `samples` exists, every sample run against
 *   the mock;
 * - after the build, the checks of the built pages (tests/build/site.test.ts:
 *   every rendered link, title, description, h1, token and host;
 *   tests/build/front-matter.test.ts: no token left in a page's head, a twin's
 *   title and description or llms.txt).
 *
 * The build writes to node_modules/.cache/check-content/build, so build/
 * stays the last full build. Each problem is printed as `file:line: what is
 * wrong: what to do`; the last line is one summary. Exit code 1 on any problem.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'node_modules/.cache/check-content');
const buildDir = path.join(out, 'build');

/** The unit tests that read pages or the data pages render (the rest test code: plugins, search, theme). */
const CONTENT_TESTS = [
  'tests/unit/content',
  'tests/unit/claims',
  'tests/unit/samples',
  'tests/unit/exchange',
  'tests/unit/webhooks',
  'tests/unit/world',
  'tests/unit/question-sets',
  'tests/unit/sdk-tutorials',
  'tests/unit/sdk',
  'tests/unit/sdk-changelog',
  'tests/unit/start',
  'tests/unit/terminal',
  'tests/unit/routes',
  'src/plugins/openapi/__tests__',
  'src/plugins/sdk-components/__tests__',
  'src/plugins/feeds/__tests__',
  // Front matter rendered on every page (tokens), and id formats with one home (facts.ts, the OpenAPI patterns, the world).
  'src/plugins/remark-identity/__tests__/front-matter.test.ts',
  'tests/unit/site/id-formats.test.ts',
];

const started = Date.now();
fs.mkdirSync(out, {recursive: true});
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

/** Runs a command, its output to a log file; resolves with its exit code, log and time. */
function run(name, cmd, args, env = {}) {
  const from = Date.now();
  const log = path.join(out, `${name}.log`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {cwd: root, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const text = Buffer.concat(chunks).toString('utf8');
      fs.writeFileSync(log, text);
      const time = seconds(from);
      console.log(`${name}: ${code === 0 ? 'ok' : 'problems'} in ${time} s`);
      resolve({name, code, text, time});
    });
  });
}

const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** The line of the first occurrence of a string in a file (1 if absent). */
function lineIn(file, needle) {
  try {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const at = source.indexOf(needle);
    return at < 0 ? 1 : source.slice(0, at).split('\n').length;
  } catch {
    return 1;
  }
}

/** Route -> source file of each doc page, from the metadata the build wrote before it failed. */
function docSources() {
  const dir = path.join(root, '.docusaurus/docusaurus-plugin-content-docs/default');
  const sources = new Map();
  if (!fs.existsSync(dir)) return sources;
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith('site-docs-') || !name.endsWith('.json')) continue;
    const meta = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    if (meta.source?.startsWith('@site/') && meta.permalink) sources.set(meta.permalink.replace(/\/?$/, '/'), meta.source.slice('@site/'.length));
  }
  return sources;
}

/** The build's errors, each as file:line: what: what to do. */
function buildProblems(text) {
  const log = plain(text);
  const problems = [];
  // MDX that does not compile, a broken Markdown link or image: the file and its line:column.
  for (const m of log.matchAll(/MDX compilation failed for file "([^"]+)"\s*\n[\s│]*Cause: ([^\n]+)/g)) {
    const position = /\((\d+):(\d+)\)/.exec(m[2]);
    const cause = m[2].replace(/ in source file "[^"]+" \(\d+:\d+\)/, '').replace(/\s*\(\d+:\d+\)$/, '');
    const fix = /Markdown (?:link|image)/.test(cause) ? 'point it at a file that exists (a path relative to the page, or the page\'s route)' : 'fix the MDX at that place (JSX, braces and < need closing or escaping)';
    problems.push(`${rel(m[1])}:${position?.[1] ?? 1}: ${cause}: ${fix}`);
  }
  // Broken links and anchors: the page's route, mapped back to its file; the line of the link in it.
  const sources = docSources();
  for (const block of log.matchAll(/Broken (link|anchor) on source page path = ([^\s:]+):\n((?:\s*-> linking to [^\n]+\n?)+)/g)) {
    const [, kind, route, targets] = block;
    const file = sources.get(route) ?? `the page at ${route}`;
    for (const t of targets.matchAll(/-> linking to (\S+)/g)) {
      const target = t[1];
      const line = sources.has(route) ? lineIn(file, target.replace(/\/$/, '')) : 1;
      const [page, anchor] = target.split('#');
      problems.push(kind === 'anchor'
        ? `${file}:${line}: links to ${target}, but ${page} has no heading or element with the id "${anchor}": link one of its headings (the id is the heading's text in lower case, words joined by hyphens)`
        : `${file}:${line}: links to ${target}, which is no page: link an existing route (a page's route is its path under docs/, with a trailing slash)`);
    }
  }
  // Tokens the identity module or the facts do not know.
  for (const m of log.matchAll(/Unknown (fact|identity|world) token (\{\{[^}]+\}\}) in ([^\s.]+\.mdx?)/g)) {
    problems.push(`${rel(path.resolve(root, m[3]))}:${lineIn(rel(path.resolve(root, m[3])), m[2])}: unknown ${m[1]} token ${m[2]}: use a name of src/site/fact-tokens.ts (facts), of src/data/world/tokens.ts (world) or of tokens in src/site/identity.ts`);
  }
  // Anything else the build refused: its own words.
  if (!problems.length) {
    const errors = log.split('\n').filter((l) => /\[ERROR\]|Error:|× /.test(l) && !/^\s+at /.test(l)).slice(0, 12);
    problems.push(...(errors.length ? errors : log.trim().split('\n').slice(-12)).map((l) => `build: ${l.trim()}`));
  }
  return problems;
}

/** The failures of a Vitest JSON report: a test's own file:line lines when it prints them, else its name and message. */
function testProblems(report, fallback) {
  if (!fs.existsSync(report)) return [`tests: no report (${plain(fallback).trim().split('\n').slice(-5).join(' / ')})`];
  const data = JSON.parse(fs.readFileSync(report, 'utf8'));
  // The received strings of failed assertions (scripts/check-content-reporter.mjs): a test's list of file:line problems.
  const receivedFile = `${report}.received.json`;
  const received = fs.existsSync(receivedFile) ? JSON.parse(fs.readFileSync(receivedFile, 'utf8')) : {};
  const problems = [];
  for (const file of data.testResults ?? []) {
    const name = rel(file.name);
    if (file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed')) {
      problems.push(`${name}: ${plain(file.message ?? 'failed to run').split('\n').slice(0, 4).join(' ')}`);
    }
    for (const a of file.assertionResults ?? []) {
      if (a.status !== 'failed') continue;
      const message = `${plain(a.failureMessages?.[0] ?? '').split(/\n\s+at /)[0]}\n${received[`${file.name} ${a.fullName}`] ?? ''}`;
      // A located line may open the assertion's message ("AssertionError: docs/x.mdx:3: ...: expected [...] to deeply equal []").
      // ... or be an item of a listed array ('+   "docs/x.mdx:3: ...",').
      const located = [...message.matchAll(/^[+\s]*(?:\w*Error: )?"?([\w./@-]+\.(?:mdx?|ya?ml|json|tsx?|mjs|py):\d+: .+?)(?:",?)?$/gm)]
        .map((m) => m[1].replace(/: expected .+ to (?:deeply equal|equal|be|strictly equal) .+$/, '').replace(/\\"/g, '"'));
      if (located.length) problems.push(...located);
      else problems.push(`${name}: ${a.fullName}: ${message.split('\n').filter(Boolean).slice(0, 12).join(' / ')}`);
    }
  }
  return problems;
}

const vitest = (project, files, report, env = {}) =>
  run(`tests-${project}`, 'npx', ['vitest', 'run', '--project', project, ...files, '--reporter=json', `--outputFile=${report}`, '--reporter=./scripts/check-content-reporter.mjs'], {...env, CHECK_CONTENT_RECEIVED: `${report}.received.json`});

const unitReport = path.join(out, 'unit.json');
const pageReport = path.join(out, 'built-pages.json');
const samplesReport = path.join(out, 'samples.json');
for (const report of [unitReport, pageReport, samplesReport]) for (const f of [report, `${report}.received.json`]) fs.rmSync(f, {force: true});
fs.rmSync(buildDir, {recursive: true, force: true});

console.log('check:content: the build (links, anchors, images, MDX, tokens) and the content tests, side by side');
const build = run('build', 'npx', ['docusaurus', 'build', '--config', 'scripts/check-content.config.ts', '--no-minify', '--out-dir', buildDir]);
const unit = vitest('unit', CONTENT_TESTS, unitReport);
// The samples run against the mock, when the project exists (tests/samples): once the build or the
// unit tests end (the build, usually), so about two steps share the two cores at any time.
const hasSamples = /name:\s*'samples'/.test(fs.readFileSync(path.join(root, 'vitest.config.ts'), 'utf8'));
const samples = hasSamples ? Promise.race([build, unit]).then(() => vitest('samples', [], samplesReport)) : Promise.resolve(undefined);
const built = build.then((b) => (b.code === 0 ? vitest('build', ['tests/build/site.test.ts', 'tests/build/front-matter.test.ts'], pageReport, {BUILD_DIR: buildDir}) : undefined));

const [b, u, s, p] = await Promise.all([build, unit, samples, built]);
const problems = [
  ...(b.code === 0 ? [] : buildProblems(b.text)),
  ...(u.code === 0 ? [] : testProblems(unitReport, u.text)),
  ...(s && s.code !== 0 ? testProblems(samplesReport, s.text) : []),
  ...(p && p.code !== 0 ? testProblems(pageReport, p.text) : []),
];
const unique = [...new Set(problems)];
if (unique.length) console.log(`\n${unique.join('\n')}\n`);
const steps = [`build ${b.time} s`, `content tests ${u.time} s`, s && `samples ${s.time} s`, p && `built pages ${p.time} s`].filter(Boolean).join(', ');
console.log(`check:content: ${unique.length ? `${unique.length} problem${unique.length === 1 ? '' : 's'}` : 'no problems'} in ${seconds(started)} s (${steps}; logs in ${rel(out)})`);
process.exit(unique.length ? 1 : 0);
