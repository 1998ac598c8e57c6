/**
 * Docusaurus plugin: the site for coding assistants.
 *
 * - A Markdown twin of every doc page at `<route without trailing slash>.md`
 *   (/docs/webhooks/wh_securing/ -> /docs/webhooks/wh_securing.md), converted
 *   from the page's MDX source (./mdx.ts); generated references are rendered
 *   from their plugins' data (TwinProvider of the API and component plugins).
 * - /llms.txt and /llms-full.txt (./llms-txt.ts), in sidebar order.
 * - /sdk/components.json: the component manifest, linked from llms.txt.
 * - The "Copy page" menu (theme component `@theme/CopyPage`, ./theme), which
 *   src/theme/DocItem/Content places next to the page title.
 *
 * Pages come from the docs plugin's loaded content in allContentLoaded(), so
 * titles, descriptions, routes and sidebar order are exactly the site's.
 * The twins are written after the build and, in development, served from
 * memory by a small dev-server middleware.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {identity, tokens} from '../../site/identity';
import {TwinConverter, toMarkdown, twinPath} from './mdx';
import {guideRenderers} from './renderers';
import {llmsFullTxt, llmsTxt, sidebarSections, type PublishedFile, type SidebarItem} from './llms-txt';
import type {TwinPage, TwinProvider} from './types';
import {openapiTwinProvider, OPENAPI_PLUGIN} from '../openapi/markdown';
import {PUBLISHED as OPENAPI_PUBLISHED} from '../openapi/index';
import {componentPartRenderers, componentTwinProvider, COMPONENTS_PLUGIN} from '../sdk-components/markdown';

export const PLUGIN_NAME = 'bindpoint-llms';
export const MANIFEST_PATH = '/sdk/components.json';

interface DocMeta {
  id: string;
  title: string;
  description: string;
  permalink: string;
  source: string;
  sidebar?: string;
  draft?: boolean;
  unlisted?: boolean;
}

interface DocsContent {
  loadedVersions: Array<{docs: DocMeta[]; sidebars: Record<string, SidebarItem[]>}>;
}

export interface Output {
  /** Route without trailing slash (the docs plugin's permalink) -> twin Markdown. */
  twins: Map<string, string>;
  llmsTxt: string;
  llmsFullTxt: string;
  manifest?: string;
}

/** The twin of one page: title, description, then the converted body. */
export function twinDocument(page: Pick<TwinPage, 'title' | 'description'>, body: string): string {
  const text = (value: string) => ({type: 'text' as const, value: value.replace(/\s+/g, ' ').trim()});
  const head = toMarkdown([{type: 'heading', depth: 1, children: [text(page.title)]}]);
  const description = page.description
    ? toMarkdown([{type: 'blockquote', children: [{type: 'paragraph', children: [text(page.description)]}]}])
    : '';
  return `${[head, description, body].filter(Boolean).join('\n\n')}\n`;
}

/**
 * Where the API plugin publishes its Postman collection, when it does: it
 * exports POSTMAN_PUBLISHED from src/plugins/openapi/postman.ts. Asked at load
 * time, because plugins' postBuild steps run at the same time.
 */
async function postmanCollectionPath(): Promise<string | undefined> {
  const module = '../openapi/postman';
  try {
    return ((await import(module)) as {POSTMAN_PUBLISHED?: string}).POSTMAN_PUBLISHED;
  } catch {
    return undefined;
  }
}

/** Runs `task` over `items` with at most `limit` at a time, keeping order. */
async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}

