/**
 * Tenants of the world, each in sandbox and production (decision 3: separate
 * worlds; a token of one environment is refused by the other's hosts).
 *
 * `acme` is the reader's tenant: an agency with Storefronts, Terminal users,
 * webhooks, Insurance Intelligence, and the tenant that sends prospects to the
 * Exchange and lends forms to it. `bayview` is a second agency: it receives
 * Exchange prospects (receive side, dispositions), and it is the tenant that
 * cross-tenant calls with acme's credentials fail on.
 */
import type {Storefront, Tenant, User} from './types';

export const tenants = {
  acme: {
    key: 'acme',
    name: 'Acme Insurance',
    code: 'acme',
    subdomain: 'acme',
    domain: 'acme-insurance.example',
    environments: {
      sandbox: {
        tenantId: '3f2a9c1e-7b4d-4e8a-9c61-2d5f0b8a7e13',
        oauth: {
          clientId: '0c6b7f2e4a9d41c8',
          clientSecret: 'sk_sandbox_9f1d2c7a8b3e4f50a6c1d2e3',
          uid: '5e8a1c3f-2b7d-4a96-8f0e-1d3c5b7a9e24',
          name: 'Acme Insurance Integration',
          email: 'integrations@acme-insurance.example',
          firstName: 'Acme',
          lastName: 'Integration',
        },
        storefrontSdk: {
          sdkClientId: 'sdkc_sbx_3e7a91d4c2',
          role: 'guest',
          allowedOrigins: ['https://quotes.acme-insurance.example', 'http://localhost:5173'],
        },
        agentSdk: {
          sdkClientId: 'sdkc_sbx_9b1f0e6a72',
          role: 'agent',
          allowedOrigins: ['https://desk.acme-insurance.example', 'http://localhost:4200'],
        },
        dispositionToken: 'ldt_sbx_8b3f1e7a2c9d4a60b5e1f3c7',
        intelligenceApiKey: 'iik_sbx_2f7c9e1a4b6d8053c1e7a9f2',
        dpIds: ['dp_commercial_core'],
      },
      production: {
        tenantId: '8d4b6f20-1c3e-4a5f-b7d9-0e2c4a6b8d1f',
        oauth: {
          clientId: '7a1e5c9b3d2f4086',
          clientSecret: 'sk_live_4c8e2a6f0b1d3e5a7c9f1b3d',
          uid: 'b3d7f1a5-9c2e-4b68-a0d4-e6f8a2c4b1d9',
          name: 'Acme Insurance Integration',
          email: 'integrations@acme-insurance.example',
          firstName: 'Acme',
          lastName: 'Integration',
        },
        storefrontSdk: {
          sdkClientId: 'sdkc_prd_7c2e5a9f14',
          role: 'guest',
          allowedOrigins: ['https://quotes.acme-insurance.example'],
        },
        agentSdk: {
          sdkClientId: 'sdkc_prd_4b8d1f6e03',
          role: 'agent',
          allowedOrigins: ['https://desk.acme-insurance.example'],
        },
        dispositionToken: 'ldt_prd_3c7e1a9f5b2d4e60a8c2f4b6',
        intelligenceApiKey: 'iik_prd_9e3b7d1f5a2c4e6081b3d5f7',
        dpIds: ['dp_commercial_core'],
      },
    },
  },
  bayview: {
    key: 'bayview',
    name: 'Bayview Brokers',
    code: 'bayview',
    subdomain: 'bayview',
    domain: 'bayview-brokers.example',
    environments: {
      sandbox: {
        tenantId: 'c81d4e2f-6a90-4b3c-8d75-1e9f0a2b6c48',
        oauth: {
          clientId: '4e2a8c6f1b9d3075',
          clientSecret: 'sk_sandbox_1b5d9f3a7c2e4068b2d6f0a4',
          uid: 'e2c6a0f4-7b1d-4e39-8f5a-c3d7b1e9f026',
          name: 'Bayview Brokers Integration',
          email: 'integrations@bayview-brokers.example',
          firstName: 'Bayview',
          lastName: 'Integration',
        },
        storefrontSdk: {
          sdkClientId: 'sdkc_sbx_5d2a8e0c71',
          role: 'guest',
          allowedOrigins: ['https://quotes.bayview-brokers.example'],
        },
        agentSdk: {
          sdkClientId: 'sdkc_sbx_a4c7e1b930',
          role: 'agent',
          allowedOrigins: ['https://desk.bayview-brokers.example'],
        },
        dispositionToken: 'ldt_sbx_6d0b4f8a2e1c3957d4f6a8b0',
        intelligenceApiKey: 'iik_sbx_5a9c3e7f1b4d6028e9b1c3d5',
        dpIds: ['dp_small_business'],
        receiver: {
          url: 'https://leads.bayview-brokers.example/bindpoint/prospects',
          truckingUrl: 'https://leads.bayview-brokers.example/bindpoint/trucking-prospects',
          headerName: 'X-BindPoint-Token',
          headerValue: 'rcv_sbx_c2e8a4f6b0d1e3a5c7f9b1d3',
          basicUser: 'bindpoint-exchange',
          basicPassword: 'rcvpw_sbx_7f3b9d1e5a2c4068',
        },
      },
      production: {
        tenantId: '2e7a9c4b-0d5f-4186-9b3e-a6c8e0f2d4b7',
        oauth: {
          clientId: '9d3f7b1e5c0a2648',
          clientSecret: 'sk_live_8e2c6a0f4b1d5e7a9c3f5b7d',
          uid: '6f0a4e8c-2d7b-4c13-b9e5-a1f3c5e7d9b2',
          name: 'Bayview Brokers Integration',
          email: 'integrations@bayview-brokers.example',
          firstName: 'Bayview',
          lastName: 'Integration',
        },
        storefrontSdk: {
          sdkClientId: 'sdkc_prd_e6b0d4a819',
          role: 'guest',
          allowedOrigins: ['https://quotes.bayview-brokers.example'],
        },
        agentSdk: {
          sdkClientId: 'sdkc_prd_2c9f5e1a73',
          role: 'agent',
          allowedOrigins: ['https://desk.bayview-brokers.example'],
        },
        dispositionToken: 'ldt_prd_0a4e8c2f6b1d3957f0b2d4e6',
        intelligenceApiKey: 'iik_prd_1d5b9f3c7e2a4068c5e7a9b1',
        dpIds: ['dp_small_business'],
        receiver: {
          url: 'https://leads.bayview-brokers.example/bindpoint/prospects',
          truckingUrl: 'https://leads.bayview-brokers.example/bindpoint/trucking-prospects',
          headerName: 'X-BindPoint-Token',
          headerValue: 'rcv_prd_e4a0c6f2b8d3e5a7c9f1b3d5',
          basicUser: 'bindpoint-exchange',
          basicPassword: 'rcvpw_prd_2a6e0c4f8b1d3957',
        },
      },
    },
  },
} as const satisfies Record<string, Tenant>;

