#!/usr/bin/env node
/**
 * `npm run bench`: this site side by side with the vanilla Docusaurus
 * template (same version, Faster on, as many doc pages; created once outside
 * the repository, see scripts/bench/vanilla.mjs), in one run:
 *   - cold build time and peak memory of both (`docusaurus clear`, then build),
 *     each followed by a warm build (built again with the caches it left);
 *   - per page type (home, doc, doc with a diagram, API, component, search
 *     page): HTML, first-load JS and CSS in gzip bytes, read from each build
 *     (scripts/page-weight.mjs, the same code as the byte budgets);
 *   - Lighthouse per page type, mobile profile, median of 5 runs, both sites
 *     in turns (scripts/bench/lighthouse.mjs);
 *   - per page type, under throttling applied to a real Chromium (CPU 4x
 *     slower, 150 ms latency per request, 1.6 Mbps), median of 5 loads in
 *     turns: when the page has hydrated (React's first commit of the
 *     hydrated root, reported to a devtools hook the bench installs, the
 *     same on both sites) and when a click first works (the page clicked
 *     over and over from when it is parsed: on a phone the navbar's menu
 *     toggle opens the menu; on a desktop a sidebar category's caret
 *     expands it). The definitions are in scripts/bench/throttled.mjs;
 *   - search (scripts/bench/search.mjs): the index's files, bytes fetched for a
 *     first query, the ranking's time; on the phone profile, the modal's answer
 *     after the last keystroke and /search/?q= to its first result; 50 search_docs
 *     calls at once to the MCP server.
 * Both builds are served by the same static server with gzip. The machine's
 * load (/proc/loadavg) is printed before and after: compare the ratios.
 * Options: --skip-build (measure the existing builds), --skip-lighthouse,
 * --skip-search (no search figures),
 * --skip-throttled (no hydration and first-click figures),
 * --skip-hmr (no development-server figure; scripts/bench/hmr.mjs, --hmr-runs N),
 * --skip-console (no API console figures: scripts/bench/console.mjs, this site only),
 * --runs N (Lighthouse runs per page, default 5),
 * --throttled-runs N (throttled loads per page and kind, default 5),
 * --ablate (the ablation bench instead: scripts/bench/ablation.mjs, which
 * reads its own options),
 * --build-runs N (cold builds of each site, in turns, default 3: the table
 * gives the medians, and the ratio is the median of the pairs' ratios),
 * --pages N (also the scale build: both sites with N generated pages more,
 * cold, in turns, --build-runs pairs; scripts/bench/scale.mjs). Peak memory is
 * that of a build's whole process tree (scripts/bench/process-tree.mjs). Port: $BENCH_PORT (4199)
 * for this site, the next one for vanilla.
 * Prints the README table and writes bench-results/bench.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {pageWeight} from './page-weight.mjs';
import {coldBuildTree, scaleBench, scaleRows, warmBuildTree} from './bench/scale.mjs';
import {ensureVanilla, VANILLA_ROUTES, VANILLA_VERSION, VANILLA_DOC_PAGES} from './bench/vanilla.mjs';
import {serveBuild} from './bench/serve.mjs';
import {lighthouseSideBySide, median} from './bench/lighthouse.mjs';
import {PAGE_TYPES} from './bench/page-types.mjs';
import {throttledBench, throttledRows} from './bench/throttled.mjs';
import {HMR_PAGES, hmrBench, hmrRows} from './bench/hmr.mjs';
import {searchBench, searchRows} from './bench/search.mjs';
import {consoleBench, consoleRows} from './bench/console.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const argv = process.argv.slice(2);
const args = new Set(argv);
const option = (name, fallback) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) || fallback : fallback);
if (args.has('--ablate')) {
  await import('./bench/ablation.mjs');
  process.exit(0);
}
const runs = option('--runs', 5);
const throttledRuns = option('--throttled-runs', 5);
const buildRuns = option('--build-runs', 3);
const scalePages = option('--pages', 0);
const port = Number(process.env.BENCH_PORT ?? 4199);
const base = `http://127.0.0.1:${port}`;
const vanillaBase = `http://127.0.0.1:${port + 1}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const results = {date: new Date().toISOString(), cpus: os.cpus().length, loadBefore: loadavg()};
console.log(`bench: ${os.cpus().length} CPUs, load average ${results.loadBefore} (1, 5, 15 min)`);

const vanillaDir = ensureVanilla();
const sites = {
  site: {dir: root, base, routes: PAGE_TYPES},
  vanilla: {dir: vanillaDir, base: vanillaBase, routes: VANILLA_ROUTES},
};

/** A cold build (caches cleared): wall time and the peak resident memory of its process tree. */
async function coldBuild(dir) {
  const {seconds, peakTreeMB} = await coldBuildTree(dir);
  return {seconds, peakMemoryMB: peakTreeMB};
}

