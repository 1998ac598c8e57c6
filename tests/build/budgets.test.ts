/**
 * Byte budgets (run after `npm run build`): per page type, what a first visit
 * downloads (first-load JavaScript, the page's route chunks included, and
 * render-blocking CSS, gzip) stays within vanilla Docusaurus's bytes at this
 * site's size plus a stated margin, the HTML within the first round trip (or
 * the margin over it, for the two long types), and no page carries a diagram
 * runtime. Bytes, not times: they do not depend on how busy the machine is.
 * The budgets and their reasons: ./budgets.ts and
 * decisions/0016-byte-budgets-with-headroom.md.
 *
 * The measured page of each type is in scripts/bench/page-types.mjs; the
 * sizes are computed from the build without a browser (scripts/page-weight.mjs,
 * the same code as `npm run bench`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {DIAGRAM_RUNTIME, pageWeight} from '../../scripts/page-weight.mjs';
import {PAGE_TYPES} from '../../scripts/bench/page-types.mjs';
import {REFERENCE_CHUNK} from '../../src/plugins/sdk-components';
import {budgetFor, FIRST_ROUND_TRIP, HTML_LIMITS, htmlBudgetFor, MARGIN, policyHashesOf, sidebarLinksOf, VANILLA_BUDGETS, type PageType} from './budgets';
import {sitemapRoutes} from './files';

const buildDir = path.resolve(__dirname, '../../build');
const site = {docPages: sitemapRoutes(buildDir).filter((route) => route.startsWith('/docs/')).length};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The files of a page, largest first, for a failure message. */
function largest(files: Array<{file: string; gzip: number}>): string {
  return [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5)
    .map((f) => `${f.file} ${kb(f.gzip)}`)
    .join(', ');
}

describe(`byte budgets per page type (vanilla at this site's size, ${site.docPages} doc pages, plus the margin)`, () => {
  for (const [type, route] of Object.entries(PAGE_TYPES) as Array<[PageType, string]>) {
    test(`${type} (${route})`, () => {
      const weight = pageWeight(buildDir, route);
      const budget = budgetFor(type, site);
      const vanilla = VANILLA_BUDGETS[type];
      expect(
        weight.jsGzip,
        `${type} page ${route}: first-load JS ${kb(weight.jsGzip)} gzip is over its budget of ${kb(budget.jsGzip)} ` +
          `(vanilla's ${kb(vanilla.jsGzip)} grown to this site's size, ${kb(budget.jsGzip - MARGIN.jsGzip)}, plus the margin of ${kb(MARGIN.jsGzip)}); ` +
          `its largest files: ${largest(weight.js)}`,
      ).toBeLessThanOrEqual(budget.jsGzip);
      expect(
        weight.cssGzip,
        `${type} page ${route}: CSS ${kb(weight.cssGzip)} gzip is over its budget of ${kb(budget.cssGzip)} ` +
          `(vanilla ${kb(vanilla.cssGzip)}, plus the margin of ${kb(MARGIN.cssGzip)}); its files: ${largest(weight.css)}`,
      ).toBeLessThanOrEqual(budget.cssGzip);
      const html = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
      const htmlBudget = htmlBudgetFor(type, sidebarLinksOf(html), policyHashesOf(html));
      expect(
        weight.htmlGzip,
        `${type} page ${route}: HTML ${weight.htmlGzip} bytes gzip is over its budget of ${htmlBudget}` +
          (HTML_LIMITS[type] === FIRST_ROUND_TRIP ? ' (what arrives in the first round trip)' : ` (the first round trip plus the margin of ${MARGIN.htmlGzip})`) +
          ', with its sidebar links' + (HTML_LIMITS[type] === FIRST_ROUND_TRIP ? '' : ' and its policy\'s script hashes') + ' allowed for',
      ).toBeLessThanOrEqual(htmlBudget);
    });
  }
});

describe('code only some pages need stays out of the others', () => {
  const loads = (route: string, pattern: RegExp) =>
    pageWeight(buildDir, route).js.filter(({file}) => pattern.test(fs.readFileSync(path.join(buildDir, file), 'utf8')));

  test('only component pages load the component reference (not through the common chunk)', () => {
    const chunk = new RegExp(`/${REFERENCE_CHUNK}\\.[^/]*\\.js$`);
    for (const [type, route] of Object.entries(PAGE_TYPES)) {
      const files = pageWeight(buildDir, route).js.map(({file}) => file);
      expect(files.some((file) => chunk.test(file)), `${type} page ${route} loads ${files.join(', ')}`).toBe(type === 'component');
    }
  });

  test('no page loads tslib (patches/@docusaurus+utils-common: the one helper it was loaded for is not needed)', () => {
    // `__addDisposableResource` is a tslib helper nothing else defines.
    for (const [type, route] of Object.entries(PAGE_TYPES)) {
      expect(loads(route, /__addDisposableResource/).map(({file}) => file), `${type} page ${route} loads tslib`).toEqual([]);
    }
  });

  test('no page loads the search modal (its error screen and suggestions) before search opens', () => {
    const modal = /bp-search-suggestions/;
    const dir = path.join(buildDir, 'assets/js');
    expect(fs.readdirSync(dir).some((name) => modal.test(fs.readFileSync(path.join(dir, name), 'utf8'))), 'the modal chunk').toBe(true);
    for (const [type, route] of Object.entries(PAGE_TYPES)) {
      expect(loads(route, modal).map(({file}) => file), `${type} page ${route}`).toEqual([]);
    }
  });
});

describe('no diagram runtime', () => {
  test('no page of any type loads Mermaid', () => {
    for (const [type, route] of Object.entries(PAGE_TYPES)) {
      for (const {file} of pageWeight(buildDir, route).js) {
        const text = fs.readFileSync(path.join(buildDir, file), 'utf8');
        expect(DIAGRAM_RUNTIME.test(text), `${type} page ${route} loads a diagram runtime in ${file}`).toBe(false);
      }
    }
  });

  test('no script of the build holds Mermaid (not even one loaded later)', () => {
    const dir = path.join(buildDir, 'assets/js');
    const withRuntime = fs.readdirSync(dir).filter((name) => DIAGRAM_RUNTIME.test(fs.readFileSync(path.join(dir, name), 'utf8')));
    expect(withRuntime, `scripts holding a diagram runtime: ${withRuntime.join(', ')}`).toEqual([]);
  });

  test('diagram pages carry their diagrams as inline SVG', () => {
    const html = fs.readFileSync(path.join(buildDir, PAGE_TYPES.diagram, 'index.html'), 'utf8');
    expect(html).toMatch(/<div class="?bp-diagram"?[^>]*><svg[^>]*role="?img"?/);
  });
});
