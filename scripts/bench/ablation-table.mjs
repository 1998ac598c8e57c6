/**
 * The ablation bench's summary (./ablation.mjs): per variant, what the
 * mechanism gains (the site without it, minus the full site: a positive
 * figure is the mechanism's gain), per measure and page type, and whether
 * any gain reaches what a reader or a writer would notice:
 * 3 Lighthouse points, 100 ms of FCP, LCP, hydration or first click, 50 ms
 * of TBT, 2 KB gzip of first-load JavaScript, 5 % of build time.
 * A gain is marked as clear (✓) when it also exceeds the run-to-run spread:
 * the two sites' ranges (min-max over the runs) do not overlap.
 */

export const THRESHOLDS = {performance: 3, fcp: 100, lcp: 100, hydrated: 100, clicked: 100, tbt: 50, jsGzip: 2048, buildRatio: 0.05};

const range = (values) => [Math.min(...values), Math.max(...values)];
const apart = (a, b) => a[1] < b[0] || b[1] < a[0];

/**
 * The gains of one variant's record: a list of {measure, type, full, without,
 * gain, notable, clear}.
 */
export function gains(record, full) {
  const out = [];
  const push = (measure, type, withIt, withoutIt, threshold, clear = true, higherIsBetter = false) => {
    if (typeof withIt !== 'number' || typeof withoutIt !== 'number') return;
    const gain = higherIsBetter ? withIt - withoutIt : withoutIt - withIt;
    out.push({measure, type, full: withIt, without: withoutIt, gain, notable: Math.abs(gain) >= threshold, clear});
  };
  for (const [type, b] of Object.entries(record.bytes ?? {})) {
    const f = full?.bytes?.[type];
    if (!f) continue;
    push('jsGzip', type, f.jsGzip, b.jsGzip, THRESHOLDS.jsGzip);
    if (f.cssGzip !== b.cssGzip) push('cssGzip', type, f.cssGzip, b.cssGzip, Infinity);
    if (f.htmlGzip !== b.htmlGzip) push('htmlGzip', type, f.htmlGzip, b.htmlGzip, Infinity);
  }
  const lh = record.browser?.lighthouse;
  for (const [type, w] of Object.entries(lh?.without ?? {})) {
    const f = lh.full[type];
    if (!f || !w) continue;
    for (const key of ['performance', 'fcp', 'lcp', 'tbt']) {
      const clear = f.runs && w.runs ? apart(range(f.runs.map((r) => r[key])), range(w.runs.map((r) => r[key]))) : false;
      push(`lighthouse ${key}`, type, f[key], w[key], THRESHOLDS[key], clear, key === 'performance');
    }
  }
  const th = record.browser?.throttled;
  for (const [type, w] of Object.entries(th?.without ?? {})) {
    const f = th.full[type];
    if (!f || !w) continue;
    for (const key of ['hydrated', 'clicked']) {
      const clear = apart([f[key].min, f[key].max], [w[key].min, w[key].max]);
      push(key, type, f[key].median, w[key].median, THRESHOLDS[key], clear);
    }
  }
  const pairs = record.buildPairs;
  if (pairs) {
    const ratios = pairs.pairs.map((p) => p.without / p.full);
    const clear = ratios.every((r) => r > 1) || ratios.every((r) => r < 1);
    out.push({measure: 'build', type: 'cold', full: pairs.full, without: pairs.without, gain: pairs.ratio - 1, notable: Math.abs(pairs.ratio - 1) >= THRESHOLDS.buildRatio, clear});
  }
  return out;
}

const fmt = (measure, v) => (measure === 'build' ? `${(v * 100).toFixed(1)} %` : /Gzip$/.test(measure) ? `${(v / 1024).toFixed(2)} KB` : String(Math.round(v)));

/** Markdown: one row per variant, its notable gains first, then the largest others. */
export function summaryTable(results, variants) {
  const rows = ['| mechanism | pages differ | notable gains (without → with) | other figures |', '|---|---|---|---|'];
  for (const variant of variants) {
    const record = results.variants?.[variant.id];
    if (!record) continue;
    const list = gains(record, results.full);
    const describe = (g) => `${g.measure} ${g.type} ${fmt(g.measure, g.gain)}${g.measure === 'build' ? '' : ` (${fmt(g.measure, g.without)} → ${fmt(g.measure, g.full)})`}${g.clear ? '' : ' ~'}`;
    const notable = list.filter((g) => g.notable && g.gain > 0).map(describe);
    const against = list.filter((g) => g.notable && g.gain < 0).map((g) => `costs: ${describe(g)}`);
    const others = list
      .filter((g) => !g.notable && g.gain !== 0)
      .sort((a, b) => Math.abs(b.gain) - Math.abs(a.gain))
      .slice(0, 4)
      .map(describe);
    const pages = record.pages ? `${record.pages.differing}/${record.pages.files}` : '';
    rows.push(`| ${variant.id} | ${pages} | ${[...notable, ...against].join('; ') || 'none'} | ${others.join('; ')} |`);
  }
  return rows.join('\n');
}
