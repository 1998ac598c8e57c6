/**
 * Why this exists: the navbar search is DocSearch's modal over our one
 * search interface (src/search), so it works with the embedded index on a
 * fresh machine and with Algolia when configured. Modelled on
 * @docusaurus/theme-search-algolia's SearchBar (3.10), without its Algolia-only
 * client and with the DocSearch 4.7 guards of src/search/docsearch.ts.
 *
 * Also: it takes over from the first-paint script (src/search/early.ts),
 * opening the modal for a shortcut or click made before hydration with what
 * was typed since; and it renders its own navbar button (SearchButton),
 * whose key label is right from the first paint.
 *
 * Why not a wrapper: theme-search-algolia's SearchBar builds DocSearch on an
 * Algolia client made from `themeConfig.algolia` (appId, apiKey); no prop or
 * option gives it another search client, so it cannot query the embedded
 * index. It also renders @docsearch/react's button, whose keys are wrong
 * until an effect runs after hydration. Docusaurus marks SearchBar safe to
 * eject.
 *
 * This module is in every page's first-load JavaScript, so it holds only the
 * button and the shortcuts. The modal (./Modal: DocSearch's modal, the
 * search backends, the error screen and the no-results suggestions, and
 * their CSS) loads with one dynamic import when the button is hovered,
 * focused or touched, or search is opened; at the same moment the embedded
 * index's metadata starts downloading (src/search/prefetch.ts), so the first
 * keystroke does not wait for it.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {readyEarlySearch} from '@site/src/search/early';
import {prefetchSearchIndex} from '@site/src/search/prefetch';
import {buttonTranslations} from '@site/src/search/translations';
import {withoutEval} from '@site/src/plugins/csp/without-eval';
import SearchButton from './SearchButton';

let SearchModal: typeof import('./Modal').default | null = null;
let modalModule: Promise<void> | null = null;

function importModalIfNeeded(): Promise<void> {
  // DocSearch's modal probes for eval as it loads; the policy refuses it, silently here (src/plugins/csp/without-eval.ts).
  return (modalModule ??= withoutEval(() => import('./Modal')).then(
    (module) => {
      SearchModal = module.default;
    },
    (error: unknown) => {
      // A failed download (offline, a new deployment) is tried again on the next open.
      modalModule = null;
      throw error;
    },
  ));
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // With hosted search configured there is no embedded index to fetch.
  const embedded = !siteConfig.customFields?.algolia;
  const baseUrl = siteConfig.baseUrl;
  const prefetch = useCallback(() => {
    if (embedded) prefetchSearchIndex(baseUrl);
  }, [embedded, baseUrl]);
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const openModal = useCallback(() => {
    prefetch();
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    importModalIfNeeded().then(() => setIsOpen(true));
  }, [prefetch]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  // From here on the keyboard hook answers shortcuts; one made before
  // hydration (recorded by the first-paint script) opens the modal now,
  // unless Escape took it back while the modal code loaded.
  useEffect(() => {
    const early = readyEarlySearch();
    if (early.o) {
      importModalIfNeeded().then(() => {
        if (early.o) openModal();
      });
    }
  }, [openModal]);

  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, searchButtonRef});

  const preload = useCallback(() => {
    prefetch();
    importModalIfNeeded().catch(() => {});
  }, [prefetch]);

  return (
    <>
      <SearchButton
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={openModal}
        ref={searchButtonRef}
        text={buttonTranslations.buttonText}
        ariaLabel={buttonTranslations.buttonAriaLabel}
      />
      {isOpen && SearchModal && searchContainer.current && (
        <SearchModal container={searchContainer.current} onClose={closeModal} />
      )}
    </>
  );
}
