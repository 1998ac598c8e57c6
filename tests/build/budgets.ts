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
