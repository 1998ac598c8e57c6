/**
 * Every language the site writes code in has a grammar in the site's Prism
 * (src/plugins/code-blocks/highlight/prism.ts): the fences of the docs and of the Markdown
 * under src (changelogs, partials), and the languages the site's components
 * give CodeBlock.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {LANGUAGES} from '../highlight/prism';
import {markdownFiles} from '../../../../tests/e2e/support/routes';
import {codeBlocks} from '../../../../tests/unit/samples/extract';

const root = path.resolve(__dirname, '../../../..');

/** Languages named in component code: `<CodeBlock language="…">` and `language: '…'` fields. */
function componentLanguages(): string[] {
  const src = path.join(root, 'src');
  return (fs.readdirSync(src, {recursive: true}) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('__tests__'))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(src, file), 'utf8');
      return [...text.matchAll(/<CodeBlock[^>]*\blanguage="([\w+-]+)"/g), ...text.matchAll(/\blanguage: '([\w+-]+)'/g)].map((m) => m[1]!);
    });
}

test('every language the site writes code in has a grammar', () => {
  const used = new Set([
    ...[path.join(root, 'docs'), path.join(root, 'src')]
      .flatMap(markdownFiles)
      .flatMap((file) => codeBlocks(file, fs.readFileSync(file, 'utf8')).map((block) => block.language)),
    ...componentLanguages(),
  ]);
  // Drawn at build time (src/plugins/diagrams), or plain on purpose (no language, text, diff; 'en' is a locale field).
  for (const lang of ['', 'mermaid', 'text', 'en', 'diff']) used.delete(lang);
  expect(used.size).toBeGreaterThan(8);
  expect([...used].filter((lang) => !(LANGUAGES as readonly string[]).includes(lang))).toEqual([]);
});
