/**
 * The byte budgets of tests/build/budgets.test.ts (gzip, per page type):
 * vanilla Docusaurus's first-load bytes at this site's size, plus a margin.
 * Why this shape, and how it was shown to pass a correct new page and fail a
 * real regression: decisions/0016-byte-budgets-with-headroom.md.
 */
import {VANILLA_DOC_PAGES} from '../../scripts/bench/vanilla.mjs';

/**
 * The vanilla Docusaurus template's first-load bytes per page type, measured
 * by `npm run bench` (vanilla column; bench-results/bench.json,
 * `pages.vanilla`) on the Docusaurus 3.10.2 classic TypeScript template with
 * Faster on and VANILLA_DOC_PAGES (270) generated doc pages, 2026-11-26. The
 * vanilla site has no API, component or search page: those types use a
 * generated doc page.
 *
 * To update (a new Docusaurus version, or the bench's vanilla sized anew):
 * delete the cached vanilla site (~/.cache/bindpoint-bench), run
 * `npm run bench -- --skip-lighthouse`, and copy the vanilla column here.
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

export type PageType = keyof typeof VANILLA_BUDGETS;

/**
 * THE MARGIN, stated once: how far over vanilla's bytes a page type may go.
 *
 * - JavaScript, 2 KB gzip: the smallest change of first-load JavaScript a
 *   reader would notice, by the yardstick issue 36 set for keeping a speed
 *   mechanism. A change smaller than that is within what the budgets treat as
 *   the same site; a change as large is a regression, and fails.
 * - CSS, 1 KB gzip: all of it blocks the first paint, so half of the
 *   JavaScript's.
 * - HTML, 2 KB gzip, for the two page types whose reference content puts
 *   them over the first round trip already (API operation, component page):
 *   their content may grow by that much before the budget asks whether it
 *   is worth a second split. The other four types have no margin: their
 *   budget is the first round trip itself, a limit of the network.
 *
 * What a correct new page adds to every page is not taken from the margin:
 * see PER_DOC_PAGE and PER_SIDEBAR_LINK.
 */
export const MARGIN = {jsGzip: 2_048, cssGzip: 1_024, htmlGzip: 2_048} as const;

/**
 * What one more doc page adds to the first-load JavaScript of every page, in
 * gzip bytes, rounded up: its route in the route table and the chunk names
 * the main script carries (content hashes, which gzip cannot shrink), and on
 * doc pages its entry in the sidebar data the docs layout loads. Measured
 * 2026-11-28 by building the site with 40 generated pages (vanilla's
 * generator, about 9 KB of Markdown each, in a sidebar category of their
 * own) against the same commit without them: +4,240 bytes on the home page
 * (106 a page), +4,263 on the search page, +5,260 to +5,264 on the four doc
 * types (132 a page). The vanilla site grows the same way (the same route
 * table, and a sidebar with descriptions), so vanilla at this site's size is
 * vanilla's figure plus this much per doc page over VANILLA_DOC_ROUTES.
 */
export const PER_DOC_PAGE = {home: 110, doc: 135} as const;

/**
 * The vanilla site's doc routes: its VANILLA_DOC_PAGES generated pages and the
 * template's own nine docs (intro, tutorial-basics' six, tutorial-extras' two;
 * create-docusaurus 3.10.2, templates/shared/docs).
 */
export const VANILLA_DOC_ROUTES = VANILLA_DOC_PAGES + 9;

/** Doc pages with the sidebar data (the other types carry only the route table). */
const WITH_SIDEBAR_DATA: ReadonlySet<PageType> = new Set(['doc', 'diagram', 'api', 'component']);

/**
 * What one more entry of a page's rendered sidebar adds to its HTML, gzip
 * bytes, rounded up: a new page shows in the sidebars that render its
 * category expanded, a new category as a label everywhere. Measured
 * 2026-11-28 by taking the page entries out of built pages: 14 bytes each on
 * a page with 44 of them, 17 with 27, 20 with 13, 30 with 4 (gzip shares
 * more the more there are); the collapsed category of the 40 pages above
 * added 23-32 bytes to every page with a sidebar.
 */
export const PER_SIDEBAR_LINK = 32;

/**
 * A page's HTML (gzip) that arrives in a new connection's first round trip:
 * TCP starts with ten segments of 1,460 bytes (RFC 6928), 14,600 bytes, less
 * about 600 for a static host's response headers. The document's last byte
 * gates its stylesheet and so the first paint: one byte over costs a round
 * trip (150 ms in Lighthouse's mobile model, which simulates the window).
 */
