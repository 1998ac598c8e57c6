/**
 * The one place that names the documented platform: brand, hosts, mail, URLs
 * and the ids of outside services. The config, navbar, footer, home page and
 * every page of content read from here (content through `{{token}}`, see
 * `tokens` below), so re-targeting the site is one edit to this file.
 *
 * Hosts use the reserved documentation domain `bindpoint.example` (RFC 2606).
 */

const domain = 'bindpoint.example';
const sandbox = `sandbox.${domain}`;

/** `https://<sub>.<domain>` for production and sandbox. */
function pair(sub: string) {
  return {
    production: `https://${sub}.${domain}`,
    sandbox: `https://${sub}.${sandbox}`,
  } as const;
}

export const identity = {
  brand: 'BindPoint',
  siteTitle: 'BindPoint Developers',
  tagline:
    'Connect agencies, carriers and storefronts to commercial-insurance quoting: Terminal, Exchange, the Storefront SDK and the platform APIs.',
  domain,
  /** Public site address; override with SITE_URL when deploying elsewhere. */
  siteUrl: `https://developers.${domain}`,
  companyUrl: `https://www.${domain}`,
  /** Path of the docs' MCP endpoint (Streamable HTTP) on the site's host: src/plugins/mcp. */
  mcpPath: '/mcp',
  hosts: {
    auth: pair('auth'),
    partnerApi: pair('partner-api'),
    leadsApi: pair('api'),
    hooks: pair('hooks'),
    intelligence: pair('intelligence'),
    carrierApi: pair('carrier-api'),
    terminal: pair('terminal'),
    storefront: pair('storefront'),
  },
  /** Path of the OAuth 2.0 token endpoint on the auth host. */
  tokenPath: '/auth/token',
  /** Path of the SAML assertion consumer service on the auth host. */
  samlCallbackPath: '/users/auth/saml/callback',
  supportEmail: `support@${domain}`,
  statusUrl: `https://status.${domain}`,
  demoUrl: `https://www.${domain}/request-demo`,
  npmScope: '@bindpoint',
  company: {
    about: `https://www.${domain}/about`,
    careers: `https://www.${domain}/careers`,
    news: `https://www.${domain}/news`,
    privacy: `https://www.${domain}/privacy`,
    terms: `https://www.${domain}/terms`,
  },
  social: {
    github: `https://github.${domain}/bindpoint`,
    linkedin: `https://linkedin.${domain}/company/bindpoint`,
    x: `https://x.${domain}/bindpoint`,
    youtube: `https://youtube.${domain}/@bindpoint`,
  },
  /**
   * The repository of this site: "Edit this page" opens `editUrl` + the page's
   * source path (docs `editUrl` in docusaurus.config.ts), "Report an issue"
   * opens `newIssueUrl` on the documentation issue form, naming the page.
   */
  repository: {
    url: `https://github.${domain}/bindpoint/developers`,
    editUrl: `https://github.${domain}/bindpoint/developers/edit/main/`,
    newIssueUrl: `https://github.${domain}/bindpoint/developers/issues/new`,
  },
  /** Site-wide analytics tracking id (gtag). Override with GTAG_ID. */
  analyticsId: 'G-BPDEV00001',
  /**
   * Hosted search (Algolia DocSearch). Empty means the embedded index is used;
   * docusaurus.config.ts lets ALGOLIA_APP_ID, ALGOLIA_API_KEY (search-only)
   * and ALGOLIA_INDEX_NAME override these at build time.
   */
  search: {
    appId: '',
    apiKey: '',
    indexName: '',
  },
  copyrightYear: 2025,
} as const;

export type Identity = typeof identity;

const {hosts} = identity;

/**
 * Tokens that content may use as `{{name}}` in prose, inline code, code
 * blocks and link targets. The remark plugin `src/plugins/remark-identity`
 * replaces them at build time; an unknown token fails the build.
 * Names are plain identifiers so that MDX parses `{{name}}` in prose.
 */
export const tokens: Record<string, string> = {
  brand: identity.brand,
  siteTitle: identity.siteTitle,
  domain: identity.domain,
  npmScope: identity.npmScope,
  supportEmail: identity.supportEmail,
  statusUrl: identity.statusUrl,
  demoUrl: identity.demoUrl,
  companyUrl: identity.companyUrl,
  siteUrl: identity.siteUrl,
  mcpUrl: `${identity.siteUrl}${identity.mcpPath}`,
  repositoryUrl: identity.repository.url,
  tokenUrl: `${hosts.auth.production}${identity.tokenPath}`,
  tokenUrlSandbox: `${hosts.auth.sandbox}${identity.tokenPath}`,
  authHost: hosts.auth.production,
  authHostSandbox: hosts.auth.sandbox,
  samlCallbackUrl: `${hosts.auth.production}${identity.samlCallbackPath}`,
  samlCallbackUrlSandbox: `${hosts.auth.sandbox}${identity.samlCallbackPath}`,
  partnerApi: hosts.partnerApi.production,
  partnerApiSandbox: hosts.partnerApi.sandbox,
  leadsApi: hosts.leadsApi.production,
  leadsApiSandbox: hosts.leadsApi.sandbox,
  hooksApi: hosts.hooks.production,
  hooksApiSandbox: hosts.hooks.sandbox,
  intelligenceApi: hosts.intelligence.production,
  intelligenceApiSandbox: hosts.intelligence.sandbox,
  carrierApi: hosts.carrierApi.production,
  carrierApiSandbox: hosts.carrierApi.sandbox,
  terminalUrl: hosts.terminal.production,
  terminalUrlSandbox: hosts.terminal.sandbox,
  storefrontUrl: hosts.storefront.production,
  storefrontUrlSandbox: hosts.storefront.sandbox,
};
