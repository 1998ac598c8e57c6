/**
 * What the llms plugin publishes, computed from the site's loaded content:
 * the Markdown twin of every doc page, /llms.txt, /llms-full.txt and the
 * component manifest. Runs in a worker thread (../shared/call-in-worker.ts), so the
 * conversion of every page overlaps the bundler instead of coming before it;
 * its input and output are plain data.
 *
 * Each file is written to a folder of its own (`input.dir`) as soon as it is
 * made, and llms-full.txt is streamed from the twins written there: no twin
 * is held once written, and none crosses to the main thread, which moves the
 * files into the build (./index.ts). Holding every twin, llms-full.txt as one
 * string, and a copy of both in the main thread until the build's end grew
 * with the site (decisions/0004-build-memory.md).
 */
import {createWriteStream} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {identity, tokens} from '../../site/identity';
import {TwinConverter, toMarkdown} from './mdx';
import {LLMS_FULL_PATH, LLMS_PATH, MANIFEST_PATH, twinPath} from './files';
import {mapLimit} from '../shared/map-limit';
import {siteKey, TwinCache} from './twin-cache';
import {guideRenderers} from './renderers';
import {llmsFullTxtParts, llmsTxt, sidebarSections, type PublishedFile, type SidebarItem} from './llms-txt';
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

/** The files made, each at its published path (without the base URL) below `dir`. */
export interface Output {
  dir: string;
  /** Published paths with a leading slash: /docs/a.md, /llms.txt, /llms-full.txt, /sdk/components.json. */
  files: string[];
  /** Twins taken unchanged from the last build's cache (./twin-cache.ts). */
  reused?: number;
}

/** The loaded content the output is computed from (structured-cloneable). */
export interface OutputInput {
  /** An empty folder the files are written to. */
  dir: string;
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

/**
 * Converts every page to its twin and renders llms.txt, llms-full.txt and the
 * manifest, each written below `input.dir` as soon as it is made.
 */
export async function buildOutput(input: OutputInput): Promise<Output> {
  const {dir, siteDir, generatedFilesDir, origin, baseUrl, openapi, manifest} = input;
  // Routes already start with the base URL; published files do not.
  const base = baseUrl.replace(/\/$/, '');
  const files: string[] = [];
  const write = async (file: string, body: string) => {
    await fs.mkdir(path.dirname(path.join(dir, file)), {recursive: true});
    await fs.writeFile(path.join(dir, file), body);
    files.push(file);
  };
  /** A twin's published path: /docs/a/ -> /docs/a.md */
  const twinFile = (permalink: string) => twinPath(permalink).slice(base.length);

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
  // A twin whose page, reads and site are unchanged since the last build comes from the cache (./twin-cache.ts).
  const cache = await TwinCache.open(siteDir);
  const site = await siteKey(siteDir, {openapi, manifest, tokens, origin, baseUrl, routes: pages.map((p) => p.permalink).sort()});
  await mapLimit(pages, 8, async (page) => {
    const key = TwinCache.pageKey(site, page);
    let twin = await cache.get(page.id, key);
    if (twin === undefined) {
      const reads = new Map<string, string>();
      twin = twinDocument(page, await converter.convertFile(page.sourcePath, reads));
      await cache.set(page.id, key, twin, reads);
    }
    await write(twinFile(page.permalink), twin);
  });
  await cache.save();

  const sidebar = input.sidebars.docs ?? Object.values(input.sidebars)[0] ?? [];
  const sections = sidebarSections(sidebar, pages);
  const published: PublishedFile[] = [];
  if (openapi) {
    published.push(
      {title: 'OpenAPI document (YAML)', path: `${base}/${OPENAPI_PUBLISHED}.yaml`, description: `OpenAPI 3.1 description of every ${identity.brand} API operation and webhook, with servers for sandbox and production`},
      {title: 'OpenAPI document (JSON)', path: `${base}/${OPENAPI_PUBLISHED}.json`, description: 'the same document as JSON'},
    );
    published.push({title: 'Postman collection', path: `${base}/${POSTMAN_PUBLISHED}`, description: 'every operation as a Postman collection, generated from the OpenAPI document', optional: true});
  }
  if (manifest) {
    published.push({title: 'Storefront SDK component manifest', path: `${base}${MANIFEST_PATH}`, description: 'every `bp-sdk-*` web component with its properties, events, methods, slots, parts and CSS custom properties (Stencil docs-json shape)'});
  }
  // Published by src/plugins/mcp for the docs' MCP server; every webhook page draws from the same file.
  published.push({title: 'Webhook event catalogue', path: `${base}/${WEBHOOK_CATALOGUE_PUBLISHED}`, description: 'every webhook event (`subject:action`) with its delivery headers and a full example payload (JSON)'});
  const mcpPage = pages.find((p) => p.id === MCP_PAGE_ID);
  await write(
    LLMS_PATH,
    llmsTxt({
      title: identity.siteTitle,
      summary: `${identity.tagline} This is the developer documentation of ${identity.brand}: guides for the Terminal, the Exchange and webhooks, the Storefront SDK (\`bp-sdk-*\` web components), the REST API reference and Insurance Intelligence.`,
      siteUrl: origin,
      baseUrl,
      sections,
      files: published,
      mcp: mcpPage ? {url: `${origin}${base}${MCP_HTTP_PATH}`, page: mcpPage} : undefined,
    }),
  );
  // Every twin again, read back one at a time from where it was written.
  const written = new Set(files);
  const readTwin = (permalink: string) => (written.has(twinFile(permalink)) ? fs.readFile(path.join(dir, twinFile(permalink)), 'utf8') : undefined);
  await pipeline(Readable.from(llmsFullTxtParts(sections, readTwin)), createWriteStream(path.join(dir, LLMS_FULL_PATH)));
  files.push(LLMS_FULL_PATH);
  if (manifest) await write(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
  return {dir, files, reused: cache.hits};
}
