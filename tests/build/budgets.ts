/**
 * The vanilla Docusaurus template's first-load bytes per page type (gzip):
 * the budgets of tests/build/budgets.test.ts. Measured by `npm run bench`
 * (table "first-load JS" and "CSS", vanilla column; bench-results/bench.json,
 * `pages.vanilla`) on the Docusaurus 3.10.2 classic TypeScript template with
 * Faster on and 270 generated doc pages, 2026-11-26. The vanilla site has no
 * API, component or search page: those types use a generated doc page.
 *
 * To update (a new Docusaurus version): delete the cached vanilla site
 * (~/.cache/bindpoint-bench), run `npm run bench -- --skip-lighthouse`, and
 * copy the vanilla column here. Never raise a budget to let this site pass.
 */
const home = {jsGzip: 192_899, cssGzip: 15_243};
const doc = {jsGzip: 211_075, cssGzip: 15_243};

export const VANILLA_BUDGETS = {
  home,
  doc,
  diagram: doc,
  api: doc,
  component: doc,
  search: doc,
} as const;

/**
 * RATCHETS, not targets: the budgets the test applies until each page type
 * reaches vanilla's bytes above. Each is this site's size measured on
 * 2026-11-26 after the search modal's CSS and the search backends left the
 * first load and page-specific CSS moved to route CSS (before: CSS 25.7 KB
 * on every page; JS home 205.0, doc 249.0, diagram 250.8, API 255.6,
 * component 247.2, search 203.8 KB), rounded up to the next KB. What
 * remains is the site's own CSS over Infima (fonts, tokens, the navbar
 * search button, the Copy page menu, page feedback, diagrams) and JS of the
 * docs sidebar data, the doc wrappers and the search button's first-paint
 * code. Lower a ratchet whenever a change makes the site lighter; never
 * raise it; replace it by the vanilla figure once reached.
 */
export const BUDGETS: Record<keyof typeof VANILLA_BUDGETS, {jsGzip: number; cssGzip: number}> = {
  home: {jsGzip: 203_776, cssGzip: 19_456}, // vanilla 192_899 / 15_243: gap 10.2 KB JS, 3.9 KB CSS
  doc: {jsGzip: 248_832, cssGzip: 20_480}, // vanilla 211_075 / 15_243: gap 36.5 KB JS, 4.8 KB CSS
  diagram: {jsGzip: 250_880, cssGzip: 20_480}, // vanilla 211_075 / 15_243: gap 38.4 KB JS, 4.4 KB CSS
  api: {jsGzip: 256_000, cssGzip: 20_480}, // vanilla 211_075 / 15_243: gap 43.1 KB JS, 4.7 KB CSS
  component: {jsGzip: 246_784, cssGzip: 20_480}, // vanilla 211_075 / 15_243: gap 34.7 KB JS, 4.2 KB CSS
  search: {jsGzip: doc.jsGzip, cssGzip: 19_456}, // JS at vanilla (210_170 today); CSS vanilla 15_243: gap 3.8 KB
};
