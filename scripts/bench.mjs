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
  const stats = JSON.parse(fs.readFileSync(path.join(root, 'build/search/index-stats.json'), 'utf8'));
  const vocabulary = fs.readFileSync(path.join(root, 'build/search/vocabulary.json'));
  results.search = {
    engine: stats.engine,
    pagesIndexed: stats.pages,
    indexBuildSeconds: stats.seconds,
    indexBytesOnDisk: dirSize(path.join(indexDir, 'index')) + dirSize(path.join(indexDir, 'fragment')) + fs.statSync(path.join(indexDir, 'pagefind-entry.json')).size,
    vocabularyGzip: gzip(vocabulary),
  };
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route((url) => url.hostname !== '127.0.0.1', (r) => r.fulfill({status: 204, body: ''}));
    await page.goto(`${base}/search/`, {waitUntil: 'networkidle'});
    let bytes = 0;
    page.on('response', async (response) => {
      if (!/\/(pagefind|search)\//.test(new URL(response.url()).pathname)) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      // Pagefind's index files are gzip already; others are counted gzipped.
      bytes += /\.pf_|pagefind-entry/.test(response.url()) ? body.length : gzip(body);
    });
    await page.fill('#search-page-input', 'webhook signature');
    await page.waitForSelector('[data-testid="search-count"]');
    await page.waitForLoadState('networkidle');
    results.search.firstQueryBytes = bytes;

    const cases = [
      JSON.parse(fs.readFileSync(path.join(root, 'tests/search/relevance.json'), 'utf8')),
      ...fs
        .readdirSync(path.join(root, 'src/data'))
        .map((d) => path.join(root, 'src/data', d, 'search-queries.json'))
        .filter((f) => fs.existsSync(f))
        .map((f) => JSON.parse(fs.readFileSync(f, 'utf8'))),
    ].flat();
    const timings = await page.evaluate(async (queries) => {
      const pf = await import('/pagefind/pagefind.js');
      const out = [];
      for (const q of queries) {
        const started = performance.now();
        const {results: found} = await pf.search(q);
        await Promise.all(found.slice(0, 10).map((r) => r.data()));
        out.push(performance.now() - started);
      }
      // Second pass: the figures a reader sees once the chunks are cached.
      const warm = [];
      for (const q of queries) {
        const started = performance.now();
        const {results: found} = await pf.search(q);
        await Promise.all(found.slice(0, 10).map((r) => r.data()));
        warm.push(performance.now() - started);
      }
      return {cold: out, warm};
    }, cases.map((c) => c.query));
    const pct = (list, p) => {
      const sorted = [...list].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
    };
    results.search.queries = cases.length;
    results.search.latencyMs = {
      firstMedian: +pct(timings.cold, 50).toFixed(1),
      firstP95: +pct(timings.cold, 95).toFixed(1),
      warmMedian: +pct(timings.warm, 50).toFixed(1),
      warmP95: +pct(timings.warm, 95).toFixed(1),
    };
    await context.close();
  }

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
  console.log(`  first query "webhook signature" fetched ${kb(s.firstQueryBytes)} (vocabulary, only for misspellings: ${kb(s.vocabularyGzip)} gzip)`);
  console.log(`  latency over ${s.queries} queries: first visit median ${s.latencyMs.firstMedian} ms, p95 ${s.latencyMs.firstP95} ms; cached median ${s.latencyMs.warmMedian} ms, p95 ${s.latencyMs.warmP95} ms`);
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
