/**
 * A module that samples import from another file (`import {getToken} from
 * './token.js'`, `from bp_token import get_token`) is one module: where a
 * page prints it (a block titled with its file name), every page prints the
 * same text, and it exports every name any sample imports from it. Three
 * pages once printed three different token.js files; one page's samples
 * imported `invalidateToken`, which the copy on the Authenticate page did not
 * have, so a reader who took that copy got an import error.
 *
 * Only imported modules are held to this: a tutorial's own `index.html` or
 * `src/main.ts` is the page's own file and may differ from another tutorial's.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {codeBlocks} from '../samples/extract';
import {markdownFiles} from '../../e2e/support/routes';

const ROOT = path.resolve(__dirname, '../../..');

interface Printed {
  where: string;
  code: string;
}
interface Import {
  where: string;
  names: string[];
}

/** `import {a, b as c} from './x.js'` (JavaScript, TypeScript) and `from x import a, b` (Python, x.py printed). */
export function importsOf(language: string, code: string): Array<{module: string; names: string[]}> {
  const found: Array<{module: string; names: string[]}> = [];
  if (/^(js|javascript|ts|typescript|jsx|tsx|mjs)$/.test(language)) {
    for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]\.\/([\w.-]+)['"]/g)) {
      found.push({module: m[2]!, names: m[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!).filter(Boolean)});
    }
  }
  if (/^(py|python)$/.test(language)) {
    for (const m of code.matchAll(/^\s*from\s+(\w+)\s+import\s+([\w, ]+)/gm)) {
      found.push({module: `${m[1]}.py`, names: m[2]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!).filter(Boolean)});
    }
  }
  return found;
}

/** The names a printed module defines at its top level. */
export function exportsOf(module: string, code: string): Set<string> {
  if (module.endsWith('.py')) return new Set([...code.matchAll(/^(?:def|class)\s+(\w+)|^(\w+)\s*=/gm)].map((m) => (m[1] ?? m[2])!));
  return new Set([...code.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+)/gm)].map((m) => m[1]!));
}

const printed = new Map<string, Printed[]>();
const imports = new Map<string, Import[]>();
for (const file of markdownFiles(path.join(ROOT, 'docs'))) {
  const relative = path.relative(ROOT, file);
  for (const block of codeBlocks(relative, readFileSync(file, 'utf8'))) {
    const where = `${relative}:${block.line}`;
    const title = /title="([^"]+)"/.exec(block.meta ?? '')?.[1];
    if (title) (printed.get(title) ?? printed.set(title, []).get(title)!).push({where, code: block.code});
    for (const {module, names} of importsOf(block.language, block.code)) {
      (imports.get(module) ?? imports.set(module, []).get(module)!).push({where, names});
    }
  }
}
const shared = [...imports.keys()].filter((module) => printed.has(module)).sort();

describe('modules that samples import', () => {
  test('the token helpers are among them (the scan finds printed modules and their importers)', () => {
    expect(shared).toEqual(expect.arrayContaining(['token.js', 'bp_token.py']));
  });

  test.each(shared)('%s is printed the same on every page that prints it', (module) => {
    const copies = printed.get(module)!;
    const [first] = copies;
    const problems = copies
      .filter((copy) => copy.code !== first!.code)
      .map((copy) => `${copy.where}: ${module} differs from the copy at ${first!.where}; other pages' samples import it, so print the same module everywhere (copy that block here)`);
    expect(problems).toEqual([]);
  });

  test.each(shared)('%s defines every name a sample imports from it', (module) => {
    const problems: string[] = [];
    for (const copy of printed.get(module)!) {
      const defined = exportsOf(module, copy.code);
      for (const {where, names} of imports.get(module)!) {
        for (const name of names) {
          if (!defined.has(name)) problems.push(`${where}: imports ${name} from ${module}, which the copy at ${copy.where} does not define (it has ${[...defined].join(', ')})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the scan itself', () => {
  test('reads JavaScript and Python imports, and top-level definitions', () => {
    expect(importsOf('js', "import {getToken, invalidateToken as drop} from './token.js';")).toEqual([{module: 'token.js', names: ['getToken', 'invalidateToken']}]);
    expect(importsOf('python', 'from bp_token import get_token, invalidate_token  # note')).toEqual([{module: 'bp_token.py', names: ['get_token', 'invalidate_token']}]);
    expect([...exportsOf('token.js', 'export async function getToken() {}\nfunction inner() {}\nexport function invalidateToken() {}')]).toEqual(['getToken', 'invalidateToken']);
    expect([...exportsOf('bp_token.py', 'TOKEN_URL = "x"\ndef get_token():\n    pass\n\ndef invalidate_token():\n    pass')]).toEqual(['TOKEN_URL', 'get_token', 'invalidate_token']);
  });
});
