/**
 * One regular-expression escape (src/site/regexp.ts): it makes any text a
 * literal of a pattern, and no other file writes the same one-liner again.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {escapeRegExp, pathTemplateSource} from '../../../src/site/regexp';

const root = path.resolve(__dirname, '../../..');
/** The same escape without braces, which path-template matchers wrote to keep `{name}` for a second replace. */
const WITHOUT_BRACES = String.raw`replace(/[.*+?^$()|[\]\\]/g`;
const ONE_LINER = "/[.*+?^${}()|[\\]\\\\]/g, '\\\\$&'";

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.(?:ts|tsx|mjs)$/.test(f) && !f.split(path.sep).includes('node_modules'))
    .map((f) => path.join(dir, f).split(path.sep).join('/'));
}

describe('escapeRegExp', () => {
  test('every character with a meaning in a pattern matches itself, in a pattern and in a class', () => {
    for (const text of ['.*+?^${}()|[]\\/', 'a.b', '@bindpoint/sdk-*', '(x|y){2,3}', 'end$', '^start', 'back\\slash', '']) {
      expect(new RegExp(`^${escapeRegExp(text)}$`).test(text), text).toBe(true);
      expect(new RegExp(`^${escapeRegExp(text)}$`, 'u').test(text), `${text} (unicode)`).toBe(true);
    }
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false);
    expect(new RegExp(`^${escapeRegExp('(x|y)')}$`).test('x')).toBe(false);
  });

  test('no other file writes the escape again: import it from src/site/regexp.ts', () => {
    const copies = ['src', 'tests', 'scripts']
      .flatMap(sources)
      .filter((file) => file !== 'src/site/regexp.ts' && file !== 'tests/unit/site/regexp.test.ts')
      .filter((file) => {
        const text = fs.readFileSync(path.join(root, file), 'utf8');
        return text.includes(ONE_LINER) || text.includes(WITHOUT_BRACES);
      });
    expect(copies).toEqual([]);
  });
});

describe('pathTemplateSource', () => {
  test('a path template matches its concrete paths, one segment a parameter, the rest literally', () => {
    const pattern = new RegExp(`^${pathTemplateSource('/v1/forms/{id}/clone.json')}$`);
    expect(pattern.test('/v1/forms/K7M-4QP-2ZD/clone.json')).toBe(true);
    expect(pattern.test('/v1/forms/a/b/clone.json')).toBe(false);
    expect(pattern.test('/v1/forms/x/cloneXjson')).toBe(false);
  });

  test('each parameter gets what the caller asks for, by name', () => {
    const names: string[] = [];
    const source = pathTemplateSource('/hooks/{hook_id}/deliveries/{delivery_id}', (name) => {
      names.push(name);
      return '([^/]+)';
    });
    expect(names).toEqual(['hook_id', 'delivery_id']);
    expect(new RegExp(`^${source}$`).exec('/hooks/h1/deliveries/d2')?.slice(1)).toEqual(['h1', 'd2']);
  });
});
