#!/usr/bin/env node
/**
 * `npm run bench`: this site side by side with the vanilla Docusaurus
 * template (same version, Faster on, as many doc pages; created once outside
 * the repository, see scripts/bench/vanilla.mjs), in one run:
 *   - cold build time and peak memory of both (`docusaurus clear`, then build);
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
 *   - search: index size, bytes fetched for a first query, query latency.
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
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {pageWeight} from './page-weight.mjs';
import {coldBuildTree, scaleBench, scaleRows} from './bench/scale.mjs';
import {ensureVanilla, VANILLA_ROUTES, VANILLA_VERSION, VANILLA_DOC_PAGES} from './bench/vanilla.mjs';
import {serveBuild} from './bench/serve.mjs';
import {lighthouseSideBySide, median} from './bench/lighthouse.mjs';
import {PAGE_TYPES} from './bench/page-types.mjs';
import {throttledBench, throttledRows} from './bench/throttled.mjs';
import {HMR_PAGES, hmrBench, hmrRows} from './bench/hmr.mjs';
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

const gzip = (buffer) => zlib.gzipSync(buffer, {level: 9}).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

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
  for (let pair = 1; pair <= buildRuns; pair++) {
    for (const [name, {dir}] of Object.entries(sites)) {
      const build = await coldBuild(dir);
      builds[name].push(build);
      console.log(`build ${name} (cold, ${pair} of ${buildRuns}): ${build.seconds} s, peak memory ${build.peakMemoryMB} MB`);
    }
  }
  results.build = {pairRatios: builds.site.map((build, i) => Number((build.seconds / builds.vanilla[i].seconds).toFixed(2)))};
  for (const [name, list] of Object.entries(builds)) {
    const middle = (key) => Number(median(list.map((b) => b[key])).toFixed(2));
    results.build[name] = {seconds: middle('seconds'), peakMemoryMB: middle('peakMemoryMB'), runs: list};
  }
}
if (scalePages) results.scale = await scaleBench({root, vanillaDir, pages: scalePages, runs: buildRuns});

// Page weight per page type, from each build.
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
  if (!args.has('--skip-search')) {
  // Search.
  const dirSize = (dir) =>
    fs.readdirSync(dir, {withFileTypes: true}).reduce((sum, e) => {
      const full = path.join(dir, e.name);
      return sum + (e.isDirectory() ? dirSize(full) : fs.statSync(full).size);
    }, 0);
  const indexDir = path.join(root, 'build/pagefind');
  const stats = JSON.parse(fs.readFileSync(path.join(root, 'build/search-index/index-stats.json'), 'utf8'));
  const gzipFiles = (dir) => fs.readdirSync(dir).map((f) => gzip(fs.readFileSync(path.join(dir, f))));
  const wordLists = gzipFiles(path.join(root, 'build/search-index/words'));
  const candidateFiles = gzipFiles(path.join(root, 'build/search-index/vocabulary'));
  const chunkSizes = fs.readdirSync(path.join(indexDir, 'index')).map((f) => fs.statSync(path.join(indexDir, 'index', f)).size);
  results.search = {
    engine: stats.engine,
    pagesIndexed: stats.pages,
    // The indexing process's run, after the static renderer (src/plugins/search-index/feed.ts).
    indexBuildSeconds: stats.seconds,
    indexBytesOnDisk: dirSize(path.join(indexDir, 'index')) + dirSize(path.join(indexDir, 'fragment')) + fs.statSync(path.join(indexDir, 'pagefind-entry.json')).size,
    indexChunks: chunkSizes.length,
    indexChunkMedianBytes: pct(chunkSizes, 50),
    wordListMedianGzip: pct(wordLists, 50),
    candidateFileMedianGzip: pct(candidateFiles, 50),
  };
  const cases = [
    JSON.parse(fs.readFileSync(path.join(root, 'tests/search/relevance.json'), 'utf8')),
    ...fs
      .readdirSync(path.join(root, 'src/data'))
      .map((d) => path.join(root, 'src/data', d, 'search-queries.json'))
      .filter((f) => fs.existsSync(f))
      .map((f) => JSON.parse(fs.readFileSync(f, 'utf8'))),
  ].flat();
  results.search.queries = cases.length;

  /** Runs `use` on the search page of a fresh browser (empty cache), every request kept on this machine. */
  const onFreshSearchPage = async (use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route((url) => url.hostname !== '127.0.0.1', (r) => r.fulfill({status: 204, body: ''}));
    await page.goto(`${base}/search/`, {waitUntil: 'networkidle'});
    try {
      return await use(page);
    } finally {
      await context.close();
    }
  };

  // Bytes a reader downloads for a first query: each relevance query typed
  // into the search page of a fresh browser, everything under /pagefind/ and
  // /search-index/ counted as it travels (gzip).
  const firstQueryBytes = (query) =>
    onFreshSearchPage(async (page) => {
      let bytes = 0;
      page.on('response', async (response) => {
        if (!/\/(pagefind|search-index)\//.test(new URL(response.url()).pathname)) return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        // Pagefind's index files are gzip already; others are counted gzipped.
        bytes += /\.pf_|pagefind-entry|\.pagefind$/.test(response.url()) ? body.length : gzip(body);
      });
      await page.fill('#search-page-input', query);
      await page.waitForSelector('[data-testid="search-count"], [data-testid="search-empty"]');
      await page.waitForLoadState('networkidle');
      return bytes;
    });
  const perQuery = [];
  for (const c of cases) perQuery.push(await firstQueryBytes(c.query));
  results.search.firstQueryBytes = {
    example: await firstQueryBytes('webhook signature'),
    median: pct(perQuery, 50),
    p95: pct(perQuery, 95),
    max: Math.max(...perQuery),
  };

  // Latency in the browser, over the relevance queries, of the work behind a
  // results list: the search and the data (title, excerpt, sections) of the
  // first 10 pages, with the engine options the site uses (set by the page's
  // own client on a first query). Each mode runs in a fresh browser:
  // - pasted: each query searched whole, its index chunks and pages not yet
  //   downloaded; then "cached": the same queries again;
  // - typed: each query typed a key at a time, as the modal searches it; the
  //   figure is the last keystroke, the one a reader waits for.
  const latency = (mode) =>
    onFreshSearchPage(async (page) => {
      await page.fill('#search-page-input', 'api');
      await page.waitForSelector('[data-testid="search-count"]');
      return page.evaluate(
        async ({queries, mode}) => {
          const pf = await import('/pagefind/pagefind.js');
          const run = async (q) => {
            const {results: found} = await pf.search(q);
            await Promise.all(found.slice(0, 10).map((r) => r.data()));
          };
          const timed = async (q) => {
            const started = performance.now();
            await run(q);
            return performance.now() - started;
          };
          const first = [];
          for (const q of queries) {
            if (mode === 'typed') {
              for (let i = 1; i < q.length; i += 1) if (q[i - 1] !== ' ') await run(q.slice(0, i));
            }
            first.push(await timed(q));
          }
          const again = [];
          if (mode === 'pasted') for (const q of queries) again.push(await timed(q));
          return {first, again};
        },
        {queries: cases.map((c) => c.query), mode},
      );
    });
  const pasted = await latency('pasted');
  const typed = await latency('typed');
  const summary = (list) => ({median: +pct(list, 50).toFixed(1), p95: +pct(list, 95).toFixed(1)});
  results.search.latencyMs = {pasted: summary(pasted.first), typed: summary(typed.first), cached: summary(pasted.again)};

  // The same pages in MiniSearch: one index a browser must download whole.
  {
    const createJiti = (await import('jiti')).default;
    const {extractPage} = createJiti(fileURLToPath(import.meta.url))(path.join(root, 'src/plugins/search-index/extract.ts'));
    const MiniSearch = (await import('minisearch')).default;
    const docs = [];
    const walk = (dir) => {
      for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
        const full = path.join(dir, e.name);
        if (e.isDirectory() && e.name !== 'pagefind' && e.name !== 'assets') walk(full);
        else if (e.name === 'index.html') {
          const route = `/${path.relative(path.join(root, 'build'), path.dirname(full))}/`.replace(/^\/\.\/$|^\/\/$/, '/');
          const page = extractPage(route, fs.readFileSync(full, 'utf8'));
          if (page) docs.push({id: route, title: page.title, text: page.text});
        }
      }
    };
    walk(path.join(root, 'build'));
    const started = Date.now();
    const mini = new MiniSearch({fields: ['title', 'text'], storeFields: ['title']});
    mini.addAll(docs);
    const serialized = Buffer.from(JSON.stringify(mini));
    results.search.minisearch = {buildSeconds: (Date.now() - started) / 1000, indexGzip: gzip(serialized), firstQueryBytes: gzip(serialized)};
  }
  const s = results.search;
  console.log(
    `\nsearch (${s.engine}): ${s.pagesIndexed} pages indexed in ${s.indexBuildSeconds} s after the pages were built; index on disk ${kb(s.indexBytesOnDisk)}`,
  );
  console.log(`  index: ${s.indexChunks} chunks, median ${kb(s.indexChunkMedianBytes)}; spelling: word lists median ${kb(s.wordListMedianGzip)} gzip (one per query word's first two letters), candidates median ${kb(s.candidateFileMedianGzip)} gzip (only for a misspelled word's first letter)`);
  const f = s.firstQueryBytes;
  console.log(`  fetched for a first query: "webhook signature" ${kb(f.example)}; over the ${s.queries} relevance queries median ${kb(f.median)}, p95 ${kb(f.p95)}, max ${kb(f.max)}`);
  const l = s.latencyMs;
  console.log(`  latency (search + first 10 pages' data) over ${s.queries} queries: typed median ${l.typed.median} ms, p95 ${l.typed.p95} ms; pasted into a fresh page median ${l.pasted.median} ms, p95 ${l.pasted.p95} ms; cached median ${l.cached.median} ms, p95 ${l.cached.p95} ms`);
  console.log(`  MiniSearch over the same pages: one ${kb(s.minisearch.indexGzip)} gzip index to download before the first query`);
  }
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
