import type {SidebarItem} from '../site/sidebar';

/**
 * The Exchange area of the docs sidebar: an overview, then the send side
 * (partners that send prospects) and the receive side (buyers that receive
 * and disposition them), each in the order a developer integrates.
 */
const items: SidebarItem[] = [
  {
    type: 'category',
    label: 'Exchange',
    link: {type: 'doc', id: 'exchange/exchange_overview'},
    items: [
      {
        type: 'category',
        label: 'Send side',
        link: {type: 'doc', id: 'exchange/send_side/ss_overview'},
        items: [
          'exchange/send_side/ss_prerequisites',
          'exchange/send_side/ss_authentication',
          'exchange/send_side/ss_app_form_creation',
        ],
      },
      {
        type: 'category',
        label: 'Receive side',
        link: {type: 'doc', id: 'exchange/receive_side/rs_overview'},
        items: [
          'exchange/receive_side/rs_prerequisites',
          'exchange/receive_side/rs_authentication',
          'exchange/receive_side/receiving_prospects',
          'exchange/receive_side/dispositioning_prospects',
        ],
      },
    ],
  },
];

export default items;
