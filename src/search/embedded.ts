/**
 * Embedded backend: the Pagefind index built with the site (see
 * src/plugins/search-index). The browser client and the index chunks are
 * fetched on the first query, and only the chunks that query needs.
 */
import {highlight, sanitizeHighlight} from './highlight';
import {correctable, correctQuery, queryWords, usesWord, wordsFileOf, type Vocabulary} from './spelling';
import {
  normalizeQuery,
  SearchUnavailableError,
  type PageResult,
  type SearchBackend,
  type SearchOptions,
  type SearchResponse,
} from './types';

type PagefindSubResult = {title: string; url: string; excerpt: string; anchor?: {element: string; id?: string}};
export type PagefindData = {
  url: string;
  excerpt: string;
  meta: {title?: string; breadcrumb?: string};
  sub_results?: PagefindSubResult[];
};
export type PagefindResult = {id: string; data: () => Promise<PagefindData>};
/** One Pagefind search instance: its own WebAssembly state and loaded index chunks. */
export type PagefindInstance = {
  search: (query: string) => Promise<{results: PagefindResult[]}>;
};
/** The module pagefind.js (only what this backend uses). */
export type Pagefind = {
  createInstance: (options: Record<string, unknown>) => PagefindInstance;
};

/**
 * Options of every instance. noWorker: search on the main thread (the
 * worker costs a 12 KB script and a start-up round trip, and each result's
 * data() becomes a message; our queries take a few milliseconds). The
 * ranking weights are tuned against the relevance set (tests/search).
 */
export const PAGEFIND_OPTIONS = {
  noWorker: true,
  excerptLength: 22,
  // Measured over the relevance set with a fresh instance per query (decisions/0011).
  ranking: {termFrequency: 0.3, pageLength: 0.5, termSaturation: 1.4, termSimilarity: 2},
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

/** How the backend reaches the index; replaced in unit tests. */
export type EmbeddedLoaders = {
  engine: (url: string) => Promise<Pagefind>;
  /** The parsed file, or null when the server has no such file (404); throws when it cannot be reached. */
  json: (url: string) => Promise<unknown>;
};

const browserLoaders: EmbeddedLoaders = {
  engine: (url) => import(/* webpackIgnore: true */ url) as Promise<Pagefind>,
  json: async (url) => {
    const response = await fetch(url);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json();
  },
};

export function createEmbeddedBackend(baseUrl: string, loaders: EmbeddedLoaders = browserLoaders): SearchBackend {
  let pagefind: Promise<Pagefind> | null = null;

  function load(): Promise<Pagefind> {
    pagefind ??= loaders.engine(`${baseUrl}pagefind/pagefind.js`).catch((error: unknown) => {
      pagefind = null; // try again on the next query
      throw new SearchUnavailableError(error);
    });
    return pagefind;
  }

  /**
   * A fresh instance for each query. Pagefind matches the longer forms of a
   * word (webhook → webhooks) among the index chunks an instance has already
   * loaded, so one long-lived instance answers the same query differently
   * depending on the queries before it. A fresh instance loads exactly the
   * chunks of this query: the same answer every time. The files it fetches
   * again (entry, metadata, WebAssembly) come from the HTTP cache.
   */
  async function instance(): Promise<PagefindInstance> {
    const module = await load();
    try {
      return module.createInstance({...PAGEFIND_OPTIONS, basePath: `${baseUrl}pagefind/`});
    } catch (error) {
      throw new SearchUnavailableError(error);
    }
  }

  const files = new Map<string, Promise<unknown>>();

  /** A vocabulary file, fetched once; a failed fetch is tried again next time. */
  function loadFile<T>(name: string): Promise<T> {
    let file = files.get(name);
    if (!file) {
      file = loaders.json(`${baseUrl}search-index/${name}.json`).catch((error: unknown) => {
        files.delete(name);
        throw error;
      });
      files.set(name, file);
    }
    return file as Promise<T>;
  }

  /**
   * Which of these words the site uses (see usesWord), from the word lists
   * of their first two letters (an empty list: no site word starts so).
   * Null when a list cannot be fetched.
   */
  async function knownWords(words: string[]): Promise<Set<string> | null> {
    const lists = new Map<string, string[] | null>();
    await Promise.all(
      [...new Set(words.map(wordsFileOf))].map((name) =>
        loadFile<string[] | null>(`words/${name}`).then(
          (list) => lists.set(name, list ?? []),
          () => lists.set(name, null),
        ),
      ),
    );
    if ([...lists.values()].some((list) => list === null)) return null;
    return new Set(words.filter((word) => usesWord(word, lists.get(wordsFileOf(word)) ?? [])));
  }

  /** Correction candidates for these words (the files of their first letters). */
  async function candidates(words: string[]): Promise<Vocabulary> {
    const parts = await Promise.all(
      [...new Set(words.map((word) => word[0]!))].map((letter) => loadFile<Vocabulary | null>(`vocabulary/${letter}`)),
    );
    return Object.assign({}, ...parts.map((part) => part ?? {})) as Vocabulary;
  }

  async function run(query: string): Promise<PagefindResult[]> {
    const engine = await instance();
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
      // Whether each word is one the site uses is looked up while the engine
      // searches. A word it never uses is corrected to a close word it does
      // use, and the page says so; with no close word, the answer is honest:
      // no results (the engine alone would match a fragment of the word).
      const words = queryWords(query);
      const known = words.length ? knownWords(words) : Promise.resolve(new Set<string>());
      const searched = run(query);
      let results: PagefindResult[];
      let correctedQuery: string | undefined;
      const knownSet = await known;
      // A word list that cannot be fetched: the query as typed, uncorrected.
      const unknown = knownSet ? words.filter((word) => !knownSet.has(word)) : [];
      if (unknown.length === 0) {
        results = await searched;
      } else {
        const vocabulary = unknown.some(correctable) ? await candidates(unknown.filter(correctable)).catch(() => null) : {};
        const corrected = vocabulary ? correctQuery(query, vocabulary, (word) => !unknown.includes(word)) : null;
        // The engine's answer is not used, but a failure to reach it is still reported.
        await searched;
        if (corrected === null) return {query, total: 0, pages: []};
        results = await run(corrected);
        if (results.length > 0) correctedQuery = corrected;
      }
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
