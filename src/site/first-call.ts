/**
 * The home page's "first call in five minutes": shell steps a reader pastes in
 * order, each taking what it needs from the step before (credentials, the
 * token, the form id). Hosts come from the identity module.
 *
 * The sample runner (tests/samples) runs these steps with bash, curl and jq
 * against the stateful mock, as the site's first page (every step must answer
 * 2xx, in this order), and `tests/unit/samples/first-call.test.ts` checks that
 * no id is typed. The overview (/docs/overview/) holds the full path with
 * every response.
 */
import {tokens} from './identity';
import {routes} from './navbar';

export interface FirstCallStep {
  title: string;
  text: string;
  language: 'bash';
  code: string;
  link: {label: string; to: string};
}

export const firstCallSteps: readonly FirstCallStep[] = [
  {
    title: 'Set your sandbox credentials',
    text: 'Paste the client id, secret and tenant_id your account manager sent, the HTTPS address that should receive events, and a random secret that will sign them.',
    language: 'bash',
    code: `export BP_CLIENT_ID="<your sandbox client id>"
export BP_CLIENT_SECRET="<your sandbox client secret>"
export BP_TENANT_ID="<your sandbox tenant_id>"
export BP_WEBHOOK_URL="https://your-app.example/bindpoint/webhooks"
export BP_WEBHOOK_SECRET="$(openssl rand -hex 32)"`,
    link: {label: 'Get credentials', to: `${routes.overview}#get-credentials`},
  },
  {
    title: 'Get a sandbox token',
    text: 'Exchange the client id and secret for a bearer token and keep it in BP_TOKEN. Reuse it until it expires.',
    language: 'bash',
    code: `export BP_TOKEN=$(curl -s -X POST ${tokens.tokenUrlSandbox} \\
  -u "$BP_CLIENT_ID:$BP_CLIENT_SECRET" \\
  -d grant_type=client_credentials | jq -r .access_token)`,
    link: {label: 'Authentication', to: routes.authenticate},
  },
  {
    title: 'Subscribe to application form events',
    text: 'Create an active webhook subscription before the form, so that your endpoint receives its application_form:created event.',
    language: 'bash',
    code: `curl -s -X POST ${tokens.hooksApiSandbox}/hooks \\
  -H "Authorization: Bearer $BP_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"url": "'"$BP_WEBHOOK_URL"'", "events": ["application_form"],
       "active": true, "secret": "'"$BP_WEBHOOK_SECRET"'"}'`,
    link: {label: 'Webhook subscriptions', to: '/docs/api/hooks/'},
  },
  {
    title: 'Create an application form',
    text: 'Start a prospect with the answers you already have and keep its id. Your endpoint receives application_form:created.',
    language: 'bash',
    code: `export BP_FORM_ID=$(curl -s -X POST ${tokens.partnerApiSandbox}/tenants/$BP_TENANT_ID/application_forms \\
  -H "Authorization: Bearer $BP_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"application_form": {"mark_in_progress": true, "answer_values": [
        {"code": "mqs_business_name", "answer": "Harbor Street Bakery"},
        {"code": "mqs_zipcode", "answer": "60614"}]}}' | jq -r .id)`,
    link: {label: 'Create an application form', to: routes.createApplicationForm},
  },
  {
    title: 'Read it back',
    text: "Fetch the latest version of the form by the id you captured: it shows the form's id, its permanent reference id, its status and the answers you sent.",
    language: 'bash',
    code: `curl -s ${tokens.partnerApiSandbox}/application_forms/$BP_FORM_ID/latest \\
  -H "Authorization: Bearer $BP_TOKEN" | jq '{id, reference_id, status, answer_values}'`,
    link: {label: 'Get the latest version', to: '/docs/api/get_latest_application_form/'},
  },
];
