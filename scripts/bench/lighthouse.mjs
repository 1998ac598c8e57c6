/**
 * Lighthouse, mobile profile (its defaults: Moto G Power, slow 4G, 4× CPU
 * slowdown), the two sites' pages in turns (ours, then vanilla's, for each
 * page type, then the next run), so both see the same machine load. Third-party
 * requests (analytics) are blocked: only what the build serves is measured.
 * Returns, per site and page type, the median of the runs and each run's CLS.
 */
const MEDIAN_OF = ['performance', 'seo', 'accessibility', 'fcp', 'lcp', 'tbt', 'cls'];

/** The middle value of a list of numbers (the mean of the two middle ones for an even count). */
export const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    seo: score('seo'),
    accessibility: score('accessibility'),
    fcp: Math.round(audit('first-contentful-paint')),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: +audit('cumulative-layout-shift').toFixed(3),
    failed: ['seo', 'accessibility']
      .flatMap((category) => lhr.categories[category].auditRefs)
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

/**
 * A site without a route for a page type is not measured on it; `types`
 * (default: the first site's page types) sets the page types and their order;
 * `gate` is awaited before each page type's turn.
 * @param {{sites: Record<string, {base: string, routes: Record<string, string>}>, runs: number, chromePath: string, chromeArgs: string[], types?: string[], log?: (s: string) => void}} options
 */
export async function lighthouseSideBySide({sites, runs, chromePath, chromeArgs, types = Object.keys(Object.values(sites)[0].routes), gate = async () => {}, log = console.log}) {
  const lighthouse = (await import('lighthouse')).default;
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', ...chromeArgs]});
  const raw = {};
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const type of types) {
        // Before each page type's turn (the sites one after the other): `gate` may wait for a quieter machine.
        await gate();
        for (const [site, {base, routes}] of Object.entries(sites)) {
          if (!routes[type]) continue;
          const result = await lighthouse(base + routes[type], {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'seo', 'accessibility'],
            blockedUrlPatterns: ['*googletagmanager*', '*google-analytics*'],
          });
          const f = figures(result.lhr);
          ((raw[site] ??= {})[type] ??= []).push(f);
          log(`  lighthouse run ${run}/${runs} ${site} ${type}: perf ${f.performance}, FCP ${f.fcp}, LCP ${f.lcp}, TBT ${f.tbt}, CLS ${f.cls}, SEO ${f.seo}, a11y ${f.accessibility}${f.failed.length ? ` (failing: ${f.failed.join(', ')})` : ''}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  const out = {};
  for (const [site, byType] of Object.entries(raw)) {
    for (const [type, list] of Object.entries(byType)) {
      const m = Object.fromEntries(MEDIAN_OF.map((key) => [key, median(list.map((f) => f[key]))]));
      m.clsMax = Math.max(...list.map((f) => f.cls));
      m.failed = [...new Set(list.flatMap((f) => f.failed))];
      // Each run's figures, to read the spread beside the median.
      m.runs = list.map(({performance, fcp, lcp, tbt}) => ({performance, fcp, lcp, tbt}));
      (out[site] ??= {})[type] = m;
    }
  }
  return out;
}
