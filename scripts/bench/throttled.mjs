/**
 * Hydration and the first working click, under throttling applied to a real
 * Chromium (not Lighthouse's simulation): the CPU slowed 4x
 * (`Emulation.setCPUThrottlingRate`) and the network held to Lighthouse's
 * mobile figures (`Network.emulateNetworkConditions`: 150 ms of latency per
 * request, 1.6 Mbps down, 750 kbps up), each page load in a fresh browser
 * context (empty cache). Requests that leave 127.0.0.1 (analytics) are blocked.
 *
 * The definitions, the same for every site (nothing of the site is read to
 * find them; the probe is an init script):
 * - **hydrated**: the time (ms since the navigation started,
 *   `performance.now()`) of React's first commit of a root that is no longer
 *   dehydrated, reported by React itself to a minimal
 *   `__REACT_DEVTOOLS_GLOBAL_HOOK__` the probe installs before any script
 *   runs (React DOM calls `onCommitFiberRoot` on every commit, production
 *   builds included). That is the moment the server's HTML has become React's
 *   tree, before any effect that follows it.
 * - **first working click**: the time at which a click first changes the
 *   control, the page clicked over and over (one click, then the next once the
 *   page has answered whether it toggled, 25 ms apart) from when the control
 *   is in the page. Recorded in the page by a MutationObserver on the control
 *   (`performance.now()` of the change), so the polling's own pace only
 *   decides how soon after the page could answer a click arrives. The control:
 *   - `menu` (phone, 412 x 823 at 1.75x, touch, as Lighthouse's mobile
 *     screen): the navbar's menu toggle (`.navbar__toggle`), tapped; it works
 *     when the navbar gets `navbar-sidebar--show` (the menu opened). Every page
 *     of both sites has it, and on a phone it is the way to the sidebar.
 *   - `caret` (desktop, 1350 x 940): the caret button of the first collapsed
 *     sidebar category in view that has its own page (`button.menu__caret`),
 *     clicked; it works when its category is no longer collapsed. Only pages
 *     with a doc sidebar have it.
 * - **FCP**, for reference: the `first-contentful-paint` paint entry.
 *
 * A load that has not hydrated or answered a click after `timeoutMs` counts as
 * that timeout. Loads run in turns (each page type on each site, then the next
 * run), and the figures are medians with the spread (min-max) beside them.
 */
import {median} from './lighthouse.mjs';

export const THROTTLING = {cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750};

export const VIEWPORTS = {
  menu: {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true},
  caret: {viewport: {width: 1350, height: 940}, deviceScaleFactor: 1, isMobile: false, hasTouch: false},
};

/**
 * Applies the phone profile (THROTTLING) to a page through the DevTools protocol: latency and
 * bandwidth on its network, the CPU slowdown on its renderer. Returns the CDP session.
 */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: THROTTLING.cpuSlowdown});
  return cdp;
}

