/**
 * Algolia Crawler configuration for the hosted backend (DocSearch). Paste it
 * into the Crawler editor; SITE_URL is the deployed site's address and the
 * ids come from the Algolia dashboard. Records follow DocSearch's shape
 * (hierarchy lvl0..lvl6, content, type, url) with the `language` and
 * `docusaurus_tag` facets the site filters on (contextual search is off).
 * Based on DocSearch's template for Docusaurus 3 sites.
 */
new Crawler({
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_CRAWLER_WRITE_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['SITE_URL/'],
  sitemaps: ['SITE_URL/sitemap.xml'],
  ignoreCanonicalTo: true,
  discoveryPatterns: ['SITE_URL/**'],
  exclusionPatterns: ['SITE_URL/**/*.html/**', 'SITE_URL/**/index/', 'SITE_URL/search/**'],
  actions: [
    {
      indexName: 'ALGOLIA_INDEX_NAME',
      pathsToMatch: ['SITE_URL/**'],
      recordExtractor: ({$, helpers}) => {
        // Navigation, the version badge, hash links and buttons are not content.
        $('.theme-doc-toc-mobile, .theme-doc-version-badge, .hash-link, nav, footer, button').remove();
        const lvl0 =
          $('.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active').last().text() ||
          'Documentation';
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['header h1', 'article h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            lvl5: 'article h5, article td:first-child',
            lvl6: 'article h6',
            content: 'article p, article li, article td:last-child',
            language: {selectors: '', defaultValue: 'en'},
            docusaurus_tag: {selectors: 'meta[name="docusaurus_tag"]@content', defaultValue: 'default'},
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    ALGOLIA_INDEX_NAME: {
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
