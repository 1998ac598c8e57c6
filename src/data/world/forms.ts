/**
 * Application forms of the world, with every internal id (version) each form
 * had, its status history, answers and lent state; then the quote requests
 * and attachments of those forms. The reference id (`XXX-XXX-XXX`) never
 * changes; the UUID changes when a form moves between the consumer and
 * partner flows, and the last version is the latest.
 *
 * Forms (acme sandbox unless said):
 * - `harborline`: the story's form (story.ts), a Storefront guest form quoted
 *   with three carriers and bound with Northwind Mutual. The webhook catalogue
 *   shows its snapshots.
 * - `whitfield`: a Storefront form, created through the API and updated; the
 *   application-form examples of the OpenAPI document (update, clone) act on
 *   this form, so it is neither lent nor bound: each of those calls succeeds on
 *   it. acme also sent the business to the Exchange (exchange.ts), so lending
 *   it answers 422 `duplicate_prospect` (its phone is on the Exchange).
 * - `brightline`: a partner form whose business has never been on the
 *   Exchange: the lend example of the OpenAPI document acts on it.
 * - `whitfieldClone`: a clone of `whitfield`.
 * - `cascade`: a partner form an agency manager lent to the Exchange, which
 *   holds it: updating or cloning it answers 409 `already_lent`.
 * - `loneStar`: a Quote Start (partner) form created through the API.
 * - `loneStarGuest`: a Storefront form created through the API with a guest
 *   user, then taken over by an agent in Terminal (a second id).
 * - `sunset`: a form of the second tenant (bayview), which acme cannot see.
 */
import type {ApplicationForm, Attachment, QuoteRequest} from './types';
import {facts} from '../../site/facts';

const harborlineAnswers = [
  {code: 'mqs_business_name', answer: 'Harborline Bakery LLC'},
  {code: 'mqs_first_name', answer: 'Dana'},
  {code: 'mqs_last_name', answer: 'Reyes'},
  {code: 'mqs_email', answer: 'dana.reyes@harborlinebakery.example'},
  {code: 'mqs_phone', answer: '5035550148'},
  {code: 'mqs_street_1', answer: '1420 NW Lovejoy St'},
  {code: 'mqs_street_2', answer: 'Suite 3'},
  {code: 'mqs_city', answer: 'Portland'},
  {code: 'mqs_state', answer: 'OR'},
  {code: 'mqs_zipcode', answer: '97209'},
  {code: 'naics', answer: 'Retail Bakeries'},
  {code: 'mqs_currently_insured', answer: 'Yes'},
  {code: 'mqs_actual_years_in_business', answer: 6},
  {code: 'mqs_customer_metadata', answer: {source: 'spring-newsletter'}},
  {code: 'acme_referral_partner', answer: 'Pearl District Business Association'},
  {code: 'lmqs_street_1', answer: '1420 NW Lovejoy St', index: 0},
  {code: 'lmqs_city', answer: 'Portland', index: 0},
  {code: 'lmqs_state', answer: 'OR', index: 0},
  {code: 'lmqs_zipcode', answer: '97209', index: 0},
  {code: 'lmqs_building_square_feet', answer: 2400, index: 0},
  {code: 'lmqs_owned_or_leased', answer: 'Leased', index: 0},
] as const;

/** The answers the guest had given when the form was created (the first snapshot). */
export const harborlineFirstAnswerCodes = [
  'mqs_business_name',
  'mqs_first_name',
  'mqs_last_name',
  'mqs_email',
  'mqs_phone',
  'mqs_zipcode',
  'mqs_customer_metadata',
] as const;

