import type {SidebarItem} from '../site/sidebar';

/** Carrier and third-party integrations. */
const items: SidebarItem[] = [
  {
    type: 'category',
    label: 'Integrations',
    items: ['carrier_integrations', 'third_party_integrations/third_party_overview'],
  },
];

export default items;
