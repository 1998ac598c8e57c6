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
 * 2026-11-26 after the component reference left the shared `common` chunk,
 * doc descriptions left the sidebar data, the search modal's code left the
 * navbar button, the theme's Layout went back to the main chunk, the home and
 * search pages' CSS became route CSS and DocSearch's variables came with the
 * modal (before: JS home 194.1, doc 239.4, diagram 241.2, API 245.9,
 * component 237.5, search 195.9 KB; CSS 18.5 to 19.5 KB), rounded up to the
 * next KB. Home and search JavaScript is at vanilla's. What remains is the
 * site's own CSS over Infima (fonts, tokens, the navbar search button, the
 * Copy page menu, page feedback, diagrams) and JS of the doc wrappers (Copy
 * page, page feedback) and of the code block and tabs, which the `common`
 * chunk gives every page that loads it. Lower a ratchet whenever a change
 * makes the site lighter; never raise it; replace it by the vanilla figure
 * once reached.
 */
export const BUDGETS: Record<keyof typeof VANILLA_BUDGETS, {jsGzip: number; cssGzip: number}> = {
  home: {jsGzip: home.jsGzip, cssGzip: 18_432}, // JS at vanilla (190_974 today); CSS vanilla 15_243: gap 3.1 KB
  doc: {jsGzip: 221_184, cssGzip: 19_456}, // vanilla 211_075 / 15_243: gap 9.8 KB JS, 3.4 KB CSS
  diagram: {jsGzip: 223_232, cssGzip: 18_432}, // vanilla 211_075 / 15_243: gap 11.6 KB JS, 2.9 KB CSS
  api: {jsGzip: 228_352, cssGzip: 19_456}, // vanilla 211_075 / 15_243: gap 16.3 KB JS, 3.3 KB CSS
  component: {jsGzip: 224_256, cssGzip: 18_432}, // vanilla 211_075 / 15_243: gap 12.1 KB JS, 2.8 KB CSS
  search: {jsGzip: doc.jsGzip, cssGzip: 18_432}, // JS at vanilla (192_519 today); CSS vanilla 15_243: gap 2.6 KB
};
