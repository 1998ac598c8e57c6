/**
 * No third-party code rewritten as text, and no built HTML or JavaScript
 * edited with regular expressions (decisions/0024-public-entry-points.md):
 * - built pages are read and edited with an HTML parser
 *   (src/plugins/shared/html.ts), generated JavaScript with a JavaScript
 *   parser (src/plugins/route-assets/routes.mjs);
 * - a dependency is configured, wrapped or dropped; what none of those can
 *   do is a patch-package patch (patches/README.md, at most two).
 *
 * Static checks over the code that touches build output (the plugins, the
 * scripts): a `replace`/`replaceAll` (of a regular expression or a string),
 * or a `split(...).join(...)`, on a value named like markup or code (html, page,
 * source, code, script, js, css, chunk, asset, content, markup), in a file
 * that handles built files or bundled modules (a `postBuild`, a
 * `processAssets` hook, a loader's `this.resourcePath`, or a read of a
 * dependency's file with a write). It is a net for the common shapes, not a
 * proof; review catches the rest.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, test} from 'vitest';
import {root, sourceOf} from './sources';

/** Names of values that hold markup or code. */
export const MARKUP_OR_CODE = /html|page|source|code|script|(?:^|[^a-z])js|css|chunk|asset|content|markup|bundle/i;
/** What makes a file one that handles built files or bundled modules. */
export const HANDLES_OUTPUT = /\bpostBuild\b|\bprocessAssets\b|this\.resourcePath|\boutDir\b/;
/** What makes a file one that rewrites a dependency's file: it reads from node_modules and writes files. */
export const REWRITES_DEPENDENCY = (text: string) => /node_modules|require\.resolve\(/.test(text) && /\bwriteFile(?:Sync)?\(/.test(text);

/** Files the check covers: the plugins and the scripts, without tests. */
function coveredFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__tests__') walk(rel);
      } else if (/\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  walk('src/plugins');
  walk('scripts');
  return out;
}

/** The variable a chain of calls, properties and indexes starts from (`html` in `html.slice(0).replace(…)`). */
function rootName(node: ts.Expression): string {
  let current: ts.Expression = node;
  for (;;) {
    if (ts.isCallExpression(current) || ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current) || ts.isNonNullExpression(current)) current = current.expression;
    else if (ts.isParenthesizedExpression(current) || ts.isAsExpression(current)) current = current.expression;
    else return ts.isIdentifier(current) ? current.text : '';
  }
}

/** Every textual rewrite of markup or code in a file: `file:line: what`. */
export function textualRewrites(file: string, given?: ts.SourceFile): string[] {
  const text = given?.text ?? fs.readFileSync(path.join(root, file), 'utf8');
  if (!HANDLES_OUTPUT.test(text) && !REWRITES_DEPENDENCY(text)) return [];
  const source = given ?? sourceOf(file);
  const found: string[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression;
      if ((method === 'replace' || method === 'replaceAll') && MARKUP_OR_CODE.test(rootName(receiver))) {
        found.push(`${at(node)}: ${rootName(receiver)}….${method}(…) rewrites markup or code as text`);
      }
      if (method === 'join' && ts.isCallExpression(receiver) && ts.isPropertyAccessExpression(receiver.expression) && receiver.expression.name.text === 'split') {
        const value = receiver.expression.expression;
        if (MARKUP_OR_CODE.test(rootName(value))) found.push(`${at(node)}: ${rootName(value)}….split(…).join(…) rewrites markup or code as text`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no textual rewrite of built HTML, JavaScript or a dependency’s code', () => {
  const files = coveredFiles();

  test('there is code to check: the post-build steps among it', () => {
    expect(files).toContain('src/plugins/route-assets/index.ts');
    expect(files).toContain('src/plugins/csp/script-hashes.ts');
    expect(files.length).toBeGreaterThan(80);
  });

  test('none in the plugins or the scripts', () => {
    const problems = files.flatMap((file) => textualRewrites(file));
    const message = `read and edit built pages with src/plugins/shared/html.ts (an HTML parser), generated JavaScript with a JavaScript parser (acorn), and configure, wrap or drop a dependency instead of rewriting it (patches/README.md):\n${problems.join('\n')}`;
    expect(problems, message).toEqual([]);
  });

  test('the check finds the shapes it guards against, and leaves paths alone', () => {
    const check = (code: string) => textualRewrites('x.ts', ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true));
    // The old route-assets and csp code, and the old zod loader.
    expect(check('async function postBuild({outDir}) { html = html.replace(/<\\/head>/, tags + "</head>"); }')).toEqual([expect.stringMatching(/^x\.ts:1: html….replace/)]);
    expect(check('postBuild(); const out = html.slice(0).replace("</head>", tags);')).toHaveLength(1);
    expect(check('module.exports = function (source) { this.resourcePath; return source.split(PROBE).join("return!1"); }')).toHaveLength(1);
    expect(check('postBuild(); const out = pageHtml.replaceAll(new RegExp("a", "g"), "b");')).toHaveLength(1);
    // A dependency's file read, edited and written back (the old Pagefind fix).
    const file = "const f = require.resolve('pagefind/client.js');";
    // (read and edited in one chain, it escapes this net: review catches it)
    expect(check(`${file} const code = fs.readFileSync(f, 'utf8').replace(/a/, 'b'); fs.writeFileSync(f, code);`)).toHaveLength(0);
    expect(check(`${file} const source = fs.readFileSync(f, 'utf8'); fs.writeFileSync(f, source.replace(/a/, 'b'));`)).toHaveLength(1);
    // Reading a dependency's version is not rewriting it.
    expect(check("const v = JSON.parse(fs.readFileSync('node_modules/x/package.json', 'utf8')).version; const code = source.replace(/a/, 'b');")).toEqual([]);
    // A path or a route is not markup; a file that touches no output is not checked.
    expect(check('postBuild(); const address = file.replace(/^\\//, "");')).toEqual([]);
    expect(check('postBuild(); const cause = m[2].replace(/ in source file/, "").replace(/x/, "");')).toEqual([]);
    expect(check('const html = markdown.replace(/a/, "b"); const page = html.replace(/x/, "y");')).toEqual([]);
  });
});
