/**
 * Turns a built page into what the embedded index needs: the readable
 * article (with its heading anchors, so results can link to sections), the
 * page title and its breadcrumb. Navigation, buttons and hash links are
 * left out so they never match a query.
 */
import {load} from 'cheerio';
import type {AnyNode} from 'domhandler';
import {MIN_CHECKED_LENGTH, TOKEN} from '../../search/spelling';

export type ExtractedPage = {
  url: string;
  title: string;
  breadcrumb: string;
  /** Minimal HTML document for the indexer: one body root, headings with ids. */
  html: string;
  /** Plain words of the page, for the spelling vocabulary. */
  text: string;
};

const NOISE = [
  'script',
  'style',
  'nav',
  'button',
  'svg',
  '.hash-link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-footer',
  '.pagination-nav',
  '.theme-doc-toc-mobile',
  '[aria-hidden="true"]',
  // What a page marks as not its content, and the copy-page menu ("Open in Claude" is on every page).
  '[data-pagefind-ignore]',
  '[data-copy-page]',
];

const BLOCKS = new Set('p,div,li,dt,dd,td,th,tr,h1,h2,h3,h4,h5,h6,pre,br,table,section,blockquote,details,summary,figcaption'.split(','));

/**
 * The text of a tree with a space after every block element, so words of
 * neighbouring cells and paragraphs are not glued into one ("webhooksviewer").
 */
function blockText(nodes: AnyNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (node.type === 'text') out.push(node.data);
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      blockText(node.children, out);
      if (BLOCKS.has(node.name)) out.push(' ');
    } else if (node.type === 'cdata') blockText(node.children, out);
  }
  return out;
}

/**
 * The parts of a page the extraction reads: the head (title, meta tags) and
 * the main element. Navbar, sidebar and footer are cut before parsing, which
 * halves the parse on a doc page (README, "Build time").
 */
export function readableParts(source: string): string {
  const headEnd = source.indexOf('</head>');
  const mainStart = source.indexOf('<main');
  const mainEnd = source.lastIndexOf('</main>');
  if (headEnd < 0 || mainStart < headEnd || mainEnd < mainStart) return source;
  return `${source.slice(0, headEnd)}</head><body>${source.slice(mainStart, mainEnd + '</main>'.length)}</body></html>`;
}

export function extractPage(url: string, source: string): ExtractedPage | null {
  const $ = load(readableParts(source));
  if ($('meta[http-equiv="refresh"]').length > 0) return null; // a redirect file
  if ($('meta[name="robots"][content*="noindex"]').length > 0) return null;
  const root = $('article').first().length ? $('article').first() : $('main').first();
  if (!root.length) return null;
  const title = ($('h1').first().text() || $('title').text()).trim();
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .map((_, el) => $(el).text().trim())
    .get()
    .filter(Boolean);
  // The last crumb is the page itself.
  const breadcrumb = (crumbs.length > 1 ? crumbs.slice(0, -1) : crumbs).join(' › ');
  root.find(NOISE.join(',')).remove();
  const body = root.html() ?? '';
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  // The page's own summary and keywords (front matter) weigh more than body text,
  // so `lead_attributes` finds the endpoint's page before pages that mention it.
  const description = $('meta[name="description"]').attr('content') ?? '';
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '').split(',').map((k) => k.trim()).filter(Boolean);
  const summary = [
    description ? `<p data-pagefind-weight="3">${escape(description)}</p>` : '',
    keywords.length ? `<p data-pagefind-weight="6">${escape(keywords.join(' '))}</p>` : '',
  ].join('');
  const html = `<!doctype html><html lang="en"><head><title>${escape(title)}</title></head><body><main data-pagefind-body data-pagefind-meta="breadcrumb:${escape(breadcrumb)}">${body}${summary}</main></body></html>`;
  const text = blockText(root.toArray()).join('').replace(/\s+/g, ' ').trim();
  return {url, title, breadcrumb, html, text};
}

/**
 * Word frequencies over the site, for correcting a misspelled query. Every
 * word is kept (a word the site uses once is still a word, not a typo);
 * corrections only ever go to words used at least twice.
 */
export function buildVocabulary(texts: string[], minLength = MIN_CHECKED_LENGTH): Record<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(TOKEN) ?? []) {
      if (word.length < minLength || word.length > 40) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]));
}
