import {routes} from '@site/src/site/navbar';

export type Family = {
  readonly title: string;
  readonly to: string;
  readonly summary: string;
  readonly links: ReadonlyArray<{readonly label: string; readonly to: string}>;
};

/** The product families on the home page, each leading to its docs. */
export const families: readonly Family[] = [
  {
    title: 'Terminal',
    to: routes.terminal,
    summary: 'Agent quoting with single sign-on, Quote Start from your CRM or AMS, and one-click launch.',
    links: [
      {label: 'SAML SSO', to: routes.sso},
      {label: 'Quote Start', to: routes.quoteStart},
      {label: 'One-click', to: routes.oneClick},
    ],
  },
  {
    title: 'Exchange',
    to: routes.exchange,
    summary: 'Send prospects to the marketplace, or receive them at your endpoint and report dispositions.',
    links: [
      {label: 'Send side', to: routes.sendSide},
      {label: 'Receive side', to: routes.receiveSide},
    ],
  },
  {
    title: 'Storefront SDK',
    to: routes.sdkUserGuide,
    summary: 'Web components and Redux selectors for custom storefronts and custom agent terminals.',
    links: [
      {label: 'Custom storefronts', to: routes.customStorefronts},
      {label: 'Custom terminals', to: routes.customTerminals},
      {label: 'Selectors', to: routes.selectors},
    ],
  },
  {
    title: 'API reference',
    to: routes.api,
    summary: 'Application forms, prospects, dispositions, attachments, coverage types and question sets.',
    links: [
      {label: 'Authenticate', to: routes.authenticate},
      {label: 'Create an application form', to: routes.createApplicationForm},
    ],
  },
  {
    title: 'Webhooks',
    to: routes.webhooks,
    summary: 'Signed events for application forms and quote requests, retried for three weeks.',
    links: [{label: 'Overview', to: routes.webhooks}],
  },
  {
    title: 'Insurance Intelligence',
    to: routes.intelligence,
    summary: 'Company data, submission intake and market intelligence to route risks to the right carriers.',
    links: [{label: 'Market intelligence', to: routes.analytics}],
  },
];
