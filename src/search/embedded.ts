/**
 * Embedded backend: the Pagefind index built with the site (see
 * src/plugins/search-index). The browser client and the index chunks are
 * fetched on the first query, and only the chunks that query needs.
 */
import {highlight, sanitizeHighlight} from './highlight';
import {correctQuery, type Vocabulary} from './spelling';
import {
  normalizeQuery,
  SearchUnavailableError,
  type PageResult,
  type SearchBackend,
  type SearchOptions,
  type SearchResponse,
} from './types';

type PagefindSubResult = {title: string; url: string; excerpt: string; anchor?: {element: string; id?: string}};
type PagefindData = {
  url: string;
  excerpt: string;
  meta: {title?: string; breadcrumb?: string};
  sub_results?: PagefindSubResult[];
};
type PagefindResult = {id: string; data: () => Promise<PagefindData>};
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{results: PagefindResult[]}>;
};

const MAX_SECTIONS = 3;
/** How many top results are checked for an exact title or address match. */
const EXACT_WINDOW = 10;

function slug(url: string): string {
  return url.replace(/\/$/, '').split('/').pop()?.toLowerCase() ?? '';
}

/**
 * A page whose title or last address segment is the query itself (a tag
 * such as bp-sdk-vehicle-vin, an endpoint page) comes first, before pages
 * that merely mention it more often.
 */
export function promoteExactMatches<T extends {data: PagefindData}>(items: T[], query: string): T[] {
  const q = query.toLowerCase();
  const exact = (item: T) => (item.data.meta.title ?? '').toLowerCase() === q || slug(item.data.url) === q;
  return [...items.filter(exact), ...items.filter((item) => !exact(item))];
}

export function createEmbeddedBackend(baseUrl: string): SearchBackend {
  let pagefind: Promise<Pagefind> | null = null;
  let vocabulary: Promise<Vocabulary> | null = null;

  function load(): Promise<Pagefind> {
    pagefind ??= import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)
      .then(async (module: Pagefind) => {
        await module.options({excerptLength: 22, ranking: {termFrequency: 0.6, pageLength: 0.5}});
        return module;
      })
      .catch((error: unknown) => {
        pagefind = null; // try again on the next query
        throw new SearchUnavailableError(error);
      });
    return pagefind;
  }

  function loadVocabulary(): Promise<Vocabulary> {
    vocabulary ??= fetch(`${baseUrl}search/vocabulary.json`).then((response) => {
      if (!response.ok) throw new SearchUnavailableError(new Error(`vocabulary: HTTP ${response.status}`));
      return response.json() as Promise<Vocabulary>;
    });
    return vocabulary.catch((error: unknown) => {
      vocabulary = null;
      throw error;
    });
  }

  async function run(query: string): Promise<PagefindResult[]> {
    const engine = await load();
    try {
      return (await engine.search(query)).results;
    } catch (error) {
      throw new SearchUnavailableError(error);
    }
  }

  async function loadData(result: PagefindResult): Promise<PagefindData> {
    try {
      return await result.data();
    } catch (error) {
      throw new SearchUnavailableError(error);
    }
  }

  function toPage(data: PagefindData, query: string): PageResult {
    const title = data.meta.title ?? data.url;
    const sections = (data.sub_results ?? [])
      .filter((sub) => sub.url !== data.url && sub.url.includes('#'))
      .slice(0, MAX_SECTIONS)
      .map((sub) => ({
        url: sub.url,
        titleHtml: highlight(sub.title, query),
        excerptHtml: sanitizeHighlight(sub.excerpt),
      }));
    return {
      url: data.url,
      title,
      titleHtml: highlight(title, query),
      breadcrumb: data.meta.breadcrumb ?? '',
      excerptHtml: sanitizeHighlight(data.excerpt),
      sections,
    };
  }

  return {
    name: 'embedded',
    async search(raw: string, {offset = 0, limit = 10}: SearchOptions = {}): Promise<SearchResponse> {
      const query = normalizeQuery(raw);
      if (!query) return {query, total: 0, pages: []};
      // A word the site never uses is most likely a typo: search the closest
      // word the site does use, and say so. The vocabulary is fetched once.
      const vocabulary = await loadVocabulary().catch(() => null);
      const corrected = vocabulary ? correctQuery(query, vocabulary) : null;
      let correctedQuery: string | undefined;
      let results: PagefindResult[] = [];
      if (corrected) {
        results = await run(corrected);
        if (results.length > 0) correctedQuery = corrected;
      }
      if (!correctedQuery) results = await run(query);
      const shown = correctedQuery ?? query;
      const head = await Promise.all(
        results.slice(0, Math.max(EXACT_WINDOW, offset + limit)).map(async (result) => ({data: await loadData(result)})),
      );
      const ordered = [...promoteExactMatches(head.slice(0, EXACT_WINDOW), shown), ...head.slice(EXACT_WINDOW)];
      const pages = ordered.slice(offset, offset + limit).map((item) => toPage(item.data, shown));
      return {query, total: results.length, pages, ...(correctedQuery ? {correctedQuery} : {})};
    },
  };
}
