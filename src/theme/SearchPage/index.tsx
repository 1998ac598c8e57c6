/**
 * Why this exists: the search page (/search/?q=..., route made by
 * theme-search-algolia) must work with the embedded index too. It reads and
 * writes `q`, shows the total and
 * the hits with breadcrumbs and excerpts, and pages through long result lists.
 * Uses the same backend as the navbar modal (src/search). With the embedded
 * index, the page's early query script downloads the index's metadata and
 * the files of the query's words (src/search/early-query.ts) before the
 * page's own scripts have run.
 *
 * Why not a wrapper: theme-search-algolia's SearchPage queries Algolia
 * itself (algoliasearch-helper over a `liteClient(appId, apiKey)`); nothing
 * from outside gives it another backend, and a wrapper around it would still
 * run its Algolia queries.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import {SEARCH_PAGE_SIZE, startFirstSearch, takeEarlyAnswer, type FirstSearch, type SearchIndexGlobalData} from '@site/src/search/early-query';
import {EARLY_RESULTS_ID} from '@site/src/search/early-results';
import SearchResults, {RESULT_CLASSES} from '@site/src/components/SearchResults';
import {useSearchBackend, normalizeQuery, type SearchResponse} from '@site/src/search';
import {readQuery, searchPageUrl} from '@site/src/search/url';
import {metaUrl} from '@site/src/search/prefetch';
import {FALLBACK_SUGGESTIONS} from '@site/src/search/suggestions';
import Link from '@docusaurus/Link';
import {
  ERROR_HELP,
  ERROR_TITLE,
  NO_RESULTS_TEXT,
  SEARCH_PAGE_PLACEHOLDER,
  SUGGESTED_QUERY_TEXT,
} from '@site/src/search/translations';
import styles from './styles.module.css';

const PAGE_SIZE = SEARCH_PAGE_SIZE;

type State =
  | {status: 'idle'}
  | {status: 'loading'; query: string}
  // Ranked: the pages are shown, their snippets on the way.
  | {status: 'ranked'; response: SearchResponse}
  | {status: 'done'; response: SearchResponse}
  | {status: 'error'; query: string};

/**
 * The first query of a page load: the early query's (src/search/early-query.ts),
 * which the page's bundle started before hydration and may already show, or
 * else one started in the render that hydrates the page rather than in an
 * effect after it (on a phone that is a few hundred milliseconds sooner). The
 * query effect takes it up when it asks for the same query; undefined until
 * the first render in a browser, null once taken (or with no query).
 */
let firstSearch: FirstSearch | null | undefined;

function takeFirstSearch(backend: ReturnType<typeof useSearchBackend>): FirstSearch | null {
  const query = normalizeQuery(readQuery(window.location.search));
  if (!query) return null;
  return takeEarlyAnswer(query) ?? startFirstSearch(query, (q, options) => backend.search(q, {offset: 0, ...options}));
}

