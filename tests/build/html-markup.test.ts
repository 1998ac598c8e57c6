/**
 * What the built pages' code blocks leave out (run after `npm run build`):
 * markup that no reader sees and that only made the document longer. Every
 * page of the sitemap is read. The diagrams' and the Copy page menu's share
 * of the same check sits beside their plugins (src/plugins/diagrams,
 * src/plugins/llms: `*.build.test.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {sitemapRoutes} from './files';

const buildDir = path.resolve(__dirname, '../../build');
const routes = sitemapRoutes(buildDir);
const pages = routes.map((route) => ({route, html: fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8')}));
const withCode = pages.filter((p) => p.html.includes('token-line'));

/** Routes whose HTML matches `pattern`, for a failure message. */
const matching = (list: typeof pages, pattern: RegExp) => list.filter((p) => pattern.test(p.html)).map((p) => p.route);

describe('code blocks', () => {
  test('pages with code were found', () => {
    expect(withCode.length).toBeGreaterThan(100);
  });

  test('plain tokens are bare text: no plain span, empty or not', () => {
    expect(matching(withCode, /<span class="?token plain"?>/)).toEqual([]);
  });

  test('lines carry no colour of their own (the block sets it)', () => {
    expect(matching(withCode, /class="?token-line"? style=/)).toEqual([]);
  });

  test('tokens carry no inline colour (the stylesheet colours them by class), and blank lines keep their inline-block span', () => {
    expect(matching(withCode, /<span class="?token [^>]*style="?[^>]*color/)).toEqual([]);
    expect(matching(withCode, /<(pre|div) [^>]*style="?(color|--prism)/)).toEqual([]);
    const api = pages.find((p) => p.route === '/docs/api/create_application_form/')!;
    expect(api.html).toMatch(/<span class="?token property"?>"application_form"<\/span>/);
    expect(withCode.some((p) => /<div class="?token-line"?><span class="?token plain"? style="?display:inline-block"?><\/span><br/.test(p.html))).toBe(true);
  });
});
