/**
 * The Exchange rules the guides in docs/exchange/ state and their examples
 * must satisfy. tests/unit/exchange reads this module, so a page example and
 * the rule it illustrates cannot drift apart silently.
 */

/** Disposition statuses accepted by POST /leads/{lead_id}/lead_attributes. */
export const dispositionStatuses = [
  'Active',
  'Quoted',
  'Sold',
  'Lost',
  'Unreachable',
  'Duplicate',
] as const;
export type DispositionStatus = (typeof dispositionStatuses)[number];

/** Minimum length of a disposition's `history` note, in characters. */
export const historyMinLength = 25;

/** Statuses that need a quote: `carrier`, `premium` (> 0, yearly) and `quoted_at`. */
export const quotedStatuses: readonly DispositionStatus[] = ['Quoted', 'Sold'];

/** Prospect fields that are still sent but always empty. */
export const deprecatedProspectFields = [
  'duns',
  'ein',
  'external_id',
  'key',
  'source',
  'website',
] as const;

/** Allowed `legal_entity` values of a trucking prospect. */
export const legalEntities = [
  'Association',
  'C Corporation',
  'Joint Venture',
  'LLC',
  'Other',
  'Municipality',
  'Partnership',
  'S Corporation',
  'Sole Proprietorship',
  'Trust',
] as const;

/** Seconds the Exchange waits for a 2xx from a receive-side endpoint. */
export const receiveTimeoutSeconds = 15;

/** Days during which an `mqs_phone` may be sent to the Exchange only once. */
export const phoneUniqueDays = 60;

/** Lifetime of a client-credentials access token, in seconds (12 hours). */
export const tokenLifetimeSeconds = 43200;
