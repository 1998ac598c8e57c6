/**
 * Turns a built page into what the embedded index needs: the readable
 * article cut into sections at its headings (each with the heading's anchor,
 * so a result links to the part of the page that answers), the page title,
 * its summary and keywords, and its breadcrumb. Navigation, buttons and hash
 * links are left out so they never match a query.
 *
 * One pass of htmlparser2's tokenizer over the page, without a tree
 * (decisions/0011): parsing every page into a tree was most of the index's
 * build time.
 */
import {Parser} from 'htmlparser2';
import {MIN_CHECKED_LENGTH, TOKEN} from '../../search/spelling';

export type ExtractedSection = {
  /** The heading's id (null for the part before the first heading). */
  anchor: string | null;
  /** The heading's text (the page title for the part before the first heading). */
  title: string;
  /** The section's text, white space folded. */
  text: string;
};

export type ExtractedPage = {
  url: string;
  title: string;
  breadcrumb: string;
  /** The page's meta description and keywords (front matter). */
  description: string;
  keywords: string[];
  /** The article in reading order, cut at every heading (h2 to h6) that has an id. */
  sections: ExtractedSection[];
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
const SECTION_HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

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

type RawSection = {anchor: string | null; title: string[]; text: string[]};

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
  sections: RawSection[];
  /** The root's text, less the noise, in pieces. */
  text: string[];
};

/** An open element: what its text is collected for, and whether it is noise (its text left out of the content). */
type Open = {role?: 'root' | 'h1' | 'title' | 'crumbs' | 'crumb' | 'heading'; noise?: boolean; text?: string[]};

function readPage(source: string): PageReading {
  // The article when the page has one, else its main element.
  const rootTag = /<article[\s>]/.test(source) ? 'article' : 'main';
  const page: PageReading = {
    redirect: false,
    noindex: false,
    description: '',
    keywords: '',
    crumbs: [],
    found: false,
    sections: [{anchor: null, title: [], text: []}],
    text: [],
  };
  const open: Open[] = [];
  /** Open elements whose text is collected (h1, title, a breadcrumb, a section heading). */
  const collecting: string[][] = [];
  let noise = 0; // noise elements open inside the root: their text is left out
  let root: 'before' | 'in' | 'after' = 'before';
  let inCrumbs = 0;
  let inHeading = 0;
  const section = () => page.sections[page.sections.length - 1]!;
  const pushText = (text: string) => {
    page.text.push(text);
    if (inHeading === 0) section().text.push(text);
  };
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: Open = {};
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
        if (root === 'before' && name === rootTag) {
          root = 'in';
          page.found = true;
          element.role = 'root';
        } else if (root === 'in') {
          if (noise === 0 && BLOCKS.has(name)) pushText(' ');
          if (noise > 0 || isNoise(name, attributes, classes)) {
            noise += 1;
            element.noise = true;
          } else if (SECTION_HEADINGS.has(name) && attributes.id && inHeading === 0) {
            // A heading with an anchor starts a section; its text is the section's title.
            page.sections.push({anchor: attributes.id, title: [], text: []});
            element.role = 'heading';
            element.text = section().title;
            inHeading += 1;
          }
        }
        if (element.role && !['crumbs', 'root', 'heading'].includes(element.role)) element.text = [];
        if (element.text) collecting.push(element.text);
        open.push(element);
      },
      ontext(text) {
        // The breadcrumbs are noise for the content, and still read for the breadcrumb.
        for (const pieces of collecting) if (noise === 0 || pieces !== section().title) pieces.push(text);
        if (root === 'in' && noise === 0) pushText(text);
      },
      onclosetag(name) {
        const element = open.pop();
        if (!element) return;
        if (element.role === 'root') root = 'after';
        if (element.noise) noise -= 1;
        if (element.role === 'heading') inHeading -= 1;
        if (root === 'in' && noise === 0 && BLOCKS.has(name)) pushText(' ');
        if (element.text) {
          collecting.splice(collecting.indexOf(element.text), 1);
          const text = element.text.join('');
          if (element.role === 'h1') page.h1 = text;
          else if (element.role === 'title') page.headTitle = text;
          else if (element.role === 'crumb') page.crumbs.push(text.trim());
        }
        if (element.role === 'crumbs') inCrumbs -= 1;
      },
    },
    {decodeEntities: true},
  );
  parser.end(source);
  return page;
}

const squash = (pieces: string[]) => pieces.join('').replace(/\s+/g, ' ').trim();

export function extractPage(url: string, source: string): ExtractedPage | null {
  const page = readPage(readableParts(source));
  if (page.redirect || page.noindex || !page.found) return null;
  const title = (page.h1 || page.headTitle || '').trim();
  const crumbs = page.crumbs.filter(Boolean);
  // The last crumb is the page itself.
  const breadcrumb = (crumbs.length > 1 ? crumbs.slice(0, -1) : crumbs).join(' › ');
  const keywords = page.keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const sections = page.sections.map((raw, i) => {
    let text = squash(raw.text);
    // The first part holds the h1: its text is the page title, not the section's body.
    if (i === 0 && title && text.startsWith(title)) text = text.slice(title.length).trim();
    return {anchor: raw.anchor, title: i === 0 ? title : squash(raw.title), text};
  });
  const text = squash(page.text);
  return {url, title, breadcrumb, description: page.description.trim(), keywords, sections, text};
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
