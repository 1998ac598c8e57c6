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
 * The budgets the test applies. Until each page type reached vanilla's bytes
 * above, they were ratchets, lowered with each change that made the site
 * lighter and never raised (2026-11-26: JS 186.5 to 222.5 KB and CSS 17.5 to
 * 18.3 KB before the system fonts, the inlined route CSS and the site's Prism).
 * CSS reached vanilla's on every page type when the built stylesheets'
 * variables were pruned and renamed short (src/plugins/css-variables.ts), and
 * the API page's JavaScript when tslib left every page
 * (patches/@docusaurus+utils-common+3.10.2.patch, 3.8 KB gzip). Every budget
 * is now vanilla's: a change that must go over waits until another makes room.
 */
export const BUDGETS: Record<keyof typeof VANILLA_BUDGETS, {jsGzip: number; cssGzip: number}> = {
  home, // JS 171_222 today, CSS 14_452
  doc, // JS 201_427, CSS 14_737
  diagram: doc, // JS 203_276, CSS 14_297
  api: doc, // JS 208_107, CSS 14_648
  component: doc, // JS 203_788, CSS 14_172
  search: doc, // JS 172_743, CSS 13_998
};
