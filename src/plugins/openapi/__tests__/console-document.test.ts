/**
 * The API console's mock reads a smaller copy of the document
 * (console-document.ts: no prose, only the examples it answers from). The
 * mock on that copy must answer as on the whole document: every scenario of
 * src/mock/__tests__/scenarios runs here again against it, each to its
 * situation, and the answers built from the document's examples are the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {consoleDocument} from '../console-document';
import {Kit} from '../../../mock/__tests__/scenarios/kit';
import {scriptedSituations} from '../../../mock/__tests__/scenarios/run';
import {call, document, sandbox} from '../../../mock/__tests__/helpers';
import {EXAMPLES_READ, exampleValue} from '../../../mock/examples-read';

const copy = consoleDocument(document) as Record<string, any>;
const kit = new Kit({mockDocument: copy});

describe("every scenario produces its situation on the console's copy of the document", () => {
  for (const {operationId, situation: s, run} of scriptedSituations(kit)) {
    test(`${operationId}.${s.id}: ${s.status} ${s.code}`, async () => {
      const reply = await run();
      expect([reply.status, reply.code], JSON.stringify(reply.body)).toEqual([s.status, s.code]);
    });
  }
});

test('the examples the mock answers from are in the copy, as in the document', () => {
  expect(EXAMPLES_READ.length).toBeGreaterThan(0);
  for (const read of EXAMPLES_READ) {
    const info = kit.info(read.operationId);
    const op = copy.paths[info.path][info.method.toLowerCase()];
    expect(exampleValue(op, read)).toEqual(exampleValue(kit.operation(read.operationId), read));
  }
});

test("market intelligence answers the example's segment with its carriers on the copy", async () => {
  kit.reset();
  const reply = await call(kit.mock, 'GET', `${sandbox.carrier}/market_recommendation?state=TX&naics=311811&product=general_liability`, {headers: await kit.credentials('getMarketRecommendation')});
  expect(reply.status).toBe(200);
  expect(reply.body.carriers.map((c: {carrier: string}) => c.carrier)).toEqual(['hartwell_mutual', 'cedar_ridge']);
});

test("the mock reads the document's examples only through src/mock/examples-read.ts", () => {
  const mockDir = path.resolve(__dirname, '../../../mock');
  const readers = fs
    .readdirSync(mockDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.ts$/.test(file) && !file.includes('__tests__') && file !== 'examples-read.ts')
    .filter((file) => /\.examples\b|\['examples'\]|\bexamples\?\./.test(fs.readFileSync(path.join(mockDir, file), 'utf8')));
  expect(readers, 'these read `examples` of the document directly: name the example in EXAMPLES_READ and read it with exampleValue, or the console would not have it').toEqual([]);
});
