#!/usr/bin/env node
/**
 * `npm run bench -- --ablate` (or `node scripts/bench/ablation.mjs`): each
 * speed mechanism measured against the full site by building the site
 * without it (./variants.mjs), in a scratch copy outside the repository
 * (./scratch.mjs; $ABLATION_CACHE, default ~/.cache/bindpoint-bench/ablation).
 *
 * Phases (all by default; `--phase build,pairs,browser` to choose):
 * - build: the full site and each variant, each a cold build in its own
 *   copy (`docusaurus clear`, then build; wall time and peak memory); then,
 *   per page type, first-load JS, CSS and HTML (gzip, scripts/page-weight.mjs),
 *   and every built page's text and structure compared with the full
 *   site's (./html-text.mjs);
 * - pairs: for the variants that claim build time, `--build-pairs N` (3)
 *   cold builds of the full site and of the variant, in turns;
 * - browser: for the variants that claim page speed, up to five at a time
 *   served beside the full site (ports from $ABLATION_PORT, default
 *   $BENCH_PORT + 2), in turns on the page types each claims: Lighthouse
 *   mobile (`--runs N`, 5; medians) and hydration and the first working click
 *   under applied throttling (`--throttled-runs N`, 7; ./throttled.mjs);
 *   each turn waits for the machine's load average to fall to `--max-load`
 *   (4; at most five minutes), and the loads are recorded.
 * `--only a,b` / `--skip a,b` choose variants, `--types a,b` the page types
 * the browser phase measures them on (of those each claims); `--check` only applies every
 * recipe to a copy of the sources and reports. Results are merged into
 * bench-results/ablation.json as each step ends (a run can be resumed with
 * `--only`), and `--table` prints the summary from it.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {pageWeight} from '../page-weight.mjs';
import {PAGE_TYPES} from './page-types.mjs';
import {VARIANTS} from './variants.mjs';
import {makeScratch} from './scratch.mjs';
import {compareBuilds} from './html-text.mjs';
import {serveBuild} from './serve.mjs';
import {lighthouseSideBySide, median} from './lighthouse.mjs';
import {throttledSideBySide} from './throttled.mjs';
import {summaryTable} from './ablation-table.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const argv = process.argv.slice(2);
const value = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const number = (name, fallback) => Number(value(name)) || fallback;
const list = (name) => (value(name) ? value(name).split(',') : undefined);
const phases = new Set(list('--phase') ?? ['build', 'pairs', 'browser']);
const only = list('--only');
const skip = new Set(list('--skip') ?? []);
const runs = number('--runs', 5);
const throttledRuns = number('--throttled-runs', 7);
const buildPairs = number('--build-pairs', 3);
const cache = process.env.ABLATION_CACHE ?? path.join(os.homedir(), '.cache/bindpoint-bench/ablation');
const firstPort = Number(process.env.ABLATION_PORT ?? Number(process.env.BENCH_PORT ?? 4199) + 2);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const resultsFile = path.join(root, 'bench-results/ablation.json');
const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const maxLoad = number('--max-load', 4);

/**
 * Waits (up to five minutes) until the machine's one-minute load average is at
 * most `--max-load` (4): other jobs on a shared machine slow the page loads of
 * a turn unevenly. Each measured turn records the load it started at.
 */
const loads = [];
async function quiet() {
  const started = Date.now();
  let load = Number(loadavg().split(' ')[0]);
  while (load > maxLoad && Date.now() - started < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    load = Number(loadavg().split(' ')[0]);
  }
  loads.push(load);
}

// `--types a,b`: the browser phase measures each variant only on those of its page types.
const onlyTypes = list('--types');
const variants = VARIANTS.filter((v) => (!only || only.includes(v.id)) && !skip.has(v.id)).map((v) =>
  onlyTypes && v.pages ? {...v, pages: v.pages.filter((type) => onlyTypes.includes(type))} : v,
);
if (only) for (const id of only) if (!VARIANTS.some((v) => v.id === id)) throw new Error(`ablation: no variant ${id}`);

const results = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : {variants: {}};
const save = () => {
  fs.mkdirSync(path.dirname(resultsFile), {recursive: true});
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
};
const record = (id) => (results.variants[id] ??= {});
const dirOf = (id) => path.join(cache, id);

if (argv.includes('--table')) {
  console.log(summaryTable(results, VARIANTS));
  process.exit(0);
}

if (argv.includes('--check')) {
  for (const variant of variants) {
    const dir = path.join(cache, `check-${variant.id}`);
    makeScratch(root, dir);
    variant.make(dir);
    fs.rmSync(dir, {recursive: true, force: true});
    console.log(`recipe ${variant.id}: applies`);
  }
  process.exit(0);
}

