/**
 * Docusaurus plugin: what every page's client code gets from the site.
 * - Client modules: page-view fields for analytics (./analytics.ts), keyboard
 *   access to tables that scroll sideways (./scrollable-tables.ts), and the
 *   theme's Layout kept in the main chunk (./layout.ts: without it the
 *   bundler splits Layout across the routes' chunks, and a page loads 2.5 KB
 *   (home) to 9.3 KB (search) gzip more JavaScript first,
 *   decisions/0003-ablation.md).
 * - `@docusaurus/utils-common` resolved to ./utils-common.ts, its exports
 *   without its index, which loads all of tslib into every page (3.9 KB
 *   gzip); both bundles render links with it.
 */
import type {Plugin} from '@docusaurus/types';

export default function clientPlugin(): Plugin {
  return {
    name: 'bindpoint-client',
    configureWebpack() {
      return {resolve: {alias: {'@docusaurus/utils-common$': require.resolve('./utils-common.ts')}}};
    },
    getClientModules() {
      return [require.resolve('./analytics.ts'), require.resolve('./scrollable-tables.ts'), require.resolve('./layout.ts'), require.resolve('./idle-prefetch.ts')];
    },
  };
}
