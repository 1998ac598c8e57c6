/**
 * The search figures of `npm run bench` (scripts/bench.mjs; `--skip-search`
 * leaves them out), or alone: node scripts/bench/search.mjs [--build DIR] [--runs N] [--port N]
 *
 * The index (searchIndexBench): its files' sizes (gzip), what a first query
 * downloads (each relevance query on the search page of a fresh browser,
 * every response under /search-index/ counted gzipped), the ranking's time in
 * Node (the backend over the build's files, every query after a first pass
 * that loaded the files), and MiniSearch over the same pages for comparison
 * (one index to download whole before any query).
 *
 * The speed figures of issue 48 (searchSpeedBench), on the phone profile of
 * ./throttled.mjs (CPU 4x slower, 150 ms per request, 1.6 Mbps, applied to a
 * real Chromium through the DevTools protocol), each load in a fresh browser
 * context (empty cache):
 *
 * - **modal**: a doc page loaded and settled; the search button tapped (the
 *   reader's intent and the open); the query typed a key at a time, 120 ms
 *   apart, as a phone typist does. The figure is the time from the last
 *   keystroke (its `keydown`, recorded in the page) to the last change of the
 *   modal's results after it (a MutationObserver in the page): the moment
 *   the answer to the whole query is on screen. An answer already on screen
 *   before the last key counts as 0.
 * - **intent**: in the same load, whether the index began to download
 *   between the tap and the first keystroke (requests under /search-index/, or
 *   /pagefind/ for a build from before decisions/0022), and how many.
 * - **search page**: `/search/?q=<query>` loaded; the figure is the time from
 *   the navigation's start to the first result in the page, or to its
 *   "no results" answer (an init script's MutationObserver, `performance.now()`).
 * - **MCP**: the docs' MCP server (`npm run mcp -- --http`, its own process,
 *   on $MCP_PORT or a free port) sent 50 `search_docs` calls at once by the
 *   SDK's client over Streamable HTTP (the relevance set's first 50 queries);
 *   the figures are the median and maximum of the calls' times, the first
 *   call (which loads the index) made before.
 *
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {median} from './lighthouse.mjs';
import {throttle, THROTTLING, VIEWPORTS} from './throttled.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** What the modal and the page are asked: a keyword query and two questions of issue 48. */
export const SPEED_QUERIES = ['webhook signature', 'How long does the consumer link last?', 'dispositions deadline for a received lead'];
export const MCP_CALLS = 50;
const TYPING_DELAY_MS = 120;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function phoneContext(browser) {
  const context = await browser.newContext({...VIEWPORTS.menu});
  const page = await context.newPage();
  await page.route((url) => url.hostname !== '127.0.0.1', (r) => r.fulfill({status: 204, body: ''}));
  await throttle(context, page);
  return {context, page};
}

const isIndexRequest = (url) => /\/(pagefind|search-index)\//.test(new URL(url).pathname);

/** Runs in the page: the last keydown's time, and every change of the modal's results. */
function modalProbe() {
  const probe = {lastKey: null, changes: []};
  window.__searchProbe = probe;
  document.addEventListener('keydown', () => (probe.lastKey = performance.now()), true);
  new MutationObserver((records) => {
    if (records.some((r) => r.target instanceof Element && r.target.closest('.DocSearch-Dropdown'))) probe.changes.push(performance.now());
  }).observe(document, {childList: true, subtree: true, characterData: true});
}

/** One modal measure: ms from the last keystroke to the last change of the results. */
export async function modalLoad(browser, base, query) {
  const {context, page} = await phoneContext(browser);
  try {
    await page.addInitScript(modalProbe);
    await page.goto(`${base}/docs/overview/`, {waitUntil: 'load'});
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const indexRequests = [];
    page.on('request', (request) => isIndexRequest(request.url()) && indexRequests.push(request.url()));
    await page.locator('.DocSearch-Button').tap();
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    // The reader reads the empty modal for a moment before typing.
    await sleep(300);
    const beforeTyping = indexRequests.length;
    await input.pressSequentially(query, {delay: TYPING_DELAY_MS});
    // Settled: no change for 1.5 s (or 15 s in all).
    const started = Date.now();
    let probe = await page.evaluate(() => window.__searchProbe);
    while (Date.now() - started < 15_000) {
      await sleep(250);
      probe = await page.evaluate(() => window.__searchProbe);
      const last = probe.changes.at(-1) ?? 0;
      const now = await page.evaluate(() => performance.now());
      if (now - Math.max(last, probe.lastKey) > 1500) break;
    }
    const hits = await page.locator('.DocSearch-Hit').count();
    const lastChange = probe.changes.at(-1) ?? probe.lastKey;
    return {ms: Math.max(0, lastChange - probe.lastKey), hits, indexRequestsOnIntent: beforeTyping};
  } finally {
    await context.close();
  }
}

