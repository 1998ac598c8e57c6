/**
 * The headers an operation of the OpenAPI document takes, as a writer writes
 * them: its credentials (each alternative of its security, `Authorization:
 * Bearer <token>`, `x-api-key: <key>`) and its declared header parameters.
 * A sample that renames a header (`X-Auth` for `Authorization`) gets a
 * message that names the header the document requires, from the run (the
 * mock's 401, tests/samples/verdict.ts) and from the page's text
 * (consistency.test.ts).
 */
import {distance} from '../../samples/variables';
import {doc, operations, operationsAt, type Operation} from './openapi';

type Json = Record<string, any>;

/** The operation a request goes to, by method and URL (undefined off the platform or for an unknown path). */
export function operationOf(method: string, url: string): Operation | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return operationsAt(parsed.origin, parsed.pathname).find((o) => o.ref.method.toUpperCase() === method.toUpperCase());
}

/** A security scheme as the header a sample sends. */
function schemeHeader(scheme: Json): string {
  if (scheme.type === 'apiKey') return `${scheme.name}: <${scheme.name.toLowerCase().includes('key') ? 'API key' : 'value'}>`;
  if (scheme.type === 'http' && scheme.scheme === 'basic') return 'Authorization: Basic <client id:secret> (curl -u)';
  return 'Authorization: Bearer <token>';
}

/** Each alternative of the operation's security, as the headers to send (`Authorization: Bearer <token> + x-api-key: <API key>`). */
export function credentialHeaders(op: Operation): string[] {
  const schemes = doc.components.securitySchemes as Json;
  const requirements: Json[] = op.ref.operation.security ?? doc.security ?? [];
  return requirements.map((req) => Object.keys(req).map((name) => schemeHeader(schemes[name])).join(' + ')).filter(Boolean);
}

/** The lower-case header names an alternative of the operation's security sends. */
function credentialNames(op: Operation): string[][] {
  const schemes = doc.components.securitySchemes as Json;
  const requirements: Json[] = op.ref.operation.security ?? doc.security ?? [];
  return requirements.map((req) => Object.keys(req).map((name) => (schemes[name].type === 'apiKey' ? String(schemes[name].name).toLowerCase() : 'authorization')));
}

/** Header parameters the operation declares (names as the document writes them). */
export function declaredHeaders(op: Operation): string[] {
  return op.parameters.filter((p) => p.in === 'header').map((p) => String(p.name));
}

/** Headers clients add by themselves (curl, requests, Node's fetch): never what a sample renamed. */
const GENERIC = /^(?:content-type|content-length|accept(?:-[\w-]+)?|user-agent|host|connection|proxy-connection|keep-alive|expect|te|sec-[\w-]+|cache-control|pragma|priority|origin|referer)$/i;

/** A header as samples write it: `x-auth` -> `X-Auth`. */
const written = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());

/**
 * Why a request got a 401 when it carries none of its operation's credentials: the headers the
 * document requires, and the headers it sent instead that the document does not define.
 * Undefined when it sent an alternative whole (the value is what is wrong, not the header).
 */
export function missingCredentials(method: string, url: string, sent: string[]): string | undefined {
  const op = operationOf(method, url);
  if (!op) return undefined;
  const names = new Set(sent.map((n) => n.toLowerCase()));
  const alternatives = credentialNames(op);
  if (!alternatives.length || alternatives.some((alt) => alt.every((n) => names.has(n)))) return undefined;
  const known = new Set([...declaredHeaders(op).map((h) => h.toLowerCase()), ...alternatives.flat()]);
  const stray = sent.filter((n) => !GENERIC.test(n) && !known.has(n.toLowerCase()) && !n.toLowerCase().startsWith('x-forwarded')).map(written);
  return (
    `${op.ref.operationId} takes its credentials in ${credentialHeaders(op).join(' or ')}, which the request does not send` +
    (stray.length ? `; it sends ${stray.join(', ')}, which the OpenAPI document does not define for it` : '') +
    `: send ${credentialHeaders(op)[0]}${stray.length ? ` (rename ${stray[0]})` : ''}`
  );
}

/** For a header a page names that the document does not define: the headers of the operation its request goes to. */
export function headerHint(header: string, request?: {method: string; url: string}): string {
  const op = request ? operationOf(request.method, request.url) : undefined;
  if (op) {
    const declared = declaredHeaders(op);
    return `${op.ref.operationId} takes ${credentialHeaders(op).join(' or ')}${declared.length ? `, and the header${declared.length === 1 ? '' : 's'} ${declared.join(', ')}` : ''}: write the one ${header} stands for`;
  }
  const all = new Set<string>();
  for (const o of operations) for (const h of [...declaredHeaders(o), ...credentialNames(o).flat()]) all.add(h);
  const near = [...all].map((h) => ({h, d: distance(h.toLowerCase(), header.toLowerCase())})).sort((a, b) => a.d - b.d)[0];
  return near && near.d <= 3 ? `did you mean ${near.h}?` : 'write a header the document names (src/data/openapi/bindpoint.openapi.yaml), or name the header of your own service in prose';
}
