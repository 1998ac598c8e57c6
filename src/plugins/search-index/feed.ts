/**
 * Hands the built pages to the indexing process (./indexer.mjs) after the
 * static renderer has written them, in the renderer's route order: the index
 * numbers pages in the order it receives them, so it is the same from one
 * build to the next.
 *
 * (A patch to Docusaurus once published each page as it was written, so that
 * indexing ran beside rendering; on the 2-core machine the build took 9-13 %
 * longer with it, and it was removed: decisions/0003-ablation.md.)
 */
import {spawn, type ChildProcessByStdio} from 'node:child_process';
import path from 'node:path';
import type {Readable, Writable} from 'node:stream';

/** Routes that are not indexed: the search page itself, and the not-found page. */
const SKIP = new Set(['/search/', '/404.html']);

/** The routes the index holds, in the order it numbers them: the renderer's, without repeats. */
export function indexedRoutes(pathnames: readonly string[]): string[] {
  return [...new Set(pathnames)].filter((route) => route.endsWith('/') && !SKIP.has(route));
}

/** Where the renderer writes a route's page (Docusaurus's rule for a route that ends in a slash). */
export function pageFile(outDir: string, baseUrl: string, route: string): string {
  return path.join(outDir, route.slice(baseUrl.length), 'index.html');
}

export class IndexFeed {
  private child?: ChildProcessByStdio<Writable, Readable, null>;

  constructor(
    private readonly outDir: string,
    private readonly baseUrl: string,
    private readonly indexer = path.join(__dirname, 'indexer.mjs'),
    /** Where the index's files are kept between builds and linked from (../shared/write-tree.ts); none: written in place. */
    private readonly keptDir?: string,
  ) {}

  /**
   * Starts the indexing process, so that Node and the extraction's TypeScript
   * are up before the pages are (the plugin calls it
   * while the site loads). It waits for its input; a build that fails ends it
   * with the build's process (its input closes without "done": it writes nothing).
   */
  start(): void {
    if (this.child) return;
    this.child = spawn(process.execPath, [this.indexer, this.outDir, ...(this.keptDir ? [this.keptDir] : [])], {stdio: ['pipe', 'pipe', 'inherit']});
    // An indexer that fails early closes its stdin; its exit code says why.
    this.child.stdin.on('error', () => undefined);
  }

  /** After the build: sends every indexed page in route order, tells the indexer to write, and waits. */
  async finish(routesPaths: readonly string[]): Promise<{pages: number; sections: number; seconds: number}> {
    this.start();
    const child = this.child!;
    const sent = Date.now();
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    const result = new Promise<{pages: number; sections: number}>((resolve, reject) => {
      child.on('error', reject);
      const exited = (code: number | null) => {
        if (code !== 0) reject(new Error(`[search] the indexing process exited with code ${code}`));
        else resolve(JSON.parse(output.trim().split('\n').pop() || '{}'));
      };
      if (child.exitCode !== null) exited(child.exitCode);
      else child.on('exit', exited);
    });
    for (const route of indexedRoutes(routesPaths)) {
      child.stdin.write(`${JSON.stringify({route, file: pageFile(this.outDir, this.baseUrl, route)})}\n`);
    }
    child.stdin.end(`${JSON.stringify({done: true})}\n`);
    const {pages, sections} = await result;
    // The time after the pages were built (the process started earlier, and waited).
    return {pages, sections, seconds: Math.round((Date.now() - sent) / 100) / 10};
  }
}
