/**
 * The situations of each operation that are its own (the shared ones are in
 * shared.ts), by operationId and situation id. The mock answers each by its
 * id (`refuse(ctx, 'already_lent', {reference_id})`), the OpenAPI document
 * lists it under its status, and a page writes `{{rule:cloneApplicationForm.already_lent}}`.
 *
 * Messages are what the platform says; `{name}` is filled per answer, and
 * `example` fills it for the document. Example ids are the fixture world's.
 */
import {DELIVERY_HEADER_FACTS, DELIVERY_HTTP_HEADERS} from './apis';
import type {Situation} from './types';

type Situations = Record<string, Situation>;

/** The answers of a form fail their questions' rules (question sets, src/data/question-sets). */
const invalidAnswers: Situation = {
  status: 422, code: 'validation_failed',
  when: 'An answer fails its question\'s rule, or names a question code that does not exist.',
  summary: 'Invalid answer',
  message: 'The application form has invalid answers.',
  details: [{field: '{field}', code: '{detail}', message: '{detail_message}'}],
  example: {field: 'mqs_zipcode', detail: 'invalid_format', detail_message: 'Must be 5 digits.'},
};

/** Every prospect on the Exchange needs a 10-digit `mqs_phone`. */
const phoneInvalid: Situation = {
  status: 422, code: 'validation_failed',
  when: 'The form has no `mqs_phone` answer of exactly 10 digits, which every prospect on the Exchange needs.',
  summary: 'The form has no valid phone number',
  message: 'The application form has invalid answers.',
  details: [{field: 'mqs_phone', code: '{detail}', message: 'Must be exactly 10 digits without punctuation.'}],
  example: {detail: 'required'},
};

/** A phone number is on the Exchange once per window (facts.ts, phoneUniqueDays). */
const duplicateProspect: Situation = {
  status: 422, code: 'duplicate_prospect',
  when: 'The `mqs_phone` was already sent to the Exchange in the last {{fact:phoneUniqueDays}} days, by you or anyone else.',
  summary: 'Phone number already on the Exchange',
  message: 'A prospect with this mqs_phone was sent to the Exchange in the last {days} days.',
  details: [{field: 'mqs_phone', code: 'taken', message: '{phone} was received on {date}.'}],
  example: {days: '{{fact:phoneUniqueDays}}', phone: '6025550132', date: '2026-11-25'},
  words: ['duplicate (?:prospects?|phone(?: numbers?)?|numbers?)', 'same `?mqs_phone`?', 'sent to the Exchange in the last'],
};

const formNotFound: Situation = {
  status: 404, code: 'not_found',
  when: 'No form of your tenant has this id, or the form is not visible to the SDK session (a guest sees only its own form; an agent without `see_all_forms` only the forms assigned to them).',
  summary: 'Unknown form',
  message: 'No application form {id} is visible to your credentials.',
  example: {id: 'b7e4c2d1-5a3f-4c8e-9d2b-6f1a0e3c7b95'},
};

/** The form moved to another flow: its id changed, the reference id did not. */
const formIdSuperseded: Situation = {
  status: 404, code: 'not_found',
  when: "The id is an earlier id of the form (it moved to another flow and got a new one): find the current id with Get Latest.",
  summary: 'An earlier id of the form',
  message: '{id} is an earlier id of application form {reference_id}; its current id is {current} (GET /application_forms/{reference_id}/latest).',
  example: {id: 'b7e4c2d1-5a3f-4c8e-9d2b-6f1a0e3c7b95', reference_id: 'K7Q-4MZ-92T', current: 'd2f8a6c4-1e3b-4d5f-a7c9-0b2e4f6a8c1d'},
  shown: false,
};

const hookNotFound: Situation = {
  status: 404, code: 'not_found',
  when: 'No hook of your tenant has this id.',
  summary: 'Unknown hook',
  message: 'No hook {id} in your tenant ({environment}).',
  example: {id: 'e0a4f6d2-3b19-4c8e-a5f7-91d2c6b80e14', environment: 'sandbox'},
};

