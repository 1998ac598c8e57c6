/**
 * Real sentences of the site as the claims check must read them: each as it
 * stood (`from`: file and line when collected), and variants with a wrong
 * value put back, the way a page or a data file could state it. A case
 * expects the findings it must give ([fact, stated text]); none for a
 * sentence that must pass: a correct value in another unit or phrasing, two
 * subjects in one sentence, an example value, a number that counts
 * something else, a time offset, a value of the past.
 *
 * The last group are phrasings no page used, written as a test of the
 * check before it was tuned on them; seven of its forty failed then
 * ("respond in under", "Consumer links", "we retry", "waits 20 seconds",
 * "capped at 20 per tenant", "due within 2 days", "duplicate phone
 * number"), and the subjects were widened for them.
 *
 * `page` is the page's text as far as the check reads its domain (its words
 * or the identity tokens of the hosts it calls); `heading` the heading above.
 * The facts are frozen here (FACTS): the corpus tests the reading, and a
 * fact's new value must not change what these sentences say.
 */

export interface Case {
  from: string;
  text: string;
  page?: string;
  heading?: string;
  date?: string;
  expect: Array<[fact: string, stated: string]>;
}

export const FACTS: Record<string, string | number> = {
  tokenLifetimeSeconds: 43200, tokenLifetimeHours: 12, sdkTokenLifetimeSeconds: 300, sdkTokenLifetimeMinutes: 5,
  idempotencyReplayHours: 24, idempotencyKeyMinLength: 8, idempotencyKeyMaxLength: 255,
  rateLimitTokenPerMinute: 30, rateLimitPartnerPerMinute: 600, rateLimitLeadsPerMinute: 300, rateLimitIntelligencePerMinute: 120, rateLimitCarrierPerMinute: 60,
  consumerLinkMinutes: 15, multipartMaxMB: 10, uploadMaxMB: 100, uploadUrlLifetimeSeconds: 300, uploadUrlLifetimeMinutes: 5,
  perPageDefault: 25, perPageMax: 100, receiverHeader: 'X-BindPoint-Token', receiverTimeoutSeconds: 15, receiverBodyMaxKB: 256,
  receiverRetries: 3, receiverRetrySchedule: '1, 5 and 30 minutes', dispositionHistoryMinLength: 25,
  maxActiveHooks: 10, hookSecretMinLength: 16, hookSecretMaxLength: 128, deliveryConnectSeconds: 5, deliveryAnswerSeconds: 60,
  deliveryRetries: 25, deliveryRetryWeeks: 3, deliveryLogDays: 30, eventHeader: 'X-Event', eventIdHeader: 'X-Event-Id',
  attemptHeader: 'X-Delivery-Attempt', signatureHeader: 'X-Signature', hookIdHeader: 'X-Hook-Id', requestIdHeader: 'X-Request-Id',
  signaturePrefix: 'sha256=', environments: 'sandbox, production', firstDispositionHours: 72, finalDispositionDays: 30,
  disputeDispositionDays: 7, phoneUniqueDays: 60, realTimeRespondSeconds: 300, samlClockSkewMinutes: 3,
  breakingChangeNoticeMonths: 6, enumAdditionNoticeDays: 30, webhookFieldOverlapDays: 90, referenceId: 'XXX-XXX-XXX',
  applicationFormId: 'UUID', leadId: '6 to 32 upper-case letters and digits', companyReportPrefix: 'CUS', locationReportPrefix: 'LUS',
  sessionHours: 12, secretCommand: 'openssl rand -hex 32',
  productionIpv4Primary: '192.0.2.32/28', productionIpv4Secondary: '198.51.100.64/28', productionIpv6: '2001:db8:4b50::/48',
  sandboxIpv4: '203.0.113.128/28', sandboxIpv6: '2001:db8:5b50::/48', ipRangesUpdatedAt: '2026-11-02', ipRangeNoticeDays: 30,
  reportReadySeconds: 30, reportRetentionMonths: 13, quickSubmitConfidenceThreshold: 0.7, carrierAttachmentMaxFiles: 10, carrierAttachmentMaxMB: 10,
  carrierAcceptSeconds: 15, recordIdMaxLength: 100, answersMaxKB: 8, policyEffectiveDateMaxDays: 120,
  pythonMinVersion: '3.10', nodeMinVersion: '18', bundlerNodeMinVersion: '20.19',
  marketWindowDays: 90, deliveryBodyMaxMB: 5, attachmentMaxMB: 25, sdkPollSeconds: 5,
};

const webhooks = 'webhooks hooks webhooks {{hooksApiSandbox}}';
const exchange = 'Exchange prospects Exchange prospect receive side';
const sdk = 'SDK Storefront SDK bp-sdk-setup guest';
const leads = '{{leadsApiSandbox}} {{leadsApiSandbox}}';
const partner = '{{partnerApiSandbox}} {{partnerApiSandbox}}';

