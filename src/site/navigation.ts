/**
 * The site's navigation groupings, in one place: each product area with its
 * label, landing page, sub-links and one-line description. The navbar
 * (./navbar.ts), the footer's Developer and Products columns (./footer.ts)
 * and the home page's family cards (src/components/HomeFamilies) are all
 * derived from this module; none of them lists an area or a link itself.
 *
 * The navbar and footer contract (labels, order, which dropdown links to a
 * page) is in CONTRIBUTING.md and pinned by tests/unit/site/identity.test.ts,
 * tests/e2e/foundation/navbar.spec.ts and footer.spec.ts.
 */
import {identity} from './identity';

/** Routes that pages and components link to (all with the trailing slash). */
export const routes = {
  home: '/',
  overview: '/docs/overview/',
  terminal: '/docs/terminal/terminal_overview/',
  sso: '/docs/terminal/sso_saml/',
  quoteStart: '/docs/terminal/quote_start/qs_overview/',
  webhooks: '/docs/webhooks/wh_overview/',
  webhooksGettingStarted: '/docs/webhooks/wh_getting_started/',
  webhooksSecuring: '/docs/webhooks/wh_securing/',
  webhookEvents: '/docs/webhooks/wh_event_payloads/',
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

export type Route = (typeof routes)[keyof typeof routes];

export interface NavLink {
  readonly label: string;
  readonly to: Route;
}

export interface ProductArea {
  /** Short name: the navbar item, and the footer's product link unless `footer` says otherwise. */
  readonly label: string;
  /** Heading of the home page card, where the short label alone would be unclear. Defaults to `label`. */
  readonly title?: string;
  /** The area's first page: the home card's heading link and the footer's product link. */
  readonly landing: Route;
  /** One line for the home card. */
  readonly description: string;
  /** The area's main pages: the navbar submenu and the home card's links. */
  readonly links: readonly NavLink[];
  /**
   * How the navbar shows the area: `menu` a dropdown whose label links to the
   * landing page, `menu-only` a dropdown whose label links nowhere, `link` a
   * plain link to the landing page (sub-links only on the home card); absent:
   * not in the navbar.
   */
  readonly navbar?: 'menu' | 'menu-only' | 'link';
  /**
   * The area's entry in the footer's Products column: `true` is label and
   * landing page, a link replaces them; absent: not in the footer.
   */
  readonly footer?: true | NavLink;
}

/** The product areas, in the order of the home cards; navbar and footer keep this order. */
export const productAreas: readonly ProductArea[] = [
  {
    label: 'Terminal',
    landing: routes.terminal,
    description: 'Agent quoting with single sign-on, Quote Start from your CRM or AMS, and one-click launch.',
    links: [
      {label: 'SSO', to: routes.sso},
      {label: 'Quote Start', to: routes.quoteStart},
      {label: 'Webhooks', to: routes.webhooks},
      {label: 'One-Click Integration', to: routes.oneClick},
    ],
    navbar: 'menu',
    footer: true,
  },
  {
    label: 'Exchange',
    landing: routes.exchange,
    description: 'Send prospects to the marketplace, or receive them at your endpoint and report dispositions.',
    links: [
      {label: 'Send Side Integration', to: routes.sendSide},
      {label: 'Receive Side Integration', to: routes.receiveSide},
    ],
    navbar: 'menu-only',
    footer: true,
  },
  {
    label: 'Storefront',
    title: 'Storefront SDK',
    landing: routes.sdkUserGuide,
    description: 'Web components and Redux selectors for custom storefronts and custom agent terminals.',
    links: [
      {label: 'Custom Terminals', to: routes.customTerminals},
      {label: 'Custom Storefronts', to: routes.customStorefronts},
      {label: 'Redux Selectors', to: routes.selectors},
    ],
    navbar: 'menu',
    footer: true,
  },
  {
    label: 'API',
    title: 'API reference',
    landing: routes.api,
    description: 'Application forms, prospects, dispositions, attachments, coverage types and question sets.',
    links: [
      {label: 'Authenticate', to: routes.authenticate},
      {label: 'Create an application form', to: routes.createApplicationForm},
    ],
    navbar: 'link',
  },
  {
    label: 'Webhooks',
    landing: routes.webhooks,
    description: 'Signed events for application forms and quote requests, retried for three weeks.',
    links: [
      {label: 'Getting started', to: routes.webhooksGettingStarted},
      {label: 'Event payloads', to: routes.webhookEvents},
      {label: 'Securing webhooks', to: routes.webhooksSecuring},
    ],
  },
  {
    label: 'Insurance Intelligence',
    landing: routes.intelligence,
    description: 'Company data, submission intake and market intelligence to route risks to the right carriers.',
    links: [{label: 'Market intelligence', to: routes.analytics}],
    footer: {label: 'Analytics', to: routes.analytics},
  },
];

/** The footer's Developer column. */
export const developerLinks = [
  {label: 'Developer home', to: routes.home},
  {label: 'Documentation', to: routes.overview},
  {label: 'Status', href: identity.statusUrl},
] as const;

/** The footer's Products column, derived from the areas. */
export const productLinks: NavLink[] = productAreas.flatMap((area) =>
  area.footer === undefined ? [] : [area.footer === true ? {label: area.label, to: area.landing} : area.footer],
);