const whitfieldAnswers = [
  {code: 'mqs_first_name', answer: 'Dana'},
  {code: 'mqs_last_name', answer: 'Whitfield'},
  {code: 'mqs_email', answer: 'dana@whitfield-bakery.example'},
  {code: 'mqs_phone', answer: '5125550199'},
  {code: 'mqs_business_name', answer: 'Whitfield Bakery LLC'},
  {code: 'mqs_street_1', answer: '418 Congress Ave'},
  {code: 'mqs_city', answer: 'Austin'},
  {code: 'mqs_state', answer: 'TX'},
  {code: 'mqs_zipcode', answer: '78701'},
  {code: 'naics', answer: 'Retail Bakeries'},
  {code: 'mqs_currently_insured', answer: 'Yes'},
  {code: 'mqs_actual_years_in_business', answer: 7},
  {code: 'mqs_customer_metadata', answer: {source: 'spring-campaign'}},
] as const;

const applicationFormsData = [
  {
    key: 'harborline',
    tenant: 'acme',
    environment: 'sandbox',
    referenceId: 'K7M-4QP-2ZD',
    versions: [{id: '3f6c1e0a-8d2b-4c57-9a31-6b0e2f4d9c18', flow: 'consumer', from: '2026-11-25T17:41:06Z'}],
    storefrontCode: 'acme-main',
    businessName: 'Harborline Bakery LLC',
    createdBy: {type: 'guest', id: 'd3f8a612-0e7b-4c59-9a2d-6b1e4f8c0a73'},
    guestUserId: 'd3f8a612-0e7b-4c59-9a2d-6b1e4f8c0a73',
    assignedAgent: '91c5e7a3-2f08-4d6b-8e41-b0a7c3d9f215',
    coverageTypeIds: [1, 4],
    statusHistory: [
      {status: 'in_progress', at: '2026-11-25T17:41:06Z'},
      {status: 'submitted', at: '2026-11-25T17:58:40Z'},
      {status: 'quoting', at: '2026-11-25T17:58:42Z'},
      {status: 'quoted', at: '2026-11-25T18:04:11Z'},
      {status: 'bound', at: '2026-11-26T15:12:09Z'},
    ],
    answers: harborlineAnswers,
    firstAnswerCodes: harborlineFirstAnswerCodes,
    updates: [
      {
        at: '2026-11-25T17:52:30Z',
        codes: ['mqs_actual_years_in_business', 'mqs_currently_insured', 'acme_referral_partner'],
      },
    ],
  },
  {
    key: 'whitfield',
    tenant: 'acme',
    environment: 'sandbox',
    referenceId: 'K7Q-4MZ-92T',
    versions: [{id: 'b7e4c2d1-5a3f-4c8e-9d2b-6f1a0e3c7b95', flow: 'consumer', from: '2026-11-24T14:31:07Z'}],
    storefrontCode: 'acme-main',
    businessName: 'Whitfield Bakery LLC',
    createdBy: {type: 'api_client', id: '5e8a1c3f-2b7d-4a96-8f0e-1d3c5b7a9e24'},
    guestUserId: 'a2c4e6f8-1b3d-4f57-9a1c-3e5f7b9d1f24',
    coverageTypeIds: [1, 2],
    statusHistory: [{status: 'in_progress', at: '2026-11-24T14:31:07Z'}],
    answers: whitfieldAnswers,
    updates: [{at: '2026-11-24T14:52:44Z', codes: ['mqs_phone', 'mqs_actual_years_in_business']}],
  },
  {
    key: 'whitfieldClone',
    tenant: 'acme',
    environment: 'sandbox',
    referenceId: 'P3X-8RW-51L',
    versions: [{id: '4d9a1f6e-2c8b-4e7a-b3d5-9f0e1a2b3c4d', flow: 'partner', from: '2026-11-24T14:40:00Z'}],
    businessName: 'Whitfield Bakery LLC',
    createdBy: {type: 'clone', id: 'b7e4c2d1-5a3f-4c8e-9d2b-6f1a0e3c7b95'},
    clonedFrom: 'whitfield',
    coverageTypeIds: [1, 2],
    statusHistory: [{status: 'in_progress', at: '2026-11-24T14:40:00Z'}],
    // The clone excluded mqs_currently_insured, which must be asked again.
    answers: whitfieldAnswers.filter((a) => a.code !== 'mqs_currently_insured'),
  },
  {
    key: 'cascade',
    tenant: 'acme',
    environment: 'sandbox',
    referenceId: 'K3N-7WQ-8RV',
    versions: [{id: '5b8d2f46-9c1e-4a73-8e05-d6f4a2c8b1e9', flow: 'partner', from: '2026-11-23T10:00:00Z'}],
    businessName: 'Cascade Coffee Roasters LLC',
    createdBy: {type: 'user', id: '2b7e4d19-8c3a-4f60-9d15-e6a0b3c7f842'},
    assignedAgent: '0a5d8f3c-6e1b-4a27-9c84-b3f6e0d2a719',
    coverageTypeIds: [1],
    statusHistory: [{status: 'in_progress', at: '2026-11-23T10:00:00Z'}],
    answers: [
      {code: 'mqs_business_name', answer: 'Cascade Coffee Roasters LLC'},
      {code: 'mqs_first_name', answer: 'Noah'},
      {code: 'mqs_last_name', answer: 'Lindqvist'},
      {code: 'mqs_phone', answer: '2065550164'},
      {code: 'mqs_state', answer: 'WA'},
      {code: 'mqs_zipcode', answer: '98134'},
      {code: 'naics', answer: 'Coffee and Tea Manufacturing'},
    ],
    lend: {
      id: '0e7c5a3b-9d1f-4b2a-8c6e-5f4d3c2b1a09',
      applicationFormId: '5b8d2f46-9c1e-4a73-8e05-d6f4a2c8b1e9',
      lentAt: '2026-11-23T10:30:00Z',
      lentBy: '2b7e4d19-8c3a-4f60-9d15-e6a0b3c7f842',
      note: 'Roaster wants GL before its first wholesale contract; owner answers after 2 pm Pacific.',
      history: [
        {status: 'lent', at: '2026-11-23T10:30:00Z'},
        {status: 'working', at: '2026-11-23T11:05:00Z'},
      ],
    },
  },
  {
    key: 'loneStar',
    tenant: 'acme',
    environment: 'sandbox',
    referenceId: 'K7Q-4MZ-29D',
    versions: [{id: '9b2f4c1e-7d3a-4e8b-a6f0-2c5d8e1b3a90', flow: 'partner', from: '2026-11-25T10:15:00Z'}],
    businessName: 'Lone Star Plumbing LLC',
    createdBy: {type: 'api_client', id: '5e8a1c3f-2b7d-4a96-8f0e-1d3c5b7a9e24'},
    assignedAgent: '91c5e7a3-2f08-4d6b-8e41-b0a7c3d9f215',
    coverageTypeIds: [1],
    statusHistory: [{status: 'in_progress', at: '2026-11-25T10:15:00Z'}],
    answers: [
      {code: 'mqs_business_name', answer: 'Lone Star Plumbing LLC'},
      {code: 'mqs_first_name', answer: 'Maria'},
      {code: 'mqs_last_name', answer: 'Garcia'},
      {code: 'mqs_phone', answer: '5125550163'},
      {code: 'mqs_zipcode', answer: '78702'},
      {code: 'mqs_state', answer: 'TX'},
      {code: 'naics', answer: 'Plumbing, Heating, and Air-Conditioning Contractors'},
    ],
  },
  {
    key: 'brightline',
    tenant: 'acme',
    environment: 'sandbox',
    referenceId: 'B4T-9XK-27M',
    versions: [{id: 'c81f4a3e-6d2b-4e97-b5a0-3f8e1c7d9a24', flow: 'partner', from: '2026-11-26T09:30:00Z'}],
    businessName: 'Brightline Signs LLC',
    createdBy: {type: 'api_client', id: '5e8a1c3f-2b7d-4a96-8f0e-1d3c5b7a9e24'},
    assignedAgent: '91c5e7a3-2f08-4d6b-8e41-b0a7c3d9f215',
    coverageTypeIds: [1, 2],
    statusHistory: [{status: 'in_progress', at: '2026-11-26T09:30:00Z'}],
    answers: [
      {code: 'mqs_business_name', answer: 'Brightline Signs LLC'},
      {code: 'mqs_first_name', answer: 'Tom'},
      {code: 'mqs_last_name', answer: 'Nguyen'},
      {code: 'mqs_phone', answer: '5125550173'},
      {code: 'mqs_zipcode', answer: '78704'},
      {code: 'mqs_state', answer: 'TX'},
      {code: 'naics', answer: 'Sign Manufacturing'},
    ],
  },
  {
    key: 'loneStarGuest',
    tenant: 'acme',
    environment: 'sandbox',
    referenceId: 'P3X-8TR-51K',
    versions: [
      {id: '0c7e5a2b-1f4d-4b9a-8e3c-6d2a9f0b7e15', flow: 'consumer', from: '2026-11-25T10:20:00Z'},
      {
        id: '6d3b9f14-2a7c-4e85-b1d0-8c4e2f6a9b37',
        flow: 'partner',
        from: '2026-11-25T11:05:00Z',
        reason: 'An agent took the Storefront form over in Terminal.',
      },
    ],
    storefrontCode: 'acme-main',
    businessName: 'Lone Star Plumbing LLC',
    createdBy: {type: 'api_client', id: '5e8a1c3f-2b7d-4a96-8f0e-1d3c5b7a9e24'},
    guestUserId: '4b6d8f0a-2c4e-4a68-8b0d-5f7a9c1e3b52',
    assignedAgent: '91c5e7a3-2f08-4d6b-8e41-b0a7c3d9f215',
    coverageTypeIds: [1],
    statusHistory: [{status: 'in_progress', at: '2026-11-25T10:20:00Z'}],
    answers: [
      {code: 'mqs_business_name', answer: 'Lone Star Plumbing LLC'},
      {code: 'mqs_email', answer: 'maria@lonestarplumbing.example'},
      {code: 'mqs_zipcode', answer: '78702'},
      {code: 'mqs_customer_metadata', answer: {source: 'crm-email-campaign'}},
    ],
  },
  {
    key: 'sunset',
    tenant: 'bayview',
    environment: 'sandbox',
    referenceId: 'R2D-7KX-4QW',
    versions: [{id: 'e5a7c9b1-3d2f-4e68-9a0c-7b1d3f5e8a26', flow: 'partner', from: '2026-11-20T16:45:00Z'}],
    businessName: 'Sunset Cycles LLC',
    createdBy: {type: 'user', id: '8c4e0a6f-2b9d-4d71-a3e5-f7b1d9c3e604'},
    coverageTypeIds: [4],
    statusHistory: [{status: 'in_progress', at: '2026-11-20T16:45:00Z'}],
    answers: [
      {code: 'mqs_business_name', answer: 'Sunset Cycles LLC'},
      {code: 'mqs_state', answer: 'CA'},
      {code: 'mqs_zipcode', answer: '94107'},
    ],
  },
] as const satisfies readonly ApplicationForm[];