if (!args.has('--skip-build')) {
  // Cold builds in turns, this site then vanilla, `buildRuns` pairs: on a
  // shared machine one pair can differ from the next by a few seconds, and a
  // pair's two builds see about the same load.
  const builds = {site: [], vanilla: []};
  const warm = {site: [], vanilla: []};
  for (let pair = 1; pair <= buildRuns; pair++) {
    for (const [name, {dir}] of Object.entries(sites)) {
      const build = await coldBuild(dir);
      builds[name].push(build);
      console.log(`build ${name} (cold, ${pair} of ${buildRuns}): ${build.seconds} s, peak memory ${build.peakMemoryMB} MB; load ${loadavg()}`);
      // Then warm: the same site built again with the caches the cold build left.
      const again = await warmBuildTree(dir);
      warm[name].push({seconds: again.seconds, peakMemoryMB: again.peakTreeMB});
      console.log(`build ${name} (warm, ${pair} of ${buildRuns}): ${again.seconds} s; load ${loadavg()}`);
    }
  }
  const ratios = (list) => list.site.map((build, i) => Number((build.seconds / list.vanilla[i].seconds).toFixed(2)));
  results.build = {pairRatios: ratios(builds), warmPairRatios: ratios(warm)};
  for (const [name, list] of Object.entries(builds)) {
    const middle = (items, key) => Number(median(items.map((b) => b[key])).toFixed(2));
    results.build[name] = {seconds: middle(list, 'seconds'), peakMemoryMB: middle(list, 'peakMemoryMB'), runs: list, warm: {seconds: middle(warm[name], 'seconds'), runs: warm[name]}};
  }
}
if (scalePages) results.scale = await scaleBench({root, vanillaDir, pages: scalePages, runs: buildRuns});

// Page weight per page type, from each build. It reads the build's generated files (.docusaurus/): a development
// server started since (the bench's hmr step run alone) rewrites routes.js but not the client manifest, and the
// route chunks would silently go uncounted.
for (const [name, {dir}] of Object.entries(sites)) {
  const generated = path.join(dir, '.docusaurus');
  const mtime = (file) => fs.statSync(path.join(generated, file), {throwIfNoEntry: false})?.mtimeMs;
  const manifest = mtime('client-manifest.json');
  if (manifest === undefined || (mtime('routes.js') ?? 0) > manifest) {
    throw new Error(`bench: ${name}'s generated files (${generated}) are not those of its last build (a development server rewrote them, or it was never built): build it again, or run the bench without --skip-build`);
  }
}
results.pages = {};
for (const [name, {dir, routes}] of Object.entries(sites)) {
  results.pages[name] = Object.fromEntries(
    Object.entries(routes).map(([type, route]) => {
      const {js, css, ...weight} = pageWeight(path.join(dir, 'build'), route);
      return [type, {...weight, jsFiles: js.length, cssFiles: css.length}];
    }),
  );
}

const servers = [await serveBuild(path.join(root, 'build'), port), await serveBuild(path.join(vanillaDir, 'build'), port + 1)];

