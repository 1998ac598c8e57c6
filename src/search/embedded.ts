/**
 * Embedded backend: the index the build writes under search-index/
 * (./index-format.ts, src/plugins/search-index), ranked by ./ranking.ts.
 * The same code answers in the browser (files over HTTP) and in the MCP
 * server (files of the build directory, src/plugins/mcp/search.ts).
 *
 * A query:
 * 1. checks its words against the site's vocabulary (./spelling.ts): a word
 *    the site never uses is corrected to a close word it does use; a word
 *    with no close word makes the query find nothing (nonsense finds
 *    nothing), unless the query has enough other words, when it is left out
 *    and the answer says so;
 * 2. becomes groups of index terms (./query.ts: stop words dropped, stems,
 *    synonyms);
 * 3. downloads the term files of its terms (each once per page load; those
 *    of the query as typed while step 1 runs) and ranks every page that
 *    holds part of it (./ranking.ts);
 * 4. downloads the text of the best section of each page shown, for its
 *    snippet (./snippet.ts).
 * The metadata (pages, sections, synonyms) is downloaded once, as soon as
 * the reader shows intent to search (`preload`).
 */
import {INDEX_VERSION, META_FILE, termFile, textFile, type IndexMeta, type Shard} from './index-format';
import {checkedWords, compileSynonyms, planQuery, type SynonymIndex} from './query';
import {isStopWord, tokenize, type Token} from './text';
import {rank, shardsFor, type RankedPage, type Ranking} from './ranking';
import {fetchIndexJson, takePrefetched} from './prefetch';
import {takeEarlyFile} from './early-query';
import {markTerms, snippet} from './snippet';
import {correctable, correctQuery, queryWords, usesWord, wordsFileOf, type Vocabulary} from './spelling';
import {
  normalizeQuery,
  SearchUnavailableError,
  type PageResult,
  type SearchBackend,
  type SearchOptions,
  type SearchResponse,
} from './types';

/** How many other matching sections a result lists besides its answer. */
const MORE_SECTIONS = 2;
/** Sections whose tokens are kept between queries. */
const TOKEN_CACHE = 300;

function slug(url: string): string {
  return url.replace(/\/$/, '').split('/').pop()?.toLowerCase() ?? '';
}

/**
 * A page whose title or last address segment is the query itself (a tag
 * such as bp-sdk-vehicle-vin, an endpoint page) comes first, before pages
 * that merely mention it more often.
 */
export function promoteExactMatches<T extends {title: string; url: string}>(items: T[], query: string): T[] {
  const q = query.toLowerCase();
  const exact = (item: T) => item.title.toLowerCase() === q || slug(item.url) === q;
  return [...items.filter(exact), ...items.filter((item) => !exact(item))];
}

/** How the backend reaches the index; replaced in unit tests and by the MCP server. */
export type EmbeddedLoaders = {
  /** The parsed file, or null when the server has no such file (404); throws when it cannot be reached. */
  json: (url: string) => Promise<unknown>;
};

/**
 * Over HTTP; a file may already be on its way: the search page's query
 * started it before hydration (./early-query.ts), or the metadata since the
 * reader showed intent (./prefetch.ts).
 */
const browserLoaders: EmbeddedLoaders = {
  json: (url) => takeEarlyFile(url) ?? takePrefetched(url) ?? fetchIndexJson(url),
};

export type EmbeddedBackend = SearchBackend & {
  /** Starts downloading what every query needs (the index's metadata); never throws. */
  preload(): void;
};

type Loaded = {meta: IndexMeta; synonyms: SynonymIndex};
/** The query searched, whether a word was corrected, and the words left out. */
type Understood = {query: string; corrected: boolean; ignored: string[]};

