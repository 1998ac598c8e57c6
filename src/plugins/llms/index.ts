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
 * while the site bundles, each written as it is made to a folder of the
 * generated files (`.docusaurus/bindpoint-llms/`), moved into the build after
 * it and, in development, served from there by a small dev-server middleware.
 */
import {createReadStream} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {callInWorker} from '../shared/call-in-worker';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {SidebarItem} from './llms-txt';
import {LLMS_FULL_PATH, LLMS_PATH, MANIFEST_PATH} from './files';
import {mapLimit} from '../shared/map-limit';
import type {DocMeta, Output, OutputInput} from './output';
import {PLUGIN_NAME as OPENAPI_PLUGIN} from '../openapi/mdx';
import {PLUGIN_NAME as COMPONENTS_PLUGIN} from '../sdk-components/mdx';

export const PLUGIN_NAME = 'bindpoint-llms';

interface DocsContent {
  loadedVersions: Array<{docs: DocMeta[]; sidebars: Record<string, SidebarItem[]>}>;
}

/** The output's input but its folder: the parts of the loaded content it reads, as plain data. */
export function outputInput(context: Pick<LoadContext, 'siteDir' | 'generatedFilesDir' | 'siteConfig'>, allContent: AllContent): Omit<OutputInput, 'dir'> {
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

/** The output computed by ./output.ts's `buildOutput`, through `call` (a worker thread; a test passes its own). */
export function outputInWorkerWith(call: typeof callInWorker = callInWorker) {
  return (input: OutputInput, signal?: AbortSignal): Promise<Output> => call<Output>(PLUGIN_NAME, path.join(__dirname, 'output.ts'), 'buildOutput', input, signal);
}

/** Computes the output in a low-priority worker thread (../shared/call-in-worker.ts); `signal` stops the worker. */
export const outputInWorker = outputInWorkerWith();

/** Moves a file, or copies it when `to` is on another file system (a build directory elsewhere). */
async function move(from: string, to: string): Promise<void> {
  await fs.mkdir(path.dirname(to), {recursive: true});
  await fs.rename(from, to).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EXDEV') throw error;
    await fs.copyFile(from, to);
  });
}

/** Options: where the conversion runs (a low-priority worker thread unless a test says otherwise). */
export interface LlmsOptions {
  convert?: (input: OutputInput, signal: AbortSignal) => Promise<Output>;
}

export default function llmsPlugin(context: LoadContext, {convert: run = outputInWorker}: LlmsOptions = {}): Plugin<void> {
  const {siteConfig} = context;
  // Each conversion writes to a folder of its own below this one.
  const filesRoot = path.join(context.generatedFilesDir, PLUGIN_NAME);
  let conversions = 0;
  let dir: string | undefined;
  let pending: Promise<Output> | undefined;
  let running: AbortController | undefined;
  // Loaded content not handed to a worker yet, and whether the generated files are written.
  let next: Omit<OutputInput, 'dir'> | undefined;
  let written = false;
  // In development the twins are converted when one is asked for (the Copy page menu, an assistant),
  // not on every edit: converting every page again took processor time from the recompile the writer waits for.
  const onRequest = process.env.NODE_ENV !== 'production';
  const convert = (input: Omit<OutputInput, 'dir'>) => {
    // When content reloads in development, a conversion of the old content stops.
    running?.abort();
    running = new AbortController();
    const {signal} = running;
    const stale = dir;
    const target = (dir = path.join(filesRoot, `files-${(conversions += 1)}`));
    pending = (async () => {
      // The first conversion clears what an earlier run left; a later one, the folder of the one it replaces.
      await fs.rm(stale ?? filesRoot, {recursive: true, force: true, maxRetries: 3});
      await fs.mkdir(target, {recursive: true});
      return run({...input, dir: target}, signal);
    })();
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
      // bundler is configured, after all of them. In development a reload
      // (content changed) only keeps the content: the next twin request converts it.
      const input = outputInput(context, allContent);
      if (written && !onRequest) convert(input);
      else next = input;
    },

    configureWebpack(_config, isServer) {
      written = true;
      if (!onRequest) convertWaiting();
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
                if (!isTwinRequest(url, siteConfig.baseUrl)) return next();
                // The content changed since the last conversion (or none ran yet): convert it now.
                convertWaiting();
                if (!pending) return next();
                pending.then(
                  (output) => {
                    const file = servedFile(output, url, siteConfig.baseUrl);
                    if (!file) return next();
                    res.setHeader('Content-Type', file.type);
                    createReadStream(file.path).on('error', next).pipe(res);
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
      // The files are on disk already: moved, never read into memory.
      await mapLimit(output.files, 16, (file) => move(path.join(output.dir, file), path.join(outDir, file)));
      await fs.rm(output.dir, {recursive: true, force: true});
    },
  };
}

const MARKDOWN = 'text/markdown; charset=utf-8';

/** The request path without the base URL, with a leading slash. */
const sitePath = (url: string, baseUrl: string) => `/${url.slice(baseUrl.length).replace(/^\/+/, '')}`;

/** Whether a request path names a file this plugin publishes (development server). */
export function isTwinRequest(url: string, baseUrl = '/'): boolean {
  const pathname = sitePath(url, baseUrl);
  return pathname === LLMS_PATH || pathname === LLMS_FULL_PATH || pathname === MANIFEST_PATH || pathname.endsWith('.md');
}

/** The file a request path names, among the output's files (development server). */
export function servedFile(output: Output, url: string, baseUrl = '/'): {type: string; path: string} | undefined {
  const pathname = sitePath(url, baseUrl);
  if (!output.files.includes(pathname)) return undefined;
  const type = pathname === MANIFEST_PATH ? 'application/json' : pathname.endsWith('.md') ? MARKDOWN : 'text/plain; charset=utf-8';
  return {type, path: path.join(output.dir, pathname)};
}
