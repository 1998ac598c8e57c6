/**
 * API reference over the built site (run after `npm run build`): each API
 * page's JavaScript carries only its own operation's data, the OpenAPI
 * document is published with every host resolved, and every endpoint page's
 * server-rendered HTML holds the full operation (for search).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {tokens} from '../../../site/identity';
import {listOperations, loadDocument} from '../document';
import {extractPage} from '../../search-index/extract';

const root = path.resolve(__dirname, '../../../..');
const buildDir = path.join(root, 'build');
const {doc} = loadDocument(fs.readFileSync(path.join(root, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens);
const operations = listOperations(doc);

const jsDir = path.join(buildDir, 'assets/js');
// The API console's mock worker loads only when a console opens (theme/ApiConsole/start.ts; its document is a JSON file, assets/json/).
const chunks = fs.readdirSync(jsDir).filter((f) => f.endsWith('.js') && !/^bp-api-console-mock\./.test(f));
// An operation's generated data starts `{operationId: …, method: …}`; a rule's reference to it
// (`{operationId, situation}`, in the transition tables pages render) is a mention.
const OPERATION_ID = /["']?operationId["']?:\s*["'](\w+)["'],\s*["']?method["']?:/g;

/** Operation ids whose generated data a JS file embeds (not mere mentions). */
function embeddedOperations(file: string): string[] {
  const text = fs.readFileSync(path.join(jsDir, file), 'utf8');
  return [...new Set([...text.matchAll(OPERATION_ID)].map((m) => m[1]!))];
}

describe('API reference build', () => {
  test('each operation is embedded in exactly one chunk, which holds only the operations of its page', () => {
    const byChunk = new Map(chunks.map((file) => [file, embeddedOperations(file)] as const));
    for (const op of operations) {
      const holders = [...byChunk].filter(([, ids]) => ids.includes(op.operationId));
      expect(holders.length, op.operationId).toBe(1);
      const samePage = operations.filter((o) => o.page === op.page).map((o) => o.operationId);
      for (const id of holders[0]![1]) expect(samePage, `${op.operationId} chunk also holds ${id}`).toContain(id);
    }
  });

  test('the resolved OpenAPI document is published as YAML and JSON', () => {
    const yaml = fs.readFileSync(path.join(buildDir, 'openapi/bindpoint.openapi.yaml'), 'utf8');
    const json = JSON.parse(fs.readFileSync(path.join(buildDir, 'openapi/bindpoint.openapi.json'), 'utf8'));
    expect(yaml).not.toContain('{{');
    expect(parseYaml(yaml)).toEqual(json);
    expect(json.servers[0].url).toBe(tokens.partnerApiSandbox);
  });

  test('every endpoint page is server-rendered with its operation, parameters and code samples', () => {
    for (const op of operations) {
      const html = fs.readFileSync(path.join(buildDir, op.page, 'index.html'), 'utf8');
      const has = (pattern: string) => new RegExp(pattern).test(html);
      expect(has(`data-operation-id="?${op.operationId}\\b`), `${op.page} operation`).toBe(true);
      expect(has(`data-code-samples="?${op.operationId}\\b`), `${op.page} code samples`).toBe(true);
      expect(has('data-params="?header'), `${op.page} header table`).toBe(true);
      if (op.kind === 'path') expect(html.includes(op.path.split('{')[0]!), `${op.page} path`).toBe(true);
    }
  });

  test('schema fields read as words in the text search indexes and readers copy (name, type, required)', () => {
    // The field heads are flex rows, which drop the spaces between their items on screen only.
    const glued = /[A-Za-z0-9>\]](?:required|optional)\b/;
    for (const op of operations) {
      const page = extractPage(op.page, fs.readFileSync(path.join(buildDir, op.page, 'index.html'), 'utf8'));
      expect(page, op.page).not.toBeNull();
      expect(page!.text.match(glued)?.[0] ?? null, `${op.page}: "${page!.text.match(new RegExp(`.{0,40}${glued.source}`))?.[0]}"`).toBeNull();
    }
  });
});
