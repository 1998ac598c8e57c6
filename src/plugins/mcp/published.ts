/**
 * What the MCP plugin publishes and names, relative to the build output. A
 * module apart from the server: the llms.txt worker (src/plugins/llms/output.ts)
 * reads these names, and must not load the MCP SDK to do it.
 */
import {identity} from '../../site/identity';

/** The webhook event catalogue (src/data/webhooks/catalogue.json), as published. */
export const WEBHOOK_CATALOGUE_PUBLISHED = 'webhooks/catalogue.json';

/** Doc id of the page "Use these docs from your coding assistant" (docs/coding_assistants.mdx). */
export const MCP_PAGE_ID = 'coding_assistants';

/** Path of the Streamable HTTP endpoint, on the local server and on a host (the serverless recipe). */
export const MCP_HTTP_PATH = identity.mcpPath;
