/**
 * Credentials: the OAuth client-credentials token endpoint (RFC 6749 errors),
 * bearer tokens with their lifetime from x-facts, the Leads API's static
 * disposition tokens, Insurance Intelligence keys, and SDK sessions.
 * Tokens belong to the environment whose token URL minted them (decision 3).
 */
import type {Clock} from './clock';
import type {Caller, Ctx} from './context';
import type {Environment} from './hosts';
import {ApiError, OAuthError, randomToken, type Json, type MockReply} from './http';
import type {EnvState} from './state';
import type {ClientSeed} from './world';
import type {RoutedOperation} from './router';
import {documentedStatus} from './errors';
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
  if (basic === null) throw new OAuthError(400, 'invalid_request', 'The Authorization header is not HTTP Basic with client_id:client_secret.');
  if (body.grant_type !== 'client_credentials') {
    throw new OAuthError(400, body.grant_type ? 'unsupported_grant_type' : 'invalid_request', body.grant_type ? 'Only grant_type=client_credentials is supported.' : 'grant_type=client_credentials is required.');
  }
  if (basic && (body.client_id || body.client_secret)) {
    throw new OAuthError(400, 'invalid_request', 'Send the credentials either as HTTP Basic or as form fields, not both.');
  }
  const id = basic?.id ?? body.client_id;
  const secret = basic?.secret ?? body.client_secret;
  if (!id || !secret) throw new OAuthError(401, 'invalid_client', 'Client authentication failed: send client_id and client_secret as HTTP Basic or as form fields.');
  const client = ctx.env.clients.get(id);
  if (!client || client.client_secret !== secret) {
    const elsewhere = states[other(ctx.environment)].clients.get(id);
    const hint = elsewhere && elsewhere.client_secret === secret ? ` These are ${other(ctx.environment)} credentials; this is the ${ctx.environment} token URL.` : '';
    throw new OAuthError(401, 'invalid_client', `Client authentication failed.${hint}`);
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

function unauthorized(message: string): ApiError {
  return new ApiError(401, 'invalid_token', message);
}

/**
 * Checks the credentials an operation's security requirements name, and
 * returns who is calling. Throws 401 for missing, unknown, expired or
 * other-environment credentials.
 */
/**
 * What a carrier's client may call. A carrier is not a tenant (platform model:
 * "Carriers update PUT /quote_requests/{quote_number}"): its client updates the
 * quote requests sent to its carrier, downloads their documents and reads
 * market intelligence with its own Carrier API key; a tenant's forms, hooks,
 * users and Insurance Intelligence reports are not its to read or change.
 */
export const CARRIER_OPERATIONS: ReadonlySet<string> = new Set(['updateQuoteRequest', 'getAttachment', 'getMarketRecommendation']);

export function carrierRefused(op: RoutedOperation): ApiError {
  const status = documentedStatus(op, [403, 404]);
  return new ApiError(
    status,
    status === 403 ? 'forbidden' : 'not_found',
    "This is a carrier's client: it updates the quote requests sent to its carrier, downloads their documents and reads market intelligence; it does not act on a tenant's application forms or other data.",
  );
}

export function authenticate(op: RoutedOperation, headers: Record<string, string>, env: EnvState, states: Record<Environment, EnvState>, clock: Clock): Caller {
  const schemes = new Set((op.operation.security ?? []).flatMap((req: Json) => Object.keys(req)));
  const token = bearer(headers);
  if (schemes.has('dispositionToken')) {
    if (!token) throw unauthorized('Send the Leads API token as Authorization: Bearer <token>.');
    const tenant = env.dispositionTokens.get(token);
    if (!tenant) {
      const where = states[other(env.environment)].dispositionTokens.has(token) ? ` It is a ${other(env.environment)} token; this is the ${env.environment} Leads API.` : '';
      throw unauthorized(`The Leads API token is not valid.${where}`);
    }
    return {kind: 'disposition', tenant_id: tenant, key: `leads:${token.slice(-8)}`};
  }
  if (!schemes.has('oauth2')) return {kind: 'none', key: 'anonymous'};
  if (!token) throw unauthorized('Send a bearer token: Authorization: Bearer <access_token> from the token URL.');
  let caller: Caller | undefined;
  const access = env.tokens.get(token);
  if (access) {
    if (clock.now() >= access.expires_at) throw unauthorized('The access token expired; request a new one.');
    caller = {kind: 'client', client: access.client, token: access, tenant_id: access.client.tenant_id, key: `client:${access.client.client_id}`};
  }
  const session = env.sessions.get(token);
  if (session) {
    if (clock.now() >= session.expires_at) throw unauthorized('The SDK session expired; start a new one.');
    caller = {kind: 'session', session, tenant_id: session.tenant_id, key: `session:${token.slice(-8)}`};
  }
  if (!caller) {
    const elsewhere = states[other(env.environment)].tokens.has(token) || states[other(env.environment)].sessions.has(token);
    throw unauthorized(
      elsewhere
        ? `This token was issued by the ${other(env.environment)} token URL; ${env.environment} hosts accept only ${env.environment} tokens.`
        : 'The access token is not valid.',
    );
  }
  if (schemes.has('intelligenceApiKey')) {
    const key = headers['x-api-key'];
    if (!key) throw unauthorized('Insurance Intelligence needs the x-api-key header with the bearer token.');
    const known = env.intelligenceKeys.get(key);
    if (!known) {
      const where = states[other(env.environment)].intelligenceKeys.has(key) ? ` It is a ${other(env.environment)} key.` : '';
      throw unauthorized(`The x-api-key is not valid.${where}`);
    }
    // A key is a tenant's (Insurance Intelligence) or a carrier's (Carrier API): the bearer token must be of the same owner.
    const carrierId = caller.client?.carrier_id;
    if (known.carrier_id || carrierId) {
      if (known.carrier_id !== carrierId) {
        throw new ApiError(403, 'forbidden', carrierId ? "The x-api-key is not your carrier's: send the Carrier API key issued with your carrier client." : "The x-api-key is a carrier's Carrier API key; a tenant's client sends its own Insurance Intelligence key.");
      }
    } else if (known.tenant_id !== caller.tenant_id) throw new ApiError(403, 'forbidden', 'The x-api-key belongs to another tenant than the bearer token.');
  }
  return caller;
}

export type {ClientSeed};
