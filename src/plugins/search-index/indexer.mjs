/**
 * The embedded index's own process, started by the search-index plugin
 * (./index.ts): it reads each built page, extracts what the index needs
 * (./extract.ts), hands it to Pagefind, and at the end writes Pagefind's
 * index and the spelling vocabulary's files into the build directory.
 *
 * The plugin starts it while the site loads and sends it the pages once
 * the static renderer has written them (./feed.ts); it reads and extracts
 * one page while Pagefind's process parses the one before. It is its own
 * Node process because Pagefind is
 * an ES-module-only package, which jiti (the config loader) cannot import;
 * the site's TypeScript is loaded with jiti here.
 *
 *   node indexer.mjs <build dir>
 *   stdin:  one JSON line per page, {"route", "file"}, in the order the index
 *           numbers pages; then {"done": true}
 *   stdout: {"pages": <pages indexed>} once everything is written
 *
 * Input that ends without "done" (the build failed) writes nothing.
 */
import {readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import * as pagefind from 'pagefind';

const require = createRequire(import.meta.url);
require('../shared/lower-thread-priority.cjs').lowerThreadPriority();
const jiti = require('jiti')(import.meta.filename, {cache: true, requireCache: false, interopDefault: false});
/** @type {typeof import('./extract')} */
const {extractPage, WordCounts} = jiti('./extract.ts');
/** @type {typeof import('../../search/spelling')} */
const {splitVocabulary} = jiti('../../search/spelling.ts');
/** @type {typeof import('./patch-pagefind')} */
const {patchPagefindClient} = jiti('./patch-pagefind.ts');

const [outDir] = process.argv.slice(2);
const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', includeCharacters: '_'});
if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);

// The spelling vocabulary's counts, a page at a time: no page's text is kept.
const words = new WordCounts();
let pages = 0;
/** Pages sent to Pagefind and not yet answered, at most IN_FLIGHT (1: one at a time, as the tests compare). */
const IN_FLIGHT = Number(process.env.BP_INDEX_IN_FLIGHT) || 16;
const inFlight = [];
const checkAdded = (url, added) => {
  if (added.errors.length) throw new Error(`Pagefind, ${url}: ${added.errors.join('; ')}`);
};
let done = false;
for await (const line of readline.createInterface({input: process.stdin, crlfDelay: Infinity})) {
  if (!line) continue;
  const message = JSON.parse(line);
  if (message.done) {
    done = true;
    break;
  }
  let source;
  try {
    source = readFileSync(message.file, 'utf8');
  } catch {
    continue; // a route without a page file (the renderer writes none for it)
  }
  const page = extractPage(message.route, source);
  if (!page) continue; // a redirect or a page kept out of search
  // Pagefind's process takes its messages one at a time, in the order sent
  // (so it numbers pages in route order); not waiting for each answer lets it
  // parse one page while this process reads and extracts the next.
  inFlight.push(index.addHTMLFile({url: page.url, content: page.html}).then((added) => checkAdded(page.url, added)));
  if (inFlight.length >= IN_FLIGHT) await inFlight.shift();
  words.add(`${page.title} ${page.text}`);
  pages += 1;
}
await Promise.all(inFlight);
if (!done) {
  await pagefind.close();
  process.exit(0);
}
if (pages === 0) throw new Error('Pagefind: no page was sent to index');

// Pagefind writes its files in its own process while this one writes the vocabulary's.
const writing = index.writeFiles({outputPath: path.join(outDir, 'pagefind')});
const vocabulary = splitVocabulary(words.vocabulary());
for (const [set, files] of [['words', vocabulary.words], ['vocabulary', vocabulary.candidates]]) {
  await fs.mkdir(path.join(outDir, 'search-index', set), {recursive: true});
  for (const [name, content] of Object.entries(files)) {
    await fs.writeFile(path.join(outDir, 'search-index', set, `${name}.json`), JSON.stringify(content));
  }
}
const written = await writing;
if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
await pagefind.close();
const client = path.join(outDir, 'pagefind', 'pagefind.js');
await fs.writeFile(client, patchPagefindClient(await fs.readFile(client, 'utf8')));
process.stdout.write(`${JSON.stringify({pages})}\n`);
