/**
 * The Markdown twin of an API operation, rendered from the operation's data
 * (the same OperationData the ApiOperation and CodeSamples components
 * render), never scraped from HTML: method and path, servers, auth,
 * parameters, request and response schemas as tables, examples and the
 * generated curl, JavaScript and Python samples. Also the endpoint table of
 * the API overview. The twin pipeline (src/plugins/llms) calls these for
 * pages that import `@generated/bindpoint-openapi/default/<operationId>.mdx`.
 */
import type {MediaData, OperationData, ParameterData, SchemaData, SecuritySchemeData} from './types';
import {childObject, constraints, enumValues, statusText, typeLabel} from './theme/ApiOperation/schema';
import {renderAll} from './theme/CodeSamples/generate';
import {SAMPLE_LANGUAGES} from './theme/CodeSamples/languages';
import {sampleTitle} from './theme/CodeSamples/language-list';
import {webhookDeliveryText} from './delivery';
import {blocks, cell, code, fence, heading, list, table} from '../llms/markdown';
import type {TwinProvider} from '../llms/types';
import {PLUGIN_NAME} from './mdx';

interface OpenapiContent {
  operations: OperationData[];
}

/** Constraints, allowed values and default of a schema, as one Markdown phrase. */
function facts(schema: SchemaData): string {
  const parts: string[] = [];
  const limits = constraints(schema);
  if (limits.length) parts.push(limits.map((c) => code(c)).join(', '));
  const values = enumValues(schema);
  if (values) parts.push(`${values.length === 1 ? 'Value' : 'One of'}: ${values.map((v) => code(JSON.stringify(v))).join(', ')}`);
  if (schema.default !== undefined) parts.push(`Default: ${code(JSON.stringify(schema.default))}`);
  return parts.join('. ');
}

const sentence = (...parts: string[]) => parts.filter(Boolean).map((p) => p.trim().replace(/\s+/g, ' ')).join(' ');

/** Fields of an object schema as rows, nested fields with dotted paths (`items[].name`). */
export function schemaRows(schema: SchemaData, prefix = '', depth = 0): string[][] {
  const root = childObject(schema);
  if (!root) return [];
  const required = new Set<string>(root.required ?? []);
  return Object.entries<SchemaData>(root.properties ?? {}).flatMap(([name, prop]) => {
    const field = `${prefix}${name}`;
    const row = [
      code(field),
      code(typeLabel(prop)),
      required.has(name) ? 'required' : 'optional',
      cell(sentence(prop.deprecated ? 'Deprecated.' : '', prop.description ?? '', facts(prop), prop.items && !prop.items.properties ? facts(prop.items) : '')),
    ];
    const child = depth < 6 ? childObject(prop) : null;
    const nested = child ? schemaRows(child, `${field}${prop.items?.properties ? '[]' : ''}.`, depth + 1) : [];
    return [row, ...nested];
  });
}

function exampleFence(media: MediaData, value: unknown, title: string): string {
  if (media.mediaType === 'application/x-www-form-urlencoded' && value && typeof value === 'object') {
    return fence(new URLSearchParams(value as Record<string, string>).toString(), 'text', title);
  }
  return fence(JSON.stringify(value, null, 2), 'json', title);
}

function mediaMarkdown(media: MediaData): string {
  const binary = !media.mediaType.includes('json') && !media.schema.properties && media.mediaType !== 'application/x-www-form-urlencoded';
  const rows = binary ? [] : schemaRows(media.schema);
  return blocks(
    `Content type ${code(media.mediaType)}${media.schema['x-name'] ? `, schema ${code(media.schema['x-name'])}` : ''}.`,
    binary ? 'The raw file bytes.' : rows.length ? table(['Field', 'Type', 'Required', 'Description'], rows) : `Type ${code(typeLabel(media.schema))}. ${facts(media.schema)}`,
    ...media.examples.map((e) => exampleFence(media, e.value, `Example: ${e.summary}`)),
  );
}

function schemeMarkdown(scheme: SecuritySchemeData): string {
  if (scheme.type === 'oauth2') {
    return `${code('Authorization: Bearer <access_token>')}, a 12-hour token from [the token endpoint](/docs/api/authenticate/).`;
  }
  if (scheme.type === 'http') {
    const value = scheme.scheme === 'basic' ? 'Basic <base64(user:password)>' : 'Bearer <token>';
    return sentence(`${code(`Authorization: ${value}`)}.`, scheme.description ?? '');
  }
  if (scheme.type === 'apiKey') {
    const value = scheme.name === 'intelligenceApiKey' ? 'api key' : 'secret';
    return sentence(`${code(`${scheme.headerName}: <${value}>`)} header.`, scheme.description ?? '');
  }
  return scheme.description ?? scheme.name;
}

