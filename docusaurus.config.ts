/**
 * Site configuration. It holds no data of its own: identity, navbar, footer
 * and sidebar come from src/site and src/sidebar.
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {identity} from './src/site/identity';
import {factTokens} from './src/site/fact-tokens';
import {navbarItems} from './src/site/navbar';
import {footer} from './src/site/footer';
import {codeTheme} from './src/plugins/code-blocks/colours';
import remarkIdentity from './src/plugins/remark-identity';
import {parseFrontMatter} from './src/plugins/remark-identity/front-matter';
import remarkDiagrams from './src/plugins/diagrams/remark';
import remarkSampleMeta from './src/plugins/code-blocks/remark-sample-meta';
import {ALGOLIA_FACET_FILTERS} from './src/search/facets';
import type {PluginOptions as OpenApiOptions} from './src/plugins/openapi';
import type {PluginOptions as SdkComponentsOptions} from './src/plugins/sdk-components';
import {contentSecurityPolicy} from './src/plugins/csp';
import type {RouteAssetsOptions} from './src/plugins/route-assets';

const env = process.env;

/**
 * Hosted search (Algolia DocSearch) is used when all three ids are set;
 * otherwise the embedded index built with the site. Either way the theme's
 * search page path and our SearchBar/SearchPage (src/theme) are used.
 */
const hosted = {
  appId: env.ALGOLIA_APP_ID || identity.search.appId,
  apiKey: env.ALGOLIA_API_KEY || identity.search.apiKey,
  indexName: env.ALGOLIA_INDEX_NAME || identity.search.indexName,
};
const hostedSearch = Boolean(hosted.appId && hosted.apiKey && hosted.indexName);
const analyticsId = env.GTAG_ID || identity.analyticsId;

// Identity tokens first, so diagrams drawn at build time see final text.
// Every diagram is drawn at build time (src/plugins/diagrams): no page loads
// a diagram library, and a diagram the renderer cannot draw fails the build.
const remarkPlugins = [remarkIdentity, remarkDiagrams, remarkSampleMeta];

