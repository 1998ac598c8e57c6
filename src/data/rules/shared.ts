/**
 * Situations shared by many operations, each defined once and attached to
 * operations by a rule of the operation's own (its security schemes, its API,
 * its request body, its parameters), never retyped per operation:
 *
 * - 401 per security scheme (OAuth bearer token, the Leads API's static token,
 *   Insurance Intelligence's API key beside the bearer token);
 * - 403 for a token of another tenant, a carrier's client outside the Carrier
 *   API's operations, and a Terminal user's role without the permission;
 * - 400 for a body that is not JSON, a field the operation does not define, a
 *   body of the wrong shape, invalid parameters, a reference id where the
 *   form's UUID goes; 422 for a field that fails validation;
 * - 405 for a method the path does not take (with `Allow`), 415 for a body in a
 *   media type the operation does not take;
 * - 409 for an Idempotency-Key reused with another body;
 * - 429 per rate-limited API, with its limit fact and headers (apis.ts);
 * - 500 on every operation.
 *
 * One rule for all: a body that is not valid JSON is `400 invalid_request` on
 * every operation that takes a body (not 422 on some), and a shape problem
 * is 400 while a field that fails its rule is 422.
 */
import {permissions, roleOrder} from '../world/roles';
import {users} from '../world/tenants';
import {API_LABELS, CARRIER_OPERATIONS, RATE_LIMIT_FACT, RATE_LIMIT_HEADERS} from './apis';
import type {OperationInfo, SharedSituation} from './types';

const oauth = (op: OperationInfo) => op.schemes.includes('oauth2');
const intelligence = (op: OperationInfo) => op.schemes.includes('intelligenceApiKey');
const leads = (op: OperationInfo) => op.schemes.includes('dispositionToken');
/** Request bodies the platform parses (the token endpoint's form has errors of its own, RFC 6749). */
const takesBody = (op: OperationInfo) => op.bodyTypes.length > 0 && op.api !== 'auth';
/** Bodies read as JSON (a multipart body sent as JSON is 415, unsupported_media_type). */
const takesJson = (op: OperationInfo) => takesBody(op) && op.bodyTypes.includes('application/json');

/** What each permission lets a user do, in the refusal's words: [what, doing]. */
export const PERMISSION_ACTIONS: Record<string, [string, string]> = {
  edit_forms: ['edit application forms', 'editing'],
  lend_forms: ['lend application forms', 'lending'],
  see_all_forms: ['see every application form', 'seeing them'],
  manage_webhooks: ['manage webhook subscriptions', 'managing them'],
  download_attachments: ['download attachments', 'downloading them'],
};

/**
 * What a guest SDK session may do: edit the one form its token opened (and see it). A guest has no
 * Terminal user and no role; every other permission is refused to it.
 */
export const GUEST_PERMISSIONS: readonly string[] = ['edit_forms', 'see_assigned_forms'];

/** The roles whose users hold agent SDK sessions: those that may quote (createSdkToken refuses the others). */
export const SESSION_ROLES: readonly string[] = roleOrder.filter((role) => permissions.find((p) => p.key === 'submit_forms')!.grants[role] !== false);

/**
 * The permission that guards an operation for an SDK session, when someone who can hold a session
 * lacks it: a guest, or a Terminal user whose quoting role does not grant it. `roles`: the roles that do.
 */
export function guardOf(operationId: string): {key: string; roles: string[]} | undefined {
  for (const p of permissions) {
    const ops = (p as {operations?: readonly string[]}).operations ?? [];
    if (!ops.includes(operationId)) continue;
    const roles = roleOrder.filter((role) => p.grants[role] !== false);
    if (SESSION_ROLES.some((role) => !roles.includes(role as never)) || !GUEST_PERMISSIONS.includes(p.key)) return {key: p.key, roles};
  }
  return undefined;
}

/** A Terminal user of the reader's tenant who can hold a session but lacks a permission (else a guest), for the example of its refusal. */
export function userWithout(key: string): {email: string; roles: readonly string[]} | undefined {
  const p = permissions.find((x) => x.key === key)!;
  return users.find((u) => u.tenant === 'acme' && u.active && u.roles.some((r) => SESSION_ROLES.includes(r)) && u.roles.every((r) => p.grants[r] === false));
}

