/**
 * Docusaurus plugin: the docs sidebar's data, lighter in the browser.
 *
 * Every doc page loads its version's props with its sidebar: the sidebar
 * tree and a map of every doc's id, title, description and sidebar. The
 * descriptions are most of that module's bytes (unique prose, which gzip
 * barely shrinks), and no component of this site reads them in the browser
 * (only the theme's DocCard does, for category index pages and
 * DocCardList, which the site does not use). ./lean-version.cjs removes them
 * from that module as it is bundled; a page's own description, llms.txt and
 * the twins come from the docs metadata on the server and are unchanged.
 * If a page ever renders DocCardList, remove this plugin (its cards would
 * show no description).
 */
import type {Plugin} from '@docusaurus/types';

/** The version props modules the docs plugin writes (`<generated>/docusaurus-plugin-content-docs/<id>/p/<version>.json`). */
export const VERSION_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function docsPropsPlugin(): Plugin {
  return {
    name: 'bindpoint-docs-props',
    configureWebpack() {
      return {
        module: {
          rules: [{test: VERSION_PROPS, use: [{loader: require.resolve('./lean-version.cjs')}]}],
        },
      };
    },
  };
}
