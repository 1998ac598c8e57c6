/**
 * Built pages read and edited with an HTML parser (htmlparser2), never with
 * regular expressions: `elementsOf` gives the elements a post-build step
 * asks for, each with its attributes as the browser reads them (entities
 * decoded, names lower-cased, quoted or not) and its place in the text;
 * `applyEdits` inserts or replaces at those places. Everything else in the
 * page stays byte for byte as the static renderer and its minifier wrote it.
 *
 * Used by src/plugins/route-assets (route CSS and scripts), src/plugins/csp
 * (inline script hashes) and src/plugins/redirects (the redirect pages'
 * policy). tests/unit/architecture/rewrites.test.ts refuses a regular
 * expression replace over built HTML or JavaScript.
 */
import {Parser} from 'htmlparser2';

/** One element of a page: its name, attributes, where its start tag is, and the text inside it. */
export interface HtmlElement {
  /** The tag name, lower case. */
  name: string;
  /** Attribute values as the browser reads them (entities decoded); names lower case. */
  attributes: Record<string, string>;
  /** Offset of the start tag's `<`. */
  start: number;
  /** Offset just after the start tag's `>`. */
  startTagEnd: number;
  /** Offset just after the end tag's `>` (the start tag's end when the element has none, like `<meta>`). */
  end: number;
  /** The raw text inside the element, as written (for a script, what the browser hashes and runs). */
  text: string;
}

/**
 * The elements named in `names` (lower case), in document order. Script and
 * style contents are raw text (htmlparser2 reads them as the browser does:
 * up to their end tag, no entities decoded). `stopAt`, when given, ends the
 * reading at the first element it accepts (that element not included): a
 * pass that needs only the head reads a tenth of a long page.
 */
export function elementsOf(html: string, names: ReadonlySet<string>, stopAt?: (name: string, attributes: Record<string, string>) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  const open: HtmlElement[] = [];
  let stopped = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (stopped) return;
        if (stopAt?.(name, attributes)) {
          stopped = true;
          parser.pause();
          return;
        }
        if (!names.has(name)) return;
        const element: HtmlElement = {name, attributes, start: parser.startIndex, startTagEnd: parser.endIndex + 1, end: parser.endIndex + 1, text: ''};
        found.push(element);
        open.push(element);
      },
      onclosetag(name, isImplied) {
        if (stopped) return;
        const element = open.at(-1);
        if (!element || element.name !== name) return;
        open.pop();
        // A void element (meta, link) or one the document never closes has no end tag: it ends with its start tag.
        if (isImplied) return;
        element.end = parser.endIndex + 1;
        element.text = html.slice(element.startTagEnd, parser.startIndex);
      },
    },
    {decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false},
  );
  parser.write(html);
  if (!stopped) parser.end();
  return found;
}

/** An edit of a page: replace `length` characters at `at` (0 to insert) with `text`. */
export interface HtmlEdit {
  at: number;
  length?: number;
  text: string;
}

/** Docusaurus's app root (`<div id="__docusaurus">`): what comes before it is the head and the theme's pre-body scripts. */
export const isAppRoot = (name: string, attributes: Record<string, string>): boolean => name === 'div' && attributes.id === '__docusaurus';

/** The page with `edits` applied; offsets are those of the page as given, edits must not overlap. */
export function applyEdits(html: string, edits: HtmlEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.at - b.at);
  let out = '';
  let from = 0;
  for (const edit of sorted) {
    if (edit.at < from) throw new Error(`applyEdits: two edits overlap at offset ${edit.at}`);
    out += html.slice(from, edit.at) + edit.text;
    from = edit.at + (edit.length ?? 0);
  }
  return out + html.slice(from);
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {'&': '&amp;', '"': '&quot;', '<': '&lt;'};

/** A value for a double-quoted attribute. */
export function escapeAttribute(value: string): string {
  return [...value].map((c) => ATTRIBUTE_ESCAPES[c] ?? c).join('');
}

/** A start tag with these attributes, each double-quoted (an attribute whose value is `true` is written bare). */
export function startTag(name: string, attributes: Record<string, string | true>): string {
  const parts = Object.entries(attributes).map(([key, value]) => (value === true ? key : `${key}="${escapeAttribute(value)}"`));
  return `<${[name, ...parts].join(' ')}>`;
}
