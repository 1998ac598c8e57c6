/**
 * Docusaurus plugin: a page's render-blocking stylesheet holds only what
 * every page needs.
 *
 * Docusaurus merges every CSS file of the client, even one only reached by a
 * dynamic import() or by the chunk of one route, into one stylesheet
 * (splitChunks cacheGroup `styles`, chunks `all`, in @docusaurus/core's
 * webpack/base.js). Two cache groups above it take out:
 * - LAZY_CSS, the search modal's CSS and DocSearch's variables
 *   (src/theme/SearchBar/modalStyles.ts):
 *   one CSS chunk, loaded by the same import() as the modal;
 * - ROUTE_CSS, the CSS of components that MDX pages import (src/components),
 *   of the API and component reference plugins' theme components, and of the
 *   home and search pages: CSS chunks of the routes that use them.
 *
 * Docusaurus's HTML names no route chunk (the client loads them while it
 * hydrates), so after the build each page gets the CSS of its route's chunks
 * inline, in `<style data-href="…">` after the main stylesheet: the page is
 * styled at first paint without another render-blocking request (each one
 * cost a round trip before the first paint in Lighthouse's model; these files
 * are under 1 KB gzip each), and the client's CSS chunk loader, which looks
 * for a `<link>` or a `<style>` with that `data-href`, finds it already there.
 *
 * The same step names the route's script chunks in the page, deferred,
 * between the webpack runtime and the main script. Without them the browser
 * learnt of those chunks only when the main script ran and asked for them:
 * their download waited for the main script's, and the runtime appended a
 * script element for each (on a doc page about 90 ms of the main thread under
 * Lighthouse's 4x slowdown). Now they download beside the main script and
 * run before it, each registering its chunk, so the main script finds them
 * registered and hydrates without another request. (Docusaurus's own
 * mechanism for this, the modules its server render reports, finds nothing:
 * the client manifest is keyed by chunk name, the report by module path.)
 *
 * Last, the page's deferred scripts (runtime, route chunks, main) become one
 * deferred script, the loader ./after-first-paint.js, that runs them in the
 * same order once the first contentful paint has been presented
 * (`runAfterFirstPaint`): a deferred script ran as soon as the page was
 * parsed, often before the first frame, so the first view waited for the
 * scripts and hydration. The loader is a file of its own, beside the site's
 * other scripts in js/ (minified, its content hash in its name, so it can be
 * cached like webpack's assets in assets/js/), not inline: inline
 * it was 340 bytes gzip of every page's HTML, and a page whose HTML is over
 * TCP's first window (14,600 bytes) paints a round trip later (README, "HTML
 * in the first round trip").
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {mapLimit} from '../shared/map-limit';
import {minifyScript} from '../shared/minify';
import {siteScriptFile} from '../shared/site-script';
import {readGenerated, routeChunkAssets} from './routes.mjs';

/** The loader's source (readable; the build writes it minified, ./loaderFile). */
export const AFTER_FIRST_PAINT_SOURCE = path.join(__dirname, 'after-first-paint.js');

/** The built loader's path in the build directory, named by its content. */
export function loaderFile(minified: string): string {
  return siteScriptFile('after-first-paint', minified);
}

/**
 * Pages rewritten at a time after the build. All at once, every page's HTML
 * was in memory together, twice (as read and as rewritten): 0.6 GB for the
 * 2,300 pages of the scale build, 8 at a time 0.08 GB
 * (decisions/0004-build-memory.md); a few at a time keep the disk busy.
 */
export const PAGES_AT_ONCE = 8;

/** CSS files only imported by a dynamic import(), kept out of the page's stylesheet. */
export const LAZY_CSS = /[\\/](?:@docsearch[\\/]css[\\/]dist[\\/](?:modal|_variables)\.css|src[\\/]theme[\\/]SearchBar[\\/]styles\.css)$/;

/**
 * CSS of components some routes use (not the Copy page menu's, on every doc
 * page), and of the pages of one route: the home page (src/pages) and the
 * search page. Not the not-found page's: the docs layout renders it too (for
 * an unknown doc address), so doc pages would load it anyway, and the static
 * 404 page would not link it.
 */
export const ROUTE_CSS = /[\\/]src[\\/](?:components|pages|theme[\\/]SearchPage|plugins[\\/](?:openapi|sdk-components)[\\/]theme)[\\/].*\.css$/;

/** A route CSS file's address and content. */
export interface RouteStylesheet {
  href: string;
  css: string;
}

/**
 * The page's HTML with `stylesheets` inlined after its last stylesheet link,
 * each in a `<style data-href>` naming its file (unchanged when the page has
 * no stylesheet link, or already links or holds them).
 */
export function inlineStylesheets(html: string, stylesheets: RouteStylesheet[]): string {
  const styles = stylesheets
    // Not a file the page already links (the main stylesheet) or holds.
    .filter(({href}) => !html.includes(href))
    .map(({href, css}) => {
      if (/<\/style/i.test(css)) throw new Error(`[bindpoint-route-css] ${href} contains "</style" and cannot be inlined`);
      return `<style data-href="${href}">${css.trim()}</style>`;
    })
    .join('');
  if (!styles) return html;
  const tags = [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi)];
  const last = tags.at(-1);
  if (!last || last.index === undefined) return html;
  const at = last.index + last[0].length;
  return html.slice(0, at) + styles + html.slice(at);
}

