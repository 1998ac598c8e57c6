/**
 * The embedded index's metadata (pages, sections, synonyms: what every query
 * needs first) starts downloading when the reader shows intent to search:
 * the navbar button hovered, focused or touched, or the shortcut pressed
 * (src/theme/SearchBar). The modal's code downloads at the same moment, in
 * parallel; when the backend (./embedded.ts) then asks for the file, it gets
 * the download already under way instead of starting another.
 *
 * Small on purpose: the search bar, and so this module, is in every page's
 * first-load JavaScript.
 */
import {META_FILE} from './index-format';

const started = new Map<string, Promise<unknown>>();

/** Fetches a JSON file of the index: null for a 404, an error for any other failure. */
export async function fetchIndexJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The URL of the metadata file under a base URL. */
export const metaUrl = (baseUrl: string) => `${baseUrl}search-index/${META_FILE}`;

/** Starts downloading the metadata of the index under `baseUrl`, once; a failure is left for the query to meet. */
export function prefetchSearchIndex(baseUrl: string): void {
  const url = metaUrl(baseUrl);
  if (started.has(url)) return;
  const download = fetchIndexJson(url);
  download.catch(() => started.delete(url));
  started.set(url, download);
}

/** The download `prefetchSearchIndex` started for this URL, handed over once; undefined when none was. */
export function takePrefetched(url: string): Promise<unknown> | undefined {
  const download = started.get(url);
  started.delete(url);
  return download;
}
