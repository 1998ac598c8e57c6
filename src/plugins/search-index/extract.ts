/**
 * Turns a built page into what the embedded index needs: the readable
 * article (with its heading anchors, so results can link to sections), the
 * page title and its breadcrumb. Navigation, buttons and hash links are
 * left out so they never match a query.
 *
 * One pass of htmlparser2's tokenizer over the page, without a tree: the
 * article handed to the indexer is the page's own markup with the byte
 * ranges of what is not content cut out (decisions/0011).
 */
import {Parser} from 'htmlparser2';
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

type Attributes = Record<string, string>;

/** Elements that are never content: by name, by class, by attribute. */
const NOISE_TAGS = new Set(['script', 'style', 'nav', 'button', 'svg']);
const NOISE_CLASSES = [
  'hash-link',
  'theme-doc-breadcrumbs',
  'theme-doc-version-badge',
  'theme-doc-footer',
  'pagination-nav',
  'theme-doc-toc-mobile',
];
// What a page marks as not its content, and the copy-page menu ("Open in Claude" is on every page).
const NOISE_ATTRIBUTES = ['data-pagefind-ignore', 'data-copy-page'];

function isNoise(name: string, attributes: Attributes, classes: string[]): boolean {
  return (
    NOISE_TAGS.has(name) ||
    attributes['aria-hidden'] === 'true' ||
    NOISE_ATTRIBUTES.some((attribute) => attribute in attributes) ||
    NOISE_CLASSES.some((noise) => classes.includes(noise))
  );
}

/**
 * Elements whose text is a block of its own: the page's words get a space
 * at their start and end, so words of neighbouring cells and paragraphs are
 * not glued into one ("webhooksviewer").
 */
const BLOCKS = new Set('p,div,li,dt,dd,td,th,tr,h1,h2,h3,h4,h5,h6,pre,br,table,section,blockquote,details,summary,figcaption'.split(','));

/**
 * The parts of a page the extraction reads: the head (title, meta tags) and
 * the main element. Navbar, sidebar and footer are cut before parsing.
 */
export function readableParts(source: string): string {
  const headEnd = source.indexOf('</head>');
  const mainStart = source.indexOf('<main');
  const mainEnd = source.lastIndexOf('</main>');
  if (headEnd < 0 || mainStart < headEnd || mainEnd < mainStart) return source;
  return `${source.slice(0, headEnd)}</head><body>${source.slice(mainStart, mainEnd + '</main>'.length)}</body></html>`;
}

/** What one pass over a page reads; see extractPage. */
type PageReading = {
  redirect: boolean;
  noindex: boolean;
  /** Text of the first h1, and of the head's title. */
  h1?: string;
  headTitle?: string;
  description: string;
  keywords: string;
  crumbs: string[];
  /** Whether the page has the root element (article, else main). */
  found: boolean;
  /** The root's inner markup, less the noise ranges. */
  html: string;
  /** The root's text, less the noise, in pieces. */
  text: string[];
};

/** An open element: where its tag starts, and what its text is collected for. */
type Open = {start: number; role?: 'root' | 'h1' | 'title' | 'crumbs' | 'crumb' | 'token'; text?: string[]};

