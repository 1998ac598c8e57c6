/**
 * The nightly sweep (`E2E_NIGHTLY=1`, .github/workflows/routes.yml) runs, besides every route, the
 * browser tests that repeat one check over a whole set; `npm test` runs a part of each set, or holds
 * the same rule elsewhere, and names which (decisions/0012-browser-checks-per-template.md).
 */
export const NIGHTLY = process.env.E2E_NIGHTLY === '1';
