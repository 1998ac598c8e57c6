/**
 * Extract the TypeScript samples of the SDK tutorials and type-check them
 * against the SDK's declared public API (src/data/sdk/bindpoint-sdk.d.ts)
 * with the TypeScript compiler API.
 *
 * Every ```ts / ```tsx block of a page is one virtual file; a block with
 * `title="src/x.ts"` is named by its title, so blocks of one page may import
 * each other exactly as the reader's project would. Each page is its own
 * program. Express, Node, React and Angular types come from node_modules (the
 * real `@angular/core`, `@angular/common` and `@angular/platform-browser`, the
 * versions the tutorials' browser tests run), so an Angular sample is checked
 * against the framework it imports, not against a stub of it.
 * Identity tokens such as `{{npmScope}}` are replaced first, as at build time.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {replaceTokens} from '../../../src/plugins/remark-identity';
import {tokens} from '../../../src/site/identity';
import tutorialsSidebar from '../../../src/sidebar/sdk-tutorials';
import {sidebarDocIds} from '../../../src/sidebar/doc-ids';

export const SDK_DTS = path.resolve(__dirname, '../../../src/data/sdk/bindpoint-sdk.d.ts');
export const DOCS = path.resolve(__dirname, '../../../docs/sdk');

/** The tutorial pages below docs/sdk/, in reading order, from the sidebar part (not copied here). */
export const TUTORIALS: readonly string[] = sidebarDocIds(tutorialsSidebar).map((id) => id.replace(/^sdk\//, ''));

export interface CodeBlock {
  lang: string;
  meta: string;
  title: string | null;
  code: string;
  /** 1-based line of the opening fence in the MDX file. */
  line: number;
}

const FENCE = /^```([\w-]*)([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm;

export function codeBlocks(mdx: string): CodeBlock[] {
  return [...mdx.matchAll(FENCE)].map((m) => ({
    lang: m[1],
    meta: m[2].trim(),
    title: m[2].match(/title="([^"]+)"/)?.[1] ?? null,
    code: m[3],
    line: mdx.slice(0, m.index).split('\n').length,
  }));
}

export function readPage(page: string): string {
  return readFileSync(path.join(DOCS, `${page}.mdx`), 'utf8');
}

export const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  types: ['node'],
  esModuleInterop: true,
  experimentalDecorators: true,
  skipLibCheck: true,
  noUnusedLocals: false,
  allowImportingTsExtensions: false,
};

export interface Problem {
  file: string;
  line: number;
  message: string;
}

const libCache = new Map<string, ts.SourceFile | undefined>();

/** Type-check the ts/tsx blocks of one page; returns the files and every problem. */
export function checkPage(page: string): {files: string[]; problems: Problem[]} {
  return checkSources([[page, readPage(page)]]);
}

/** Type-check the ts/tsx blocks of MDX source `mdx`, reported under the name `page`. */
export function checkSource(page: string, mdx: string): {files: string[]; problems: Problem[]} {
  return checkSources([[page, mdx]]);
}

/**
 * Type-check the blocks of several pages as ONE project: the tutorials build
 * one application step by step, so a later page may import a file an earlier
 * page created (`src/bindpoint.ts`). Titles must therefore be unique across pages.
 */
export function checkSources(pages: Array<[page: string, mdx: string]>): {files: string[]; problems: Problem[]} {
  const root = path.resolve(__dirname, '__virtual__');
  const virtual = new Map<string, {text: string; line: number; page: string}>();
  for (const [page, mdx] of pages) {
    codeBlocks(mdx)
      .filter((b) => b.lang === 'ts' || b.lang === 'tsx')
      .forEach((b, i) => {
        let name = b.title ?? `${page}/block-${i + 1}.${b.lang}`;
        if (!/\.(d\.ts|tsx?)$/.test(name)) name = `${name}.${b.lang}`;
        const file = path.join(root, name);
        const clash = virtual.get(file);
        if (clash) throw new Error(`${page}: a block is named ${name}, like one in ${clash.page}`);
        // The reader sees the code after `{{token}}` replacement; check that code.
        virtual.set(file, {text: replaceTokens(b.code, tokens, page), line: b.line, page});
      });
  }

  const host = ts.createCompilerHost(compilerOptions, true);
  const {getSourceFile, fileExists, readFile} = host;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const v = virtual.get(path.resolve(fileName));
    if (v) return ts.createSourceFile(fileName, v.text, languageVersion, true);
    if (!libCache.has(fileName)) libCache.set(fileName, getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate));
    return libCache.get(fileName);
  };
  host.fileExists = (fileName) => virtual.has(path.resolve(fileName)) || fileExists.call(host, fileName);
  host.readFile = (fileName) => virtual.get(path.resolve(fileName))?.text ?? readFile.call(host, fileName);
  // The virtual folders do not exist on disk; module resolution must still look inside them.
  const {directoryExists} = host;
  host.directoryExists = (dir) =>
    [...virtual.keys()].some((file) => file.startsWith(path.resolve(dir) + path.sep)) || (directoryExists?.call(host, dir) ?? true);

  const program = ts.createProgram([SDK_DTS, ...virtual.keys()], compilerOptions, host);
  const problems = ts.getPreEmitDiagnostics(program).map((d) => {
    const fileName = d.file ? path.resolve(d.file.fileName) : '';
    const v = virtual.get(fileName);
    const local = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    return {
      file: v ? `${v.page}.mdx (block at line ${v.line})` : fileName || '(global)',
      line: v ? v.line + local : local,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    };
  });
  return {files: [...virtual.keys()].map((f) => path.relative(root, f)), problems};
}

export function report(problems: Problem[]): string {
  return problems.map((p) => `${p.file} line ${p.line}: ${p.message}`).join('\n');
}
