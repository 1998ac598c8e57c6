/**
 * SDK tokens (decision 4): the storefront SDK client id mints guest tokens,
 * the agent SDK client id agent tokens, each only its own role (the other
 * answers 403). Agent tokens act as an active Terminal user with a role that
 * may quote; a form-bound token needs a current form of the tenant. Every
 * token is single use and lives 300 seconds (the schema's `expires_in`).
 */
import type {Handler} from '../context';
import {tenantOf} from '../context';
import {randomHex, type Json} from '../http';
import {refuse} from '../refuse';
import {isoSeconds} from '../clock';

const LIFETIME_SECONDS = 300;

export const createSdkToken: Handler = (ctx) => {
  if (ctx.caller.kind !== 'client') throw refuse(ctx.op, 'session_not_allowed');
  const tenant = tenantOf(ctx);
  const input = ctx.body.sdk_token as Json;
  const role = input.role as 'guest' | 'agent';
  const clientId = input.sdk_client_id as string;
  const ownRole = clientId === tenant.sdk_clients.storefront ? 'guest' : clientId === tenant.sdk_clients.agent ? 'agent' : null;
  if (!ownRole) throw refuse(ctx.op, 'sdk_client_unknown', {sdk_client_id: clientId, tenant_id: tenant.id, environment: ctx.environment});
  if (ownRole !== role) throw refuse(ctx.op, 'sdk_client_wrong_role', {sdk_client_id: clientId, role, own: ownRole, wanted: role === 'agent' ? 'agent' : 'storefront'});
  let user;
  if (role === 'agent') {
    if (!input.user_email) throw refuse(ctx.op, 'user_email_required');
    user = tenant.users.get(String(input.user_email).toLowerCase());
    if (!user) throw refuse(ctx.op, 'user_unknown');
    const roles = ctx.services.world.roles;
    const mayQuote = user.roles.some((r) => (roles[r] ?? []).includes('submit_forms'));
    if (!user.active || !mayQuote) throw refuse(ctx.op, 'user_cannot_quote', {email: user.email});
  } else if (input.user_email) {
    throw refuse(ctx.op, 'user_email_not_allowed');
  }
  const formId = input.application_form_id ?? null;
  if (formId) {
    const form = ctx.env.formIndex.get(formId);
    if (!form || form.tenant_id !== tenant.id || form.id !== formId) {
      throw refuse(ctx.op, 'form_not_bindable', {reason: form && form.tenant_id === tenant.id ? `${formId} is an earlier id; the form's current id is ${form.id}.` : 'No current application form of your tenant has this id.'});
    }
    if (role === 'guest' && form.flow !== 'consumer') throw refuse(ctx.op, 'form_not_consumer', {reference_id: form.reference_id});
  }
  const token = `${role === 'guest' ? 'gt' : 'at'}_${randomHex(16)}`;
  const expires = ctx.now + LIFETIME_SECONDS * 1000;
  ctx.env.sdkTokens.set(token, {token, role, sdk_client_id: clientId, tenant_id: tenant.id, application_form_id: formId, user, expires_at: expires, used: false});
  const body: Json = {token, role, sdk_client_id: clientId, application_form_id: formId, expires_at: isoSeconds(expires), expires_in: LIFETIME_SECONDS};
  if (user) body.user = {uid: user.uid, email: user.email, first_name: user.first_name, last_name: user.last_name, roles: user.roles};
  return {status: 201, body};
};
