#!/usr/bin/env node
/**
 * The API console on the phone profile (issue 49): how many bytes cross the
 * wire to open it, and how long after the click it is ready to send, under
 * the throttling of scripts/bench/throttled.mjs (CPU 4x slower, 150 ms of
 * latency per request, 1.6 Mbps down), each run in a fresh browser context
 * (empty cache, no service worker yet).
 *
 * - **bytes to open**: what the static server sends (gzip, as a host would)
 *   from the click on "Try it" until the console is ready and the network has
 *   been quiet for a second: the console's chunk, the document, the mock's
 *   worker, the service worker, whatever else the click fetches. Counted at
 *   the server, so the workers' own requests count too. The router's link
 *   prefetches (`Sec-Purpose: prefetch`: the chunks of the page's links in
 *   view, which the page queues in idle time whether or not a console opens,
 *   src/plugins/client/idle-prefetch.ts) are counted apart and printed beside.
 * - **ready**: from the click (`performance.now()` in the page, when the
 *   click is dispatched) to when the Send button is enabled (the mock has
 *   started), seen by a MutationObserver in the page.
 * - **large input** (not throttled: the reader's own machine): a 1 MB string
 *   put in the JSON editor, then Send until the answer shows; and switching a
 *   body holding that string from Form to JSON until the editor shows it.
 *
 * Alone: `node scripts/bench/console.mjs [--runs N] [--dir build]` (after
 * `npm run build`; port $BENCH_PORT, 4199). From `npm run bench`: `consoleBench`.
 * Goals: at most 150 KB and 1,000 ms to open; under 500 ms for the 1 MB input.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {serveBuild} from './serve.mjs';
import {throttle, VIEWPORTS} from './throttled.mjs';
import {median} from './lighthouse.mjs';

export const CONSOLE_GOALS = {openKB: 150, readyMs: 1000, largeInputMs: 500};
const PAGE = '/docs/api/hooks/';
const OPERATION = 'createHook';

/** Wraps a server's responses to count the bytes it writes (after compression). */
function countBytes(server) {
  const counter = {bytes: 0, prefetchBytes: 0, counting: false, files: new Map()};
  server.prependListener('request', (req, res) => {
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const prefetch = /\bprefetch\b/.test(String(req.headers['sec-purpose'] ?? ''));
    const add = (chunk) => {
      if (!counter.counting || !chunk || typeof chunk === 'function') return;
      if (prefetch) counter.prefetchBytes += Buffer.byteLength(chunk);
      else counter.bytes += Buffer.byteLength(chunk);
      const key = prefetch ? `${req.url} (link prefetch)` : req.url;
      counter.files.set(key, (counter.files.get(key) ?? 0) + Buffer.byteLength(chunk));
    };
    res.write = (chunk, ...rest) => (add(chunk), write(chunk, ...rest));
    res.end = (chunk, ...rest) => (add(chunk), end(chunk, ...rest));
  });
  return counter;
}

async function openOnce(browser, base, counter, timeoutMs) {
  const context = await browser.newContext({...VIEWPORTS.menu, serviceWorkers: 'allow'});
  try {
    const page = await context.newPage();
    await page.route((url) => url.hostname !== '127.0.0.1', (r) => r.abort());
    await throttle(context, page);
    let lastRequest = Date.now();
    page.on('request', () => (lastRequest = Date.now()));
    await page.goto(`${base}${PAGE}`, {waitUntil: 'networkidle', timeout: 120_000});
    const button = page.locator(`[data-operation-id="${OPERATION}"] > button`);
    await button.waitFor();
    // The page's own late requests first (Docusaurus prefetches the routes of links in view when the CPU is idle, which on
    // a slowed CPU comes seconds after the load): three quiet seconds, so what follows is the click's.
    while (Date.now() - lastRequest < 3000) await page.waitForTimeout(250);
    counter.bytes = 0;
    counter.prefetchBytes = 0;
    counter.files.clear();
    counter.counting = true;
    const ready = page.evaluate(
      ({operationId, timeoutMs}) =>
        new Promise((resolve, reject) => {
          const isReady = () => document.querySelector(`[data-api-console="${operationId}"] [data-console-send]:not([disabled])`);
          const observer = new MutationObserver(() => {
            if (isReady()) {
              observer.disconnect();
              resolve(performance.now() - window.__consoleClick);
            }
          });
          observer.observe(document.body, {subtree: true, childList: true, attributes: true});
          setTimeout(() => reject(new Error(`the console was not ready ${timeoutMs} ms after the click`)), timeoutMs);
          window.__consoleClick = performance.now();
          document.querySelector(`[data-operation-id="${operationId}"] > button`).click();
        }),
      {operationId: OPERATION, timeoutMs},
    );
    const readyMs = await ready;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    counter.counting = false;
    if (process.env.BENCH_CONSOLE_FILES) for (const [url, n] of counter.files) console.log(`  ${(n / 1024).toFixed(1)} KB ${url}`);
    return {readyMs: Math.round(readyMs), bytes: counter.bytes, prefetchBytes: counter.prefetchBytes};
  } finally {
    await context.close();
  }
}

