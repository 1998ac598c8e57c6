/**
 * The Postman collection of the API reference, converted at build time from
 * the resolved OpenAPI document by `openapi-to-postmanv2` (Postman's own
 * converter) and published at /openapi/bindpoint.postman.json.
 *
 * The converter puts every request on one `{{baseUrl}}` (the document's
 * first server) and keeps only the first security scheme of a requirement.
 * This document declares servers per path (auth, Partner API, Leads API,
 * Insurance Intelligence, ...) and some operations need two schemes at once
 * (bearer token and `x-api-key`), so after converting we:
 * - point each request at a collection variable named after its host's
 *   identity token (`{{partnerApi}}`, `{{authHost}}`, ...), sandbox by
 *   default, with the production host in the variable's description;
 * - set each request's auth from its own security requirement, through
 *   collection variables (`{{clientId}}`, `{{clientSecret}}`,
 *   `{{accessToken}}`, and one per other scheme, e.g. `{{intelligenceApiKey}}`);
 * - store the token endpoint's `access_token` in `{{accessToken}}` after a
 *   successful call, so "Get an access token" is the first request to send;
 * - address the webhooks (the platform calls you) at `{{receiverUrl}}`, the
 *   base of your own endpoint;
 * - fill the `:tenant_id` path variable of every `/tenants/{tenant_id}/...`
 *   request from the collection variable `{{tenant_id}}` (decision 8: never
 *   the example tenant id of the document);
 * - drop the converter's random ids, and derive the collection id from the
 *   document. The converter makes up a value wherever the document has no
 *   example, and the document gives one for every such value, so the
 *   collection is the same from build to build (a unit test converts twice).
 */
import {createHash} from 'node:crypto';
import {convertV2} from 'openapi-to-postmanv2';
import {tokens} from '../../site/identity';
import {listOperations, type OperationRef} from './document';

type Json = Record<string, any>;

export interface PostmanVariable {
  key: string;
  value: string;
  description?: string;
}

/** Collection variable of the receiving endpoint of webhooks. */
export const RECEIVER_VARIABLE = 'receiverUrl';
/** Folder of the requests the platform sends to you (the document's webhooks). */
export const WEBHOOKS_FOLDER = 'Sent to your endpoint';
/** Collection variable the token request fills and OAuth 2.0 requests send. */
export const ACCESS_TOKEN_VARIABLE = 'accessToken';
/** Collection variable of the reader's tenant id, used by every `/tenants/{tenant_id}/...` request. */
export const TENANT_VARIABLE = 'tenant_id';

/** Points the `tenant_id` path variable of a request URL at the collection variable. */
function useTenantVariable(url: Json | undefined): boolean {
  const variable = (url?.variable ?? []).find((v: Json) => v.key === TENANT_VARIABLE);
  if (!variable) return false;
  variable.value = `{{${TENANT_VARIABLE}}}`;
  return true;
}

function convert(doc: Json): Promise<Json> {
  return new Promise((resolve, reject) => {
    convertV2(
      {type: 'json', data: doc},
      {
        folderStrategy: 'Tags',
        parametersResolution: 'Example',
        includeWebhooks: true,
        includeAuthInfoInExample: false,
        requestNameSource: 'Fallback',
      },
      (error: {message: string} | null, result?: Json) => {
        if (error) return reject(new Error(`openapi-to-postmanv2: ${error.message}`));
        if (!result?.result) return reject(new Error(`openapi-to-postmanv2: ${result?.reason ?? 'conversion failed'}`));
        resolve(result.output[0].data);
      },
    );
  });
}

/** The identity token whose value is this URL (e.g. `partnerApiSandbox`). */
function tokenOf(url: string): string | undefined {
  return Object.keys(tokens).find((name) => tokens[name] === url);
}

/** Servers an operation is called on: its own, its path's, then the document's. */
function serversOf(doc: Json, ref: OperationRef): Array<{url: string; description?: string}> {
  return ref.operation.servers ?? ref.pathItem.servers ?? doc.servers ?? [];
}

/**
 * The host variable of an operation: named after the production host's token
 * (`partnerApi`), valued with the sandbox host, production in the description.
 */
