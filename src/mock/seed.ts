/**
 * The seed the mock starts from.
 *
 * Until the fixture world (src/data/world/) lands, the seed is drawn from the
 * OpenAPI document's own examples (the token request's client, the tenant id
 * parameter, the SDK token examples' client ids and Terminal user), so no
 * value is typed here; the question codes come from the question-set files.
 */
import mqs from '../data/question-sets/mqs.json';
import lmqs from '../data/question-sets/lmqs.json';
import dpmqs from '../data/question-sets/dpmqs.json';
import vpmqs from '../data/question-sets/vpmqs.json';
import broker from '../data/question-sets/broker_questions.json';
import type {QuestionSet} from '../data/question-sets/types';
import type {Json} from './http';
import type {MockWorld} from './world';

export const questionSets = [mqs, lmqs, dpmqs, vpmqs, broker] as unknown as QuestionSet[];

export function questionCodes(): string[] {
  return questionSets.flatMap((set) => set.groups.flatMap((g) => g.questions.map((q) => q.code)));
}

function example(doc: Json, path: string, method: string, name: string, where: 'request' | number = 'request'): Json {
  const op = doc.paths[path][method];
  const media = where === 'request' ? op.requestBody.content : op.responses[String(where)].content;
  const value = (Object.values(media)[0] as Json).examples?.[name]?.value;
  if (!value) throw new Error(`The document has no ${where} example "${name}" on ${method.toUpperCase()} ${path}`);
  return value;
}

/** A world drawn from the document's examples (sandbox only; production has no reader credentials in it). */
export function documentSeed(doc: Json): MockWorld {
  const tenantId: string = doc.components.parameters.TenantId.example;
  const form = example(doc, '/auth/token', 'post', 'formFields');
  const token = example(doc, '/auth/token', 'post', 'token', 200);
  const guest = example(doc, '/tenants/{tenant_id}/sdk_tokens', 'post', 'guest');
  const agent = example(doc, '/tenants/{tenant_id}/sdk_tokens', 'post', 'agent', 201);
  const consumer = example(doc, '/tenants/{tenant_id}/application_forms', 'post', 'consumer');
  const coverage = example(doc, '/coverage_types', 'get', 'all', 200) as unknown as Array<{id: number; name: string}>;
  return {
    environments: {
      sandbox: {
        tenants: [
          {
            id: tenantId,
            name: token.info.name,
            storefronts: [consumer.application_form.storefront_code],
            sdk_clients: {storefront: guest.sdk_token.sdk_client_id, agent: agent.sdk_client_id},
            users: [{...agent.user, active: true}],
            forms: [],
            quote_requests: [],
          },
        ],
        clients: [{client_id: form.client_id, client_secret: form.client_secret, tenant_id: tenantId, uid: token.uid, info: token.info}],
        disposition_tokens: [],
        intelligence_keys: [],
      },
      production: {tenants: [], clients: [], disposition_tokens: [], intelligence_keys: []},
    },
    // Provisional until the world's tables land: the permission table of
    // users_roles_permissions and the transitions its guides describe.
    roles: {
      viewer: ['see_all_forms', 'download_attachments'],
      agent: ['create_forms', 'download_attachments'],
      agency_manager: ['create_forms', 'see_all_forms', 'lend_forms', 'download_attachments'],
      admin: ['create_forms', 'see_all_forms', 'lend_forms', 'download_attachments', 'manage_webhooks'],
    },
    disposition_transitions: {
      Active: ['Active', 'Quoted', 'Sold', 'Lost', 'Unreachable', 'Duplicate'],
      Quoted: ['Quoted', 'Sold', 'Lost'],
      Unreachable: ['Active', 'Quoted', 'Lost'],
    },
    quote_request_transitions: {
      unsent: ['sent', 'in_progress', 'failed', 'ineligible'],
      sent: ['in_progress', 'completed', 'failed', 'timed_out', 'ineligible', 'referral'],
      in_progress: ['in_progress', 'completed', 'failed', 'timed_out', 'ineligible', 'referral'],
      referral: ['in_progress', 'completed', 'failed', 'ineligible'],
      completed: ['binding', 'bound'],
      binding: ['bound', 'binding_failed'],
      binding_failed: ['binding'],
    },
    form_transitions: {
      draft: ['in_progress', 'closed'],
      in_progress: ['draft', 'submitted', 'closed'],
      submitted: ['quoting', 'closed'],
      quoting: ['quoted', 'closed'],
      quoted: ['bound', 'quoting', 'closed'],
    },
    coverage_types: coverage,
    question_codes: questionCodes(),
  };
}