export const applicationForms: readonly ApplicationForm[] = applicationFormsData;

export type FormKey = (typeof applicationFormsData)[number]['key'];

const quoteRequestsData = [
  {
    id: '4e9b2c71-8a05-4f3d-b6e2-1c7d0a9f5b38',
    quoteNumber: 'Q-20261125-00412',
    form: 'harborline',
    carrier: 'northwind_mutual',
    coverageTypeId: 4,
    history: [
      {status: 'unsent', at: '2026-11-25T17:58:40Z'},
      {status: 'in_progress', at: '2026-11-25T17:58:41Z'},
      {status: 'sent', at: '2026-11-25T17:58:42Z'},
      {status: 'in_progress', at: '2026-11-25T18:01:02Z'},
      {status: 'completed', at: '2026-11-25T18:03:52Z'},
      {status: 'binding', at: '2026-11-26T15:10:41Z'},
      {status: 'bound', at: '2026-11-26T15:12:09Z'},
    ],
    premium: 2450,
    pinned: true,
    sourceSystem: 'carrier_api',
    attachmentIds: ['a91f3c07-2e54-4b8d-9f16-0c7e3d5a2b48', '6c2a9e58-1b7d-4f03-b4e9-8d5f0a3c7e21'],
    policyNumber: 'NWM-BOP-2026-118734',
    effectiveDate: '2026-12-01',
  },
  {
    id: 'b27d5f90-3c6a-4e18-9f04-8a1e6d2c7b59',
    quoteNumber: 'Q-20261125-00413',
    form: 'harborline',
    carrier: 'hartwell_mutual',
    coverageTypeId: 1,
    history: [
      {status: 'unsent', at: '2026-11-25T17:58:40Z'},
      {status: 'in_progress', at: '2026-11-25T17:58:41Z'},
      {status: 'sent', at: '2026-11-25T17:58:42Z'},
      // Hartwell acknowledges within the real-time window (respond_by), then refers.
      {status: 'in_progress', at: '2026-11-25T18:02:30Z'},
      {status: 'referral', at: '2026-11-25T18:04:02Z'},
    ],
    pinned: false,
    sourceSystem: 'carrier_api',
    attachmentIds: [],
  },
  {
    id: '5a0c8e3f-7b24-4d91-a6e5-2f9b1d0c8e47',
    quoteNumber: 'Q-20261125-00414',
    form: 'harborline',
    carrier: 'great_plains_casualty',
    coverageTypeId: 4,
    history: [
      {status: 'unsent', at: '2026-11-25T17:58:40Z'},
      {status: 'in_progress', at: '2026-11-25T17:58:41Z'},
      {status: 'sent', at: '2026-11-25T17:58:42Z'},
      {status: 'timed_out', at: '2026-11-25T18:03:42Z'},
    ],
    pinned: false,
    sourceSystem: 'carrier_api',
    attachmentIds: [],
    failure: {code: 'carrier_timeout', message: `Great Plains Casualty did not answer within ${facts.carriers.realTimeRespondSeconds} seconds.`},
  },
] as const satisfies readonly QuoteRequest[];

