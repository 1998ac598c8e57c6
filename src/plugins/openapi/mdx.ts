/**
 * Writes the modules of one operation: its data as a JavaScript module
 * (`operationDataModule`), and an MDX module that imports it and puts the
 * ApiOperation parts under real Markdown headings, so that the page that
 * imports it gets the headings in its table of contents (Docusaurus merges
 * the TOC of imported MDX partials) and in its server-rendered HTML.
 *
 * The data is not in the MDX itself: an operation is up to 20 KB of it, which
 * the MDX compiler would read character by character, parse into an estree
 * and print again on the main thread while the bundler waits; as a module of
 * its own the bundler parses it natively (the 32 modules compiled in 0.6-0.95 s
 * before, 0.16-0.2 s after).
 */
import type {MediaData, OperationData} from './types';
import {statusText} from './theme/ApiOperation/schema';

/** The plugin's name: its generated modules are under `@generated/<name>/default/`. */
export const PLUGIN_NAME = 'bindpoint-openapi';

const COMPONENTS = '@theme/ApiOperation';
const SAMPLES = '@theme/CodeSamples';

/** Text safe inside a Markdown heading in MDX. */
function headingText(text: string): string {
  return text.replace(/[{}<>]/g, '');
}

export interface ModuleOptions {
  /** Several operations share the page: nest the sections under the operation's own heading. */
  shared?: boolean;
}

const kebab = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The file name of an operation's data module, beside its MDX module. */
export const operationDataFile = (op: OperationData) => `${op.operationId}.data.js`;

/**
 * An operation's request samples: the curl one, which the page's server HTML
 * shows (the language tabs default to curl), in a small module the page
 * imports; and every language in a JSON module the page loads when the reader
 * picks another tab (nine languages in the page's own JavaScript would cost
 * each operation page about 3 KB gzip, tests/build/budgets.ts).
 */
export const operationSampleFile = (op: OperationData) => `${op.operationId}.sample.js`;
export const operationSamplesFile = (op: OperationData) => `${op.operationId}.samples.json`;

export interface FirstSample {
  curl: string;
  /** The reader-environment variables the samples read. */
  env: string[];
}

export function operationSampleModule(samples: {request: {env: string[]}; curl: string}): string {
  return `export default ${JSON.stringify({curl: samples.curl, env: samples.request.env} satisfies FirstSample)};\n`;
}

export function operationSamplesModule(samples: {request: unknown} & Record<string, unknown>): string {
  const {request: _request, ...languages} = samples;
  return JSON.stringify(languages);
}

/** The operation's data as a module (JSON is valid JavaScript: the page bundle carries exactly this object). */
export function operationDataModule(op: OperationData): string {
  return `export default ${JSON.stringify(op)};\n`;
}

export function operationModule(op: OperationData, options: ModuleOptions = {}): string {
  // A page with several operations puts each under its own `##` heading (the
  // summary) and its sections one level down, with ids prefixed by the
  // operation so that anchors stay unique on the page.
  const shared = Boolean(options.shared);
  const prefix = kebab(op.operationId);
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const heading = (level: 2 | 3, text: string) => {
    const clean = headingText(text);
    if (!shared) return `${'#'.repeat(level)} ${clean}`;
    return `${'#'.repeat(level + 1)} ${clean} {#${prefix}-${slug(clean)}}`;
  };
  const webhook = op.kind === 'webhook';
  const out: string[] = [
    `import {OperationEndpoint, OperationServers, OperationSecurity, ParameterTable, RequestBody, Response} from '${COMPONENTS}';`,
    `import CodeSamples from '${SAMPLES}';`,
    `import operation from './${operationDataFile(op)}';`,
    `import sample from './${operationSampleFile(op)}';`,
    '',
  ];
  if (shared) out.push(`## ${headingText(op.summary)} {#${prefix}}`, '');
  out.push(
    '<OperationEndpoint operation={operation} />',
    '',
    heading(2, webhook ? 'Delivery' : 'Endpoint URL'),
    '',
    '<OperationServers operation={operation} />',
    '',
    heading(2, 'Authentication'),
    '',
    '<OperationSecurity operation={operation} />',
    '',
  );
  // Every request sends headers (credentials, Content-Type), so the header table is always there.
  const locations = (['path', 'query', 'header'] as const).filter(
    (l) => l === 'header' || op.parameters.some((p) => p.in === l),
  );
  out.push(heading(2, 'Parameters'), '');
  const label = {path: 'Path parameters', query: 'Query parameters', header: 'Header parameters'};
  for (const location of locations) {
    out.push(heading(3, label[location]), '', `<ParameterTable operation={operation} location="${location}" />`, '');
  }
  if (op.requestBody) {
    out.push(heading(2, webhook ? 'Payload' : 'Request body'), '', '<RequestBody operation={operation} />', '');
  }
  out.push(heading(2, webhook ? 'Your response' : 'Responses'), '');
  // The id Docusaurus gives a heading with this text (github-slugger's, for these texts), or the explicit one.
  const anchor = (text: string) => (shared ? `${prefix}-${slug(headingText(text))}` : slug(headingText(text)));
  const responseTitle = (status: string) => `${status} ${statusText(status)}`.trim();
  for (const response of op.responses) {
    // A schema an earlier response showed (the error envelope) is named and linked, not drawn again.
    const first = firstWithSchemaOf(op, response.status);
    const shownAt = first ? ` schemaShownAt={${JSON.stringify({status: first, anchor: anchor(responseTitle(first))})}}` : '';
    out.push(heading(3, responseTitle(response.status)), '', `<Response operation={operation} status="${response.status}"${shownAt} />`, '');
  }
  out.push(heading(2, webhook ? 'Test your endpoint' : 'Code samples'), '', `<CodeSamples operation={operation} first={sample} load={() => import('./${operationSamplesFile(op)}')} />`, '');
  return out.join('\n');
}

/** The name of a response body's schema, when it is a named one. */
const schemaName = (media: MediaData) => (typeof media.schema['x-name'] === 'string' ? media.schema['x-name'] : undefined);

/**
 * The earliest response of `op` before `status` whose body has the same named
 * schema in the same content type as the response `status`'s (one content
 * type each, as every response of the document has), or undefined.
 */
export function firstWithSchemaOf(op: OperationData, status: string): string | undefined {
  const index = op.responses.findIndex((r) => r.status === status);
  const media = op.responses[index]?.content;
  if (!media || media.length !== 1 || !schemaName(media[0]!)) return undefined;
  return op.responses
    .slice(0, index)
    .find((r) => r.content.length === 1 && r.content[0]!.mediaType === media[0]!.mediaType && schemaName(r.content[0]!) === schemaName(media[0]!))?.status;
}

export interface EndpointRow {
  operationId: string;
  method: string;
  path: string;
  api: string;
  summary: string;
  page: string;
  deprecated: boolean;
}

/** The table of every operation, for the API overview. */
export function endpointsModule(rows: EndpointRow[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/[{}<>]/g, (c) => `\\${c}`);
  const lines = [
    '| Operation | Method | Path | API |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| [${cell(r.summary)}](${r.page})${r.deprecated ? ' (legacy)' : ''} | \`${r.method}\` | \`${r.path}\` | ${cell(r.api)} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
