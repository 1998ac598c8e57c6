/**
 * Builds the embedded search index from the rendered pages (so text that
 * components render, such as API and component tables, is found), in a
 * process of its own that reads each page after the static renderer wrote it
 * (./feed.ts, ./indexer.mjs), split into small files so a query downloads
 * only the parts it needs (decisions/0011, decisions/0022).
 *
 * Output in the build directory (src/search/index-format.ts):
 *   search-index/meta.json            pages, sections, synonyms: loaded on intent
 *   search-index/terms/<ab>.json      postings of the terms that start so
 *   search-index/text/<n>.json        each section's text, for snippets
 *   search-index/words/<ab>.json      the site's words by first two letters:
 *                                     a query fetches its words' lists to spot a typo
 *   search-index/vocabulary/<a>.json  correction candidates by first letter,
 *                                     fetched only for a word the site never uses
 *   search-index/index-stats.json     pages indexed and the indexing time, for the bench
 * The index's files are kept between builds below INDEX_CACHE_DIR and hard-linked into the build
 * (../shared/write-tree.ts): a build makes no new inode for them.
 * The search page's early query (src/search/early-query.ts), the search
 * engine bundled on its own (./early-bundle.ts), is written to
 * `js/search-query.<hash>.js`; the page loads it (global data).
 * It also loads the first-paint search script in every page's head, with
 * hosted search too (src/search/early.ts): written in the build to
 * `js/search-keys.<hash>.js` (`EARLY_SEARCH_FILE`), inline in
 * development, where no build directory holds it.
 * In development, the index of the last build is served by a middleware
 * (./dev.ts).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {EARLY_SEARCH_SCRIPT, PLATFORM_KEY_SCRIPT} from '../../search/early';
import type {SearchIndexGlobalData} from '../../search/early-query';
import {siteScriptFile} from '../shared/site-script';
import {devIndexMiddleware} from './dev';
import {bundleEarlyQuery} from './early-bundle';
import {IndexFeed} from './feed';

/** The first-paint search script's path in the build directory, named by its content. */
export const EARLY_SEARCH_FILE = siteScriptFile('search-keys', EARLY_SEARCH_SCRIPT);

export interface SearchIndexOptions {
  /**
   * Build the embedded index after the pages (default true). The writer's
   * check (scripts/check-content.config.ts) turns it off: the index checks no
   * content, and the pages stay the site's own.
   */
  index?: boolean;
}

/** The index's files between builds, linked into each build (./indexer.mjs, ../shared/write-tree.ts); `docusaurus clear` empties it. */
export const INDEX_CACHE_DIR = 'node_modules/.cache/bindpoint-search-index';

/**
 * The kept folder of one output folder: the next build rewrites the kept files in place, which changes the
 * linked files of the build before it, so a build into another folder (`--out-dir`) keeps its own.
 */
export function keptIndexDir(siteDir: string, outDir: string): string {
  return path.join(siteDir, INDEX_CACHE_DIR, createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 12));
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions = {}): Plugin {
  const built = process.env.NODE_ENV === 'production';
  // With hosted search configured, the service's crawler indexes the site.
  const hosted = Boolean(context.siteConfig.customFields?.algolia);
  // The search page's early query (src/search/early-query.ts): built pages over the embedded index only.
  let queryScript: Promise<string> | null = null;
  let queryFile: string | null = null;
  // The built pages go to the indexing process after the build (./feed.ts), started beforehand.
  const feed = built && !hosted && options.index !== false ? new IndexFeed(context.outDir, context.baseUrl, undefined, keptIndexDir(context.siteDir, context.outDir)) : undefined;
  return {
    name: 'bindpoint-search-index',
    // The indexing process starts while the site loads and waits for the pages (./feed.ts).
    async loadContent() {
      feed?.start();
      // Without the index (the writer's check) the early query would have nothing to search.
      if (built && !hosted && options.index !== false) queryScript = bundleEarlyQuery(context.siteDir, context.siteConfig.baseUrl);
    },
    async contentLoaded({actions}) {
      if (queryScript) queryFile = siteScriptFile('search-query', await queryScript);
      actions.setGlobalData({earlyQueryScript: queryFile ? `${context.siteConfig.baseUrl}${queryFile}` : null} satisfies SearchIndexGlobalData);
    },
    injectHtmlTags() {
      const keys = built
        ? {tagName: 'script', attributes: {src: `${context.siteConfig.baseUrl}${EARLY_SEARCH_FILE}`, async: true}}
        : {tagName: 'script', innerHTML: EARLY_SEARCH_SCRIPT};
      return {headTags: [{tagName: 'script', innerHTML: PLATFORM_KEY_SCRIPT}, keys]};
    },
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return {};
      // As in src/plugins/llms: webpack-merge calls every plugin's setupMiddlewares on the shared list.
      return {
        devServer: {
          setupMiddlewares(middlewares: unknown[]) {
            middlewares.unshift(devIndexMiddleware(context.siteDir, context.siteConfig.baseUrl));
            return [];
          },
        },
      } as never;
    },
    async postBuild({outDir, routesPaths}) {
      const writingEarly = Promise.all([
        fs.writeFile(path.join(outDir, EARLY_SEARCH_FILE), EARLY_SEARCH_SCRIPT),
        queryFile && queryScript ? queryScript.then((code) => fs.writeFile(path.join(outDir, queryFile!), code)) : undefined,
      ]);
      if (!feed) {
        await writingEarly;
        console.log(`[search] ${hosted ? 'hosted search configured' : 'index: false'}: no embedded index built`);
        return;
      }
      writingEarly.catch(() => undefined); // awaited below
      const {pages, sections, seconds} = await feed.finish(routesPaths);
      await writingEarly;
      await fs.writeFile(path.join(outDir, 'search-index', 'index-stats.json'), JSON.stringify({pages, sections, seconds, engine: 'bindpoint'}));
      console.log(`[search] indexed ${pages} pages (${sections} sections) in ${seconds}s after the pages were built`);
    },
  };
}
