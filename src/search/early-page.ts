/**
 * The search page's early query (./early-query.ts): the entry of the bundle
 * that src/plugins/search-index/early-bundle.ts builds, with the site's base
 * URL compiled in as `__BP_BASE_URL__`. It runs when loaded only where that
 * name is defined, in the bundle; its tests call `runEarlyQuery`
 * (tests/search/early-run.ts).
 */
import {createEmbeddedBackend} from './embedded';
import {EARLY_ANSWER_GLOBAL, EARLY_FILES_GLOBAL, startFirstSearch} from './early-query';
import {EARLY_RESULTS_ID, showEarlyResults, type ResultClasses} from './early-results';
import {fetchIndexJson} from './prefetch';
import {normalizeQuery, type SearchResponse} from './types';
import {readQuery} from './url';

declare const __BP_BASE_URL__: string;

type EarlyGlobals = {[EARLY_FILES_GLOBAL]?: Record<string, Promise<unknown>>; [EARLY_ANSWER_GLOBAL]?: unknown};

/**
 * Downloads the index's metadata and, when the address has a query, answers
 * it and shows the answer in the page's early-results container, until the
 * page has hydrated. Does nothing on a page that has already hydrated (a
 * search page reached inside the site) or when it has run before.
 */
export function runEarlyQuery(win: Window, baseUrl: string, fetchJson: (url: string) => Promise<unknown> = fetchIndexJson): void {
  const globals = win as unknown as EarlyGlobals;
  const hydrated = () => win.document.documentElement.getAttribute('data-has-hydrated') === 'true';
  if (globals[EARLY_FILES_GLOBAL] || hydrated()) return;
  const files: Record<string, Promise<unknown>> = (globals[EARLY_FILES_GLOBAL] = {});
  const backend = createEmbeddedBackend(baseUrl, {
    json(url) {
      if (!files[url]) {
        files[url] = fetchJson(url);
        files[url].catch(() => undefined); // met by the search that asks for it
      }
      return files[url];
    },
  });
  backend.preload();
  const query = normalizeQuery(readQuery(win.location.search));
  if (!query) return;
  const show = (response: SearchResponse) => {
    const container = win.document.getElementById(EARLY_RESULTS_ID);
    if (!container || hydrated()) return;
    try {
      showEarlyResults(container, response, JSON.parse(container.dataset.classes ?? '{}') as ResultClasses);
    } catch {
      // Nothing shown: the page answers once it has hydrated.
    }
  };
  const first = startFirstSearch(query, (q, options) => backend.search(q, {...options, onRanked: (response) => (show(response), options.onRanked(response))}));
  first.answer.then(show, () => undefined);
  globals[EARLY_ANSWER_GLOBAL] = first;
}

if (typeof __BP_BASE_URL__ === 'string') runEarlyQuery(window, __BP_BASE_URL__);
