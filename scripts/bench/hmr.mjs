/**
 * The bench's development-server step: how long a writer waits between
 * saving a page and seeing the change, this site and the vanilla template
 * side by side (issue 47). Both sites run `docusaurus start` (started one
 * after the other), a browser opens each one's doc page, and each run
 * appends a paragraph with a new marker to the page's source file and times
 * the marker's appearance in the page (hot reload, no navigation). Runs
 * alternate between the sites, so both see about the same load; the table
 * gives each one's median. The file is restored after every run and at the
 * end, also on failure. Option (npm run bench): --hmr-runs N (7).
 *
 *   node scripts/bench/hmr.mjs [--hmr-runs N]   this step alone
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Starts `docusaurus start` in a site's folder; resolves when it serves the route. */
async function startDevServer(dir, port, route) {
  const child = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: dir,
    env: {...process.env, BROWSER: 'none', NODE_ENV: 'development'},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`docusaurus start in ${dir} exited: ${log.slice(-800)}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${route}`);
      if (response.ok && /compiled|Docusaurus website is running|client/i.test(log)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 600_000) {
      stop();
      throw new Error(`docusaurus start in ${dir} did not serve ${route} within 10 minutes: ${log.slice(-800)}`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return {stop, seconds: (Date.now() - started) / 1000};
}

/** One edit: a new paragraph appended to the source; the milliseconds until the page shows it. */
async function timeEdit(page, file, original, marker) {
  const appended = `${original.replace(/\s*$/, '')}\n\nHot reload probe ${marker}.\n`;
  const shown = page.waitForFunction((m) => document.body.innerText.includes(`Hot reload probe ${m}.`), marker, {timeout: 60_000, polling: 'raf'});
  const started = performance.now();
  fs.writeFileSync(file, appended);
  await shown;
  const ms = performance.now() - started;
  fs.writeFileSync(file, original);
  await page.waitForFunction((m) => !document.body.innerText.includes(`Hot reload probe ${m}.`), marker, {timeout: 60_000});
  return ms;
}

/**
 * Each site in turn: start its dev server, open its doc page, `runs` timed edits (after one untimed
 * warm-up edit: the first compile of a change is slower on both), stop it.
 */
export async function hmrBench({browser, sites, runs = 7, port}) {
  const open = [];
  try {
    let next = port;
    for (const [name, site] of Object.entries(sites)) {
      const file = path.join(site.dir, site.file);
      const original = fs.readFileSync(file, 'utf8');
      const restore = () => fs.writeFileSync(file, original);
      process.once('exit', restore);
      const entry = {name, site, file, original, restore, times: []};
      open.push(entry);
      entry.server = await startDevServer(site.dir, next, site.route);
      entry.context = await browser.newContext();
      entry.page = await entry.context.newPage();
      await entry.page.goto(`http://127.0.0.1:${next}${site.route}`, {waitUntil: 'load'});
      await entry.page.waitForFunction(() => document.querySelector('article') !== null, null, {timeout: 120_000});
      // The first compile of a change is slower on both: not timed.
      await timeEdit(entry.page, file, original, `${name}-warm-up`);
      next += 1;
    }
    for (let i = 1; i <= runs; i++) for (const entry of open) entry.times.push(await timeEdit(entry.page, entry.file, entry.original, `${entry.name}-${i}-${Date.now()}`));
    const results = {};
    for (const {name, site, server, times} of open) {
      results[name] = {route: site.route, file: site.file, startSeconds: server.seconds, runsMs: times.map((t) => Math.round(t)), medianMs: Math.round(median(times))};
      console.log(`hmr ${name}: edit to screen ${results[name].runsMs.join(', ')} ms (median ${results[name].medianMs} ms; first compile ${server.seconds.toFixed(0)} s)`);
    }
    return results;
  } finally {
    for (const entry of open) {
      entry.restore();
      await entry.context?.close();
      entry.server?.stop();
    }
  }
}

/** The README table's row. */
export function hmrRows(hmr, row) {
  if (!hmr?.site || !hmr?.vanilla) return;
  row(`dev server: edit to screen (ms, median of ${hmr.site.runsMs.length})`, hmr.site.medianMs, hmr.vanilla.medianMs);
}

/** The doc page each site's step edits: this site's plain doc and vanilla's generated page. */
export const HMR_PAGES = {
  site: {route: '/docs/terminal/quote_start/authentication/', file: 'docs/terminal/quote_start/authentication.mdx'},
  vanilla: {route: '/docs/generated/section-01/page-01/', file: 'docs/generated/section-01/page-01.md'},
};

// Alone: node scripts/bench/hmr.mjs [--hmr-runs N]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {chromium} = await import('@playwright/test');
  const {ensureVanilla} = await import('./vanilla.mjs');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const argv = process.argv.slice(2);
  const runs = argv.includes('--hmr-runs') ? Number(argv[argv.indexOf('--hmr-runs') + 1]) : 7;
  const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`hmr: load average ${load()}`);
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
  try {
    const hmr = await hmrBench({
      browser,
      runs,
      port: Number(process.env.BENCH_PORT ?? 4199) + 2,
      sites: {site: {dir: root, ...HMR_PAGES.site}, vanilla: {dir: ensureVanilla(), ...HMR_PAGES.vanilla}},
    });
    console.log(`hmr: site ${hmr.site.medianMs} ms, vanilla ${hmr.vanilla.medianMs} ms, ratio ${(hmr.site.medianMs / hmr.vanilla.medianMs).toFixed(2)}; load average ${load()}`);
  } finally {
    await browser.close();
  }
}
