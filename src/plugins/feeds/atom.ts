/**
 * Atom feeds of the changelogs, written with the `feed` package. Entries are
 * rendered from the same data as the changelog pages (Markdown to HTML with
 * `marked`), and each entry links to its release's anchor on the page.
 *
 * Pure functions only: the plugin writes the files, the tests read them.
 */
import {Feed} from 'feed';
import {marked} from 'marked';

export interface FeedEntry {
  /** Anchor of the release on the changelog page. */
  anchor: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** One sentence, the entry's summary. */
  summary?: string;
  /** Markdown of the release. */
  markdown: string;
}

export interface FeedSpec {
  /** File name without extension, e.g. `sdk-auth`: the feed is /feeds/<id>.xml. */
  id: string;
  title: string;
  description: string;
  /** Route of the changelog page below the base URL, e.g. /docs/sdk/prior-changelogs/sdk-auth-changelog/. */
  page: string;
  entries: FeedEntry[];
}

export const FEEDS_DIR = 'feeds';

/** Path of a feed under the site's base URL. */
export function feedPath(id: string): string {
  return `${FEEDS_DIR}/${id}.xml`;
}

/** Site links (`/docs/...`, below the base URL) made absolute, so they work in a feed reader. */
function absoluteLinks(html: string, root: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${root}/`);
}

/**
 * The Atom document of one changelog. Page routes and links in the entries are
 * site paths below the base URL (`/docs/...`); `brand` names the author.
 */
export function atomFeed(spec: FeedSpec, site: {url: string; baseUrl: string; brand: string; favicon?: string}): string {
  const root = `${site.url}${site.baseUrl}`.replace(/\/$/, '');
  const pageUrl = `${root}${spec.page}`;
  const entries = [...spec.entries].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const updated = entries.length ? new Date(`${entries[0].date}T00:00:00Z`) : new Date(0);
  const feed = new Feed({
    id: `${root}/${feedPath(spec.id)}`,
    title: spec.title,
    description: spec.description,
    link: pageUrl,
    language: 'en',
    updated,
    generator: false,
    feedLinks: {atom: `${root}/${feedPath(spec.id)}`},
    author: {name: site.brand, link: root},
    favicon: site.favicon ? `${root}/${site.favicon}` : undefined,
    copyright: `${site.brand}`,
  });
  for (const entry of entries) {
    const link = `${pageUrl}#${entry.anchor}`;
    feed.addItem({
      id: link,
      link,
      title: entry.title,
      date: new Date(`${entry.date}T00:00:00Z`),
      published: new Date(`${entry.date}T00:00:00Z`),
      description: entry.summary,
      content: absoluteLinks(marked.parse(entry.markdown, {async: false}) as string, root),
    });
  }
  return feed.atom1();
}
