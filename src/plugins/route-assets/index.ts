/**
 * Docusaurus plugin: each route's assets in its own page. A page's
 * render-blocking stylesheet holds only what every page needs; the CSS of the
 * route's chunks is inline, and its script chunks are named in its HTML.
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
 * The same pass, the one that rewrites finished pages, puts the page's
 * Content-Security-Policy first in its head, with the hashes of the page's
 * inline scripts in place of `'unsafe-inline'` (policyEdit,
 * src/plugins/csp/script-hashes.ts): their text is final only here, after
 * Docusaurus minified the page. One pass, so two post-build steps never write
 * the same file.
 *
 * The first-paint loader that once ran all of them after the first
 * contentful paint is gone: under applied throttling it delayed hydration
 * and the first working click by about 400 ms (decisions/0003-ablation.md).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {mapLimit} from '../shared/map-limit';
import {readGenerated, routeChunkAssets} from './routes.mjs';
import {policyEdit} from '../csp/script-hashes';
import {applyEdits, elementsOf, isAppRoot, startTag, type HtmlEdit, type HtmlElement} from '../shared/html';

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

/** The elements a page's rewrite reads: its stylesheets, scripts and policy. */
const PAGE_TAGS = new Set(['link', 'script', 'style', 'meta']);

/** Addresses the page already names: linked stylesheets, inlined ones, scripts. */
function namedIn(elements: HtmlElement[]): Set<string> {
  const named = new Set<string>();
  for (const {name, attributes} of elements) {
    const address = name === 'link' ? attributes.href : name === 'style' ? attributes['data-href'] : name === 'script' ? attributes.src : undefined;
    if (address) named.add(address);
  }
  return named;
}

/**
 * The edit that inlines `stylesheets` after the page's last stylesheet link,
 * each in a `<style data-href>` naming its file; none when the page has no
 * stylesheet link, or already links or holds them all.
 */
export function stylesheetEdits(elements: HtmlElement[], stylesheets: RouteStylesheet[]): HtmlEdit[] {
  const named = namedIn(elements);
  const styles = stylesheets
    // Not a file the page already links (the main stylesheet) or holds.
    .filter(({href}) => !named.has(href))
    .map(({href, css}) => {
      if (css.toLowerCase().includes('</style')) throw new Error(`[bindpoint-route-assets] ${href} contains "</style" and cannot be inlined`);
      return `${startTag('style', {'data-href': href})}${css.trim()}</style>`;
    })
    .join('');
  const last = elements.filter((e) => e.name === 'link' && (e.attributes.rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet')).at(-1);
  return styles && last ? [{at: last.end, text: styles}] : [];
}

/**
 * The edit that names `scripts` in the page, each deferred, right after the
 * webpack runtime's script, so they run after the runtime and before the
 * main script (each registers its chunk; the main script finds them
 * registered and appends no script element). Files the page already names
 * are left out; none when the page has no runtime script.
 */
export function scriptEdits(elements: HtmlElement[], scripts: string[]): HtmlEdit[] {
  const named = namedIn(elements);
  const tags = scripts
    .filter((src) => !named.has(src))
    .map((src) => `${startTag('script', {src, defer: true})}</script>`)
    .join('');
  const runtime = elements.find((e) => e.name === 'script' && path.posix.basename(e.attributes.src ?? '').startsWith('runtime~main'));
  return tags && runtime ? [{at: runtime.end, text: tags}] : [];
}

/** The page's HTML with `stylesheets` inlined (stylesheetEdits). */
export function inlineStylesheets(html: string, stylesheets: RouteStylesheet[]): string {
  return applyEdits(html, stylesheetEdits(elementsOf(html, PAGE_TAGS), stylesheets));
}

/** The page's HTML with `scripts` named after the runtime (scriptEdits). */
export function linkScripts(html: string, scripts: string[]): string {
  return applyEdits(html, scriptEdits(elementsOf(html, PAGE_TAGS), scripts));
}

/** What the rewrite of one page does: each step can be left out (the ablation bench, scripts/bench/variants.mjs). */
export interface PageRewrite {
  stylesheets: RouteStylesheet[];
  scripts: string[];
  /** The route, for errors. */
  page: string;
  /** The Content-Security-Policy the page gets, first in its head (src/plugins/csp). */
  policy: string;
  /** Put the inline scripts' hashes in the policy in place of `'unsafe-inline'`. */
  hashes: boolean;
}

/**
 * The page rewritten in one parse: route CSS inlined, route scripts named, the
 * policy's script hashes. The parse reads up to Docusaurus's app root (the
 * head and the theme's pre-body scripts, about a tenth of a long page): what
 * the pass edits and hashes is there, and the app's markup holds no inline
 * script (tests/build/site.test.ts reads every page whole and fails on an
 * inline script whose hash the policy lacks; the browser would refuse it).
 */
export function rewritePage(html: string, {stylesheets, scripts, page, policy, hashes}: PageRewrite): string {
  const elements = elementsOf(html, PAGE_TAGS, isAppRoot);
  return applyEdits(html, [...stylesheetEdits(elements, stylesheets), ...scriptEdits(elements, scripts), policyEdit(elements, page, policy, hashes)]);
}

export interface RouteAssetsOptions {
  /**
   * Every page's Content-Security-Policy (src/plugins/csp, `contentSecurityPolicy`), put in by this pass. Not in the
   * page template (the `ssrTemplate` option): Docusaurus serializes the whole site config into every page's
   * JavaScript, and a template holding the policy was 0.46 KB gzip of each page's first load.
   */
  policy: string;
}

export default function routeAssetsPlugin(context: LoadContext, options: RouteAssetsOptions): Plugin {
  if (!options?.policy) throw new Error('[bindpoint-route-assets] needs the Content-Security-Policy: {policy: contentSecurityPolicy(...)} in docusaurus.config.ts');
  return {
    name: 'bindpoint-route-assets',
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
      if (!generated) throw new Error(`[bindpoint-route-assets] no client manifest in ${context.generatedFilesDir} after the build`);
      const {baseUrl} = context.siteConfig;
      /** A built file's address (`assets/js/…` → `/base/assets/js/…`). */
      const address = (file: string) => `${baseUrl}${file.replace(/^\//, '')}`;
      const contents = new Map<string, Promise<string>>();
      const read = (file: string) => {
        if (!contents.has(file)) contents.set(file, fs.readFile(path.join(outDir, file), 'utf8'));
        return contents.get(file)!;
      };
      await mapLimit(routesPaths, PAGES_AT_ONCE, async (route) => {
        const {css, js} = routeChunkAssets(generated, route);
        const stylesheets = await Promise.all(
          css.map(async (file) => ({href: address(file), css: await read(file)})),
        );
        const rel = route.slice(baseUrl.length);
        const file = rel.endsWith('.html') ? path.join(outDir, rel) : path.join(outDir, rel, 'index.html');
        const html = await fs.readFile(file, 'utf8').catch(() => null);
        if (html === null) return; // a route without its own page file (the 404 route, redirects)
        const linked = rewritePage(html, {stylesheets, scripts: js.map(address), page: route, policy: options.policy, hashes: true});
        // Written aside, then renamed: other post-build steps (the search index) read these pages meanwhile.
        await fs.writeFile(`${file}.route-assets`, linked);
        await fs.rename(`${file}.route-assets`, file);
      });
    },
  };
}
