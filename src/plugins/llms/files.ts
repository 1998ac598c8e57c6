/**
 * Where the llms plugin publishes its files, and how it writes them: the
 * plugin's entry point (./index.ts) needs only these, so loading the plugin
 * does not load the Markdown parser and the renderers, which only the worker
 * thread (./output.ts) runs.
 */

/** Where the component manifest is published. */
export const MANIFEST_PATH = '/sdk/components.json';

/** Key of a route in the twin map: without trailing slash. */
export const routeKey = (route: string) => route.replace(/\/+$/, '');

/** Twin route of a doc route: /docs/a/b/ -> /docs/a/b.md */
export function twinPath(permalink: string): string {
  return `${routeKey(permalink) || '/index'}.md`;
}

/** Runs `task` over `items` with at most `limit` at a time, keeping order. */
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
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
