/**
 * The embedded index's own process, started by the search-index plugin
 * (./index.ts): it reads each built page, extracts what the index needs
 * (./extract.ts), adds it to the index (./build-index.ts), and at the end
 * writes the index and the spelling vocabulary's files into the build
 * directory (src/search/index-format.ts). A process of its own, so the
 * build's process does not hold every page's terms; the site's TypeScript
 * is loaded with jiti here.
 *
 * The plugin starts it while the site loads and sends it the pages once
 * the static renderer has written them (./feed.ts).
 *
 *   node indexer.mjs <build dir> [<cache folder>]
 *   stdin:  one JSON line per page, {"route", "file"}, in the order the index
 *           numbers pages; then {"done": true}
 *   stdout: {"pages": <pages indexed>, "sections": <sections>} once everything is written
 *
 * Input that ends without "done" (the build failed) writes nothing.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import readline from 'node:readline';

const require = createRequire(import.meta.url);
require('../shared/lower-thread-priority.cjs').lowerThreadPriority();
const jiti = require('jiti')(import.meta.filename, {cache: true, requireCache: false, interopDefault: true});
/** @type {typeof import('./extract')} */
const {extractPage, WordCounts} = jiti('./extract.ts');
/** @type {typeof import('./build-index')} */
const {IndexBuilder} = jiti('./build-index.ts');
/** @type {typeof import('./abbreviations')} */
const {abbreviationsInKeywords, abbreviationsInText, questionSetAbbreviations, synonymGroups} = jiti('./abbreviations.ts');
/** @type {typeof import('../shared/write-tree')} */
const {writeLinkedTree, writeTree} = jiti('../shared/write-tree.ts');
/** @type {typeof import('../../search/spelling')} */
const {splitVocabulary} = jiti('../../search/spelling.ts');

const [outDir, keptDir] = process.argv.slice(2);
const index = new IndexBuilder();
// The spelling vocabulary's counts, a page at a time: no page's text is kept.
const words = new WordCounts();
const abbreviations = questionSetAbbreviations();
let sections = 0;
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
  sections += index.add(page);
  words.add(`${page.title} ${page.text}`);
  abbreviations.push(...abbreviationsInText(page.text), ...abbreviationsInKeywords(page.keywords));
}
if (!done) process.exit(0);
if (index.pageCount === 0) throw new Error('search index: no page was sent to index');

const root = path.join(outDir, 'search-index');
const files = [...index.files(synonymGroups(abbreviations))];
const vocabulary = splitVocabulary(words.vocabulary());
for (const [set, split] of [['words', vocabulary.words], ['vocabulary', vocabulary.candidates]]) {
  for (const [name, content] of Object.entries(split)) files.push([`${set}/${name}.json`, JSON.stringify(content)]);
}
// Thousands of small files: kept in the cache and linked into the build, so that a build makes no new inode for
// an unchanged name (../shared/write-tree.ts); written in place where no cache folder is given.
if (keptDir) await writeLinkedTree(root, files, {keptDir});
else await writeTree(root, files);
process.stdout.write(`${JSON.stringify({pages: index.pageCount, sections})}\n`);
