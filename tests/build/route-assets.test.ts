/**
 * Route assets in each page (run after `npm run build`; src/plugins/route-css):
 * every page of the sitemap names the scripts of its route's chunks, deferred,
 * after the webpack runtime and before the main script, and holds its route
 * CSS inline; no route chunk is left for the runtime to request.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {readGenerated, routeChunkAssets} from '../../src/plugins/route-css/routes.mjs';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');
const generated = readGenerated(siteDir);

const routes = [...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1]!).pathname,
);
const pageFile = (route: string) => path.join(buildDir, route, 'index.html');
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)["']?[^>]*><\/script>/gi)]
    .map((m) => ({src: m[1]!, tag: m[0]}))
    .filter(({src}) => src.startsWith('/assets/js/'));

describe('route assets in each page', () => {
  test('the build left its generated files', () => {
    expect(generated, 'client manifest, routes and chunk names in .docusaurus').not.toBeNull();
    expect(routes.length).toBeGreaterThan(200);
  });

  test('every page names its route chunks, deferred, between the runtime and the main script', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const html = fs.readFileSync(pageFile(route), 'utf8');
      const scripts = scriptsOf(html);
      const names = scripts.map(({src}) => src.split('/').pop()!);
      const {js} = routeChunkAssets(generated, route);
      const expected = js.map((file) => `/${file.replace(/^\//, '')}`);
      if (expected.length === 0) problems.push(`${route}: no route chunks in the manifest`);
      if (!/^runtime~main\./.test(names[0] ?? '')) problems.push(`${route}: the runtime is not the first script (${names.join(', ')})`);
      if (!/^main\./.test(names.at(-1) ?? '')) problems.push(`${route}: the main script is not the last (${names.join(', ')})`);
      const between = scripts.slice(1, -1);
      const missing = expected.filter((src) => !between.some((s) => s.src === src));
      if (missing.length) problems.push(`${route}: route chunks not named: ${missing.join(', ')}`);
      const extra = between.filter((s) => !expected.includes(s.src)).map((s) => s.src);
      if (extra.length) problems.push(`${route}: scripts that are not route chunks: ${extra.join(', ')}`);
      const undeferred = scripts.filter(({tag}) => !/\sdefer[\s>]/.test(tag)).map((s) => s.src);
      if (undeferred.length) problems.push(`${route}: scripts not deferred: ${undeferred.join(', ')}`);
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
