/**
 * What running the samples (tests/samples) cannot see, checked against the
 * OpenAPI document by shape:
 * - the requests of blocks marked `norun` (a server a tutorial runs,
 *   browser code), which the runner does not send;
 * - the values of the responses pages show: a JSON block right after a
 *   request must validate against one of the operation's response schemas
 *   (formats, patterns, enums; the runner compares fields and types only);
 * - that each generated sample (CodeSamples) calls its own operation.
 * Every other request is sent to the mock, which validates it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {listOperations, normalizeOperation} from '../../../src/plugins/openapi/document';
import {renderAll} from '../../../src/plugins/openapi/theme/CodeSamples/generate';
import {parseSampleMeta} from '../../../src/plugins/code-blocks/remark-sample-meta';
import {codeBlocks, requestsOf, type CodeBlock} from './extract';
import {checkRequest, responseSchemaPointers} from './check';
import {check, doc, ROOT} from './openapi';
import {checkedPages, markdownFiles} from '../../e2e/support/routes';

/**
 * The problems of the requests of a list of code blocks (only of the blocks
 * `unsent` selects: the others are sent to the mock) and of the responses
 * shown after them, and how many requests and responses were checked.
 */
export function checkBlocks(blocks: CodeBlock[], unsent: (block: CodeBlock) => boolean): {problems: string[]; checked: number} {
  const problems: string[] = [];
  let checked = 0;
  const shellEnv: Record<string, string> = {};
  blocks.forEach((block, index) => {
    const requests = requestsOf(block, shellEnv);
    let last: ReturnType<typeof checkRequest> | undefined;
    for (const request of requests) {
      const result = checkRequest(request);
      if (unsent(block)) {
        problems.push(...result.problems.map((p) => `${request.where} [${request.language}] ${p}`));
        if (result.operation) checked++;
      }
      if (result.operation) last = result;
    }
    // The JSON block right after a single request is its response.
    const next = blocks[index + 1];
    // (Not when jq picks fields out of it.)
    const filtered = /\|\s*jq\s+(-\w+\s+)*'?(?!\.?'?\s*$)[^\s']/m.test(block.code) && !/\|\s*jq\s+'?\.'?\s*$/m.test(block.code);
    if (last?.operation && !filtered && requests.length === 1 && next?.language === 'json' && next.line - block.line < block.code.split('\n').length + 12) {
      let value: unknown;
      try {
        value = JSON.parse(next.code);
      } catch {
        return;
      }
      const pointers = responseSchemaPointers(last.operation);
      // A JSON block may also restate the request body ("the same body as JSON").
      if (last.operation.ref.operation.requestBody?.content?.['application/json'] || last.operation.ref.operation.requestBody?.$ref) {
        pointers.push([...last.operation.at, 'requestBody', 'content', 'application/json', 'schema']);
      }
      if (!pointers.length) return;
      const results = pointers.map((p) => check(p, value));
      checked++;
      if (!results.some((r) => r.length === 0)) {
        const best = results.sort((a, b) => a.length - b.length)[0]!;
        problems.push(`${next.file}:${next.line} [json] response of ${last.operation.ref.operationId} matches none of its response schemas: ${best.slice(0, 4).join('; ')}`);
      }
    }
  });
  return {problems, checked};
}

/** Under `npm run check:content`, only the checked pages: a page's problems here are its own. */
const only = checkedPages();
const files = markdownFiles(path.join(ROOT, 'docs'))
  .filter((f) => !only || only.has(path.relative(ROOT, f).split(path.sep).join('/')))
  .sort();
let total = 0;

/** A block the runner does not send: marked `norun="reason"`. */
const marked = (block: CodeBlock) => parseSampleMeta(block.meta ?? '').norun !== undefined;

describe('requests of marked blocks and responses shown on every page agree with the OpenAPI document', () => {
  test.each(files.map((f) => [path.relative(ROOT, f)]))('%s', (file) => {
    const blocks = codeBlocks(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
    const {problems, checked} = checkBlocks(blocks, marked);
    total += checked;
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(only ? 'every page of CHECK_PAGES is read' : 'the pages hold many checked responses (the extraction works)', () => {
    if (only) expect(files.length).toBe([...only].filter((page) => /^docs\/.+\.mdx?$/.test(page) && fs.existsSync(path.join(ROOT, page))).length);
    else expect(total).toBeGreaterThan(10);
  });
});

describe('generated samples (CodeSamples)', () => {
  const ops = listOperations(doc).filter((ref) => ref.kind === 'path');
  test.each(ops.map((ref) => [ref.operationId, ref]))('%s: curl, fetch and requests samples', (operationId, ref) => {
    const samples = renderAll(normalizeOperation(doc, ref as any));
    const blocks: CodeBlock[] = [
      {file: `generated:${operationId}`, line: 1, language: 'bash', code: samples.curl},
      {file: `generated:${operationId}`, line: 1, language: 'javascript', code: samples.javascript},
      {file: `generated:${operationId}`, line: 1, language: 'python', code: samples.python},
    ];
    for (const block of blocks) {
      const requests = requestsOf(block);
      expect(requests, `${block.language} sample of ${operationId} holds one request`).toHaveLength(1);
      const result = checkRequest(requests[0]!);
      expect(result.problems, `${block.language}: ${result.problems.join('\n')}`).toEqual([]);
      expect(result.operation?.ref.operationId).toBe(operationId);
    }
  });
});