function securityMarkdown(op: OperationData): string {
  const anonymous = op.security.some((r) => r.length === 0);
  const withCredentials = op.security.filter((r) => r.length > 0);
  if (!withCredentials.length) return 'No authentication.';
  const lead =
    withCredentials.length > 1 ? (anonymous ? 'Send the credentials in one of these ways:' : 'One of:') : withCredentials[0]!.length > 1 ? 'Send all of:' : 'Send:';
  const items = withCredentials.map((r) => r.map(schemeMarkdown).join(' **and** '));
  if (anonymous) items.push(`No ${code('Authorization')} header, with ${code('client_id')} and ${code('client_secret')} as form fields.`);
  return blocks(lead, list(items));
}

const LOCATION_LABEL = {path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters'};

function parameterRows(params: ParameterData[]): string[][] {
  return params.map((p) => [
    code(p.name),
    code(typeLabel(p.schema)),
    p.required ? 'required' : 'optional',
    cell(sentence(p.deprecated ? 'Deprecated.' : '', p.description, facts(p.schema), p.example !== undefined ? `Example: ${code(String(p.example))}` : '')),
  ]);
}

export interface OperationMarkdownOptions {
  /** Several operations share the page: the operation gets its own heading, its sections one level down. */
  shared?: boolean;
}

/** The twin Markdown of one operation. */
export function operationMarkdown(op: OperationData, options: OperationMarkdownOptions = {}): string {
  const webhook = op.kind === 'webhook';
  const base = 2;
  const level = options.shared ? base + 1 : base;
  const samples = renderAll(op);
  const declared = (location: ParameterData['in']) => op.parameters.filter((p) => p.in === location);
  // Credentials and Content-Type are under Authentication and the body; the tables list declared parameters.
  const locations = (['path', 'query', 'header'] as const).filter((l) => declared(l).length > 0);
  const parameterTables = locations.map((location) =>
    blocks(heading(level + 1, LOCATION_LABEL[location]), table(['Name', 'Type', 'Required', 'Description'], parameterRows(declared(location)))),
  );
  const endpoint = webhook
    ? webhookDeliveryText(op)
    : table(['Environment', 'Full URL'], op.servers.map((s) => [cell(s.description), code(`${op.method} ${s.url}${op.path}`)]));
  return blocks(
    options.shared && heading(base, op.summary),
    `**${op.method}** ${code(webhook ? 'https://<your endpoint>' : op.path)}${op.deprecated ? ' (legacy)' : ''}${webhook ? ' (sent to you)' : ''}`,
    `**${op.summary}**. operationId ${code(op.operationId)}.`,
    op.description,
    heading(level, webhook ? 'Delivery' : 'Endpoint URL'),
    endpoint,
    heading(level, 'Authentication'),
    securityMarkdown(op),
    heading(level, 'Parameters'),
    parameterTables.length ? blocks(...parameterTables) : 'No parameters besides the credentials above.',
    op.requestBody &&
      blocks(
        heading(level, webhook ? 'Payload' : 'Request body'),
        sentence(op.requestBody.required ? 'Required.' : 'Optional.', op.requestBody.description),
        ...op.requestBody.content.map(mediaMarkdown),
      ),
    heading(level, webhook ? 'Your response' : 'Responses'),
    ...op.responses.map((r) =>
      blocks(
        heading(level + 1, `${r.status} ${statusText(r.status)}`.trim()),
        r.description,
        r.headers.length > 0 && table(['Response header', 'Type', 'Description'], r.headers.map((h) => [code(h.name), code(typeLabel(h.schema)), cell(h.description)])),
        ...r.content.map(mediaMarkdown),
      ),
    ),
    heading(level, webhook ? 'Test your endpoint' : 'Code samples'),
    samples.request.env.length > 0 && `The samples read ${samples.request.env.map((e) => code(e)).join(', ')} from the environment${webhook ? '' : ', against the sandbox; switch the host for production'}.`,
    // Every language of the page's tabs, in their order (theme/CodeSamples/languages.ts).
    ...SAMPLE_LANGUAGES.map((l) => fence(samples[l.id], l.highlight, sampleTitle(l))),
  );
}

/** The table of every operation (the API overview's `<Endpoints />`). */
export function endpointsMarkdown(operations: OperationData[]): string {
  return table(
    ['Operation', 'Method', 'Path'],
    operations.map((op) => [
      `[${cell(op.summary)}](${op.page})${op.deprecated ? ' (legacy)' : ''}`,
      code(op.method),
      code(op.kind === 'webhook' ? 'your HTTPS endpoint' : op.path),
    ]),
  );
}

/** What the twin pipeline calls for `@generated/bindpoint-openapi/default/...` imports. */
export function openapiTwinProvider(content: OpenapiContent): TwinProvider {
  const byId = new Map(content.operations.map((op) => [op.operationId, op]));
  const perPage = new Map<string, number>();
  for (const op of content.operations) perPage.set(op.page, (perPage.get(op.page) ?? 0) + 1);
  return {
    prefix: `@generated/${PLUGIN_NAME}/default/`,
    render(file, args) {
      if (file === 'endpoints.mdx') return endpointsMarkdown(content.operations);
      const op = byId.get(file.replace(/\.mdx$/, ''));
      if (!op) throw new Error(`${args.file}: no operation for ${file}`);
      return operationMarkdown(op, {shared: (perPage.get(op.page) ?? 0) > 1});
    },
  };
}
