/**
 * The one place for the platform's facts that are not part of the HTTP API:
 * business rules, deadlines, id formats and environments. Facts about the API
 * itself (token lifetime, limits, header names, timeouts, retries, error
 * codes) live in the OpenAPI document, under its root `x-facts` map, and its
 * schemas use those values through YAML anchors.
 *
 * Pages never retype a fact: MDX writes `{{fact:name}}` (see
 * `src/site/fact-tokens.ts` for every name, from both sources) and the remark
 * plugin `src/plugins/remark-identity` renders it; TypeScript imports
 * `facts`. Changing a fact is one edit here (or one line of `x-facts`), and
 * `tests/unit/samples/consistency.test.ts` fails when a page states another
 * value for it.
 */

export const facts = {
  /** The two environments; each has its own hosts, credentials and tenant_id. */
  environments: ['sandbox', 'production'],

  /** Exchange receive side. */
  exchange: {
    /** The first disposition of a prospect is due within this many hours of delivery. */
    firstDispositionHours: 72,
    /** Every coverage type of a prospect has a final status within this many days of delivery. */
    finalDispositionDays: 30,
    /** A dispute over a prospect is reviewed only when it was dispositioned within this many days of delivery. */
    disputeDispositionDays: 7,
    /** `mqs_phone` must be unique on the Exchange over this many days. */
    phoneUniqueDays: 60,
  },

  /** Carrier integrations. */
  carriers: {
    /** A quote request to a real-time product times out (`timed_out`) this long after it is sent (`respond_by`). */
    realTimeRespondSeconds: 300,
    /** The carrier's rating endpoint answers each quote or bind delivery with `202 Accepted` within this many seconds (the rating itself is asynchronous). */
    carrierAcceptSeconds: 15,
  },

  /** Question-set answers (src/data/question-sets states the rules; the SDK's inputs apply them). */
  questionSets: {
    /** `mqs_policy_effective_date` may be at most this many days after today (the date input's default `max`). */
    policyEffectiveDateMaxDays: 120,
  },

  /** One-click (the `data-bp-*` attributes of an element that the Terminal's `button.js` turns into a button). */
  oneClick: {
    /** `data-bp-record-id` is at most this many characters. */
    recordIdMaxLength: 100,
    /** `data-bp-answers` (a JSON object) is at most this many KB. */
    answersMaxKB: 8,
  },

  /** Terminal single sign-on. */
  sso: {
    /** The identity provider's clock may differ from the platform's by at most this much (SAML `NotBefore`/`NotOnOrAfter`). */
    samlClockSkewMinutes: 3,
  },

  /** How changes to the API are announced (API overview, versioning). */
  changes: {
    /** A breaking change, or a removal, is announced at least this many months ahead. */
    breakingChangeNoticeMonths: 6,
    /** A new value in an existing enum is announced at least this many days ahead. */
    enumAdditionNoticeDays: 30,
    /** A field of a webhook payload is removed or renamed only after this many days of overlap with its replacement. */
    webhookFieldOverlapDays: 90,
  },

  /**
   * Formats of the ids a reader handles. The OpenAPI document's id schemas
   * render their patterns from these (`{{fact:referenceIdPattern}}`,
   * `^{{fact:companyReportPrefix}}...`; src/site/fact-tokens.ts, ID_PATTERNS),
   * and the fixture world builds its report ids from the prefixes.
   */
  idFormats: {
    /** Permanent public id of an application form: X is an upper-case letter or digit. */
    referenceId: 'XXX-XXX-XXX',
    /** Internal id of an application form; changes when the form changes flow. */
    applicationFormId: 'UUID',
    /** Id of an Exchange prospect (record locator); keep the words "N to M upper-case letters and digits". */
    leadId: '6 to 32 upper-case letters and digits',
    /** Company report ids of Insurance Intelligence start with this prefix. */
    companyReportPrefix: 'CUS',
    /** Location report ids of Insurance Intelligence start with this prefix. */
    locationReportPrefix: 'LUS',
    /** An OAuth client secret starts with this in sandbox, and with the next in production. */
    sandboxClientSecretPrefix: 'sk_sandbox_',
    productionClientSecretPrefix: 'sk_live_',
    /** An SDK client id starts with this in sandbox, and with the next in production. */
    sandboxSdkClientIdPrefix: 'sdkc_sbx_',
    productionSdkClientIdPrefix: 'sdkc_prd_',
  },

  /** The Storefront SDK in the browser. */
  sdk: {
    /** Without a WebSocket (`websockets: false`, or a proxy blocks it) the SDK polls quote requests this often. */
    sdkPollSeconds: 5,
  },

  /** Sessions in the browser (not the API token: that lifetime is an API fact). */
  sessions: {
    /** An SDK session (guest or agent) and a signed-in Terminal session end this many hours after they start. */
    sessionHours: 12,
  },

  /**
   * The addresses the platform calls your endpoints from (webhooks, Exchange
   * prospects, carrier requests), per environment: documentation ranges
   * (RFC 5737, RFC 3849). The IP ranges page writes them as tokens in its
   * tables, its JSON and its firewall samples.
   */
  egress: {
    productionIpv4Primary: '192.0.2.32/28',
    productionIpv4Secondary: '198.51.100.64/28',
    productionIpv6: '2001:db8:4b50::/48',
    sandboxIpv4: '203.0.113.128/28',
    sandboxIpv6: '2001:db8:5b50::/48',
    /** The date of the current list (`updated_at` of its JSON form). */
    ipRangesUpdatedAt: '2026-11-02',
    /** A new range is announced this many days before it is used, and an old one retired this many days after. */
    ipRangeNoticeDays: 30,
  },

  /**
   * The oldest runtimes the site's samples run on, as pages state them ("Python 3.10 or later",
   * "Node.js 18 or later"). tests/unit/samples/python-version.test.ts parses every Python sample of
   * the site with this version's grammar and fails on a feature it lacks (`dict | None` in an
   * annotation needs 3.10); the claims check fails on another version typed in prose.
   */
  runtimes: {
    pythonMinVersion: '3.10',
    nodeMinVersion: '18',
    /** The SDK's bundler setups (Vite, Angular CLI) need this Node.js. */
    bundlerNodeMinVersion: '20.19',
  },

  /** Webhook subscriptions (what the guides teach; limits are API facts). */
  webhooks: {
    /** Command the guides use to generate a hook secret (64 hex characters). */
    secretCommand: 'openssl rand -hex 32',
  },
} as const;

export type Facts = typeof facts;
