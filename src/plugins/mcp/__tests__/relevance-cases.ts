/**
 * What the MCP server's tests share: the repository's root, and the routes
 * of a search_docs answer. The relevance sets are tests/search/sets.ts.
 */
import path from 'node:path';

export const root = path.resolve(__dirname, '../../../..');

/** The routes of a search_docs answer, in order: `1. [Title](/docs/...)`. */
export function routesOf(text: string): string[] {
  return [...text.matchAll(/^\d+\. \[[^\]]*\]\((\/[^)\s]+)\)/gm)].map((m) => m[1]!);
}