const browser = await chromium.launch({executablePath: chromePath, args: chromeArgs});
try {
  // Search: the index's figures and the speed figures (scripts/bench/search.mjs).
  if (!args.has('--skip-search')) results.search = await searchBench({browser, base, runs: throttledRuns});
  if (!args.has('--skip-throttled')) results.throttled = await throttledBench({browser, sites, runs: throttledRuns});
  if (!args.has('--skip-hmr')) results.hmr = await hmrBench({browser, runs: option('--hmr-runs', 7), port: port + 2, sites: {site: {dir: root, ...HMR_PAGES.site}, vanilla: {dir: vanillaDir, ...HMR_PAGES.vanilla}}});
  // The API console: bytes and time to open it on the phone profile, and large input (this site only).
  if (!args.has('--skip-console')) results.console = await consoleBench({browser, dir: path.join(root, 'build'), port: port + 2, runs: throttledRuns});
} finally {
  await browser.close();
}

if (!args.has('--skip-lighthouse')) {
  console.log(`\nlighthouse: ${runs} runs per page, both sites in turns`);
  results.lighthouse = await lighthouseSideBySide({
    sites: Object.fromEntries(Object.entries(sites).map(([name, {base: b, routes}]) => [name, {base: b, routes}])),
    runs,
    chromePath,
    chromeArgs,
  });
}
for (const server of servers) server.close();
results.loadAfter = loadavg();

// The README table: both columns and the ratio.
const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b ? (a / b).toFixed(2) : '–');
const rows = [];
const row = (label, a, b, format = (v) => String(v)) => rows.push(`| ${label} | ${format(a)} | ${format(b)} | ${ratio(a, b)} |`);
if (results.build) {
  const {site, vanilla, pairRatios} = results.build;
  const n = pairRatios.length;
  rows.push(`| cold build (s, median of ${n}; ratio: median of the ${n} pairs') | ${site.seconds} | ${vanilla.seconds} | ${median(pairRatios).toFixed(2)} |`);
  if (n > 1) rows.push(`| cold build, ratio pair by pair | | | ${[...pairRatios].sort((a, b) => a - b).join(', ')} |`);
  rows.push(`| warm build (s, median; the caches of the cold build before it) | ${site.warm.seconds} | ${vanilla.warm.seconds} | ${median(results.build.warmPairRatios).toFixed(2)} |`);
  row('peak memory (MB, process tree, median)', site.peakMemoryMB, vanilla.peakMemoryMB);
}
if (results.scale) rows.push(...scaleRows(results.scale));
hmrRows(results.hmr, row);
const kbf = (v) => (v / 1024).toFixed(1);
for (const type of Object.keys(PAGE_TYPES)) {
  const a = results.pages.site[type];
  const b = results.pages.vanilla[type];
  row(`${type}: first-load JS (KB gzip)`, a.jsGzip, b.jsGzip, kbf);
  row(`${type}: CSS (KB gzip)`, a.cssGzip, b.cssGzip, kbf);
  row(`${type}: HTML (KB gzip)`, a.htmlGzip, b.htmlGzip, kbf);
  const la = results.lighthouse?.site[type];
  const lb = results.lighthouse?.vanilla[type];
  if (la && lb) {
    row(`${type}: performance`, la.performance, lb.performance);
    row(`${type}: FCP (ms)`, la.fcp, lb.fcp);
    row(`${type}: LCP (ms)`, la.lcp, lb.lcp);
    row(`${type}: TBT (ms)`, la.tbt, lb.tbt);
    rows.push(`| ${type}: CLS (median / worst run) | ${la.cls} / ${la.clsMax} | ${lb.cls} / ${lb.clsMax} | |`);
    row(`${type}: SEO`, la.seo, lb.seo);
    row(`${type}: accessibility`, la.accessibility, lb.accessibility);
  }
  throttledRows(results.throttled, type, ['site', 'vanilla'], row);
}
searchRows(results.search, rows);
if (results.console) for (const [label, value, goal] of consoleRows(results.console)) rows.push(`| ${label} | ${value} | ${goal} | |`);
const table = [
  `Vanilla: Docusaurus ${VANILLA_VERSION} classic TypeScript template, Faster on, ${VANILLA_DOC_PAGES} generated doc pages.`,
  `Machine: ${results.cpus} CPUs, load average ${results.loadBefore} before, ${results.loadAfter} after.`,
  '',
  '| measure | this site | vanilla | ratio |',
  '|---|---|---|---|',
  ...rows,
].join('\n');
console.log(`\n${table}`);
results.table = table;

fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench-results/bench.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten to bench-results/bench.json');
