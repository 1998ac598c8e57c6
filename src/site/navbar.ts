/**
 * Navbar items (spec §2, right side), derived from the product areas of
 * ./navigation.ts: a `menu` area is a dropdown whose label links to its
 * landing page, a `menu-only` area a dropdown without a link of its own, a
 * `link` area a plain link; the search box comes last.
 */
import type {NavbarItem} from '@docusaurus/theme-common';
import {productAreas, type ProductArea} from './navigation';

/** Re-exported for the pages that link to routes next to the navbar (home page, not-found page). */
export {routes} from './navigation';

function navbarItem(area: ProductArea): NavbarItem[] {
  const items = area.links.map(({label, to}) => ({label, to}));
  switch (area.navbar) {
    case 'menu':
      return [{type: 'dropdown', label: area.label, to: area.landing, position: 'right', items}];
    case 'menu-only':
      return [{type: 'dropdown', label: area.label, position: 'right', items}];
    case 'link':
      return [{label: area.label, to: area.landing, position: 'right'}];
    default:
      return [];
  }
}

export const navbarItems = [
  ...productAreas.flatMap(navbarItem),
  {type: 'search', position: 'right'},
] satisfies NavbarItem[];
