/**
 * SDK tokens (decision 4): the storefront SDK client id mints guest tokens,
 * the agent SDK client id agent tokens, each only its own role (the other
 * answers 403). Agent tokens act as an active Terminal user with a role that
 * may quote; a form-bound token needs a current form of the tenant. Every
 * token is single use and lives 300 seconds (the schema's `expires_in`).
 */
import type {Handler} from '../context';
import {tenantOf} from '../context';
import {ApiError, randomHex, type Json} from '../http';
import {isoSeconds} from '../clock';

const LIFETIME_SECONDS = 300;

export const createSdkToken: Handler = (ctx) => {
  if (ctx.caller.kind !== 'client') throw new ApiError(403, 'forbidden', 'SDK tokens are minted by your back end with its client token, not from an SDK session.');
  const tenant = tenantOf(ctx);
  const input = ctx.body.sdk_token as Json;
  const role = input.role as 'guest' | 'agent';
  const clientId = input.sdk_client_id as string;
  const ownRole = clientId === tenant.sdk_clients.storefront ? 'guest' : clientId === tenant.sdk_clients.agent ? 'agent' : null;
  if (!ownRole) throw new ApiError(403, 'forbidden', `SDK client ${clientId} is not enabled on tenant ${tenant.id} (${ctx.environment}).`);
  if (ownRole !== role) throw new ApiError(403, 'forbidden', `SDK client ${clientId} is not enabled for ${role} sessions; it mints ${ownRole} tokens. Use the ${role === 'agent' ? 'agent' : 'storefront'} SDK client id.`);
  let user;
  if (role === 'agent') {
    if (!input.user_email) throw new ApiError(422, 'validation_failed', 'Agent tokens act as a Terminal user.', [{field: 'sdk_token.user_email', code: 'required', message: 'Required for role agent.'}]);
    user = tenant.users.get(String(input.user_email).toLowerCase());
    if (!user) {
      throw new ApiError(404, 'not_found', 'No Terminal user with this e-mail exists in the tenant.', [{field: 'user_email', code: 'not_found', message: 'Have the agent sign in to Terminal once, or create the user.'}]);
    }
    const roles = ctx.services.world.roles;
    const mayQuote = user.roles.some((r) => (roles[r] ?? []).includes('submit_forms'));
    if (!user.active || !mayQuote) {
      throw new ApiError(422, 'validation_failed', 'The Terminal user cannot start agent sessions.', [{field: 'user_email', code: 'user_cannot_quote', message: `${user.email} is disabled or has no role that may quote.`}]);
    }
  } else if (input.user_email) {
    throw new ApiError(422, 'validation_failed', 'Guest tokens do not act as a Terminal user.', [{field: 'sdk_token.user_email', code: 'not_allowed', message: 'Only for role agent.'}]);
  }
  const formId = input.application_form_id ?? null;
  if (formId) {
    const form = ctx.env.formIndex.get(formId);
    if (!form || form.tenant_id !== tenant.id || form.id !== formId) {
      throw new ApiError(422, 'validation_failed', 'The session cannot be bound to this form.', [
        {field: 'sdk_token.application_form_id', code: 'not_found', message: form && form.tenant_id === tenant.id ? `${formId} is an earlier id; the form's current id is ${form.id}.` : 'No current application form of your tenant has this id.'},
      ]);
    }
    if (role === 'guest' && form.flow !== 'consumer') {
      throw new ApiError(422, 'validation_failed', 'Guest sessions open consumer forms only.', [{field: 'sdk_token.application_form_id', code: 'invalid_value', message: `${form.reference_id} is a partner (Terminal) form.`}]);
    }
  }
  const token = `${role === 'guest' ? 'gt' : 'at'}_${randomHex(16)}`;
  const expires = ctx.now + LIFETIME_SECONDS * 1000;
  ctx.env.sdkTokens.set(token, {token, role, sdk_client_id: clientId, tenant_id: tenant.id, application_form_id: formId, user, expires_at: expires, used: false});
  const body: Json = {token, role, sdk_client_id: clientId, application_form_id: formId, expires_at: isoSeconds(expires), expires_in: LIFETIME_SECONDS};
  if (user) body.user = {uid: user.uid, email: user.email, first_name: user.first_name, last_name: user.last_name, roles: user.roles};
  return {status: 201, body};
};