const hookInvalid = (when: string, summary: string, field: string, detail: string, message: string, example: Record<string, string> = {}, words?: string[]): Situation => ({
  status: 422, code: 'validation_failed', detail, when, summary,
  message: 'The hook is not valid.',
  details: [{field, code: detail, message}],
  example, ...(words ? {words} : {}),
});

const urlNotPublic = hookInvalid('The `url` is not a public `https://` address.', 'Plain http:// or private address', 'url', 'invalid_format', 'Must be a public https:// URL.');
const activeLimit = hookInvalid(
  'The hook would be active while {{fact:maxActiveHooks}} hooks already are.',
  'Too many active hooks', 'active', 'limit_reached', 'At most {max} hooks can be active; deactivate one first.',
  {max: '{{fact:maxActiveHooks}}'}, ['active (?:hooks|subscriptions)', 'can be active'],
);

const headerReserved = hookInvalid(
  `The \`header.name\` is one the platform sets on every delivery (${DELIVERY_HEADER_FACTS.map((f) => `\`{{fact:${f}}}\``).join(', ')}) or one of HTTP's (${DELIVERY_HTTP_HEADERS.map((h) => `\`${h}\``).join(', ')}), in any case.`,
  "A header name the platform sets", 'header.name', 'reserved', '{name} is set by the platform on every delivery; choose another name.',
  {name: '{{fact:signatureHeader}}'},
);

const packageNotEnabled: Situation = {
  status: 403, code: 'forbidden', detail: 'not_enabled',
  when: 'The `dp_id` is not a data package of your contract.',
  summary: 'Data package not in your contract',
  message: 'Data package {dp_id} is not part of your contract (yours: {yours}).',
  details: [{field: '{field}', code: 'not_enabled', message: 'Use a dp_id your account manager enabled.'}],
  example: {dp_id: 'dp_small_business', yours: 'dp_commercial_core', field: 'dp_id'},
};

const reportNotFound: Situation = {
  status: 404, code: 'not_found',
  when: 'No report of your submissions has this id.',
  summary: 'Unknown report',
  message: 'No report {id} of your submissions in the {environment} environment.',
  example: {id: '{{world:companyReportId}}', environment: 'sandbox'},
};

const reportExpired: Situation = {
  status: 404, code: 'not_found',
  when: 'The report was built more than {{fact:reportRetentionMonths}} months ago; submit the company again for a new one.',
  summary: 'Report past its retention',
  message: 'Report {id} was built on {built}; reports stay available for {months} months. Submit the company again for a new one.',
  example: {id: '{{world:companyReportId}}', built: '2025-10-02T09:14:05Z', months: '{{fact:reportRetentionMonths}}'},
  shown: false,
};

const reportOtherPackage: Situation = {
  status: 403, code: 'forbidden',
  when: 'The report belongs to another data package than the `dp_id` sent.',
  summary: 'Report of another data package',
  message: 'Report {id} is not part of data package {dp_id}.',
  example: {id: '{{world:companyReportId}}', dp_id: 'dp_small_business'},
};

