/**
 * The reference tools, each answering from a file the build published:
 * API operations from the OpenAPI JSON (rendered by the API plugin's own
 * twin renderer and sample generator), webhook events from the event
 * catalogue, SDK components from the component manifest (rendered by the
 * component plugin's twin renderer). So each answer says what the page says.
 */
import {z} from 'zod';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {listOperations, normalizeOperation, type OperationData} from '../openapi/document';
import {operationMarkdown} from '../openapi/markdown';
import {PUBLISHED as OPENAPI_PUBLISHED} from '../openapi/published';
import {LANGUAGE_NAMES, sampleTitle, type SampleLanguageId} from '../openapi/theme/CodeSamples/language-list';
import {pageData} from '../sdk-components/mdx';
import {overviewMarkdown, referenceMarkdown, usageMarkdown} from '../sdk-components/markdown';
import type {Manifest} from '../sdk-components/types';
import {MANIFEST_PATH} from '../llms/files';
import {blocks, code, fence, heading, table} from '../llms/markdown';
import {eventAnchor, eventName, type WebhookCatalogue} from '../../data/webhooks';
import {routes} from '../../site/navigation';
import {editDistance} from '../../search/spelling';
import type {BuildFiles} from './build-files';
import {WEBHOOK_CATALOGUE_PUBLISHED} from './published';
import {answer, guarded, toolInput, ToolInputError} from './tools-docs';

