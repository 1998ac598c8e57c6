/**
 * The search page answers before the page's scripts have run.
 *
 * On a phone, `/search/?q=…` hydrates about three seconds after the
 * navigation: the main chunk (React, the router, the theme) is most of the
 * bytes, and it runs for another second once it has arrived. The search
 * itself needs far less: the engine (./embedded.ts and what it imports, about
 * 8 KB gzipped) and the index files of the query's words. So the search page loads a
 * bundle of the engine on its own (`js/search-query.<hash>.js`, built from
 * ./early-page.ts by src/plugins/search-index/early-bundle.ts, an async
 * script in that page's head). It runs the page's first query as soon as it
 * arrives, and shows the answer in the page's early-results container
 * (./early-results.ts) while the main chunk is still on its way.
 *
 * When the page hydrates, it takes the answer (`takeEarlyAnswer`) instead of
 * searching again, and the index files the bundle downloaded
 * (`takeEarlyFile`) instead of downloading them again. The bundle runs once,
 * on the first load of the page: a search page reached by a link inside the
 * site searches on its own.
 */
import type {SearchResponse} from './types';

/** What the search page reads of src/plugins/search-index (usePluginData): the address of the bundle, when the build has one. */
export type SearchIndexGlobalData = {earlyQueryScript: string | null};

/** Results per page of the search page (its first query is the bundle's). */
export const SEARCH_PAGE_SIZE = 10;

/** The downloads the bundle started, by URL, on `window`. */
export const EARLY_FILES_GLOBAL = '__bpSearchFiles';
/** The bundle's answer to the page's first query, on `window`. */
export const EARLY_ANSWER_GLOBAL = '__bpSearchAnswer';

/**
 * A first query under way: its pages once ranked (their snippets still to
 * come), a listener for that moment, and the whole answer.
 */
export type FirstSearch = {
  query: string;
  ranked: SearchResponse | null;
  onRanked: ((response: SearchResponse) => void) | null;
  answer: Promise<SearchResponse>;
};

type EarlyWindow = Window & {[EARLY_FILES_GLOBAL]?: Record<string, Promise<unknown>>; [EARLY_ANSWER_GLOBAL]?: FirstSearch};

/** A download the bundle started for this URL, handed over once; undefined when it started none. */
export function takeEarlyFile(url: string, win: Window | undefined = typeof window === 'undefined' ? undefined : window): Promise<unknown> | undefined {
  const files = (win as EarlyWindow | undefined)?.[EARLY_FILES_GLOBAL];
  const download = files?.[url];
  if (download) delete files[url];
  return download;
}

/** The bundle's answer, handed over once when it is for this query; undefined otherwise. */
export function takeEarlyAnswer(query: string, win: Window | undefined = typeof window === 'undefined' ? undefined : window): FirstSearch | undefined {
  const early = (win as EarlyWindow | undefined)?.[EARLY_ANSWER_GLOBAL];
  if (!early) return undefined;
  delete (win as EarlyWindow)[EARLY_ANSWER_GLOBAL];
  return early.query === query ? early : undefined;
}

/**
 * Starts a first query whose ranked pages and answer can be taken up later:
 * `onRanked` is called when the pages are ranked and their snippets' texts
 * still have to be downloaded.
 */
export function startFirstSearch(
  query: string,
  search: (query: string, options: {limit: number; onRanked: (response: SearchResponse) => void}) => Promise<SearchResponse>,
): FirstSearch {
  const first: FirstSearch = {query, ranked: null, onRanked: null, answer: Promise.resolve() as never};
  first.answer = search(query, {
    limit: SEARCH_PAGE_SIZE,
    onRanked(response) {
      first.ranked = response;
      first.onRanked?.(response);
    },
  });
  first.answer.catch(() => undefined); // answered by whoever takes it up
  return first;
}
