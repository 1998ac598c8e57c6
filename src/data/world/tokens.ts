/**
 * World values that content and the OpenAPI document write as
 * `{{world:name}}` instead of retyping them: the remark plugin
 * (src/plugins/remark-identity.ts) renders them in MDX and the OpenAPI loader
 * (src/plugins/openapi/document.ts) in the document, the way identity tokens
 * (`{{partnerApi}}`) and facts (`{{fact:name}}`) are rendered. An unknown name
 * fails the build with the list of known ones.
 */
import {tenants, storefronts} from './tenants';
import {hooks, webhookSecret} from './webhooks';
import {readerVariable} from './env';
import {dollars, GUEST_QUOTING_FORM, sandboxQuotingOf} from './sandbox-quoting';
import {carriers} from './carriers';
import {whitfieldReports} from './intelligence';
import type {Carrier} from './types';
import {questionCounts} from './progress';

const acme = tenants.acme.environments.sandbox;
/** The receiving partner of the Exchange guides (bayview's sandbox endpoint and the credentials the Exchange presents to it). */
const receiver = tenants.bayview.environments.sandbox.receiver;
if (!receiver) throw new Error('tenants.ts: bayview receives the Exchange guides\' prospects and needs its sandbox receiver');
const receiverUrl = new URL(receiver.url);
/** The guest tutorial's quoting step: what the sandbox test carriers answer for the form a guest resumes. */
const guestQuoting = sandboxQuotingOf(GUEST_QUOTING_FORM);
if (guestQuoting.lowest === null) throw new Error('sandbox-quoting.ts: the guest tutorial\'s form gets no completed quote from the sandbox test carriers');
/** The slowest sandbox test carrier's answer, in seconds. */
const slowestSandboxAnswer = Math.max(...(carriers as readonly Carrier[]).flatMap((c) => Object.values(c.sandbox?.answers ?? {}).map((a) => a.afterSeconds)));

export const worldTokens: Record<string, string> = {
  /** The reader's sandbox tenant id (`BP_TENANT_ID`). */
  'world:tenantId': acme.tenantId,
  'world:tenantIdProduction': tenants.acme.environments.production.tenantId,
  /** A tenant the reader's credentials cannot act on. */
  'world:otherTenantId': tenants.bayview.environments.sandbox.tenantId,
  'world:tenantCode': tenants.acme.code,
  'world:subdomain': tenants.acme.subdomain,
  'world:clientId': acme.oauth.clientId,
  'world:clientSecret': acme.oauth.clientSecret,
  'world:storefrontSdkClientId': acme.storefrontSdk.sdkClientId,
  'world:agentSdkClientId': acme.agentSdk.sdkClientId,
  'world:storefrontOrigin': acme.storefrontSdk.allowedOrigins[1],
  'world:agentOrigin': acme.agentSdk.allowedOrigins[1],
  'world:storefrontCode': storefronts[0].code,
  'world:dispositionToken': tenants.bayview.environments.sandbox.dispositionToken,
  'world:intelligenceApiKey': acme.intelligenceApiKey,
  'world:dpId': acme.dpIds[0],
  /** The reports of acme's company submit (intelligence.ts): the Insurance Intelligence examples. */
  'world:companyReportId': whitfieldReports.company,
  'world:locationReportId': whitfieldReports.location,
  'world:webhookSecret': webhookSecret,
  'world:hookId': hooks[0].id,
  /** The integration user of the reader's client: `uid` and `info` of its token response. */
  'world:clientUid': acme.oauth.uid,
  'world:clientName': acme.oauth.name,
  'world:clientEmail': acme.oauth.email,
  'world:clientFirstName': acme.oauth.firstName,
  'world:clientLastName': acme.oauth.lastName,
  /** The receive side's prospect endpoint, and what the Exchange sends it (static header value, or HTTP Basic). */
  'world:receiverUrl': receiver.url,
  'world:receiverHost': receiverUrl.host,
  'world:receiverPath': receiverUrl.pathname,
  'world:receiverTruckingUrl': receiver.truckingUrl,
  'world:receiverHeaderValue': receiver.headerValue,
  'world:receiverBasicUser': receiver.basicUser,
  'world:receiverBasicAuthorization': `Basic ${btoa(`${receiver.basicUser}:${receiver.basicPassword}`)}`,
  /** The example access token of a sandbox token response (`BP_TOKEN`). */
  'world:accessToken': readerVariable('BP_TOKEN').sandbox,
  /** Sandbox test carriers (carriers.ts `sandbox`): the slowest answers within this many seconds. */
  'world:sandboxCarrierSeconds': String(slowestSandboxAnswer),
  /** The guest tutorial's quoting step (sandbox-quoting.ts): requests, completed, failed and bindable quotes, the lowest premium. */
  'world:guestQuoteRequests': String(guestQuoting.quotes.length),
  'world:guestQuotesCompleted': String(guestQuoting.completed),
  'world:guestQuotesFailed': String(guestQuoting.failed),
  'world:guestQuotesBindable': String(guestQuoting.bindable),
  'world:guestLowestPremium': dollars(guestQuoting.lowest),
  'world:guestQuotingReference': guestQuoting.referenceId,
  'world:guestQuotingBusiness': guestQuoting.businessName,
  'world:guestQuotingState': guestQuoting.state,
  'world:guestQuotingProducts': [...new Set(guestQuoting.quotes.map((q) => q.product))].join(' and '),
  /** Questions per question set (src/data/question-sets): `total` of a form's `question_sets` progress. */
  ...Object.fromEntries(Object.entries(questionCounts).map(([code, count]) => [`world:${code.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase())}QuestionCount`, String(count)])),
};
