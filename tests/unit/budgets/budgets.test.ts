/**
 * The byte budgets' arithmetic (tests/build/budgets.ts; the build check that
 * applies them is tests/build/budgets.test.ts): vanilla's bytes at this
 * site's size plus the one margin, and the HTML's sidebar allowance.
 */
import {describe, expect, test} from 'vitest';
import {
  budgetFor,
  HTML_LIMITS,
  htmlBudgetFor,
  PER_POLICY_HASH,
  policyHashesOf,
  FIRST_ROUND_TRIP,
  MARGIN,
  PER_DOC_PAGE,
  PER_SIDEBAR_LINK,
  sidebarLinksOf,
  SIDEBAR_LINKS_MEASURED,
  VANILLA_BUDGETS,
  VANILLA_DOC_ROUTES,
} from '../../build/budgets';

describe('byte budgets', () => {
  test("at vanilla's size, a budget is vanilla's bytes plus the margin", () => {
    for (const type of Object.keys(VANILLA_BUDGETS) as Array<keyof typeof VANILLA_BUDGETS>) {
      expect(budgetFor(type, {docPages: VANILLA_DOC_ROUTES})).toEqual({
        jsGzip: VANILLA_BUDGETS[type].jsGzip + MARGIN.jsGzip,
        cssGzip: VANILLA_BUDGETS[type].cssGzip + MARGIN.cssGzip,
      });
    }
  });

  test('each doc page beyond vanilla adds what a page costs (more on doc pages, which load the sidebar data); fewer take nothing off', () => {
    const at = (type: 'home' | 'api' | 'search', docPages: number) => budgetFor(type, {docPages}).jsGzip;
    expect(at('api', VANILLA_DOC_ROUTES + 40) - at('api', VANILLA_DOC_ROUTES)).toBe(40 * PER_DOC_PAGE.doc);
    expect(at('home', VANILLA_DOC_ROUTES + 40) - at('home', VANILLA_DOC_ROUTES)).toBe(40 * PER_DOC_PAGE.home);
    expect(at('search', VANILLA_DOC_ROUTES + 1) - at('search', VANILLA_DOC_ROUTES)).toBe(PER_DOC_PAGE.home);
    expect(at('api', VANILLA_DOC_ROUTES - 50)).toBe(at('api', VANILLA_DOC_ROUTES));
    // CSS does not grow with pages.
    expect(budgetFor('doc', {docPages: VANILLA_DOC_ROUTES + 500}).cssGzip).toBe(VANILLA_BUDGETS.doc.cssGzip + MARGIN.cssGzip);
  });

  test('HTML: the limit, plus an allowance for each sidebar entry beyond those measured', () => {
    expect(htmlBudgetFor('api', SIDEBAR_LINKS_MEASURED.api)).toBe(HTML_LIMITS.api);
    expect(htmlBudgetFor('api', SIDEBAR_LINKS_MEASURED.api + 3)).toBe(HTML_LIMITS.api + 3 * PER_SIDEBAR_LINK);
    expect(htmlBudgetFor('diagram', 0)).toBe(HTML_LIMITS.diagram);
  });

  test("HTML: the policy's script hashes are allowed for past the first round trip only", () => {
    expect(htmlBudgetFor('api', SIDEBAR_LINKS_MEASURED.api, 3)).toBe(HTML_LIMITS.api + 3 * PER_POLICY_HASH);
    expect(htmlBudgetFor('component', SIDEBAR_LINKS_MEASURED.component, 2)).toBe(HTML_LIMITS.component + 2 * PER_POLICY_HASH);
    expect(htmlBudgetFor('doc', 0, 3)).toBe(FIRST_ROUND_TRIP);
    const hash = `'sha256-${'A'.repeat(43)}='`;
    expect(policyHashesOf(`<meta http-equiv=Content-Security-Policy content="script-src 'self' ${hash} ${hash.replace('A', 'B')}">`)).toBe(2);
    expect(policyHashesOf(`<meta content="script-src 'self' 'unsafe-inline'">`)).toBe(0);
  });

  test('counts sidebar entries, categories and pages, once each', () => {
    const html =
      '<a class="categoryLink_x menu__link menu__link--sublist menu__link--sublist-caret" href=/a/>A</a>' +
      '<ul class=menu__list><li><a class=menu__link href=/a/b/>B</a><li><a class="menu__link menu__link--active" href=/a/c/>C</a></ul>' +
      '<a class=dropdown__link href=/x/>X</a>';
    expect(sidebarLinksOf(html)).toBe(3);
  });
});
