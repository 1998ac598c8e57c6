/**
 * The content tests `npm run check:content` runs (scripts/check-content/content-tests.mjs):
 * every listed test exists, and a change to pages only leaves out exactly the tests that
 * cannot read a touched page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {AREA_TESTS, CONTENT_TESTS, PAGE_FREE_TESTS, readsPages, testFiles} from '../../../scripts/check-content/content-tests.mjs';

const root = path.resolve(__dirname, '../../..');
const files = testFiles(root, CONTENT_TESTS);
const docs = (fs.readdirSync(path.join(root, 'docs'), {recursive: true}) as string[])
  .map((file) => `docs/${file.split(path.sep).join('/')}`)
  .filter((file) => /\.mdx?$/.test(file));
const leftOutFor = (...pages: string[]) => files.filter((file) => !readsPages(file, pages));

describe('the content tests of the writer’s check', () => {
  test('every entry names test files that exist', () => {
    expect(files.length).toBeGreaterThan(50);
    for (const entry of [...CONTENT_TESTS, ...Object.keys(AREA_TESTS), ...PAGE_FREE_TESTS]) {
      expect(files.some((file) => file.startsWith(entry)), `${entry}: no content test file there`).toBe(true);
    }
  });

  test('each area’s patterns match pages that exist (a moved folder would leave its tests out for good)', () => {
    for (const [area, patterns] of Object.entries(AREA_TESTS)) {
      for (const pattern of patterns) expect(docs.some((page) => pattern.test(page)), `${area}: ${pattern} matches no page`).toBe(true);
    }
  });

  test('a test that reads no page names no page file, no docs folder and no page reader', () => {
    for (const file of PAGE_FREE_TESTS) {
      expect(fs.readFileSync(path.join(root, file), 'utf8'), file).not.toMatch(/['"`]docs\/|['"`]docs['"`]|\.mdx\b|markdownFiles|readPage|codeBlocks/);
    }
  });

  test('a Terminal page: the other areas’ tests and the data-only ones are left out, the tests of every page stay', () => {
    const left = leftOutFor('docs/terminal/quote_start/authentication.mdx');
    expect(left).toEqual(expect.arrayContaining([...PAGE_FREE_TESTS, 'tests/unit/sdk-tutorials/typecheck.test.ts', 'tests/unit/exchange/pages.test.ts']));
    for (const kept of ['tests/unit/claims/', 'tests/unit/content/markup.test.ts', 'tests/unit/samples/samples.test.ts', 'tests/unit/terminal/']) {
      expect(left.filter((file) => file.startsWith(kept)), kept).toEqual([]);
    }
  });

  test('SDK pages: a tutorial runs the tutorials’ type check, a component page the guides’ and components’', () => {
    const tutorial = leftOutFor('docs/sdk/custom_terminal_tutorials/sdk_quote_bind.mdx');
    expect(tutorial).not.toContain('tests/unit/sdk-tutorials/typecheck.test.ts');
    expect(tutorial).toContain('tests/unit/sdk/samples-typecheck.test.ts');
    const component = leftOutFor('docs/sdk/components/bp-sdk-root.mdx');
    expect(component).toContain('tests/unit/sdk-tutorials/typecheck.test.ts');
    expect(component).not.toContain('tests/unit/sdk/samples-typecheck.test.ts');
    // A test file of an area folder without an entry of its own follows its folder.
    expect(component).not.toContain('tests/unit/sdk/reference-toc.test.ts');
  });
});
