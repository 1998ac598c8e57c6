/**
 * One regular-expression escape (src/site/regexp.ts): it makes any text a
 * literal of a pattern, and no other file writes the same one-liner again.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {escapeRegExp} from '../../../src/site/regexp';

const root = path.resolve(__dirname, '../../..');
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
      .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes(ONE_LINER));
    expect(copies).toEqual([]);
  });
});
