/**
 * Compile hints (run after `npm run build`; src/plugins/compile-hints.ts):
 * every script of a page's first load, the route's chunks included, starts
 * with V8's eager-compilation comment, and the chunks loaded on an
 * interaction (the search modal) do not.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {pageWeight} from '../../scripts/page-weight.mjs';
import {PAGE_TYPES} from '../../scripts/bench/page-types.mjs';
import {COMPILE_HINT} from '../../src/plugins/compile-hints';

const buildDir = path.resolve(__dirname, '../../build');
const scriptsDir = path.join(buildDir, 'assets/js');
const hinted = (text: string) => text.startsWith(`${COMPILE_HINT}\n`);

describe('compile hints', () => {
  test('every bundled script of every page type’s first load starts with the hint', () => {
    for (const [type, route] of Object.entries(PAGE_TYPES)) {
      const bundled = pageWeight(buildDir, route).js.map(({file}) => file).filter((file) => file.startsWith('/assets/js/'));
      expect(bundled.length, `${type} page ${route} loads bundled scripts`).toBeGreaterThan(2);
      const lazy = bundled.filter((file) => !hinted(fs.readFileSync(path.join(buildDir, file), 'utf8')));
      expect(lazy, `${type} page ${route}: first-load scripts without the hint`).toEqual([]);
    }
  });

  test('the search modal’s chunk, loaded when a reader reaches for search, has no hint', () => {
    const modal = fs.readdirSync(scriptsDir).filter((name) => /bp-search-suggestions/.test(fs.readFileSync(path.join(scriptsDir, name), 'utf8')));
    expect(modal.length, 'the modal chunk').toBeGreaterThan(0);
    for (const name of modal) expect(hinted(fs.readFileSync(path.join(scriptsDir, name), 'utf8')), name).toBe(false);
  });

  test('a script holds the hint only as its first line, once (V8 reads it nowhere else)', () => {
    for (const name of fs.readdirSync(scriptsDir).filter((n) => n.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(scriptsDir, name), 'utf8');
      expect(text.indexOf(COMPILE_HINT, 1), name).toBe(-1);
    }
  });
});
