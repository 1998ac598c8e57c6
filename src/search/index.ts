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

export function useSearchBackend(): SearchBackend {
  const {siteConfig} = useDocusaurusContext();
  if (!backend) {
    const algolia = siteConfig.customFields?.algolia as AlgoliaSettings | null | undefined;
    backend = algolia ? createAlgoliaBackend(algolia) : createEmbeddedBackend(siteConfig.baseUrl);
  }
  return backend;
}

/** Index name for DocSearch's local storage of recent and favourite searches. */
export function useSearchIndexName(): string {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.customFields?.algolia as AlgoliaSettings | null | undefined;
  return algolia?.indexName ?? 'bindpoint-docs';
}

export * from './types';
