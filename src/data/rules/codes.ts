/**
 * What each error code means for a client, and what to do about it: the API
 * overview's table of codes (`ErrorCodeTable`), whose statuses come from the
 * situations that answer with each code (no status is typed here). A code the
 * rules answer with must have an entry, and an entry must be a code of the
 * rules (tests/unit/rules).
 */
import {facts} from '../../site/facts';
import {OPERATIONS} from './operations';
import {SHARED} from './shared';

export const ERROR_CODES: Record<string, {meaning: string; action: string}> = {
  invalid_request: {meaning: 'The request is malformed: the body is not valid JSON or has the wrong shape, a field is not defined, a parameter is invalid.', action: "Fix the request; compare it with the endpoint's schema."},
  invalid_token: {meaning: 'The credentials are missing, expired, revoked or from the other environment.', action: 'Get a new token (or check the static token or API key) and retry once.'},
  forbidden: {meaning: 'Valid credentials, but not allowed here (other tenant, a carrier\'s client, a role without the permission, product or data package not enabled).', action: 'Check the tenant id, the credentials and the environment; ask your account manager to enable the product.'},
  not_found: {meaning: 'The resource does not exist or is not visible to you.', action: 'Check the id; for forms, resolve the reference id with Get Latest.'},
  form_locked: {meaning: 'The form is bound, closed or lent to the Exchange and cannot change.', action: 'Create a new form for new business; for a lent form, wait until the Exchange returns it.'},
  already_lent: {meaning: 'The Exchange holds the form: a second lend, or a clone, while it is lent.', action: 'Do not retry; clone it once the Exchange has returned it.'},
  idempotency_key_reused: {meaning: 'The idempotency key was used with another body.', action: 'Generate a new key for a new operation.'},
  payload_too_large: {meaning: 'The upload is too large for this endpoint.', action: 'Use the upload-URL flow of universal submit, or send smaller files.'},
  method_not_allowed: {meaning: 'The path does not take this method.', action: 'Use a method the `Allow` header lists.'},
  unsupported_media_type: {meaning: "The body's Content-Type, or the file's type, is not one the operation takes.", action: 'Send one of the documented types.'},
  validation_failed: {meaning: 'A field or answer fails validation, or a status cannot follow the current one.', action: 'Fix the fields named in `details`.'},
  duplicate_prospect: {meaning: `The phone number was sent to the Exchange in the last ${facts.exchange.phoneUniqueDays} days.`, action: 'Mark the lead as a duplicate; do not resend.'},
  rate_limited: {meaning: 'Too many requests.', action: 'Wait for `Retry-After`, then back off.'},
  internal_error: {meaning: 'Unexpected platform error.', action: 'Retry with back-off; report the `request_id` if it persists.'},
};

export interface CodeRow {
  code: string;
  /** The statuses the rules answer this code with, ascending. */
  statuses: number[];
  meaning: string;
  action: string;
}

/** Every code of the error envelope the rules answer with, with its statuses, in the order of its first status. */
export function codeTable(): CodeRow[] {
  const statuses = new Map<string, Set<number>>();
  const situations = [...Object.values(SHARED), ...Object.values(OPERATIONS).flatMap((of) => Object.values(of))];
  for (const s of situations) {
    if (s.envelope === 'oauth') continue;
    statuses.set(s.code, new Set([...(statuses.get(s.code) ?? []), s.status]));
  }
  const rows = [...statuses].map(([code, set]) => {
    const text = ERROR_CODES[code];
    if (!text) throw new Error(`src/data/rules/codes.ts: the code ${code} has no meaning and action (ERROR_CODES)`);
    return {code, statuses: [...set].sort((a, b) => a - b), ...text};
  });
  for (const code of Object.keys(ERROR_CODES)) if (!statuses.has(code)) throw new Error(`src/data/rules/codes.ts: ${code} is no code the rules answer with; remove it`);
  return rows.sort((a, b) => a.statuses[0]! - b.statuses[0]! || Object.keys(ERROR_CODES).indexOf(a.code) - Object.keys(ERROR_CODES).indexOf(b.code));
}
