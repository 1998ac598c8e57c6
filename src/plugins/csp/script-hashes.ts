/**
 * Inline scripts allowed by their hashes instead of `'unsafe-inline'`.
 *
 * The pages carry a few small inline scripts (the colour mode, the canonical
 * address, the platform key, the announcement reset, gtag's config). Their
 * final text is known only once a page is written: Docusaurus minifies the
 * page, scripts included, after rendering its template. So the one pass that
 * rewrites finished pages (src/plugins/route-assets, postBuild) puts the
 * policy in (`policyEdit`), with the hash of each inline script the page runs
 * in place of `'unsafe-inline'`. The redirect pages (src/plugins/redirects) carry a
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
 * The page with `policy` as a meta tag right after its charset meta tag, first
 * in its head, so it governs every tag after it; in its script-src the hashes
 * of the inline scripts the page runs take the place of `'unsafe-inline'` (no
 * source at all when it runs none). Throws when the page has a policy already
 * (rewritten twice) or no charset meta tag, or the policy's script-src has no
 * `'unsafe-inline'` to replace.
 */
export function withScriptHashes(html: string, page: string, policy: string): string {
  return applyEdits(html, [policyEdit(elementsOf(html, SCRIPT_AND_META), page, policy)]);
}

/**
 * The edit behind `withScriptHashes`, for a pass that has parsed the page
 * already (`elements`: at least its script and meta elements, from
 * ../shared/html.ts `elementsOf`). With `hashes` false the policy is written
 * as it is, `'unsafe-inline'` and all (the ablation bench's variant).
 */
export function policyEdit(elements: HtmlElement[], page: string, policy: string, hashes = true): HtmlEdit {
  if (elements.some((e) => e.name === 'meta' && e.attributes['http-equiv']?.toLowerCase() === POLICY)) {
    throw new Error(`src/plugins/csp: ${page} has a Content-Security-Policy already (was the page rewritten twice?)`);
  }
  const charset = elements.find((e) => e.name === 'meta' && e.attributes.charset !== undefined);
  if (!charset) throw new Error(`src/plugins/csp: ${page} has no <meta charset> to put its Content-Security-Policy after, first in its head`);
  const directives = policy.split(/;\s*/);
  if (hashes) {
    const at = directives.findIndex((d) => d.startsWith('script-src ') && d.split(' ').includes("'unsafe-inline'"));
    if (at < 0) throw new Error(`src/plugins/csp: the policy for ${page} has no 'unsafe-inline' in script-src to replace with hashes`);
    const sources = hashesOf(elements);
    directives[at] = directives[at]!.split(' ').flatMap((source) => (source === "'unsafe-inline'" ? sources : [source])).join(' ');
  }
  return policyMetaAfter(charset, directives.join('; '));
}

/** The policy as a meta tag right after `charset` (the page's charset meta tag), first in its head. */
export function policyMetaAfter(charset: HtmlElement, policy: string): HtmlEdit {
  return {at: charset.end, text: startTag('meta', {'http-equiv': 'Content-Security-Policy', content: policy})};
}

/**
 * The policy of a redirect page: nothing but its own script (which sends the
 * reader on, keeping query and hash); its meta refresh needs no source.
 */
export function redirectPagePolicy(html: string): string {
  return ["default-src 'none'", `script-src ${inlineScriptHashes(html).join(' ') || "'none'"}`, "base-uri 'none'", "form-action 'none'"].join('; ');
}
