/**
 * The API facts are read from the `x-facts` block of the OpenAPI document
 * alone (src/site/fact-tokens.ts), not from a parse of the whole document.
 */
import fs from 'node:fs';
import {parse} from 'yaml';
import {describe, expect, test} from 'vitest';
import {apiFacts, OPENAPI_SOURCE} from '../../../src/site/fact-tokens';

describe('apiFacts', () => {
  test('the block read alone gives the same map as the whole document parsed', () => {
    const source = fs.readFileSync(OPENAPI_SOURCE, 'utf8');
    const whole = (parse(source) as {'x-facts': Record<string, unknown>})['x-facts'];
    expect(Object.keys(whole).length).toBeGreaterThan(10);
    expect(apiFacts(source)).toEqual(whole);
  });

  test('the block ends at the next top-level key; comments and the end of the text do not end it early', () => {
    expect(apiFacts('openapi: 3.1.0\nx-facts:\n  a: 1\n# a note\n  b: two\ninfo:\n  a: 9\n')).toEqual({a: 1, b: 'two'});
    expect(apiFacts('x-facts:\n  a: 1')).toEqual({a: 1});
  });

  test('a document without the block is an error that says where facts belong', () => {
    expect(() => apiFacts('openapi: 3.1.0\ninfo: {}\n')).toThrow(/no x-facts map/);
  });
});
