/**
 * Rspack loader for the docs plugin's version props (the JSON module every
 * doc page loads with its sidebar: `docsSidebars` and a `docs` map of id,
 * title, description and sidebar for each doc). It drops each doc's
 * `description` from the `docs` map: in the browser only the theme's DocCard
 * (category index pages, DocCardList) reads it, and no page of this site
 * renders one. Descriptions stay in the pages' own metadata (head, twins,
 * llms.txt, search), which the docs plugin keeps on the server.
 *
 * A loader in plain JavaScript (CommonJS) because the bundler loads it
 * itself, outside Docusaurus's TypeScript plugin loading.
 */
'use strict';

/**
 * @param {unknown} props parsed JSON of a version props module
 * @returns {unknown} the same props without `docs[id].description`
 */
function leanVersionProps(props) {
  const version = props && typeof props === 'object' ? /** @type {{version?: {docs?: unknown}}} */ (props).version : undefined;
  const docs = version && typeof version === 'object' ? version.docs : undefined;
  if (!docs || typeof docs !== 'object') return props;
  for (const doc of Object.values(docs)) {
    if (doc && typeof doc === 'object') delete doc.description;
  }
  return props;
}

/** @this {{resourcePath: string}} @param {string} source */
function loader(source) {
  let props;
  try {
    props = JSON.parse(source);
  } catch (error) {
    throw new Error(`[bindpoint-docs-props] ${this.resourcePath} is not JSON: ${error.message}`);
  }
  return JSON.stringify(leanVersionProps(props));
}

module.exports = loader;
module.exports.leanVersionProps = leanVersionProps;