function hostVariable(doc: Json, ref: OperationRef): PostmanVariable {
  const servers = serversOf(doc, ref);
  const sandbox = servers.find((s) => /sandbox/i.test(s.description ?? '')) ?? servers[0];
  const production = servers.find((s) => /production/i.test(s.description ?? ''));
  if (!sandbox) throw new Error(`${ref.operationId}: no server to call`);
  const name = (production && tokenOf(production.url)) ?? tokenOf(sandbox.url)?.replace(/Sandbox$/, '');
  if (!name) throw new Error(`${ref.operationId}: server ${sandbox.url} is not a host of the identity module`);
  return {
    key: name,
    value: sandbox.url,
    description: production ? `Sandbox host; production is ${production.url}` : 'Sandbox host',
  };
}

/** Postman path segments of an OpenAPI path (`{id}` becomes `:id`). */
function postmanPath(openapiPath: string): string[] {
  return openapiPath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(.+)\}$/, ':$1'));
}

function requestKey(method: string, segments: string[]): string {
  return `${method.toUpperCase()} /${segments.join('/')}`;
}

interface AuthResult {
  auth: Json;
  headers: Array<{key: string; value: string; description?: string}>;
  variables: PostmanVariable[];
}

/** Auth and extra headers of the first security requirement of an operation. */
function authOf(doc: Json, ref: OperationRef): AuthResult {
  const schemes: Json = doc.components?.securitySchemes ?? {};
  const requirement: Json | undefined = (ref.operation.security ?? doc.security ?? [])[0];
  const out: AuthResult = {auth: {type: 'noauth'}, headers: [], variables: []};
  for (const name of Object.keys(requirement ?? {})) {
    const scheme = schemes[name];
    if (!scheme) throw new Error(`${ref.operationId}: unknown security scheme ${name}`);
    const description = String(scheme.description ?? '').trim();
    if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
      out.auth = {type: 'bearer', bearer: [{key: 'token', value: `{{${ACCESS_TOKEN_VARIABLE}}}`, type: 'string'}]};
      out.variables.push({
        key: ACCESS_TOKEN_VARIABLE,
        value: '',
        description: 'Filled by "Get an access token" (OAuth 2.0 client credentials); lasts 12 hours.',
      });
    } else if (scheme.type === 'http' && scheme.scheme === 'basic') {
      out.auth = {
        type: 'basic',
        basic: [
          {key: 'username', value: '{{clientId}}', type: 'string'},
          {key: 'password', value: '{{clientSecret}}', type: 'string'},
        ],
      };
      out.variables.push(
        {key: 'clientId', value: '', description: 'Client id issued by your account manager (one per environment).'},
        {key: 'clientSecret', value: '', description: 'Client secret; keep it out of shared workspaces.'},
      );
    } else if (scheme.type === 'http' && scheme.scheme === 'bearer') {
      out.auth = {type: 'bearer', bearer: [{key: 'token', value: `{{${name}}}`, type: 'string'}]};
      out.variables.push({key: name, value: '', description});
    } else if (scheme.type === 'apiKey' && scheme.in === 'header') {
      out.headers.push({key: scheme.name, value: `{{${name}}}`, description});
      out.variables.push({key: name, value: '', description});
    }
  }
  return out;
}

/** Removes the converter's random ids (items, responses) so the output is stable. */
function dropIds(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropIds);
  if (node && typeof node === 'object') {
    delete (node as Json).id;
    Object.values(node).forEach(dropIds);
  }
}

function leaves(items: Json[]): Json[] {
  return items.flatMap((item) => (Array.isArray(item.item) ? leaves(item.item) : [item]));
}

