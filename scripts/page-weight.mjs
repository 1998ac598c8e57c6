/**
 * What a first visit to one built page downloads, read from the build alone
 * (no browser): the HTML, the scripts it runs (`<script src>`, the route's
 * chunks among them: src/plugins/route-assets) and preloads
 * (`<link rel="preload" as="script">`, the route's chunks that Docusaurus
 * lists for hydration), and its stylesheets (`<link rel="stylesheet">`, and
 * the route CSS inlined as `<style data-href>`, counted as the file it names:
 * in the HTML's bytes too), each file's gzip size (level 9, as a static host
 * would serve it).
 *
 * A Docusaurus page also loads, while it hydrates, the chunks of its route
 * (its content, its layout components), which the HTML does not name. They
 * are read from the build's generated files (`.docusaurus/routes.js`,
 * `routesChunkNames.json`, `client-manifest.json`), exactly
 * as the client runtime resolves them, so first-load JS counts them too.
 *
 * Used by `npm run bench` (this site and the vanilla template side by side)
 * and by the byte budgets in tests/build/budgets.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {pageScripts, readGenerated, routeChunkAssets} from '../src/plugins/route-assets/routes.mjs';

/** @param {Buffer | string} data */
export const gzipSize = (data) => zlib.gzipSync(data, {level: 9}).length;

/** @param {string} tag @param {string} name */
function attr(tag, name) {
  return tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))?.slice(1).find((v) => v !== undefined);
}

/**
 * The same-site assets a page references, by kind. External URLs (analytics,
 * a third-party button script) are not part of the build and are left out.
 * @param {string} html
 * @returns {{js: string[], css: string[]}}
 */
export function referencedAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const src of pageScripts(html)) js.add(src);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') css.add(href);
    else if ((rel === 'preload' || rel === 'modulepreload') && (attr(tag, 'as') ?? 'script') === 'script') js.add(href);
  }
  for (const [tag] of html.matchAll(/<style\b[^>]*>/gi)) {
    const href = attr(tag, 'data-href');
    if (href) css.add(href);
  }
  const local = (url) => !/^(?:[a-z]+:)?\/\//i.test(url);
  return {js: [...js].filter(local), css: [...css].filter(local)};
}

/**
 * The script files of a route's chunks (layouts and page), from the site's
 * generated folder after a build; empty when that folder is absent.
 * @param {string} siteDir
 * @param {string} route
 * @returns {string[]} asset paths like `assets/js/18891827.abcd1234.js`
 */
export function routeChunkFiles(siteDir, route) {
  return routeChunkAssets(readGenerated(siteDir), route).js;
}

/**
 * @param {string} buildDir the build folder, inside the site's folder
 * @param {string} route like `/docs/overview/`
 * @param {string} [baseUrl]
 * @returns {{route: string, htmlBytes: number, htmlGzip: number, jsGzip: number, cssGzip: number, cssBytes: number,
 *   js: Array<{file: string, gzip: number}>, css: Array<{file: string, gzip: number, bytes: number}>}}
 */
export function pageWeight(buildDir, route, baseUrl = '/') {
  const htmlFile = path.join(buildDir, route, 'index.html');
  if (!fs.existsSync(htmlFile)) throw new Error(`no built page for ${route} (${htmlFile})`);
  const html = fs.readFileSync(htmlFile);
  const referenced = referencedAssets(html.toString('utf8'));
  const css = referenced.css;
  const js = [...new Set([...referenced.js, ...routeChunkFiles(path.dirname(buildDir), route).map((f) => `${baseUrl}${f.replace(/^\//, '')}`)])];
  const file = (url) => path.join(buildDir, url.split(/[?#]/)[0].replace(baseUrl, '/'));
  const sized = (list) =>
    list.map((url) => {
      const data = fs.readFileSync(file(url));
      return {file: url, gzip: gzipSize(data), bytes: data.length};
    });
  const jsFiles = sized(js);
  const cssFiles = sized(css);
  const sum = (list, key) => list.reduce((total, f) => total + f[key], 0);
  return {
    route,
    htmlBytes: html.length,
    htmlGzip: gzipSize(html),
    jsGzip: sum(jsFiles, 'gzip'),
    cssGzip: sum(cssFiles, 'gzip'),
    cssBytes: sum(cssFiles, 'bytes'),
    js: jsFiles.map(({file: f, gzip}) => ({file: f, gzip})),
    css: cssFiles,
  };
}

/**
 * Text that only a Mermaid runtime carries (its API and configuration
 * names). A page whose JavaScript holds one of these downloads a diagram
 * library; diagrams drawn at build time hold none.
 */
export const DIAGRAM_RUNTIME = /mermaidAPI|mermaid\.initialize|securityLevel:|flowchart-v2/;