/**
 * The page's HTML with a deferred `<script>` for each of `scripts` right after
 * the webpack runtime's, so they run after the runtime and before the main
 * script (each registers its chunk; the main script finds them registered and
 * appends no script element). Files the page already names are left out;
 * unchanged when the page has no runtime script.
 */
export function linkScripts(html: string, scripts: string[]): string {
  const tags = scripts
    .filter((src) => !html.includes(src))
    .map((src) => `<script src="${src}" defer></script>`)
    .join('');
  if (!tags) return html;
  const runtime = /<script\b[^>]*\bsrc=["']?[^"'\s>]*runtime~main[^"'\s>]*["']?[^>]*><\/script>/i.exec(html);
  if (!runtime) return html;
  const at = runtime.index + runtime[0].length;
  return html.slice(0, at) + tags + html.slice(at);
}

/** A `<script src=… defer></script>` tag as Docusaurus's minified HTML writes it (quoted or not). */
const DEFERRED_SCRIPT = /<script\b[^>]*?\bsrc=(?:"([^"]+)"|'([^']+)'|([^"'\s>]+))[^>]*?\sdefer(?:=[^\s>]*)?[^>]*><\/script>/gi;

/**
 * The page's HTML with its deferred scripts replaced, where the first of them
 * stood, by one deferred script, the loader at `loader`
 * (./after-first-paint.js), whose `data-scripts` names them in their order.
 * Unchanged when the page has no deferred script but the loader.
 */
export function runAfterFirstPaint(html: string, loader: string): string {
  const sources: string[] = [];
  let first = -1;
  const rest = html.replace(DEFERRED_SCRIPT, (tag, double?: string, single?: string, bare?: string, offset?: number) => {
    if (/\sdata-scripts=/i.test(tag)) return tag; // the loader itself
    sources.push((double ?? single ?? bare)!);
    if (first < 0) first = offset!;
    return '';
  });
  if (sources.length === 0) return html;
  if ([loader, ...sources].some((src) => /[\s"'<>]/.test(src))) {
    throw new Error(`[bindpoint-route-css] a script address cannot be written in the loader's tag: ${[loader, ...sources].join(' ')}`);
  }
  // Removed tags all come at or after the first one's offset, so `first` is still its place.
  return `${rest.slice(0, first)}<script src="${loader}" defer data-scripts="${sources.join(' ')}"></script>${rest.slice(first)}`;
}

export default function routeCssPlugin(context: LoadContext): Plugin {
  return {
    name: 'bindpoint-route-css',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Above Docusaurus's `styles` group (priority 50), for async chunks only.
              lazyCss: {name: 'search-modal', type: 'css/mini-extract', test: LAZY_CSS, chunks: 'async', enforce: true, priority: 60},
              routeCss: {type: 'css/mini-extract', test: ROUTE_CSS, chunks: 'async', enforce: true, priority: 55},
            },
          },
        },
      };
    },
    async postBuild({outDir, routesPaths}) {
      const generated = readGenerated(context.siteDir);
      if (!generated) throw new Error(`[bindpoint-route-css] no client manifest in ${context.generatedFilesDir} after the build`);
      const {baseUrl} = context.siteConfig;
      /** A built file's address (`assets/js/…` → `/base/assets/js/…`). */
      const address = (file: string) => `${baseUrl}${file.replace(/^\//, '')}`;
      const contents = new Map<string, Promise<string>>();
      const read = (file: string) => {
        if (!contents.has(file)) contents.set(file, fs.readFile(path.join(outDir, file), 'utf8'));
        return contents.get(file)!;
      };
      const minified = (await minifyScript(await fs.readFile(AFTER_FIRST_PAINT_SOURCE, 'utf8'))).trim();
      const loaderPath = loaderFile(minified);
      await fs.writeFile(path.join(outDir, loaderPath), minified);
      const loader = address(loaderPath);
      await mapLimit(routesPaths, PAGES_AT_ONCE, async (route) => {
        const {css, js} = routeChunkAssets(generated, route);
        const stylesheets = await Promise.all(
          css.map(async (file) => ({href: address(file), css: await read(file)})),
        );
        const rel = route.slice(baseUrl.length);
        const file = rel.endsWith('.html') ? path.join(outDir, rel) : path.join(outDir, rel, 'index.html');
        const html = await fs.readFile(file, 'utf8').catch(() => null);
        if (html === null) return; // a route without its own page file (the 404 route, redirects)
        const linked = runAfterFirstPaint(linkScripts(inlineStylesheets(html, stylesheets), js.map(address)), loader);
        if (linked === html) return;
        // Written aside, then renamed: other post-build steps (the search index) read these pages meanwhile.
        await fs.writeFile(`${file}.route-css`, linked);
        await fs.rename(`${file}.route-css`, file);
      });
    },
  };
}
