/**
 * Docusaurus plugin: per-page data for the SDK component reference.
 *
 * Reads the Stencil docs-json manifest named by the `manifest` option (the
 * site passes src/data/components/manifest.json, generated from families.ts by
 * ./scripts/generate-manifest.mjs) and writes, with `createData`,
 * under `@generated/bp-sdk-components/default/`:
 * - `<tag>.json`: that component's manifest entry only;
 * - `<tag>.mdx`: its reference sections under real headings (see ./mdx.ts);
 * - `index.json`: tag, summary and family of every component, for the index.
 * A component page imports its own two modules statically, so its server
 * rendering is complete and its JavaScript carries only its own component.
 * The components those pages render with (./theme: `@theme/ComponentApi`,
 * `@theme/ComponentIndex`) come through getThemePath().
 *
 * The component pages are most of the site's routes, so Docusaurus's
 * `common` chunk (modules used by half the routes' chunks, loaded on every
 * page) would take ComponentApi in; REFERENCE_CHUNK gives it a chunk of its
 * own, which only the pages that render it load.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createPartialsRule, type MdxRule} from '../shared/mdx-partials';
import type {Manifest} from './types';
import {PLUGIN_NAME, indexEntries, pageData, referenceModule} from './mdx';

/** The theme code of the component pages (ComponentApi), in a chunk of its own. */
export const REFERENCE_CODE = /[\\/]sdk-components[\\/]theme[\\/]ComponentApi[\\/]/;
export const REFERENCE_CHUNK = 'component-reference';

export interface PluginOptions {
  /** The component manifest (Stencil docs-json), relative to the site directory. */
  manifest: string;
}

export default function componentsPlugin(context: LoadContext, options: PluginOptions): Plugin<Manifest> {
  const {siteDir, generatedFilesDir} = context;
  if (typeof options?.manifest !== 'string' || !options.manifest) {
    throw new Error(`${PLUGIN_NAME}: the option "manifest" (the docs-json file, relative to the site) is required`);
  }
  const manifestPath = path.join(siteDir, options.manifest);
  const generatedDir = path.join(generatedFilesDir, PLUGIN_NAME);
  let mdxRule: MdxRule | undefined;

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [manifestPath];
    },

    async loadContent() {
      // configureWebpack() is synchronous (Docusaurus does not await it), so
      // the MDX loader rule, which is built asynchronously, is prepared here.
      mdxRule ??= await createPartialsRule(context, generatedDir);
      return JSON.parse(await fs.readFile(manifestPath, 'utf8')) as Manifest;
    },

    async contentLoaded({content, actions}) {
      for (const component of content.components) {
        await actions.createData(`${component.tag}.json`, JSON.stringify(pageData(content, component)));
        await actions.createData(`${component.tag}.mdx`, referenceModule(component));
      }
      await actions.createData('index.json', JSON.stringify(indexEntries(content)));
    },

    configureWebpack(_config, isServer) {
      // The generated partials are MDX outside the docs folder: compile them
      // with the Docusaurus MDX loader.
      const rules = mdxRule ? {module: {rules: [mdxRule]}} : {};
      if (isServer) return rules;
      return {
        ...rules,
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Above Docusaurus's `common` group (priority 40), below the CSS groups
              // (src/plugins/route-assets), for the routes' chunks only.
              componentReference: {name: REFERENCE_CHUNK, test: REFERENCE_CODE, chunks: 'async', enforce: true, priority: 45},
            },
          },
        },
      };
    },
  };
}
