/**
 * One search-client interface, two backends (the embedded index, hosted
 * Algolia DocSearch). The modal and the search page both use it.
 */
export type SectionResult = {
  /** Page URL with the heading anchor, e.g. `/docs/webhooks/wh_securing/#verify-the-signature`. */
  url: string;
  /** The heading's anchor (`verify-the-signature`); null for the part of a page before its first heading. */
  anchor: string | null;
  /** Heading text, HTML-escaped, with query words in `<mark>`. */
  titleHtml: string;
  /** Excerpt, HTML-escaped, with query words in `<mark>`. */
  excerptHtml: string;
};

export type PageResult = {
  url: string;
  /** Plain page title (for recent searches and accessible names). */
  title: string;
  titleHtml: string;
  /** Plain breadcrumb, e.g. `Webhooks › Reference`. */
  breadcrumb: string;
  /** The snippet of the page that answers (the answer's excerpt), HTML-escaped, query words in `<mark>`. */
  excerptHtml: string;
  /**
   * The section that answers the query best: its heading (the page title
   * for the part before the first heading), its address with the anchor,
   * and the snippet. Absent when the backend cannot tell (a hosted page hit).
   */
  answer?: SectionResult;
  /** Other sections that match, best first (their excerpt may be empty: the heading alone). */
  sections: SectionResult[];
};

export type SearchResponse = {
  query: string;
  /** Number of matching pages for this query: the modal's "See all" count and the page's count. */
  total: number;
  /** The pages asked for (offset..offset+limit). */
  pages: PageResult[];
  /** Set when a word of the query is not one the site uses and the corrected spelling found pages. */
  correctedQuery?: string;
  /** Words of the query that no page uses and that are close to none, left out of a longer query. */
  ignoredWords?: string[];
};

export type SearchOptions = {
  offset?: number;
  limit?: number;
  /**
   * Aborted when the answer is no longer wanted (the reader typed on): the
   * backend stops before downloading more for it and rejects with the
   * signal's reason.
   */
  signal?: AbortSignal;
  /**
   * Called once the pages are ranked, before the texts of their snippets are
   * downloaded (a round trip on a phone): the same answer, every excerpt
   * empty. The search page shows it at once, and the snippets when the
   * answer itself comes. Not called when the answer comes as soon.
   */
  onRanked?: (response: SearchResponse) => void;
};

export interface SearchBackend {
  readonly name: 'embedded' | 'algolia';
  search(query: string, options?: SearchOptions): Promise<SearchResponse>;
  /** Starts downloading what every query needs, when the reader shows intent; never throws. */
  preload?(): void;
}

/** Thrown when the index or the service cannot be reached (spec §8, "Search failure"). */
export class SearchUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Unable to fetch results', {cause});
    this.name = 'SearchUnavailableError';
  }
}

/** Longest query sent to a backend; longer input is shown but not searched in full. */
export const MAX_QUERY_LENGTH = 200;

/** Trims, folds white space and caps the length; '' means "nothing to search". */
export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}
