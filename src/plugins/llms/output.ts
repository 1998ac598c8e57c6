/**
 * What the llms plugin publishes, computed from the site's loaded content:
 * the Markdown twin of every doc page, /llms.txt, /llms-full.txt and the
 * component manifest. Runs in a worker thread (../shared/call-in-worker.ts), so the
 * conversion of every page overlaps the bundler instead of coming before it;
 * its input and output are plain data.
 */
import path from 'node:path';
import {identity, tokens} from '../../site/identity';
import {TwinConverter, toMarkdown} from './mdx';
import {MANIFEST_PATH, mapLimit, routeKey} from './files';
import {guideRenderers} from './renderers';
import {llmsFullTxt, llmsTxt, sidebarSections, type PublishedFile, type SidebarItem} from './llms-txt';
import type {TwinPage, TwinProvider} from './types';
import {openapiTwinProvider} from '../openapi/markdown';
import {POSTMAN_PUBLISHED, PUBLISHED as OPENAPI_PUBLISHED} from '../openapi/published';
import {componentPartRenderers, componentTwinProvider} from '../sdk-components/markdown';
import {MCP_HTTP_PATH, MCP_PAGE_ID, WEBHOOK_CATALOGUE_PUBLISHED} from '../mcp/published';

export interface DocMeta {
  id: string;
  title: string;
  description: string;
  permalink: string;
  source: string;
  sidebar?: string;
  draft?: boolean;
  unlisted?: boolean;
}

export interface Output {
  /** Route without trailing slash (the docs plugin's permalink) -> twin Markdown. */
  twins: Map<string, string>;
  llmsTxt: string;
  llmsFullTxt: string;
  manifest?: string;
}

/** The loaded content the output is computed from (structured-cloneable). */
export interface OutputInput {
  siteDir: string;
  generatedFilesDir: string;
  /** The site's URL without trailing slash. */
  origin: string;
  baseUrl: string;
  /** The docs plugin's docs and sidebars (its first loaded version). */
  docs: DocMeta[];
  sidebars: Record<string, SidebarItem[]>;
  /** The API plugin's content, when it is loaded. */
  openapi?: unknown;
  /** The component plugin's manifest, when it is loaded. */
  manifest?: unknown;
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

/** Converts every page to its twin and renders llms.txt, llms-full.txt and the manifest. */
export async function buildOutput(input: OutputInput): Promise<Output> {
  const {siteDir, generatedFilesDir, origin, baseUrl, openapi, manifest} = input;
  // Routes already start with the base URL; published files do not.
  const base = baseUrl.replace(/\/$/, '');

  const pages: TwinPage[] = input.docs
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
  if (openapi) providers.push(openapiTwinProvider(openapi as never));
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

  const sidebar = input.sidebars.docs ?? Object.values(input.sidebars)[0] ?? [];
  const sections = sidebarSections(sidebar, pages);
  const files: PublishedFile[] = [];
  if (openapi) {
    files.push(
      {title: 'OpenAPI document (YAML)', path: `${base}/${OPENAPI_PUBLISHED}.yaml`, description: `OpenAPI 3.1 description of every ${identity.brand} API operation and webhook, with servers for sandbox and production`},
      {title: 'OpenAPI document (JSON)', path: `${base}/${OPENAPI_PUBLISHED}.json`, description: 'the same document as JSON'},
    );
    files.push({title: 'Postman collection', path: `${base}/${POSTMAN_PUBLISHED}`, description: 'every operation as a Postman collection, generated from the OpenAPI document', optional: true});
  }
  if (manifest) {
    files.push({title: 'Storefront SDK component manifest', path: `${base}${MANIFEST_PATH}`, description: 'every `bp-sdk-*` web component with its properties, events, methods, slots, parts and CSS custom properties (Stencil docs-json shape)'});
  }
  // Published by src/plugins/mcp for the docs' MCP server; every webhook page draws from the same file.
  files.push({title: 'Webhook event catalogue', path: `${base}/${WEBHOOK_CATALOGUE_PUBLISHED}`, description: 'every webhook event (`subject:action`) with its delivery headers and a full example payload (JSON)'});
  const mcpPage = pages.find((p) => p.id === MCP_PAGE_ID);
  return {
    twins,
    llmsTxt: llmsTxt({
      title: identity.siteTitle,
      summary: `${identity.tagline} This is the developer documentation of ${identity.brand}: guides for the Terminal, the Exchange and webhooks, the Storefront SDK (\`bp-sdk-*\` web components), the REST API reference and Insurance Intelligence.`,
      siteUrl: origin,
      baseUrl,
      sections,
      files,
      mcp: mcpPage ? {url: `${origin}${base}${MCP_HTTP_PATH}`, page: mcpPage} : undefined,
    }),
    llmsFullTxt: llmsFullTxt(sections, twins),
    manifest: manifest ? `${JSON.stringify(manifest, null, 2)}\n` : undefined,
  };
}
