/**
 * The sample runner's fence markers (`norun="reason"`, and the SDK type
 * check's `nocheck`) are for the tests only: no built page, no Markdown twin
 * or llms file, and no search-index fragment holds the marker or a marker's
 * reason (src/plugins/code-blocks/remark-sample-meta.ts removes them). Run after
 * `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {codeBlocks} from '../../../../tests/unit/samples/extract';
import {parseSampleMeta} from '../remark-sample-meta';
import {markdownFiles} from '../../../../tests/e2e/support/routes';
import {filesUnder} from '../../../../tests/build/files';

const root = path.resolve(__dirname, '../../../..');
const buildDir = path.join(root, 'build');

/** The reasons of every marked block of the docs. */
const reasons = markdownFiles(path.join(root, 'docs')).flatMap((file) =>
  codeBlocks(file, fs.readFileSync(file, 'utf8')).flatMap((b) => {
    const {norun} = parseSampleMeta(b.meta ?? '');
    return norun ? [norun] : [];
  }),
);

/** Text of the built files a reader or a search can see (the search index's section texts and words included). */
function builtTexts(): Array<[string, string]> {
  const texts: Array<[string, string]> = filesUnder(buildDir, /\.(html|md|txt)$/).map((f) => [f, fs.readFileSync(f, 'utf8')]);
  const words = path.join(buildDir, 'search-index');
  // A section's text is a JSON string: read as the search shows it, quotes unescaped.
  if (fs.existsSync(words)) for (const f of filesUnder(words, /./)) texts.push([f, /[/\\]text[/\\]/.test(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : fs.readFileSync(f, 'utf8')]);
  return texts;
}

test('no built page, twin or search fragment shows a sample marker or its reason', () => {
  const texts = builtTexts();
  expect(texts.length).toBeGreaterThan(100);
  const leaks: string[] = [];
  for (const [file, text] of texts) {
    if (/\bnorun=|\bnocheck\b/.test(text)) leaks.push(`${path.relative(buildDir, file)}: a fence marker`);
    for (const reason of reasons) if (text.includes(reason)) leaks.push(`${path.relative(buildDir, file)}: the reason "${reason}"`);
  }
  expect(leaks).toEqual([]);
});
