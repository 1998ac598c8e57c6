/**
 * Writes the Pagefind index for pages extracted by the search-index plugin,
 * which sends them one JSON line each (`{"url", "html"}`) on stdin while it
 * extracts the rest: each page is indexed as it arrives, and the index is
 * written when stdin ends. Runs as its own Node process because Pagefind is an
 * ES-module-only package, which the config loader (jiti) cannot import.
 *
 *   node pagefind-worker.mjs <output dir>   < pages.ndjson
 */
import readline from 'node:readline';
import * as pagefind from 'pagefind';

const [outputPath] = process.argv.slice(2);
const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', includeCharacters: '_'});
if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
let pages = 0;
for await (const line of readline.createInterface({input: process.stdin, crlfDelay: Infinity})) {
  if (!line) continue;
  const page = JSON.parse(line);
  const added = await index.addHTMLFile({url: page.url, content: page.html});
  if (added.errors.length) throw new Error(`Pagefind, ${page.url}: ${added.errors.join('; ')}`);
  pages += 1;
}
if (pages === 0) throw new Error('Pagefind: no page was sent to index');
const written = await index.writeFiles({outputPath});
if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
await pagefind.close();