export const OPERATIONS: Record<string, Situations> = {
  authenticate: {
    grant_missing: {
      status: 400, code: 'invalid_request', envelope: 'oauth',
      when: '`grant_type` is missing.',
      summary: 'No grant type', message: 'grant_type=client_credentials is required.', shown: false,
    },
    grant_unsupported: {
      status: 400, code: 'unsupported_grant_type', envelope: 'oauth',
      when: 'The grant type is not `client_credentials`.',
      summary: 'Wrong grant type', message: 'Only grant_type=client_credentials is supported.',
    },
    not_form_encoded: {
      status: 400, code: 'invalid_request', envelope: 'oauth',
      when: 'The body is not form-encoded (RFC 6749 takes the token request as `application/x-www-form-urlencoded`).',
      summary: 'Body sent as JSON',
      message: 'The token request must be form-encoded (Content-Type: application/x-www-form-urlencoded), not {type}: send grant_type=client_credentials as a form field.',
      example: {type: 'application/json'},
    },
    credentials_twice: {
      status: 400, code: 'invalid_request', envelope: 'oauth',
      when: 'The credentials are sent both as HTTP Basic and as form fields.',
      summary: 'Credentials sent twice', message: 'Send the credentials either as HTTP Basic or as form fields, not both.', shown: false,
    },
    basic_malformed: {
      status: 400, code: 'invalid_request', envelope: 'oauth',
      when: 'The `Authorization` header is not HTTP Basic with `client_id:client_secret`.',
      summary: 'Malformed Basic header', message: 'The Authorization header is not HTTP Basic with client_id:client_secret.', shown: false,
    },
    malformed_request: {
      status: 400, code: 'invalid_request', envelope: 'oauth',
      when: 'A form field is malformed.',
      summary: 'Malformed form field', message: 'The token request is malformed: {field} {problem}.',
      example: {field: 'scope', problem: 'must be string'}, shown: false,
    },
    client_missing: {
      status: 401, code: 'invalid_client', envelope: 'oauth',
      when: 'No client id or secret is sent.',
      summary: 'No credentials', message: 'Client authentication failed: send client_id and client_secret as HTTP Basic or as form fields.', shown: false,
    },
    client_invalid: {
      status: 401, code: 'invalid_client', envelope: 'oauth',
      when: 'The client id or secret is wrong.',
      summary: 'Unknown client or wrong secret', message: 'Client authentication failed.',
    },
    client_other_environment: {
      status: 401, code: 'invalid_client', envelope: 'oauth',
      when: "The credentials are the other environment's (sandbox and production have their own).",
      summary: 'Credentials of the other environment',
      message: 'Client authentication failed. These are {other} credentials; this is the {environment} token URL.',
      example: {other: 'production', environment: 'sandbox'}, shown: false,
    },
  },

  createApplicationForm: {
    invalid_answers: invalidAnswers,
    storefront_unknown: {
      status: 422, code: 'validation_failed',
      when: 'The `storefront_code` is not a Storefront configured for the tenant.',
      summary: 'Unknown storefront',
      message: 'Storefront {code} is not configured for this tenant.',
      details: [{field: 'application_form.storefront_code', code: 'not_found', message: 'Configured storefronts: {configured}.'}],
      example: {code: 'acme-spring', configured: 'acme-main, acme-trucking'}, shown: false,
    },
  },

  updateApplicationForm: {
    form_not_found: formNotFound,
    form_id_superseded: formIdSuperseded,
    form_locked: {
      status: 409, code: 'form_locked',
      when: 'The form is bound or closed, or lent to the Exchange: it can no longer be edited.',
      summary: 'Bound forms cannot change',
      message: 'Application form {reference_id} {why} and can no longer be edited.',
      example: {reference_id: 'K7Q-4MZ-92T', why: 'is bound'},
      words: ['Exchange holds', 'while (?:the form is|it is) lent', 'locked'],
    },
    invalid_answers: invalidAnswers,
  },

  getLatestApplicationForm: {
    form_not_found: {...formNotFound, when: 'No form of your tenant ever had this id or reference id, or the form is not visible to the SDK session.'},
  },

  getConsumerApplicationForm: {
    no_match: {
      status: 404, code: 'not_found',
      when: 'No consumer form matches the reference id, ZIP code and last name together.',
      summary: 'One of the three values does not match',
      message: 'No consumer application form matches these values.',
    },
  },

  cloneApplicationForm: {
    form_not_found: formNotFound,
    form_id_superseded: formIdSuperseded,
    already_lent: {
      status: 409, code: 'already_lent',
      when: 'The form is lent to the Exchange: it cannot be cloned while the Exchange holds it, only after the Exchange returns it.',
      summary: 'Source form lent to the Exchange',
      message: 'Application form {reference_id} is lent to the Exchange and cannot be cloned until it is returned.',
      example: {reference_id: 'K7Q-4MZ-92T'},
      words: ['already lent', 'lent (?:form|to the Exchange)'],
    },
  },

  lendApplicationForm: {
    form_not_found: {...formNotFound, details: [{field: 'lent_application_form.application_form_id', code: 'not_found', message: 'No form of your tenant has this id.'}]},
    form_id_superseded: {...formIdSuperseded, details: [{field: 'lent_application_form.application_form_id', code: 'not_found', message: 'No form of your tenant has this id.'}]},
    already_lent: {
      status: 409, code: 'already_lent',
      when: 'The form is already lent to the Exchange.',
      summary: 'Form already lent',
      message: 'Application form {reference_id} is already lent to the Exchange.',
      example: {reference_id: 'K7Q-4MZ-92T'},
      words: ['already lent', 'second lend'],
    },
    form_locked: {
      status: 409, code: 'form_locked',
      when: 'The form is bound or closed.',
      summary: 'Form bound or closed',
      message: 'Application form {reference_id} is {status} and cannot be lent.',
      example: {reference_id: 'K7M-4QP-2ZD', status: 'bound'},
    },
    phone_invalid: phoneInvalid,
    duplicate_prospect: duplicateProspect,
  },

  createSdkToken: {
    session_not_allowed: {
      status: 403, code: 'forbidden',
      when: 'The bearer token is an SDK session: SDK tokens are minted by your back end with its client token.',
      summary: 'Minted from an SDK session',
      message: 'SDK tokens are minted by your back end with its client token, not from an SDK session.', shown: false,
    },
    sdk_client_unknown: {
      status: 403, code: 'forbidden',
      when: 'The `sdk_client_id` is not enabled on this tenant.',
      summary: 'SDK client id not of this tenant',
      message: 'SDK client {sdk_client_id} is not enabled on tenant {tenant_id} ({environment}).',
      example: {sdk_client_id: 'sdkc_sbx_0000000000', tenant_id: '{{world:tenantId}}', environment: 'sandbox'}, shown: false,
    },
    sdk_client_wrong_role: {
      status: 403, code: 'forbidden',
      when: 'The SDK client id is not enabled for this role: the storefront SDK client id mints guest tokens, the agent SDK client id agent tokens.',
      summary: 'SDK client id not enabled for agent sessions',
      message: 'SDK client {sdk_client_id} is not enabled for {role} sessions; it mints {own} tokens. Use the {wanted} SDK client id.',
      example: {sdk_client_id: '{{world:storefrontSdkClientId}}', role: 'agent', own: 'guest', wanted: 'agent'},
    },
    user_email_required: {
      status: 422, code: 'validation_failed',
      when: 'An agent token has no `user_email`: agent tokens act as a Terminal user.',
      summary: 'Agent token without a user',
      message: 'Agent tokens act as a Terminal user.',
      details: [{field: 'sdk_token.user_email', code: 'required', message: 'Required for role agent.'}], shown: false,
    },
    user_email_not_allowed: {
      status: 422, code: 'validation_failed',
      when: 'A guest token names a `user_email`: guest tokens do not act as a Terminal user.',
      summary: 'Guest token with a user',
      message: 'Guest tokens do not act as a Terminal user.',
      details: [{field: 'sdk_token.user_email', code: 'not_allowed', message: 'Only for role agent.'}], shown: false,
    },
    user_unknown: {
      status: 404, code: 'not_found',
      when: 'No Terminal user of this tenant has the `user_email` (agent tokens only).',
      summary: 'No Terminal user with this e-mail',
      message: 'No Terminal user with this e-mail exists in the tenant.',
      details: [{field: 'user_email', code: 'not_found', message: 'Have the agent sign in to Terminal once, or create the user.'}],
    },
    user_cannot_quote: {
      status: 422, code: 'validation_failed', detail: 'user_cannot_quote',
      when: 'The Terminal user is disabled or has no role that may quote.',
      summary: 'User disabled or without a quoting role',
      message: 'The Terminal user cannot start agent sessions.',
      details: [{field: 'user_email', code: 'user_cannot_quote', message: '{email} is disabled or has no role that may quote.'}],
      example: {email: 'riley.brooks@acme-insurance.example'},
    },
    form_not_bindable: {
      status: 422, code: 'validation_failed',
      when: 'The `application_form_id` is not the current id of a form of your tenant.',
      summary: 'Session bound to an unknown form',
      message: 'The session cannot be bound to this form.',
      details: [{field: 'sdk_token.application_form_id', code: 'not_found', message: '{reason}'}],
      example: {reason: 'No current application form of your tenant has this id.'}, shown: false,
    },
    form_not_consumer: {
      status: 422, code: 'validation_failed',
      when: 'A guest token is bound to a partner (Terminal) form: guest sessions open consumer forms only.',
      summary: 'Guest session on a partner form',
      message: 'Guest sessions open consumer forms only.',
      details: [{field: 'sdk_token.application_form_id', code: 'invalid_value', message: '{reference_id} is a partner (Terminal) form.'}],
      example: {reference_id: 'K7M-4QP-2ZD'}, shown: false,
    },
  },

  updateQuoteRequest: {
    quote_not_found: {
      status: 404, code: 'not_found',
      when: 'No quote request has this number in this environment.',
      summary: 'Unknown quote request',
      message: 'No quote request {quote_number} in the {environment} environment.',
      example: {quote_number: 'Q-20261125-00412', environment: 'sandbox'},
    },
    other_carrier: {
      status: 403, code: 'forbidden',
      when: "The quote request was sent to another carrier than the token's (only a carrier's client updates its quote requests).",
      summary: 'Quote request of another carrier',
      message: 'Quote request {quote_number} belongs to another carrier.',
      example: {quote_number: 'Q-20261125-00412'},
    },
    platform_only_status: {
      status: 422, code: 'validation_failed',
      when: 'The status is one only the platform sets (`unsent`, `sent`, `timed_out`).',
      summary: 'A status the platform sets',
      message: 'Only the platform sets {status}.',
      details: [{field: 'request_status', code: 'invalid_value', message: '{statuses} are set by the platform.'}],
      example: {status: 'timed_out', statuses: 'unsent, sent, timed_out'}, shown: false,
    },
    invalid_transition: {
      status: 422, code: 'validation_failed', detail: 'invalid_transition',
      when: 'The status cannot follow the current one (statuses never go backwards; see the transition table).',
      summary: 'Status goes backwards',
      message: 'The quote request cannot move from {from} to {to}.',
      details: [{field: 'request_status', code: 'invalid_transition', message: '{next}'}],
      example: {from: 'bound', to: 'sent', next: 'bound is final.'},
    },
    premium_required: {
      status: 422, code: 'validation_failed',
      when: '`completed`, `binding` or `bound` is sent without a `premium`.',
      summary: 'Completed without premium',
      message: 'The quote request has invalid fields.',
      details: [{field: 'premium', code: 'required', message: 'Required when request_status is {status}.'}],
      example: {status: 'completed'},
    },
    attachment_not_base64: {
      status: 400, code: 'invalid_request',
      when: "An attachment's `content_base64` is not base64.",
      summary: 'Attachment not base64',
      message: 'An attachment is not valid base64.',
      details: [{field: 'attachments[{index}].content_base64', code: 'invalid_format', message: 'Must be base64.'}],
      example: {index: 0}, shown: false,
    },
    attachment_too_large: {
      status: 413, code: 'payload_too_large',
      when: 'An attachment is larger than {{fact:carrierAttachmentMaxMB}} MB once decoded.',
      summary: 'Attachment over {{fact:carrierAttachmentMaxMB}} MB',
      message: 'Attachments may be up to {max} MB each.',
      details: [{field: 'attachments[{index}].content_base64', code: 'too_large', message: 'The decoded file is {size} MB.'}],
      example: {max: '{{fact:carrierAttachmentMaxMB}}', index: 0, size: '14.2'},
      words: ['too large'],
    },
  },

  sendProspect: {
    invalid_answers: {...invalidAnswers, when: 'An answer fails its question\'s rule, or one of the answers every prospect needs is missing.', example: {field: 'mqs_first_name', detail: 'required', detail_message: 'Must be answered.'}},
    duplicate_prospect: duplicateProspect,
  },

  getAttachment: {
    attachment_not_found: {
      status: 404, code: 'not_found',
      when: 'No attachment has this id in this environment.',
      summary: 'Unknown attachment',
      message: 'No attachment {id} in the {environment} environment.',
      example: {id: '4c1e7a9f-2d3b-4f68-9a0e-5b7d1c3e8f26', environment: 'sandbox'},
    },
    attachment_other_tenant: {
      status: 403, code: 'forbidden',
      when: 'The attachment belongs to another tenant.',
      summary: "Another tenant's attachment",
      message: 'Attachment {id} belongs to another tenant.',
      example: {id: '4c1e7a9f-2d3b-4f68-9a0e-5b7d1c3e8f26'},
    },
    attachment_other_carrier: {
      status: 403, code: 'forbidden',
      when: "A carrier's client asks for a document of a quote request not sent to its carrier.",
      summary: 'Not a document of your carrier',
      message: 'Attachment {id} is not a document of a quote request sent to your carrier.',
      example: {id: '4c1e7a9f-2d3b-4f68-9a0e-5b7d1c3e8f26'}, shown: false,
    },
  },

  createDisposition: {
    lead_not_found: {
      status: 404, code: 'not_found',
      when: 'No prospect with this `lead_id` was delivered to your tenant.',
      summary: 'Unknown lead',
      message: 'No prospect {lead_id} was delivered to your tenant ({environment}).',
      example: {lead_id: 'LX7Q9K2M4P', environment: 'sandbox'},
    },
    coverage_type_not_offered: {
      status: 422, code: 'validation_failed',
      when: "The `coverage_type_id` is not one of the prospect's `coverage_type_ids`.",
      summary: 'Coverage type not of the prospect',
      message: 'The disposition has invalid fields.',
      details: [{field: 'coverage_type_id', code: 'invalid_value', message: "Must be one of the prospect's coverage_type_ids: {ids}."}],
      example: {ids: '1, 2'}, shown: false,
    },
    date_in_future: {
      status: 422, code: 'validation_failed',
      when: '`quoted_at` or `sold_at` is in the future.',
      summary: 'Date in the future',
      message: 'The disposition has invalid fields.',
      details: [{field: '{field}', code: 'in_future', message: 'Must not be in the future (now {now}).'}],
      example: {field: 'sold_at', now: '2026-11-28T09:00:00Z'}, shown: false,
    },
    invalid_transition: {
      status: 422, code: 'validation_failed', detail: 'invalid_transition',
      when: "The status cannot follow the coverage type's last disposition (see the transition table: `Sold`, `Lost` and `Duplicate` are final).",
      summary: 'A final status changed',
      message: 'The disposition cannot move from {from} to {to}.',
      details: [{field: 'status', code: 'invalid_transition', message: '{next}'}],
      example: {from: 'Sold', to: 'Active', next: 'Sold is final.'},
      words: ['Sold is final', 'final status(?:es)?'],
    },
  },

  getDispositions: {
    lead_not_found: {
      status: 404, code: 'not_found',
      when: 'No prospect with this `lead_id` was delivered to your tenant.',
      summary: 'Unknown lead',
      message: 'No prospect {lead_id} was delivered to your tenant ({environment}).',
      example: {lead_id: 'LX7Q9K2M4P', environment: 'sandbox'},
    },
  },

  getCoverageTypes: {},

  companySubmit: {
    package_not_enabled: packageNotEnabled,
  },

  quickSubmit: {
    package_not_enabled: {...packageNotEnabled, example: {...packageNotEnabled.example, field: 'dpid'}},
    no_business: {
      status: 404, code: 'not_found',
      when: 'No business matches the name and address.',
      summary: 'Nothing found',
      message: 'No business matches "{name}" at that address.',
      example: {name: 'Harbor Street Bakery'},
    },
  },

  universalSubmitFile: {
    file_missing: {
      status: 400, code: 'invalid_request',
      when: 'The multipart field `file` is not a file (a text field).',
      summary: 'No file',
      message: 'Send the document as the multipart field "file".',
      details: [{field: 'file', code: 'required', message: 'Required.'}], shown: false,
    },
    package_not_enabled: packageNotEnabled,
    unsupported_type: {
      status: 415, code: 'unsupported_media_type',
      when: 'The file type is not one of .eml, .doc, .pdf or .xlsx.',
      summary: 'Unsupported file type',
      message: 'Only .eml, .doc, .pdf and .xlsx files are accepted.',
    },
    file_too_large: {
      status: 413, code: 'payload_too_large',
      when: 'The file is {{fact:multipartMaxMB}} MB or larger; request an upload URL instead.',
      summary: 'File too large',
      message: 'Files of {max} MB or more must use the file-upload-url operation.',
      example: {max: '{{fact:multipartMaxMB}}'},
      words: ['too large'],
    },
  },

  createUniversalSubmitUploadUrl: {
    package_not_enabled: packageNotEnabled,
  },

  dataInquiry: {
    report_not_found: reportNotFound,
    report_expired: reportExpired,
    report_other_package: {...reportOtherPackage, when: 'The report belongs to another data package than the `dp_id` in the path.'},
  },

  smartDataAudit: {
    package_not_enabled: packageNotEnabled,
    report_not_found: reportNotFound,
    report_not_ready: {
      status: 404, code: 'not_found',
      when: 'The report is still being built: audit it once data inquiry answers `200`.',
      summary: 'Report still being built',
      message: 'Report {id} is still being built; audit it once data inquiry answers 200.',
      example: {id: '{{world:companyReportId}}'},
    },
    report_expired: reportExpired,
    report_other_package: reportOtherPackage,
  },

  getMarketRecommendation: {},

  createHook: {
    url_not_public: urlNotPublic,
    header_reserved: headerReserved,
    active_limit: activeLimit,
  },

  listHooks: {},

  getHook: {hook_not_found: hookNotFound},

  updateHook: {
    hook_not_found: hookNotFound,
    url_not_public: urlNotPublic,
    header_reserved: headerReserved,
    active_limit: activeLimit,
  },

  deleteHook: {hook_not_found: hookNotFound},

  listHookRequests: {hook_not_found: hookNotFound},

  redeliverHookRequest: {
    hook_not_found: hookNotFound,
    request_not_found: {
      status: 404, code: 'not_found',
      when: 'The hook has no request with this id in the last {{fact:deliveryLogDays}} days (the delivery log keeps that long).',
      summary: 'Request not in the log',
      message: 'No request {request_id} of hook {hook_id} in the last {days} days.',
      example: {request_id: '5d2e8f1a-7c3b-4e96-b0d4-a1c3e5f7b902', hook_id: 'e0a4f6d2-3b19-4c8e-a5f7-91d2c6b80e14', days: '{{fact:deliveryLogDays}}'},
    },
    hook_inactive: hookInvalid('The hook is inactive: activate it before redelivering.', 'Inactive hook', 'active', 'inactive', 'The hook is inactive; activate it before redelivering.'),
  },

  sendHookTestEvent: {
    hook_not_found: hookNotFound,
  },
};
