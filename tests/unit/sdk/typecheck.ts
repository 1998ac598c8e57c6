/**
 * Type-check virtual TypeScript files against the SDK's declared public API
 * (src/data/sdk/bindpoint-sdk.d.ts) with the TypeScript compiler API.
 * All files are checked in one program so the DOM lib is parsed once.
 */
import path from 'node:path';
import ts from 'typescript';

export const SDK_DTS = path.resolve(__dirname, '../../../src/data/sdk/bindpoint-sdk.d.ts');

export const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.esnext.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.Preserve,
  types: ['node'],
  // Samples are checked against the declarations; the declaration files themselves (the SDK's,
  // Node's, Playwright's for the testing samples) are not re-checked in every program: that took
  // most of the time. The SDK's own declarations are checked once, by checkDeclarations().
  skipLibCheck: true,
  noUnusedLocals: false,
  isolatedModules: true,
  moduleDetection: ts.ModuleDetectionKind.Force,
  allowImportingTsExtensions: false,
};

/** Parsed lib and declaration files, shared by every call (parsing lib.dom is the slow part). */
const sourceCache = new Map<string, ts.SourceFile | undefined>();

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** Compile `files` (virtual name → source) with the SDK declarations; return every problem. */
export function typecheck(files: Record<string, string>): Problem[] {
  const virtualDir = path.resolve(__dirname, '__virtual__');
  const virtual = new Map(Object.entries(files).map(([name, text]) => [path.join(virtualDir, name), text]));
  const host = ts.createCompilerHost(compilerOptions, true);
  const {getSourceFile, fileExists, readFile} = host;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtual.get(path.resolve(fileName));
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    if (!sourceCache.has(fileName)) {
      sourceCache.set(fileName, getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate));
    }
    return sourceCache.get(fileName);
  };
  host.fileExists = (fileName) => virtual.has(path.resolve(fileName)) || fileExists.call(host, fileName);
  host.readFile = (fileName) => virtual.get(path.resolve(fileName)) ?? readFile.call(host, fileName);
  // Module resolution probes folders before files: virtual folders exist too.
  const {directoryExists} = host;
  host.directoryExists = (dir) => {
    const prefix = path.resolve(dir) + path.sep;
    for (const name of virtual.keys()) if (name.startsWith(prefix)) return true;
    return directoryExists ? directoryExists.call(host, dir) : ts.sys.directoryExists(dir);
  };

  const program = ts.createProgram([SDK_DTS, ...virtual.keys()], compilerOptions, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const file = d.file ? path.relative(virtualDir, d.file.fileName) : '(global)';
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    return {file, line, message: ts.flattenDiagnosticMessageText(d.messageText, '\n')};
  });
}

/** Problems in the SDK declaration file itself (lib check on; only the DOM and ES libs beside it). */
export function checkDeclarations(): Problem[] {
  const options = {...compilerOptions, types: [], skipLibCheck: false, skipDefaultLibCheck: true};
  const program = ts.createProgram([SDK_DTS], options, ts.createCompilerHost(options, true));
  return ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file ? path.basename(d.file.fileName) : '(global)',
    line: d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0,
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));
}

/** One line per problem, for readable assertion failures. */
export function report(problems: Problem[]): string {
  return problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n');
}
