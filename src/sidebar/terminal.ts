import type {SidebarItem} from '../site/sidebar';

/**
 * The Terminal area of the docs sidebar. quote_start/authentication is
 * deliberately absent (spec: no sidebar; the page sets `displayed_sidebar: null`).
 */
const items: SidebarItem[] = [
  {
    type: 'category',
    label: 'Terminal',
    link: {type: 'doc', id: 'terminal/terminal_overview'},
    items: [
      'terminal/sso_saml',
      {
        type: 'category',
        label: 'Single sign-on guides',
        items: ['terminal/sso/azure', 'terminal/sso/okta'],
      },
      'terminal/quote_start/qs_overview',
      'terminal/quote_requests/retrieve_attachments',
      // Written by the one-click helper; listed last in the Terminal category.
      'one_click/one_click_integration',
    ],
  },
];

export default items;
