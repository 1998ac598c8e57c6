/**
 * The two tools over the pages: search_docs (the site's own search, see
 * ./search.ts) and get_page (a page's Markdown twin, see ./pages.ts).
 */
import {z} from 'zod';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {MAX_QUERY_LENGTH, normalizeQuery, type PageResult, type SearchBackend} from '../../search/types';
import type {BuildFiles} from './build-files';
import {readPage} from './pages';
import {buildSearchBackend} from './search';

/** A tool's answer: Markdown text. */
export const answer = (text: string): CallToolResult => ({content: [{type: 'text', text}]});

/** A tool error the assistant can act on: what was wrong and what to pass instead. */
export class ToolInputError extends Error {
  override name = 'ToolInputError';
}

export const errorResult = (message: string): CallToolResult => ({content: [{type: 'text', text: message}], isError: true});

/** Runs a tool body; bad input (ToolInputError) becomes a tool error with its message, as does any other failure. */
export async function guarded(body: () => CallToolResult | Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof ToolInputError) return errorResult(error.message);
    return errorResult(`The docs server could not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The text of the backend's highlighted HTML: marks dropped, entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export const DEFAULT_RESULTS = 5;
export const MAX_RESULTS = 10;

/** Checks a query as the site's search box would take it; throws what to pass instead. */
export function checkQuery(raw: string): string {
  if (raw.length > MAX_QUERY_LENGTH) {
    throw new ToolInputError(
      `The query is ${raw.length} characters; pass at most ${MAX_QUERY_LENGTH}: a few keywords, such as "webhook signature" or "create application form".`,
    );
  }
  const query = normalizeQuery(raw);
  if (!query) throw new ToolInputError('The query is empty; pass a few keywords, such as "webhook signature" or "bp-sdk-vehicle-vin".');
  return query;
}

function resultMarkdown(page: PageResult, rank: number): string {
  const lines = [`${rank}. [${page.title}](${page.url})${page.breadcrumb ? ` (${page.breadcrumb})` : ''}`];
  const excerpt = plainText(page.excerptHtml);
  if (excerpt) lines.push(`   ${excerpt}`);
  for (const section of page.sections) lines.push(`   - [${plainText(section.titleHtml)}](${section.url})`);
  return lines.join('\n');
}

export function registerDocTools(server: McpServer, build: BuildFiles): void {
  // One backend per build of the index: its cached word lists belong to that build.
  let backend: {stamp: number; search: SearchBackend} | null = null;
  const searchBackend = (): SearchBackend => {
    const stamp = build.searchStamp();
    if (backend?.stamp !== stamp) backend = {stamp, search: buildSearchBackend(build.dir)};
    return backend.search;
  };

  server.registerTool(
    'search_docs',
    {
      description: 'Search the docs, ranked as the site search. Returns page routes for get_page.',
      inputSchema: {
        query: z.string().describe(`keywords, at most ${MAX_QUERY_LENGTH} characters`),
        limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe(`results, default ${DEFAULT_RESULTS}`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, limit}) =>
      guarded(async () => {
        const checked = checkQuery(query);
        const response = await searchBackend().search(checked, {limit: limit ?? DEFAULT_RESULTS});
        if (response.pages.length === 0) return answer(`No results for "${checked}".`);
        const head = response.correctedQuery
          ? `${response.total} pages for "${response.correctedQuery}" (corrected from "${checked}"):`
          : `${response.total} pages for "${checked}":`;
        return answer([head, ...response.pages.map((page, i) => resultMarkdown(page, i + 1))].join('\n'));
      }),
  );

  server.registerTool(
    'get_page',
    {
      description: 'A docs page as Markdown, by route (/docs/overview/) or URL.',
      inputSchema: {route: z.string().describe('route or URL of the page')},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({route}) =>
      guarded(() => {
        if (!route.trim()) throw new ToolInputError('The route is empty; pass a route such as /docs/overview/ or a URL from search_docs.');
        const page = readPage(build, route);
        if ('error' in page) throw new ToolInputError(page.error);
        return answer(`${page.markdown.trimEnd()}\n\nSource: ${page.url}\n`);
      }),
  );
}
