/**
 * Pure helpers shared by the guide components (EnvironmentTable, Endpoint):
 * they resolve identity tokens at render time, so values passed to a
 * component inside a JS expression (where the remark plugin cannot reach)
 * still come from src/site/identity.ts and never from a literal host.
 */
import {tokens} from '../site/identity';

/**
 * Tokens that exist in two environments: `<name>` is production and
 * `<name>Sandbox` is sandbox. Only these may be used as `host`/`token` props.
 */
export const ENVIRONMENT_TOKENS = [
  'tokenUrl',
  'authHost',
  'samlCallbackUrl',
  'partnerApi',
  'leadsApi',
  'hooksApi',
  'intelligenceApi',
  'carrierApi',
  'terminalUrl',
  'storefrontUrl',
] as const;

export type EnvironmentToken = (typeof ENVIRONMENT_TOKENS)[number];

/** Default row labels for EnvironmentTable's `tokens` shorthand. */
export const ENVIRONMENT_LABELS: Record<EnvironmentToken, string> = {
  tokenUrl: 'OAuth token URL',
  authHost: 'Auth host',
  samlCallbackUrl: 'SAML ACS (reply) URL',
  partnerApi: 'Partner API',
  leadsApi: 'Leads API',
  hooksApi: 'Webhooks API',
  intelligenceApi: 'Insurance Intelligence API',
  carrierApi: 'Carrier API',
  terminalUrl: 'Terminal',
  storefrontUrl: 'Storefront',
};

export interface EnvironmentValues {
  production: string;
  sandbox: string;
}

/** Production and sandbox values of a two-environment token; throws on an unknown name. */
export function environmentValues(
  name: string,
  source: Record<string, string> = tokens,
): EnvironmentValues {
  const production = source[name];
  const sandbox = source[`${name}Sandbox`];
  if (production === undefined || sandbox === undefined) {
    throw new Error(
      `"${name}" is not an environment token. Use one of: ${ENVIRONMENT_TOKENS.join(', ')}`,
    );
  }
  return {production, sandbox};
}

/**
 * Any `{{name}}`, including `{{fact:…}}` and `{{world:…}}`: the remark plugin
 * renders those in prose and string attributes, but not inside an array or
 * object prop (`items={[...]}`, `rows={[...]}`), which reaches a component as
 * written. Matching them here makes such a token fail the build with its
 * name instead of showing "{{world:subdomain}}" on the page.
 */
const TOKEN = /\{\{\s*((?:fact:|world:)?[A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** Replaces `{{name}}` in a string with identity values; throws on an unknown token. */
export function interpolate(
  text: string,
  source: Record<string, string> = tokens,
): string {
  return text.replace(TOKEN, (_match, name: string) => {
    const value = source[name];
    if (value === undefined) {
      const kind = name.startsWith('fact:') || name.startsWith('world:') ? `${name.split(':')[0]} tokens are not rendered inside component props: move the value into the page's prose, or pass an identity token` : 'Unknown identity token';
      throw new Error(`${kind}: {{${name}}} in component prop "${text}"`);
    }
    return value;
  });
}

/** One row of an environment table, before resolution. */
export interface EnvironmentRow {
  /** What the value is, e.g. "Client id". */
  label: string;
  /** A two-environment token; fills both columns. */
  token?: EnvironmentToken;
  /** Sandbox value; may contain `{{tokens}}`. Overrides the token's sandbox value. */
  sandbox?: string;
  /** Production value; may contain `{{tokens}}`. Overrides the token's production value. */
  production?: string;
  /** Render values as code (default: true for tokens, false otherwise). */
  code?: boolean;
}

export interface ResolvedRow {
  label: string;
  sandbox: string;
  production: string;
  code: boolean;
}

/** Resolves rows (and the `tokens` shorthand) into plain strings for both environments. */
export function resolveRows(
  rows: EnvironmentRow[] = [],
  tokenNames: EnvironmentToken[] = [],
  source: Record<string, string> = tokens,
): ResolvedRow[] {
  const all: EnvironmentRow[] = [
    ...tokenNames.map((token) => ({label: ENVIRONMENT_LABELS[token] ?? token, token})),
    ...rows,
  ];
  return all.map((row) => {
    const fromToken = row.token ? environmentValues(row.token, source) : undefined;
    const sandbox = row.sandbox ?? fromToken?.sandbox;
    const production = row.production ?? fromToken?.production;
    if (sandbox === undefined || production === undefined) {
      throw new Error(`Environment row "${row.label}" needs a token or both sandbox and production values`);
    }
    return {
      label: row.label,
      sandbox: interpolate(sandbox, source),
      production: interpolate(production, source),
      code: row.code ?? Boolean(row.token),
    };
  });
}

/** Joins a host and a path without doubling or losing the slash. */
export function joinUrl(host: string, path: string): string {
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
