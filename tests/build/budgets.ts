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
 * reaches vanilla's bytes above. Measured on 2026-11-26 after the system fonts
 * replaced the web fonts, the route CSS was inlined (counted here as CSS, by
 * the file its `<style data-href>` names) and code blocks moved to the site's
 * Prism (src/site/highlight: only the site's grammars, no component catalogue; before,
 * the same day: JS home 186.5, doc 216.0, diagram 217.8, API 222.5, component
 * 218.3, search 188.0 KB; CSS 17.5 to 18.3 KB), rounded up to the next KB.
 * JavaScript is at or under vanilla's on every page type but the API page.
 * CSS ratchets lowered by 1 KB the same day when Infima was purged of the
 * rules no page uses (src/plugins/infima-purge.ts; CSS 16.5 to 17.3 KB), and
 * again, per page type to the next 256 bytes, when the built stylesheets lost
 * the variables nothing reads (src/plugins/unused-variables.ts) and the button
 * colours no page uses (CSS 15.7 to 16.5 KB).
 * What remains is the site's own CSS over Infima (tokens, the navbar search
 * button, the Copy page menu, page feedback, diagrams) and the API page's
 * reference components. Lower a ratchet whenever a change makes the site
 * lighter; never raise it; replace it by the vanilla figure once reached.
 */
export const BUDGETS: Record<keyof typeof VANILLA_BUDGETS, {jsGzip: number; cssGzip: number}> = {
  home: {jsGzip: home.jsGzip, cssGzip: 16_384}, // JS at vanilla (175_063 today); CSS 16_178, vanilla 15_243: gap 0.9 KB
  doc: {jsGzip: doc.jsGzip, cssGzip: 16_640}, // JS at vanilla (205_268 today); CSS 16_517, vanilla 15_243: gap 1.3 KB
  diagram: {jsGzip: doc.jsGzip, cssGzip: 16_128}, // JS at vanilla (207_117 today); CSS 16_024, vanilla 15_243: gap 0.8 KB
  api: {jsGzip: 211_968, cssGzip: 16_640}, // vanilla 211_075 / 15_243: gap 0.9 KB JS (211_948); CSS 16_399, gap 1.2 KB
  component: {jsGzip: doc.jsGzip, cssGzip: 16_128}, // JS at vanilla (207_629 today); CSS 15_887, vanilla 15_243: gap 0.6 KB
  search: {jsGzip: doc.jsGzip, cssGzip: 15_872}, // JS at vanilla (176_584 today); CSS 15_723, vanilla 15_243: gap 0.5 KB
};