export function createEmbeddedBackend(baseUrl: string, loaders: EmbeddedLoaders = browserLoaders): EmbeddedBackend {
  const files = new Map<string, Promise<unknown>>();

  /** A file of the index, fetched once; a failed fetch is tried again next time. */
  function loadFile<T>(name: string): Promise<T> {
    let file = files.get(name);
    if (!file) {
      file = loaders.json(`${baseUrl}search-index/${name}`).catch((error: unknown) => {
        files.delete(name);
        throw error;
      });
      files.set(name, file);
    }
    return file as Promise<T>;
  }

  let loaded: Promise<Loaded> | null = null;
  function loadMeta(): Promise<Loaded> {
    if (!loaded) {
      loaded = loadFile<IndexMeta | null>(META_FILE).then((meta) => {
        if (!meta || meta.version !== INDEX_VERSION) throw new Error(`search-index/${META_FILE}: missing or not version ${INDEX_VERSION}`);
        return {meta, synonyms: compileSynonyms(meta.synonyms)};
      });
      loaded.catch(() => (loaded = null));
    }
    return loaded;
  }

  /** Whether the site uses a word (usesWord), remembered: it scans the word's list. */
  const used = new Map<string, boolean>();
  function uses(word: string, list: string[]): boolean {
    let known = used.get(word);
    if (known === undefined) {
      if (used.size >= 10_000) used.clear();
      used.set(word, (known = usesWord(word, list)));
    }
    return known;
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
        loadFile<string[] | null>(`words/${name}.json`).then(
          (list) => lists.set(name, list ?? []),
          () => lists.set(name, null),
        ),
      ),
    );
    if ([...lists.values()].some((list) => list === null)) return null;
    return new Set(words.filter((word) => uses(word, lists.get(wordsFileOf(word)) ?? [])));
  }

  /** Correction candidates for these words (the files of their first letters). */
  async function candidates(words: string[]): Promise<Vocabulary> {
    const parts = await Promise.all(
      [...new Set(words.map((word) => word[0]!))].map((letter) => loadFile<Vocabulary | null>(`vocabulary/${letter}.json`)),
    );
    return Object.assign({}, ...parts.map((part) => part ?? {})) as Vocabulary;
  }

  /**
   * The query to search: as typed, or with its unknown words corrected or
   * left out; null when it finds nothing (see the module's comment).
   */
  async function understood(query: string, synonyms: SynonymIndex): Promise<Understood | null> {
    const asTyped = {query, corrected: false, ignored: []};
    const words = queryWords(query);
    // The words that carry the question: not stop words (the synonym groups' words count, though they need no check).
    const content = words.filter((word) => !isStopWord(word));
    const checked = checkedWords(words, synonyms);
    const knownSet = checked.length ? await knownWords(checked) : new Set<string>();
    // A word list that cannot be fetched: the query as typed, uncorrected.
    const unknown = knownSet ? checked.filter((word) => !knownSet.has(word)) : [];
    if (unknown.length === 0) return asTyped;
    const vocabulary = await candidates(unknown.filter(correctable)).catch(() => null);
    if (!vocabulary) return asTyped;
    const isKnown = (word: string) => !unknown.includes(word);
    const lost = unknown.filter((word) => correctQuery(word, vocabulary, isKnown) === null);
    // Nonsense finds nothing: a word with no close site word is left out only
    // when two or more other words remain and it is at most a third of them all.
    if (lost.length > 0 && (content.length - lost.length < 2 || lost.length * 3 > content.length)) return null;
    const kept = normalizeQuery(lost.length ? query.replace(/[a-z][a-z0-9_]*/gi, (token) => (lost.includes(token.toLowerCase()) ? '' : token)) : query);
    const corrected = correctQuery(kept, vocabulary, (word) => isKnown(word) || lost.includes(word));
    return corrected === null ? null : {query: corrected, corrected: corrected !== kept, ignored: lost};
  }

  async function shardMap(names: string[]): Promise<Map<string, Shard>> {
    const shards = await Promise.all(names.map((name) => loadFile<Shard | null>(termFile(name))));
    return new Map(names.map((name, i) => [name, shards[i] ?? {}]));
  }

  /** Sections' tokens, kept for the next query that shows the same section (the most recent few hundred). */
  const tokenCache = new Map<number, Token[]>();
  function tokensOf(section: number, text: string): Token[] {
    let tokens = tokenCache.get(section);
    if (tokens) {
      tokenCache.delete(section);
    } else {
      tokens = tokenize(text);
      if (tokenCache.size >= TOKEN_CACHE) tokenCache.delete(tokenCache.keys().next().value!);
    }
    tokenCache.set(section, tokens);
    return tokens;
  }

  /** The section of a ranked page that answers best; the part before the first heading when only the title, description or keywords match. */
  function answerSection(ranked: RankedPage, ranking: Ranking, meta: IndexMeta): number {
    return ranking.sections(ranked.page)[0]?.section ?? meta.pages[ranked.page]![3];
  }

  /** A ranked page as a result, with the snippet of its answer (empty while its text is still to be downloaded). */
  function pageResult(ranked: RankedPage, ranking: Ranking, meta: IndexMeta, excerptHtml: string): PageResult {
    const {matched} = ranking;
    const [url, title, breadcrumb] = meta.pages[ranked.page]!;
    const answer = answerSection(ranked, ranking, meta);
    const [, anchor, heading] = meta.sections[answer]!;
    const sectionUrl = (section: number) => {
      const id = meta.sections[section]![1];
      return id ? `${url}#${id}` : url;
    };
    return {
      url,
      title,
      titleHtml: markTerms(title, matched),
      breadcrumb,
      excerptHtml,
      answer: {url: sectionUrl(answer), anchor: anchor || null, titleHtml: markTerms(heading, matched), excerptHtml},
      sections: ranking
        .sections(ranked.page)
        .filter((s) => s.section !== answer && meta.sections[s.section]![1])
        .slice(0, MORE_SECTIONS)
        .map((s) => ({url: sectionUrl(s.section), anchor: meta.sections[s.section]![1], titleHtml: markTerms(meta.sections[s.section]![2], matched), excerptHtml: ''})),
    };
  }

  async function toPage(ranked: RankedPage, ranking: Ranking, meta: IndexMeta): Promise<PageResult> {
    const answer = answerSection(ranked, ranking, meta);
    const text = (await loadFile<string | null>(textFile(answer))) ?? '';
    return pageResult(ranked, ranking, meta, snippet(text, ranking.matched, undefined, tokensOf(answer, text)));
  }

  return {
    name: 'embedded',
    preload() {
      loadMeta().catch(() => undefined);
    },
    async search(raw: string, {offset = 0, limit = 10, signal, onRanked}: SearchOptions = {}): Promise<SearchResponse> {
      const query = normalizeQuery(raw);
      if (!query) return {query, total: 0, pages: []};
      try {
        const {meta, synonyms} = await loadMeta();
        // The term files of the query as typed start downloading while its words are checked: a query
        // that needs no correction (most) waits a round trip less; a corrected one asks for its own.
        shardMap(shardsFor(planQuery(query, synonyms), meta)).catch(() => undefined);
        const asked = await understood(query, synonyms);
        if (!asked) return {query, total: 0, pages: []};
        const plan = planQuery(asked.query, synonyms);
        const shards = await shardMap(shardsFor(plan, meta));
        const ranking = rank(plan, {meta, shards});
        const ordered = promoteExactMatches(
          ranking.pages.map((r) => ({r, title: meta.pages[r.page]![1], url: meta.pages[r.page]![0]})),
          asked.query,
        ).map((item) => item.r);
        // A reader who typed on no longer waits for this answer: its snippets' texts are not downloaded.
        signal?.throwIfAborted();
        const shown = ordered.slice(offset, offset + limit);
        const answer = (pages: PageResult[]): SearchResponse => {
          const correctedQuery = asked.corrected && pages.length > 0 ? asked.query : undefined;
          return {
            query,
            total: ranking.pages.length,
            pages,
            ...(correctedQuery ? {correctedQuery} : {}),
            ...(asked.ignored.length && pages.length ? {ignoredWords: asked.ignored} : {}),
          };
        };
        const texts = shown.map((r) => textFile(answerSection(r, ranking, meta)));
        // The pages at once, when a snippet's text still has to be downloaded.
        if (onRanked && shown.length > 0 && texts.some((file) => !files.has(file))) onRanked(answer(shown.map((r) => pageResult(r, ranking, meta, ''))));
        return answer(await Promise.all(shown.map((r) => toPage(r, ranking, meta))));
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(error);
      }
    },
  };
}
