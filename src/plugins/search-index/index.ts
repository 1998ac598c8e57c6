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
 * It also puts the first-paint search script in every page's head (see
 * src/search/early.ts), with hosted search too.
 * (Not under /search/, the search page's address: the development server
 * serves these files as a static directory, which would answer /search/ with
 * a directory listing; see dev.ts.)
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {EARLY_SEARCH_SCRIPT} from '../../search/early';
import {splitVocabulary} from '../../search/spelling';
import {buildVocabulary, extractPage} from './extract';
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

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'bindpoint-search-index',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: EARLY_SEARCH_SCRIPT}]};
    },
    async postBuild({outDir, routesPaths}) {
      // With hosted search configured, the service's crawler indexes the site.
      if (context.siteConfig.customFields?.algolia) {
        console.log('[search] hosted search configured: no embedded index built');
        return;
      }
      const started = Date.now();
      const texts: string[] = [];
      const records: Array<{url: string; html: string}> = [];
      let pages = 0;
      for (const route of [...new Set(routesPaths)].sort()) {
        if (SKIP.has(route) || !route.endsWith('/')) continue;
        const rel = route.slice(context.baseUrl.length);
        const file = path.join(outDir, rel, 'index.html');
        let source: string;
        try {
          source = await fs.readFile(file, 'utf8');
        } catch {
          continue;
        }
        const page = extractPage(route, source);
        if (!page) continue;
        records.push({url: page.url, html: page.html});
        texts.push(`${page.title} ${page.text}`);
        pages += 1;
      }
      const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bp-search-'));
      const pagesFile = path.join(tmp, 'pages.json');
      await fs.writeFile(pagesFile, JSON.stringify(records));
      // Pagefind runs in its own process while this one writes the spelling
      // files, and other plugins' post-build steps go on meanwhile.
      const indexing = new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, [path.join(__dirname, 'pagefind-worker.mjs'), pagesFile, path.join(outDir, 'pagefind')], {
          stdio: 'inherit',
          env: {...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: String(INDEX_CHUNK_SIZE)},
        });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`[search] Pagefind worker exited with code ${code}`))));
      });
      const vocabulary = splitVocabulary(buildVocabulary(texts));
      for (const [set, files] of [['words', vocabulary.words], ['vocabulary', vocabulary.candidates]] as const) {
        await fs.mkdir(path.join(outDir, 'search-index', set), {recursive: true});
        for (const [name, content] of Object.entries(files)) {
          await fs.writeFile(path.join(outDir, 'search-index', set, `${name}.json`), JSON.stringify(content));
        }
      }
      await indexing;
      await fs.rm(tmp, {recursive: true, force: true});
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