/** A 1 MB string in the JSON editor, sent; and Form → JSON with it in the body (unthrottled). */
async function largeInput(browser, base) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, serviceWorkers: 'allow'});
  try {
    const page = await context.newPage();
    await page.route((url) => url.hostname !== '127.0.0.1', (r) => r.abort());
    await page.goto(`${base}${PAGE}`, {waitUntil: 'networkidle'});
    const console = page.locator(`[data-api-console="${OPERATION}"]`);
    await page.locator(`[data-operation-id="${OPERATION}"] > button`).click();
    await console.locator('[data-console-send]:not([disabled])').waitFor({timeout: 60_000});
    const big = 'x'.repeat(1_000_000);
    // Form → JSON with the string in a field of the body (the secret, which the schema bounds: the mock refuses it fast).
    await console.locator('input[id$="-body-url"]').fill(`https://crm.acme-insurance.example/${big}`);
    const switchStart = await page.evaluate(() => performance.now());
    await console.getByRole('button', {name: 'JSON'}).click();
    // The editor (or, before issue 49, the console's text area).
    await console.locator('[data-console-editor] .cm-content, textarea[id$="-json"]').first().waitFor({timeout: 60_000});
    const switchMs = (await page.evaluate(() => performance.now())) - switchStart;
    // Send with the 1 MB body, to the answer or the refusal.
    const sendMs = await page.evaluate(async (operationId) => {
      const root = document.querySelector(`[data-api-console="${operationId}"]`);
      const start = performance.now();
      root.querySelector('[data-console-send]').click();
      await new Promise((resolve) => {
        const done = () => root.querySelector('[data-console-status], [data-console-notice]');
        if (done()) return resolve();
        const observer = new MutationObserver(() => done() && (observer.disconnect(), resolve()));
        observer.observe(root, {subtree: true, childList: true});
      });
      return performance.now() - start;
    }, OPERATION);
    return {sendMs: Math.round(sendMs), switchMs: Math.round(switchMs)};
  } finally {
    await context.close();
  }
}

export async function consoleBench({browser, dir, port, runs = 3, log = console.log}) {
  const server = await serveBuild(dir, port);
  const counter = countBytes(server);
  const base = `http://127.0.0.1:${port}`;
  try {
    const opens = [];
    for (let i = 0; i < runs; i++) opens.push(await openOnce(browser, base, counter, 30_000));
    log(`console: opened ${opens.map((o) => `${(o.bytes / 1024).toFixed(1)} KB (+${(o.prefetchBytes / 1024).toFixed(1)} KB of link prefetches), ready in ${o.readyMs} ms`).join('; ')}`);
    const large = [];
    for (let i = 0; i < runs; i++) large.push(await largeInput(browser, base));
    const result = {
      openKB: Number((median(opens.map((o) => o.bytes)) / 1024).toFixed(1)),
      prefetchKB: Number((median(opens.map((o) => o.prefetchBytes)) / 1024).toFixed(1)),
      readyMs: median(opens.map((o) => o.readyMs)),
      readyRange: [Math.min(...opens.map((o) => o.readyMs)), Math.max(...opens.map((o) => o.readyMs))],
      largeSendMs: median(large.map((l) => l.sendMs)),
      largeSwitchMs: median(large.map((l) => l.switchMs)),
      goals: CONSOLE_GOALS,
    };
    log(
      `console: ${result.openKB} KB to open (goal ${CONSOLE_GOALS.openKB}; and ${result.prefetchKB} KB of the page's link prefetches), ready ${result.readyMs} ms after the click (${result.readyRange.join('-')}; goal ${CONSOLE_GOALS.readyMs}), ` +
        `1 MB string sent in ${result.largeSendMs} ms, Form → JSON in ${result.largeSwitchMs} ms (goal ${CONSOLE_GOALS.largeInputMs})`,
    );
    return result;
  } finally {
    server.closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The README table's rows. */
export function consoleRows(result) {
  return [
    ['api console: bytes to open, phone profile (KB gzip, median)', result.openKB, `goal ${CONSOLE_GOALS.openKB}`],
    ['api console: ready after the click, phone profile (ms, median)', result.readyMs, `goal ${CONSOLE_GOALS.readyMs}`],
    ['api console: 1 MB string sent in JSON mode (ms)', result.largeSendMs, `goal ${CONSOLE_GOALS.largeInputMs}`],
    ['api console: Form → JSON with a 1 MB string (ms)', result.largeSwitchMs, `goal ${CONSOLE_GOALS.largeInputMs}`],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
  const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']});
  try {
    await consoleBench({browser, dir: path.resolve(root, option('--dir', 'build')), port: Number(process.env.BENCH_PORT ?? 4199), runs: Number(option('--runs', 3))});
  } finally {
    await browser.close();
  }
}
