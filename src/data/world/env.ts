/**
 * The reader environment (decision 9): the ONE list of environment-variable
 * names a reader sets before pasting samples, with their sandbox values from
 * the world. Pages use exactly these names (`$BP_TENANT_ID`,
 * `process.env.BP_TENANT_ID`, `os.environ["BP_TENANT_ID"]`), the generated API
 * samples read them, and the sample runner sets them.
 *
 * Values are acme's sandbox set (tenants.ts), except the Exchange receive side:
 * the prospects of the Exchange pages are delivered to bayview, so the
 * disposition token and the receiver credentials are bayview's. Names start
 * with `BP_`; the values a receive-side endpoint checks start with
 * `EXCHANGE_`, as the receive-side guides name them.
 */
import {identity} from '../../site/identity';
import type {Environment} from './types';

/**
 * Access tokens are opaque strings (the OpenAPI TokenResponse says: do not
 * parse them). The platform, and so the mock, writes the environment that
 * minted one into its prefix (decision 3: a token works only there), then
 * random characters. The BP_TOKEN example below and the mock's tokens follow it.
 */
export const accessTokenFormat = {
  prefix: {sandbox: 'bpsbx_', production: 'bpprd_'} satisfies Record<Environment, string>,
  length: 40,
  alphabet: '0123456789abcdefghijklmnopqrstuvwxyz',
} as const;

/** Whether `token` has the form of an access token minted in `environment`. */
export function isAccessToken(token: string, environment: Environment): boolean {
  const {prefix, length} = accessTokenFormat;
  return new RegExp(`^${prefix[environment]}[0-9a-z]{${length}}$`).test(token);
}

import {tenants} from './tenants';
import {hooks, webhookSecret} from './webhooks';
import {attachments} from './forms';
import {prospects} from './exchange';
import {formByKey} from './lookup';
import {carriers} from './carriers';
import type {ReaderVariable} from './types';

const acme = tenants.acme.environments.sandbox;
const receiving = tenants.bayview.environments.sandbox;
/** Carrier integrations: the carrier whose quote request the page updates (Hartwell Mutual, Q-20261125-00413): its client and its Carrier API key, no tenant's. */
const carrier = carriers.find((c) => c.code === 'hartwell_mutual')!;
const carrierClient = carrier.apiClients!.sandbox;

