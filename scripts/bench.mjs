#!/usr/bin/env node
/**
 * `npm run bench`: the performance figures of the README.
 *   - build time, cold (cache cleared) and warm (rspack persistent cache);
 *   - per page type: HTML size and first-load JS and CSS (gzip bytes, as the
 *     browser downloads them on a first visit);
 *   - search: index size on disk, bytes fetched for a first query, query
 *     latency (median, p95) over the relevance queries, index build time, and
 *     the same records in MiniSearch (the engine we compared against);
 *   - Lighthouse scores (performance, accessibility, best practices, SEO).
 * Options: --skip-build (measure the existing build/), --skip-lighthouse.
 * Prints a table and writes bench-results/bench.json.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = new Set(process.argv.slice(2));
const port = 4199;
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const results = {date: new Date().toISOString()};

const gzip = (buffer) => zlib.gzipSync(buffer, {level: 9}).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

function timeBuild(label) {
  const started = Date.now();
  execFileSync('npx', ['docusaurus', 'build'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit']});
  const seconds = (Date.now() - started) / 1000;
  console.log(`build (${label}): ${seconds.toFixed(1)} s`);
  return seconds;
}

if (!args.has('--skip-build')) {
  execFileSync('npx', ['docusaurus', 'clear'], {cwd: root, stdio: 'ignore'});
  results.buildColdSeconds = timeBuild('cold');
  results.buildWarmSeconds = timeBuild('warm');
}

const server = spawn(process.execPath, [path.join(root, 'scripts/serve-static.mjs'), '--port', String(port)], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 800));

const browser = await chromium.launch({executablePath: chromePath, args: chromeArgs});
try {
  // Page weight per page type.
  const pageTypes = {
    home: '/',
    doc: '/docs/overview/',
    search: '/search/',
    api: '/docs/api/create_application_form/',
    component: '/docs/sdk/components/bp-sdk-date-input/',
  };
  results.pages = {};
  const scriptsByType = {};
  for (const [type, route] of Object.entries(pageTypes)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route((url) => url.hostname !== '127.0.0.1', (r) => r.fulfill({status: 204, body: ''}));
    // Data saving on: Docusaurus then prefetches no linked page, so only this page's own load is counted.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true});
    });
    const seen = {js: 0, css: 0, jsFiles: 0, cssFiles: 0, scripts: new Map()};
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      if (new URL(response.url()).hostname !== '127.0.0.1') return;
      try {
        const size = gzip(await response.body());
        if (type === 'script') {
          seen.scripts.set(new URL(response.url()).pathname, size);
          seen.js += size;
          seen.jsFiles += 1;
        } else {
          seen.css += size;
          seen.cssFiles += 1;
        }
      } catch {
        /* redirects have no body */
      }
    });
    await page.goto(base + route, {waitUntil: 'networkidle'});
    const html = fs.readFileSync(path.join(root, 'build', route, 'index.html'));
    results.pages[type] = {route, htmlBytes: html.length, htmlGzip: gzip(html), jsGzip: seen.js, cssGzip: seen.css, jsFiles: seen.jsFiles};
    scriptsByType[type] = seen.scripts;
    await context.close();
  }
  // A page's own JS: the scripts it loads that the home page does not (its data and components).
  for (const [type, scripts] of Object.entries(scriptsByType)) {
    let own = 0;
    for (const [url, size] of scripts) if (type === 'home' || !scriptsByType.home.has(url)) own += size;
    results.pages[type].ownJsGzip = type === 'home' ? 0 : own;
  }
  console.log('\npage type   HTML (gzip)   first-load JS (gzip)   of which its own (gzip)   CSS (gzip)');
  for (const [type, p] of Object.entries(results.pages)) {
    console.log(`${type.padEnd(11)} ${kb(p.htmlGzip).padEnd(13)} ${kb(p.jsGzip).padEnd(22)} ${kb(p.ownJsGzip).padEnd(25)} ${kb(p.cssGzip)}`);
  }

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
  console.log(`\nsearch (${s.engine}): ${s.pagesIndexed} pages indexed in ${s.indexBuildSeconds} s; index on disk ${kb(s.indexBytesOnDisk)}`);
  console.log(`  index: ${s.indexChunks} chunks, median ${kb(s.indexChunkMedianBytes)}; spelling: word lists median ${kb(s.wordListMedianGzip)} gzip (one per query word's first two letters), candidates median ${kb(s.candidateFileMedianGzip)} gzip (only for a misspelled word's first letter)`);
  const f = s.firstQueryBytes;
  console.log(`  fetched for a first query: "webhook signature" ${kb(f.example)}; over the ${s.queries} relevance queries median ${kb(f.median)}, p95 ${kb(f.p95)}, max ${kb(f.max)}`);
  const l = s.latencyMs;
  console.log(`  latency (search + first 10 pages' data) over ${s.queries} queries: typed median ${l.typed.median} ms, p95 ${l.typed.p95} ms; pasted into a fresh page median ${l.pasted.median} ms, p95 ${l.pasted.p95} ms; cached median ${l.cached.median} ms, p95 ${l.cached.p95} ms`);
  console.log(`  MiniSearch over the same pages: one ${kb(s.minisearch.indexGzip)} gzip index to download before the first query`);
} finally {
  await browser.close();
}

// Lighthouse (mobile defaults) on the home page and a doc page.
if (!args.has('--skip-lighthouse')) {
  const lighthouse = (await import('lighthouse')).default;
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', ...chromeArgs]});
  results.lighthouse = {};
  try {
    for (const route of ['/', '/docs/overview/', '/docs/api/create_application_form/']) {
      const run = await lighthouse(base + route, {port: chrome.port, output: 'json', logLevel: 'error', blockedUrlPatterns: ['*googletagmanager*']});
      const categories = run.lhr.categories;
      results.lighthouse[route] = Object.fromEntries(
        Object.entries(categories).map(([key, value]) => [key, Math.round((value.score ?? 0) * 100)]),
      );
      console.log(`lighthouse ${route}: ${JSON.stringify(results.lighthouse[route])}`);
    }
  } finally {
    await chrome.kill();
  }
}

server.kill();
fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench-results/bench.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten to bench-results/bench.json');
