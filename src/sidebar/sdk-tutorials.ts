import type {SidebarItem} from '../site/sidebar';

/**
 * The Storefront SDK tutorials, in the order a developer follows them:
 * a custom storefront (guest flow) first, then a custom agent terminal.
 */
const items: SidebarItem[] = [
  {
    type: 'category',
    label: 'Custom storefront tutorials',
    items: [
      'sdk/custom_storefront_tutorials/sdk_guest_auth',
      'sdk/custom_storefront_tutorials/sdk_guest_application_start',
      'sdk/custom_storefront_tutorials/storefront_attribution',
    ],
  },
  {
    type: 'category',
    label: 'Custom terminal tutorials',
    items: [
      'sdk/custom_terminal_tutorials/sdk_agent_auth',
      'sdk/custom_terminal_tutorials/sdk_agent_application_start',
      'sdk/custom_terminal_tutorials/sdk_quote_bind',
    ],
  },
];

export default items;
