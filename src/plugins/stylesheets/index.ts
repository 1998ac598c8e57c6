/**
 * Production stylesheets:
 * - Infima purged of the rules no page can use (./infima-purge), a PostCSS
 *   plugin;
 * - the built stylesheets without the variables nothing reads, the others
 *   renamed short (./css-variables.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {infimaPurge} from './infima-purge';
import {CssVariablesPlugin} from './css-variables';

export default function sitePlugin(context: LoadContext): Plugin {
  return {
    name: 'bindpoint-site',
    configureWebpack(_config, isServer) {
      // Only the client's stylesheets are emitted (./css-variables.ts).
      const optimizeClient = !isServer && process.env.NODE_ENV === 'production';
      return {plugins: optimizeClient ? [new CssVariablesPlugin(path.join(context.siteDir, 'static'))] : []};
    },
    configurePostCss(options) {
      // Production CSS: Infima without the rules no page can use (./infima-purge).
      if (process.env.NODE_ENV === 'production') options.plugins.push(infimaPurge(context.siteDir));
      return options;
    },
  };
}
