/**
 * Production stylesheets and scripts, after the bundler:
 * - PostCSS without postcss-preset-env (the Lightning CSS minimizer lowers
 *   and prefixes for the browserslist targets) and without a config-file
 *   search, and with Infima purged of the rules no page can use
 *   (./infima-purge);
 * - the built stylesheets without the variables nothing reads, the others
 *   renamed short (./css-variables.ts);
 * - the scripts that run on load marked for eager compilation
 *   (./compile-hints.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {infimaPurge} from './infima-purge';
import {CssVariablesPlugin} from './css-variables';
import {CompileHintsPlugin} from './compile-hints';

/** Docusaurus names postcss-preset-env by its resolved path, with options (`[path, {}]`). */
function isPresetEnv(plugin: unknown): boolean {
  const name = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof name === 'string' && /[\\/]postcss-preset-env[\\/]/.test(name);
}

export default function sitePlugin(context: LoadContext): Plugin {
  return {
    name: 'bindpoint-site',
    configureWebpack(_config, isServer) {
      // Only the client's stylesheets and scripts are emitted (./css-variables.ts, ./compile-hints.ts).
      const optimizeClient = !isServer && process.env.NODE_ENV === 'production';
      return {plugins: optimizeClient ? [new CssVariablesPlugin(path.join(context.siteDir, 'static')), new CompileHintsPlugin()] : []};
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
  };
}