/** Runs in the page from its start: when the search page first shows its answer (a result, or none found). */
function pageProbe() {
  const probe = {first: null};
  window.__searchPageProbe = probe;
  new MutationObserver((_records, observer) => {
    if (probe.first === null && document.querySelector('[data-testid="search-results"] li a, [data-testid="search-empty"]')) {
      probe.first = performance.now();
      observer.disconnect();
    }
  }).observe(document, {childList: true, subtree: true});
}

/** One search-page measure: ms from the navigation's start to the first result. */
export async function searchPageLoad(browser, base, query, {timeoutMs = 20_000} = {}) {
  const {context, page} = await phoneContext(browser);
  try {
    await page.addInitScript(pageProbe);
    await page.goto(`${base}/search/?q=${encodeURIComponent(query)}`, {waitUntil: 'commit'});
    const started = Date.now();
    let first = null;
    while (first === null && Date.now() - started < timeoutMs) {
      await sleep(50);
      first = await page.evaluate(() => window.__searchPageProbe?.first ?? null).catch(() => null);
    }
    return {ms: first ?? timeoutMs};
  } finally {
    await context.close();
  }
}

/** Starts `npm run mcp -- --http` over a build directory; resolves with its URL and a stop function. */
async function startMcp(buildDir, port) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/mcp.mjs'), '--http', '--port', String(port), '--build', buildDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = await new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`bench: no MCP server in 30 s:\n${err}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const found = /at (http:\/\/\S+\/mcp)/.exec(err);
      if (found) (clearTimeout(timer), resolve(found[1]));
    });
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`bench: the MCP server exited (${code}):\n${err}`))));
  });
  return {url, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))};
}

/** 50 search_docs calls at once over Streamable HTTP: each call's ms. */
export async function mcpConcurrent({buildDir, port, queries}) {
  const {Client} = await import('@modelcontextprotocol/sdk/client/index.js');
  const {StreamableHTTPClientTransport} = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  const server = await startMcp(buildDir, port);
  const client = new Client({name: 'bindpoint-bench', version: '1.0.0'});
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    await client.callTool({name: 'search_docs', arguments: {query: 'webhook'}});
    const times = await Promise.all(
      queries.slice(0, MCP_CALLS).map(async (query) => {
        const started = performance.now();
        const result = await client.callTool({name: 'search_docs', arguments: {query}});
        if (result.isError) throw new Error(`bench: search_docs "${query}": ${JSON.stringify(result.content)}`);
        return performance.now() - started;
      }),
    );
    return times;
  } finally {
    await client.close().catch(() => undefined);
    await server.stop();
  }
}

const round = (n) => Math.round(n);
const spread = (list) => ({median: round(median(list)), min: round(Math.min(...list)), max: round(Math.max(...list)), runs: list.map(round)});

/**
 * The step: every query `runs` times in the modal and on the search page, in
 * turns, then the MCP figure once.
 */
export async function searchSpeedBench({browser, base, buildDir = path.join(root, 'build'), runs = 3, mcpPort = 0, relevanceQueries, log = console.log}) {
  log(`\nsearch speed, phone profile (CPU ${THROTTLING.cpuSlowdown}x, ${THROTTLING.latencyMs} ms, ${THROTTLING.downloadKbps / 1000} Mbps): ${runs} runs per query`);
  const modal = [];
  const onIntent = [];
  const searchPage = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const query of SPEED_QUERIES) {
      const m = await modalLoad(browser, base, query);
      modal.push(m.ms);
      onIntent.push(m.indexRequestsOnIntent);
      const p = await searchPageLoad(browser, base, query);
      searchPage.push(p.ms);
      log(`  run ${run}/${runs} "${query}": modal ${round(m.ms)} ms after the last key (${m.hits} hits, ${m.indexRequestsOnIntent} index requests on intent); search page ${round(p.ms)} ms`);
    }
  }
  const mcpTimes = await mcpConcurrent({buildDir, port: mcpPort, queries: relevanceQueries});
  const mcp = {calls: mcpTimes.length, median: round(median(mcpTimes)), max: round(Math.max(...mcpTimes))};
  log(`  MCP: ${mcp.calls} search_docs calls at once, median ${mcp.median} ms, max ${mcp.max} ms`);
  return {runs, modal: spread(modal), indexRequestsOnIntent: Math.min(...onIntent), searchPage: spread(searchPage), mcp};
}

