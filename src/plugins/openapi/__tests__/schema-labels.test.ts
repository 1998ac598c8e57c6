/**
 * The reference tables say what the document allows (issue 46: `application_form_id` and
 * `redelivery_of`, a UUID or null, were shown as `string`, and the values of `error`, an
 * enum or null, were not listed). Every property of every operation whose schema offers
 * alternatives is labelled with each of them, and an enum among them lists its values.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {tokens} from '../../../site/identity';
import {listOperations, loadDocument, normalizeOperation} from '../document';
import {enumValues, typeLabel} from '../theme/ApiOperation/schema';
import type {SchemaData} from '../types';

const {doc} = loadDocument(fs.readFileSync(path.resolve(__dirname, '../../../..', 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens);
const operations = listOperations(doc).map((ref) => normalizeOperation(doc, ref));

/** A property of an operation's 200/201/202 JSON answer, by its dotted path. */
function answerProperty(operationId: string, names: string[]): SchemaData {
  const op = operations.find((o) => o.operationId === operationId)!;
  const response = op.responses.find((r) => /^2/.test(r.status))!;
  let schema = response.content.find((m) => /json/.test(m.mediaType))!.schema as SchemaData;
  for (const name of names) {
    schema = schema.items ?? schema;
    schema = schema.properties[name];
  }
  return schema;
}

describe('types of alternatives in the reference tables', () => {
  test('a UUID or null is `string<uuid> | null` (createSdkToken application_form_id, a hook request\'s redelivery_of)', () => {
    expect(typeLabel(answerProperty('createSdkToken', ['application_form_id']))).toBe('string<uuid> | null');
    expect(typeLabel(answerProperty('listHookRequests', ['redelivery_of']))).toBe('string<uuid> | null');
  });

  test("an enum or null lists its values and null (a hook request's error)", () => {
    const error = answerProperty('listHookRequests', ['error']);
    expect(typeLabel(error)).toBe('string | null');
    expect(enumValues(error)).toEqual(['dns_error', 'connect_timeout', 'tls_error', 'connection_refused', 'read_timeout', 'http_error', null]);
  });

  test('no property of any operation is labelled with less than its alternatives', () => {
    const wrong: string[] = [];
    const walk = (schema: SchemaData | undefined, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const alternatives: SchemaData[] | undefined = schema.anyOf ?? schema.oneOf;
      if (Array.isArray(alternatives) && !schema.type) {
        const label = typeLabel(schema);
        for (const alt of alternatives) if (!label.split(' | ').includes(typeLabel(alt))) wrong.push(`${where}: ${label} leaves out ${typeLabel(alt)}`);
      }
      for (const [name, sub] of Object.entries<SchemaData>(schema.properties ?? {})) walk(sub, `${where}.${name}`);
      walk(schema.items, `${where}[]`);
    };
    for (const op of operations) for (const r of op.responses) for (const m of r.content) walk(m.schema as SchemaData, `${op.operationId} ${r.status}`);
    expect(wrong).toEqual([]);
  });
});
