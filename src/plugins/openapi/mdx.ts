/**
 * Writes the MDX module of one operation: its data as an ESM export and the
 * ApiOperation parts under real Markdown headings, so that the page that
 * imports it gets the headings in its table of contents (Docusaurus merges
 * the TOC of imported MDX partials) and in its server-rendered HTML.
 */
import type {OperationData} from './types';
import {statusText} from '../../components/ApiOperation/schema';

const COMPONENTS = '@site/src/components/ApiOperation';
const SAMPLES = '@site/src/components/CodeSamples';

/** Text safe inside a Markdown heading in MDX. */
function headingText(text: string): string {
  return text.replace(/[{}<>]/g, '');
}

export interface ModuleOptions {
  /** Added to each heading when several operations share one page. */
  suffix?: string;
}

export function operationModule(op: OperationData, options: ModuleOptions = {}): string {
  const h = (text: string) => headingText(options.suffix ? `${text}: ${options.suffix}` : text);
  const webhook = op.kind === 'webhook';
  const out: string[] = [
    `import {OperationEndpoint, OperationServers, OperationSecurity, ParameterTable, RequestBody, Response} from '${COMPONENTS}';`,
    `import CodeSamples from '${SAMPLES}';`,
    '',
    // JSON is valid JavaScript: the page bundle carries exactly this object.
    `export const operation = ${JSON.stringify(op)};`,
    '',
    '<OperationEndpoint operation={operation} />',
    '',
    `## ${h(webhook ? 'Delivery' : 'Endpoint URL')}`,
    '',
    '<OperationServers operation={operation} />',
    '',
    `## ${h('Authentication')}`,
    '',
    '<OperationSecurity operation={operation} />',
    '',
  ];
  // Every request sends headers (credentials, Content-Type), so the header table is always there.
  const locations = (['path', 'query', 'header'] as const).filter(
    (l) => l === 'header' || op.parameters.some((p) => p.in === l),
  );
  if (locations.length) {
    out.push(`## ${h('Parameters')}`, '');
    const label = {path: 'Path parameters', query: 'Query parameters', header: 'Header parameters'};
    for (const location of locations) {
      out.push(`### ${h(label[location])}`, '', `<ParameterTable operation={operation} location="${location}" />`, '');
    }
  }
  if (op.requestBody) {
    out.push(`## ${h(webhook ? 'Payload' : 'Request body')}`, '', '<RequestBody operation={operation} />', '');
  }
  out.push(`## ${h(webhook ? 'Your response' : 'Responses')}`, '');
  for (const response of op.responses) {
    out.push(
      `### ${h(`${response.status} ${statusText(response.status)}`.trim())}`,
      '',
      `<Response operation={operation} status="${response.status}" />`,
      '',
    );
  }
  out.push(`## ${h(webhook ? 'Test your endpoint' : 'Code samples')}`, '', '<CodeSamples operation={operation} />', '');
  return out.join('\n');
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
