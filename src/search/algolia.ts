/**
 * Hosted backend: Algolia DocSearch, used when ALGOLIA_APP_ID,
 * ALGOLIA_API_KEY (search-only) and ALGOLIA_INDEX_NAME are set at build time.
 * Records follow the DocSearch crawler's shape (see search/docsearch-crawler.config.js).
 */
import {liteClient} from 'algoliasearch/lite';
import {ALGOLIA_FACET_FILTERS} from './facets';
import {highlight, sanitizeHighlight} from './highlight';
import {
  normalizeQuery,
  SearchUnavailableError,
  type PageResult,
  type SearchBackend,
  type SearchOptions,
  type SearchResponse,
} from './types';

export type AlgoliaSettings = {appId: string; apiKey: string; indexName: string};


type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type DocSearchRecord = {
  objectID: string;
  url: string;
  type: Level | 'content';
  content?: string | null;
  hierarchy: Partial<Record<Level, string | null>>;
  _highlightResult?: {hierarchy?: Partial<Record<Level, {value: string}>>; content?: {value: string}};
  _snippetResult?: {hierarchy?: Partial<Record<Level, {value: string}>>; content?: {value: string}};
};

/** Site-relative URL of a record (records hold absolute URLs of the crawled site). */
export function relativeUrl(url: string): string {
  try {
    const parsed = new URL(url, 'https://site.invalid');
    return `${parsed.pathname}${parsed.hash}`;
  } catch {
    return url;
  }
}

/**
 * A DocSearch record as one result. A record is a section of a page (the
 * crawler makes one per heading and paragraph): its deepest heading and the
 * URL's anchor are the result's answer, its snippet the answer's words.
 */
export function recordToPage(record: DocSearchRecord, query: string): PageResult {
  const title = record.hierarchy.lvl1 ?? record.hierarchy.lvl0 ?? record.url;
  const section = (['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const).map((l) => record.hierarchy[l]).find(Boolean);
  const snippet = record._snippetResult?.content?.value;
  const url = relativeUrl(record.url);
  const excerptHtml = snippet ? sanitizeHighlight(snippet) : highlight(record.content ?? '', query);
  const anchor = url.includes('#') ? url.slice(url.indexOf('#') + 1) : null;
  return {
    url,
    title,
    titleHtml: highlight(title, query),
    breadcrumb: [record.hierarchy.lvl0, section].filter(Boolean).join(' › '),
    excerptHtml,
    ...(section && anchor ? {answer: {url, anchor, titleHtml: highlight(section, query), excerptHtml}} : {}),
    sections: [],
  };
}

export function createAlgoliaBackend(settings: AlgoliaSettings): SearchBackend {
  const client = liteClient(settings.appId, settings.apiKey);
  return {
    name: 'algolia',
    async search(raw: string, {offset = 0, limit = 10}: SearchOptions = {}): Promise<SearchResponse> {
      const query = normalizeQuery(raw);
      if (!query) return {query, total: 0, pages: []};
      try {
        const {results} = await client.search<DocSearchRecord>({
          requests: [
            {
              indexName: settings.indexName,
              query,
              page: Math.floor(offset / limit),
              hitsPerPage: limit,
              facetFilters: ALGOLIA_FACET_FILTERS,
              attributesToSnippet: ['content:24'],
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
            },
          ],
        });
        const first = results[0] as {hits: DocSearchRecord[]; nbHits?: number};
        return {query, total: first.nbHits ?? first.hits.length, pages: first.hits.map((h) => recordToPage(h, query))};
      } catch (error) {
        throw new SearchUnavailableError(error);
      }
    },
  };
}
