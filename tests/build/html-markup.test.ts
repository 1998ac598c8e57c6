/**
 * What the built pages' HTML leaves out (run after `npm run build`): markup
 * that no reader sees and that only made the document longer (README
 * "HTML in the first round trip"). Every page of the sitemap is read.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {sitemapRoutes} from './files';

const buildDir = path.resolve(__dirname, '../../build');
const routes = sitemapRoutes(buildDir);
const pages = routes.map((route) => ({route, html: fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8')}));
const withCode = pages.filter((p) => p.html.includes('token-line'));
const docs = pages.filter((p) => p.html.includes('data-copy-page'));

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

describe('diagrams', () => {
  const diagrams = pages.flatMap((p) => [...p.html.matchAll(/<svg[^>]*class="?bp-diagram__svg[\s\S]*?<\/svg>/g)].map((m) => ({route: p.route, svg: m[0]})));

  test('inline diagrams carry no renderer data attributes and no long decimals', () => {
    expect(diagrams.length).toBeGreaterThan(5);
    expect(diagrams.filter((d) => /\sdata-[\w-]+=/.test(d.svg)).map((d) => d.route)).toEqual([]);
    expect(diagrams.filter((d) => /<[^>]*\d\.\d{3,}[^>]*>/.test(d.svg)).map((d) => d.route)).toEqual([]);
  });
});

describe('doc pages', () => {
  test('the closed Copy page menu holds no items', () => {
    expect(docs.length).toBeGreaterThan(200);
    expect(matching(docs, /role="?menuitem/)).toEqual([]);
  });

  test('each names its Markdown twin as a text/markdown alternate, and the twin exists', () => {
    const problems: string[] = [];
    for (const {route, html} of docs) {
      const href = html.match(/<link[^>]*rel="?alternate"? type="?text\/markdown"? href="?([^" >]+)/)?.[1];
      if (!href) problems.push(`${route}: no text/markdown alternate`);
      else if (!fs.existsSync(path.join(buildDir, new URL(href).pathname))) problems.push(`${route}: ${href} is not in the build`);
    }
    expect(problems).toEqual([]);
  });
});
