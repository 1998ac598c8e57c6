/**
 * Credentials: the OAuth client-credentials token endpoint (RFC 6749 errors),
 * bearer tokens with their lifetime from x-facts, the Leads API's static
 * disposition tokens, Insurance Intelligence keys, and SDK sessions.
 * Tokens belong to the environment whose token URL minted them (decision 3).
 */
import type {Clock} from './clock';
import type {Caller, Ctx} from './context';
import type {Environment} from './hosts';
import {randomToken, type Json, type MockReply} from './http';
import type {EnvState} from './state';
import type {ClientSeed} from './world';
import type {RoutedOperation} from './router';
import {refuse} from './refuse';
import {accessTokenFormat} from '../data/world/env';

const other = (environment: Environment): Environment => (environment === 'sandbox' ? 'production' : 'sandbox');

function basicCredentials(header: string | undefined): {id: string; secret: string} | null | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return null;
  let text: string;
  try {
    text = new TextDecoder().decode(Uint8Array.from(atob(match[1]!), (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  try {
    return {id: decodeURIComponent(text.slice(0, colon)), secret: decodeURIComponent(text.slice(colon + 1))};
  } catch {
    // A lone `%` (RFC 6749 2.3.1 form-encodes both parts): not credentials the server can read.
    return null;
  }
}

/** Who the token endpoint is talking to, for the rate limit (before the secret is checked). */
export function tokenCaller(headers: Record<string, string>, body: Json): string {
  const basic = basicCredentials(headers.authorization);
  return `client:${basic?.id ?? body?.client_id ?? 'anonymous'}`;
}

/** POST /auth/token. */
export function issueToken(ctx: Ctx, states: Record<Environment, EnvState>): MockReply {
  const body = (ctx.body ?? {}) as Json;
  const basic = basicCredentials(ctx.headers.authorization);
  if (basic === null) throw refuse(ctx.op, 'basic_malformed');
  if (body.grant_type !== 'client_credentials') throw refuse(ctx.op, body.grant_type ? 'grant_unsupported' : 'grant_missing');
  if (basic && (body.client_id || body.client_secret)) throw refuse(ctx.op, 'credentials_twice');
  const id = basic?.id ?? body.client_id;
  const secret = basic?.secret ?? body.client_secret;
  if (!id || !secret) throw refuse(ctx.op, 'client_missing');
  const client = ctx.env.clients.get(id);
  if (!client || client.client_secret !== secret) {
    const elsewhere = states[other(ctx.environment)].clients.get(id);
    if (elsewhere && elsewhere.client_secret === secret) throw refuse(ctx.op, 'client_other_environment', {other: other(ctx.environment), environment: ctx.environment});
    throw refuse(ctx.op, 'client_invalid');
  }
  const lifetime = Number(ctx.services.facts.tokenLifetimeSeconds);
  const access = accessTokenFormat.prefix[ctx.environment] + randomToken(accessTokenFormat.length, accessTokenFormat.alphabet);
  ctx.env.tokens.set(access, {token: access, client, expires_at: ctx.now + lifetime * 1000});
  return {
    status: 200,
    headers: {'cache-control': 'no-store'},
    body: {
      access_token: access,
      token_type: 'bearer',
      expires_in: lifetime,
      refresh_token: `rt_${randomToken(24)}`,
      scope: '',
      uid: client.uid,
      info: client.info,
    },
  };
}

function bearer(headers: Record<string, string>): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match?.[1];
}

/**
 * Checks the credentials an operation's security requirements name, and
 * returns who is calling. Throws 401 for missing, unknown, expired or
 * other-environment credentials.
 */
export function authenticate(op: RoutedOperation, headers: Record<string, string>, env: EnvState, states: Record<Environment, EnvState>, clock: Clock): Caller {
  const schemes = new Set((op.operation.security ?? []).flatMap((req: Json) => Object.keys(req)));
  const token = bearer(headers);
  if (schemes.has('dispositionToken')) {
    if (!token) throw refuse(op, 'leads_token_missing');
    const tenant = env.dispositionTokens.get(token);
    if (!tenant) {
      if (states[other(env.environment)].dispositionTokens.has(token)) throw refuse(op, 'leads_token_other_environment', {other: other(env.environment), environment: env.environment});
      throw refuse(op, 'leads_token_invalid');
    }
    return {kind: 'disposition', tenant_id: tenant, key: `leads:${token.slice(-8)}`};
  }
  if (!schemes.has('oauth2')) return {kind: 'none', key: 'anonymous'};
  if (!token) throw refuse(op, 'token_missing');
  let caller: Caller | undefined;
  const access = env.tokens.get(token);
  if (access) {
    if (clock.now() >= access.expires_at) throw refuse(op, 'token_expired');
    caller = {kind: 'client', client: access.client, token: access, tenant_id: access.client.tenant_id, key: `client:${access.client.client_id}`};
  }
  const session = env.sessions.get(token);
  if (session) {
    if (clock.now() >= session.expires_at) throw refuse(op, 'session_expired');
    caller = {kind: 'session', session, tenant_id: session.tenant_id, key: `session:${token.slice(-8)}`};
  }
  if (!caller) {
    const elsewhere = states[other(env.environment)].tokens.has(token) || states[other(env.environment)].sessions.has(token);
    throw elsewhere ? refuse(op, 'token_other_environment', {other: other(env.environment), environment: env.environment}) : refuse(op, 'token_invalid');
  }
  if (schemes.has('intelligenceApiKey')) {
    const key = headers['x-api-key'];
    if (!key) throw refuse(op, 'api_key_missing');
    const known = env.intelligenceKeys.get(key);
    if (!known) {
      if (states[other(env.environment)].intelligenceKeys.has(key)) throw refuse(op, 'api_key_other_environment', {other: other(env.environment)});
      throw refuse(op, 'api_key_invalid');
    }
    // A key is a tenant's (Insurance Intelligence) or a carrier's (Carrier API): the bearer token must be of the same owner.
    const carrierId = caller.client?.carrier_id;
    if (known.carrier_id || carrierId) {
      if (known.carrier_id !== carrierId) throw refuse(op, carrierId ? 'api_key_not_carriers' : 'api_key_of_carrier');
    } else if (known.tenant_id !== caller.tenant_id) throw refuse(op, 'api_key_other_tenant');
  }
  return caller;
}

export type {ClientSeed};
