/**
 * Runs the search page's early query script (src/search/early-query.ts) as a
 * browser runs it, in a context of its own: `window`, the page's address, and
 * a `fetch` answered by `serve` (a file of search-index/, or undefined for a
 * 404). Used by tests/unit/search/early-query.test.ts (a small index) and
 * src/plugins/search-index/__tests__/early-query.build.test.ts (the build's).
 */
import vm from 'node:vm';
import {earlyQueryScript} from '../../src/search/early-query';

export type EarlyRun = {
  /** Every URL the script fetched, in order. */
  fetched: string[];
  window: Record<string, unknown>;
  /** Resolves once every download the script started, and what it started after them, has settled. */
  settled: () => Promise<void>;
};

export function runEarlyQuery(
  search: string,
  serve: (name: string) => unknown,
  {hydrated = false, base = '/'}: {hydrated?: boolean; base?: string} = {},
): EarlyRun {
  const fetched: string[] = [];
  const pending: Promise<unknown>[] = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string) => {
    fetched.push(url);
    const content = serve(url.replace(`${base}search-index/`, ''));
    const found = content !== undefined;
    const response = Promise.resolve({status: found ? 200 : 404, ok: found, json: async () => structuredClone(content)});
    pending.push(response);
    return response;
  };
  const context = vm.createContext({
    window,
    document: {documentElement: {getAttribute: (name: string) => (name === 'data-has-hydrated' ? String(hydrated) : null)}},
    location: {search},
    fetch,
    URLSearchParams,
    Error,
  });
  vm.runInContext(earlyQueryScript(base), context);
  const settled = async () => {
    for (let seen = -1; seen !== pending.length; ) {
      seen = pending.length;
      await Promise.all(pending);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return {fetched, window, settled};
}

/** The file names under search-index/ of fetched URLs, sorted. */
export const indexNames = (urls: string[], base = '/') => urls.map((url) => url.replace(`${base}search-index/`, '')).sort();
