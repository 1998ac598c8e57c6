/**
 * Route assets in each page (run after `npm run build`; src/plugins/route-assets):
 * every page of the sitemap names the scripts of its route's chunks, deferred,
 * after the webpack runtime and before the main script, and holds its route
 * CSS inline; no route chunk is left for the runtime to request.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {pageScripts, readGenerated, routeChunkAssets} from '../routes.mjs';
import {sitemapRoutes} from '../../../../tests/build/files';

const siteDir = path.resolve(__dirname, '../../../..');
const buildDir = path.join(siteDir, 'build');
const generated = readGenerated(siteDir);

const routes = sitemapRoutes(buildDir);
const pageFile = (route: string) => path.join(buildDir, route, 'index.html');

describe('route assets in each page', () => {
  test('the build left its generated files', () => {
    expect(generated, 'client manifest, routes and chunk names in .docusaurus').not.toBeNull();
    expect(routes.length).toBeGreaterThan(200);
  });

  test('every page names its route chunks between the runtime and the main script, each deferred', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const html = fs.readFileSync(pageFile(route), 'utf8');
      const scripts = pageScripts(html).filter((src) => src.startsWith('/assets/js/'));
      const names = scripts.map((src) => src.split('/').pop()!);
      const {js} = routeChunkAssets(generated, route);
      const expected = js.map((file) => `/${file.replace(/^\//, '')}`);
      if (expected.length === 0) problems.push(`${route}: no route chunks in the manifest`);
      if (!/^runtime~main\./.test(names[0] ?? '')) problems.push(`${route}: the runtime is not the first script (${names.join(', ')})`);
      if (!/^main\./.test(names.at(-1) ?? '')) problems.push(`${route}: the main script is not the last (${names.join(', ')})`);
      const between = scripts.slice(1, -1);
      const missing = expected.filter((src) => !between.includes(src));
      if (missing.length) problems.push(`${route}: route chunks not named: ${missing.join(', ')}`);
      const extra = between.filter((src) => !expected.includes(src));
      if (extra.length) problems.push(`${route}: scripts that are not route chunks: ${extra.join(', ')}`);
      // Each of them deferred: none blocks the parser, and they run in this order.
      const tags = [...html.matchAll(/<script\b[^>]*\ssrc=["']?\/assets\/js\/[^>]*>/gi)].map((m) => m[0]);
      const blocking = tags.filter((tag) => !/\sdefer[\s>=]/.test(tag));
      if (blocking.length) problems.push(`${route}: scripts not deferred: ${blocking.join(' ')}`);
    }
    expect(problems).toEqual([]);
  });

  test('route CSS is inline, not linked: the main stylesheet is the one render-blocking request', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const html = fs.readFileSync(pageFile(route), 'utf8');
      const links = [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi)];
      if (links.length !== 1) problems.push(`${route}: ${links.length} stylesheet links`);
      for (const file of routeChunkAssets(generated, route).css) {
        const href = `/${file.replace(/^\//, '')}`;
        if (!html.includes(`<style data-href="${href}">`) && !links.some(([tag]) => tag.includes(href))) {
          problems.push(`${route}: route CSS ${href} neither inline nor linked`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