/** Runs in the page before any of its scripts: the React hook, paint timing, and the control's observer. */
function probe(kind) {
  const times = {hydrated: null, clicked: null, fcp: null, commits: 0, target: null};
  window.__bench = times;
  let id = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject(renderer) {
      id += 1;
      this.renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot(_id, root) {
      times.commits += 1;
      const state = root && root.current && root.current.memoizedState;
      if (times.hydrated === null && !(state && state.isDehydrated)) times.hydrated = performance.now();
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    setStrictMode() {},
    checkDCE() {},
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') times.fcp = entry.startTime;
  }).observe({type: 'paint', buffered: true});
  /** Finds the control once the document is parsed (before any deferred script runs) and watches it. */
  const watch = () => {
    let element;
    let done;
    if (kind === 'menu') {
      element = document.querySelector('nav.navbar');
      done = () => element.classList.contains('navbar-sidebar--show');
      const toggle = document.querySelector('.navbar__toggle');
      if (toggle) times.target = toggle.getBoundingClientRect().toJSON();
    } else {
      const carets = [...document.querySelectorAll('.menu__list-item--collapsed > .menu__list-item-collapsible > button.menu__caret')];
      const caret = carets.find((button) => {
        const box = button.getBoundingClientRect();
        return box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      });
      if (!caret) {
        times.target = false;
        return;
      }
      element = caret.closest('li');
      done = () => !element.classList.contains('menu__list-item--collapsed');
      times.target = caret.getBoundingClientRect().toJSON();
    }
    if (!element || !times.target) {
      times.target = false;
      return;
    }
    new MutationObserver((_records, observer) => {
      if (times.clicked === null && done()) {
        times.clicked = performance.now();
        observer.disconnect();
      }
    }).observe(element, {attributes: true, attributeFilter: ['class']});
  };
  if (document.readyState === 'loading') {
    document.addEventListener('readystatechange', () => document.readyState === 'interactive' && watch(), {once: true});
  } else watch();
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One throttled load of `url` in a fresh context of `browser`, polling the
 * `kind` control ('menu' or 'caret') by clicking.
 * @returns {Promise<{hydrated: number, clicked: number, fcp: number, clicks: number}>}
 */
export async function throttledLoad(browser, url, kind, {timeoutMs = 30_000} = {}) {
  const context = await browser.newContext({...VIEWPORTS[kind]});
  try {
    const page = await context.newPage();
    const cdp = await throttle(context, page);
    await cdp.send('Network.setBlockedURLs', {urls: ['*googletagmanager*', '*google-analytics*']});
    await page.addInitScript(probe, kind);
    const started = Date.now();
    await page.goto(url, {waitUntil: 'commit'});
    // The control's place, once the document is parsed.
    let target = null;
    while (target === null && Date.now() - started < timeoutMs) {
      target = await page.evaluate(() => window.__bench?.target ?? null).catch(() => null);
      if (target === null) await sleep(25);
    }
    if (target === null || (target === false && kind === 'menu')) throw new Error(`bench: no ${kind} control found on ${url}`);
    const x = target && target.x + target.width / 2;
    const y = target && target.y + target.height / 2;
    let clicks = 0;
    let times = await page.evaluate(() => window.__bench);
    while (target && times.clicked === null && Date.now() - started < timeoutMs) {
      if (kind === 'menu') await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      clicks += 1;
      times = await page.evaluate(() => window.__bench);
      if (times.clicked === null) await sleep(25);
    }
    while (times.hydrated === null && Date.now() - started < timeoutMs) {
      await sleep(50);
      times = await page.evaluate(() => window.__bench);
    }
    // No control on the page (a caret on a page without a sidebar): no click figure.
    return {hydrated: times.hydrated ?? timeoutMs, clicked: target ? (times.clicked ?? timeoutMs) : null, fcp: times.fcp, clicks};
  } finally {
    await context.close();
  }
}

const round = (n) => (n === null || n === undefined ? null : Math.round(n));

/**
 * Every site's pages in turns, `runs` times: per site and page type, the
 * median of each figure and its min-max.
 * `gate` is awaited before each page type's turn (the sites one after the other).
 * @param {{browser: import('@playwright/test').Browser, sites: Record<string, {base: string, routes: Record<string, string>}>, types: string[], kind: 'menu' | 'caret', runs: number, gate?: () => Promise<void>, log?: (s: string) => void}} options
 */
export async function throttledSideBySide({browser, sites, types, kind, runs, gate = async () => {}, log = console.log}) {
  const raw = {};
  for (let run = 1; run <= runs; run += 1) {
    for (const type of types) {
      await gate();
      for (const [site, {base, routes}] of Object.entries(sites)) {
        if (!routes[type]) continue;
        const result = await throttledLoad(browser, base + routes[type], kind);
        ((raw[site] ??= {})[type] ??= []).push(result);
        log(`  throttled ${kind} run ${run}/${runs} ${site} ${type}: hydrated ${round(result.hydrated)} ms, first working click ${round(result.clicked)} ms (${result.clicks} clicks), FCP ${round(result.fcp)} ms`);
      }
    }
  }
  const out = {};
  for (const [site, byType] of Object.entries(raw)) {
    for (const [type, list] of Object.entries(byType)) {
      const figure = (key) => {
        const values = list.map((r) => r[key]).filter((v) => typeof v === 'number');
        if (values.length === 0) return null;
        return {median: round(median(values)), min: round(Math.min(...values)), max: round(Math.max(...values)), runs: values.map(round)};
      };
      (out[site] ??= {})[type] = {hydrated: figure('hydrated'), clicked: figure('clicked'), fcp: figure('fcp')};
    }
  }
  return out;
}

/**
 * The bench's measure (scripts/bench.mjs): both kinds on every page type,
 * every site in turns. Returns {menu, caret}, each as throttledSideBySide.
 */
export async function throttledBench({browser, sites, runs, log = console.log}) {
  const types = Object.keys(Object.values(sites)[0].routes);
  log(`\nhydration and first working click, throttled (CPU ${THROTTLING.cpuSlowdown}x, ${THROTTLING.latencyMs} ms, ${THROTTLING.downloadKbps / 1000} Mbps): ${runs} runs per page, sites in turns`);
  const menu = await throttledSideBySide({browser, sites, types, kind: 'menu', runs, log});
  const caret = await throttledSideBySide({browser, sites, types, kind: 'caret', runs, log});
  return {runs, menu, caret};
}

/**
 * The bench table's rows for one page type: `row(label, a, b)` for each
 * figure, a and b the two sites' medians (the first two sites of the run).
 */
export function throttledRows(results, type, [a, b], row) {
  if (!results) return;
  const n = results.runs;
  const figure = (kind, site, key) => results[kind]?.[site]?.[type]?.[key]?.median ?? null;
  const rows = [
    ['menu', 'hydrated', `${type}: hydrated, phone, applied throttling (ms, median of ${n})`],
    ['menu', 'clicked', `${type}: first working click, phone menu toggle (ms)`],
    ['caret', 'hydrated', `${type}: hydrated, desktop, applied throttling (ms)`],
    ['caret', 'clicked', `${type}: first working click, desktop sidebar caret (ms)`],
  ];
  for (const [kind, key, label] of rows) {
    const va = figure(kind, a, key);
    const vb = figure(kind, b, key);
    if (va !== null || vb !== null) row(label, va ?? '–', vb ?? '–');
  }
}