const OPENAPI_JSON = `${OPENAPI_PUBLISHED}.json`;
const MANIFEST_JSON = MANIFEST_PATH.replace(/^\//, '');

/** Sample languages, as titled in the operation's Markdown (src/plugins/openapi/markdown.ts). */
const SAMPLE_TITLES = new Map(LANGUAGE_NAMES.map((language) => [language.id, sampleTitle(language)]));
const SAMPLE_IDS = LANGUAGE_NAMES.map((language) => language.id) as [SampleLanguageId, ...SampleLanguageId[]];

/** Up to three of `names` closest to `wanted`: containing it, or a close spelling. */
export function closest(wanted: string, names: string[], max = 3): string[] {
  const w = wanted.toLowerCase();
  return names
    .map((name) => {
      const n = name.toLowerCase();
      return {name, score: w.length >= 3 && n.includes(w) ? 0 : editDistance(w, n, 4)};
    })
    .filter((entry) => entry.score <= 4)
    .sort((a, b) => a.score - b.score)
    .slice(0, max)
    .map((entry) => entry.name);
}

const didYouMean = (names: string[]) => (names.length ? ` Did you mean ${names.join(', ')}?` : '');

function operations(build: BuildFiles): OperationData[] {
  return build.derived(OPENAPI_JSON, (doc: Record<string, any>) => listOperations(doc).map((ref) => normalizeOperation(doc, ref)));
}

/** An operation by operationId (any case) or by `METHOD /path`. */
export function findOperation(all: OperationData[], reference: string): OperationData {
  const wanted = reference.trim();
  if (!wanted) throw new ToolInputError('The operationId is empty; call list_operations for the ids, e.g. createApplicationForm.');
  const [method, path] = wanted.split(/\s+/);
  const found =
    all.find((op) => op.operationId.toLowerCase() === wanted.toLowerCase()) ??
    (path ? all.find((op) => op.method === method!.toUpperCase() && op.path === path) : undefined);
  if (found) return found;
  throw new ToolInputError(
    `No operation "${wanted}".${didYouMean(closest(wanted, all.map((op) => op.operationId)))} Pass an operationId from list_operations, or "METHOD /path".`,
  );
}

/** The operation's Markdown; with a language, only that language's code sample. */
export function operationAnswer(op: OperationData, origin: string, language?: SampleLanguageId): string {
  let markdown = operationMarkdown(op);
  if (language) {
    const keep = SAMPLE_TITLES.get(language);
    const samples = new Set(SAMPLE_TITLES.values());
    markdown = markdown.replace(/^(`{3,})\w* title="([^"]*)"\n[\s\S]*?\n\1(?:\n|$)/gm, (block, _ticks, title: string) =>
      samples.has(title) && title !== keep ? '' : block,
    );
  }
  return blocks(heading(1, op.summary), markdown, `Page: ${origin}${op.page}`);
}

function catalogueEvents(build: BuildFiles) {
  const catalogue = build.json<WebhookCatalogue>(WEBHOOK_CATALOGUE_PUBLISHED);
  return {catalogue, events: catalogue.subjects.flatMap((s) => s.events.map((e) => ({subject: s, event: e, name: eventName(s.subject, e.action)})))};
}

/** The tools' input schemas, made once (see tools-docs.ts). */
const INPUT = {
  list_operations: toolInput('list_operations', {tag: z.string().optional().describe('only operations with this tag')}),
  get_operation: toolInput('get_operation', {
    operationId: z.string().describe('operationId, or "METHOD /path"'),
    language: z.enum(SAMPLE_IDS).optional().describe('only this code sample'),
  }),
  get_webhook_event: toolInput('get_webhook_event', {event: z.string().optional().describe('e.g. application_form:finished_quoting')}),
  get_component: toolInput('get_component', {tag: z.string().describe('tag name, e.g. bp-sdk-vehicle-vin')}),
};

export function registerReferenceTools(server: McpServer, build: BuildFiles, origin: () => string): void {
  server.registerTool(
    'list_operations',
    {
      description: 'List API operations: operationId, method, path, summary. Optional tag filter.',
      inputSchema: INPUT.list_operations,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({tag}) =>
      guarded(() => {
        const all = operations(build);
        const tags = [...new Set(all.flatMap((op) => op.tags))];
        const wanted = tag?.trim();
        const chosen = wanted ? all.filter((op) => op.tags.some((t) => t.toLowerCase() === wanted.toLowerCase())) : all;
        if (wanted && chosen.length === 0) throw new ToolInputError(`No tag "${wanted}". Pass one of: ${tags.join(', ')}; or no tag for every operation.`);
        const rows = chosen.map((op) => [code(op.operationId), code(op.method), code(op.kind === 'webhook' ? 'your HTTPS endpoint' : op.path), op.summary.replace(/\|/g, '\\|')]);
        return answer(blocks(`${chosen.length} operations${wanted ? ` tagged ${wanted}` : ''}; get_operation gives one in full.`, table(['operationId', 'Method', 'Path', 'Summary'], rows)));
      }),
  );

  server.registerTool(
    'get_operation',
    {
      description: 'One API operation: endpoint, auth, parameters, schemas, examples, code samples.',
      inputSchema: INPUT.get_operation,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({operationId, language}) => guarded(() => answer(operationAnswer(findOperation(operations(build), operationId), origin(), language))),
  );

  server.registerTool(
    'get_webhook_event',
    {
      description: 'A webhook event (subject:action): when it fires, headers, example payload. No event: list all.',
      inputSchema: INPUT.get_webhook_event,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({event}) =>
      guarded(() => {
        const {catalogue, events} = catalogueEvents(build);
        const page = `${origin()}${routes.webhookEvents}`;
        const wanted = event?.trim();
        if (!wanted) {
          const rows = events.map(({name, event: e}) => [code(name), e.summary.replace(/\|/g, '\\|')]);
          return answer(blocks(`${events.length} webhook events (the X-Event header); pass one to get its payload.`, table(['Event', 'When'], rows), `Page: ${page}`));
        }
        const found = events.find(({name}) => name === wanted.toLowerCase()) ?? (() => {
          const byAction = events.filter(({event: e}) => e.action === wanted.toLowerCase());
          return byAction.length === 1 ? byAction[0] : undefined;
        })();
        if (!found) {
          const sameSubject = events.filter(({subject: s}) => s.subject === wanted.toLowerCase().split(':')[0]).map((e) => e.name);
          const suggestions = sameSubject.length ? sameSubject : closest(wanted, events.map((e) => e.name));
          throw new ToolInputError(`No webhook event "${wanted}".${didYouMean(suggestions)} Pass subject:action, e.g. ${events[0]!.name}; or no event for the list.`);
        }
        const {subject, event: e, name} = found;
        return answer(
          blocks(
            heading(1, name),
            e.summary,
            subject.summary,
            heading(2, 'Headers'),
            table(['Header', 'Value'], Object.entries(e.headers).map(([k, v]) => [code(k), code(v)])),
            heading(2, 'Payload'),
            fence(JSON.stringify(e.payload, null, 2), 'json'),
            `The ${code('X-Signature')} above is the HMAC-SHA256 of the compact JSON body under the example secret ${code(catalogue.example_secret)}.`,
            `Page: ${page}#${eventAnchor(subject.subject, e.action)}`,
          ),
        );
      }),
  );

  server.registerTool(
    'get_component',
    {
      description: 'A Storefront SDK web component: usage, properties, events, methods, slots, parts, contract.',
      inputSchema: INPUT.get_component,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({tag}) =>
      guarded(() => {
        const manifest = build.json<Manifest>(MANIFEST_JSON);
        const wanted = tag.trim().toLowerCase().replace(/^<|\/?>$/g, '');
        if (!wanted) throw new ToolInputError('The tag is empty; pass a component tag such as bp-sdk-vehicle-vin.');
        const tags = manifest.components.map((c) => c.tag);
        const component = manifest.components.find((c) => c.tag === wanted || c.tag === `bp-sdk-${wanted}`);
        if (!component) throw new ToolInputError(`No component <${wanted}>.${didYouMean(closest(wanted, tags))} Pass a bp-sdk-* tag; search_docs finds one by what it does.`);
        const data = pageData(manifest, component);
        return answer(blocks(heading(1, `<${component.tag}>`), overviewMarkdown(data), usageMarkdown(data), referenceMarkdown(data), `Page: ${origin()}/docs/sdk/components/${component.tag}/`));
      }),
  );
}
