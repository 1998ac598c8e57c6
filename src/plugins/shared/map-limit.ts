/**
 * Work over many files with a bounded number in flight: the build's
 * post-build steps read and write thousands of pages, and starting them all
 * at once held every page's text in memory at the same time
 * (decisions/0004-build-memory.md).
 */

/** Runs `task` over `items` with at most `limit` at a time; the results keep the items' order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  if (!(limit >= 1)) throw new Error(`mapLimit: the limit must be at least 1, not ${limit}`);
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}
