/**
 * Docusaurus plugin: the site's code blocks, all in this folder.
 * - `prism-react-renderer` resolved to ./highlight: the same `Highlight` over
 *   a Prism holding only the site's grammars, each built on first use;
 * - one code theme for both colour modes, its colours CSS variables
 *   (./colours.ts), written as a client module;
 * - the theme's CodeBlock components (./theme, through getThemePath()): the
 *   block is not remounted after hydration, keeps the server's lines while
 *   the page hydrates, and on the server writes its lines as one string
 *   (./markup.ts), code the browser's bundle leaves out: SERVER_BUNDLE is
 *   defined true in the server's bundle only;
 * - ./theme/prism-include-languages.ts, which loads no grammar catalogue;
 * - ./remark-sample-meta.ts, the fence markers the request-sample runner reads
 *   (tests/samples), removed before a page is made.
 * Its tests are in ./__tests__ and ./highlight/__tests__.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {codeThemeCss} from './colours';
import {SERVER_BUNDLE} from './markup';

export default function codeBlocksPlugin(): Plugin {
  let codeColours: string | undefined;
  return {
    name: 'bindpoint-code-blocks',
    async contentLoaded({actions}) {
      codeColours = await actions.createData('code-colours.css', codeThemeCss());
    },
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      // Both bundles (server and client) render code blocks.
      const alias = {'prism-react-renderer$': path.join(__dirname, 'highlight/index.ts')};
      // Which bundle a module is in, known when it is bundled: code only the
      // server runs (./markup.ts) is left out of the browser's scripts.
      const define = new currentBundler.instance.DefinePlugin({[SERVER_BUNDLE]: JSON.stringify(isServer)});
      return {resolve: {alias}, plugins: [define]};
    },
    getClientModules() {
      return codeColours ? [codeColours] : [];
    },
  };
}
