/**
 * Pages by route or by URL, as the build published them: the Markdown twin
 * of `/docs/a/b/` is build/docs/a/b.md (src/plugins/llms). Every address form
 * a reader or an assistant may hold works: the route with or without its
 * trailing slash, `.md`, `.html`, `/index.html`, a `#section`, a `?query`, the
 * full URL on the site's origin, and a doc id (`webhooks/wh_securing`).
 */
import {twinPath} from '../llms/files';
import {editDistance} from '../../search/spelling';
import type {BuildFiles} from './build-files';

/** A Markdown link to a twin in llms.txt: `- [Title](https://host/docs/a/b.md)`. */
const LLMS_LINK = /^- \[([^\]]*)\]\((https?:\/\/[^)\s]+?)\/docs\/([^)\s]+)\.md\)/gm;

export interface PageEntry {
  title: string;
  /** Site route with trailing slash, e.g. /docs/webhooks/wh_securing/. */
  route: string;
}

/** The site's origin and every page, read from the published llms.txt. */
export function pageIndex(build: BuildFiles): {origin: string; pages: PageEntry[]} {
  const text = build.text('llms.txt') ?? '';
  const pages: PageEntry[] = [];
  let origin = '';
  for (const match of text.matchAll(LLMS_LINK)) {
    origin ||= match[2]!;
    pages.push({title: match[1]!, route: `/docs/${match[3]!}/`});
  }
  return {origin, pages};
}

export type RouteResult = {route: string} | {error: string};

/** The route a reference names, or why it names none (a URL on another site, not a docs address). */
export function routeOf(reference: string, origin: string): RouteResult {
  let text = reference.trim();
  if (/^[a-z][a-z+.-]*:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return {error: `"${reference}" is not a valid URL.`};
    }
    // The site's origin (as the build names it), or a local preview of the same build.
    if (url.origin !== origin && !['localhost', '127.0.0.1'].includes(url.hostname)) {
      return {error: `${url.origin} is not this documentation site; pass a route such as /docs/overview/ or a URL on ${origin}.`};
    }
    text = url.pathname;
  }
  let path = text.replace(/[?#].*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep it as typed
  }
  path = path
    .replace(/\/index(\.html|\.md)?$/, '')
    .replace(/\.(html|md|mdx)$/, '')
    .replace(/\/+$/, '')
    .replace(/^\/+/, '');
  if (!path.startsWith('docs/') && path !== 'docs') path = `docs/${path}`;
  if (path === 'docs') path = 'docs/overview';
  if (!/^[\w./-]+$/.test(path) || path.split('/').includes('..')) {
    return {error: `"${reference}" is not a page address; pass a route such as /docs/webhooks/wh_securing/.`};
  }
  return {route: `/${path}/`};
}

/** Up to `max` pages whose address looks like the one asked for: same last segment part, or a close spelling. */
export function closestPages(route: string, pages: PageEntry[], max = 3): PageEntry[] {
  const slug = (r: string) => r.replace(/\/$/, '').split('/').pop()!.toLowerCase();
  const wanted = slug(route);
  const scored = pages
    .map((page) => {
      const own = slug(page.route);
      const distance = editDistance(wanted, own, 4);
      const contains = wanted.length >= 3 && (own.includes(wanted) || wanted.includes(own));
      return {page, score: contains ? 0 : distance};
    })
    .filter((entry) => entry.score <= 4)
    .sort((a, b) => a.score - b.score);
  return scored.slice(0, max).map((entry) => entry.page);
}

/** The twin of a page, or an error that says what to pass instead. */
export function readPage(build: BuildFiles, reference: string): {route: string; url: string; markdown: string} | {error: string} {
  const {origin, pages} = pageIndex(build);
  const found = routeOf(reference, origin);
  if ('error' in found) return found;
  const markdown = build.text(twinPath(found.route));
  if (markdown !== null) return {route: found.route, url: `${origin}${found.route}`, markdown};
  const close = closestPages(found.route, pages);
  const hint = close.length
    ? `Did you mean ${close.map((p) => `${p.route} (${p.title})`).join(', ')}?`
    : 'Call search_docs with a few words to find the page.';
  return {error: `No page at ${found.route}. ${hint} Pass a route such as /docs/overview/ or a URL from search_docs.`};
}
