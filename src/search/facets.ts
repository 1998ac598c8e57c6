/** Language and docs-version facets of the hosted index (contextual search is off, spec §7). */
export const ALGOLIA_FACET_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
