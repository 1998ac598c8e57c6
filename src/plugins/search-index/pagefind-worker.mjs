/**
 * Writes the Pagefind index for pages extracted by the search-index plugin.
 * Runs as its own Node process because Pagefind is an ES-module-only package,
 * which the config loader (jiti) cannot import.
 *
 *   node pagefind-worker.mjs <pages.json> <output dir>
 */
import fs from 'node:fs/promises';
import * as pagefind from 'pagefind';

const [pagesFile, outputPath] = process.argv.slice(2);
const pages = JSON.parse(await fs.readFile(pagesFile, 'utf8'));
const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', includeCharacters: '_'});
if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
for (const page of pages) {
  const added = await index.addHTMLFile({url: page.url, content: page.html});
  if (added.errors.length) throw new Error(`Pagefind, ${page.url}: ${added.errors.join('; ')}`);
}
const written = await index.writeFiles({outputPath});
if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
await pagefind.close();
