/**
 * Checks over the embedded search index in build/: small index chunks (so a
 * first query downloads little), the patched Pagefind client, and the
 * spelling vocabulary in small files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {PATCH_MARKER} from '../patch-pagefind';
import {EARLY_SEARCH_FILE} from '../index';
import {EARLY_SEARCH_GLOBAL, EARLY_SEARCH_SCRIPT, MAC_CLASS} from '../../../search/early';

const buildDir = path.resolve(__dirname, '../../../../build');
const pagefindDir = path.join(buildDir, 'pagefind');

describe('embedded search index', () => {
  test('is split into small chunks: a query word downloads a few KB, not the index', () => {
    const sizes = fs
      .readdirSync(path.join(pagefindDir, 'index'))
      .map((name) => fs.statSync(path.join(pagefindDir, 'index', name)).size)
      .sort((a, b) => a - b);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(sizes.length).toBeGreaterThan(100);
    expect(sizes[Math.floor(sizes.length / 2)]!).toBeLessThan(8 * 1024);
    expect(sizes.at(-1)!).toBeLessThan(total / 20);
  });

  test('ships the Pagefind client with the excerpt patch applied', () => {
    expect(fs.readFileSync(path.join(pagefindDir, 'pagefind.js'), 'utf8')).toContain(PATCH_MARKER);
  });

  test('publishes the spelling vocabulary as small files: word lists by two letters, candidates by one', () => {
    const words = path.join(buildDir, 'search-index', 'words');
    const candidates = path.join(buildDir, 'search-index', 'vocabulary');
    const listNames = fs.readdirSync(words);
    expect(listNames).toHaveLength(26 * 37);
    expect(listNames.every((name) => /^[a-z][a-z0-9_]\.json$/.test(name))).toBe(true);
    const di = JSON.parse(fs.readFileSync(path.join(words, 'di.json'), 'utf8')) as string[];
    expect(di).toContain('disposition');
    expect(di.every((word) => word.startsWith('di'))).toBe(true);
    const largestList = Math.max(...listNames.map((name) => fs.statSync(path.join(words, name)).size));
    expect(largestList).toBeLessThan(16 * 1024);
    expect(fs.readdirSync(candidates)).toHaveLength(26);
    const d = JSON.parse(fs.readFileSync(path.join(candidates, 'd.json'), 'utf8')) as Record<string, number>;
    expect(d.disposition).toBeGreaterThan(1);
    expect(Object.entries(d).every(([word, n]) => word.startsWith('d') && n >= 2)).toBe(true);
  });

  test('every page loads the first-paint search script, a file of the build, and holds only the platform-key part inline', () => {
    const file = EARLY_SEARCH_FILE;
    expect(fs.readFileSync(path.join(buildDir, file), 'utf8')).toBe(EARLY_SEARCH_SCRIPT);
    for (const page of ['index.html', 'docs/overview/index.html', 'search/index.html', '404.html']) {
      const html = fs.readFileSync(path.join(buildDir, page), 'utf8');
      const head = html.slice(0, html.indexOf('<body'));
      expect(head, page).toMatch(new RegExp(`<script src=/${file.replace(/\./g, '\\.')} async>`));
      const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');
      expect(inline, page).toContain(MAC_CLASS);
      expect(inline, page).not.toContain(`window.${EARLY_SEARCH_GLOBAL}`);
    }
  });

  test('the navbar search button is server-rendered with both key labels and no platform guess', () => {
    const html = fs.readFileSync(path.join(buildDir, 'docs/overview/index.html'), 'utf8');
    const button = /<button[^>]*class="DocSearch DocSearch-Button"[\s\S]*?<\/button>/.exec(html)?.[0] ?? '';
    expect(button).toContain('bp-key-ctrl');
    expect(button).toContain('bp-key-mac');
    expect(button).not.toMatch(/Meta\+k/);
  });
});
