/**
 * The MCP plugin's build step: publishes the one file the docs' MCP server
 * reads that no other plugin publishes, the webhook event catalogue. The
 * server itself (./server.ts, `npm run mcp`) reads only the build output:
 * the Markdown twins and llms.txt (src/plugins/llms), the OpenAPI JSON
 * (src/plugins/openapi), the component manifest (src/plugins/sdk-components),
 * the search index (src/plugins/search-index) and this catalogue. So a build
 * refreshes everything it answers.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {catalogue} from '../../data/webhooks';
import {WEBHOOK_CATALOGUE_PUBLISHED} from './published';

export const PLUGIN_NAME = 'bindpoint-mcp';

export default function mcpPlugin(_context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir}) {
      const target = path.join(outDir, WEBHOOK_CATALOGUE_PUBLISHED);
      await fs.mkdir(path.dirname(target), {recursive: true});
      await fs.writeFile(target, `${JSON.stringify(catalogue, null, 2)}\n`);
    },
  };
}