const readerEnvironmentData = [
  {
    name: 'BP_CLIENT_ID',
    kind: 'credential',
    description: 'OAuth client id of your gateway (back-end) client.',
    sandbox: acme.oauth.clientId,
    formerly: ['BINDPOINT_CLIENT_ID'],
  },
  {
    name: 'BP_CLIENT_SECRET',
    kind: 'credential',
    description: 'OAuth client secret of that client; back end only.',
    sandbox: acme.oauth.clientSecret,
    formerly: ['BINDPOINT_CLIENT_SECRET'],
  },
  {
    name: 'BP_TENANT_ID',
    kind: 'id',
    description: 'Your tenant id, the `{tenant_id}` of every `/tenants/...` path.',
    sandbox: acme.tenantId,
    formerly: ['BINDPOINT_TENANT_ID'],
  },
  {
    name: 'BP_TOKEN',
    kind: 'obtained',
    obtainedFrom: 'authenticate',
    description: 'Bearer access token from the token endpoint (lasts 12 hours).',
    sandbox: 'bpsbx_7f3k9q2m5x8c1v4b6n0p3r7t9w2y5z8a1d4g6h0j',
  },
  {
    name: 'BP_CARRIER_CLIENT_ID',
    kind: 'credential',
    description: "OAuth client id of a carrier's own client (Carrier integrations): its tokens update that carrier's quote requests.",
    sandbox: carrierClient.clientId,
  },
  {
    name: 'BP_CARRIER_CLIENT_SECRET',
    kind: 'credential',
    description: 'OAuth client secret of that carrier client; back end only.',
    sandbox: carrierClient.clientSecret,
  },
  {
    name: 'BP_CARRIER_API_KEY',
    kind: 'credential',
    description: "The carrier's own Carrier API `x-api-key` (market intelligence), sent with its carrier client's token; not a tenant's Insurance Intelligence key.",
    sandbox: carrier.apiKeys!.sandbox,
  },
  {
    name: 'BP_RATING_HEADER_VALUE',
    kind: 'credential',
    description: "Value of the static header the platform sends to your carrier's rating endpoint with each quote and bind request.",
    sandbox: carrier.ratingEndpoint!.sandbox.headerValue,
  },
  {
    name: 'BP_RATING_BASIC_USER',
    kind: 'credential',
    description: 'HTTP Basic user the platform sends to your rating endpoint, when you chose Basic.',
    sandbox: carrier.ratingEndpoint!.sandbox.basicUser,
  },
  {
    name: 'BP_RATING_BASIC_PASSWORD',
    kind: 'credential',
    description: 'HTTP Basic password the platform sends to your rating endpoint, when you chose Basic.',
    sandbox: carrier.ratingEndpoint!.sandbox.basicPassword,
  },
  {
    name: 'BP_STOREFRONT_SDK_CLIENT_ID',
    kind: 'id',
    description: 'Storefront SDK client id: mints guest sessions only (consumer flow); public.',
    sandbox: acme.storefrontSdk.sdkClientId,
    formerly: ['BINDPOINT_SDK_CLIENT_ID'],
  },
  {
    name: 'BP_AGENT_SDK_CLIENT_ID',
    kind: 'id',
    description: 'Agent SDK client id: mints agent sessions only (custom terminal); public.',
    sandbox: acme.agentSdk.sdkClientId,
    formerly: ['BINDPOINT_SDK_CLIENT_ID'],
  },
  {
    name: 'BP_STOREFRONT_ORIGIN',
    kind: 'origin',
    description: 'Origin your Storefront is served from during development; registered for the storefront SDK client id.',
    sandbox: acme.storefrontSdk.allowedOrigins[1],
    formerly: ['STOREFRONT_ORIGIN'],
  },
  {
    name: 'BP_AGENT_ORIGIN',
    kind: 'origin',
    description: 'Origin your custom terminal is served from during development; registered for the agent SDK client id.',
    sandbox: acme.agentSdk.allowedOrigins[1],
  },
  {
    name: 'BP_STOREFRONT_CODE',
    kind: 'id',
    description: 'Code of the Storefront that `redirect_url` opens (`storefront_code`).',
    sandbox: 'acme-main',
  },
  {
    name: 'BP_WEBHOOK_SECRET',
    kind: 'credential',
    description: 'Secret of your webhook subscription; verifies `X-Signature`.',
    sandbox: webhookSecret,
  },
  {
    name: 'BP_HOOK_ID',
    kind: 'obtained',
    obtainedFrom: 'createHook',
    description: 'Id of your webhook subscription.',
    sandbox: hooks[0].id,
  },
  {
    name: 'BP_NEW_WEBHOOK_SECRET',
    kind: 'credential',
    description: 'The next secret of your webhook subscription, while you rotate it.',
    sandbox: 'whsec_example_9d2b6f1c4a',
  },
  {
    name: 'BP_REQUEST_ID',
    kind: 'obtained',
    obtainedFrom: 'listHookRequests',
    description: 'Id of a request (delivery) of your hook, from its delivery log.',
    sandbox: '3b8f1d62-0c7a-4e59-b2d4-6a9e0f1c8d37',
  },
  {
    name: 'BP_FORM_ID',
    kind: 'obtained',
    obtainedFrom: 'createApplicationForm',
    description: 'Current internal id of an application form you created.',
    sandbox: formByKey('whitfield').versions[0]!.id,
  },
  {
    name: 'BP_ATTACHMENT_ID',
    kind: 'obtained',
    obtainedFrom: 'quote_request:finished',
    description: 'Id of an attachment, from the attachment ids of a webhook payload.',
    sandbox: attachments.find((a) => a.kind === 'quote_document')!.id,
  },
  {
    name: 'BP_LEAD_ID',
    kind: 'obtained',
    obtainedFrom: 'receiveProspect',
    description: 'The lead_id of a prospect your endpoint received.',
    sandbox: prospects[0]!.leadId,
  },
  {
    name: 'BP_DISPOSITION_TOKEN',
    kind: 'credential',
    description: 'Static bearer token of the Leads API (dispositions, coverage types), issued to a receiving partner.',
    sandbox: receiving.dispositionToken,
  },
  {
    name: 'EXCHANGE_HEADER_VALUES',
    kind: 'credential',
    description:
      'Value of the static header the Exchange sends to your prospect endpoint; while you rotate it, the old and the new value, comma-separated.',
    sandbox: receiving.receiver.headerValue,
    formerly: ['RECEIVER_TOKEN', 'EXCHANGE_HEADER_VALUE', 'BP_RECEIVER_TOKEN'],
  },
  {
    name: 'EXCHANGE_BASIC_USER',
    kind: 'credential',
    description: 'HTTP Basic user the Exchange sends to your prospect endpoint, when you chose Basic.',
    sandbox: receiving.receiver.basicUser,
    formerly: ['RECEIVER_USER', 'BP_RECEIVER_USER'],
  },
  {
    name: 'EXCHANGE_BASIC_PASSWORDS',
    kind: 'credential',
    description: 'HTTP Basic password the Exchange sends; while you rotate it, the old and the new one, comma-separated.',
    sandbox: receiving.receiver.basicPassword,
    formerly: ['RECEIVER_PASSWORD', 'BP_RECEIVER_PASSWORD'],
  },
  {
    name: 'BP_API_KEY',
    kind: 'credential',
    description: 'Insurance Intelligence `x-api-key`, sent with the bearer token.',
    sandbox: acme.intelligenceApiKey,
  },
  {
    name: 'BP_DP_ID',
    kind: 'id',
    description: 'Insurance Intelligence data-package id (`dp_id`, `dpid`).',
    sandbox: acme.dpIds[0],
  },
  {
    name: 'BP_TOKEN_URL',
    kind: 'host',
    description: 'OAuth token endpoint of the environment.',
    sandbox: `${identity.hosts.auth.sandbox}${identity.tokenPath}`,
  },
  {
    name: 'BP_PARTNER_API',
    kind: 'host',
    description: 'Partner API host of the environment.',
    sandbox: identity.hosts.partnerApi.sandbox,
  },
  {
    name: 'BP_LEADS_API',
    kind: 'host',
    description: 'Leads API host of the environment.',
    sandbox: identity.hosts.leadsApi.sandbox,
  },
] as const satisfies readonly ReaderVariable[];

export const readerEnvironment: readonly ReaderVariable[] = readerEnvironmentData;

export type ReaderVariableName = (typeof readerEnvironmentData)[number]['name'];

/** `{BP_TENANT_ID: '3f2a...', ...}`: what the sample runner exports before a page runs. */
export const readerEnvironmentValues: Record<ReaderVariableName, string> = Object.fromEntries(
  readerEnvironment.map((v) => [v.name, v.sandbox]),
) as Record<ReaderVariableName, string>;

/** The variable of a name; throws with the known names when there is none. */
export function readerVariable(name: string): ReaderVariable {
  const found = readerEnvironment.find((v) => v.name === name);
  if (!found) {
    const renamed = readerEnvironment.find((v) => (v as ReaderVariable).formerly?.includes(name));
    throw new Error(
      renamed
        ? `${name} is not a reader variable: write ${renamed.name}`
        : `${name} is not a reader variable; known: ${readerEnvironment.map((v) => v.name).join(', ')}`,
    );
  }
  return found;
}
