/**
 * Scenarios of each operation's own situations (src/data/rules/operations.ts),
 * by operationId and situation id: the shortest request sequence that makes
 * the platform answer it.
 */
import {identity} from '../../../site/identity';
import {call, type Reply} from '../helpers';
import type {Kit} from './kit';
import {deliveredLead, disposition, freshPhone} from './valid';

type Json = Record<string, any>;
type Own = (kit: Kit) => Promise<Reply>;

const UNKNOWN_ID = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
/** What a Sold disposition carries besides its status. */
const SOLD = {carrier: 'Hartwell Mutual', premium: 1200, quoted_at: '2026-11-02T10:00:00Z', sold_at: '2026-11-03T10:00:00Z'};

const token = (kit: Kit, body: string, headers: Record<string, string> = {}) =>
  call(kit.mock, 'POST', `${identity.hosts.auth.sandbox}${identity.tokenPath}`, {body, headers: {'content-type': 'application/x-www-form-urlencoded', ...headers}});
const reader = (kit: Kit, environment: 'sandbox' | 'production' = 'sandbox') => kit.seed(environment).clients[0]!;
const basic = (id: string, secret: string) => `Basic ${btoa(`${id}:${secret}`)}`;

/** A form moved to the partner flow (mark_in_progress): its first id is an earlier id. */
async function movedForm(kit: Kit): Promise<{earlier: string; reference_id: string}> {
  const form = await kit.form({create_guest_user: true});
  const moved = await kit.send('updateApplicationForm', {params: {id: form.id}, body: {application_form: {answer_values: [{code: 'mqs_last_name', answer: 'Ng'}], mark_in_progress: true}}});
  if (moved.status !== 200 || moved.body.id === form.id) throw new Error(`the form did not move: ${moved.status} ${JSON.stringify(moved.body)}`);
  return {earlier: form.id, reference_id: form.reference_id};
}

async function lent(kit: Kit): Promise<{id: string; reference_id: string}> {
  const form = await kit.form();
  const reply = await kit.send('lendApplicationForm', {body: {lent_application_form: {application_form_id: form.id}}});
  if (reply.status !== 201) throw new Error(`lend: ${reply.status} ${JSON.stringify(reply.body)}`);
  return form;
}

const sdkToken = async (kit: Kit, body: Json, bearer?: string) => {
  const tenant = kit.seed().tenants.find((t) => t.id === kit.readerTenant())!;
  return kit.send('createSdkToken', {auth: bearer ? {bearer} : 'default', body: {sdk_token: {sdk_client_id: tenant.sdk_clients.agent, role: 'agent', ...body}}});
};
const storefrontClient = (kit: Kit) => kit.seed().tenants.find((t) => t.id === kit.readerTenant())!.sdk_clients.storefront;

/** A quote request of one of the reader's forms, sent to the reader's carrier (the carrier's own answers held). */
async function quote(kit: Kit): Promise<string> {
  await kit.control('POST', '/carriers', {hold: true});
  const form = await kit.form();
  const carrierId = kit.seed().clients.find((c) => c.client_id === kit.clientId('carrier'))!.carrier_id;
  const made = await kit.control('POST', '/quote_requests', {reference_id: form.reference_id, carrier: 'Reader carrier', carrier_id: carrierId, coverage_type_id: 1});
  if (made.status !== 201) throw new Error(`quote request: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.quote_number;
}
const putQuote = async (kit: Kit, quoteRequest: Json, who: 'carrier' | 'otherCarrier' = 'carrier', number?: string) =>
  kit.send('updateQuoteRequest', {params: {quote_number: number ?? (await quote(kit))}, auth: {bearer: await kit.token(who)}, body: {quote_request: quoteRequest}});

/** An attachment a carrier sent with its answer, on one of the reader's forms. */
async function attachment(kit: Kit): Promise<string> {
  const number = await quote(kit);
  const reply = await putQuote(kit, {request_status: 'completed', premium: 1790, attachments: [{kind: 'quote_document', file_name: 'quote.pdf', content_type: 'application/pdf', content_base64: btoa('%PDF-1.7 quote')}]}, 'carrier', number);
  if (reply.status !== 200) throw new Error(`attachment: ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body.attachments ?? reply.body.attachment_ids ?? [])[0]?.id ?? kit.mock.state('sandbox').quoteRequests.get(number)!.attachment_ids[0]!;
}

