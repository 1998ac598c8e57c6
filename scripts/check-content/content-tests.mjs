/**
 * The content tests of `npm run check:content` (scripts/check-content.mjs):
 * which unit tests read pages, and, for a change to pages only, which of them
 * read the touched pages. Tested in tests/unit/content/check-tests.test.ts.
 */

/** The unit tests that read pages or the data pages render (the rest test code: plugins, search, theme). */
export const CONTENT_TESTS = [
  'tests/unit/content',
  'tests/unit/claims',
  'tests/unit/samples',
  'tests/unit/exchange/',
  'tests/unit/webhooks/',
  'tests/unit/world',
  'tests/unit/question-sets',
  'tests/unit/sdk-tutorials/',
  'tests/unit/sdk/',
  'tests/unit/sdk-changelog/',
  'tests/unit/start',
  'tests/unit/terminal/',
  'tests/unit/routes',
  'src/plugins/openapi/__tests__',
  'src/plugins/sdk-components/__tests__',
  'src/plugins/feeds/__tests__',
  // Front matter rendered on every page (tokens), and id formats with one home (facts.ts, the OpenAPI patterns, the world).
  'src/plugins/remark-identity/__tests__/front-matter.test.ts',
  'tests/unit/site/id-formats.test.ts',
];

/**
 * Content tests that read the pages of one area (and data files, whose change
 * makes the check run them all), by the folder or file of the test; the most
 * specific entry applies. When the change is to pages only, they run if a
 * touched page is theirs: each type check of SDK samples takes 5-16 s.
 */
export const AREA_TESTS = {
  'tests/unit/sdk-tutorials/': [/^docs\/sdk\/custom_(?:terminal|storefront)_tutorials\//],
  'tests/unit/sdk/': [/^docs\/sdk\//, /^docs\/api\/api_overview\.mdx$/],
  // The guide pages (docs/sdk/*.mdx) and the component pages, one TypeScript project.
  'tests/unit/sdk/samples-typecheck.test.ts': [/^docs\/sdk\/[^/]+\.mdx$/, /^docs\/sdk\/components\//],
  'tests/unit/sdk-changelog/': [/^docs\/sdk\//],
  'tests/unit/exchange/': [/^docs\/exchange\//],
  'tests/unit/webhooks/': [/^docs\/webhooks\//],
  'tests/unit/terminal/': [/^docs\/terminal\//, /^docs\/api\//, /^docs\/narratives\//],
};
/** Content tests that read no page, only data (the OpenAPI document, the SDK's data and declarations, the component manifest, the changelogs): not run when the change is to pages only. */
export const PAGE_FREE_TESTS = [
  'tests/unit/samples/openapi-lint.test.ts',
  'src/plugins/openapi/__tests__/openapi.test.ts',
  'src/plugins/openapi/__tests__/postman.test.ts',
  'tests/unit/sdk/data-agrees-with-dts.test.ts',
  'src/plugins/openapi/__tests__/samples-read-env.test.ts',
  'src/plugins/sdk-components/__tests__/manifest.test.ts',
  'src/plugins/feeds/__tests__/feeds.test.ts',
];

/** The unit test files of folders and files of the list (../test-files.mjs, the walker vitest.config.ts uses too). The check names files, not folders: Vitest reads a filter as a substring, so a file is left out by naming the others. */
export {testFiles} from '../test-files.mjs';
/** Whether a content test file reads one of the pages (AREA_TESTS, PAGE_FREE_TESTS; any other reads every page). */
export function readsPages(file, pages) {
  if (PAGE_FREE_TESTS.includes(file)) return false;
  const area = Object.keys(AREA_TESTS)
    .filter((entry) => file.startsWith(entry))
    .sort((a, b) => b.length - a.length)[0];
  return !area || pages.some((page) => AREA_TESTS[area].some((pattern) => pattern.test(page)));
}
