/**
 * Runs the search page's early query (src/search/early-query.ts) as a
 * browser runs it, with a window of its own: the page's address, whether it
 * has hydrated, and index files answered by `serve` (the parsed file of
 * search-index/, or undefined for a 404). Either the module's function
 * (tests/unit/search/early-query.test.ts, a small index) or the bundle the
 * build wrote, run in a context of its own
 * (src/plugins/search-index/__tests__/early-query.build.test.ts, the build's
 * index). Nothing is shown: the window has no early-results container (the
 * browser tests check what the page shows).
 */
import vm from 'node:vm';
import {runEarlyQuery} from '../../src/search/early-page';
import {EARLY_ANSWER_GLOBAL, EARLY_FILES_GLOBAL, takeEarlyAnswer} from '../../src/search/early-query';
import type {SearchResponse} from '../../src/search/types';

export type EarlyRun = {
  /** Every URL the early query fetched, in order. */
  fetched: string[];
  window: Window & Record<string, unknown>;
  /** Resolves once every download it started, and what it started after them, has settled. */
  settled: () => Promise<void>;
  /** Its answer, taken as the page takes it (once, for the page's query); undefined when it has none. */
  answer: (query: string) => Promise<SearchResponse> | undefined;
};

type Options = {hydrated?: boolean; base?: string; bundle?: string};

const realms = new Map<string, {script: vm.Script; context: vm.Context}>();
/**
 * A bundle compiled once, with one context for its runs: each run sets the
 * context's address, document and fetch, and clears what the last run left
 * (a fresh context per run makes V8 start cold each time, several times
 * slower over the relevance sets). So the runs of a bundle must not overlap.
 */
function realm(code: string): {script: vm.Script; context: vm.Context} {
  let found = realms.get(code);
  if (!found) {
    const context = vm.createContext({URLSearchParams, setTimeout, clearTimeout});
    vm.runInContext('var window = globalThis;', context);
    realms.set(code, (found = {script: new vm.Script(code, {filename: 'search-query.js'}), context}));
  }
  return found;
}

export function runEarly(search: string, serve: (name: string) => unknown, {hydrated = false, base = '/', bundle}: Options = {}): EarlyRun {
  const fetched: string[] = [];
  const pending: Promise<unknown>[] = [];
  const fetchJson = (url: string) => {
    fetched.push(url);
    const content = serve(url.replace(`${base}search-index/`, ''));
    // A copy for the module's function (a file it changed would change the next run's); the bundle's runs share the build's files.
    const answer = Promise.resolve(content === undefined ? null : bundle === undefined ? structuredClone(content) : content);
    pending.push(answer);
    return answer;
  };
  const document = {
    documentElement: {getAttribute: (name: string) => (name === 'data-has-hydrated' ? String(hydrated) : null)},
    getElementById: () => null,
  };
  let window: Window & Record<string, unknown>;
  if (bundle === undefined) {
    window = {document, location: {search}} as never;
    runEarlyQuery(window, base, fetchJson);
  } else {
    // The bundle fetches with the global fetch (src/search/prefetch.ts): a response over the same files.
    const fetch = (url: string) => fetchJson(url).then((content) => ({status: content === null ? 404 : 200, ok: content !== null, json: async () => content}));
    const {script, context} = realm(bundle);
    // (Deleted from inside: a delete on the context object does not reach what the bundle set on its global.)
    vm.runInContext([EARLY_FILES_GLOBAL, EARLY_ANSWER_GLOBAL].map((name) => `delete globalThis.${name};`).join(''), context);
    Object.assign(context, {document, location: {search}, fetch});
    script.runInContext(context);
    window = context as never;
  }
  const settled = async () => {
    for (let seen = -1; seen !== pending.length; ) {
      seen = pending.length;
      await Promise.all(pending);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return {fetched, window, settled, answer: (query) => takeEarlyAnswer(query, window)?.answer};
}

/** The file names under search-index/ of fetched URLs, sorted. */
export const indexNames = (urls: string[], base = '/') => urls.map((url) => url.replace(`${base}search-index/`, '')).sort();
