/**
 * The fixture world: one documented platform, with its tenants (each in
 * sandbox and production), users and the permission table, Storefronts,
 * carriers and what each is enabled for, application forms with their
 * versions and status histories, quote requests, attachments, Exchange
 * prospects and dispositions, webhooks and their deliveries, Insurance
 * Intelligence submissions, one story from the first call to a bound policy,
 * the legal status transitions, and the reader environment (decision 9).
 *
 * Pages, the OpenAPI examples, the webhook catalogue and the component
 * manifest draw their values from it or are checked against it; the sandbox
 * mock (src/mock/) seeds its state from it and enforces its transition tables
 * and permissions. `check.ts` holds the world's invariants.
 *
 * Exported names are stable: add, do not rename.
 */
export * from './types';
export {tenants, readerTenant, storefronts, users, type TenantKey} from './tenants';
export {roles, roleOrder, permissions, grantOf, mayCall, grantText, permissionTable, type PermissionKey} from './roles';
export {coverageTypes, carriers, coverageType, carrierById, carrierEnabledFor, policyLines, type CarrierCode} from './carriers';
export {
  transitionTables,
  formStatus,
  requestStatus,
  dispositionStatus,
  lentStatus,
  hookRequestStatus,
  isLegal,
  isReachable,
  isFinal,
  illegalSteps,
  type TransitionTable,
} from '../rules/transitions';
export {
  applicationForms,
  quoteRequests,
  attachments,
  carrierAnswerSeconds,
  harborlineFirstAnswerCodes,
  type FormKey,
} from './forms';
export {exchangeForms, prospects, dispositions, firstDispositionDue} from './exchange';
export {hooks, events, hookRequests, testEvent, webhookSecret} from './webhooks';
export {submissions, uploadUrlMinutes, companies, companyByName, companyFacts, reportDestinations, type CompanyData} from './intelligence';
export {story} from './story';
export {readerEnvironment, readerEnvironmentValues, readerVariable, accessTokenFormat, isAccessToken, type ReaderVariableName} from './env';
export {worldTokens} from './tokens';
export {questionSetProgress, questionCounts, type QuestionSetProgress} from './progress';
export {formByKey, formById, latestVersion, statusAt, userByUid, userByEmail, tenantById} from './lookup';
export {ratingRequestOf, type RatingRequest, type RatingRequestType} from './rating';
export {checkWorld, checkForms, checkQuoteRequests, checkTenants, worldParts} from './check';
export type {WorldParts} from './check-parts';
export {checkWebhooks, checkExchange, checkStory, subscribes} from './check-flow';
