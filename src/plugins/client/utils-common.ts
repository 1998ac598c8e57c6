/**
 * Stands in for `@docusaurus/utils-common` in the site's client bundles (an
 * exact `$` alias in src/plugins/client/index.ts): the same exports, each
 * behaving as the package's, written here (MIT, Copyright (c) Facebook, Inc.
 * and its affiliates: the package's own code, as a swizzled component keeps
 * its own copy), so the site imports nothing below the package's entry point.
 *
 * Why a stand-in: the package's entry point (`lib/index.js`) is compiled with
 * TypeScript's `importHelpers` and reads `applyTrailingSlash` (which `<Link>`
 * uses, so it is in every page's main script) through
 * `require('tslib').__importDefault`; a CommonJS `require` keeps the whole
 * tslib module, which the bundler cannot tree-shake: about 3.9 KB gzip of
 * first-load JavaScript on every page type, for a helper that returns its
 * argument. The ablation keeps it only while that gain holds
 * (decisions/0024-public-entry-points.md, with the table).
 *
 * `tests/unit/dependencies/utils-common.test.ts` fails when this module and
 * the package's entry point no longer export the same names, or an export
 * answers differently on the same inputs (an upgrade that adds, moves or
 * changes one); `tests/build/budgets.test.ts` fails when a page loads tslib.
 * To remove: delete the alias in ./index.ts and this file (the upstream
 * request to build the package without `importHelpers` is in
 * patches/README.md, "Upstream requests").
 */

/** The blog's container id (`__` keeps search crawlers off the anchor). */
export const blogPostContainerID = '__blog-post-container';

export function addPrefix(str: string, prefix: string): string {
  return str.startsWith(prefix) ? str : `${prefix}${str}`;
}

export function removeSuffix(str: string, suffix: string): string {
  if (suffix === '') return str;
  return str.endsWith(suffix) ? str.slice(0, -suffix.length) : str;
}

export function addSuffix(str: string, suffix: string): string {
  return str.endsWith(suffix) ? str : `${str}${suffix}`;
}

export function removePrefix(str: string, prefix: string): string {
  return str.startsWith(prefix) ? str.slice(prefix.length) : str;
}

export function addTrailingSlash(str: string): string {
  return str.endsWith('/') ? str : `${str}/`;
}

export function addLeadingSlash(str: string): string {
  return addPrefix(str, '/');
}

export function removeTrailingSlash(str: string): string {
  return removeSuffix(str, '/');
}

export type ApplyTrailingSlashParams = {trailingSlash: boolean | undefined; baseUrl: string};

/** A path with the site's trailing slash rule applied, before its `?search#hash`; `/` and the base URL kept. */
export function applyTrailingSlash(path: string, options: ApplyTrailingSlashParams): string {
  const {trailingSlash, baseUrl} = options;
  // Never to an anchor link; undefined is the legacy behaviour (as written).
  if (path.startsWith('#') || typeof trailingSlash === 'undefined') return path;
  const [pathname = ''] = path.split(/[#?]/);
  const shouldNotApply = pathname === '/' || pathname === baseUrl;
  const newPathname = shouldNotApply ? pathname : trailingSlash ? addTrailingSlash(pathname) : removeTrailingSlash(pathname);
  return path.replace(pathname, newPathname);
}

export function getErrorCausalChain(error: Error): Error[] {
  if (error.cause) return [error, ...getErrorCausalChain(error.cause as Error)];
  return [error];
}
