/**
 * Inline scripts allowed by their hashes instead of `'unsafe-inline'`.
 *
 * The pages carry a few small inline scripts (the colour mode, the canonical
 * address, the platform key, the announcement reset, gtag's config). Their
 * final text is known only once a page is written: Docusaurus minifies the
 * page, scripts included, after rendering the template that holds the
 * policy. So the policy in the template says `'unsafe-inline'`, and the one
 * pass that rewrites finished pages (src/plugins/route-assets, postBuild)
 * calls `withScriptHashes`, which puts the hash of each inline script the page
 * runs in its place. The redirect pages (src/plugins/redirects) carry a
 * policy of their own, made here by `redirectPagePolicy`.
 *
 * Pages are read with an HTML parser (../shared/html.ts): a script's text is
 * exactly what the browser hashes, whatever the minifier did with quotes.
 */
import {createHash} from 'node:crypto';
import {applyEdits, elementsOf, startTag, type HtmlEdit, type HtmlElement} from '../shared/html';

/** A `type` the browser runs as a script (none, a JavaScript MIME type, or `module`); JSON-LD is data. */
const RUNS = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript', 'text/x-javascript', 'application/x-javascript']);

const SCRIPT_AND_META = new Set(['script', 'meta']);
const POLICY = 'content-security-policy';

/** The CSP source of one script's text: `'sha256-<base64>'` of its UTF-8 bytes, as browsers hash it. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Whether the browser runs this script element's text: no `src`, and a script type. */
function runsInline(script: HtmlElement): boolean {
  return script.attributes.src === undefined && RUNS.has((script.attributes.type ?? '').trim().toLowerCase());
}

function hashesOf(elements: HtmlElement[]): string[] {
  return [...new Set(elements.filter((e) => e.name === 'script' && runsInline(e)).map((e) => scriptHash(e.text)))];
}

/** The hash sources of the inline scripts a page runs, in page order, each once. */
export function inlineScriptHashes(html: string): string[] {
  return hashesOf(elementsOf(html, SCRIPT_AND_META));
}

/**
 * The page with `'unsafe-inline'` in its policy's script-src replaced by the
 * hashes of the inline scripts it runs (no source at all when it runs none).
 * The policy's meta tag is written again, its content double-quoted. Throws
 * when the page has no policy, or its script-src has no `'unsafe-inline'` to
 * replace: every page of the template has both.
 */
export function withScriptHashes(html: string, page: string): string {
  return applyEdits(html, [policyEdit(elementsOf(html, SCRIPT_AND_META), page)]);
}

/**
 * The edit behind `withScriptHashes`, for a pass that has parsed the page
 * already (`elements`: at least its script and meta elements, from
 * ../shared/html.ts `elementsOf`).
 */
export function policyEdit(elements: HtmlElement[], page: string): HtmlEdit {
  const meta = elements.find((e) => e.name === 'meta' && e.attributes['http-equiv']?.toLowerCase() === POLICY);
  if (!meta) throw new Error(`src/plugins/csp: ${page} has no Content-Security-Policy meta tag to put its script hashes in`);
  const directives = (meta.attributes.content ?? '').split(/;\s*/);
  const at = directives.findIndex((d) => d.startsWith('script-src ') && d.split(' ').includes("'unsafe-inline'"));
  if (at < 0) throw new Error(`src/plugins/csp: the policy of ${page} has no 'unsafe-inline' in script-src to replace with hashes (was the page rewritten twice?)`);
  const hashes = hashesOf(elements);
  directives[at] = directives[at]!.split(' ').flatMap((source) => (source === "'unsafe-inline'" ? hashes : [source])).join(' ');
  return {at: meta.start, length: meta.startTagEnd - meta.start, text: startTag('meta', {...meta.attributes, content: directives.join('; ')})};
}

/**
 * The policy of a redirect page: nothing but its own script (which sends the
 * reader on, keeping query and hash); its meta refresh needs no source.
 */
export function redirectPagePolicy(html: string): string {
  return ["default-src 'none'", `script-src ${inlineScriptHashes(html).join(' ') || "'none'"}`, "base-uri 'none'", "form-action 'none'"].join('; ');
}
