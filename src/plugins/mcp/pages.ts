/**
 * Pages by route or by URL, as the build published them: the Markdown twin
 * of `/docs/a/b/` is build/docs/a/b.md (src/plugins/llms). Every address form
 * a reader or an assistant may hold works: the route with or without its
 * trailing slash, `.md`, `.html`, `/index.html`, a `#section`, a `?query`, the
 * full URL on the site's origin, and a doc id (`webhooks/wh_securing`).
 */
import {createSlugger} from '@docusaurus/utils';
import {twinPath} from '../llms/files';
import type {IndexMeta} from '../../search/index-format';
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

/** A route and, when the reference named one, the section's anchor (`#verification-code`, without the `#`). */
export type RouteResult = {route: string; anchor?: string} | {error: string};

/** The route a reference names, or why it names none (a URL on another site, not a docs address). */
export function routeOf(reference: string, origin: string): RouteResult {
  let text = reference.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[a-z]:[\\/]/i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return {error: `"${reference}" is not a valid URL; pass a route such as /docs/overview/ or a URL on ${origin}.`};
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return {error: `"${reference}" is a ${url.protocol} address, not a page of this documentation site; pass a route such as /docs/overview/ or a URL on ${origin}.`};
    }
    // The site's origin (as the build names it), or a local preview of the same build.
    if (url.origin !== origin && !['localhost', '127.0.0.1'].includes(url.hostname)) {
      return {error: `${url.origin} is not this documentation site; pass a route such as /docs/overview/ or a URL on ${origin}.`};
    }
    text = `${url.pathname}${url.hash}`;
  }
  const hash = /#(.*)$/.exec(text)?.[1];
  let anchor: string | undefined;
  if (hash) {
    try {
      anchor = decodeURIComponent(hash);
    } catch {
      anchor = hash;
    }
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
  return anchor ? {route: `/${path}/`, anchor} : {route: `/${path}/`};
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

/** Each page's sections as the search index holds them: route -> [anchor, heading]. */
function sectionsByRoute(build: BuildFiles): Map<string, Array<[anchor: string, title: string]>> {
  return build.derived('search-index/meta.json', (meta: IndexMeta) => {
    const byRoute = new Map<string, Array<[string, string]>>();
    for (const [url, , , first, count] of meta.pages) {
      byRoute.set(url, meta.sections.slice(first + 1, first + count).map(([, anchor, title]) => [anchor, title] as [string, string]));
    }
    return byRoute;
  });
}

/** A heading's text as a twin writes it, plain: no code marks, emphasis or links. */
const plainHeading = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The section of a twin under the heading with this anchor, to the next
 * heading of the same or a higher level: found by the heading text the built
 * page gives the anchor, else by the anchor Docusaurus would make of each
 * heading. Null when the page has no such heading.
 */
export function twinSection(markdown: string, anchor: string, headings: Array<[string, string]>): string | null {
  const lines = markdown.split('\n');
  const title = headings.find(([id]) => id === anchor)?.[1];
  const slugger = createSlugger();
  let fence = false;
  let start = -1;
  let level = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const heading = fence ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    if (start >= 0 && heading[1]!.length <= level) return lines.slice(start, i).join('\n').trimEnd();
    const text = heading[2]!;
    if (start < 0 && heading[1]!.length > 1 && ((title !== undefined && plainHeading(text) === plainHeading(title)) || slugger.slug(plainHeading(text)) === anchor)) {
      start = i;
      level = heading[1]!.length;
    }
  }
  return start >= 0 ? lines.slice(start).join('\n').trimEnd() : null;
}

/** The twin of a page (or one section of it, for a reference with an #anchor), or an error that says what to pass instead. */
export function readPage(
  build: BuildFiles,
  reference: string,
): {route: string; url: string; markdown: string; anchor?: string} | {error: string} {
  const {origin, pages} = pageIndex(build);
  const found = routeOf(reference, origin);
  if ('error' in found) return found;
  const markdown = build.text(twinPath(found.route));
  if (markdown !== null && found.anchor) {
    const headings = sectionsByRoute(build).get(found.route) ?? [];
    const section = twinSection(markdown, found.anchor, headings);
    if (section === null) {
      const known = headings.slice(0, 12).map(([id, title]) => `#${id} (${title})`);
      return {
        error: `No section #${found.anchor} on ${found.route}.${known.length ? ` Its sections: ${known.join(', ')}${headings.length > 12 ? ', …' : ''}.` : ''} Pass one of them, or the route without # for the whole page.`,
      };
    }
    const title = markdown.match(/^# .*$/m)?.[0];
    return {route: found.route, url: `${origin}${found.route}#${found.anchor}`, markdown: title ? `${title}\n\n${section}` : section, anchor: found.anchor};
  }
  if (markdown !== null) return {route: found.route, url: `${origin}${found.route}`, markdown};
  const close = closestPages(found.route, pages);
  const hint = close.length
    ? `Did you mean ${close.map((p) => `${p.route} (${p.title})`).join(', ')}?`
    : 'Call search_docs with a few words to find the page.';
  return {error: `No page at ${found.route}. ${hint} Pass a route such as /docs/overview/ or a URL from search_docs.`};
}