export const CASES: Case[] = [
  // IP ranges: the notice before a new range and after the old one
  {from: 'docs/ip_ranges.mdx:87', page: 'IP ranges', text: 'At least 14 days before a new range is used, {{brand}} e-mails the technical contacts of every tenant.', expect: [['ipRangeNoticeDays', '14 days']]},
  {from: 'docs/ip_ranges.mdx:89', page: 'IP ranges', text: 'At least 30 days after the new range went live, the old range is retired, announced the same way.', expect: []},

  // Access tokens: units, number words, offsets, history, two subjects
  {from: 'docs/api/authenticate.mdx:3', text: 'Get a 12-hour OAuth 2.0 access token with the client-credentials grant, send it as a bearer token to the Partner API.', expect: []},
  {from: 'docs/api/authenticate.mdx:3', text: 'Get a 10-hour OAuth 2.0 access token with the client-credentials grant, send it as a bearer token to the Partner API.', expect: [['tokenLifetimeSeconds', '10-hour']]},
  {from: 'docs/carrier_integrations.mdx:53', page: 'carriers Carrier API carriers', text: 'Tokens last 480 minutes; cache them.', expect: [['tokenLifetimeSeconds', '480 minutes']]},
  {from: 'docs/carrier_integrations.mdx:53', page: 'carriers Carrier API carriers', text: 'Tokens last 720 minutes; cache them.', expect: []},
  {from: 'docs/overview.mdx:176', text: 'Access tokens expire after one day.', expect: [['tokenLifetimeSeconds', 'one day']]},
  {from: 'docs/api/authenticate.mdx:11', text: 'Your back end receives a bearer token valid for 8h (`expires_in: 28800`).', expect: [['tokenLifetimeSeconds', '8h']]},
  {from: 'docs/api/authenticate.mdx:11', text: 'Your back end receives a bearer token valid for 12h.', expect: []},
  {from: 'docs/api/authenticate.mdx:33', page: 'OAuth access token', text: 'Keep one token per environment in memory (or in a shared cache when you run several instances) and renew it five minutes before it expires.', expect: []},
  {from: 'docs/exchange/send_side/ss_authentication.mdx:113', page: 'OAuth access token', text: 'Fetch a token once, keep it in memory with its expiry time, and request a new one only when fewer than five minutes remain.', expect: []},
  {from: 'docs/exchange/send_side/ss_overview.mdx:26', page: 'OAuth access token', text: 'alt no cached token, or it expires within 5 minutes', expect: []},
  {from: 'docs/exchange/send_side/ss_authentication.mdx:220', page: 'OAuth access token', text: 'Over a day of traffic your logs show at most a few token requests per process, not one per prospect.', expect: []},
  {from: 'src/data/openapi/changelog.yaml:97', date: '2026-11-01', text: 'Access tokens from the sandbox token endpoint (`{{tokenUrlSandbox}}`) now last 12 hours (`expires_in: 43200`), as production tokens do; they lasted 1 hour before.', expect: []},
  {from: 'src/data/openapi/changelog.yaml (an entry before the change)', date: '2026-06-01', text: 'Sandbox access tokens last 1 hour.', expect: []},
  {from: 'src/data/openapi/changelog.yaml (the same, undated: a page)', text: 'Sandbox access tokens last 1 hour.', expect: [['tokenLifetimeSeconds', '1 hour']]},
  {from: 'src/data/sdk/changelog/sdk-auth.md:49', text: 'Sessions expire after 12 hours, matching the platform access token.', expect: []},
  {from: 'src/data/sdk/changelog/sdk-auth.md:49', text: 'Sessions expire after 8 hours, matching the platform access token.', expect: [['sessionHours', '8 hours']]},
  {from: 'docs/api/authenticate.mdx:11', text: 'It receives a bearer token valid for {{fact:tokenLifetimeHours}} hours (`expires_in: {{fact:tokenLifetimeSeconds}}`).', expect: []},
  {from: 'docs/exchange/exchange_overview.mdx:51', text: 'Authentication | Send side: OAuth 2.0 client credentials, token valid 10 hours | Receive side: Static header', expect: [['tokenLifetimeSeconds', '10 hours']]},

  // SDK tokens and sessions
  {from: 'docs/sdk/custom_storefront_tutorials/sdk_guest_auth.mdx:92', page: sdk, heading: 'Step 2: Get an access token and mint a guest token', text: 'The token is valid for 5 minutes and can be exchanged once.', expect: []},
  {from: 'docs/sdk/custom_storefront_tutorials/sdk_guest_auth.mdx:92', page: sdk, heading: 'Step 2: Get an access token and mint a guest token', text: 'The token is valid for 10 minutes and can be exchanged once.', expect: [['sdkTokenLifetimeSeconds', '10 minutes']]},
  {from: 'docs/api/authenticate.mdx:97', heading: 'SDK tokens', page: 'OAuth access token', text: '`expires_in` is always 300 seconds; mint the token when the page needs it, not in advance.', expect: []},
  {from: 'docs/sdk/sdk_user_guide.mdx:50', page: sdk, text: 'The token itself is valid for 5 minutes and for one exchange only.', expect: []},
  {from: 'docs/sdk/sdk_debugging.mdx:87', page: sdk, text: '`auth/token-expired` | More than 15 minutes passed between minting and exchanging', expect: [['sdkTokenLifetimeSeconds', '15 minutes']]},
  {from: 'docs/sdk/custom_storefront_tutorials/sdk_guest_auth.mdx:386', page: sdk, text: 'A second exchange of the same token fails with `auth/token-consumed`.', expect: []},
  {from: 'src/data/sdk/globals.json:191', heading: 'expiresAt', text: 'Epoch milliseconds of expiry (24 hours).', expect: [['sessionHours', '24 hours']]},

  // Idempotency
  {from: 'docs/api/api_overview.mdx:61', text: 'The platform remembers a key for 24 hours, per client.', expect: []},
  {from: 'docs/api/api_overview.mdx:61', text: 'The platform remembers a key for one day, per client.', expect: []},
  {from: 'docs/api/api_overview.mdx:61', text: 'The platform remembers a key for 12 hours, per client.', expect: [['idempotencyReplayHours', '12 hours']]},
  {from: 'docs/exchange/send_side/ss_app_form_creation.mdx:259', text: 'That is what the `Idempotency-Key` header is for: retry with exponential back-off (for example after 2, 10 and 60 seconds) with the same key and the same body, and the Partner API replays the first response for 48 hours instead of creating a second prospect.', expect: [['idempotencyReplayHours', '48 hours']]},
  {from: 'docs/api/api_overview.mdx:64', text: 'Keys are 8 to 255 characters.', expect: []},
  {from: 'docs/api/api_overview.mdx:64', text: 'Keys are 8 to 128 characters.', expect: [['idempotencyKeyMaxLength', '8 to 128 characters']]},
  {from: 'docs/api/api_overview.mdx:64', text: 'An `Idempotency-Key` is at least 16 characters.', expect: [['idempotencyKeyMinLength', '16']]},

  // Rate limits: per API, named or the page's
  {from: 'docs/api/get_dispositions.mdx:45', text: 'The Leads API allows 300 requests per minute per token.', expect: []},
  {from: 'docs/api/get_dispositions.mdx:45', text: 'The Leads API allows 600 calls per minute per token.', expect: [['rateLimitLeadsPerMinute', '600 calls per minute']]},
  {from: 'docs/api/api_overview.mdx (a variant)', text: 'The Partner API allows ten requests per second.', expect: []},
  {from: 'docs/api/get_latest_application_form.mdx:37', page: partner, text: 'Polling counts against the rate limit of 1,000 requests per minute.', expect: [['rateLimitPartnerPerMinute', '1,000 requests per minute']]},
  {from: 'docs/insurance_intelligence/insurance_intelligence_authentication.mdx:119', page: '{{intelligenceApiSandbox}}', text: 'Response: `429` `rate_limited` | Cause: More than 3 requests per second per API key | Fix: Wait for `Retry-After` and back off.', expect: [['rateLimitIntelligencePerMinute', '3 requests per second']]},
  {from: 'docs/carrier_integrations.mdx (a variant)', text: 'The Carrier API allows 100 requests per minute per carrier.', expect: [['rateLimitCarrierPerMinute', '100 requests per minute']]},
  {from: 'docs/api/api_overview.mdx (a variant)', text: 'The Partner API allows 600 requests per minute and the Leads API 300 requests per minute.', expect: []},
  {from: 'docs/api/api_overview.mdx (a variant)', text: 'The Partner API allows 600 requests per minute and the Leads API 600 requests per minute.', expect: [['rateLimitLeadsPerMinute', '600 requests per minute']]},
  {from: 'docs/exchange/receive_side/dispositioning_prospects.mdx:467', page: leads, text: 'Error: `429` `rate_limited` | Cause: More than 600 requests per minute, for example during a backfill | Fix: Wait `Retry-After` seconds; spread backfills out.', expect: [['rateLimitLeadsPerMinute', '600 requests per minute']]},
  {from: 'docs/terminal/quote_start/qs_overview.mdx:332', page: partner, text: 'Status: `429` | `error.code`: `rate_limited` | Cause: More than 600 requests per minute | Fix: Wait `Retry-After` seconds; cache tokens and avoid polling', expect: []},
  {from: 'docs/api/authenticate.mdx:33', text: "A token per API call doubles your latency and runs into the token endpoint's rate limit of 60 requests per minute.", expect: [['rateLimitTokenPerMinute', '60 requests per minute']]},
  {from: 'docs/terminal/quote_requests/retrieve_attachments.mdx:232', page: partner, text: 'Status: `429` | Cause: Many parallel downloads (the limit is 600 requests per minute) | Fix: Limit your workers to 5 concurrent downloads and honour `Retry-After`', expect: []},

  // Lists
  {from: 'docs/api/get_dispositions.mdx:22', text: 'List endpoints take `page` (from 1) and `per_page` (1 to 100, default 25).', expect: []},
  {from: 'docs/api/get_dispositions.mdx:22', text: 'List endpoints take `page` (from 1) and `per_page` (1 to 50, default 20).', expect: [['perPageMax', '1 to 50'], ['perPageDefault', '20']]},

  // Exchange receive side
  {from: 'docs/exchange/receive_side/rs_overview.mdx:9', page: exchange, text: 'Your endpoint checks the credentials the Exchange presents, answers with a 2xx within 15 seconds, and hands the prospect to your CRM.', expect: []},
  {from: 'docs/exchange/receive_side/rs_overview.mdx:9', page: exchange, text: 'Your endpoint checks the credentials the Exchange presents, answers with a 2xx within 30 seconds, and hands the prospect to your CRM.', expect: [['receiverTimeoutSeconds', '30 seconds']]},
  {from: 'docs/api/receive_prospect.mdx:98', page: exchange, text: 'CRM calls, enrichment and e-mails inside the request handler are the usual cause of 20-second timeouts.', expect: [['receiverTimeoutSeconds', '20-second']]},
  {from: 'docs/exchange/receive_side/rs_overview.mdx:53', page: exchange, text: 'A timeout, a connection error or a non-2xx status is retried up to three times, after 1, 5 and 30 minutes, with the same `lead_id`.', expect: []},
  {from: 'docs/exchange/receive_side/rs_overview.mdx:53', page: exchange, text: 'A timeout, a connection error or a non-2xx status is retried up to five times, after 1, 10 and 30 minutes, with the same `lead_id`.', expect: [['receiverRetries', 'five'], ['receiverRetrySchedule', '1, 10 and 30 minutes']]},
  {from: 'docs/exchange/receive_side/rs_authentication.mdx:188', page: exchange, text: 'If you remove the old value before the Exchange switches, every delivery gets `401`, is retried three times over about 36 minutes, and then fails.', expect: []},
  {from: 'docs/ip_ranges.mdx:81', text: 'A delivery that is refused by your firewall is retried like any other failure (webhooks: up to 25 times over about three weeks; Exchange prospects: as described on the receive-side pages).', expect: []},
  {from: 'docs/exchange/receive_side/receiving_prospects.mdx:312', page: exchange, text: 'Symptom: `413` in the delivery log | Cause: Body limit lower than the prospect | Fix: Accept bodies up to 1 MB.', expect: [['receiverBodyMaxKB', '1 MB']]},
  {from: 'docs/api/receive_prospect.mdx (a variant)', page: exchange, text: 'Send the shared secret in the `X-Exchange-Token` header.', expect: [['receiverHeader', 'X-Exchange-Token']]},
  {from: 'docs/api/create_disposition.mdx:21', text: '`history` is at least 25 characters of plain words: what was done and when.', expect: []},
  {from: 'docs/api/create_disposition.mdx:21', text: '`history` is at least 20 characters of plain words: what was done and when.', expect: [['dispositionHistoryMinLength', '20']]},
  {from: 'docs/exchange/receive_side/dispositioning_prospects.mdx:77', page: exchange, text: 'Status: `Unreachable` | Use it when: You could not reach the business after at least six attempts over three business days | History should say: Dates and channels of the attempts', expect: []},
  {from: 'docs/exchange/receive_side/rs_overview.mdx:63', page: exchange, text: 'Record the first within 48 hours of delivery, and update it whenever the outcome changes.', expect: [['firstDispositionHours', '48 hours']]},
  {from: 'docs/exchange/receive_side/rs_overview.mdx:63', page: exchange, text: 'Record the first disposition within three days of delivery.', expect: []},
  {from: 'docs/api/create_disposition.mdx:40', page: exchange, text: 'Report at least `Active` within 72 hours of delivery, and a final status within 60 days.', expect: [['finalDispositionDays', '60 days']]},
  {from: 'docs/exchange/receive_side/rs_overview.mdx:66', page: exchange, text: 'Credit for `Duplicate` and `Unreachable` prospects is only reviewed when they were dispositioned within 7 days of delivery, and a backlog of missing dispositions can pause new deliveries.', expect: []},
  {from: 'docs/exchange/receive_side/rs_overview.mdx:66', page: exchange, text: 'Credit for `Duplicate` and `Unreachable` prospects is only reviewed when they were dispositioned within 14 days of delivery.', expect: [['disputeDispositionDays', '14 days']]},
  {from: 'docs/exchange/send_side/ss_prerequisites.mdx:72', text: 'Each `mqs_phone` can be sent once per 90 days across the whole Exchange.', expect: [['phoneUniqueDays', '90 days']]},
  {from: 'docs/exchange/send_side/ss_overview.mdx:81', text: 'The 30-day phone rule is checked across every sender on the Exchange, not only your own traffic.', expect: [['phoneUniqueDays', '30-day']]},
  {from: 'docs/exchange/send_side/ss_overview.mdx:75', text: 'Rule: One `mqs_phone` per 60 days | Why it matters: A second prospect with the same number within 60 days is a duplicate and gets `422` with `duplicate_prospect`.', expect: []},

  // Webhooks
  {from: 'docs/webhooks/wh_overview.mdx:15', page: webhooks, text: 'Your tenant can hold any number of hooks, but at most ten can be active at the same time.', expect: []},
  {from: 'docs/third_party_integrations/third_party_overview.mdx:126', text: 'An agency may hold at most 15 active subscriptions, so do not create one per user.', expect: [['maxActiveHooks', '15']]},
  {from: 'docs/webhooks/wh_best_practices.mdx:96', page: webhooks, text: 'A tenant can have at most twelve active hooks.', expect: [['maxActiveHooks', 'twelve']]},
  {from: 'docs/sdk/components/bp-sdk-setup.mdx:16', page: sdk, text: 'Place exactly one per page, before `bp-sdk-root`.', expect: []},
  {from: 'docs/webhooks/wh_securing.mdx:32', page: webhooks, text: 'Use a random value of 16 to 128 characters, for example from `openssl rand -hex 32`.', expect: []},
  {from: 'docs/webhooks/wh_securing.mdx:32', page: webhooks, text: 'Use a secret of 32 to 64 characters, for example from `openssl rand -hex 16`.', expect: [['hookSecretMinLength', '32 to 64 characters'], ['hookSecretMaxLength', '32 to 64 characters'], ['secretCommand', 'openssl rand -hex 16']]},
  {from: 'docs/webhooks/wh_overview.mdx:34', page: webhooks, text: 'Your endpoint must accept the TCP and TLS connection within 5 seconds and answer within 60 seconds.', expect: []},
  {from: 'docs/webhooks/wh_best_practices.mdx:14', page: webhooks, text: 'Your endpoint has 60 seconds to accept the connection and 5 seconds to answer.', expect: [['deliveryConnectSeconds', '60 seconds'], ['deliveryAnswerSeconds', '5 seconds']]},
  {from: 'docs/webhooks/wh_overview.mdx:34', page: webhooks, text: 'Anything else counts as a failure and is retried with exponential back-off, 25 times over about 21 days.', expect: []},
  {from: 'docs/webhooks/wh_overview.mdx:34', page: webhooks, text: 'Anything else counts as a failure and is retried with exponential back-off, 20 times over about two weeks.', expect: [['deliveryRetries', '20'], ['deliveryRetryWeeks', 'two weeks']]},
  {from: 'docs/api/get_attachments.mdx:37', page: webhooks, text: 'Retry after a few seconds, up to three times, before you alert.', expect: []},
  {from: 'docs/webhooks/wh_best_practices.mdx:62', page: webhooks, text: 'Keep processed ids for at least 30 days, longer than the retry window of about three weeks.', expect: []},
  {from: 'docs/webhooks/wh_best_practices.mdx:10', page: webhooks, text: 'A database lock makes one answer take 70 seconds, an outage over a weekend builds a backlog of thousands of retries.', expect: []},
  {from: 'docs/webhooks/wh_testing.mdx:101', page: webhooks, text: 'The log keeps requests for 14 days.', expect: [['deliveryLogDays', '14 days']]},
  {from: 'docs/webhooks/wh_testing.mdx:130', page: webhooks, text: 'Redelivering a request older than 30 days answers `404`; redelivering a request of an inactive hook answers `422`.', expect: []},
  {from: 'docs/webhooks/wh_securing.mdx (a variant)', page: webhooks, text: 'Verify the HMAC in the `X-Hub-Signature` header before you parse the body.', expect: [['signatureHeader', 'X-Hub-Signature']]},
  {from: 'docs/webhooks/wh_overview.mdx:17', page: webhooks, text: 'The `X-Event` header of each delivery carries that name, for example `application_form:finished_quoting`.', expect: []},
  {from: 'docs/webhooks/wh_securing.mdx (a variant)', page: webhooks, text: 'The signature is `sha1=` followed by the hex digest.', expect: [['signaturePrefix', 'sha1=']]},
  {from: 'docs/webhooks/wh_event_payloads.mdx:34', page: webhooks, text: 'Fields are never removed or renamed without a deprecation notice in the changelog and at least 30 days of overlap.', expect: [['webhookFieldOverlapDays', '30 days']]},

  // Insurance Intelligence, consumer links, carriers, SSO, changes, ids
  {from: 'docs/insurance_intelligence/universal_submit.mdx:14', text: 'Smaller than 20 MB: upload it directly as `multipart/form-data` with `POST /universal/v3/universal-submit/file`.', expect: [['multipartMaxMB', '20 MB']]},
  {from: 'docs/insurance_intelligence/universal_submit.mdx:15', text: '10 MB up to 200 MB: ask for a pre-signed upload URL, then `PUT` the file to that URL within 5 minutes.', expect: [['uploadMaxMB', '10 MB up to 200 MB']]},
  {from: 'docs/insurance_intelligence/universal_submit.mdx:48', text: 'Upload URLs expire after ten minutes', expect: [['uploadUrlLifetimeSeconds', 'ten minutes']]},
  {from: 'src/data/openapi/bindpoint.openapi.yaml:1511', heading: 'paths /universal/v4/universal-submit/file-upload-url post Get an upload URL', text: 'The URL is valid for 5 minutes; processing starts when the upload completes.', expect: []},
  {from: 'docs/api/get_consumer_application_form.mdx:17', text: 'Generate the link at send time, not days before: it expires 30 minutes after issue or on first use.', expect: [['consumerLinkMinutes', '30 minutes']]},
  {from: 'docs/carrier_integrations.mdx:125', text: '`request_status`: `timed_out` | Set by: {{brand}} | Meaning: No answer before `respond_by` (120 seconds after sending for real-time products)', expect: [['realTimeRespondSeconds', '120 seconds']]},
  {from: 'docs/insurance_intelligence/data_inquiry.mdx:21', page: 'Insurance Intelligence data inquiry', text: 'Most reports are ready within 60 seconds; stop polling after five minutes and treat the report as failed for that session (you can still read it later).', expect: [['reportReadySeconds', '60 seconds']]},
  {from: 'docs/insurance_intelligence/company_submit.mdx:9', page: 'Insurance Intelligence submissions', text: 'The reports are usually ready within 30 seconds; read them with data inquiry.', expect: []},
  {from: 'docs/insurance_intelligence/data_inquiry.mdx:16', page: 'Insurance Intelligence data inquiry', text: '**Again later**, when you need the data for an underwriting review or a renewal: reports stay available for 12 months.', expect: [['reportRetentionMonths', '12 months']]},
  {from: 'docs/api/api_overview.mdx:119', page: 'changelog deprecated', text: 'A new version of an operation runs beside the old one, which stays available for at least 12 months after its successor ships.', expect: []},
  {from: 'docs/insurance_intelligence/quick_submit.mdx:25', page: 'Insurance Intelligence', text: 'From 0.8 up, prefill the answers; below it, show the match and ask the user to confirm it is their business.', expect: [['quickSubmitConfidenceThreshold', '0.8']]},
  {from: 'src/data/openapi/bindpoint.openapi.yaml:4070', page: 'Insurance Intelligence', text: 'How sure the match is, from 0 to 1. Below 0.5, confirm with the user.', expect: [['quickSubmitConfidenceThreshold', '0.5']]},
  {from: 'docs/carrier_integrations.mdx:158', page: 'Carrier API carriers', text: 'Each file may be up to 20 MB once decoded (a larger one fails with `413`, error code `payload_too_large`) and a call carries at most 5 files; `kind` is `quote_document` or `binder`.', expect: [['carrierAttachmentMaxMB', '20 MB'], ['carrierAttachmentMaxFiles', '5']]},
  {from: 'docs/carrier_integrations.mdx:128', page: 'Carrier API carriers', text: 'Field: `attachments` | Type: array | Meaning: Up to 12 documents (quote documents and binders), base64, see Publishing documents', expect: [['carrierAttachmentMaxFiles', '12']]},
  {from: 'src/data/openapi/bindpoint.openapi.yaml:895', page: 'Carrier API carriers', text: 'The decoded file is 14.2 MB.', expect: []},
  {from: 'src/data/openapi/bindpoint.openapi.yaml:895 (under its example\'s summary)', page: 'Quote requests quote requests Carrier API', heading: 'Attachment over {{fact:carrierAttachmentMaxMB}} MB', text: 'The decoded file is 14.2 MB.', expect: []},
  {from: 'src/data/openapi/bindpoint.openapi.yaml:880', page: 'Quote requests quote requests Carrier API', text: 'An attachment is larger than 20 MB.', expect: [['carrierAttachmentMaxMB', '20 MB']]},
  {from: 'src/data/openapi/bindpoint.openapi.yaml:797', page: 'Quote requests quote requests Carrier API', text: 'Carriers report the progress of one quote request: its `request_status` and, optionally, the premium, the pinned flag and documents (quote documents and binders, base64, up to 20 MB each).', expect: [['carrierAttachmentMaxMB', '20 MB']]},
  {from: 'docs/carrier_integrations.mdx:48', page: 'Carrier API carriers', text: 'Answer each delivery with `202 Accepted` within 30 seconds; do the rating work asynchronously.', expect: [['carrierAcceptSeconds', '30 seconds']]},
  {from: 'docs/one_click/one_click_integration.mdx:129', text: '`data-bp-record-id` | yes | Your record\'s id, at most 64 characters. Stored in `mqs_customer_metadata` as `record_id`', expect: [['recordIdMaxLength', '64']]},
  {from: 'src/data/components/families.ts (bp-sdk-date-input max, before the fact)', text: 'Latest allowed date (`YYYY-MM-DD`); effective dates default to 90 days ahead.', expect: [['policyEffectiveDateMaxDays', '90 days']]},
  {from: 'docs/sdk/components/bp-sdk-date-input.mdx:24 (before the fact)', text: 'Carriers quote effective dates from today up to about 90 days ahead, which is the default range for `mqs_policy_effective_date`.', expect: [['policyEffectiveDateMaxDays', '90 days']]},
  {from: 'docs/one_click/one_click_integration.mdx:130', text: '`data-bp-answers` | no | A JSON object of question codes and answers, as on MQS and broker questions; at most 16 KB', expect: [['answersMaxKB', '16 KB']]},
  {from: 'docs/terminal/sso_saml.mdx:83', page: 'SAML SSO identity provider', text: 'The clocks may differ by at most five minutes (`NotBefore` / `NotOnOrAfter`).', expect: [['samlClockSkewMinutes', 'five minutes']]},
  {from: 'docs/api/api_overview.mdx:117', text: 'Breaking changes (removing or renaming a field, changing a type) are announced at least 90 days ahead.', expect: [['breakingChangeNoticeMonths', '90 days']]},
  {from: 'docs/api/clone_application_form.mdx:38', text: 'It will be announced at least six months before removal.', expect: []},
  {from: 'docs/api/api_overview.mdx:115', text: 'New values in an existing enum (a new form status, a new coverage type) are announced at least two weeks ahead.', expect: [['enumAdditionNoticeDays', 'two weeks']]},
  {from: 'docs/sdk/sdk_tips_for_using.mdx:36', text: 'The public reference id (`XXXX-XXXX`) never changes; the internal UUID changes when a form moves between flows.', expect: [['referenceId', 'XXXX-XXXX']]},
  {from: 'docs/api/receive_prospect.mdx (a variant)', text: '`lead_id` is 8 to 32 upper-case letters and digits.', expect: [['leadId', '8 to 32 upper']]},
  {from: 'docs/insurance_intelligence/insurance_intelligence_101.mdx:40', text: 'Each returns report ids: company reports start with `CUS`, location reports with `LUS`.', expect: []},
  {from: 'docs/insurance_intelligence/insurance_intelligence_101.mdx:40', text: 'Each returns report ids: company reports start with `COM`, location reports with `LUS`.', expect: [['companyReportPrefix', 'COM']]},
  {from: 'docs/insurance_intelligence/data_inquiry.mdx:9', text: 'Location reports start with `LOC` and describe a premises.', expect: [['locationReportPrefix', 'LOC']]},

  // Statuses and error codes per situation (the document's: rate_limited 429, duplicate_prospect 422)
  {from: 'docs/exchange/send_side/ss_app_form_creation.mdx:259', page: partner, text: 'A `429` (`rate_limited`, 600 requests per minute per client) says how long to wait in `Retry-After`.', expect: []},
  {from: 'docs/api/api_overview.mdx (a variant)', text: 'A client over its rate limit gets HTTP 503 with `Retry-After`.', expect: [['rate_limited', '503']]},
  {from: 'docs/overview.mdx:177', text: 'Fetching a token per call slows every request and is rate-limited; a token that silently expired fails every call with `401` until you fetch a new one.', expect: []},
  {from: 'docs/exchange/send_side/ss_overview.mdx:75', text: 'A second prospect with the same number within 60 days is a duplicate and gets `409` with `duplicate_prospect`.', expect: [['duplicate_prospect', '409']]},
  {from: 'docs/api/api_overview.mdx (a variant)', text: 'Over the rate limit, calls fail with error code `rate_limit_exceeded`.', expect: [['rate_limited', 'rate_limit_exceeded']]},
  // Phrasings a writer might use, written before the check read them (held out while the subjects were tuned on the site).
  {from: 'a phrasing', text: 'Webhook subscriptions are capped at 20 per tenant.', expect: [['maxActiveHooks', '20']]},
  {from: 'a phrasing', text: 'OAuth tokens expire after 6 hours.', expect: [['tokenLifetimeSeconds', '6 hours']]},
  {from: 'a phrasing', text: 'The access token\'s lifetime is 3600 seconds.', expect: [['tokenLifetimeSeconds', '3600 seconds']]},
  {from: 'a phrasing', text: 'Each access token is good for half a day.', expect: []},
  {from: 'a phrasing', page: partner, text: 'Tokens are valid for 24h, so fetch one per day.', expect: [['tokenLifetimeSeconds', '24h']]},
  {from: 'a phrasing', text: 'Up to 50 requests per second may be sent to the Partner API.', expect: [['rateLimitPartnerPerMinute', '50 requests per second']]},
  {from: 'a phrasing', text: 'Partner API: 600 req/min.', expect: []},
  {from: 'a phrasing', page: exchange, text: 'The receiver must respond in under 10 seconds.', expect: [['receiverTimeoutSeconds', '10 seconds']]},
  {from: 'a phrasing', page: webhooks, text: 'Deliveries time out after 45 seconds.', expect: [['deliveryAnswerSeconds', '45 seconds']]},
  {from: 'a phrasing', page: webhooks, text: 'Failed deliveries are retried 30 times.', expect: [['deliveryRetries', '30']]},
  {from: 'a phrasing', page: webhooks, text: 'Retries stop after one week.', expect: [['deliveryRetryWeeks', 'one week']]},
  {from: 'a phrasing', page: webhooks, text: 'Hook secrets must be between 8 and 256 characters long.', expect: [['hookSecretMinLength', 'between 8 and 256 characters'], ['hookSecretMaxLength', 'between 8 and 256 characters']]},
  {from: 'a phrasing', page: exchange, text: 'Dispositions are due within 2 days of delivery.', expect: [['firstDispositionHours', '2 days']]},
  {from: 'a phrasing', page: exchange, text: 'A phone number can only be sent once every 30 days.', expect: [['phoneUniqueDays', '30 days']]},
  {from: 'a phrasing', page: webhooks, text: 'The delivery log is kept for 45 days.', expect: [['deliveryLogDays', '45 days']]},
  {from: 'a phrasing', text: 'Use `per_page` up to 200.', expect: [['perPageMax', '200']]},
  {from: 'a phrasing', text: 'Sandbox and production tokens both last 12 hours.', expect: []},
  {from: 'a phrasing', page: sdk, text: 'The SDK session lasts 8 hours, while the access token lasts 12 hours.', expect: [['sessionHours', '8 hours']]},
  {from: 'a phrasing', text: 'Idempotency keys are honoured for 48h.', expect: [['idempotencyReplayHours', '48h']]},
  {from: 'a phrasing', text: 'Send at most 300 requests a minute to the Partner API.', expect: [['rateLimitPartnerPerMinute', '300 requests a minute']]},
  {from: 'a phrasing', page: exchange, text: 'Exchange deliveries are retried 5 times.', expect: [['receiverRetries', '5']]},
  {from: 'a phrasing', page: exchange, text: 'Each prospect body is at most 512 KB.', expect: [['receiverBodyMaxKB', '512 KB']]},
  {from: 'a phrasing', page: webhooks, text: 'The signature arrives in the `X-BindPoint-Signature` header.', expect: [['signatureHeader', 'X-BindPoint-Signature']]},
  {from: 'a phrasing', text: 'An upload URL stays valid for 300 seconds.', expect: []},
  {from: 'a phrasing', text: 'You have 10 minutes to use the pre-signed URL.', expect: [['uploadUrlLifetimeSeconds', '10 minutes']]},
  {from: 'a phrasing', page: partner, text: 'Consumer links work for one hour.', expect: [['consumerLinkMinutes', 'one hour']]},
  {from: 'a phrasing', page: partner, text: '`Retry-After` tells you how many seconds to wait; the limit resets every 60 seconds.', expect: []},
  {from: 'a phrasing', page: webhooks, text: 'A `404` means the hook does not exist; a `422` means 10 hooks are already active.', expect: []},
  {from: 'a phrasing', text: 'Tokens from the sandbox last 12 hours; SDK tokens last 5 minutes.', expect: []},
  {from: 'a phrasing', page: 'SAML SSO IdP', text: 'Clocks must be within 5 minutes of each other.', expect: [['samlClockSkewMinutes', '5 minutes']]},
  {from: 'a phrasing', page: webhooks, text: 'Only ten webhooks can be active per tenant; the eleventh answers `422`.', expect: []},
  {from: 'a phrasing', page: webhooks, text: 'We retry failed webhook deliveries for up to 72 hours.', expect: [['deliveryRetryWeeks', '72 hours']]},
  {from: 'a phrasing', page: exchange, text: 'The Exchange waits 15 seconds for your answer and retries after 1, 5 and 30 minutes.', expect: []},
  {from: 'a phrasing', page: exchange, text: 'The Exchange waits 20 seconds for your answer.', expect: [['receiverTimeoutSeconds', '20 seconds']]},
  {from: 'a phrasing', text: 'Exceeding the rate limit returns 429 Too Many Requests.', expect: []},
  {from: 'a phrasing', text: 'Exceeding the rate limit returns 503 Service Unavailable.', expect: [['rate_limited', '503']]},
  {from: 'a phrasing', text: 'A duplicate phone number within 60 days answers 400.', expect: [['duplicate_prospect', '400']]},
  {from: 'a phrasing', text: 'The first 3 steps take about 10 minutes.', expect: []},
  {from: 'a phrasing', page: webhooks, text: 'Step 2: create 3 hooks, one per environment.', expect: []},
  {from: 'a phrasing', text: 'Sessions last 720 minutes.', expect: []},
  // The runtimes of the samples (issue 46: bp_token.py said 3.9, its callers need 3.10).
  {from: 'docs/api/authenticate.mdx:78 before issue 46', text: 'Python 3.9 or later. One cached token per process, renewed five minutes before it expires.', expect: [['pythonMinVersion', '3.9']]},
  {from: 'docs/webhooks/wh_getting_started.mdx:23 before issue 46', text: 'curl, jq, and either Node.js 16+ or Python 3.8+ for the sample receiver.', expect: [['nodeMinVersion', '16'], ['pythonMinVersion', '3.8']]},
  {from: 'docs/coding_assistants.mdx:90 before issue 46', text: 'Run the server from a clone of the docs repository (Node.js 20.15 or newer): build the site once.', expect: [['bundlerNodeMinVersion', '20.15']]},
  // Values the issue 46 reread gave a home.
  {from: 'docs/insurance_intelligence/market_intelligence.mdx:9, a wrong window', text: 'Market intelligence ranks carriers for a specific risk from how they actually performed on the platform over the last 30 days.', expect: [['marketWindowDays', '30 days']]},
  {from: 'docs/webhooks/wh_troubleshooting.mdx:48, a wrong size', page: webhooks, text: "| Requests show `response_status` `413` | Your server's body size limit is smaller than a large `application_form` snapshot. | Allow bodies of at least 1 MB on the webhook route. |", expect: [['deliveryBodyMaxMB', '1 MB']]},
  {from: 'docs/api/get_attachments.mdx:33, a wrong size', text: 'Files can be up to 50 MB. Stream the body to disk.', expect: [['attachmentMaxMB', '50 MB']]},
  {from: 'docs/sdk/sdk_debugging.mdx:111, a wrong interval', page: 'SDK bp-sdk-root', text: '`selectConnectionStatus()` returns `polling`: a proxy blocks WebSockets. Quotes still arrive, every 10 seconds.', expect: [['sdkPollSeconds', '10 seconds']]},
  {from: 'a phrasing', text: 'The samples run on Node.js {{fact:nodeMinVersion}} or later and Python {{fact:pythonMinVersion}} or later.', expect: []},
];

/** The statuses the OpenAPI document answered each error code with when the corpus was collected. */
export const STATUSES = new Map(
  Object.entries({
    rate_limited: '429', duplicate_prospect: '422', idempotency_key_reused: '409', limit_reached: '422', form_locked: '409',
    already_lent: '409', invalid_token: '401', payload_too_large: '413', validation_failed: '422', not_found: '404',
  }).map(([code, status]) => [code, new Set([status])]),
);
