/**
 * Adapts a SearchBackend to the client DocSearch's modal calls, and guards
 * the modal against the traps of DocSearch 4.7 (each covered by a test):
 * - the modal never shows its error screen when the client throws (4.7
 *   re-throws and autocomplete settles on an empty panel), so a failure is
 *   answered with no hits and reported to a listener, and the search bar
 *   shows the error screen itself;
 * - its `context.nbHits` adds counts up across keystrokes, so the true total
 *   of each query is kept here for the "See all" link;
 * - hits typed `lvl0` render empty, so page hits are typed `lvl1`;
 * - fields without highlight are inserted as HTML, so every field the modal
 *   shows gets an escaped highlight value;
 * - relative hit URLs are kept relative (the modal links with the router);
 * - it searches on every keystroke: each new query aborts the one before,
 *   so the snippets of answers nobody will see are not downloaded.
 */
import {escapeHtml, stripMarks} from './highlight';
import {normalizeQuery, SearchUnavailableError, type PageResult, type SearchBackend} from './types';

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export type ModalHit = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'content';
  content: string | null;
  hierarchy: Record<Level, string | null>;
  _highlightResult: {
    hierarchy: Record<Level, {value: string; matchLevel: 'full' | 'none'; matchedWords: string[]}>;
    content: {value: string; matchLevel: 'full' | 'none'; matchedWords: string[]};
  };
  _snippetResult: {
    hierarchy: Record<Level, {value: string; matchLevel: 'full' | 'none'}>;
    content: {value: string; matchLevel: 'full' | 'none'};
  };
};

type ModalRequest = {query?: string; indexName?: string; params?: {query?: string}};

/** Pages asked for in the modal; the "See all" link leads to the rest. */
export const MODAL_PAGES = 8;

function group(page: PageResult): string {
  return page.breadcrumb.split(' › ')[0] || 'Documentation';
}

function field(value: string | null, html?: string): {value: string; matchLevel: 'full'; matchedWords: string[]} {
  return {value: html ?? escapeHtml(value ?? ''), matchLevel: 'full', matchedWords: []};
}

function hierarchyHighlight(hierarchy: Record<Level, string | null>, html: Partial<Record<Level, string>>) {
  const result = {} as ModalHit['_highlightResult']['hierarchy'];
  for (const level of LEVELS) result[level] = field(hierarchy[level], html[level]);
  return result;
}

function splitUrl(url: string): {base: string; anchor: string | null} {
  const index = url.indexOf('#');
  return index < 0 ? {base: url, anchor: null} : {base: url.slice(0, index), anchor: url.slice(index + 1)};
}

/**
 * Page and section hits in the shape the modal renders, every shown field
 * escaped. Per page: the page (its title, and under it the snippet of the
 * section that answers), then that section by its heading (it leads to the
 * anchor), then the other sections that match.
 */
export function pagesToHits(pages: PageResult[]): ModalHit[] {
  const hits: ModalHit[] = [];
  for (const page of pages) {
    const lvl0 = group(page);
    const base: Record<Level, string | null> = {
      lvl0,
      lvl1: page.title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    // DocSearch shows a page hit's content under its title, only when the content is set.
    const excerptText = stripMarks(page.excerptHtml);
    const excerpt = field(null, page.excerptHtml);
    hits.push({
      objectID: page.url,
      url: page.url,
      url_without_anchor: page.url,
      anchor: null,
      type: 'lvl1',
      content: excerptText || null,
      hierarchy: base,
      _highlightResult: {hierarchy: hierarchyHighlight(base, {lvl0: escapeHtml(lvl0), lvl1: page.titleHtml}), content: excerpt},
      _snippetResult: {hierarchy: hierarchyHighlight(base, {lvl1: page.titleHtml}), content: excerpt},
    });
    const sections = page.answer?.anchor ? [page.answer, ...page.sections] : page.sections;
    for (const section of sections) {
      if (section.url === page.url) continue;
      const sectionTitle = stripMarks(section.titleHtml);
      const hierarchy = {...base, lvl2: sectionTitle};
      const {base: withoutAnchor, anchor} = splitUrl(section.url);
      const content = field(null, section.excerptHtml);
      const html = {lvl0: escapeHtml(lvl0), lvl1: page.titleHtml, lvl2: section.titleHtml};
      hits.push({
        objectID: section.url,
        url: section.url,
        url_without_anchor: withoutAnchor,
        anchor,
        type: 'lvl2',
        content: null,
        hierarchy,
        _highlightResult: {hierarchy: hierarchyHighlight(hierarchy, html), content},
        _snippetResult: {hierarchy: hierarchyHighlight(hierarchy, html), content},
      });
    }
  }
  return hits;
}

export type ModalStatus = {query: string; failed: boolean};

export type ModalClient = {
  search: (args: {requests: ModalRequest[]} | ModalRequest[]) => Promise<{results: unknown[]}>;
  /** True total of a query, for the "See all {count} results" link. */
  totalFor: (query: string) => number | undefined;
  /** Called after every search with whether the backend could be reached; returns an unsubscribe. */
  subscribe: (listener: (status: ModalStatus) => void) => () => void;
  /**
   * What a no-results screen suggests: the groups (lvl0) of the last search
   * that found pages, at most three, in the order shown, as DocSearch 3 did
   * (DocSearch 4.7 stores its own list as an object and never shows it:
   * algolia/docsearch#2922); empty before any search found pages.
   */
  suggestions: () => string[];
};

/** How many groups of earlier results a no-results screen suggests (DocSearch's own number). */
export const SUGGESTED_GROUPS = 3;

/** A DocSearch-compatible client over one of our backends. */
export function createModalClient(backend: Pick<SearchBackend, 'search'> & Partial<SearchBackend>): ModalClient {
  const totals = new Map<string, number>();
  let groups: string[] = [];
  // The query being answered: a new keystroke aborts the one before (the modal shows only the latest answer).
  let latest: AbortController | null = null;
  const listeners = new Set<(status: ModalStatus) => void>();
  const notify = (status: ModalStatus) => listeners.forEach((listener) => listener(status));
  return {
    totalFor: (query) => totals.get(normalizeQuery(query)),
    suggestions: () => groups,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async search(args) {
      const requests = Array.isArray(args) ? args : args.requests;
      latest?.abort();
      const controller = (latest = new AbortController());
      const results = await Promise.all(
        requests.map(async (request) => {
          const query = normalizeQuery(request.query ?? request.params?.query ?? '');
          const started = Date.now();
          let hits: ModalHit[] = [];
          try {
            const response = await backend.search(query, {offset: 0, limit: MODAL_PAGES, signal: controller.signal});
            totals.set(query, response.total);
            hits = pagesToHits(response.pages);
            if (response.pages.length > 0) groups = [...new Set(response.pages.map(group))].slice(0, SUGGESTED_GROUPS);
            notify({query, failed: false});
          } catch (error) {
            // Overtaken by the next keystroke: no answer, and no failure either.
            if (!controller.signal.aborted) {
              if (!(error instanceof SearchUnavailableError)) console.warn('Search failed:', error);
              totals.delete(query);
              notify({query, failed: true});
            }
          }
          return {
            hits,
            nbHits: hits.length,
            page: 0,
            nbPages: 1,
            hitsPerPage: hits.length,
            exhaustiveNbHits: true,
            processingTimeMS: Date.now() - started,
            query,
            params: '',
            index: request.indexName ?? 'docs',
          };
        }),
      );
      return {results};
    },
  };
}
