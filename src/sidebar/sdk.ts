import type {SidebarItem} from './types';
import tutorials from './sdk-tutorials';
import components from '../plugins/sdk-components/sidebar';
import changelogs from './sdk-changelogs';

/**
 * The Storefront SDK area of the docs sidebar. This file fixes the shape;
 * the tutorial categories come from ./sdk-tutorials, the generated component
 * families from src/plugins/sdk-components/sidebar.ts and the changelogs from ./sdk-changelogs
 * (each owned by its writers). `sdk/sdk_tips_for_using` has no sidebar and
 * is deliberately not listed.
 */

const items: SidebarItem[] = [
  {
    type: 'category',
    label: 'Storefront SDK',
    link: {type: 'doc', id: 'sdk/sdk_overview'},
    items: [
      'sdk/sdk_install',
      'sdk/sdk_user_guide',
      ...tutorials,
      {
        type: 'category',
        label: 'Guides',
        items: [
          'sdk/sdk_customization',
          'sdk/sdk_custom_elements',
          'sdk/sdk_analytics',
          'sdk/sdk_debugging',
          'sdk/sdk_testing',
        ],
      },
      {
        type: 'category',
        label: 'Reference',
        items: ['sdk/sdk_web_components', 'sdk/sdk_contracts', 'sdk/sdk_selectors', 'sdk/globals', ...components],
      },
      ...changelogs,
    ],
  },
];

export default items;
