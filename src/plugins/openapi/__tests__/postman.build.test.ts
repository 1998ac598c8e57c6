/**
 * The Postman collection the API plugin publishes next to the OpenAPI
 * document (run after `npm run build`): every operation on its documented
 * host, linked from the API overview.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, test} from 'vitest';
import {tokens} from '../../../site/identity';
import {listOperations, loadDocument} from '../document';
import {POSTMAN_PUBLISHED} from '../published';

const root = path.resolve(__dirname, '../../../..');
const buildDir = path.join(root, 'build');
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const page = (route: string) => load(read(path.join(route, 'index.html')));

describe('Postman collection', () => {
  test('is published next to the OpenAPI document and lists every operation on its documented host', () => {
    const {doc} = loadDocument(fs.readFileSync(path.join(root, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens);
    const collection = JSON.parse(read(POSTMAN_PUBLISHED));
    const leaves = (items: any[]): any[] => items.flatMap((i) => (i.item ? leaves(i.item) : [i]));
    const requests = leaves(collection.item);
    const variables = new Map<string, string>(collection.variable.map((v: any) => [v.key, v.value]));
    const listed = new Set(requests.map((r) => `${r.request.method} /${r.request.url.path.join('/')}`));
    for (const op of listOperations(doc).filter((o) => o.kind === 'path')) {
      const key = `${op.method} /${op.path.split('/').filter(Boolean).map((s) => s.replace(/^\{(.+)\}$/, ':$1')).join('/')}`;
      expect(listed, op.operationId).toContain(key);
      const request = requests.find((r) => `${r.request.method} /${r.request.url.path.join('/')}` === key);
      const host = variables.get(request.request.url.host[0].replace(/^\{\{(.+)\}\}$/, '$1'));
      const servers = (op.operation.servers ?? op.pathItem.servers ?? doc.servers).map((s: any) => s.url);
      expect(servers, op.operationId).toContain(host);
    }
  });

  test('the API overview links it beside the YAML and JSON', () => {
    const $ = page('/docs/api/api_overview/');
    for (const file of ['bindpoint.openapi.yaml', 'bindpoint.openapi.json', 'bindpoint.postman.json']) {
      expect($(`article a[href="/openapi/${file}"]`).length, file).toBeGreaterThan(0);
    }
  });
});
