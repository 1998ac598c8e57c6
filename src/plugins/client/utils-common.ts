/**
 * Stands in for `@docusaurus/utils-common` in the site's bundles (an exact
 * `$` alias in src/plugins/client/index.ts): the same exports, taken from the
 * package's own files, without its `lib/index.js`.
 *
 * That index is compiled with TypeScript's `importHelpers`: it reads
 * `applyTrailingSlash` (which `<Link>` uses, so it is in every page's main
 * script) through `require('tslib').__importDefault`, and a CommonJS
 * `require` keeps the whole tslib module, which the bundler cannot
 * tree-shake: 3.75 KB gzip of first-load JavaScript on every page type, for
 * a helper that returns its argument (decisions/0003-ablation.md). The files
 * re-exported here need no tslib.
 *
 * `tests/unit/dependencies/utils-common.test.ts` fails when this module and
 * the package's index no longer export the same names and values (an upgrade
 * that adds or moves one); `tests/build/budgets.test.ts` fails when a page
 * loads tslib again.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export type {ApplyTrailingSlashParams} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

/** The index's one value of its own (the blog's container id), checked against it by the unit test. */
export const blogPostContainerID = '__blog-post-container';
