/**
 * The two tools over the pages: search_docs (the site's own search, see
 * ./search.ts: keywords or a question, each result with the section that
 * answers) and get_page (a page's Markdown twin, or one section of it by
 * its anchor, see ./pages.ts).
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

/**
 * A tool's input schema that refuses arguments it does not take, naming
 * them and the ones it takes (the SDK answers with a tool error carrying the
 * message). Without it, an argument misspelt by an assistant (`querry`) was
 * dropped without a word.
 */
export function toolInput<T extends z.ZodRawShape>(tool: string, shape: T) {
  const names = Object.keys(shape);
  const takes = names.length ? `it takes ${names.join(', ')}` : 'it takes no arguments';
  return z
    .object(shape, {
      errorMap: (issue, context) =>
        issue.code === 'unrecognized_keys'
          ? {message: `Unknown argument${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')} for ${tool}: ${takes}.`}
          : {message: context.defaultError},
    })
    .strict();
}

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
      `The query is ${raw.length} characters; pass at most ${MAX_QUERY_LENGTH}: a question or a few keywords, such as "How do I verify a webhook signature?" or "webhook signature".`,
    );
  }
  const query = normalizeQuery(raw);
  if (!query) throw new ToolInputError('The query is empty; pass a few keywords or a question, such as "webhook signature" or "How long is an access token valid?".');
  return query;
}

/**
 * One result: the page, the section that answers (linked by its anchor,
 * with the words of it that match), and the other sections that match.
 */
export function resultMarkdown(page: PageResult, rank: number): string {
  const lines = [`${rank}. [${page.title}](${page.url})${page.breadcrumb ? ` (${page.breadcrumb})` : ''}`];
  const excerpt = plainText(page.excerptHtml);
  if (page.answer && page.answer.anchor) lines.push(`   Answer: [${plainText(page.answer.titleHtml)}](${page.answer.url})${excerpt ? `: ${excerpt}` : ''}`);
  else if (excerpt) lines.push(`   Answer: ${excerpt}`);
  if (page.sections.length) lines.push(`   Also: ${page.sections.map((section) => `[${plainText(section.titleHtml)}](${section.url})`).join(', ')}`);
  return lines.join('\n');
}

/**
 * One search backend per build of the index, shared by every request that
 * reads that build (over HTTP each request has its own server): the index's
 * files, parsed once, belong to that build. Once the whole index has been
 * read (`loadWholeSearchIndex`), a new build's is read whole too.
 */
const backends = new WeakMap<BuildFiles, {stamp: number; whole: boolean; search: SearchBackend}>();

function searchBackendOf(build: BuildFiles, wantWhole = false): SearchBackend {
  const stamp = build.searchStamp();
  let backend = backends.get(build);
  const whole = wantWhole || (backend?.whole ?? false);
  if (backend?.stamp !== stamp || backend.whole !== whole) {
    backends.set(build, (backend = {stamp, whole, search: buildSearchBackend(build.dir, {whole})}));
  }
  return backend.search;
}

/** Reads the build's whole search index now, for a server that stays up: no query then waits on a file. */
export function loadWholeSearchIndex(build: BuildFiles): void {
  searchBackendOf(build, true);
}

/** The tools' input schemas, made once: over HTTP every request has its own server, which registers the tools again. */
const INPUT = {
  search_docs: toolInput('search_docs', {
    query: z.string().describe(`keywords or a question, at most ${MAX_QUERY_LENGTH} characters`),
    limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe(`results, default ${DEFAULT_RESULTS}`),
  }),
  get_page: toolInput('get_page', {route: z.string().describe('route or URL of the page, with #anchor for one section')}),
};

export function registerDocTools(server: McpServer, build: BuildFiles): void {
  const searchBackend = () => searchBackendOf(build);

  server.registerTool(
    'search_docs',
    {
      description: 'Search the docs with keywords or a question; each result names the section that answers.',
      inputSchema: INPUT.search_docs,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, limit}) =>
      guarded(async () => {
        const checked = checkQuery(query);
        const response = await searchBackend().search(checked, {limit: limit ?? DEFAULT_RESULTS});
        if (response.pages.length === 0) return answer(`No results for "${checked}".`);
        const searched = response.correctedQuery ? `"${response.correctedQuery}" (corrected from "${checked}")` : `"${checked}"`;
        const ignored = response.ignoredWords?.length
          ? ` No page uses ${response.ignoredWords.map((word) => `"${word}"`).join(', ')}; searched without ${response.ignoredWords.length > 1 ? 'them' : 'it'}.`
          : '';
        const head = `${response.total} pages for ${searched}:${ignored} get_page with a result's address gives the page, or with its #anchor the section.`;
        return answer([head, ...response.pages.map((page, i) => resultMarkdown(page, i + 1))].join('\n'));
      }),
  );

  server.registerTool(
    'get_page',
    {
      description: 'A docs page as Markdown, by route (/docs/overview/) or URL; with #anchor, that section only.',
      inputSchema: INPUT.get_page,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({route}) =>
      guarded(() => {
        if (!route.trim()) throw new ToolInputError('The route is empty; pass a route such as /docs/overview/ or a URL from search_docs.');
        const page = readPage(build, route);
        if ('error' in page) throw new ToolInputError(page.error);
        const whole = page.anchor ? `\nThe whole page: get_page with ${page.route}\n` : '';
        return answer(`${page.markdown.trimEnd()}\n\nSource: ${page.url}\n${whole}`);
      }),
  );
}
