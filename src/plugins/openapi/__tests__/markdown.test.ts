import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {facts} from '../../../site/facts';
import {tokens} from '../../../site/identity';
import {listOperations, loadDocument, normalizeOperation} from '../document';
import {endpointsMarkdown, openapiTwinProvider, operationMarkdown, schemaRows} from '../markdown';

const {doc} = loadDocument(fs.readFileSync(path.resolve(__dirname, '../../../..', 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens);
const operations = listOperations(doc).map((ref) => normalizeOperation(doc, ref));
const byId = (id: string) => operations.find((op) => op.operationId === id)!;

/** Markdown outside fences and inline code. */
const prose = (md: string) => md.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');

describe('API operation twin', () => {
  it('has method, path, servers, auth, parameters, schemas as tables and samples', () => {
    const op = byId('createApplicationForm');
    const md = operationMarkdown(op);
    expect(md).toContain(`**${op.method}** \`${op.path}\``);
    for (const server of op.servers) expect(md).toContain(`\`${op.method} ${server.url}${op.path}\``);
    expect(md).toContain('## Authentication\n\nSend:\n\n- `Authorization: Bearer <access_token>`');
    expect(md).toContain('### Path parameters\n\n| Name | Type | Required | Description |\n| - | - | - | - |\n| `tenant_id` |');
    expect(md).toMatch(/## Request body\n\n.*\n\nContent type `application\/json`/);
    expect(md).toContain('| `application_form.answer_values` | `array<AnswerValue>` | required |');
    expect(md).toContain('| `application_form.answer_values[].answer` | `string \\| number');
    expect(md).toMatch(/### 201 Created\n/);
    // The curl sample makes its Idempotency-Key first, on the line before curl.
    expect(md).toMatch(/```bash title="curl"\n(?:IDEMPOTENCY_KEY=.*\n)?curl/);
    expect(md).toContain('```python title="Python (requests)"');
    expect(md).toContain('```go title="Go (net/http)"');
    expect(prose(md)).not.toMatch(/<\/?[A-Za-z][^>]*>/);
  });

  it("says where and how each webhook is delivered from its x-delivery, with the facts' values", () => {
    const within = (doc['x-facts'] as Record<string, number>).receiverTimeoutSeconds;
    expect(operationMarkdown(byId('receiveQuoteRequest'))).toContain(
      `registered for quote and bind requests during onboarding (for example \`https://rating.your-carrier.example/bindpoint/quote-requests\`). Sandbox and production deliveries go to the URLs you registered for each environment. Answer with \`202 Accepted\` within ${facts.carriers.carrierAcceptSeconds} seconds.`,
    );
    expect(operationMarkdown(byId('receiveTruckingProspect'))).toContain('registered for trucking prospects during onboarding');
    expect(operationMarkdown(byId('receiveProspect'))).toContain(`Answer with any \`2xx\` within ${within} seconds.`);
    const ref = listOperations(doc).find((r) => r.operationId === 'receiveProspect')!;
    const {'x-delivery': _dropped, ...bare} = ref.operation;
    expect(() => normalizeOperation(doc, {...ref, operation: bare})).toThrow('webhooks receiveProspect: x-delivery.for is missing');
  });

  it('nests the sections under the operation when several share a page', () => {
    const op = operations.find((o) => operations.filter((p) => p.page === o.page).length > 1);
    if (!op) return;
    const md = operationMarkdown(op, {shared: true});
    expect(md.startsWith(`## ${op.summary}\n`)).toBe(true);
    expect(md).toContain('### Authentication');
  });

  it('lists every operation in the endpoint table, and answers for generated modules only', () => {
    const table = endpointsMarkdown(operations);
    expect(table.split('\n')).toHaveLength(operations.length + 2);
    const provider = openapiTwinProvider({operations});
    expect(provider.prefix).toBe('@generated/bindpoint-openapi/default/');
    const args = {file: 'x.mdx'} as never;
    expect(provider.render!('endpoints.mdx', args)).toBe(table);
    expect(() => provider.render!('noSuchOperation.mdx', args)).toThrow(/no operation/);
  });

  it('flattens nested object and array fields with their paths', () => {
    const rows = schemaRows({
      type: 'object',
      required: ['a'],
      properties: {a: {type: 'string', description: 'A.', maxLength: 3}, b: {type: 'array', items: {type: 'object', properties: {c: {type: 'integer'}}}}},
    });
    expect(rows.map((r) => r[0])).toEqual(['`a`', '`b`', '`b[].c`']);
    expect(rows[0]![2]).toBe('required');
    expect(rows[0]![3]).toContain('A.');
  });
});
