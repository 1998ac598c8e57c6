/**
 * src/data/openapi/search-queries.json: the words a developer would type to
 * find the API and Insurance Intelligence pages. Each query names one of
 * these pages, and every word of it occurs in the page or in the OpenAPI
 * document the page renders, so the embedded index can match it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import queries from '../../../data/openapi/search-queries.json';

const root = path.resolve(__dirname, '../../../..');
const openapi = fs.readFileSync(path.join(root, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8').toLowerCase();

describe('API search queries', () => {
  test('name only pages of this area, which exist', () => {
    expect(queries.length).toBeGreaterThanOrEqual(10);
    for (const q of queries) {
      expect(q.expect).toMatch(/^\/docs\/(api|insurance_intelligence)\/[a-z_0-9]+\/$/);
      expect(fs.existsSync(path.join(root, `${q.expect.slice(1, -1)}.mdx`)), q.expect).toBe(true);
    }
  });

  test('every word of a query occurs in its page or in the document it renders', () => {
    for (const q of queries) {
      const text = fs.readFileSync(path.join(root, `${q.expect.slice(1, -1)}.mdx`), 'utf8').toLowerCase() + openapi;
      for (const word of q.query.toLowerCase().split(/\s+/)) expect(text, `${q.query}: ${word}`).toContain(word);
    }
  });
});
