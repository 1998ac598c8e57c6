/**
 * The words that introduce each fact's subject: how a sentence names what a
 * fact measures. The claims check (tests/unit/claims) finds every sentence
 * of the site that names a subject and reads the value it states with it (a
 * number, duration, rate, size, range, header name...), and fails when the
 * value is not the fact's, naming the `{{fact:name}}` token to write.
 *
 * One entry per fact of `src/site/fact-tokens.ts` (both homes); a fact no
 * sentence can state as a value says why in `unchecked`. Patterns are
 * regular-expression sources, matched case-insensitively as whole words.
 *
 * - `names` name the subject anywhere ("active hooks", "Partner API").
 * - `cues` name it only in a sentence of one of its `domains` ("retried" is
 *   a webhook retry in the webhook pages and a prospect retry in the Exchange
 *   pages); a sentence's domain is the one its own words name, else the one
 *   its page (operation, event, component) names most.
 * - `measure` is what a stated value must be to be read as this fact's: a
 *   count (with `nouns`: the words it counts, or a limit word before it), a
 *   duration, a rate, a size, a range, a list, a header name, or a literal
 *   `pattern`. `unit` is the unit of the fact's own value.
 * - `role` picks the fact when one subject has several ("per page": the
 *   default and the maximum; a secret's length: the minimum and maximum), by
 *   the word before the value or the end of a stated range.
 * - `since` is the date the value took effect: changelog entries dated
 *   before it describe the platform as it was then and are not read for it
 *   (CONTRIBUTING, "Facts and samples").
 */

export type Domain = 'auth' | 'partner' | 'leads' | 'exchange' | 'webhooks' | 'sdk' | 'intelligence' | 'carrier' | 'sso' | 'changes';

export interface FactSubject {
  measure: 'count' | 'duration' | 'rate' | 'size' | 'range' | 'list' | 'header' | 'literal';
  /** Unit of the fact's value: seconds, minutes, hours, days, weeks, months, KB, MB; counts and rates need none. */
  unit?: string;
  names?: string[];
  cues?: string[];
  domains?: Domain[];
  nouns?: string[];
  role?: 'max' | 'min' | 'default';
  /** Literal facts: the stated value is group 1 of this pattern. */
  pattern?: string;
  /** Tokens of the same fact in other units (derived facts), by the unit a sentence states. */
  tokens?: Record<string, string>;
  since?: string;
  /** The value is a lead time, stated as "N months before removal" or "N days ahead". */
  leadTime?: boolean;
  /** Identity tokens of the API host the fact is about: its cues count on the pages that call that host. */
  hosts?: string[];
  /** Why no sentence is checked for this fact. */
  unchecked?: string;
}

/** Words that put a sentence (or a page) in a domain; identity tokens of the domain's hosts count too. */
export const DOMAINS: Record<Domain, string[]> = {
  auth: ['access tokens?', 'bearer tokens?', 'OAuth', 'client[- ]credentials', 'token (?:endpoint|URL)', 'tokenUrl(?:Sandbox)?', 'authHost(?:Sandbox)?'],
  partner: ['Partner API', 'partnerApi(?:Sandbox)?', 'application forms?', 'Quote Start', 'quote requests?'],
  leads: ['Leads API', 'leadsApi(?:Sandbox)?', 'dispositions?', 'coverage types?'],
  exchange: ['Exchange', 'prospects?', 'receive side', 'buyers?', 'lead_id', 'receiverHeader'],
  webhooks: ['webhooks?', 'hooks?', 'hooksApi(?:Sandbox)?', 'Webhooks API', 'X-Signature', 'redeliver(?:y|ies)?'],
  sdk: ['SDK', 'Storefront', 'bp-sdk-[a-z-]+', 'single-use', 'guest', 'sdk_tokens', 'sdk-auth'],
  intelligence: ['Insurance Intelligence', 'intelligence(?:Api)?(?:Sandbox)?', 'API key', 'x-api-key', 'submissions?', 'data inquiry'],
  carrier: ['Carrier API', 'carrierApi(?:Sandbox)?', 'carriers?', 'respond_by', 'real-time'],
  sso: ['SAML', 'SSO', 'single sign-on', 'identity provider', 'IdP', 'assertions?'],
  changes: ['breaking changes?', 'deprecat\\w+', 'announced', 'changelog'],
};

