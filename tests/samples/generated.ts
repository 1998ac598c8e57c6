/**
 * The samples the API reference generates (CodeSamples, `renderAll`), placed
 * where a page renders its operation: an API page imports
 * `@generated/bindpoint-openapi/default/<operationId>.mdx` and renders the
 * element, and the reader sees the sandbox samples in curl, JavaScript and
 * Python there. Webhook operations (a delivery to the reader's own endpoint)
 * are not requests to the platform and are left to the tutorial tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import {listOperations, loadDocument, normalizeOperation, type OperationRef} from '../../src/plugins/openapi/document';
import {renderAll} from '../../src/plugins/openapi/theme/CodeSamples/generate';
import {tokens} from '../../src/site/identity';
import type {Block} from './blocks';

const ROOT = path.resolve(__dirname, '../..');
let operations: Map<string, {ref: OperationRef; doc: Record<string, any>}> | undefined;

function operationById(id: string) {
  if (!operations) {
    const {doc} = loadDocument(fs.readFileSync(path.join(ROOT, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens);
    operations = new Map(listOperations(doc).map((ref) => [ref.operationId, {ref, doc}]));
  }
  return operations.get(id);
}

/** The operations an MDX page renders (requests to the platform), at the line of each element, with their samples in every language. */
export function generatedOperations(file: string, source: string) {
  const out: Array<{operationId: string; line: number; success: number[]} & {samples: Omit<ReturnType<typeof renderAll>, 'request'>; request: ReturnType<typeof renderAll>['request']}> = [];
  for (const m of source.matchAll(/^import\s+(\w+)\s+from\s+'@generated\/bindpoint-openapi\/default\/(\w+)\.mdx';/gm)) {
    const [, name, operationId] = m as unknown as [string, string, string];
    const found = operationById(operationId);
    if (!found || found.ref.kind !== 'path') continue;
    const use = new RegExp(`<${name}\\s*/>`).exec(source);
    if (!use) continue;
    const line = source.slice(0, use.index).split('\n').length;
    const op = normalizeOperation(found.doc, found.ref);
    const {request, ...samples} = renderAll(op);
    const success = op.responses.map((r) => Number(r.status)).filter((s) => s >= 200 && s < 300);
    out.push({operationId, line, success, samples, request});
  }
  return out;
}

/** The generated samples of the operations an MDX page renders, at the line of each element (curl, JavaScript and Python: the other languages run in languages.test.ts). */
export function generatedBlocks(file: string, source: string): Array<Omit<Block, 'before' | 'after' | 'group'>> {
  return generatedOperations(file, source).flatMap(({operationId, line, success, samples}) => {
    const common = {file, line, endLine: line, origin: 'generated' as const, operationId, success, shown: ''};
    return [
      {...common, language: 'bash', code: samples.curl, title: undefined},
      {...common, language: 'js', code: samples.javascript, title: undefined},
      {...common, language: 'python', code: samples.python, title: undefined},
    ];
  });
}
