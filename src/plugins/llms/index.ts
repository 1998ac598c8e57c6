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
 * titles, descriptions, routes and sidebar order are exactly the site's. The
 * twins are computed from it in a worker thread (../shared/call-in-worker.ts running ./output.ts)
 * while the site bundles, written after the build and, in development, served
 * from memory by a small dev-server middleware.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {callInWorker} from '../shared/call-in-worker';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {SidebarItem} from './llms-txt';
import {MANIFEST_PATH, mapLimit, routeKey, twinPath} from './files';
import type {DocMeta, Output, OutputInput} from './output';
import {PLUGIN_NAME as OPENAPI_PLUGIN} from '../openapi/mdx';
import {PLUGIN_NAME as COMPONENTS_PLUGIN} from '../sdk-components/mdx';

export const PLUGIN_NAME = 'bindpoint-llms';

interface DocsContent {
  loadedVersions: Array<{docs: DocMeta[]; sidebars: Record<string, SidebarItem[]>}>;
}

/** The output's input: the parts of the loaded content it reads, as plain data. */
export function outputInput(context: Pick<LoadContext, 'siteDir' | 'generatedFilesDir' | 'siteConfig'>, allContent: AllContent): OutputInput {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const version = docs?.loadedVersions[0];
  if (!version) throw new Error(`${PLUGIN_NAME}: the docs plugin has no loaded version`);
  return {
    siteDir: context.siteDir,
    generatedFilesDir: context.generatedFilesDir,
    origin: context.siteConfig.url.replace(/\/$/, ''),
    baseUrl: context.siteConfig.baseUrl,
    docs: version.docs.map(({id, title, description, permalink, source, sidebar, draft, unlisted}) => ({id, title, description, permalink, source, sidebar, draft, unlisted})),
    sidebars: version.sidebars,
    openapi: allContent[OPENAPI_PLUGIN]?.default,
    manifest: allContent[COMPONENTS_PLUGIN]?.default,
  };
}

/** Computes the output in a low-priority worker thread (../shared/call-in-worker.ts); `signal` stops the worker. */
export function outputInWorker(input: OutputInput, signal?: AbortSignal): Promise<Output> {
  return callInWorker<Output>(PLUGIN_NAME, path.join(__dirname, 'output.ts'), 'buildOutput', input, signal);
}

export default function llmsPlugin(context: LoadContext): Plugin<void> {
  const {siteConfig} = context;
  // Routes already start with the base URL; published files do not.
  const base = siteConfig.baseUrl.replace(/\/$/, '');
  let pending: Promise<Output> | undefined;
  let running: AbortController | undefined;
  // Loaded content not handed to a worker yet, and whether the generated files are written.
  let next: OutputInput | undefined;
  let written = false;
  const convert = (input: OutputInput) => {
    // When content reloads in development, a conversion of the old content stops.
    running?.abort();
    running = new AbortController();
    pending = outputInWorker(input, running.signal);
    // Its failure is reported where it is awaited, not as an unhandled rejection.
    pending.catch(() => undefined);
  };
  /** Starts the conversion of content loaded before the generated files were written. */
  const convertWaiting = () => {
    if (next) convert(next);
    next = undefined;
  };

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    allContentLoaded({allContent}) {
      // The conversion runs in a worker thread and is awaited in postBuild
      // (and by the development middleware): it reads only loaded content and
      // source files, so the bundler does not wait for it. It used to be the
      // longest step before bundling (decisions/0010). A page may import
      // a file another plugin writes in its own allContentLoaded (the API
      // changelog, src/plugins/feeds), and Docusaurus runs the plugins'
      // allContentLoaded side by side: the first conversion starts when the
      // bundler is configured, after all of them. A reload in development
      // (content changed, the bundler already configured) starts at once.
      const input = outputInput(context, allContent);
      if (written) convert(input);
      else next = input;
    },

    configureWebpack(_config, isServer) {
      written = true;
      convertWaiting();
      if (isServer) return {};
      // Development: answer twin and llms requests from memory. webpack-merge
      // composes our setupMiddlewares with Docusaurus's by calling both and
      // concatenating what they return, so we add to the shared list and return [].
      return {
        devServer: {
          setupMiddlewares(middlewares: unknown[]) {
            middlewares.unshift({
              name: PLUGIN_NAME,
              middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
                const url = decodeURIComponent((req.url ?? '').split('?')[0]!);
                if (!pending || !isTwinRequest(url, siteConfig.baseUrl)) return next();
                pending.then(
                  (output) => {
                    const file = servedFile(output, url, siteConfig.baseUrl);
                    if (!file) return next();
                    res.setHeader('Content-Type', file.type);
                    res.end(file.body);
                  },
                  (error: unknown) => next(error),
                );
              },
            });
            return [];
          },
        },
      } as never;
    },

    async postBuild({outDir}) {
      convertWaiting();
      if (!pending) return;
      const output = await pending;
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

/** The request path without the base URL, with a leading slash. */
const sitePath = (url: string, baseUrl: string) => `/${url.slice(baseUrl.length).replace(/^\/+/, '')}`;

/** Whether a request path names a file this plugin publishes (development server). */
export function isTwinRequest(url: string, baseUrl = '/'): boolean {
  const pathname = sitePath(url, baseUrl);
  return pathname === '/llms.txt' || pathname === '/llms-full.txt' || pathname === MANIFEST_PATH || pathname.endsWith('.md');
}

/** The file a request path names, from the generated output (development server). */
export function servedFile(output: Output, url: string, baseUrl = '/'): {type: string; body: string} | undefined {
  const pathname = sitePath(url, baseUrl);
  if (pathname === '/llms.txt') return {type: 'text/plain; charset=utf-8', body: output.llmsTxt};
  if (pathname === '/llms-full.txt') return {type: 'text/plain; charset=utf-8', body: output.llmsFullTxt};
  if (pathname === MANIFEST_PATH && output.manifest) return {type: 'application/json', body: output.manifest};
  if (!pathname.endsWith('.md')) return undefined;
  const body = output.twins.get(routeKey(`${baseUrl.replace(/\/$/, '')}${pathname.slice(0, -3)}`));
  return body === undefined ? undefined : {type: MARKDOWN, body};
}
