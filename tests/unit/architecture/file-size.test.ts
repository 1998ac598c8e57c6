/**
 * The size rule of ARCHITECTURE.md: no source file under src/ outside
 * src/data, under tests/ or under scripts/ is over 400 lines (code, styles
 * and tests alike). A file that grows past it is split by concern, the way
 * src/plugins/llms/mdx.ts became mdx.ts, markdown-text.ts and
 * jsx-values.ts. src/data holds the facts themselves (the OpenAPI document,
 * the manifest, the declared SDK API), which are as long as what they state;
 * data files of the tests (JSON, snapshots) are not source.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';

export const MAX_LINES = 400;
const root = path.resolve(__dirname, '../../..');
const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;

/** Every source file below `dir` (relative to the repository), leaving out `skip`. */
function sourceFiles(dir: string, skip: string[]): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (skip.includes(rel) || entry.name === 'node_modules') return [];
    if (entry.isDirectory()) return sourceFiles(rel, skip);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

/** Lines as `wc -l` counts them, plus a last line without its newline. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file size', () => {
  const files = [...sourceFiles('src', ['src/data']), ...sourceFiles('tests', []), ...sourceFiles('scripts', [])];

  test('counts lines the way wc -l does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\n\nb')).toBe(3);
  });

  test('there are files to check: the plugins and their tests, the tests, the scripts', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files).toContain('src/plugins/llms/mdx.ts');
    expect(files).toContain('tests/unit/architecture/file-size.test.ts');
    expect(files).toContain('scripts/test-all.mjs');
    expect(files.some((file) => file.includes('/__tests__/'))).toBe(true);
    expect(files.some((file) => file.startsWith('src/data/'))).toBe(false);
  });

  test(`no source file outside src/data, in tests/ or in scripts/ is over ${MAX_LINES} lines`, () => {
    const over = files
      .map((file) => ({file, lines: lineCount(fs.readFileSync(path.join(root, file), 'utf8'))}))
      .filter(({lines}) => lines > MAX_LINES)
      .map(({file, lines}) => `${file}:${MAX_LINES + 1}: ${lines} lines, over ${MAX_LINES}: split it by concern (ARCHITECTURE.md, "Layers")`);
    expect(over, over.join('\n')).toEqual([]);
  });
});
