#!/usr/bin/env node
/**
 * Where the build's time goes: this site built cold with one per-page output
 * or post-build step switched off at a time (in scratch copies outside the
 * repository, ./scratch.mjs), against the full site and vanilla Docusaurus,
 * all in turns. Reports wall time and processor time (user + system, of the
 * whole process tree, from /usr/bin/time): on a shared two-core machine the
 * processor time is the steadier figure, and a cold build on two cores is
 * bound by it.
 *
 *   node scripts/bench/accounting.mjs [--rounds N] [--only a,b] [--pages N]
 *
 * `--pages N` adds N generated pages to every copy (./scale.mjs's generator).
 * Writes bench-results/accounting.json; decisions/0004-build-memory.md has the figures.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {edit, makeScratch} from './scratch.mjs';
import {ensureVanilla} from './vanilla.mjs';
import {writeScalePages} from './scale.mjs';
import {median} from './lighthouse.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const argv = process.argv.slice(2);
const value = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const rounds = Number(value('--rounds') ?? 1);
const pages = Number(value('--pages') ?? 0);
const only = value('--only')?.split(',');
const cache = process.env.ACCOUNTING_CACHE ?? path.join(os.homedir(), '.cache/bindpoint-bench/accounting');
const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Each variant: exactly the change that switches one thing off (in the scratch copy). */
export const ACCOUNTS = [
  {id: 'full', name: 'the site as it is', make: () => {}},
  {
    id: 'no-twins',
    name: 'without the Markdown twins (llms.txt and the twins not converted)',
    make: (dir) => edit(dir, 'src/plugins/llms/index.ts', '{convert: run = outputInWorker}: LlmsOptions = {}', '{convert: run = async (input: OutputInput) => ({dir: input.dir, files: []})}: LlmsOptions = {}'),
  },
  {
    id: 'no-cards',
    name: 'without the social cards',
    make: (dir) => {
      edit(dir, 'src/plugins/social-cards/index.ts', '      pending = render(allContent);\n', '      return;\n');
      edit(dir, 'src/plugins/social-cards/index.ts', '    async postBuild({outDir}) {\n', '    async postBuild({outDir}) {\n      if (outDir) return;\n');
    },
  },
  {
    id: 'no-postman',
    name: 'without the Postman collection',
    make: (dir) => edit(dir, 'src/plugins/openapi/index.ts', 'postman = convertToPostman(content.json);', "postman = Promise.resolve('{}');"),
  },
  {
    id: 'no-pass',
    name: 'without the pass over built pages (route assets and script hashes)',
    make: (dir) => edit(dir, 'src/plugins/route-assets/index.ts', 'async postBuild({outDir, routesPaths}) {', 'async postBuild({outDir, routesPaths}) {\n      if (outDir) return;'),
  },
  {
    id: 'no-embedded-search',
    name: 'without the embedded search index (hosted search configured instead)',
    env: {ALGOLIA_APP_ID: 'BENCH', ALGOLIA_API_KEY: 'bench', ALGOLIA_INDEX_NAME: 'bench'},
    make: () => {},
  },
  {id: 'vanilla', name: 'vanilla Docusaurus, as many pages', vanilla: true, make: () => {}},
];

/** A cold build: wall and processor time, peak memory of the largest process. */
function coldBuild(dir, env = {}) {
  const cli = path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  execFileSync(process.execPath, [cli, 'clear'], {cwd: dir, stdio: 'ignore'});
  const report = path.join(os.tmpdir(), `accounting-time-${process.pid}.txt`);
  const load = loadavg();
  try {
    execFileSync('/usr/bin/time', ['-f', '%e %U %S %M', '-o', report, process.execPath, cli, 'build'], {cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], env: {...process.env, ...env}, maxBuffer: 64 << 20});
  } catch (error) {
    throw new Error(`accounting: the build in ${dir} failed:\n${String(error.stderr ?? error).slice(-3000)}`);
  }
  const [wall, user, system, kilobytes] = fs.readFileSync(report, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  fs.rmSync(report, {force: true});
  return {wall, cpu: Number((user + system).toFixed(1)), peakMB: Math.round(kilobytes / 1024), load, loadAfter: loadavg()};
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const accounts = ACCOUNTS.filter((a) => !only || only.includes(a.id));
  const vanillaDir = ensureVanilla();
  const dirs = {};
  for (const account of accounts) {
    const dir = path.join(cache, account.id);
    if (account.vanilla) {
      fs.rmSync(dir, {recursive: true, force: true});
      execFileSync('cp', ['-a', vanillaDir, dir]);
    } else {
      makeScratch(root, dir);
      account.make(dir);
    }
    if (pages) {
      writeScalePages(path.join(dir, 'docs'), pages);
      if (!account.vanilla) {
        fs.appendFileSync(path.join(dir, 'sidebars.ts'), "\n(sidebars.docs as unknown[]).push({type: 'category', label: 'Scale', items: [{type: 'autogenerated', dirName: 'scale'}]});\n");
      }
    }
    dirs[account.id] = dir;
  }
  const runs = Object.fromEntries(accounts.map((a) => [a.id, []]));
  console.log(`accounting: ${accounts.length} builds a round, ${rounds} rounds, +${pages} pages; load ${loadavg()}`);
  for (let round = 1; round <= rounds; round += 1) {
    // Every other round in reverse order: the first and last builds of a round see different loads.
    const order = round % 2 ? accounts : [...accounts].reverse();
    for (const account of order) {
      const build = coldBuild(dirs[account.id], account.env);
      runs[account.id].push(build);
      console.log(`${account.id} (round ${round}): ${build.wall} s wall, ${build.cpu} s processor, ${build.peakMB} MB; load ${build.load} → ${build.loadAfter}`);
    }
  }
  const result = {date: new Date().toISOString(), pages, rounds, accounts: {}};
  for (const account of accounts) {
    const list = runs[account.id];
    result.accounts[account.id] = {name: account.name, wall: median(list.map((b) => b.wall)), cpu: median(list.map((b) => b.cpu)), runs: list};
  }
  const full = result.accounts.full;
  const vanilla = result.accounts.vanilla;
  const rows = accounts.map(({id}) => {
    const a = result.accounts[id];
    const saved = full && id !== 'full' && id !== 'vanilla' ? `${(full.cpu - a.cpu).toFixed(1)} s` : '';
    const ratio = vanilla ? (a.cpu / vanilla.cpu).toFixed(2) : '';
    return `| ${id} | ${a.wall} | ${a.cpu} | ${saved} | ${ratio} |`;
  });
  const table = ['| build | wall (s) | processor (s) | processor saved against full | processor / vanilla |', '|---|---|---|---|---|', ...rows].join('\n');
  console.log(`\n${table}`);
  result.table = table;
  fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
  fs.writeFileSync(path.join(root, 'bench-results/accounting.json'), `${JSON.stringify(result, null, 2)}\n`);
}