/** The README table's rows (this site only; vanilla has no search). */
function searchSpeedRows(results, rows) {
  if (!results) return;
  const {modal, searchPage, mcp, runs, indexRequestsOnIntent} = results;
  const n = runs * SPEED_QUERIES.length;
  rows.push(`| search modal: last keystroke to its answer, phone, applied throttling (ms, median of ${n}; goal ≤ 500) | ${modal.median} | | |`);
  rows.push(`| search modal: index requests between the tap and the first key (fewest of ${n}) | ${indexRequestsOnIntent} | | |`);
  rows.push(`| search page: navigation to the first result, phone (ms, median of ${n}; goal ≤ 3000) | ${searchPage.median} | | |`);
  rows.push(`| MCP: ${mcp.calls} search_docs calls at once (ms, median / max; goal: median < 300) | ${mcp.median} / ${mcp.max} | | |`);
}

const gzip = (buffer) => zlib.gzipSync(buffer, {level: 9}).length;
const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The index's files, what a first query downloads, the ranking's time, and MiniSearch for comparison. */
export async function searchIndexBench({browser, base, buildDir = path.join(root, 'build'), queries, log = console.log}) {
  const indexDir = path.join(buildDir, 'search-index');
  const stats = JSON.parse(fs.readFileSync(path.join(indexDir, 'index-stats.json'), 'utf8'));
  const sizes = (dir) => fs.readdirSync(path.join(indexDir, dir)).map((f) => gzip(fs.readFileSync(path.join(indexDir, dir, f))));
  const terms = sizes('terms');
  const texts = sizes('text');
  const out = {
    pagesIndexed: stats.pages,
    sections: stats.sections,
    // The indexing process's run, after the static renderer (src/plugins/search-index/feed.ts).
    indexBuildSeconds: stats.seconds,
    metaGzip: gzip(fs.readFileSync(path.join(indexDir, 'meta.json'))),
    termFiles: terms.length,
    termFileMedianGzip: pct(terms, 50),
    termFileMaxGzip: Math.max(...terms),
    textFileMedianGzip: pct(texts, 50),
    wordListMedianGzip: pct(sizes('words'), 50),
    queries: queries.length,
  };

  // Bytes a reader downloads for a first query: the query typed into the search page of a fresh browser.
  const firstQueryBytes = async (query) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.route((url) => url.hostname !== '127.0.0.1', (r) => r.fulfill({status: 204, body: ''}));
      let bytes = 0;
      page.on('response', async (response) => {
        if (!new URL(response.url()).pathname.includes('/search-index/')) return;
        bytes += gzip(await response.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(`${base}/search/`, {waitUntil: 'networkidle'});
      await page.fill('#search-page-input', query);
      await page.waitForSelector('[data-testid="search-count"], [data-testid="search-empty"]');
      await page.waitForLoadState('networkidle');
      return bytes;
    } finally {
      await context.close();
    }
  };
  const perQuery = [];
  for (const query of queries) perQuery.push(await firstQueryBytes(query));
  out.firstQueryBytes = {example: await firstQueryBytes('webhook signature'), median: pct(perQuery, 50), p95: pct(perQuery, 95), max: Math.max(...perQuery)};

  // The ranking in Node, over the build's files (the MCP server's way): every query once to load the files, then timed.
  const createJiti = (await import('jiti')).default;
  const jiti = createJiti(fileURLToPath(import.meta.url));
  const {buildSearchBackend} = jiti(path.join(root, 'src/plugins/mcp/search.ts'));
  const backend = buildSearchBackend(buildDir);
  for (const query of queries) await backend.search(query, {limit: 10});
  const times = [];
  for (const query of queries) {
    const started = performance.now();
    await backend.search(query, {limit: 10});
    times.push(performance.now() - started);
  }
  out.rankingMs = {median: +pct(times, 50).toFixed(1), p95: +pct(times, 95).toFixed(1)};

  // The same pages in MiniSearch: one index a browser must download whole.
  const {extractPage} = jiti(path.join(root, 'src/plugins/search-index/extract.ts'));
  const MiniSearch = (await import('minisearch')).default;
  const docs = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, e.name);
      if (e.isDirectory() && !['search-index', 'assets'].includes(e.name)) walk(full);
      else if (e.name === 'index.html') {
        const route = `/${path.relative(buildDir, path.dirname(full))}/`.replace(/^\/\.\/$|^\/\/$/, '/');
        const extracted = extractPage(route, fs.readFileSync(full, 'utf8'));
        if (extracted) docs.push({id: route, title: extracted.title, text: extracted.text});
      }
    }
  };
  walk(buildDir);
  const mini = new MiniSearch({fields: ['title', 'text'], storeFields: ['title']});
  mini.addAll(docs);
  out.minisearchIndexGzip = gzip(Buffer.from(JSON.stringify(mini)));

  log(`\nsearch index: ${out.pagesIndexed} pages, ${out.sections} sections, indexed in ${out.indexBuildSeconds} s after the pages were built`);
  log(`  files (gzip): meta.json ${kb(out.metaGzip)} (on intent); ${out.termFiles} term files, median ${kb(out.termFileMedianGzip)}, largest ${kb(out.termFileMaxGzip)}; section texts median ${kb(out.textFileMedianGzip)}; word lists median ${kb(out.wordListMedianGzip)}`);
  const f = out.firstQueryBytes;
  log(`  fetched for a first query: "webhook signature" ${kb(f.example)}; over ${out.queries} relevance queries median ${kb(f.median)}, p95 ${kb(f.p95)}, max ${kb(f.max)}`);
  log(`  ranking in Node (search, then the top 10 with snippets): median ${out.rankingMs.median} ms, p95 ${out.rankingMs.p95} ms`);
  log(`  MiniSearch over the same pages: one ${kb(out.minisearchIndexGzip)} gzip index to download before the first query`);
  return out;
}