/** A cold build in `dir`: wall time and peak resident memory of the build process. */
function coldBuild(dir) {
  const cli = path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  execFileSync(process.execPath, [cli, 'clear'], {cwd: dir, stdio: 'ignore'});
  const report = path.join(os.tmpdir(), `ablation-time-${process.pid}.txt`);
  try {
    execFileSync('/usr/bin/time', ['-f', '%e %M', '-o', report, process.execPath, cli, 'build'], {cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024});
  } catch (error) {
    throw new Error(`ablation: the build in ${dir} failed:\n${String(error.stderr ?? error).slice(-3000)}`);
  }
  const [seconds, kilobytes] = fs.readFileSync(report, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  fs.rmSync(report, {force: true});
  return {seconds, peakMemoryMB: Math.round(kilobytes / 1024)};
}

function bytes(dir) {
  return Object.fromEntries(
    Object.entries(PAGE_TYPES).map(([type, route]) => {
      const {jsGzip, cssGzip, htmlGzip} = pageWeight(path.join(dir, 'build'), route);
      return [type, {jsGzip, cssGzip, htmlGzip}];
    }),
  );
}

/** Script and stylesheet files of a build (their names carry content hashes). */
function assetNames(dir) {
  const assets = path.join(dir, 'build/assets');
  return fs
    .readdirSync(assets, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.(js|css)$/.test(f))
    .sort();
}

console.log(`ablation: ${variants.length} variants, phases ${[...phases].join(', ')}; load average ${loadavg()}`);
results.machine = {cpus: os.cpus().length};

if (phases.has('build')) {
  const full = dirOf('full');
  if (!fs.existsSync(path.join(full, 'build')) || argv.includes('--rebuild-full')) {
    makeScratch(root, full);
    const build = coldBuild(full);
    results.full = {build, bytes: bytes(full), commit: execFileSync('git', ['rev-parse', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim()};
    console.log(`full site: ${build.seconds} s, ${build.peakMemoryMB} MB`);
    save();
  }
  const fullAssets = assetNames(full);
  for (const variant of variants) {
    const dir = dirOf(variant.id);
    makeScratch(root, dir);
    variant.make(dir);
    const load = loadavg();
    const build = coldBuild(dir);
    const names = assetNames(dir);
    const pages = compareBuilds(path.join(full, 'build'), path.join(dir, 'build'));
    Object.assign(record(variant.id), {
      build: {...build, load},
      bytes: bytes(dir),
      sameAssets: names.length === fullAssets.length && names.every((n, i) => n === fullAssets[i]),
      pages: {files: pages.files, onlyFull: pages.onlyA.length, onlyVariant: pages.onlyB.length, differing: pages.differing.length, sample: pages.differing.slice(0, 3)},
    });
    save();
    console.log(`${variant.id}: built in ${build.seconds} s (${build.peakMemoryMB} MB); ${pages.differing.length} of ${pages.files} pages differ in text; assets ${record(variant.id).sameAssets ? 'identical' : 'differ'}`);
  }
}

if (phases.has('pairs')) {
  for (const variant of variants.filter((v) => v.build)) {
    const pairs = [];
    for (let i = 0; i < buildPairs; i += 1) {
      await quiet();
      // In turns (ABBA): the second build of a pair ran faster than the first
      // whichever it was, so each order is used as often.
      let full;
      let without;
      if (i % 2 === 0) {
        full = coldBuild(dirOf('full'));
        without = coldBuild(dirOf(variant.id));
      } else {
        without = coldBuild(dirOf(variant.id));
        full = coldBuild(dirOf('full'));
      }
      pairs.push({full: full.seconds, without: without.seconds, fullMB: full.peakMemoryMB, withoutMB: without.peakMemoryMB, load: loadavg()});
      console.log(`${variant.id} pair ${i + 1}/${buildPairs}: full ${full.seconds} s, without ${without.seconds} s`);
    }
    record(variant.id).buildPairs = {
      pairs,
      full: median(pairs.map((p) => p.full)),
      without: median(pairs.map((p) => p.without)),
      ratio: Number(median(pairs.map((p) => p.without / p.full)).toFixed(3)),
    };
    save();
  }
}

if (phases.has('browser')) {
  const {chromium} = await import('@playwright/test');
  const measured = variants.filter((v) => v.pages?.length);
  for (let start = 0; start < measured.length; start += 5) {
    const batch = measured.slice(start, start + 5);
    const servers = [await serveBuild(path.join(dirOf('full'), 'build'), firstPort)];
    const sites = {full: {base: `http://127.0.0.1:${firstPort}`, routes: PAGE_TYPES}};
    for (const [i, variant] of batch.entries()) {
      servers.push(await serveBuild(path.join(dirOf(variant.id), 'build'), firstPort + 1 + i));
      sites[variant.id] = {
        base: `http://127.0.0.1:${firstPort + 1 + i}`,
        routes: Object.fromEntries(variant.pages.map((type) => [type, PAGE_TYPES[type]])),
      };
    }
    const types = Object.keys(PAGE_TYPES).filter((type) => batch.some((v) => v.pages.includes(type)));
    console.log(`\nbrowser batch: ${batch.map((v) => v.id).join(', ')} on ${types.join(', ')}; load average ${loadavg()}`);
    try {
      const loadBefore = loadavg();
      loads.length = 0;
      const lighthouse = await lighthouseSideBySide({sites, runs, chromePath, chromeArgs, types, gate: quiet});
      const browser = await chromium.launch({executablePath: chromePath, args: chromeArgs});
      let throttled;
      try {
        throttled = await throttledSideBySide({browser, sites, types, kind: 'menu', runs: throttledRuns, gate: quiet});
      } finally {
        await browser.close();
      }
      const loadAfter = loadavg();
      for (const variant of batch) {
        const pick = (byType) => Object.fromEntries(variant.pages.map((type) => [type, byType[type]]));
        Object.assign(record(variant.id), {
          browser: {
            loadBefore,
            loadAfter,
            turnLoads: [...loads],
            lighthouse: {full: pick(lighthouse.full), without: lighthouse[variant.id]},
            throttled: {full: pick(throttled.full), without: throttled[variant.id]},
          },
        });
      }
      save();
    } finally {
      for (const server of servers) server.close();
    }
  }
}

console.log(`\n${summaryTable(results, VARIANTS)}`);
console.log(`\nwritten to ${path.relative(root, resultsFile)}; load average ${loadavg()}`);