export const quoteRequests: readonly QuoteRequest[] = quoteRequestsData;

/** Seconds a carrier has to answer a sent quote request before it times out: the fact's one home (facts.ts). */
export const carrierAnswerSeconds: number = facts.carriers.realTimeRespondSeconds;

const attachmentsData = [
  {
    id: '0d8e4b21-96fa-4c3e-8a70-5f1b2c9d6e83',
    form: 'harborline',
    kind: 'application_document',
    name: 'application-K7M-4QP-2ZD.pdf',
    contentType: 'application/pdf',
    sizeBytes: 96210,
    createdAt: '2026-11-25T17:58:40Z',
  },
  {
    id: 'a91f3c07-2e54-4b8d-9f16-0c7e3d5a2b48',
    form: 'harborline',
    quoteRequest: '4e9b2c71-8a05-4f3d-b6e2-1c7d0a9f5b38',
    kind: 'quote_document',
    name: 'northwind-mutual-quote-Q-20261125-00412.pdf',
    contentType: 'application/pdf',
    sizeBytes: 184332,
    createdAt: '2026-11-25T18:03:52Z',
  },
  {
    id: '6c2a9e58-1b7d-4f03-b4e9-8d5f0a3c7e21',
    form: 'harborline',
    quoteRequest: '4e9b2c71-8a05-4f3d-b6e2-1c7d0a9f5b38',
    kind: 'binder',
    name: 'northwind-mutual-binder-NWM-BOP-2026-118734.pdf',
    contentType: 'application/pdf',
    sizeBytes: 211587,
    createdAt: '2026-11-26T15:12:09Z',
  },
] as const satisfies readonly Attachment[];

export const attachments: readonly Attachment[] = attachmentsData;