/** Both parts, as scripts/bench.mjs runs them. */
export async function searchBench({browser, base, buildDir = path.join(root, 'build'), runs = 3, log = console.log}) {
  const queries = relevanceQueries();
  const index = await searchIndexBench({browser, base, buildDir, queries, log});
  const speed = await searchSpeedBench({browser, base, buildDir, runs, mcpPort: Number(process.env.MCP_PORT ?? 0), relevanceQueries: queries, log});
  return {...index, speed};
}

/** The README table's rows (this site only; vanilla has no search). */
export function searchRows(results, rows) {
  if (!results) return;
  rows.push(`| search: a first query downloads (KB gzip, median of ${results.queries} relevance queries) | ${(results.firstQueryBytes.median / 1024).toFixed(1)} | | |`);
  searchSpeedRows(results.speed, rows);
}

/** The relevance set's queries (the MCP calls' queries). */
export function relevanceQueries() {
  const cases = [
    JSON.parse(fs.readFileSync(path.join(root, 'tests/search/relevance.json'), 'utf8')),
    ...fs
      .readdirSync(path.join(root, 'src/data'))
      .map((d) => path.join(root, 'src/data', d, 'search-queries.json'))
      .filter((f) => fs.existsSync(f))
      .map((f) => JSON.parse(fs.readFileSync(f, 'utf8'))),
  ].flat();
  return cases.map((c) => c.query);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
  const buildDir = path.resolve(option('--build', path.join(root, 'build')));
  const port = Number(option('--port', process.env.BENCH_PORT ?? 4199));
  const {chromium} = await import('@playwright/test');
  const {serveBuild} = await import('./serve.mjs');
  const withIndex = argv.includes('--index');
  const server = await serveBuild(buildDir, port);
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
  const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`search speed bench: ${buildDir}, load average ${load()}`);
  try {
    const base = `http://127.0.0.1:${port}`;
    const runs = Number(option('--runs', 3));
    // --index adds the index's figures (a page load per relevance query: minutes).
    const results = withIndex
      ? await searchBench({browser, base, buildDir, runs})
      : await searchSpeedBench({browser, base, buildDir, runs, mcpPort: Number(process.env.MCP_PORT ?? 0), relevanceQueries: relevanceQueries()});
    const rows = [];
    if (withIndex) searchRows(results, rows);
    else searchSpeedRows(results, rows);
    console.log(`\nload average after: ${load()}\n${rows.join('\n')}`);
    if (argv.includes('--json')) fs.writeFileSync(option('--json'), JSON.stringify(results, null, 2));
  } finally {
    await browser.close();
    server.close();
  }
}
