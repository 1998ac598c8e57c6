/**
 * JSON pointers are read and written in one place: @hyperjump/json-pointer
 * (`pointerSegments`, `get`, `append`). Escaping or unescaping `~0` and `~1`
 * by hand was written eight times (the mock, its router, events and errors,
 * the rules, the API document, the console's worker); a new one fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {root, siteSources} from './sources';

/** A `~0`/`~1` in code (a pointer escaped or unescaped by hand), outside comments and the data files. */
export function handWrittenPointers(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
    return /~[01]/.test(code) ? [`${file}:${i + 1}: a JSON pointer escaped or unescaped by hand: use pointerSegments, get or append from @hyperjump/json-pointer`] : [];
  });
}

describe('JSON pointers', () => {
  test('none escaped or unescaped by hand under src/', () => {
    const problems = siteSources()
      .filter((file) => !file.startsWith('src/data/openapi/'))
      .flatMap((file) => handWrittenPointers(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the check finds the shapes it replaced', () => {
    expect(handWrittenPointers('x.ts', "const k = p.replace(/~1/g, '/').replace(/~0/g, '~');")).toHaveLength(1);
    expect(handWrittenPointers('x.ts', "const e = (s) => s.replace(/~/g, '~0').replace(/\\//g, '~1');")).toHaveLength(1);
    expect(handWrittenPointers('x.ts', '// a pointer like /a~1b is unescaped by the library')).toEqual([]);
  });
});
