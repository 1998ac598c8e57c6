/**
 * The site's search backend: hosted Algolia when its ids were set at build
 * time (customFields.algolia), otherwise the embedded index. One instance per
 * page load, shared by the modal and the search page.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createAlgoliaBackend, type AlgoliaSettings} from './algolia';
import {createEmbeddedBackend} from './embedded';
import type {SearchBackend} from './types';

let backend: SearchBackend | null = null;

type SiteConfig = ReturnType<typeof useDocusaurusContext>['siteConfig'];

export function useSearchBackend(): SearchBackend {
  return searchBackend(useDocusaurusContext().siteConfig);
}

/** The same, outside a component (the navbar's SearchBar loads this module with its modal). */
export function searchBackend(siteConfig: SiteConfig): SearchBackend {
  if (!backend) {
    const algolia = siteConfig.customFields?.algolia as AlgoliaSettings | null | undefined;
    backend = algolia ? createAlgoliaBackend(algolia) : createEmbeddedBackend(siteConfig.baseUrl);
  }
  return backend;
}

/** Index name for DocSearch's local storage of recent and favourite searches. */
export function useSearchIndexName(): string {
  return searchIndexName(useDocusaurusContext().siteConfig);
}

export function searchIndexName(siteConfig: SiteConfig): string {
  const algolia = siteConfig.customFields?.algolia as AlgoliaSettings | null | undefined;
  return algolia?.indexName ?? 'bindpoint-docs';
}

export * from './types';
