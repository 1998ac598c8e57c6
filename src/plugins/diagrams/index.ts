/**
 * Docusaurus plugin: the stylesheet of build-time diagrams. The drawing
 * itself is the remark plugin (remark.ts), listed in the docs and pages
 * `beforeDefaultRemarkPlugins` after remark-identity.
 */
import type {Plugin} from '@docusaurus/types';

export default function diagramsPlugin(): Plugin {
  return {
    name: 'bindpoint-diagrams',
    getClientModules() {
      return [require.resolve('./diagrams.css')];
    },
  };
}
