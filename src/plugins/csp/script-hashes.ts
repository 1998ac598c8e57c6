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
 */
import {createHash} from 'node:crypto';

/** Every `<script>` element: its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A `type` the browser runs as a script (none, a JavaScript MIME type, or `module`); JSON-LD is data. */
const RUNS = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

function typeOf(attributes: string): string {
  const match = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
}

/** The CSP source of one script's text: `'sha256-<base64>'` of its UTF-8 bytes, as browsers hash it. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash sources of the inline scripts a page runs, in page order, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes) || !RUNS.test(typeOf(attributes))) continue;
    hashes.add(scriptHash(text));
  }
  return [...hashes];
}

/** The policy's meta tag as the minifier writes it (quoted or not). */
const POLICY_META = /(<meta\s+http-equiv=["']?Content-Security-Policy["']?\s+content=")([^"]*)(")/i;

/**
 * The page with `'unsafe-inline'` in its policy's script-src replaced by the
 * hashes of the inline scripts it runs (no source at all when it runs none).
 * Throws when the page has no policy, or its script-src has no `'unsafe-inline'`
 * to replace: every page of the template has both.
 */
export function withScriptHashes(html: string, page: string): string {
  const meta = POLICY_META.exec(html);
  if (!meta) throw new Error(`src/plugins/csp: ${page} has no Content-Security-Policy meta tag to put its script hashes in`);
  const policy = meta[2]!;
  const directives = policy.split(/;\s*/);
  const at = directives.findIndex((d) => d.startsWith('script-src ') && d.split(' ').includes("'unsafe-inline'"));
  if (at < 0) throw new Error(`src/plugins/csp: the policy of ${page} has no 'unsafe-inline' in script-src to replace with hashes (was the page rewritten twice?)`);
  const hashes = inlineScriptHashes(html);
  directives[at] = directives[at]!.split(' ').flatMap((source) => (source === "'unsafe-inline'" ? hashes : [source])).join(' ');
  const start = meta.index + meta[1]!.length;
  return html.slice(0, start) + directives.join('; ') + html.slice(start + policy.length);
}

/**
 * The policy of a redirect page: nothing but its own script (which sends the
 * reader on, keeping query and hash); its meta refresh needs no source.
 */
export function redirectPagePolicy(html: string): string {
  return ["default-src 'none'", `script-src ${inlineScriptHashes(html).join(' ') || "'none'"}`, "base-uri 'none'", "form-action 'none'"].join('; ');
}