export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const embedded = !siteConfig.customFields?.algolia;
  const {earlyQueryScript} = usePluginData('bindpoint-search-index') as SearchIndexGlobalData;
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const backend = useSearchBackend();
  const urlQuery = isBrowser ? readQuery(location.search) : '';
  const [input, setInput] = useState(urlQuery);
  const [state, setState] = useState<State>({status: 'idle'});
  const [loadingMore, setLoadingMore] = useState(false);
  const latest = useRef(0);
  if (firstSearch === undefined && typeof window !== 'undefined') firstSearch = takeFirstSearch(backend);

  // The preloaded index metadata is taken up at once, with or without a query.
  useEffect(() => backend.preload?.(), [backend]);

  // The address is the source of truth: back/forward and links update the box.
  useEffect(() => {
    setInput(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    const query = normalizeQuery(urlQuery);
    const ticket = ++latest.current;
    if (!query) {
      setState({status: 'idle'});
      return;
    }
    const onRanked = (response: SearchResponse) => ticket === latest.current && setState({status: 'ranked', response});
    const first = firstSearch;
    firstSearch = null;
    if (first?.query === query) {
      // The page load's first query, under way since the hydrating render.
      setState(first.ranked ? {status: 'ranked', response: first.ranked} : {status: 'loading', query});
      first.onRanked = onRanked;
      first.answer.then(
        (response) => ticket === latest.current && setState({status: 'done', response}),
        () => ticket === latest.current && setState({status: 'error', query}),
      );
      return undefined;
    }
    setState({status: 'loading', query});
    // A query typed on from aborts: its snippets are not downloaded.
    const controller = new AbortController();
    backend.search(query, {offset: 0, limit: PAGE_SIZE, signal: controller.signal, onRanked}).then(
      (response) => ticket === latest.current && setState({status: 'done', response}),
      () => !controller.signal.aborted && ticket === latest.current && setState({status: 'error', query}),
    );
    return () => controller.abort();
  }, [backend, urlQuery]);

  function writeQuery(value: string) {
    setInput(value);
    const params = new URLSearchParams();
    if (value.trim()) params.set('q', value);
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
  }

  async function loadMore() {
    if (state.status !== 'done') return;
    const {response} = state;
    setLoadingMore(true);
    try {
      const next = await backend.search(response.query, {offset: response.pages.length, limit: PAGE_SIZE});
      setState({status: 'done', response: {...response, pages: [...response.pages, ...next.pages]}});
    } catch {
      setState({status: 'error', query: response.query});
    } finally {
      setLoadingMore(false);
    }
  }

  const shownQuery = normalizeQuery(input);
  return (
    <Layout title={shownQuery ? `Search results for “${shownQuery}”` : 'Search the documentation'} description="Search the BindPoint developer documentation.">
      {embedded && earlyQueryScript && (
        <Head>
          {/*
            The early query (src/search/early-query.ts): the index's metadata, downloading from the head on (the search's
            first file, and its largest), and the bundle that answers the page's query before hydration. An async module
            script: it runs as soon as it arrives, holds up nothing, and runs once. The head manager may write the link
            again while the page hydrates (it applies the head between renders); the second request is the browser
            cache's (GitHub Pages answers with max-age=600), not the network's.
          */}
          <link rel="preload" href={metaUrl(siteConfig.baseUrl)} as="fetch" crossOrigin="anonymous" />
          <script type="module" async src={earlyQueryScript} />
        </Head>
      )}
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{shownQuery ? `Search results for “${shownQuery}”` : 'Search the documentation'}</Heading>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
          }}>
          <label htmlFor="search-page-input" className={styles.label}>
            Search docs
          </label>
          <input
            id="search-page-input"
            type="search"
            name="q"
            value={input}
            placeholder={SEARCH_PAGE_PLACEHOLDER}
            autoComplete="off"
            autoFocus
            maxLength={2000}
            onChange={(event) => writeQuery(event.target.value)}
          />
        </form>
        <div
          aria-live="polite"
          className={styles.status}
          // The query the shown answer is for (tests wait on it instead of reloading the page).
          data-answered={state.status === 'done' || state.status === 'error' ? (state.status === 'done' ? state.response.query : state.query) : undefined}>
          {state.status === 'idle' && (
            <p>Type a question, a word, an endpoint such as lead_attributes, a field such as mqs_phone or a component tag.</p>
          )}
          {state.status === 'loading' && <p>Searching…</p>}
          {state.status === 'error' && (
            <div className={styles.error} role="alert">
              <p className={styles.errorTitle}>{ERROR_TITLE}</p>
              <p>{ERROR_HELP}</p>
              {process.env.NODE_ENV === 'development' && (
                <p>
                  In development (<code>npm start</code>), search uses the index of the last production build. If
                  there is none yet, run <code>npm run build</code> once, then restart <code>npm start</code>.
                </p>
              )}
            </div>
          )}
          {state.status === 'done' && state.response.total === 0 && (
            <div data-testid="search-empty">
              <p>
                {NO_RESULTS_TEXT} “<span className={styles.query}>{state.response.query}</span>”.
              </p>
              <p className={styles.suggestions}>
                {SUGGESTED_QUERY_TEXT}:{' '}
                {FALLBACK_SUGGESTIONS.map((suggestion, index) => (
                  <React.Fragment key={suggestion}>
                    {index > 0 && ', '}
                    <Link to={searchPageUrl(suggestion)}>{suggestion}</Link>
                  </React.Fragment>
                ))}
              </p>
            </div>
          )}
          {state.status === 'done' && state.response.total > 0 && (
            <p className={styles.count} data-testid="search-count">
              {state.response.total} {state.response.total === 1 ? 'result' : 'results'}
              {state.response.correctedQuery ? (
                <>
                  {' '}
                  for “<span className={styles.query}>{state.response.correctedQuery}</span>” (corrected from “
                  <span className={styles.query}>{state.response.query}</span>”)
                </>
              ) : null}
              {state.response.ignoredWords?.length ? (
                <span className={styles.ignored}>
                  {' '}
                  (no page uses {state.response.ignoredWords.map((word) => `“${word}”`).join(', ')}; searched without{' '}
                  {state.response.ignoredWords.length > 1 ? 'them' : 'it'})
                </span>
              ) : null}
            </p>
          )}
        </div>
        {embedded && earlyQueryScript && (state.status === 'idle' || state.status === 'loading') && (
          // The early query's results (src/search/early-results.ts) until the page has its own: React leaves inside alone.
          <div id={EARLY_RESULTS_ID} className={styles.early} data-classes={JSON.stringify(RESULT_CLASSES)} dangerouslySetInnerHTML={{__html: ''}} />
        )}
        {(state.status === 'ranked' || state.status === 'done') && state.response.pages.length > 0 && (
          <>
            <SearchResults pages={state.response.pages} />
            {state.status === 'done' && state.response.pages.length < state.response.total && (
              <button type="button" className="button button--secondary" onClick={loadMore} disabled={loadingMore}>
                {loadingMore
                  ? 'Loading…'
                  : `Show more results (${state.response.pages.length} of ${state.response.total} shown)`}
              </button>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}