const config = {
  title: identity.siteTitle,
  tagline: identity.tagline,
  favicon: 'img/favicon.svg',
  url: env.SITE_URL || identity.siteUrl,
  baseUrl: env.BASE_URL || '/',
  trailingSlash: true,

  future: {
    // No page shows a last-update date or author (docs `showLastUpdateTime`
    // is off, sitemap has no lastmod): reading the Git history for every
    // file at start-up only costs build time.
    experimental_vcs: false,
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      fasterByDefault: true,
      // The colour mode must stay under the storage key `theme` (spec §4).
      siteStorageNamespacing: false,
      // Keep MDX 1 compatibility (comments, admonitions, heading ids) so
      // existing content does not silently change meaning.
      mdx1CompatDisabledByDefault: false,
    },
  },

  // A broken link, anchor or image fails the build itself (issue 35; it
  // overrides spec §8's "only logged"), so `npm run check:content` and CI
  // catch it with the page that holds it.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Front matter renders `{{token}}`, `{{fact:name}}` and `{{world:name}}` like the body
    // (title, description, keywords: the page's head, twins, llms.txt, cards, search).
    parseFrontMatter,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en-US',
        calendar: 'gregory',
        path: 'en',
      },
    },
  },

  customFields: {
    siteVersion: '2.0.0',
    hostedSearch,
    algolia: hostedSearch ? hosted : null,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: {current: {label: 'Next', badge: true}},
          // Before the defaults, so tokens are replaced in Mermaid blocks too.
          beforeDefaultRemarkPlugins: remarkPlugins,
          showLastUpdateTime: false,
          editUrl: identity.repository.editUrl,
        },
        blog: false,
        pages: {beforeDefaultRemarkPlugins: remarkPlugins},
        theme: {customCss: './src/css/custom.css'},
        gtag: {
          trackingID: analyticsId,
          anonymizeIP: false,
        },
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      // @docusaurus/plugin-client-redirects, each redirect page with its own Content-Security-Policy.
      './src/plugins/redirects/index.ts',
      {
        // `/docs/` leads to the overview (spec §2).
        redirects: [{from: '/docs/', to: '/docs/overview/'}],
        // Every page also answers at `<page>.html` and `<page>/index` (spec §2).
        createRedirects(existingPath: string) {
          if (!existingPath.endsWith('/') || existingPath === '/') {
            return existingPath === '/' ? ['/index'] : undefined;
          }
          const bare = existingPath.slice(0, -1);
          return [`${bare}.html`, `${bare}/index`];
        },
      },
    ],
    // Inline head scripts: the canonical-address redirect and the announcement reset.
    './src/plugins/head-scripts/index.ts',
    // Client modules and the utils-common alias (no tslib in any page).
    './src/plugins/client/index.ts',
    './src/plugins/stylesheets/index.ts',
    // Code blocks: the site's Prism, one code theme for both modes, the CodeBlock components.
    './src/plugins/code-blocks/index.ts',
    './src/plugins/diagrams/index.ts',
    // CSS of the search modal and of page-specific components out of the blocking stylesheet; every page's
    // Content-Security-Policy, first in its head (src/plugins/csp).
    [
      './src/plugins/route-assets/index.ts',
      {policy: contentSecurityPolicy({analytics: analyticsId, algoliaAppId: hostedSearch ? hosted.appId : undefined})} satisfies RouteAssetsOptions,
    ],
    // Doc descriptions out of the sidebar data every doc page loads.
    './src/plugins/docs-props/index.ts',
    './src/plugins/search-index/index.ts',
    ['./src/plugins/openapi/index.ts', {path: 'src/data/openapi/bindpoint.openapi.yaml'} satisfies OpenApiOptions],
    ['./src/plugins/sdk-components/index.ts', {manifest: 'src/data/components/manifest.json'} satisfies SdkComponentsOptions],
    './src/plugins/feeds/index.ts',
    './src/plugins/social-cards/index.ts',
    // Markdown twins, /llms.txt, /llms-full.txt and the Copy page menu.
    './src/plugins/llms/index.ts',
    // The webhook catalogue for the docs' MCP server (`npm run mcp`), which reads only build/.
    './src/plugins/mcp/index.ts',
  ],

  scripts: [{src: '/js/buttons.js', async: true}],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      // The switch is hidden by src/theme/ColorModeToggle (spec §4). The flag
      // stays false because Docusaurus 3 would otherwise ignore and delete the
      // stored `theme`, which the spec says must win.
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'sandbox-2026-11',
      content:
        `Sandbox credentials now last ${factTokens()['fact:tokenLifetimeHours']} hours per token. <a href="/docs/api/authenticate/">Read the authentication guide</a>.`,
      backgroundColor: '#e8efff',
      textColor: '#0b1530',
      isCloseable: true,
    },
    navbar: {
      title: identity.siteTitle,
      hideOnScroll: true,
      logo: {
        alt: `${identity.brand} logo`,
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        height: 30,
        width: 30,
      },
      items: navbarItems,
    },
    footer,
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
      versionPersistence: 'localStorage',
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      // One theme for both modes: its colours are CSS variables, declared per mode.
      theme: codeTheme,
      darkTheme: codeTheme,
      // None: code blocks use the site's Prism (src/plugins/code-blocks/highlight/prism.ts), which
      // loads exactly the grammars the site uses (src/plugins/code-blocks/theme/prism-include-languages.ts).
      additionalLanguages: [],
    },
    algolia: {
      // 'embedded' ids only satisfy the theme's validation: src/theme/SearchBar
      // then queries the embedded index and never contacts the service.
      appId: hostedSearch ? hosted.appId : 'embedded',
      apiKey: hostedSearch ? hosted.apiKey : 'embedded',
      indexName: hostedSearch ? hosted.indexName : 'bindpoint-docs',
      contextualSearch: false,
      searchPagePath: 'search',
      searchParameters: {facetFilters: ALGOLIA_FACET_FILTERS},
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