export default function llmsPlugin(context: LoadContext): Plugin<void> {
  const {siteDir, siteConfig, generatedFilesDir} = context;
  // Routes already start with the base URL; published files do not.
  const origin = siteConfig.url.replace(/\/$/, '');
  const base = siteConfig.baseUrl.replace(/\/$/, '');
  let output: Output | undefined;

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const version = docs?.loadedVersions[0];
      if (!version) throw new Error(`${PLUGIN_NAME}: the docs plugin has no loaded version`);
      const pages: TwinPage[] = version.docs
        .filter((d) => !d.draft && !d.unlisted)
        .map((d) => ({
          id: d.id,
          title: d.title,
          description: d.description,
          permalink: d.permalink,
          sourcePath: path.join(siteDir, d.source.replace(/^@site\//, '')),
          sidebar: d.sidebar,
        }));
      const providers: TwinProvider[] = [];
      const openapi = allContent[OPENAPI_PLUGIN]?.default;
      if (openapi) providers.push(openapiTwinProvider(openapi as never));
      const manifest = allContent[COMPONENTS_PLUGIN]?.default;
      if (manifest) providers.push(componentTwinProvider(manifest as never));

      const converter = new TwinConverter({
        siteDir,
        generatedFilesDir,
        tokens,
        renderers: {...guideRenderers(), ...componentPartRenderers},
        providers,
        docRoutes: new Set(pages.map((p) => p.permalink)),
      });
      const twins = new Map<string, string>();
      const bodies = await mapLimit(pages, 8, (page) => converter.convertFile(page.sourcePath));
      pages.forEach((page, i) => twins.set(routeKey(page.permalink), twinDocument(page, bodies[i]!)));

      const sidebar = version.sidebars.docs ?? Object.values(version.sidebars)[0] ?? [];
      const sections = sidebarSections(sidebar, pages);
      const files: PublishedFile[] = [];
      if (openapi) {
        files.push(
          {title: 'OpenAPI document (YAML)', path: `${base}/${OPENAPI_PUBLISHED}.yaml`, description: `OpenAPI 3.1 description of every ${identity.brand} API operation and webhook, with servers for sandbox and production`},
          {title: 'OpenAPI document (JSON)', path: `${base}/${OPENAPI_PUBLISHED}.json`, description: 'the same document as JSON'},
        );
        const postman = await postmanCollectionPath();
        if (postman) {
          files.push({title: 'Postman collection', path: `${base}/${postman}`, description: 'every operation as a Postman collection, generated from the OpenAPI document', optional: true});
        }
      }
      if (manifest) {
        files.push({title: 'Storefront SDK component manifest', path: `${base}${MANIFEST_PATH}`, description: 'every `bp-sdk-*` web component with its properties, events, methods, slots, parts and CSS custom properties (Stencil docs-json shape)'});
      }
      output = {
        twins,
        llmsTxt: llmsTxt({
          title: identity.siteTitle,
          summary: `${identity.tagline} This is the developer documentation of ${identity.brand}: guides for the Terminal, the Exchange and webhooks, the Storefront SDK (\`bp-sdk-*\` web components), the REST API reference and Insurance Intelligence.`,
          siteUrl: origin,
          baseUrl: siteConfig.baseUrl,
          sections,
          files,
        }),
        llmsFullTxt: llmsFullTxt(sections, twins),
        manifest: manifest ? `${JSON.stringify(manifest, null, 2)}\n` : undefined,
      };
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Development: answer twin and llms requests from memory. webpack-merge
      // composes our setupMiddlewares with Docusaurus's by calling both and
      // concatenating what they return, so we add to the shared list and return [].
      return {
        devServer: {
          setupMiddlewares(middlewares: unknown[]) {
            middlewares.unshift({
              name: PLUGIN_NAME,
              middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
                const file = output && servedFile(output, decodeURIComponent((req.url ?? '').split('?')[0]!), siteConfig.baseUrl);
                if (!file) return next();
                res.setHeader('Content-Type', file.type);
                res.end(file.body);
              },
            });
            return [];
          },
        },
      } as never;
    },

    async postBuild({outDir}) {
      if (!output) return;
      const write = async (file: string, body: string) => {
        const target = path.join(outDir, file);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, body);
      };
      await mapLimit([...output.twins], 16, ([route, body]) => write(twinPath(route).slice(base.length), body));
      await write('llms.txt', output.llmsTxt);
      await write('llms-full.txt', output.llmsFullTxt);
      if (output.manifest) await write(MANIFEST_PATH, output.manifest);
    },
  };
}

const MARKDOWN = 'text/markdown; charset=utf-8';

/** Key of a route in the twin map: without trailing slash. */
export const routeKey = (route: string) => route.replace(/\/+$/, '');

/** The file a request path names, from the generated output (development server). */
export function servedFile(output: Output, url: string, baseUrl = '/'): {type: string; body: string} | undefined {
  const pathname = `/${url.slice(baseUrl.length).replace(/^\/+/, '')}`;
  if (pathname === '/llms.txt') return {type: 'text/plain; charset=utf-8', body: output.llmsTxt};
  if (pathname === '/llms-full.txt') return {type: 'text/plain; charset=utf-8', body: output.llmsFullTxt};
  if (pathname === MANIFEST_PATH && output.manifest) return {type: 'application/json', body: output.manifest};
  if (!pathname.endsWith('.md')) return undefined;
  const body = output.twins.get(routeKey(`${baseUrl.replace(/\/$/, '')}${pathname.slice(0, -3)}`));
  return body === undefined ? undefined : {type: MARKDOWN, body};
}
