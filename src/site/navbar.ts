/**
 * Navbar items (spec §2, right side). Labels that link and open a submenu are
 * dropdowns with `to`.
 */
import type {NavbarItem} from '@docusaurus/theme-common';

export const routes = {
  overview: '/docs/overview/',
  terminal: '/docs/terminal/terminal_overview/',
  sso: '/docs/terminal/sso_saml/',
  quoteStart: '/docs/terminal/quote_start/qs_overview/',
  webhooks: '/docs/webhooks/wh_overview/',
  oneClick: '/docs/one_click/one_click_integration/',
  exchange: '/docs/exchange/exchange_overview/',
  sendSide: '/docs/exchange/send_side/ss_overview/',
  receiveSide: '/docs/exchange/receive_side/rs_overview/',
  sdkUserGuide: '/docs/sdk/sdk_user_guide/',
  customTerminals: '/docs/sdk/custom_terminal_tutorials/sdk_agent_auth/',
  customStorefronts: '/docs/sdk/custom_storefront_tutorials/sdk_guest_auth/',
  selectors: '/docs/sdk/sdk_selectors/',
  api: '/docs/api/api_overview/',
  authenticate: '/docs/api/authenticate/',
  createApplicationForm: '/docs/api/create_application_form/',
  intelligence: '/docs/insurance_intelligence/insurance_intelligence_101/',
  analytics: '/docs/insurance_intelligence/market_intelligence/',
  search: '/search/',
} as const;

export const navbarItems = [
  {
    type: 'dropdown',
    label: 'Terminal',
    to: routes.terminal,
    position: 'right',
    items: [
      {label: 'SSO', to: routes.sso},
      {label: 'Quote Start', to: routes.quoteStart},
      {label: 'Webhooks', to: routes.webhooks},
      {label: 'One-Click Integration', to: routes.oneClick},
    ],
  },
  {
    type: 'dropdown',
    label: 'Exchange',
    position: 'right',
    items: [
      {label: 'Send Side Integration', to: routes.sendSide},
      {label: 'Receive Side Integration', to: routes.receiveSide},
    ],
  },
  {
    type: 'dropdown',
    label: 'Storefront',
    to: routes.sdkUserGuide,
    position: 'right',
    items: [
      {label: 'Custom Terminals', to: routes.customTerminals},
      {label: 'Custom Storefronts', to: routes.customStorefronts},
      {label: 'Redux Selectors', to: routes.selectors},
    ],
  },
  {label: 'API', to: routes.api, position: 'right'},
  {type: 'search', position: 'right'},
] satisfies NavbarItem[];
