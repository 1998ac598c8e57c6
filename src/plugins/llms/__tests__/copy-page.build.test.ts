/**
 * The doc pages as built (run after `npm run build`): the closed Copy page
 * menu holds no items, and each page names its Markdown twin in its head.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {sitemapRoutes} from '../../../../tests/build/files';

const buildDir = path.resolve(__dirname, '../../../../build');
const pages = sitemapRoutes(buildDir).map((route) => ({route, html: fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8')}));
const docs = pages.filter((p) => p.html.includes('data-copy-page'));

/** Routes whose HTML matches `pattern`, for a failure message. */
const matching = (list: typeof pages, pattern: RegExp) => list.filter((p) => pattern.test(p.html)).map((p) => p.route);

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