/** A company report of the reader's submissions. */
async function report(kit: Kit): Promise<string> {
  const reply = await kit.send('companySubmit');
  if (reply.status !== 202) throw new Error(`submit: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.company_report_id;
}

export const OWN_SCENARIOS: Record<string, Record<string, Own>> = {
  authenticate: {
    grant_missing: (kit) => token(kit, `client_id=${reader(kit).client_id}&client_secret=${reader(kit).client_secret}`),
    grant_unsupported: (kit) => token(kit, 'grant_type=password', {authorization: basic(reader(kit).client_id, reader(kit).client_secret)}),
    not_form_encoded: (kit) => call(kit.mock, 'POST', `${identity.hosts.auth.sandbox}${identity.tokenPath}`, {body: {grant_type: 'client_credentials'}}),
    credentials_twice: (kit) => token(kit, `grant_type=client_credentials&client_id=${reader(kit).client_id}&client_secret=${reader(kit).client_secret}`, {authorization: basic(reader(kit).client_id, reader(kit).client_secret)}),
    basic_malformed: (kit) => token(kit, 'grant_type=client_credentials', {authorization: 'Basic !!!'}),
    malformed_request: (kit) => token(kit, 'grant_type=client_credentials&audience=partner', {authorization: basic(reader(kit).client_id, reader(kit).client_secret)}),
    client_missing: (kit) => token(kit, 'grant_type=client_credentials'),
    client_invalid: (kit) => token(kit, 'grant_type=client_credentials', {authorization: basic(reader(kit).client_id, 'sk_sandbox_wrong_secret_00000000')}),
    client_other_environment: (kit) => token(kit, 'grant_type=client_credentials', {authorization: basic(reader(kit, 'production').client_id, reader(kit, 'production').client_secret)}),
  },
  createApplicationForm: {
    invalid_answers: (kit) => kit.send('createApplicationForm', {body: {application_form: {answer_values: [{code: 'mqs_favourite_colour', answer: 'blue'}]}}}),
    storefront_unknown: (kit) => kit.send('createApplicationForm', {body: {application_form: {storefront_code: 'acme-spring', answer_values: [{code: 'mqs_zipcode', answer: '78701'}]}}}),
  },
  updateApplicationForm: {
    form_not_found: (kit) => kit.send('updateApplicationForm', {params: {id: UNKNOWN_ID}}),
    form_id_superseded: async (kit) => kit.send('updateApplicationForm', {params: {id: (await movedForm(kit)).earlier}}),
    form_locked: async (kit) => kit.send('updateApplicationForm', {params: {id: (await lent(kit)).id}}),
    invalid_answers: async (kit) => kit.send('updateApplicationForm', {params: {id: (await kit.form()).id}, body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '606'}]}}}),
  },
  getLatestApplicationForm: {
    form_not_found: (kit) => kit.send('getLatestApplicationForm', {params: {id: UNKNOWN_ID}}),
  },
  getConsumerApplicationForm: {
    no_match: (kit) => kit.send('getConsumerApplicationForm', {body: {reference_id: 'K7Q-4MZ-92T', mqs_zipcode: '00000', mqs_last_name: 'Nobody'}}),
  },
  cloneApplicationForm: {
    form_not_found: (kit) => kit.send('cloneApplicationForm', {params: {id: UNKNOWN_ID}}),
    form_id_superseded: async (kit) => kit.send('cloneApplicationForm', {params: {id: (await movedForm(kit)).earlier}}),
    already_lent: async (kit) => kit.send('cloneApplicationForm', {params: {id: (await lent(kit)).id}}),
  },
  lendApplicationForm: {
    form_not_found: (kit) => kit.send('lendApplicationForm', {body: {lent_application_form: {application_form_id: UNKNOWN_ID}}}),
    form_id_superseded: async (kit) => kit.send('lendApplicationForm', {body: {lent_application_form: {application_form_id: (await movedForm(kit)).earlier}}}),
    already_lent: async (kit) => kit.send('lendApplicationForm', {body: {lent_application_form: {application_form_id: (await lent(kit)).id}}}),
    form_locked: async (kit) => {
      const form = await kit.form();
      await kit.control('POST', '/forms/status', {reference_id: form.reference_id, status: 'closed'});
      return kit.send('lendApplicationForm', {body: {lent_application_form: {application_form_id: form.id}}});
    },
    phone_invalid: async (kit) => {
      const reply = await kit.send('createApplicationForm', {body: {application_form: {answer_values: [{code: 'mqs_zipcode', answer: '78701'}]}}});
      return kit.send('lendApplicationForm', {body: {lent_application_form: {application_form_id: reply.body.id}}});
    },
    duplicate_prospect: async (kit) => {
      const phone = freshPhone();
      const first = await kit.form({}, [{code: 'mqs_phone', answer: phone}]);
      await kit.send('lendApplicationForm', {body: {lent_application_form: {application_form_id: first.id}}});
      const second = await kit.form({}, [{code: 'mqs_phone', answer: phone}]);
      return kit.send('lendApplicationForm', {body: {lent_application_form: {application_form_id: second.id}}});
    },
  },
  createSdkToken: {
    session_not_allowed: async (kit) => sdkToken(kit, {user_email: kit.user((u) => u.active && u.roles.join() === 'agent')}, await kit.session('guest')),
    sdk_client_unknown: (kit) => sdkToken(kit, {sdk_client_id: 'sdkc_sbx_0000000000', role: 'guest'}),
    sdk_client_wrong_role: (kit) => sdkToken(kit, {sdk_client_id: storefrontClient(kit), role: 'agent', user_email: kit.user((u) => u.active && u.roles.join() === 'agent')}),
    user_email_required: (kit) => sdkToken(kit, {}),
    user_email_not_allowed: (kit) => sdkToken(kit, {sdk_client_id: storefrontClient(kit), role: 'guest', user_email: kit.user((u) => u.active && u.roles.join() === 'agent')}),
    user_unknown: (kit) => sdkToken(kit, {user_email: 'nobody@acme-insurance.example'}),
    user_cannot_quote: (kit) => sdkToken(kit, {user_email: kit.user((u) => !u.active)}),
    form_not_bindable: (kit) => sdkToken(kit, {sdk_client_id: storefrontClient(kit), role: 'guest', application_form_id: UNKNOWN_ID}),
    form_not_consumer: async (kit) => sdkToken(kit, {sdk_client_id: storefrontClient(kit), role: 'guest', application_form_id: (await kit.form()).id}),
  },
  updateQuoteRequest: {
    quote_not_found: async (kit) => kit.send('updateQuoteRequest', {params: {quote_number: 'Q-20261125-99999'}, auth: {bearer: await kit.token('carrier')}, body: {quote_request: {request_status: 'in_progress'}}}),
    other_carrier: (kit) => putQuote(kit, {request_status: 'completed', premium: 1790}, 'otherCarrier'),
    platform_only_status: (kit) => putQuote(kit, {request_status: 'timed_out'}),
    invalid_transition: async (kit) => {
      const number = await quote(kit);
      await putQuote(kit, {request_status: 'ineligible'}, 'carrier', number);
      return putQuote(kit, {request_status: 'completed', premium: 100}, 'carrier', number);
    },
    premium_required: (kit) => putQuote(kit, {request_status: 'completed'}),
    attachment_not_base64: (kit) => putQuote(kit, {request_status: 'completed', premium: 1790, attachments: [{kind: 'quote_document', file_name: 'quote.pdf', content_type: 'application/pdf', content_base64: 'not base64!'}]}),
    attachment_too_large: (kit) => putQuote(kit, {request_status: 'completed', premium: 1790, attachments: [{kind: 'quote_document', file_name: 'quote.pdf', content_type: 'application/pdf', content_base64: btoa('x'.repeat(Number(kit.mock.document['x-facts'].carrierAttachmentMaxMB) * 1024 * 1024 + 1))}]}),
  },
  sendProspect: {
    invalid_answers: (kit) => kit.send('sendProspect', {body: {application_form: {answer_values: [{code: 'mqs_phone', answer: freshPhone()}]}}}),
    duplicate_prospect: async (kit) => {
      const body = kit.example('sendProspect')!;
      for (const a of body.application_form.answer_values) if (a.code === 'mqs_phone') a.answer = freshPhone();
      await kit.send('sendProspect', {body});
      return kit.send('sendProspect', {body});
    },
  },
  getAttachment: {
    attachment_not_found: (kit) => kit.send('getAttachment', {params: {id: UNKNOWN_ID}}),
    attachment_other_tenant: async (kit) => kit.send('getAttachment', {params: {id: await attachment(kit)}, auth: {bearer: await kit.token('other')}}),
    attachment_other_carrier: async (kit) => kit.send('getAttachment', {params: {id: await attachment(kit)}, auth: {bearer: await kit.token('otherCarrier')}}),
  },
  createDisposition: {
    lead_not_found: (kit) => kit.send('createDisposition', {params: {lead_id: 'LZZZZZZZZZ'}, body: disposition(1, 'Active')}),
    coverage_type_not_offered: (kit) => {
      const lead = deliveredLead(kit);
      return kit.send('createDisposition', {params: {lead_id: lead.leadId}, auth: {bearer: lead.token}, body: disposition(99, 'Active')});
    },
    date_in_future: (kit) => {
      const lead = deliveredLead(kit);
      return kit.send('createDisposition', {params: {lead_id: lead.leadId}, auth: {bearer: lead.token}, body: disposition(lead.coverage, 'Sold', {...SOLD, sold_at: '2099-01-01T00:00:00Z'})});
    },
    invalid_transition: async (kit) => {
      const lead = deliveredLead(kit);
      const send = (status: string, extra: Json = {}) => kit.send('createDisposition', {params: {lead_id: lead.leadId}, auth: {bearer: lead.token}, body: disposition(lead.coverage, status, extra)});
      const sold = await send('Sold', SOLD);
      if (sold.status !== 201) throw new Error(`sold: ${sold.status} ${JSON.stringify(sold.body)}`);
      return send('Active');
    },
  },
  getDispositions: {
    lead_not_found: (kit) => kit.send('getDispositions', {params: {lead_id: 'LZZZZZZZZZ'}}),
  },
  companySubmit: {
    package_not_enabled: (kit) => kit.send('companySubmit', {body: {...kit.example('companySubmit')!, dp_id: 'dp_small_business'}}),
  },
  quickSubmit: {
    package_not_enabled: (kit) => kit.send('quickSubmit', {query: {dpid: 'dp_small_business'}}),
    no_business: (kit) => kit.send('quickSubmit', {body: {...kit.example('quickSubmit')!, company_name: 'Nobody Known Anywhere LLC'}}),
  },
  universalSubmitFile: {
    file_missing: (kit) => {
      const form = new FormData();
      form.set('dp_id', 'dp_commercial_core');
      form.set('file', 'acord-125.pdf');
      return kit.send('universalSubmitFile', {form});
    },
    package_not_enabled: (kit) => kit.send('universalSubmitFile', {form: kit.upload('acord.pdf', 1000, 'dp_small_business')}),
    unsupported_type: (kit) => kit.send('universalSubmitFile', {form: kit.upload('acord.txt')}),
    file_too_large: (kit) => kit.send('universalSubmitFile', {form: kit.upload('acord.pdf', Number(kit.mock.document['x-facts'].multipartMaxMB) * 1024 * 1024)}),
  },
  createUniversalSubmitUploadUrl: {
    package_not_enabled: (kit) => kit.send('createUniversalSubmitUploadUrl', {body: {...kit.example('createUniversalSubmitUploadUrl')!, dp_id: 'dp_small_business'}}),
  },
  dataInquiry: {
    report_not_found: (kit) => kit.send('dataInquiry', {params: {dp_id: 'dp_commercial_core', report_id: 'CUSZZZZZZZZZZ'.slice(0, 13)}}),
    report_expired: async (kit) => {
      const id = await report(kit);
      await kit.advance(14 * 31 * 86400);
      kit.forgetTokens();
      return kit.send('dataInquiry', {params: {dp_id: 'dp_commercial_core', report_id: id}});
    },
    report_other_package: async (kit) => kit.send('dataInquiry', {params: {dp_id: 'dp_small_business', report_id: await report(kit)}}),
  },
  smartDataAudit: {
    package_not_enabled: (kit) => kit.send('smartDataAudit', {body: {...kit.example('smartDataAudit')!, dp_id: 'dp_small_business'}}),
    report_not_found: (kit) => kit.send('smartDataAudit', {body: {...kit.example('smartDataAudit')!, dp_id: 'dp_commercial_core', report_id: 'CUSZZZZZZZZZZ'.slice(0, 13)}}),
    report_expired: async (kit) => {
      const id = await report(kit);
      await kit.advance(14 * 31 * 86400);
      kit.forgetTokens();
      return kit.send('smartDataAudit', {body: {...kit.example('smartDataAudit')!, dp_id: 'dp_commercial_core', report_id: id}});
    },
    // A report just submitted is still being built.
    report_not_ready: async (kit) => kit.send('smartDataAudit', {body: {...kit.example('smartDataAudit')!, dp_id: 'dp_commercial_core', report_id: await report(kit)}}),
    report_other_package: async (kit) => {
      // A contract with two data packages: a report built under one is refused under the other.
      kit.mock.state('sandbox').intelligenceKeys.get(kit.apiKey())!.data_packages.push('dp_small_business');
      return kit.send('smartDataAudit', {body: {...kit.example('smartDataAudit')!, dp_id: 'dp_small_business', report_id: await report(kit)}});
    },
  },
  createHook: {
    url_not_public: (kit) => kit.send('createHook', {body: {url: 'https://192.168.1.20/hooks', events: ['application_form']}}),
    header_reserved: (kit) => kit.send('createHook', {body: {url: 'https://crm.example.com/hooks', events: ['application_form'], header: {name: kit.mock.document['x-facts'].signatureHeader, value: 'mine'}}}),
    active_limit: async (kit) => {
      const max = Number(kit.mock.document['x-facts'].maxActiveHooks);
      let reply: Reply | undefined;
      for (let i = 0; i <= max; i++) reply = await kit.send('createHook', {body: {url: `https://crm.example.com/hooks/${i}`, events: ['application_form'], active: true}});
      return reply!;
    },
  },
  getHook: {hook_not_found: (kit) => kit.send('getHook', {params: {id: UNKNOWN_ID}})},
  updateHook: {
    hook_not_found: (kit) => kit.send('updateHook', {params: {id: UNKNOWN_ID}}),
    url_not_public: async (kit) => {
      const hook = await kit.send('createHook', {body: {url: 'https://crm.example.com/hooks', events: ['application_form']}});
      return kit.send('updateHook', {params: {id: hook.body.id}, body: {url: 'https://127.0.0.1/hooks'}});
    },
    header_reserved: async (kit) => {
      const hook = await kit.send('createHook', {body: {url: 'https://crm.example.com/hooks', events: ['application_form']}});
      return kit.send('updateHook', {params: {id: hook.body.id}, body: {header: {name: 'Content-Type', value: 'text/plain'}}});
    },
    active_limit: async (kit) => {
      const max = Number(kit.mock.document['x-facts'].maxActiveHooks);
      for (let i = 0; i < max; i++) await kit.send('createHook', {body: {url: `https://crm.example.com/hooks/${i}`, events: ['application_form'], active: true}});
      const idle = await kit.send('createHook', {body: {url: 'https://crm.example.com/hooks/idle', events: ['application_form'], active: false}});
      return kit.send('updateHook', {params: {id: idle.body.id}, body: {active: true}});
    },
  },
  deleteHook: {hook_not_found: (kit) => kit.send('deleteHook', {params: {id: UNKNOWN_ID}})},
  listHookRequests: {hook_not_found: (kit) => kit.send('listHookRequests', {params: {id: UNKNOWN_ID}})},
  redeliverHookRequest: {
    hook_not_found: (kit) => kit.send('redeliverHookRequest', {params: {id: UNKNOWN_ID, request_id: UNKNOWN_ID}}),
    request_not_found: async (kit) => {
      const hook = await kit.send('createHook', {body: {url: 'https://crm.example.com/hooks', events: ['application_form'], active: true}});
      return kit.send('redeliverHookRequest', {params: {id: hook.body.id, request_id: UNKNOWN_ID}});
    },
    hook_inactive: async (kit) => {
      const hook = await kit.send('createHook', {body: {url: 'https://crm.example.com/hooks', events: ['application_form'], active: true}});
      const test = await kit.send('sendHookTestEvent', {params: {id: hook.body.id}, body: {}});
      await kit.send('updateHook', {params: {id: hook.body.id}, body: {active: false}});
      return kit.send('redeliverHookRequest', {params: {id: hook.body.id, request_id: test.body.id}});
    },
  },
  sendHookTestEvent: {
    hook_not_found: (kit) => kit.send('sendHookTestEvent', {params: {id: UNKNOWN_ID}, body: {}}),
  },
};
