/** Address of the search page for a query: `/search/?q=...`. */
export function searchPageUrl(query: string, baseUrl = '/'): string {
  const trimmed = query.trim();
  return trimmed ? `${baseUrl}search/?q=${encodeURIComponent(trimmed)}` : `${baseUrl}search/`;
}

/** The `q` parameter of a location search string; never throws on bad percent-encoding. */
export function readQuery(search: string): string {
  try {
    return new URLSearchParams(search).get('q') ?? '';
  } catch {
    return '';
  }
}
