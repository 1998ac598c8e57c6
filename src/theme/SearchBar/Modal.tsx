/**
 * The search modal: DocSearch's modal over the site's search client, with
 * the DocSearch 4.7 guards (src/search/docsearch.ts), the error screen and
 * the no-results suggestions. Loaded by ./index.tsx with the modal's code
 * (one dynamic import with DocSearch's modal, the search backends and the
 * modal's CSS), so none of it is in a page's first-load JavaScript.
 */
import React, {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import type {DocSearchModalProps, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {searchBackend, searchIndexName, type SearchBackend} from '@site/src/search';
import {createModalClient, MODAL_PAGES, type ModalClient} from '@site/src/search/docsearch';
import {earlySearchState, typeInto} from '@site/src/search/early';
import {FALLBACK_SUGGESTIONS} from '@site/src/search/suggestions';
import {searchPageUrl} from '@site/src/search/url';
import {modalTranslations, ERROR_HELP, ERROR_TITLE, SEARCH_PLACEHOLDER, SUGGESTED_QUERY_TEXT} from '@site/src/search/translations';
import './modalStyles';

// One client per backend for the page's life, as the modal opens and closes
// (it keeps each query's total for "See all").
const clients = new WeakMap<SearchBackend, ModalClient>();
function modalClient(backend: SearchBackend): ModalClient {
  let client = clients.get(backend);
  if (!client) clients.set(backend, (client = createModalClient(backend)));
  return client;
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  // A page hit with the snippet of its answer gets two lines for it (./styles.css).
  const answer = hit.type === 'lvl1' && Boolean(hit.content);
  return (
    <Link to={hit.url} className={answer ? 'bp-hit-answer' : undefined}>
      {children}
    </Link>
  );
}

function ResultsFooter({query, client, onClose}: {query: string; client: ModalClient; onClose: () => void}) {
  // DocSearch may draw the footer for a query before that query's search has
  // answered: draw it again when a search answers, so the count is its total.
  const [, setAnswers] = useState(0);
  useEffect(() => client.subscribe(() => setAnswers((n) => n + 1)), [client]);
  const count = client.totalFor(query);
  // Until then, the results shown can still be the previous query's: no link without this query's true total.
  if (count === undefined) return null;
  return (
    <Link to={searchPageUrl(query)} onClick={onClose}>
      {`See all ${count} results`}
    </Link>
  );
}

export default function SearchModal({container, onClose}: {container: HTMLElement; onClose: () => void}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const backend = useMemo(() => searchBackend(siteConfig), [siteConfig]);
  const client = modalClient(backend);
  const history = useHistory();

  // DocSearch 4.7 never shows its own error screen for a failing client, so
  // the failure state comes from our client and the screen is drawn here.
  const [failed, setFailed] = useState(false);
  const [modalElement, setModalElement] = useState<HTMLElement | null>(null);
  useEffect(() => client.subscribe((status) => setFailed(status.failed)), [client]);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => {
      const modal = container.querySelector<HTMLElement>('.DocSearch-Modal');
      setModalElement(modal);
      // Opened for a shortcut made before hydration: the input gets what was
      // typed since, and the first-paint script stops keeping keys.
      const early = earlySearchState();
      const input = modal?.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (early?.o && input) {
        if (early.t) typeInto(input, early.t);
        early.o = 0;
        early.t = '';
      }
    });
    return () => window.cancelAnimationFrame(frame);
  }, [container]);

  // The no-results screen, to add what to try: the groups of the last results that
  // found pages (ModalClient.suggestions), or else the site's areas. Hidden by
  // ./styles.css if a DocSearch release shows suggestions of its own again.
  const [noResultsElement, setNoResultsElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!modalElement) return undefined;
    const update = () => setNoResultsElement(modalElement.querySelector<HTMLElement>('.DocSearch-NoResults'));
    const observer = new MutationObserver(update);
    observer.observe(modalElement, {childList: true, subtree: true});
    update();
    return () => observer.disconnect();
  }, [modalElement]);

  // Styles key off the backend: the "Search by Algolia" mark only shows for the hosted one.
  useEffect(() => {
    document.documentElement.dataset.searchBackend = backend.name;
  }, [backend]);

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate({itemUrl}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  // Hit URLs are site-relative already; keep them so (the stock transform needs absolute ones).
  const transformItems = useCallback<NonNullable<DocSearchModalProps['transformItems']>>((items) => items, []);
  const transformSearchClient = useCallback(() => client as never, [client]);
  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string}}) => <ResultsFooter query={state.query} client={client} onClose={onClose} />,
    [client, onClose],
  );

  return (
    <>
      {createPortal(
        <DocSearchModal
          appId="embedded"
          apiKey="embedded"
          indexName={searchIndexName(siteConfig)}
          onClose={onClose}
          initialScrollY={window.scrollY}
          navigator={navigator}
          transformItems={transformItems}
          transformSearchClient={transformSearchClient}
          hitComponent={Hit}
          resultsFooterComponent={resultsFooterComponent as DocSearchModalProps['resultsFooterComponent']}
          placeholder={SEARCH_PLACEHOLDER}
          translations={modalTranslations}
          maxResultsPerGroup={MODAL_PAGES}
          onAskAiToggle={() => {}}
        />,
        container,
      )}
      {noResultsElement &&
        createPortal(
          <div className="DocSearch-NoResults-Prefill-List bp-search-suggestions">
            <p className="DocSearch-Help">{SUGGESTED_QUERY_TEXT}:</p>
            <div className="DocSearch-NoResults-Prefill-List-Items">
              {(client.suggestions().length > 0 ? client.suggestions().map((g) => g.toLowerCase()) : FALLBACK_SUGGESTIONS).map((suggestion) => (
                <p key={suggestion}>
                  <button
                    type="button"
                    className="DocSearch-Prefill"
                    onClick={() => {
                      const input = modalElement?.querySelector<HTMLInputElement>('.DocSearch-Input');
                      if (!input) return;
                      typeInto(input, `${suggestion} `);
                      input.focus();
                    }}>
                    {suggestion}
                  </button>
                </p>
              ))}
            </div>
          </div>,
          noResultsElement,
        )}
      {failed &&
        modalElement &&
        createPortal(
          <div className="DocSearch-ErrorScreen bp-search-error" role="alert">
            <p className="DocSearch-Title">{ERROR_TITLE}</p>
            <p className="DocSearch-Help">{ERROR_HELP}</p>
          </div>,
          modalElement,
        )}
    </>
  );
}
