/**
 * Two valid requests with different bodies, for each operation that takes an
 * `Idempotency-Key`: the first succeeds, the second reuses its key.
 */
import type {Kit, SendOptions} from './kit';

type Json = Record<string, any>;

/** A phone number not yet on the Exchange (the scenarios reset the mock, but a scenario may send several). */
let phones = 7000;
export const freshPhone = () => `415555${String(phones++).padStart(4, '0')}`;

/** A lead of the world's receiving tenant whose coverage type's last disposition is Active, with that tenant's Leads API token. */
export function deliveredLead(kit: Kit): {leadId: string; coverage: number; token: string} {
  for (const tenant of kit.seed().tenants) {
    for (const lead of tenant.leads ?? []) {
      for (const coverage of lead.coverage_type_ids) {
        const last = (tenant.dispositions ?? []).filter((d) => d.lead_id === lead.lead_id && d.coverage_type_id === coverage).sort((a, b) => b.id - a.id)[0];
        if (last?.status === 'Active') return {leadId: lead.lead_id, coverage, token: kit.leadsToken('sandbox', tenant.id)};
      }
    }
  }
  throw new Error('The world has no lead whose last disposition is Active');
}

export const disposition = (coverage: number, status: string, extra: Json = {}) => ({coverage_type_id: coverage, status, history: 'Called the applicant; quote sent by e-mail and discussed.', ...extra});

export const VALID: Record<string, (kit: Kit) => Promise<[SendOptions, SendOptions]>> = {
  createApplicationForm: async (kit) => {
    const body = kit.example('createApplicationForm')!;
    const other = structuredClone(body);
    other.application_form.answer_values[0].answer = 'Dana Marie';
    return [{body}, {body: other}];
  },
  cloneApplicationForm: async (kit) => {
    const form = await kit.form();
    return [{params: {id: form.id}, body: {clone: {mark_in_progress: true}}}, {params: {id: form.id}, body: {clone: {mark_in_progress: false}}}];
  },
  lendApplicationForm: async (kit) => {
    const form = await kit.form();
    return [{body: {lent_application_form: {application_form_id: form.id}}}, {body: {lent_application_form: {application_form_id: form.id, note: 'Second try'}}}];
  },
  sendProspect: async (kit) => {
    const body = (phone: string): Json => {
      const example = kit.example('sendProspect')!;
      for (const a of example.application_form.answer_values) if (a.code === 'mqs_phone') a.answer = phone;
      return example;
    };
    return [{body: body(freshPhone())}, {body: body(freshPhone())}];
  },
  createDisposition: async (kit) => {
    const lead = deliveredLead(kit);
    const send = (history: string): SendOptions => ({params: {lead_id: lead.leadId}, auth: {bearer: lead.token}, body: disposition(lead.coverage, 'Active', {history})});
    return [send('Called twice; the owner asks for a quote next week.'), send('Called twice; the owner asks for a quote next month.')];
  },
  companySubmit: async (kit) => {
    const body = kit.example('companySubmit')!;
    return [{body}, {body: {...body, company_name: `${body.company_name} Two`}}];
  },
};
