import type {SidebarItem} from '../site/sidebar';

/**
 * The webhooks area of the docs sidebar. `webhooks/wh_testing` is a
 * no-sidebar page (spec §2) and is deliberately not listed.
 */
const items: SidebarItem[] = [
  {
    type: 'category',
    label: 'Webhooks',
    link: {type: 'doc', id: 'webhooks/wh_overview'},
    items: [
      'webhooks/wh_getting_started',
      'webhooks/wh_event_payloads',
      'webhooks/wh_securing',
      'webhooks/wh_attachments',
      'webhooks/wh_best_practices',
      'webhooks/wh_troubleshooting',
    ],
  },
];

export default items;
