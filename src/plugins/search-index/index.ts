/**
 * Builds the embedded search index from the rendered pages after the build
 * (so text that components render, such as API and component tables, is
 * found). Engine: Pagefind, which splits the index into chunks so a query
 * downloads only the parts it needs (see README, "Search").
 *
 * Output in the build directory:
 *   pagefind/                  the chunked index and its browser client
 *   search-index/words/<ab>.json      the site's words by first two letters:
 *                                     a query fetches its words' lists to spot a typo
 *   search-index/vocabulary/<a>.json  correction candidates by first letter,
 *                                     fetched only for a word the site never uses
 *   search-index/index-stats.json     pages indexed and indexing time, for the bench
 * It also loads the first-paint search script in every page's head, with
 * hosted search too (src/search/early.ts): written in the build to
 * `js/search-keys.<hash>.js` (`EARLY_SEARCH_FILE`), inline in
 * development, where no build directory holds it.
 * (Not under /search/, the search page's address: the development server
 * serves these files as a static directory, which would answer /search/ with
 * a directory listing; see dev.ts.)
 */
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {EARLY_SEARCH_SCRIPT, PLATFORM_KEY_SCRIPT} from '../../search/early';
import {siteScriptFile} from '../shared/site-script';
import {splitVocabulary} from '../../search/spelling';
import {buildVocabulary, extractPage, type ExtractedPage} from './extract';
import {patchPagefindClient} from './patch-pagefind';

const SKIP = new Set(['/search/', '/404.html']);

/**
 * Words per index chunk (Pagefind's default is 20,000). A query downloads the
 * chunk of each of its words, so smaller chunks make a first query lighter,
 * at the cost of a longer chunk list in the index's metadata file. Pagefind
 * reads it from an environment variable it marks unstable; the Pagefind
 * version is pinned in the lock file, and tests/build checks the chunk count.
 */
export const INDEX_CHUNK_SIZE = 1000;

/**
 * Extracts every indexable built page, in route order, handing each to `take`;
 * returns how many. Synchronous on purpose: the other plugins' post-build
 * steps run on the same thread, and awaiting each file let them in between,
 * so the extraction (and Pagefind's writing after it, which waits for the
 * last page) finished last instead of first (README, "Build time").
 */
function extractPages(outDir: string, baseUrl: string, routesPaths: string[], take: (page: ExtractedPage) => void): number {
  let pages = 0;
  for (const route of [...new Set(routesPaths)].sort()) {
    if (SKIP.has(route) || !route.endsWith('/')) continue;
    let source: string;
    try {
      source = readFileSync(path.join(outDir, route.slice(baseUrl.length), 'index.html'), 'utf8');
    } catch {
      continue;
    }
    const page = extractPage(route, source);
    if (!page) continue;
    take(page);
    pages += 1;
  }
  return pages;
}

/** The first-paint search script's path in the build directory, named by its content. */
export const EARLY_SEARCH_FILE = siteScriptFile('search-keys', EARLY_SEARCH_SCRIPT);

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const built = process.env.NODE_ENV === 'production';
  return {
    name: 'bindpoint-search-index',
    injectHtmlTags() {
      const keys = built
        ? {tagName: 'script', attributes: {src: `${context.siteConfig.baseUrl}${EARLY_SEARCH_FILE}`, async: true}}
        : {tagName: 'script', innerHTML: EARLY_SEARCH_SCRIPT};
      return {headTags: [{tagName: 'script', innerHTML: PLATFORM_KEY_SCRIPT}, keys]};
    },
    async postBuild({outDir, routesPaths}) {
      const writingEarly = fs.writeFile(path.join(outDir, EARLY_SEARCH_FILE), EARLY_SEARCH_SCRIPT);
      writingEarly.catch(() => undefined); // awaited below
      // With hosted search configured, the service's crawler indexes the site.
      if (context.siteConfig.customFields?.algolia) {
        await writingEarly;
        console.log('[search] hosted search configured: no embedded index built');
        return;
      }
      const started = Date.now();
      // Pagefind indexes in its own process, page by page as this one extracts
      // them (one JSON line each on its stdin): the two overlap instead of
      // running one after the other (README, "Build time").
      const child = spawn(process.execPath, [path.join(__dirname, 'pagefind-worker.mjs'), path.join(outDir, 'pagefind')], {
        stdio: ['pipe', 'inherit', 'inherit'],
        env: {...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: String(INDEX_CHUNK_SIZE)},
      });
      const indexing = new Promise<void>((resolve, reject) => {
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`[search] Pagefind worker exited with code ${code}`))));
      });
      // A worker that fails early closes its stdin, and its exit code says why
      // when `indexing` is awaited below.
      child.stdin.on('error', () => undefined);
      indexing.catch(() => undefined);
      const texts: string[] = [];
      let pages = 0;
      try {
        pages = extractPages(outDir, context.baseUrl, routesPaths, (page) => {
          child.stdin.write(`${JSON.stringify({url: page.url, html: page.html})}\n`);
          texts.push(`${page.title} ${page.text}`);
        });
      } catch (error) {
        child.kill();
        throw error;
      }
      child.stdin.end();
      await writingEarly;
      const vocabulary = splitVocabulary(buildVocabulary(texts));
      for (const [set, files] of [['words', vocabulary.words], ['vocabulary', vocabulary.candidates]] as const) {
        await fs.mkdir(path.join(outDir, 'search-index', set), {recursive: true});
        for (const [name, content] of Object.entries(files)) {
          await fs.writeFile(path.join(outDir, 'search-index', set, `${name}.json`), JSON.stringify(content));
        }
      }
      await indexing;
      const client = path.join(outDir, 'pagefind', 'pagefind.js');
      await fs.writeFile(client, patchPagefindClient(await fs.readFile(client, 'utf8')));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      await fs.writeFile(
        path.join(outDir, 'search-index', 'index-stats.json'),
        JSON.stringify({pages, seconds: Number(seconds), engine: 'pagefind'}),
      );
      console.log(`[search] indexed ${pages} pages in ${seconds}s`);
    },
  };
}
