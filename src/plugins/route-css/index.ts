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
 * hydrates), so after the build each page gets a `<link rel="stylesheet">`
 * for the CSS of its route's chunks, after the main stylesheet: the page is
 * styled at first paint, and the client finds the link already there.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readGenerated, routeChunkAssets} from './routes.mjs';

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

/** The page's HTML with links to `cssFiles` after its last stylesheet link (unchanged when it has none). */
export function linkStylesheets(html: string, cssFiles: string[], baseUrl: string): string {
  const links = cssFiles
    .map((file) => `${baseUrl}${file.replace(/^\//, '')}`)
    .filter((href) => !html.includes(href))
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('');
  if (!links) return html;
  const tags = [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi)];
  const last = tags.at(-1);
  if (!last || last.index === undefined) return html;
  const at = last.index + last[0].length;
  return html.slice(0, at) + links + html.slice(at);
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
      await Promise.all(
        routesPaths.map(async (route) => {
          const {css} = routeChunkAssets(generated, route);
          if (css.length === 0) return;
          const rel = route.slice(baseUrl.length);
          const file = rel.endsWith('.html') ? path.join(outDir, rel) : path.join(outDir, rel, 'index.html');
          const html = await fs.readFile(file, 'utf8').catch(() => null);
          if (html === null) return; // a route without its own page file (the 404 route, redirects)
          const linked = linkStylesheets(html, css, baseUrl);
          if (linked === html) return;
          // Written aside, then renamed: other post-build steps (the search index) read these pages meanwhile.
          await fs.writeFile(`${file}.route-css`, linked);
          await fs.rename(`${file}.route-css`, file);
        }),
      );
    },
  };
}
