/** The words of the search UI (spec §2, "Search modal"; §8, "Search failure"). */
export const SEARCH_PLACEHOLDER = 'Search docs';
/** The site configuration's second placeholder, used by the search page's empty box. */
export const SEARCH_PAGE_PLACEHOLDER = 'Start typing...';
export const NO_RESULTS_TEXT = 'No results for';
export const SUGGESTED_QUERY_TEXT = 'Try searching for';
export const ERROR_TITLE = 'Unable to fetch results';
export const ERROR_HELP = 'You might want to check your network connection.';

export const buttonTranslations = {buttonText: 'Search', buttonAriaLabel: 'Search docs'};

export const modalTranslations = {
  searchBox: {
    resetButtonTitle: 'Clear the query',
    resetButtonAriaLabel: 'Clear the query',
    cancelButtonText: 'Cancel',
    cancelButtonAriaLabel: 'Cancel',
    searchInputLabel: 'Search docs',
  },
  startScreen: {
    recentSearchesTitle: 'Recent',
    noRecentSearchesText: 'No recent searches',
    saveRecentSearchButtonTitle: 'Save this search',
    removeRecentSearchButtonTitle: 'Remove this search from history',
    favoriteSearchesTitle: 'Favorite',
    removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
  },
  errorScreen: {titleText: ERROR_TITLE, helpText: ERROR_HELP},
  footer: {
    selectText: 'to select',
    selectKeyAriaLabel: 'Enter key',
    navigateText: 'to navigate',
    navigateUpKeyAriaLabel: 'Arrow up',
    navigateDownKeyAriaLabel: 'Arrow down',
    closeText: 'to close',
    closeKeyAriaLabel: 'Escape key',
    searchByText: 'Search by',
  },
  noResultsScreen: {
    noResultsText: NO_RESULTS_TEXT,
    suggestedQueryText: SUGGESTED_QUERY_TEXT,
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know.',
  },
};