/** Converts the resolved OpenAPI document into a Postman collection (v2.1). */
export async function toPostmanCollection(doc: Json): Promise<Json> {
  const collection = await convert(structuredClone(doc));
  const variables = new Map<string, PostmanVariable>();
  const addVariable = (v: PostmanVariable) => {
    if (!variables.has(v.key)) variables.set(v.key, v);
  };

  const operations = listOperations(doc);
  const byKey = new Map<string, OperationRef>();
  for (const ref of operations) {
    if (ref.kind === 'path') byKey.set(requestKey(ref.method, postmanPath(ref.path)), ref);
  }
  const webhooksByName = new Map(operations.filter((r) => r.kind === 'webhook').map((r) => [r.operation.summary, r]));

  for (const item of leaves(collection.item)) {
    const request = item.request;
    const url = request.url;
    const host: string = url.host?.[0] ?? '';
    let ref: OperationRef | undefined;
    if (host === '{{baseUrl}}') {
      ref = byKey.get(requestKey(request.method, url.path ?? []));
      if (!ref) throw new Error(`Postman collection: no operation for ${requestKey(request.method, url.path ?? [])}`);
      const variable = hostVariable(doc, ref);
      addVariable(variable);
      url.host = [`{{${variable.key}}}`];
    } else {
      // Webhooks come out as `{{baseUrl}}<name>`: send them to your own endpoint.
      ref = webhooksByName.get(item.name);
      if (!ref) throw new Error(`Postman collection: no webhook named "${item.name}"`);
      const receiver = new URL(ref.operation['x-receiver-url'] ?? 'https://your-app.example.com/');
      addVariable({
        key: RECEIVER_VARIABLE,
        value: receiver.origin,
        description: 'Base URL of your own HTTPS endpoint that receives webhooks, to test it with the documented payloads.',
      });
      url.host = [`{{${RECEIVER_VARIABLE}}}`];
      url.path = receiver.pathname.split('/').filter(Boolean);
    }
    if (useTenantVariable(url)) {
      addVariable({
        key: TENANT_VARIABLE,
        value: '',
        description: 'Your tenant id, issued with your client id for the same environment (sandbox by default).',
      });
    }
    for (const response of item.response ?? []) {
      if (response.originalRequest?.url) {
        response.originalRequest.url.host = url.host;
        response.originalRequest.url.path = url.path;
        useTenantVariable(response.originalRequest.url);
      }
    }
    const {auth, headers, variables: authVariables} = authOf(doc, ref);
    request.auth = auth;
    authVariables.forEach(addVariable);
    const existing = new Set((request.header ?? []).map((h: Json) => String(h.key).toLowerCase()));
    request.header = [...(request.header ?? []), ...headers.filter((h) => !existing.has(h.key.toLowerCase()))];
    if (auth.type === 'basic') {
      // The token endpoint: keep its access token for the other requests.
      item.event = [
        {
          listen: 'test',
          script: {
            type: 'text/javascript',
            exec: [
              'if (pm.response.code === 200) {',
              `  pm.collectionVariables.set('${ACCESS_TOKEN_VARIABLE}', pm.response.json().access_token);`,
              '}',
            ],
          },
        },
      ];
    }
  }

  // The converter files webhooks under "Webhooks", which reads like the
  // Webhooks API: name the folder for what it holds.
  for (const folder of collection.item) {
    if (Array.isArray(folder.item) && leaves(folder.item).every((item) => item.request.url.host[0] === `{{${RECEIVER_VARIABLE}}}`)) {
      folder.name = WEBHOOKS_FOLDER;
      folder.description = 'Requests the platform sends to your endpoint: send them to your own receiver to test it.';
    }
  }

  dropIds(collection.item);
  const digest = createHash('sha256').update(JSON.stringify(doc)).digest('hex');
  collection.info._postman_id = [8, 4, 4, 4, 12]
    .reduce<string[]>((parts, length, i) => {
      const start = parts.join('').length;
      return [...parts, digest.slice(start, start + length)];
    }, [])
    .join('-');
  collection.info.name = `${doc.info.title} ${doc.info.version}`;
  collection.variable = [...variables.values()].sort((a, b) => a.key.localeCompare(b.key));
  return collection;
}

/**
 * The collection as published (POSTMAN_PUBLISHED in ./published.ts), from the OpenAPI document
 * as JSON text. The API plugin runs it in a worker thread while the site
 * bundles (../shared/call-in-worker.ts), so the converter is never loaded
 * in the main thread.
 */
export async function postmanCollectionText(documentJson: string): Promise<string> {
  return `${JSON.stringify(await toPostmanCollection(JSON.parse(documentJson)), null, 2)}\n`;
}