export const SHARED: Record<string, SharedSituation> = {
  // 401: the credentials of each security scheme.
  token_missing: {
    status: 401, code: 'invalid_token', appliesTo: oauth, shown: false,
    when: 'No bearer token is sent.',
    summary: 'No bearer token',
    message: 'Send a bearer token: Authorization: Bearer <access_token> from the token URL.',
  },
  token_expired: {
    status: 401, code: 'invalid_token', appliesTo: oauth,
    when: 'The access token expired ({{fact:tokenLifetimeHours}} hours after the token URL issued it).',
    summary: 'Expired token',
    message: 'The access token expired; request a new one.',
    words: ['expired (?:access )?tokens?', 'tokens? (?:that |which )?(?:has |have )?(?:silently )?expired'],
  },
  token_invalid: {
    status: 401, code: 'invalid_token', appliesTo: oauth, shown: false,
    when: 'The bearer token is not one the token URL issued, or it was revoked.',
    summary: 'Unknown token',
    message: 'The access token is not valid.',
    words: ['revoked tokens?'],
  },
  token_other_environment: {
    status: 401, code: 'invalid_token', appliesTo: oauth, shown: false,
    when: "The token was issued by the other environment's token URL (sandbox and production tokens are not interchangeable).",
    summary: 'Token of the other environment',
    message: 'This token was issued by the {other} token URL; {environment} hosts accept only {environment} tokens.',
    example: {other: 'production', environment: 'sandbox'},
  },
  session_expired: {
    status: 401, code: 'invalid_token', appliesTo: oauth, shown: false,
    when: 'The SDK session token expired.',
    summary: 'Expired SDK session',
    message: 'The SDK session expired; start a new one.',
  },
  api_key_missing: {
    status: 401, code: 'invalid_token', appliesTo: intelligence,
    when: 'The `x-api-key` header is missing: Insurance Intelligence needs it with the bearer token on every call.',
    summary: 'No x-api-key header',
    message: 'Insurance Intelligence needs the x-api-key header with the bearer token.',
  },
  api_key_invalid: {
    status: 401, code: 'invalid_token', appliesTo: intelligence, shown: false,
    when: 'The `x-api-key` is not a key of this environment.',
    summary: 'Unknown x-api-key',
    message: 'The x-api-key is not valid.',
  },
  api_key_other_environment: {
    status: 401, code: 'invalid_token', appliesTo: intelligence, shown: false,
    when: "The `x-api-key` is the other environment's key.",
    summary: 'x-api-key of the other environment',
    message: 'The x-api-key is not valid. It is a {other} key.',
    example: {other: 'production'},
  },
  leads_token_missing: {
    status: 401, code: 'invalid_token', appliesTo: leads, shown: false,
    when: 'No Leads API token is sent.',
    summary: 'No Leads API token',
    message: 'Send the Leads API token as Authorization: Bearer <token>.',
  },
  leads_token_invalid: {
    status: 401, code: 'invalid_token', appliesTo: leads,
    when: 'The Leads API token is mistyped or revoked, or it is an OAuth access token from the token URL (not accepted here). It is a static token from your account manager and does not expire by itself.',
    summary: 'Token not valid on the Leads API',
    message: 'The Leads API token is not valid.',
  },
  leads_token_other_environment: {
    status: 401, code: 'invalid_token', appliesTo: leads, shown: false,
    when: "The Leads API token is the other environment's.",
    summary: 'Leads API token of the other environment',
    message: 'The Leads API token is not valid. It is a {other} token; this is the {environment} Leads API.',
    example: {other: 'production', environment: 'sandbox'},
  },

  // 403: valid credentials, not allowed to do this.
  api_key_other_tenant: {
    status: 403, code: 'forbidden', appliesTo: intelligence, shown: false,
    when: 'The `x-api-key` belongs to another tenant than the bearer token.',
    summary: 'x-api-key of another tenant',
    message: 'The x-api-key belongs to another tenant than the bearer token.',
  },
  api_key_of_carrier: {
    status: 403, code: 'forbidden', appliesTo: intelligence, shown: false,
    when: "A tenant's token is sent with a carrier's Carrier API key.",
    summary: "A carrier's key with a tenant's token",
    message: "The x-api-key is a carrier's Carrier API key; a tenant's client sends its own Insurance Intelligence key.",
  },
  api_key_not_carriers: {
    status: 403, code: 'forbidden', appliesTo: intelligence, shown: false,
    when: "A carrier's token is sent with a key that is not its carrier's.",
    summary: "Another key with a carrier's token",
    message: "The x-api-key is not your carrier's: send the Carrier API key issued with your carrier client.",
  },
  other_tenant: {
    status: 403, code: 'forbidden', appliesTo: (op) => op.parameters.includes('path:tenant_id'),
    when: 'The path names another tenant than the one the credentials belong to.',
    summary: 'Token for another tenant',
    message: 'This client is not allowed to act on tenant {tenant_id}.',
    example: {tenant_id: '{{world:otherTenantId}}'},
    words: ['another tenant', "other tenant's"],
  },
  carrier_client: {
    status: 403, code: 'forbidden',
    appliesTo: (op) => oauth(op) && !CARRIER_OPERATIONS.has(op.operationId),
    when: "The token is a carrier's client's: a carrier's client calls only the Carrier API's operations (update its quote requests, download their documents, read market intelligence).",
    summary: "A carrier's client",
    message: "This is a carrier's client: it updates the quote requests sent to its carrier, downloads their documents and reads market intelligence; it does not act on a tenant's application forms or other data.",
    words: ["carrier(?:'s)? (?:client|token)s?", 'carrier token'],
  },
  role_refused: {
    status: 403, code: 'forbidden', appliesTo: (op) => guardOf(op.operationId) !== undefined,
    when: 'An SDK session acts as its Terminal user (or a guest), and no role of that user has the permission this operation needs.',
    whenFor: (op) => {
      const guard = guardOf(op.operationId)!;
      const what = PERMISSION_ACTIONS[guard.key]?.[0] ?? guard.key;
      if (SESSION_ROLES.every((role) => guard.roles.includes(role))) return `A guest SDK session may not ${what}; the session of a Terminal user may.`;
      return `An SDK session acts as its Terminal user (or a guest), and no role of that user may ${what}: that needs ${guard.roles.map((r) => `\`${r}\``).join(' or ')}.`;
    },
    summary: "A Terminal user's role without the permission",
    message: '{who} may not {what}; {doing} needs {roles}.',
    example: (op) => {
      const guard = guardOf(op.operationId)!;
      const [what, doing] = PERMISSION_ACTIONS[guard.key] ?? [guard.key, 'it'];
      const user = userWithout(guard.key);
      return {who: user ? `${user.email} (roles ${user.roles.join(', ')})` : 'A guest session', what, doing, roles: guard.roles.join(' or ')};
    },
    words: ['roles?', 'permissions?'],
  },

  // 400 and 422: the request itself.
  invalid_json: {
    status: 400, code: 'invalid_request', appliesTo: takesJson,
    when: 'The body is not valid JSON.',
    summary: 'Malformed JSON',
    message: 'The request body is not valid JSON{hint}: {reason}',
    example: {hint: '', reason: "Expected ',' or '}' after property value in JSON at position 58"},
    words: ['(?:not|in)valid JSON', 'malformed JSON', 'does not parse'],
  },
  unknown_field: {
    status: 400, code: 'invalid_request', detail: 'unknown_field', appliesTo: takesBody,
    when: 'The body has a field (a JSON member, or a part of a multipart body) the operation does not define (request bodies are closed).',
    summary: 'A field the operation does not define',
    message: 'The request body has a field this operation does not define.',
    details: [{field: '{field}', code: 'unknown_field', message: 'Not a field of this request; check its spelling and level.'}],
    example: {field: 'nickname'},
    words: ['unknown fields?', 'closed'],
  },
  wrong_shape: {
    status: 400, code: 'invalid_request', appliesTo: takesJson,
    when: 'The body has the wrong shape: a field of the wrong type at its top levels.',
    summary: 'Body of the wrong shape',
    message: 'The request body has the wrong shape.',
    details: [{field: '{field}', code: 'invalid_type', message: 'Must be {type}.'}],
    example: {field: '(body)', type: 'object'},
    shown: false,
  },
  invalid_multipart: {
    status: 400, code: 'invalid_request', appliesTo: (op) => takesBody(op) && op.bodyTypes.includes('multipart/form-data'), shown: false,
    when: 'The body is not valid `multipart/form-data`: its parts do not follow the boundary its `Content-Type` names.',
    summary: 'Malformed multipart body',
    message: 'The request body is not valid multipart/form-data ({reason}): send the parts with the boundary its Content-Type names.',
    example: {reason: 'Unexpected end of form'},
  },
  invalid_parameters: {
    status: 400, code: 'invalid_request',
    appliesTo: (op) => op.api !== 'auth' && op.parameters.some((p) => /^(path|query|header):/.test(p)),
    when: 'A path, query or header parameter is not valid (for example `per_page` outside its range, or a path that is not valid percent-encoding).',
    summary: 'Invalid parameter',
    message: 'The request has invalid parameters: {problems}.',
    example: (op) => ({problems: op.parameters.includes('query:per_page') ? 'per_page must be <= 100' : `${(op.parameters.find((p) => p.startsWith('path:')) ?? op.parameters[0]!).split(':')[1]} must match its format`}),
    words: ['invalid parameters?', 'per_page=0'],
  },
  reference_id_for_uuid: {
    status: 400, code: 'invalid_request', detail: 'invalid_format',
    // Where the form's UUID goes, not where its reference id is accepted too (ApplicationFormIdOrReference, Get Latest).
    appliesTo: (op) => op.api !== 'auth' && op.schemas.includes('ApplicationFormId') && !op.schemas.includes('ApplicationFormIdOrReference'),
    when: "A form's reference id is sent where its internal id (a UUID) goes.",
    summary: 'A reference id where the UUID goes',
    message: "{field} must be the form's internal id (a UUID); {value} is its reference id. Find the current id with GET /application_forms/{value}/latest.",
    details: [{field: '{field}', code: 'invalid_format', message: 'Must be a UUID, not a reference id.'}],
    example: {field: 'id', value: 'K7Q-4MZ-92T'},
  },
  invalid_fields: {
    status: 422, code: 'validation_failed', appliesTo: takesBody,
    when: 'The request is well formed but a field fails its rule (required, format, length, range, enum).',
    summary: 'A field fails validation',
    message: 'The request has invalid fields: {field} {problem}.',
    details: [{field: '{field}', code: '{detail}', message: '{detail_message}'}],
    example: {field: 'a field', problem: 'is required', detail: 'required', detail_message: 'Required.'},
    shown: false,
  },

  // 405 and 415: a method the path does not take, a body in a media type the operation does not take.
  method_not_allowed: {
    status: 405, code: 'method_not_allowed', appliesTo: () => true, headers: ['Allow'],
    when: 'The path does not take the request\'s method; the `Allow` header lists the methods it takes.',
    whenFor: (op) => `The path does not take the request's method (it takes ${op.pathMethods.map((m) => `\`${m}\``).join(', ')}); the \`Allow\` header lists them.`,
    summary: 'A method the path does not take',
    message: '{method} is not an operation of {path}; it takes {allow}.',
    example: (op) => ({method: op.pathMethods.includes('PUT') ? 'TRACE' : 'PUT', path: op.path, allow: op.pathMethods.join(', ')}),
    words: ['method not allowed', 'undeclared methods?'],
  },
  unsupported_media_type: {
    status: 415, code: 'unsupported_media_type', appliesTo: takesBody,
    when: 'The body is sent with a `Content-Type` the operation does not take, or with none.',
    whenFor: (op) => `The body is sent with a \`Content-Type\` other than ${op.bodyTypes.map((t) => `\`${t}\``).join(' or ')}, or with none (it is not read as JSON anyway).`,
    summary: 'Wrong Content-Type',
    message: 'The request body is sent as {type}; this operation takes {takes}: send Content-Type: {first}.',
    example: (op) => ({type: 'text/plain', takes: op.bodyTypes.join(' or '), first: op.bodyTypes[0]!}),
    words: ['Content-Type', 'media type'],
  },

  // 409, 429, 500.
  idempotency_key_reused: {
    status: 409, code: 'idempotency_key_reused', appliesTo: (op) => op.parameters.includes('header:Idempotency-Key'),
    when: 'The `Idempotency-Key` was already used with a different request body (within {{fact:idempotencyReplayHours}} hours).',
    summary: 'Key reused with another body',
    message: 'This Idempotency-Key was used with a different request body.',
    words: ['different body', 'key (?:comes back|is reused)'],
  },
  rate_limited: {
    status: 429, code: 'rate_limited', appliesTo: (op) => RATE_LIMIT_FACT[op.api] !== undefined,
    headers: ['Retry-After', ...RATE_LIMIT_HEADERS],
    when: "More requests per minute than the API's limit for one client.",
    whenFor: (op) => `More than {{fact:${RATE_LIMIT_FACT[op.api]}}} requests per minute from one client on ${API_LABELS[op.api]}. Wait \`Retry-After\` seconds, then retry with back-off.`,
    summary: 'Too many requests',
    message: 'Rate limit of {limit} requests per minute exceeded for {api} ({environment}); retry after {seconds} seconds.',
    example: (op) => ({limit: `{{fact:${RATE_LIMIT_FACT[op.api]}}}`, api: API_LABELS[op.api], environment: 'sandbox', seconds: 5}),
    words: ['rate[- ]limit(?:ed|s)?', 'too many requests', 'requests per minute', 'Retry-After'],
  },
  server_error: {
    status: 500, code: 'internal_error', appliesTo: () => true,
    when: 'The platform failed unexpectedly. Retry with back-off; quote `request_id` to support if it persists.',
    summary: 'Internal error',
    message: 'Something went wrong on our side: {reason}.',
    example: {reason: 'a service did not answer in time'},
  },
};
