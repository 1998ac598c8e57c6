/**
 * Docusaurus plugin: the site's code blocks, all in this folder.
 * - `prism-react-renderer` resolved to ./highlight: the same `Highlight` over
 *   a Prism holding only the site's grammars;
 * - one code theme for both colour modes, its colours CSS variables
 *   (./colours.ts), written as a client module;
 * - the theme's CodeBlock (./theme, through getThemePath()), not remounted
 *   after hydration, and its Content, Container and Token without inline
 *   colours (the stylesheet's variables colour them in both modes);
 * - ./theme/prism-include-languages.ts, which loads no grammar catalogue;
 * - ./remark-sample-meta.ts, the fence markers the request-sample runner reads
 *   (tests/samples), removed before a page is made.
 * Its tests are in ./__tests__ and ./highlight/__tests__.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {codeThemeCss} from './colours';

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
    configureWebpack() {
      // Both bundles (server and client) render code blocks.
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'highlight/index.ts')}}};
    },
    getClientModules() {
      return codeColours ? [codeColours] : [];
    },
  };
}
