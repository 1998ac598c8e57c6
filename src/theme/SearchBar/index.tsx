/**
 * Why this exists: the navbar search is DocSearch's modal over our one
 * search interface (src/search), so it works with the embedded index on a
 * fresh machine and with Algolia when configured. Modelled on
 * @docusaurus/theme-search-algolia's SearchBar (3.10), without its Algolia-only
 * client and with the DocSearch 4.7 guards of src/search/docsearch.ts.
 *
 * Also: it takes over from the first-paint script (src/search/early.ts),
 * opening the modal for a shortcut or click made before hydration with what
 * was typed since; it renders its own navbar button (SearchButton), whose
 * key label is right from the first paint; and on a no-results screen
 * without DocSearch's suggestions it adds the site's areas to try.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {createModalClient, MODAL_PAGES, type ModalClient} from '@site/src/search/docsearch';
import {earlySearchState, typeInto} from '@site/src/search/early';
import {FALLBACK_SUGGESTIONS} from '@site/src/search/suggestions';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchBackend} from '@site/src/search/types';
import {searchPageUrl} from '@site/src/search/url';
import {
  modalTranslations,
  buttonTranslations,
  ERROR_HELP,
  ERROR_TITLE,
  SEARCH_PLACEHOLDER,
  SUGGESTED_QUERY_TEXT,
} from '@site/src/search/translations';
import SearchButton from './SearchButton';

let DocSearchModal: typeof DocSearchModalType | null = null;
// The search backends (the Algolia client, the embedded index's reader) come
// with the modal too, never in every page's first-load script.
let searchModule: Promise<typeof import('@site/src/search')> | null = null;
const loadSearch = () => (searchModule ??= import('@site/src/search'));
let search: Awaited<ReturnType<typeof loadSearch>> | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal && search) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), loadSearch(), import('./modalStyles')]).then(
    ([{DocSearchModal: Modal}, module]) => {
      DocSearchModal = Modal;
      search = module;
    },
  );
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({query, client, onClose}: {query: string; client: ModalClient; onClose: () => void}) {
  const count = client.totalFor(query);
  // The results shown can still be the previous query's while this one is answered: no link until its true total is known.
  if (count === undefined) return null;
  return (
    <Link to={searchPageUrl(query)} onClick={onClose}>
      {`See all ${count} results`}
    </Link>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // Searches through the site's backend once its module has loaded (with the modal).
  const backend = useMemo<Pick<SearchBackend, 'search'>>(
    () => ({search: (query, options) => loadSearch().then((m) => m.searchBackend(siteConfig).search(query, options))}),
    [siteConfig],
  );
  const history = useHistory();
  const client = useMemo(() => createModalClient(backend), [backend]);
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  // DocSearch 4.7 never shows its own error screen for a failing client, so
  // the failure state comes from our client and the screen is drawn here.
  const [failed, setFailed] = useState(false);
  const [modalElement, setModalElement] = useState<HTMLElement | null>(null);
  useEffect(() => client.subscribe((status) => setFailed(status.failed)), [client]);
  useEffect(() => {
    if (!isOpen) {
      setModalElement(null);
      setFailed(false);
      return undefined;
    }
    const frame = window.requestAnimationFrame(() => {
      const modal = searchContainer.current?.querySelector<HTMLElement>('.DocSearch-Modal') ?? null;
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
  }, [isOpen]);

  // The no-results screen, to add the site's areas when DocSearch has no suggestions of its own.
  const [noResultsElement, setNoResultsElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!modalElement) {
      setNoResultsElement(null);
      return undefined;
    }
    const update = () => setNoResultsElement(modalElement.querySelector<HTMLElement>('.DocSearch-NoResults'));
    const observer = new MutationObserver(update);
    observer.observe(modalElement, {childList: true, subtree: true});
    update();
    return () => observer.disconnect();
  }, [modalElement]);

  // Styles key off the backend: the "Search by Algolia" mark only shows for the hosted one.
  useEffect(() => {
    if (isOpen && search) document.documentElement.dataset.searchBackend = search.searchBackend(siteConfig).name;
  }, [isOpen, siteConfig]);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  // From here on the keyboard hook answers shortcuts; one made before
  // hydration (recorded by the first-paint script) opens the modal now,
  // unless Escape took it back while the modal code loaded.
  useEffect(() => {
    const early = earlySearchState();
    if (!early) return;
    early.r = 1;
    if (early.o) {
      importDocSearchModalIfNeeded().then(() => {
        if (early.o) openModal();
      });
    }
  }, [openModal]);

  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, searchButtonRef});

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
    ({state}: {state: {query: string}}) => <ResultsFooter query={state.query} client={client} onClose={closeModal} />,
    [client, closeModal],
  );

  return (
    <>
      <SearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        text={buttonTranslations.buttonText}
        ariaLabel={buttonTranslations.buttonAriaLabel}
      />
      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            appId="embedded"
            apiKey="embedded"
            indexName={search ? search.searchIndexName(siteConfig) : ''}
            onClose={closeModal}
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
          searchContainer.current,
        )}
      {isOpen &&
        noResultsElement &&
        createPortal(
          <div className="DocSearch-NoResults-Prefill-List bp-search-suggestions">
            <p className="DocSearch-Help">{SUGGESTED_QUERY_TEXT}:</p>
            <div className="DocSearch-NoResults-Prefill-List-Items">
              {FALLBACK_SUGGESTIONS.map((suggestion) => (
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
      {isOpen &&
        failed &&
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
