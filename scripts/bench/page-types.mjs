/**
 * The page of this site measured for each page type, by the bench and by the
 * byte budgets (tests/build/budgets.test.ts).
 */
export const PAGE_TYPES = {
  home: '/',
  doc: '/docs/terminal/quote_start/authentication/',
  diagram: '/docs/overview/',
  api: '/docs/api/create_application_form/',
  component: '/docs/sdk/components/bp-sdk-date-input/',
  search: '/search/',
};
