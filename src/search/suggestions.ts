/**
 * What the no-results answers suggest ("Try searching for"), in the modal and
 * on the search page: the site's areas, as the navbar names them. DocSearch
 * suggests the groups of earlier results instead, when there were any.
 */
import {navbarItems} from '../site/navbar';

export const FALLBACK_SUGGESTIONS: string[] = navbarItems
  .map((item) => ('label' in item ? item.label : undefined))
  .filter((label): label is string => Boolean(label))
  .map((label) => label.toLowerCase());
