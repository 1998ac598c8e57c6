/**
 * The story of the world, in time order: from acme's first API call to a
 * bound policy. A guest starts a Storefront form for Harborline Bakery, three
 * carriers are asked, one quotes, one refers, one times out; the integration
 * follows it all through webhooks, redelivers a delivery its endpoint failed,
 * downloads the quote, and the agent binds Northwind Mutual's quote the next
 * day. `refs` name world objects as `kind:key` (checked by `check.ts`):
 * `form:<key>`, `quote:<quote number>`, `hook:<id>`, `request:<id>`,
 * `attachment:<id>`, `user:<uid>`, `carrier:<code>`, `sdk:<sdk client id>`.
 */
import type {StoryStep} from './types';

const storyData = [
  {
    at: '2026-11-25T16:00:03Z',
    actor: 'integration',
    operationId: 'authenticate',
    status: 200,
    refs: ['tenant:acme'],
    what: 'The back end gets a sandbox access token with its client id and secret (valid 12 hours).',
  },
  {
    at: '2026-11-25T16:02:11Z',
    actor: 'integration',
    operationId: 'createHook',
    status: 201,
    refs: ['hook:e0a4f6d2-3b19-4c8e-a5f7-91d2c6b80e14'],
    what: 'It subscribes its CRM endpoint to application_form events, signed with its secret.',
  },
  {
    at: '2026-11-25T16:05:02Z',
    actor: 'integration',
    operationId: 'sendHookTestEvent',
    status: 202,
    refs: ['hook:e0a4f6d2-3b19-4c8e-a5f7-91d2c6b80e14', 'request:2d7c5e90-4a1b-4f6e-8c3d-7b9a0e1f2c48'],
    what: 'It sends itself a test event; the endpoint answers 200.',
  },
  {
    at: '2026-11-25T17:40:00Z',
    actor: 'integration',
    operationId: 'createSdkToken',
    status: 201,
    refs: ['sdk:sdkc_sbx_3e7a91d4c2'],
    what: 'A visitor opens the Storefront; the back end mints a single-use guest token with the storefront SDK client id.',
  },
  {
    at: '2026-11-25T17:41:06Z',
    actor: 'guest',
    events: ['99f3f310-46d1-4deb-a4c2-db0f34668d5d'],
    refs: ['form:harborline'],
    what: 'The guest starts a form for Harborline Bakery (K7M-4QP-2ZD) in the acme-main Storefront.',
  },
  {
    at: '2026-11-25T17:52:30Z',
    actor: 'guest',
    events: ['1306396e-074b-4cce-85cf-c19c1688aa61'],
    refs: ['form:harborline'],
    what: 'The guest answers the business, location and broker questions.',
  },
  {
    at: '2026-11-25T17:58:40Z',
    actor: 'guest',
    events: ['a44fa33b-28f2-4ff9-921a-9399580e4c2e', '330e7ca6-ee2d-4194-9be0-4da53d82a116'],
    refs: ['form:harborline', 'quote:Q-20261125-00412', 'quote:Q-20261125-00413', 'quote:Q-20261125-00414'],
    what: 'The guest submits; the platform creates a quote request for each enabled carrier and product.',
  },
  {
    at: '2026-11-25T17:58:42Z',
    actor: 'platform',
    refs: ['quote:Q-20261125-00412', 'quote:Q-20261125-00413', 'quote:Q-20261125-00414'],
    what: 'The platform sends the three quote requests to the carriers.',
  },
  {
    at: '2026-11-25T18:01:02Z',
    actor: 'carrier',
    operationId: 'updateQuoteRequest',
    status: 200,
    events: ['800e0003-75e7-47fd-a9a4-e297f5e22545'],
    refs: ['carrier:northwind_mutual', 'quote:Q-20261125-00412'],
    what: "Northwind Mutual's underwriter starts reviewing its BOP request (in_progress).",
  },
  {
    at: '2026-11-25T18:03:42Z',
    actor: 'platform',
    events: ['472c07f3-3856-4c44-aebf-1c185a265b3c'],
    refs: ['carrier:great_plains_casualty', 'quote:Q-20261125-00414'],
    what: 'Great Plains Casualty has not answered within 300 seconds: its request times out.',
  },
  {
    at: '2026-11-25T18:03:52Z',
    actor: 'carrier',
    operationId: 'updateQuoteRequest',
    status: 200,
    events: ['e4f11b9c-ce0d-44e2-96f9-66174efd7548'],
    refs: ['carrier:northwind_mutual', 'quote:Q-20261125-00412', 'attachment:a91f3c07-2e54-4b8d-9f16-0c7e3d5a2b48'],
    what: 'Northwind Mutual quotes the BOP at 2,450 dollars a year, with its quote document.',
  },
  {
    at: '2026-11-25T18:04:02Z',
    actor: 'carrier',
    operationId: 'updateQuoteRequest',
    status: 200,
    refs: ['carrier:hartwell_mutual', 'quote:Q-20261125-00413'],
    what: 'Hartwell Mutual refers the general liability request to an underwriter (referral).',
  },
  {
    at: '2026-11-25T18:04:11Z',
    actor: 'platform',
    events: ['5c7e2a91-3d4f-4b8a-9e06-1f2d3c4b5a69'],
    refs: ['form:harborline', 'request:3b8f1d62-0c7a-4e59-b2d4-6a9e0f1c8d37'],
    what: 'Every request has a result: finished_quoting. The CRM endpoint answers 500 and the delivery is retried.',
  },
  {
    at: '2026-11-25T18:07:30Z',
    actor: 'integration',
    operationId: 'redeliverHookRequest',
    status: 202,
    refs: ['request:3b8f1d62-0c7a-4e59-b2d4-6a9e0f1c8d37', 'request:8e4a0c73-5f2b-4d16-a9c8-0b7e3d1f6a52'],
    what: 'After a fix, the integration redelivers the failed request, re-signed with the current secret; it succeeds.',
  },
  {
    at: '2026-11-25T18:09:12Z',
    actor: 'integration',
    operationId: 'getAttachment',
    status: 200,
    refs: ['attachment:a91f3c07-2e54-4b8d-9f16-0c7e3d5a2b48'],
    what: "The integration downloads Northwind Mutual's quote PDF for the CRM.",
  },
  {
    at: '2026-11-26T15:10:41Z',
    actor: 'agent',
    refs: ['user:91c5e7a3-2f08-4d6b-8e41-b0a7c3d9f215', 'quote:Q-20261125-00412'],
    what: "Morgan Chen binds Northwind Mutual's quote in Terminal; the carrier starts binding.",
  },
  {
    at: '2026-11-26T15:12:09Z',
    actor: 'carrier',
    operationId: 'updateQuoteRequest',
    status: 200,
    events: ['acd464d1-6bf3-45bb-892b-6fe5e11e675d'],
    refs: ['carrier:northwind_mutual', 'quote:Q-20261125-00412', 'attachment:6c2a9e58-1b7d-4f03-b4e9-8d5f0a3c7e21'],
    what: 'Northwind Mutual reports the policy bound (NWM-BOP-2026-118734, effective 12/01) with the binder.',
  },
] as const satisfies readonly StoryStep[];

export const story: readonly StoryStep[] = storyData;
