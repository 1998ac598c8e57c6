/**
 * Webhooks of the world: acme's two hooks, the platform events they deliver,
 * and the delivered requests (the delivery log), with one delivery that failed
 * and was redelivered. A hook receives only the events it subscribes to, and
 * only events that occur after it was created (checked by `check.ts`).
 *
 * Both hooks share one secret, the catalogue's example secret, so the
 * `X-Signature` of every example in src/data/webhooks/catalogue.json is what
 * the platform would send and a reader's verifier can check it.
 */
import type {Hook, HookRequest, WorldEvent} from './types';

/** The secret of acme's sandbox hooks (`BP_WEBHOOK_SECRET`); signs every catalogue example. */
export const webhookSecret = 'whsec_example_7f3c9a1e5b';

const hooksData = [
  {
    id: 'e0a4f6d2-3b19-4c8e-a5f7-91d2c6b80e14',
    tenant: 'acme',
    environment: 'sandbox',
    url: 'https://crm.acme-insurance.example/bindpoint/webhooks',
    events: ['application_form'],
    active: true,
    secret: webhookSecret,
    header: {name: 'X-Acme-Key', value: 'f2b9c41d7e8a6b3c'},
    createdAt: '2026-11-25T16:02:11Z',
    updatedAt: '2026-11-25T16:02:11Z',
  },
  {
    id: '7c2e9a41-5b3d-4f18-8a6c-0d9e1f2b3c47',
    tenant: 'acme',
    environment: 'sandbox',
    url: 'https://crm.acme-insurance.example/bindpoint/platform-events',
    events: ['quote_request', 'question_set', 'carrier'],
    active: true,
    secret: webhookSecret,
    header: null,
    createdAt: '2026-11-10T09:00:00Z',
    updatedAt: '2026-11-10T09:00:00Z',
  },
] as const satisfies readonly Hook[];

export const hooks: readonly Hook[] = hooksData;

/** Platform events of acme's sandbox, oldest first. `id` is the `X-Event-Id`. */
export const events: readonly WorldEvent[] = ([
  {
    id: '8d45fdd6-6bd9-49e2-a450-ed961618ce5c',
    event: 'carrier:enabled',
    occurredAt: '2026-11-18T14:00:00Z',
    subject: {kind: 'carrier', ref: 'great_plains_casualty'},
  },
  {
    id: '6221e5b7-f5c7-4826-a470-c8fcb88c728c',
    event: 'question_set:created',
    occurredAt: '2026-11-20T09:15:00Z',
    subject: {kind: 'question_set', ref: 'broker_questions'},
  },
  {
    id: 'eeea0f20-8f52-4d6b-b470-229de28e5979',
    event: 'question_set:updated',
    occurredAt: '2026-11-21T06:00:00Z',
    subject: {kind: 'question_set', ref: 'mqs'},
  },
  {
    id: 'ddcce298-403d-4ac7-9061-bb8c65d4319f',
    event: 'carrier:updated',
    occurredAt: '2026-11-22T10:45:00Z',
    subject: {kind: 'carrier', ref: 'northwind_mutual'},
  },
  {
    id: '1d490ff4-7527-40c9-b9cb-07f0c3e17f79',
    event: 'carrier:disabled',
    occurredAt: '2026-11-23T17:20:00Z',
    subject: {kind: 'carrier', ref: 'harborstone_specialty'},
  },
  {
    id: '7c8e4420-573a-4746-809d-2bf0415d7fba',
    event: 'question_set:deleted',
    occurredAt: '2026-11-24T12:30:00Z',
    subject: {kind: 'question_set', ref: 'acme_legacy_intake'},
  },
  {
    id: '99f3f310-46d1-4deb-a4c2-db0f34668d5d',
    event: 'application_form:created',
    occurredAt: '2026-11-25T17:41:06Z',
    subject: {kind: 'application_form', ref: 'harborline'},
  },
  {
    id: '1306396e-074b-4cce-85cf-c19c1688aa61',
    event: 'application_form:updated',
    occurredAt: '2026-11-25T17:52:30Z',
    subject: {kind: 'application_form', ref: 'harborline'},
  },
  {
    id: 'a44fa33b-28f2-4ff9-921a-9399580e4c2e',
    event: 'application_form:submitted',
    occurredAt: '2026-11-25T17:58:40Z',
    subject: {kind: 'application_form', ref: 'harborline'},
  },
  {
    id: '330e7ca6-ee2d-4194-9be0-4da53d82a116',
    event: 'quote_request:created',
    occurredAt: '2026-11-25T17:58:40Z',
    subject: {kind: 'quote_request', ref: '5a0c8e3f-7b24-4d91-a6e5-2f9b1d0c8e47'},
  },
  {
    id: '800e0003-75e7-47fd-a9a4-e297f5e22545',
    event: 'quote_request:updated',
    occurredAt: '2026-11-25T18:01:02Z',
    subject: {kind: 'quote_request', ref: '4e9b2c71-8a05-4f3d-b6e2-1c7d0a9f5b38'},
  },
  {
    id: '472c07f3-3856-4c44-aebf-1c185a265b3c',
    event: 'quote_request:failed',
    occurredAt: '2026-11-25T18:03:42Z',
    subject: {kind: 'quote_request', ref: '5a0c8e3f-7b24-4d91-a6e5-2f9b1d0c8e47'},
  },
  {
    id: 'e4f11b9c-ce0d-44e2-96f9-66174efd7548',
    event: 'quote_request:finished',
    occurredAt: '2026-11-25T18:03:52Z',
    subject: {kind: 'quote_request', ref: '4e9b2c71-8a05-4f3d-b6e2-1c7d0a9f5b38'},
  },
  {
    id: '5c7e2a91-3d4f-4b8a-9e06-1f2d3c4b5a69',
    event: 'application_form:finished_quoting',
    occurredAt: '2026-11-25T18:04:11Z',
    subject: {kind: 'application_form', ref: 'harborline'},
  },
  {
    id: 'acd464d1-6bf3-45bb-892b-6fe5e11e675d',
    event: 'application_form:bound',
    occurredAt: '2026-11-26T15:12:09Z',
    subject: {kind: 'application_form', ref: 'harborline'},
  },
] as const).map((e): WorldEvent => ({...e, tenant: 'acme', environment: 'sandbox'}));

