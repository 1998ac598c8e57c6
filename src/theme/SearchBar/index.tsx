/**
 * Why this exists: the navbar search is DocSearch's modal over our one
 * search interface (src/search), so it works with the embedded index on a
 * fresh machine and with Algolia when configured. Modelled on
 * @docusaurus/theme-search-algolia's SearchBar (3.10), without its Algolia-only
 * client and with the DocSearch 4.7 guards of src/search/docsearch.ts.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {createModalClient, type ModalClient} from '@site/src/search/docsearch';
import {useSearchBackend, useSearchIndexName} from '@site/src/search';
import {searchPageUrl} from '@site/src/search/url';
import {
  modalTranslations,
  buttonTranslations,
  ERROR_HELP,
  ERROR_TITLE,
  SEARCH_PLACEHOLDER,
} from '@site/src/search/translations';

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style' as string), import('./styles.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    },
  );
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({query, client, onClose}: {query: string; client: ModalClient; onClose: () => void}) {
  const count = client.totalFor(query) ?? 0;
  return (
    <Link to={searchPageUrl(query)} onClick={onClose}>
      {`See all ${count} results`}
    </Link>
  );
}

export default function SearchBar(): ReactNode {
  const backend = useSearchBackend();
  const indexName = useSearchIndexName();
  const history = useHistory();
  const client = useMemo(() => createModalClient(backend), [backend]);
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

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
    const frame = window.requestAnimationFrame(() =>
      setModalElement(searchContainer.current?.querySelector<HTMLElement>('.DocSearch-Modal') ?? null),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [isOpen]);

  // Styles key off the backend: the "Search by Algolia" mark only shows for the hosted one.
  useEffect(() => {
    document.documentElement.dataset.searchBackend = backend.name;
  }, [backend]);

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
    setInitialQuery(undefined);
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, onInput, searchButtonRef});

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
      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={buttonTranslations}
      />
      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            appId="embedded"
            apiKey="embedded"
            indexName={indexName}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            transformSearchClient={transformSearchClient}
            hitComponent={Hit}
            resultsFooterComponent={resultsFooterComponent as DocSearchModalProps['resultsFooterComponent']}
            placeholder={SEARCH_PLACEHOLDER}
            translations={modalTranslations}
            maxResultsPerGroup={8}
            onAskAiToggle={() => {}}
          />,
          searchContainer.current,
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