/** What the platform does again (passive), not the reader's own "retry after a few seconds". */
/** A rate limit named without its API: the API is the one the page calls. */
const RATE_LIMIT = ['rate limit', 'requests per minute', 'rate_limited', 'the limit'];
const RETRIED = ['retried', 'retries', 'retrying', 'retry schedule', 'we retry', 'retry (?:failed|each) [a-z ]{0,20}deliver(?:y|ies)'];
/** How a sentence says an endpoint must answer in time. */
const ANSWER_IN_TIME = ['(?:answer|respond)(?:s|ed|ing)? (?:with [^.]{0,30}?)?(?:within|in|after)', 'did not answer', 'to (?:answer|respond)', 'takes? longer', 'time ?outs?', 'waits', 'waits? up to', 'for (?:your|an|the) answer', 'limit'];

export const FACT_SUBJECTS: Record<string, FactSubject> = {
  // Authentication
  tokenLifetimeSeconds: {
    measure: 'duration', unit: 'seconds', since: '2026-11-01',
    names: ['access tokens?', 'bearer tokens?', 'OAuth(?: 2\\.0)? (?:access )?tokens?', 'client[- ]credentials (?:access )?tokens?', 'token lifetime', '(?:sandbox|production) (?:access )?tokens?', 'platform access token'],
    cues: ['tokens?', 'expires_in', 'lifetime'], domains: ['auth', 'partner', 'intelligence', 'carrier', 'webhooks', 'exchange', 'leads'],
    tokens: {hours: 'tokenLifetimeHours', seconds: 'tokenLifetimeSeconds'},
  },
  tokenLifetimeHours: {measure: 'duration', unchecked: 'derived from tokenLifetimeSeconds, which is checked in every unit'},
  sdkTokenLifetimeSeconds: {
    measure: 'duration', unit: 'seconds',
    names: ['single-use (?:SDK )?tokens?', 'SDK tokens?', 'SdkToken', 'guest tokens?', 'agent tokens?', 'sdk_tokens', 'auth/token-expired', 'createSdkToken'],
    cues: ['tokens?', 'expires_in', 'minting and exchang\\w+'], domains: ['sdk'],
    tokens: {minutes: 'sdkTokenLifetimeMinutes', seconds: 'sdkTokenLifetimeSeconds'},
  },
  sdkTokenLifetimeMinutes: {measure: 'duration', unchecked: 'derived from sdkTokenLifetimeSeconds, which is checked in every unit'},
  sessionHours: {measure: 'duration', unit: 'hours', names: ['sessions?', 'signed-in Terminal session', 'expiresAt']},
  idempotencyReplayHours: {
    measure: 'duration', unit: 'hours',
    names: ['Idempotency-Key', 'idempotency keys?', 'replay(?:s|ed)?', 'remembers a key', 'same key'],
  },
  idempotencyKeyMinLength: {measure: 'count', role: 'min', nouns: ['characters', 'chars'], names: ['Idempotency-Key', 'idempotency keys?', 'keys are']},
  idempotencyKeyMaxLength: {measure: 'count', role: 'max', nouns: ['characters', 'chars'], names: ['Idempotency-Key', 'idempotency keys?', 'keys are']},

  // Rate limits, per API
  rateLimitTokenPerMinute: {measure: 'rate', names: ['token (?:endpoint|URL)', "token endpoint's", 'tokenUrl(?:Sandbox)?'], cues: RATE_LIMIT, domains: ['auth'], hosts: ['tokenUrl']},
  rateLimitPartnerPerMinute: {measure: 'rate', names: ['Partner API', 'partnerApi(?:Sandbox)?'], cues: RATE_LIMIT, domains: ['partner'], hosts: ['partnerApi']},
  rateLimitLeadsPerMinute: {measure: 'rate', names: ['Leads API', 'leadsApi(?:Sandbox)?'], cues: RATE_LIMIT, domains: ['leads'], hosts: ['leadsApi']},
  rateLimitIntelligencePerMinute: {measure: 'rate', names: ['Insurance Intelligence', 'API key', 'intelligenceApi(?:Sandbox)?'], cues: RATE_LIMIT, domains: ['intelligence'], hosts: ['intelligenceApi']},
  rateLimitCarrierPerMinute: {measure: 'rate', names: ['Carrier API', 'carrierApi(?:Sandbox)?', 'market intelligence'], cues: RATE_LIMIT, domains: ['carrier'], hosts: ['carrierApi']},

  // Lists
  perPageDefault: {measure: 'count', role: 'default', names: ['per_page', 'page sizes?', '(?:items|results|records|entries) per page'], nouns: ['items?', 'results?', 'records?', 'entries']},
  perPageMax: {measure: 'count', role: 'max', names: ['per_page', 'page sizes?', '(?:items|results|records|entries) per page'], nouns: ['items?', 'results?', 'records?', 'entries']},

  // Exchange receive side
  receiverHeader: {measure: 'header', names: ['static header', 'header name'], cues: ['header'], domains: ['exchange']},
  receiverTimeoutSeconds: {measure: 'duration', unit: 'seconds', names: ['receiver timeout'], cues: [...ANSWER_IN_TIME, '2xx'], domains: ['exchange']},
  receiverBodyMaxKB: {measure: 'size', unit: 'KB', cues: ['bod(?:y|ies)', 'body limit'], domains: ['exchange']},
  receiverRetries: {measure: 'count', nouns: ['times', 'retries', 'attempts'], cues: RETRIED, domains: ['exchange']},
  receiverRetrySchedule: {measure: 'list', unit: 'minutes', cues: [...RETRIED, 'retries after'], domains: ['exchange']},
  dispositionHistoryMinLength: {measure: 'count', role: 'min', nouns: ['characters', 'chars'], names: ['history']},
  firstDispositionHours: {measure: 'duration', unit: 'hours', names: ['first disposition'], cues: ['dispositions?', 'a first one', 'the first(?= within)', 'needs one'], domains: ['exchange', 'leads']},
  finalDispositionDays: {measure: 'duration', unit: 'days', names: ['final (?:status|disposition)']},
  disputeDispositionDays: {measure: 'duration', unit: 'days', names: ['disputes?', 'disputed', 'credit for', '(?:only )?reviewed when'], domains: ['exchange']},
  policyEffectiveDateMaxDays: {measure: 'duration', unit: 'days', names: ['mqs_policy_effective_date', 'effective dates (?:default|from today)']},
  phoneUniqueDays: {measure: 'duration', unit: 'days', names: ['mqs_phone', 'phone(?: numbers?)?', '`phone`', 'duplicate_prospect', 'same phone', 'phone rule', 'sent (?:to the Exchange )?in the last']},

  // Webhooks
  maxActiveHooks: {
    measure: 'count', role: 'max', nouns: ['active', 'hooks?', 'subscriptions?', 'webhooks?'],
    names: ['active (?:hooks|subscriptions|webhooks)', 'hooks? (?:can|may) be active', 'can be active', 'active at (?:the same|a|one) time', 'hook limit', 'limit_reached', 'webhook subscriptions', '(?:hooks|webhooks|subscriptions) per tenant'],
  },
  hookSecretMinLength: {measure: 'count', role: 'min', nouns: ['characters', 'chars'], names: ['hook secrets?', 'webhook secrets?', 'signing secrets?'], cues: ['secrets?'], domains: ['webhooks']},
  hookSecretMaxLength: {measure: 'count', role: 'max', nouns: ['characters', 'chars'], names: ['hook secrets?', 'webhook secrets?', 'signing secrets?'], cues: ['secrets?'], domains: ['webhooks']},
  deliveryConnectSeconds: {measure: 'duration', unit: 'seconds', names: ['connect_timeout'], cues: ['connect\\w*', 'TCP', 'TLS', 'reachable'], domains: ['webhooks']},
  deliveryAnswerSeconds: {measure: 'duration', unit: 'seconds', names: ['read_timeout'], cues: ANSWER_IN_TIME, domains: ['webhooks']},
  deliveryRetries: {measure: 'count', nouns: ['times', 'retries', 'attempts'], names: ['webhook retries'], cues: RETRIED, domains: ['webhooks']},
  deliveryRetryWeeks: {measure: 'duration', unit: 'weeks', names: ['retry window'], cues: RETRIED, domains: ['webhooks']},
  deliveryLogDays: {measure: 'duration', unit: 'days', names: ['delivery log'], cues: ['log', 'redeliver\\w*', 'keeps requests'], domains: ['webhooks']},
  eventHeader: {measure: 'header', names: ['event name', 'event type', 'which event'], domains: ['webhooks']},
  eventIdHeader: {measure: 'header', names: ['event id', 'deduplicat\\w+'], domains: ['webhooks']},
  attemptHeader: {measure: 'header', names: ['attempt number', 'delivery attempt'], domains: ['webhooks']},
  signatureHeader: {measure: 'header', names: ['signature', 'HMAC', 'signed'], domains: ['webhooks']},
  hookIdHeader: {measure: 'header', names: ['hook id', 'which hook'], domains: ['webhooks']},
  requestIdHeader: {measure: 'header', names: ['request id', 'request_id']},
  signaturePrefix: {measure: 'literal', pattern: '`?(sha(?:1|224|256|384|512)=)`?', names: ['signature', 'X-Signature', 'prefix']},
  secretCommand: {measure: 'literal', pattern: '`?(openssl rand -\\w+ \\d+)`?', names: ['secrets?']},
  // Issue 46 reread: values pages typed with no home.
  marketWindowDays: {measure: 'duration', unit: 'days', names: ['market intelligence', '(?:statistics|performed) .{0,60}over the last']},
  deliveryBodyMaxMB: {measure: 'size', unit: 'MB', cues: ['bod(?:y|ies)', 'body size'], domains: ['webhooks']},
  attachmentMaxMB: {measure: 'size', unit: 'MB', names: ['files can be up to', 'attachment files?', 'downloads? (?:is|are) up to']},
  sdkPollSeconds: {measure: 'duration', unit: 'seconds', cues: ['poll(?:s|ing)?'], domains: ['sdk']},
  // Runtimes of the samples: "Python 3.10 or later", "Node.js 18+" (facts.ts, runtimes).
  pythonMinVersion: {measure: 'literal', pattern: '\\bPython (3\\.\\d+)\\b(?! ?[–-] ?3)', names: ['Python']},
  nodeMinVersion: {measure: 'literal', pattern: '\\bNode(?:\\.js)? (\\d+)(?![.\\d])', names: ['Node(?:\\.js)?']},
  bundlerNodeMinVersion: {measure: 'literal', pattern: '\\bNode\\.js (\\d+\\.\\d+)\\b', names: ['Node\\.js']},

  // Insurance Intelligence
  multipartMaxMB: {measure: 'size', unit: 'MB', names: ['multipart', 'directly', 'universal-submit/file\\b'], cues: ['upload'], domains: ['intelligence']},
  uploadMaxMB: {measure: 'size', unit: 'MB', role: 'max', names: ['upload URL', 'file-upload-url', 'pre-signed'], domains: ['intelligence']},
  uploadUrlLifetimeSeconds: {
    measure: 'duration', unit: 'seconds', names: ['upload URLs?', 'pre-signed URL', 'upload_url', 'file-upload-url'],
    tokens: {minutes: 'uploadUrlLifetimeMinutes', seconds: 'uploadUrlLifetimeSeconds'},
  },
  uploadUrlLifetimeMinutes: {measure: 'duration', unchecked: 'derived from uploadUrlLifetimeSeconds, which is checked in every unit'},
  reportReadySeconds: {measure: 'duration', unit: 'seconds', names: ['(?:reports? (?:are|is) )?(?:usually )?ready within', 'reports? (?:are|is) ready'], cues: ['ready'], domains: ['intelligence']},
  reportRetentionMonths: {measure: 'duration', unit: 'months', names: ['reports? stays? available', 'report retention', 'reports? (?:are |is )?(?:kept|retained)']},
  quickSubmitConfidenceThreshold: {measure: 'literal', pattern: '(?:[Oo]f|[Ff]rom|[Bb]elow|[Aa]bove|[Uu]nder|[Aa]t least)\\s+`?(0?\\.\\d+|1\\.0)`?', names: ['match_confidence', 'confidence', 'how sure the match is', 'up, prefill']},

  // Carrier API
  carrierAttachmentMaxFiles: {measure: 'count', role: 'max', nouns: ['files?', 'attachments?', 'documents?'], names: ['`attachments`', 'attachments per (?:call|update)', 'a call carries'], cues: ['attachments?', 'files?'], domains: ['carrier']},
  carrierAttachmentMaxMB: {measure: 'size', unit: 'MB', names: ['once decoded', 'each file may be', 'a file over', 'attachments? (?:is larger than|may be)', 'binders'], cues: ['attachments?', 'payload_too_large'], domains: ['carrier']},
  consumerLinkMinutes: {measure: 'duration', unit: 'minutes', names: ['redirect_url', 'consumer (?:deep )?links?', 'the link'], cues: ['link', 'expires'], domains: ['partner']},

  // Platform rules (src/site/facts.ts)
  environments: {measure: 'literal', unchecked: 'a list of names; pages name the environments in words'},
  realTimeRespondSeconds: {measure: 'duration', unit: 'seconds', names: ['respond_by', 'real-time products?', 'real-time timer'], cues: ['did not answer'], domains: ['carrier', 'partner']},
  carrierAcceptSeconds: {measure: 'duration', unit: 'seconds', names: ['202 Accepted` within', 'rating endpoint'], cues: ['(?:answer|acknowledge)s? each delivery', 'deliver(?:y|ies)', '202'], domains: ['carrier']},
  recordIdMaxLength: {measure: 'count', role: 'max', nouns: ['characters', 'chars'], names: ['data-bp-record-id', "record(?:'s)? id", 'recordId']},
  answersMaxKB: {measure: 'size', unit: 'KB', names: ['data-bp-answers']},
  samlClockSkewMinutes: {measure: 'duration', unit: 'minutes', names: ['clocks?', 'clock skew'], domains: ['sso']},
  breakingChangeNoticeMonths: {measure: 'duration', unit: 'months', leadTime: true, names: ['breaking changes?', 'removals?', 'removed', 'Sunset']},
  webhookFieldOverlapDays: {measure: 'duration', unit: 'days', names: ['overlap'], domains: ['webhooks']},
  enumAdditionNoticeDays: {measure: 'duration', unit: 'days', leadTime: true, names: ['new values? in an existing enum', 'enum values?']},
  referenceId: {measure: 'literal', pattern: '`?(X{2,}(?:-X{2,})+)`?', names: ['reference[_ ]ids?', 'reference_id', '(?:public|application|form) reference']},
  applicationFormId: {measure: 'literal', unchecked: 'a format named in words (UUID); samples are validated against the schema'},
  referenceIdPattern: {measure: 'literal', unchecked: 'the OpenAPI pattern rendered from referenceId (ID_PATTERNS): pages name the format, which is checked'},
  leadIdPattern: {measure: 'literal', unchecked: 'the OpenAPI pattern rendered from leadId (ID_PATTERNS): pages name the format, which is checked'},
  leadId: {measure: 'range', nouns: ['upper(?:-case)?', 'letters', 'characters'], names: ['lead_id', 'lead ids?', 'record locator']},
  productionIpv4Primary: {measure: 'literal', unchecked: 'an address range: tables, JSON and firewall samples write its token; tests/unit/content fails on a typed documentation range'},
  productionIpv4Secondary: {measure: 'literal', unchecked: 'an address range: tables, JSON and firewall samples write its token; tests/unit/content fails on a typed documentation range'},
  productionIpv6: {measure: 'literal', unchecked: 'an address range: tables, JSON and firewall samples write its token; tests/unit/content fails on a typed documentation range'},
  sandboxIpv4: {measure: 'literal', unchecked: 'an address range: tables, JSON and firewall samples write its token; tests/unit/content fails on a typed documentation range'},
  sandboxIpv6: {measure: 'literal', unchecked: 'an address range: tables, JSON and firewall samples write its token; tests/unit/content fails on a typed documentation range'},
  ipRangesUpdatedAt: {measure: 'literal', unchecked: 'a date, stated once in the JSON form of the list'},
  ipRangeNoticeDays: {measure: 'duration', unit: 'days', leadTime: true, names: ['new range', 'old range', '(?:a |the )?range (?:is|was) (?:used|retired)']},

  sandboxClientSecretPrefix: {measure: 'literal', unchecked: 'an id prefix: the OpenAPI pattern and description render it; tests/unit/site/id-formats.test.ts fails on it typed there or in the world'},
  productionClientSecretPrefix: {measure: 'literal', unchecked: 'an id prefix: the OpenAPI pattern and description render it; tests/unit/site/id-formats.test.ts fails on it typed there or in the world'},
  sandboxSdkClientIdPrefix: {measure: 'literal', unchecked: 'an id prefix: the OpenAPI pattern and description render it; tests/unit/site/id-formats.test.ts fails on it typed there or in the world'},
  productionSdkClientIdPrefix: {measure: 'literal', unchecked: 'an id prefix: the OpenAPI pattern and description render it; tests/unit/site/id-formats.test.ts fails on it typed there or in the world'},
  companyReportPrefix: {measure: 'literal', pattern: '(?:start(?:s|ing)? with|prefix(?:ed)?(?: with| is)?)\\s+`?([A-Z]{2,5})`?', names: ['company reports?']},
  locationReportPrefix: {measure: 'literal', pattern: '(?:start(?:s|ing)? with|prefix(?:ed)?(?: with| is)?)\\s+`?([A-Z]{2,5})`?', names: ['location reports?']},
};
