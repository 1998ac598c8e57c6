import type {SidebarItem} from '../site/sidebar';

/** Getting started: the pages every integrator reads first. */
const items: SidebarItem[] = [
  {
    type: 'category',
    label: 'Getting started',
    // Open by default, but a toggle like every other category: a category that cannot collapse and
    // has no page renders as a link without an address, which search engines cannot crawl.
    collapsed: false,
    items: [
      'overview',
      'application_forms/application_form',
      'narratives/users_roles_permissions',
      'ip_ranges',
      'coding_assistants',
    ],
  },
];

export default items;
