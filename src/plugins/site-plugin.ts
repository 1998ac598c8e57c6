/**
 * Site-wide wiring that has no better home:
 * - an inline head script that turns `<page>.html` and `<page>/index`
 *   addresses into the canonical trailing-slash form before React starts
 *   (a static host may serve the real page file at those addresses, and the
 *   router would otherwise show the not-found page there);
 * - an inline head script that forgets an announcement dismissal when the
 *   announcement id has changed, before the theme's own script hides the bar
 *   (without it a new announcement stays hidden until the second visit);
 * - client modules: page-view fields for analytics, keyboard access to
 *   tables that scroll sideways, and the theme's Layout kept in the main
 *   chunk (./client/layout.ts);
 * - `@docusaurus/utils-common` resolved to ./client/utils-common.ts, its exports
 *   without its index, which loads all of tslib into every page;
 * - the button script (`static/js/buttons.js`, loaded on every page) minified
 *   in the build: the source stays readable, pages load 40% fewer bytes of it;
 * - the server bundle split into shared chunks, as the browser's is;
 * - PostCSS without postcss-preset-env (the Lightning CSS minimizer lowers
 *   and prefixes for the browserslist targets);
 * - Infima purged of the rules no page can use, and the built stylesheets of
 *   the variables nothing reads, the others renamed short, in production
 *   (./infima-purge, ./css-variables.ts);
 * - the scripts that run on load marked for eager compilation, in production
 *   (./compile-hints.ts);
 * - V8's optimizing compiler started later in this process, so that the build
 *   spends less processor time compiling code it runs briefly
 *   (./shared/optimization-budget.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {infimaPurge} from './infima-purge';
import {CssVariablesPlugin} from './css-variables';
import {CompileHintsPlugin} from './compile-hints';
import {minifyScript} from './shared/minify';
import {delayOptimization} from './shared/optimization-budget';

/**
 * Inline script sending `<page>.html` and `<page>/index` to the canonical
 * `<page>/` before the app loads (tests/unit/site/site-plugin.test.ts runs it).
 */
export function canonicalRedirectScript(baseUrl: string): string {
  return `(function(){try{var l=window.location,p=l.pathname,b=${JSON.stringify(baseUrl)};var m=p.match(/^(.*?)(?:\\/index(?:\\.html?)?|\\.html?)$/);if(!m)return;var t=m[1].replace(/\\/+$/,'')+'/';if(t.indexOf(b)!==0)t=b;if(t!==p)l.replace(t+l.search+l.hash);}catch(e){}})();`;
}

/** Runs before the theme's announcement-bar script (that one is a pre-body tag). */
export function announcementResetScript(id: string): string {
  return `(function(){try{var s=window.localStorage;if(s.getItem('docusaurus.announcement.id')!==${JSON.stringify(id)})s.setItem('docusaurus.announcement.dismiss','false');}catch(e){}})();`;
}

/**
 * The server bundle, which only the static renderer runs, is split like the
 * browser's. Docusaurus turns splitting off for it, so each page's chunk
 * carried its own copy of every module it imports beyond the entry: the
 * component reference (183 pages) and the API operation components (32) were
 * copied into each page's chunk, 41 MB of JavaScript over 292 chunks, which
 * the bundler wrote and the renderer compiled. Modules that pages share now go
 * to shared chunks (11 MB in all); every page renders the same HTML
 * (decisions/0003-ablation.md).
 */
export const SERVER_OPTIMIZATION = {splitChunks: {chunks: 'async'}} as const;

/** Docusaurus names postcss-preset-env by its resolved path, with options (`[path, {}]`). */
function isPresetEnv(plugin: unknown): boolean {
  const name = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof name === 'string' && /[\\/]postcss-preset-env[\\/]/.test(name);
}

/** Static scripts every page loads, minified in the build output. */
export const MINIFIED_STATIC_SCRIPTS = ['js/buttons.js'];

export default function sitePlugin(context: LoadContext): Plugin {
  // Plugins are created before any content loads: from here on, the process
  // (and every worker thread it starts) optimizes code later.
  delayOptimization();
  const announcement = (context.siteConfig.themeConfig as {announcementBar?: {id: string}}).announcementBar;
  return {
    name: 'bindpoint-site',
    configureWebpack(_config, isServer) {
      // Both bundles (server and client) render links: both use it.
      const alias = {'@docusaurus/utils-common$': require.resolve('./client/utils-common.ts')};
      // Only the client's stylesheets and scripts are emitted (./css-variables.ts, ./compile-hints.ts).
      const optimizeClient = !isServer && process.env.NODE_ENV === 'production';
      const plugins = optimizeClient ? [new CssVariablesPlugin(path.join(context.siteDir, 'static')), new CompileHintsPlugin()] : [];
      return {resolve: {alias}, plugins, ...(isServer ? {optimization: SERVER_OPTIMIZATION} : {})};
    },
    configurePostCss(options) {
      // No postcss-preset-env: the Lightning CSS minimizer (Docusaurus Faster)
      // already lowers and prefixes the CSS for the browserslist targets, and
      // preset-env's pass over every stylesheet took about 0.6 s of the main
      // thread while the bundler waited on it (decisions/0003-ablation.md).
      options.plugins = options.plugins.filter((plugin) => !isPresetEnv(plugin));
      // Production CSS: Infima without the rules no page can use (./infima-purge).
      if (process.env.NODE_ENV === 'production') options.plugins.push(infimaPurge(context.siteDir));
      // Every plugin is named here, and the site has no PostCSS config file:
      // without this, postcss-loader looks for one (27 names, in the
      // stylesheet's folder and each one above it) for every stylesheet, with
      // a new cosmiconfig explorer each time: about 2 s of the main thread in
      // a cold build, while the bundler waits on it (decisions/0003-ablation.md).
      return {...options, config: false};
    },
    getClientModules() {
      return [
        require.resolve('./client/analytics.ts'),
        require.resolve('./client/scrollable-tables.ts'),
        require.resolve('./client/layout.ts'),
      ];
    },
    async postBuild({outDir}) {
      for (const file of MINIFIED_STATIC_SCRIPTS) {
        const target = path.join(outDir, file);
        await fs.writeFile(target, await minifyScript(await fs.readFile(target, 'utf8')));
      }
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'script',
            innerHTML: canonicalRedirectScript(context.siteConfig.baseUrl),
          },
          ...(announcement
            ? [{tagName: 'script', innerHTML: announcementResetScript(announcement.id)}]
            : []),
        ],
      };
    },
  };
}
