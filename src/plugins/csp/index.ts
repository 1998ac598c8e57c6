/**
 * The Content-Security-Policy of every page, as a `<meta http-equiv>` tag
 * (static hosts cannot set headers), first in the head of Docusaurus's own
 * page template (the `ssrTemplate` option), so it governs every tag after it.
 *
 * What it allows: the site itself; the sandbox hosts of the identity module
 * (the API console sends to them); analytics (gtag: the tag script, its
 * beacons); the hosted search's Algolia hosts when hosted search is
 * configured; WebAssembly for the embedded search (Pagefind); workers from the
 * site (the console's mock and msw's service worker). Nothing else: no frames,
 * no plugins, no other origin for scripts, forms or `<base>`.
 *
 * Inline scripts: `'unsafe-inline'` is still in script-src. The pages carry
 * five small inline scripts (the colour mode, the canonical-address redirect,
 * the platform key, the announcement reset, gtag's config), which the HTML
 * minifier rewrites after the template is rendered, so their hashes are only
 * known once each page is written; hashing them there is the next step
 * (decisions/0017-content-security-policy.md). No `'unsafe-eval'`: the API
 * console's validator (Ajv compiles to functions) runs in a worker of its own.
 *
 * In development (`npm start`) Docusaurus uses its dev template, without it.
 */
import ssgTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {identity} from '../../site/identity';

export interface PolicyOptions {
  /** The gtag tracking id, when analytics is on. */
  analytics?: string;
  /** The Algolia application id, when hosted search is configured. */
  algoliaAppId?: string;
}

/** The API hosts of the sandbox (identity module), which the API console reaches. */
export function sandboxOrigins(): string[] {
  return Object.values(identity.hosts).map((pair) => pair.sandbox);
}

export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const gtag = options.analytics ? ['https://www.googletagmanager.com'] : [];
  const beacons = options.analytics ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] : [];
  const app = options.algoliaAppId?.toLowerCase();
  const algolia = app ? [`https://${app}-dsn.algolia.net`, `https://${app}.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'", ...gtag]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...beacons]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...sandboxOrigins(), ...beacons, ...algolia]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

const CHARSET = '<meta charset="UTF-8">';

/** Docusaurus's page template with the policy's meta tag right after the charset. */
export function ssrTemplateWithPolicy(policy: string): string {
  const template = (ssgTemplate as unknown as {default?: string}).default ?? (ssgTemplate as unknown as string);
  if (!template.includes(CHARSET)) {
    throw new Error(`src/plugins/csp: Docusaurus's page template (@docusaurus/core/lib/ssg/ssgTemplate.html) no longer has ${CHARSET}; put the Content-Security-Policy meta tag first in its head again`);
  }
  const escaped = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return template.replace(CHARSET, `${CHARSET}\n    <meta http-equiv="Content-Security-Policy" content="${escaped}">`);
}