function readPage(source: string): PageReading {
  // The article when the page has one, else its main element.
  const rootTag = /<article[\s>]/.test(source) ? 'article' : 'main';
  const page: PageReading = {redirect: false, noindex: false, description: '', keywords: '', crumbs: [], found: false, html: '', text: []};
  const open: Open[] = [];
  /** Open elements whose text is collected (h1, title, a breadcrumb). */
  const collecting: string[][] = [];
  let noise = 0; // noise elements open inside the root: their text and markup are left out
  let root: 'before' | 'in' | 'after' = 'before';
  let markFrom = 0; // start of the root's markup not yet copied
  let inCrumbs = 0;
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: Open = {start: parser.startIndex};
        // Split once: every element is matched against several classes.
        const classes = attributes.class ? attributes.class.split(/\s+/) : [];
        if (name === 'meta') {
          const content = attributes.content ?? '';
          if (attributes['http-equiv']?.toLowerCase() === 'refresh') page.redirect = true;
          else if (attributes.name === 'robots' && content.includes('noindex')) page.noindex = true;
          else if (attributes.name === 'description') page.description = content;
          else if (attributes.name === 'keywords') page.keywords = content;
        } else if (name === 'title' && page.headTitle === undefined) {
          element.role = 'title';
        } else if (name === 'h1' && page.h1 === undefined) {
          element.role = 'h1';
        } else if (classes.includes('theme-doc-breadcrumbs')) {
          element.role = 'crumbs';
          inCrumbs += 1;
        } else if (inCrumbs > 0 && classes.includes('breadcrumbs__item')) {
          element.role = 'crumb';
        }
        if (element.role && element.role !== 'crumbs') collecting.push((element.text = []));
        if (root === 'before' && name === rootTag) {
          root = 'in';
          page.found = true;
          element.role = 'root';
          markFrom = parser.endIndex + 1;
        } else if (root === 'in') {
          if (noise === 0 && BLOCKS.has(name)) page.text.push(' ');
          if (noise > 0 || isNoise(name, attributes, classes)) {
            if (noise === 0) page.html += source.slice(markFrom, element.start);
            noise += 1;
          } else if (name === 'span' && classes[0] === 'token') {
            // A code token's span (a third of the pages' markup) is left out, its
            // text kept: inline, it splits no word, and the index is the same.
            page.html += source.slice(markFrom, element.start);
            markFrom = parser.endIndex + 1;
            element.role = 'token';
          }
        }
        open.push(element);
      },
      ontext(text) {
        for (const pieces of collecting) pieces.push(text);
        if (root === 'in' && noise === 0) page.text.push(text);
      },
      onclosetag(name, implied) {
        const element = open.pop();
        if (!element) return;
        // Where the element ends: after its end tag or its own tag (a void or
        // self-closing element), or, when the page leaves its end tag out,
        // where the tag that closes it starts.
        const leftOut = implied && parser.startIndex !== element.start;
        const end = leftOut ? parser.startIndex : parser.endIndex + 1;
        if (element.role === 'root') {
          page.html += source.slice(markFrom, parser.startIndex);
          root = 'after';
        } else if (element.role === 'token') {
          page.html += source.slice(markFrom, leftOut ? end : parser.startIndex);
          markFrom = end;
        } else if (root === 'in' && noise > 0) {
          noise -= 1;
          if (noise === 0) markFrom = end;
        } else if (root === 'in' && leftOut) {
          // The indexer reads an end tag as the end of a block (it puts a
          // full stop between blocks), so a tag the minifier left out is put
          // back: the index is the one the whole parsed page gave.
          page.html += `${source.slice(markFrom, end)}</${name}>`;
          markFrom = end;
        }
        if (root === 'in' && noise === 0 && BLOCKS.has(name)) page.text.push(' ');
        if (element.text) {
          collecting.splice(collecting.indexOf(element.text), 1);
          const text = element.text.join('');
          if (element.role === 'h1') page.h1 = text;
          else if (element.role === 'title') page.headTitle = text;
          else page.crumbs.push(text.trim());
        }
        if (element.role === 'crumbs') inCrumbs -= 1;
      },
    },
    {decodeEntities: true},
  );
  parser.end(source);
  return page;
}

export function extractPage(url: string, source: string): ExtractedPage | null {
  const page = readPage(readableParts(source));
  if (page.redirect || page.noindex || !page.found) return null;
  const title = (page.h1 || page.headTitle || '').trim();
  const crumbs = page.crumbs.filter(Boolean);
  // The last crumb is the page itself.
  const breadcrumb = (crumbs.length > 1 ? crumbs.slice(0, -1) : crumbs).join(' › ');
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  // The page's own summary and keywords (front matter) weigh more than body text,
  // so `lead_attributes` finds the endpoint's page before pages that mention it.
  const keywords = page.keywords.split(',').map((k) => k.trim()).filter(Boolean);
  const summary = [
    page.description ? `<p data-pagefind-weight="3">${escape(page.description)}</p>` : '',
    keywords.length ? `<p data-pagefind-weight="6">${escape(keywords.join(' '))}</p>` : '',
  ].join('');
  const html = `<!doctype html><html lang="en"><head><title>${escape(title)}</title></head><body><main data-pagefind-body data-pagefind-meta="breadcrumb:${escape(breadcrumb)}">${page.html}${summary}</main></body></html>`;
  const text = page.text.join('').replace(/\s+/g, ' ').trim();
  return {url, title, breadcrumb, html, text};
}

/**
 * Word frequencies over the site, for correcting a misspelled query, counted
 * a page at a time as pages are indexed (the indexer keeps the counts, not
 * every page's text). Every word is kept (a word the site uses once is still
 * a word, not a typo); corrections only ever go to words used at least twice.
 */
export class WordCounts {
  private readonly counts = new Map<string, number>();

  constructor(private readonly minLength = MIN_CHECKED_LENGTH) {}

  /** Counts the words of one page's text. */
  add(text: string): void {
    for (const word of text.toLowerCase().match(TOKEN) ?? []) {
      if (word.length < this.minLength || word.length > 40) continue;
      this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
    }
  }

  /** Every word with its count, the most frequent first (words of one count in the order they were first seen). */
  vocabulary(): Record<string, number> {
    return Object.fromEntries([...this.counts].sort((a, b) => b[1] - a[1]));
  }
}
