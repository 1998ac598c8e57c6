/**
 * The site's source files and what they import, read with TypeScript's
 * parser, for the architecture checks (./entry-points.test.ts,
 * ./rewrites.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(__dirname, '../../..');

/** Source files of the site: src/ (tests beside the plugins left out) and the configs. */
export function siteSources(): string[] {
  const out = ['docusaurus.config.ts', 'sidebars.ts'];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__tests__') walk(rel);
      } else if (/\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(rel);
    }
  };
  walk('src');
  return out;
}

/** A module specifier found in a file, with its line. */
export interface Specifier {
  file: string;
  line: number;
  text: string;
}

const parsed = new Map<string, ts.SourceFile>();
export function sourceOf(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    parsed.set(file, source);
  }
  return source;
}

export const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** Every static and dynamic import, export-from, `require()` and `require.resolve()` of a file (TypeScript's import scanner). */
export function specifiersOf(file: string): Specifier[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const lineAt = (pos: number) => text.slice(0, pos).split('\n').length;
  const {importedFiles} = ts.preProcessFile(text, true, true);
  const found = importedFiles.map((ref) => ({file, line: lineAt(ref.pos), text: ref.fileName}));
  // require.resolve('x') names a module too (a loader, a worker's entry).
  for (const match of text.matchAll(/require\.resolve\(\s*(['"])([^'"]+)\1/g)) found.push({file, line: lineAt(match.index!), text: match[2]!});
  return found;
}
