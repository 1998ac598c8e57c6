/**
 * Every operation that takes a request body documents the status a bad body
 * gets: `400` (`invalid_request`: not JSON, wrong shape, a field it does not
 * define) or, where it documents no 400, `422` (`validation_failed`). The
 * mock answers a bad body with the first of these the operation documents
 * (src/mock/mock.ts, `documentedStatus`), so an operation with neither got an
 * undocumented 400 (cloneApplicationForm did, and the mock marked its own
 * answer with X-Mock-Schema-Problems).
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {parse} from 'yaml';

const source = fs.readFileSync(path.resolve(__dirname, '../../../data/openapi/bindpoint.openapi.yaml'), 'utf8');

/** Operations with a request body and neither a 400 nor a 422 response. */
export function undocumentedBodyErrors(yamlSource: string): string[] {
  const doc = parse(yamlSource) as {paths: Record<string, Record<string, {operationId?: string; requestBody?: unknown; responses?: Record<string, unknown>}>>};
  const missing: string[] = [];
  for (const item of Object.values(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['post', 'put', 'patch'].includes(method) || !op.requestBody) continue;
      if (!op.responses?.['400'] && !op.responses?.['422']) missing.push(op.operationId ?? method);
    }
  }
  return missing;
}

test('every operation with a request body documents what a bad body gets (400 or 422)', () => {
  expect(undocumentedBodyErrors(source)).toEqual([]);
});

test('the check is real: clone without its 400 is found', () => {
  const without = source.replace(/(operationId: cloneApplicationForm[\s\S]*?)        '400':\n          \$ref: '#\/components\/responses\/BadRequest'\n/, '$1');
  expect(without).not.toBe(source);
  expect(undocumentedBodyErrors(without)).toEqual(['cloneApplicationForm']);
});
