/**
 * Hands the built pages to the indexing process (./indexer.mjs) while the
 * static renderer writes them.
 *
 * The renderer runs in the main thread on a machine of two cores
 * (`ssgWorkerThreads` in docusaurus.config.ts), and the other core was
 * mostly idle while it rendered; the index was then built after it, at the
 * end of the build. A patch to Docusaurus (patches/@docusaurus+core,
 * README "Dependency patches") publishes on two `node:diagnostics_channel`
 * channels of the rendering thread: the pages it is about to render, in
 * order, and each page once its file is written. The feed starts the
 * indexer at the first and sends each page at the second, in the renderer's
 * order: Pagefind numbers pages in the order it receives them, so a page
 * that is written early waits for the pages before it, and the index is the
 * same from one build to the next.
 *
 * Where the renderer runs in worker threads (more than two cores), the
 * channels carry nothing to this thread, and `finish()` sends every page
 * after the build, in the same order: the same index either way.
 */
import {spawn, type ChildProcessByStdio} from 'node:child_process';
import diagnosticsChannel from 'node:diagnostics_channel';
import path from 'node:path';
import type {Readable, Writable} from 'node:stream';

/** The channels the Docusaurus patch publishes on. */
export const SSG_START_CHANNEL = 'docusaurus:ssg:start';
export const SSG_PAGE_WRITTEN_CHANNEL = 'docusaurus:ssg:page-written';
export type SsgStart = {pathnames: string[]; outDir: string};
export type SsgPageWritten = {pathname: string; file: string};

/** Routes that are not indexed: the search page itself, and the not-found page. */
const SKIP = new Set(['/search/', '/404.html']);

/**
 * Words per index chunk (Pagefind's default is 20,000). A query downloads the
 * chunk of each of its words, so smaller chunks make a first query lighter,
 * at the cost of a longer chunk list in the index's metadata file. Pagefind
 * reads it from an environment variable it marks unstable; the Pagefind
 * version is pinned in the lock file, and tests/build checks the chunk count.
 */
export const INDEX_CHUNK_SIZE = 1000;

/** The routes the index holds, in the order it numbers them: the renderer's, without repeats. */
export function indexedRoutes(pathnames: readonly string[]): string[] {
  return [...new Set(pathnames)].filter((route) => route.endsWith('/') && !SKIP.has(route));
}

/** Where the renderer writes a route's page (Docusaurus's rule for a route that ends in a slash). */
export function pageFile(outDir: string, baseUrl: string, route: string): string {
  return path.join(outDir, route.slice(baseUrl.length), 'index.html');
}

export class IndexFeed {
  private child: ChildProcessByStdio<Writable, Readable, null> | undefined;
  private result: Promise<{pages: number}> | undefined;
  private spawnedAt = 0;
  private order: string[] | undefined;
  private next = 0;
  private readonly written = new Map<string, string>();
  private readonly onStart = (message: unknown) => this.start(message as SsgStart);
  private readonly onWritten = (message: unknown) => this.pageWritten(message as SsgPageWritten);

  constructor(
    private readonly outDir: string,
    private readonly baseUrl: string,
    private readonly indexer = path.join(__dirname, 'indexer.mjs'),
  ) {}

  /** Listens to the renderer of this thread (production builds with the embedded index). */
  listen(): void {
    diagnosticsChannel.subscribe(SSG_START_CHANNEL, this.onStart);
    diagnosticsChannel.subscribe(SSG_PAGE_WRITTEN_CHANNEL, this.onWritten);
  }

  private stopListening(): void {
    diagnosticsChannel.unsubscribe(SSG_START_CHANNEL, this.onStart);
    diagnosticsChannel.unsubscribe(SSG_PAGE_WRITTEN_CHANNEL, this.onWritten);
  }

  private start({pathnames, outDir}: SsgStart): void {
    // Another site's renderer (another locale) is not this feed's.
    if (path.resolve(outDir) !== path.resolve(this.outDir) || this.order) return;
    this.order = indexedRoutes(pathnames);
    this.spawn();
  }

  private pageWritten({pathname, file}: SsgPageWritten): void {
    if (!this.order) return;
    this.written.set(pathname, file);
    this.send();
  }

  private spawn(): void {
    if (this.child) return;
    const child = spawn(process.execPath, [this.indexer, this.outDir], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: {...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: String(INDEX_CHUNK_SIZE)},
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    // An indexer that fails early closes its stdin; its exit code says why when the result is awaited.
    child.stdin.on('error', () => undefined);
    this.result = new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code) => {
        if (code !== 0) reject(new Error(`[search] the indexing process exited with code ${code}`));
        else resolve(JSON.parse(output.trim().split('\n').pop() || '{}'));
      });
    });
    this.result.catch(() => undefined); // awaited in finish()
    this.child = child;
    this.spawnedAt = Date.now();
  }

  /** Sends the pages that are written and have every page before them sent. */
  private send(): void {
    const {order, child} = this;
    if (!order || !child) return;
    while (this.next < order.length && this.written.has(order[this.next]!)) {
      const route = order[this.next]!;
      child.stdin.write(`${JSON.stringify({route, file: this.written.get(route)})}\n`);
      this.next += 1;
    }
  }

  /**
   * After the build: sends what the renderer did not announce (all of it when
   * it rendered in worker threads), tells the indexer to write, and waits.
   */
  async finish(routesPaths: readonly string[]): Promise<{pages: number; seconds: number; waited: number}> {
    const finishing = Date.now();
    this.stopListening();
    this.order ??= indexedRoutes(routesPaths);
    for (const route of this.order) if (!this.written.has(route)) this.written.set(route, pageFile(this.outDir, this.baseUrl, route));
    this.spawn();
    this.send();
    this.child!.stdin.end(`${JSON.stringify({done: true})}\n`);
    const {pages} = await this.result!;
    const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;
    return {pages, seconds: seconds(this.spawnedAt), waited: seconds(finishing)};
  }
}
