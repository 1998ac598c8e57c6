/**
 * The Content-Security-Policy of every page, as a `<meta http-equiv>` tag
 * (static hosts cannot set headers), first in the head, so it governs every
 * tag after it. The pass that rewrites finished pages puts it there
 * (src/plugins/route-assets, with `policyEdit` of ./script-hashes.ts), not the
 * page template: Docusaurus serializes the whole site config, an `ssrTemplate`
 * included, into every page's JavaScript (0.46 KB gzip of each first load).
 *
 * What it allows: the site itself; the sandbox hosts of the identity module
 * (the API console sends to them); analytics (gtag: the tag script, its
 * beacons); the hosted search's Algolia hosts when hosted search is
 * configured; workers from the site (the console's mock and msw's service
 * worker). Nothing else: no WebAssembly (the embedded search is plain
 * JavaScript since decisions/0022), no frames,
 * no plugins, no other origin for scripts, forms or `<base>`.
 *
 * Inline scripts: no `'unsafe-inline'` in any built page. The policy says
 * `'unsafe-inline'`, and the pass that puts it in the page writes the hashes
 * of the page's inline scripts in its place
 * (./script-hashes.ts); the redirect pages get a policy of their own
 * (src/plugins/redirects). No `'unsafe-eval'`: the API console's validator
 * (Ajv compiles to functions) runs in a worker of its own. Styles keep
 * `'unsafe-inline'`: React writes `style` attributes, which hashes cannot allow.
 *
 * DocSearch's bundled zod probes for eval when the search modal loads; the
 * modal is loaded inside `withoutEval` (./without-eval.ts), where the probe
 * gets the refusal the policy would give, without a violation report.
 *
 * In development (`npm start`) pages are not rewritten, and carry no policy.
 */
import {identity} from '../../site/identity';
import {applyEdits, elementsOf} from '../shared/html';
import {policyMetaAfter} from './script-hashes';

const META = new Set(['meta']);

export interface PolicyOptions {
  /** The gtag tracking id, when analytics is on. */
  analytics?: string;
  /** The Algolia application id, when hosted search is configured. */
  algoliaAppId?: string;
}

/** The hosts of the sandbox (identity module), which the API console reaches. */
export function sandboxOrigins(): string[] {
  return Object.values(identity.hosts).map((pair) => pair.sandbox);
}

/**
 * One source for all of them, `https://*.<the sandbox's domain>`: every page
 * carries the policy, and the API pages' HTML is within a few dozen bytes of
 * its budget (tests/build/budgets.ts); the eight hosts written out cost 26
 * bytes gzip more. Throws when a sandbox host is not under that domain.
 */
export function sandboxSource(): string {
  const hosts = sandboxOrigins().map((origin) => new URL(origin).hostname);
  const domain = hosts[0]!.split('.').slice(1).join('.');
  const outside = hosts.filter((h) => !h.endsWith(`.${domain}`) || h.slice(0, -domain.length - 1).includes('.'));
  if (outside.length) throw new Error(`src/plugins/csp: the sandbox hosts are not all directly under ${domain} (${outside.join(', ')}); list them one by one in connect-src`);
  return `https://*.${domain}`;
}

export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const gtag = options.analytics ? ['https://www.googletagmanager.com'] : [];
  const beacons = options.analytics ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] : [];
  const app = options.algoliaAppId?.toLowerCase();
  const algolia = app ? [`https://${app}-dsn.algolia.net`, `https://${app}.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)] : [];
  // Fonts, frames, workers (the console's mock, msw's service worker) and the
  // manifest fall back to default-src: the site only. Every byte counts (see sandboxSource).
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['connect-src', ["'self'", sandboxSource(), ...beacons, ...algolia]],
    ['img-src', ["'self'", 'data:', ...beacons]],
    ['script-src', ["'self'", "'unsafe-inline'", ...gtag]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * The page with the policy's meta tag right after its charset meta tag, first
 * in its head, so it governs every tag after it (read with the HTML parser of
 * ../shared/html.ts). `template` names the page in the error when the charset
 * tag is gone (`context` is added after).
 */
export function withPolicyMeta(html: string, policy: string, template: string, context = ''): string {
  const charset = elementsOf(html, META).find((meta) => meta.attributes.charset !== undefined);
  if (!charset) {
    throw new Error(`${template} no longer has a <meta charset>; put the Content-Security-Policy meta tag first in its head again${context}`);
  }
  return applyEdits(html, [policyMetaAfter(charset, policy)]);
}
