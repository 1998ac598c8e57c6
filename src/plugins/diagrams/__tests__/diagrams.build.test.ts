/**
 * The diagrams as built (run after `npm run build`): the inline SVG of every
 * page of the sitemap keeps none of the renderer's data attributes and no
 * decimals past the hundredth, markup no reader sees.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {sitemapRoutes} from '../../../../tests/build/files';

const buildDir = path.resolve(__dirname, '../../../../build');
const pages = sitemapRoutes(buildDir).map((route) => ({route, html: fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8')}));

describe('diagrams', () => {
  const diagrams = pages.flatMap((p) => [...p.html.matchAll(/<svg[^>]*class="?bp-diagram__svg[\s\S]*?<\/svg>/g)].map((m) => ({route: p.route, svg: m[0]})));

  test('inline diagrams carry no renderer data attributes and no long decimals', () => {
    expect(diagrams.length).toBeGreaterThan(5);
    expect(diagrams.filter((d) => /\sdata-[\w-]+=/.test(d.svg)).map((d) => d.route)).toEqual([]);
    expect(diagrams.filter((d) => /<[^>]*\d\.\d{3,}[^>]*>/.test(d.svg)).map((d) => d.route)).toEqual([]);
  });
});