/** The test event sent with `POST /hooks/{id}/test` (not a platform event; never retried). */
export const testEvent = {
  id: '6a1e9c42-8b3d-4f70-a5e2-c9d8b7a6f510',
  event: 'application_form:created',
};

const succeeded = (at: string) => [
  {status: 'pending', at},
  {status: 'succeeded', at},
] as const;

/** Delivered requests (the delivery log), oldest first. `id` is the `X-Request-Id`. */
export const hookRequests = [
  ...(
    [
      ['c58361c9-6e78-4f43-95bf-388fd929a9fb', '8d45fdd6-6bd9-49e2-a450-ed961618ce5c', 'carrier:enabled', '2026-11-18T14:00:00Z'],
      ['5cc99d14-6f94-4006-8488-4dd17b932367', '6221e5b7-f5c7-4826-a470-c8fcb88c728c', 'question_set:created', '2026-11-20T09:15:00Z'],
      ['862700ca-d16b-4cde-89a9-4bc545040af5', 'eeea0f20-8f52-4d6b-b470-229de28e5979', 'question_set:updated', '2026-11-21T06:00:00Z'],
      ['948f9f4f-e46f-4675-b760-c813a7f6696d', 'ddcce298-403d-4ac7-9061-bb8c65d4319f', 'carrier:updated', '2026-11-22T10:45:00Z'],
      ['1808a114-3db2-4c05-9eed-44b5f1cfa82c', '1d490ff4-7527-40c9-b9cb-07f0c3e17f79', 'carrier:disabled', '2026-11-23T17:20:00Z'],
      ['51e9a18e-dbcd-4109-9f98-4e144bf891f6', '7c8e4420-573a-4746-809d-2bf0415d7fba', 'question_set:deleted', '2026-11-24T12:30:00Z'],
      ['b15dbd70-299c-409d-ba7a-430b6e9e7bfc', '330e7ca6-ee2d-4194-9be0-4da53d82a116', 'quote_request:created', '2026-11-25T17:58:40Z'],
      ['86d8c606-1198-4dd5-975d-8579e6ebc765', '800e0003-75e7-47fd-a9a4-e297f5e22545', 'quote_request:updated', '2026-11-25T18:01:02Z'],
      ['71714904-b927-48d3-9c35-c34791d4ed1e', '472c07f3-3856-4c44-aebf-1c185a265b3c', 'quote_request:failed', '2026-11-25T18:03:42Z'],
      ['f71c4d4c-0d78-4136-aab7-6aabbbbd8215', 'e4f11b9c-ce0d-44e2-96f9-66174efd7548', 'quote_request:finished', '2026-11-25T18:03:52Z'],
    ] as const
  ).map(([id, eventId, event, at]) => ({
    id,
    hook: '7c2e9a41-5b3d-4f18-8a6c-0d9e1f2b3c47',
    event,
    eventId,
    redeliveryOf: null,
    test: false,
    history: succeeded(at),
    attempts: 1,
    responseStatus: 200,
    responseTimeMs: 142,
    error: null,
    createdAt: at,
  })),
  {
    id: '2d7c5e90-4a1b-4f6e-8c3d-7b9a0e1f2c48',
    hook: 'e0a4f6d2-3b19-4c8e-a5f7-91d2c6b80e14',
    event: 'application_form:created',
    eventId: '6a1e9c42-8b3d-4f70-a5e2-c9d8b7a6f510',
    redeliveryOf: null,
    test: true,
    history: succeeded('2026-11-25T16:05:02Z'),
    attempts: 1,
    responseStatus: 200,
    responseTimeMs: 201,
    error: null,
    createdAt: '2026-11-25T16:05:02Z',
  },
  ...(
    [
      ['911a06ae-719e-4fef-8d6a-8f418ee2235c', '99f3f310-46d1-4deb-a4c2-db0f34668d5d', 'application_form:created', '2026-11-25T17:41:06Z'],
      ['ba6f978e-5600-4df8-94e4-87c6677ada76', '1306396e-074b-4cce-85cf-c19c1688aa61', 'application_form:updated', '2026-11-25T17:52:30Z'],
      ['fbe130ca-832a-4521-842e-b50fcb5f30fb', 'a44fa33b-28f2-4ff9-921a-9399580e4c2e', 'application_form:submitted', '2026-11-25T17:58:40Z'],
    ] as const
  ).map(([id, eventId, event, at]) => ({
    id,
    hook: 'e0a4f6d2-3b19-4c8e-a5f7-91d2c6b80e14',
    event,
    eventId,
    redeliveryOf: null,
    test: false,
    history: succeeded(at),
    attempts: 1,
    responseStatus: 200,
    responseTimeMs: 184,
    error: null,
    createdAt: at,
  })),
  {
    // The receiver answered 500 (a bug) to the first attempt and to retries 1 to 3,
    // which came on the platform's schedule (16, 28 and 83 seconds apart: the
    // retry table of docs/webhooks/wh_best_practices.mdx, the mock's
    // retryDelaySeconds); the integration fixed it and redelivered before
    // retry 4 was due, which cancelled the original's pending retries.
    id: '3b8f1d62-0c7a-4e59-b2d4-6a9e0f1c8d37',
    hook: 'e0a4f6d2-3b19-4c8e-a5f7-91d2c6b80e14',
    event: 'application_form:finished_quoting',
    eventId: '5c7e2a91-3d4f-4b8a-9e06-1f2d3c4b5a69',
    redeliveryOf: null,
    test: false,
    history: [
      {status: 'pending', at: '2026-11-25T18:04:11Z'},
      {status: 'retrying', at: '2026-11-25T18:04:12Z'},
      {status: 'retrying', at: '2026-11-25T18:04:28Z'},
      {status: 'retrying', at: '2026-11-25T18:04:56Z'},
      {status: 'retrying', at: '2026-11-25T18:06:19Z'},
      // Redelivery cancels the pending retries of the original.
      {status: 'failed', at: '2026-11-25T18:07:30Z'},
    ],
    attempts: 4,
    responseStatus: 500,
    responseTimeMs: 96,
    error: 'http_error',
    createdAt: '2026-11-25T18:04:11Z',
  },
  {
    id: '8e4a0c73-5f2b-4d16-a9c8-0b7e3d1f6a52',
    hook: 'e0a4f6d2-3b19-4c8e-a5f7-91d2c6b80e14',
    event: 'application_form:finished_quoting',
    eventId: '5c7e2a91-3d4f-4b8a-9e06-1f2d3c4b5a69',
    redeliveryOf: '3b8f1d62-0c7a-4e59-b2d4-6a9e0f1c8d37',
    test: false,
    history: succeeded('2026-11-25T18:07:30Z'),
    attempts: 1,
    responseStatus: 200,
    responseTimeMs: 173,
    error: null,
    createdAt: '2026-11-25T18:07:30Z',
  },
  {
    id: '1f4418d5-2f67-440f-aad4-5d2b7c3c6176',
    hook: 'e0a4f6d2-3b19-4c8e-a5f7-91d2c6b80e14',
    event: 'application_form:bound',
    eventId: 'acd464d1-6bf3-45bb-892b-6fe5e11e675d',
    redeliveryOf: null,
    test: false,
    history: succeeded('2026-11-26T15:12:09Z'),
    attempts: 1,
    responseStatus: 200,
    responseTimeMs: 190,
    error: null,
    createdAt: '2026-11-26T15:12:09Z',
  },
] satisfies readonly HookRequest[];