export type TenantKey = keyof typeof tenants;

/** The tenant whose sandbox values the reader environment (env.ts) carries. */
export const readerTenant: TenantKey = 'acme';

/** Storefronts (the `<agency>` part of Storefront URLs and `storefront_code`). */
const storefrontsData = [
  {code: 'acme-main', tenant: 'acme', name: 'Acme Insurance', main: true},
  {code: 'acme-trucking', tenant: 'acme', name: 'Acme Insurance trucking', main: false},
  {code: 'bayview-main', tenant: 'bayview', name: 'Bayview Brokers', main: true},
] as const satisfies readonly Storefront[];

export const storefronts: readonly Storefront[] = storefrontsData;

/** Terminal users. Roles come from the SAML assertion; several combine. */
const usersData = [
  {
    uid: '91c5e7a3-2f08-4d6b-8e41-b0a7c3d9f215',
    tenant: 'acme',
    email: 'morgan.chen@acme-insurance.example',
    firstName: 'Morgan',
    lastName: 'Chen',
    roles: ['agent'],
    active: true,
  },
  {
    uid: '2b7e4d19-8c3a-4f60-9d15-e6a0b3c7f842',
    tenant: 'acme',
    email: 'priya.natarajan@acme-insurance.example',
    firstName: 'Priya',
    lastName: 'Natarajan',
    roles: ['agency_manager'],
    active: true,
  },
  {
    uid: '7f1c3a58-4e2d-4b96-a0c7-5d8e2f1b9a63',
    tenant: 'acme',
    email: 'sam.okafor@acme-insurance.example',
    firstName: 'Sam',
    lastName: 'Okafor',
    roles: ['admin'],
    active: true,
  },
  {
    uid: 'c4a9e2f7-1b3d-4c58-8e60-9f2a7d4b1c05',
    tenant: 'acme',
    email: 'lee.park@acme-insurance.example',
    firstName: 'Lee',
    lastName: 'Park',
    roles: ['viewer'],
    active: true,
  },
  {
    uid: '0a5d8f3c-6e1b-4a27-9c84-b3f6e0d2a719',
    tenant: 'acme',
    email: 'jordan.ellis@acme-insurance.example',
    firstName: 'Jordan',
    lastName: 'Ellis',
    roles: ['agent', 'viewer'],
    active: true,
  },
  {
    uid: 'f6b2d8e4-3a1c-4f97-8e05-d9c1a7b3e528',
    tenant: 'acme',
    email: 'riley.brooks@acme-insurance.example',
    firstName: 'Riley',
    lastName: 'Brooks',
    roles: ['agent'],
    active: false,
  },
  {
    uid: '8c4e0a6f-2b9d-4d71-a3e5-f7b1d9c3e604',
    tenant: 'bayview',
    email: 'avery.stone@bayview-brokers.example',
    firstName: 'Avery',
    lastName: 'Stone',
    roles: ['admin', 'agency_manager'],
    active: true,
  },
] as const satisfies readonly User[];

export const users: readonly User[] = usersData;
