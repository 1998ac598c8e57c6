/**
 * The Content-Security-Policy of every page, as a `<meta http-equiv>` tag
 * (static hosts cannot set headers), first in the head of the site's page
 * template (`pageTemplate`, the `ssrTemplate` option), so it governs every
 * tag after it.
 *
 * What it allows: the site itself; the sandbox hosts of the identity module
 * (the API console sends to them); analytics (gtag: the tag script, its
 * beacons); the hosted search's Algolia hosts when hosted search is
 * configured; workers from the site (the console's mock and msw's service
 * worker). Nothing else: no WebAssembly (the embedded search is plain
 * JavaScript since decisions/0022), no frames,
 * no plugins, no other origin for scripts, forms or `<base>`.
 *
 * Inline scripts: no `'unsafe-inline'` in any built page. The template's
 * policy says `'unsafe-inline'`, and the pass that rewrites finished pages
 * puts the hashes of the page's inline scripts in its place
 * (./script-hashes.ts); the redirect pages get a policy of their own
 * (src/plugins/redirects). No `'unsafe-eval'`: the API console's validator
 * (Ajv compiles to functions) runs in a worker of its own. Styles keep
 * `'unsafe-inline'`: React writes `style` attributes, which hashes cannot allow.
 *
 * DocSearch's bundled zod probes for eval when the search modal loads; the
 * modal is loaded inside `withoutEval` (./without-eval.ts), where the probe
 * gets the refusal the policy would give, without a violation report.
 *
 * In development (`npm start`) Docusaurus uses its dev template, without it.
 */
import {identity} from '../../site/identity';
import {applyEdits, elementsOf, startTag} from '../shared/html';

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
  return applyEdits(html, [{at: charset.end, text: `\n    ${startTag('meta', {'http-equiv': 'Content-Security-Policy', content: policy})}`}]);
}

/**
 * The template of every built page (the `ssrTemplate` option): Docusaurus's
 * default page template, as its documentation gives it
 * (docusaurus.io/docs/api/docusaurus-config#ssrTemplate), with one line
 * added, the policy's meta tag, first after the charset, so it governs every
 * tag after it. Written out here rather than read from the framework's files:
 * `ssrTemplate` is the documented way to change the page, and a template of
 * our own cannot move under an upgrade. What an upgrade changes in the
 * default shows in the upgrade rehearsal (patches/README.md): the build
 * checks of every page (tests/build/site.test.ts) and the browser tests of
 * the policy (tests/e2e/console/csp.spec.ts).
 */
export function pageTemplate(policy: string): string {
  return `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    ${startTag('meta', {'http-equiv': 'Content-Security-Policy', content: policy})}
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
}
