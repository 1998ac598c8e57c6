import type {SidebarItem} from '../site/sidebar';

/** Getting started: the pages every integrator reads first. */
const items: SidebarItem[] = [
  {
    type: 'category',
    label: 'Getting started',
    collapsible: false,
    items: [
      'overview',
      'application_forms/application_form',
      'narratives/users_roles_permissions',
      'ip_ranges',
    ],
  },
];

export default items;
