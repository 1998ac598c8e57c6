/**
 * Checks over the embedded search index in build/search-index: small term
 * files (so a first query downloads little), metadata that names every
 * section the text files hold, and the spelling vocabulary in small files.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, test} from 'vitest';
import {EARLY_SEARCH_FILE} from '../index';
import {EARLY_SEARCH_GLOBAL, EARLY_SEARCH_SCRIPT, MAC_CLASS} from '../../../search/early';
import {INDEX_VERSION, type IndexMeta} from '../../../search/index-format';

const buildDir = path.resolve(__dirname, '../../../../build');
const indexDir = path.join(buildDir, 'search-index');
const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;

describe('embedded search index', () => {
  test('is split into small term files: a query word downloads a few KB, not the index', () => {
    const files = fs.readdirSync(path.join(indexDir, 'terms')).map((name) => path.join(indexDir, 'terms', name));
    const sizes = files.map(gzip).sort((a, b) => a - b);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(sizes.length).toBeGreaterThan(100);
    expect(sizes[Math.floor(sizes.length / 2)]!).toBeLessThan(4 * 1024);
    expect(sizes.at(-1)!).toBeLessThan(total / 10);
  });

  test('its metadata (what every query needs first) stays small, and names every page and section the files hold', () => {
    const metaFile = path.join(indexDir, 'meta.json');
    expect(gzip(metaFile)).toBeLessThan(60 * 1024);
    const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as IndexMeta;
    expect(meta.version).toBe(INDEX_VERSION);
    expect(meta.pages.length).toBeGreaterThan(200);
    expect(meta.pages.every(([url]) => url.startsWith('/') && url.endsWith('/'))).toBe(true);
    expect(fs.readdirSync(path.join(indexDir, 'text'))).toHaveLength(meta.sections.length);
    expect(new Set(meta.shards)).toEqual(new Set(fs.readdirSync(path.join(indexDir, 'terms')).map((f) => f.replace(/\.json$/, ''))));
    // Each section's anchor is an id of its built page.
    const securing = meta.pages.find(([url]) => url === '/docs/webhooks/wh_securing/')!;
    const html = fs.readFileSync(path.join(buildDir, 'docs/webhooks/wh_securing/index.html'), 'utf8');
    const ids = new Set([...html.matchAll(/\sid="?([^"\s>]+)/g)].map((m) => m[1]));
    const anchors = meta.sections.slice(securing[3] + 1, securing[3] + securing[4]).map(([, anchor]) => anchor);
    expect(anchors.length).toBeGreaterThan(3);
    for (const anchor of anchors) expect(ids, anchor).toContain(anchor);
    // The site's own abbreviations are synonym groups.
    expect(meta.synonyms.some((group) => group.terms.includes('sso') && group.terms.includes('single sign-on'))).toBe(true);
    expect(meta.synonyms.some((group) => group.terms.includes('vpmqs') && group.terms.includes('vehicle prefill master question set'))).toBe(true);
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
