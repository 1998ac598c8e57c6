/**
 * Builds the embedded search index from the rendered pages after the build
 * (so text that components render, such as API and component tables, is
 * found). Engine: Pagefind, which splits the index into chunks so a query
 * downloads only the parts it needs (see README, "Search").
 *
 * Output in the build directory:
 *   pagefind/                  the chunked index and its browser client
 *   search/vocabulary.json     word frequencies, fetched only to correct a
 *                              query that found nothing
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildVocabulary, extractPage} from './extract';

const SKIP = new Set(['/search/', '/404.html']);

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'bindpoint-search-index',
    async postBuild({outDir, routesPaths}) {
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
      execFileSync(process.execPath, [path.join(__dirname, 'pagefind-worker.mjs'), pagesFile, path.join(outDir, 'pagefind')], {
        stdio: 'inherit',
      });
      await fs.rm(tmp, {recursive: true, force: true});
      await fs.mkdir(path.join(outDir, 'search'), {recursive: true});
      await fs.writeFile(path.join(outDir, 'search', 'vocabulary.json'), JSON.stringify(buildVocabulary(texts)));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      await fs.writeFile(
        path.join(outDir, 'search', 'index-stats.json'),
        JSON.stringify({pages, seconds: Number(seconds), engine: 'pagefind'}),
      );
      console.log(`[search] indexed ${pages} pages in ${seconds}s`);
    },
  };
}
