/**
 * The site's relevance set, as the search browser test reads it
 * (tests/e2e/search/relevance.spec.ts): tests/search/relevance.json plus each
 * area's src/data/<area>/search-queries.json.
 */
import fs from 'node:fs';
import path from 'node:path';

export type RelevanceCase = {query: string; expect: string; alsoAccept?: string[]};

export const root = path.resolve(__dirname, '../../../..');

export function relevanceCases(): RelevanceCase[] {
  const files = [
    path.join(root, 'tests/search/relevance.json'),
    ...fs
      .readdirSync(path.join(root, 'src/data'))
      .map((dir) => path.join(root, 'src/data', dir, 'search-queries.json'))
      .filter((file) => fs.existsSync(file)),
  ];
  return files.flatMap((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as RelevanceCase[]);
}

export function noResultsQueries(): string[] {
  return (JSON.parse(fs.readFileSync(path.join(root, 'tests/search/no-results.json'), 'utf8')) as Array<{query: string}>).map((c) => c.query);
}

/** The routes of a search_docs answer, in order: `1. [Title](/docs/...)`. */
export function routesOf(text: string): string[] {
  return [...text.matchAll(/^\d+\. \[[^\]]*\]\((\/[^)\s]+)\)/gm)].map((m) => m[1]!);
}