export const FIRST_ROUND_TRIP = 14_000;

/**
 * The sidebar entries (categories and pages) each measured page rendered
 * when the HTML limits were set (2026-11-28); a page with more gets
 * PER_SIDEBAR_LINK for each.
 */
export const SIDEBAR_LINKS_MEASURED: Record<PageType, number> = {
  home: 0,
  doc: 0, // the Quote Start authentication page has no sidebar
  diagram: 12,
  api: 26,
  component: 72,
  search: 0,
};

/**
 * What the API operation page gained on 2026-12-02, asked whether it was worth a second split
 * (MARGIN): every situation of the rules data on its operation's page, each with its example body
 * (issue 46; Create an application form: 12 error examples, 7 before, about 117 bytes each, and
 * two statuses of their own, 405 for a method the path does not take and 415 for a body in another
 * media type, about 320 bytes each), and the samples' tabs in nine languages (issue 49; only the
 * chosen language's code is in the HTML): 17,705 bytes. Kept on the page: it already takes a second
 * round trip, whose window (20 segments, about 29 KB) holds it with room, and moving the error bodies
 * off the page would cost the reader a click for each refusal. The limit is now 18,096 bytes: 391
 * over today's page, so the next growth asks the question again.
 */
export const API_RULES_AND_LANGUAGES = 2_048;

/** HTML limits before the sidebar allowance: the first round trip, and the margin for the two long types. */
export const HTML_LIMITS: Record<PageType, number> = {
  home: FIRST_ROUND_TRIP, // 7_500 on 2026-11-28
  doc: FIRST_ROUND_TRIP, // 9_758
  diagram: FIRST_ROUND_TRIP, // 13_523
  api: FIRST_ROUND_TRIP + MARGIN.htmlGzip + API_RULES_AND_LANGUAGES, // 15_490; 17_705 on 2026-12-02
  component: FIRST_ROUND_TRIP + MARGIN.htmlGzip, // 14_191
  search: FIRST_ROUND_TRIP, // 4_238
};

export interface SiteSize {
  /** Routes under /docs/ in the built sitemap. */
  docPages: number;
}

export interface Budget {
  jsGzip: number;
  cssGzip: number;
}

/** A page type's JavaScript and CSS budget: vanilla's, grown to this site's size, plus the margin. */
export function budgetFor(type: PageType, site: SiteSize): Budget {
  const vanilla = VANILLA_BUDGETS[type];
  const extraPages = Math.max(0, site.docPages - VANILLA_DOC_ROUTES);
  const perPage = WITH_SIDEBAR_DATA.has(type) ? PER_DOC_PAGE.doc : PER_DOC_PAGE.home;
  return {
    jsGzip: vanilla.jsGzip + perPage * extraPages + MARGIN.jsGzip,
    cssGzip: vanilla.cssGzip + MARGIN.cssGzip,
  };
}

/**
 * What one inline script's hash adds to a page's Content-Security-Policy,
 * gzip bytes, rounded up: `'sha256-` and 44 characters of base64, which gzip
 * cannot shrink (src/plugins/csp/script-hashes.ts). Measured 2026-11-29 on the
 * built pages against the same pages with `'unsafe-inline'` in their place:
 * 135-138 bytes for three hashes, 181 for four.
 */
export const PER_POLICY_HASH = 46;

/**
 * A page type's HTML budget: its limit, plus the links its sidebar renders
 * beyond those it had. The two types already past the first round trip also
 * get the hashes of their policy: those bytes cost no round trip there, and
 * the margin stays for content. The other four are held to the round trip
 * itself, hashes included: a limit of the network has no allowance.
 */
export function htmlBudgetFor(type: PageType, sidebarLinks: number, policyHashes = 0): number {
  const hashes = HTML_LIMITS[type] === FIRST_ROUND_TRIP ? 0 : PER_POLICY_HASH * policyHashes;
  return HTML_LIMITS[type] + PER_SIDEBAR_LINK * Math.max(0, sidebarLinks - SIDEBAR_LINKS_MEASURED[type]) + hashes;
}

/** The script hashes in a page's Content-Security-Policy. */
export function policyHashesOf(html: string): number {
  return (html.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? []).length;
}

/** The entries of a page's rendered doc sidebar: every `menu__link` (categories and pages). */
export function sidebarLinksOf(html: string): number {
  return (html.match(/menu__link(?![-\w])/g) ?? []).length;
}
