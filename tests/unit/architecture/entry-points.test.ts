/**
 * Upgradable by anyone (decisions/0024-public-entry-points.md):
 * - the site imports a package only through its documented entry points:
 *   nothing below a Docusaurus package's `lib/` or `src/` (theme CSS modules
 *   included: an ejected component keeps its own copy), and for any package
 *   with an `exports` map, only a subpath it exports; a package without one
 *   is imported by its name alone, a module it publishes at its top level
 *   with its own type declarations, or a subpath its documentation names
 *   (DOCUMENTED_SUBPATHS);
 * - no package is aliased to a file of our own, but the aliases whose gain
 *   the ablation measured and a decision records (ALLOWED_ALIASES);
 * - no bundler loader runs on a dependency's code (./rewrites.test.ts
 *   refuses the textual rewrites themselves).
 * Each check names the file and line, and what to do.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, test} from 'vitest';
import {lineOf, root, siteSources, sourceOf, specifiersOf, type Specifier} from './sources';

/** Subpaths of packages without an `exports` map that their own documentation tells users to import. */
export const DOCUMENTED_SUBPATHS: Array<[RegExp, string]> = [
  [/^prismjs\/components\/prism-[a-z-]+$/, "Prism's documentation loads each language as prismjs/components/prism-<language>"],
  [/^ajv\/dist\/2020$/, "Ajv's documentation: `import Ajv2020 from 'ajv/dist/2020'` for JSON Schema draft 2020-12"],
  [/^@docsearch\/css\/dist\/(?:style|_variables|button|modal|sidepanel)\.css$/, "DocSearch's styling documentation lists dist/style.css, _variables.css, button.css, modal.css (the package has no exports map)"],
];

/** Package aliases to files of our own, each kept by a measured gain recorded in a decision. */
export const ALLOWED_ALIASES: Record<string, string> = {
  'prism-react-renderer$': 'decisions/0003-ablation.md, row 23: 13.4 KB gzip of first-load JavaScript on every page type',
  '@docusaurus/utils-common$': 'decisions/0024-public-entry-points.md: tslib out of every page',
};

/** Bundler loaders the site's plugins register, and what each reads (never a dependency's code). */
export const ALLOWED_LOADERS: Record<string, string> = {
  'src/plugins/docs-props/lean-version.cjs': "the docs plugin's generated version props (JSON data, parsed), not code",
};

/** The package and subpath of a bare specifier (`@scope/name/sub` → [`@scope/name`, `sub`]); undefined for relative paths and aliases. */
export function packageOf(specifier: string): [string, string] | undefined {
  const bare = specifier.replace(/^!!?[\w-]+-loader!/, '');
  if (/^(?:\.|\/|node:|@site\/|@theme\/|@theme-original\/|@theme-init\/|@generated\/)/.test(bare) || bare.includes('{') || bare.includes('$')) return undefined;
  const parts = bare.split('/');
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  // `@docusaurus/Link`, `@docusaurus/router`: Docusaurus's client aliases, not packages.
  if (!fs.existsSync(path.join(root, 'node_modules', name, 'package.json'))) return undefined;
  return [name, parts.slice(name.split('/').length).join('/')];
}

/** Whether `subpath` is one of the package's `exports` (exact, or a `*` pattern). */
function exportsSubpath(exportsField: unknown, subpath: string): boolean {
  if (typeof exportsField !== 'object' || exportsField === null) return subpath === '';
  const keys = Object.keys(exportsField);
  if (!keys.some((k) => k.startsWith('.'))) return subpath === '';
  const wanted = subpath ? `./${subpath}` : '.';
  return keys.some((key) => {
    if (key === wanted) return true;
    const star = key.indexOf('*');
    return star >= 0 && wanted.startsWith(key.slice(0, star)) && wanted.endsWith(key.slice(star + 1));
  });
}

/** What is wrong with importing `specifier`, or undefined when it is a public entry point. */
export function entryPointProblem(specifier: string): string | undefined {
  const pkg = packageOf(specifier);
  if (!pkg) return undefined;
  const [name, subpath] = pkg;
  if (!subpath) return undefined;
  if (name.startsWith('@docusaurus/') && /^(?:lib|src)(?:\/|$)/.test(subpath)) {
    return `${specifier} is inside ${name}'s build output, not an entry point: import from '${name}' or an entry its package.json exports; a theme stylesheet is copied beside the ejected component`;
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {exports?: unknown};
  if (manifest.exports !== undefined) {
    return exportsSubpath(manifest.exports, subpath) ? undefined : `${specifier}: ${name} does not export ./${subpath}; import one of its exports`;
  }
  if (DOCUMENTED_SUBPATHS.some(([pattern]) => pattern.test(specifier))) return undefined;
  // A module at the package's top level, published with its own type declarations (`package/router`).
  if (!subpath.includes('/') && fs.existsSync(path.join(root, 'node_modules', name, `${subpath}.d.ts`))) return undefined;
  return `${specifier}: ${name} has no exports map, and its documentation names no such entry; import '${name}', or add the subpath to DOCUMENTED_SUBPATHS in tests/unit/architecture/entry-points.test.ts with where its documentation says so`;
}

/** The keys of every object literal assigned to a property named `alias`, with their lines. */
export function aliasesOf(file: string): Specifier[] {
  // Parsed only when it can hold one (parsing every file takes seconds).
  if (!/\balias\b|ModuleReplacementPlugin|ProvidePlugin/.test(fs.readFileSync(path.join(root, file), 'utf8'))) return [];
  const source = sourceOf(file);
  const found: Specifier[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && node.name.text === 'alias') {
      const value = node.initializer;
      if (ts.isObjectLiteralExpression(value)) {
        for (const property of value.properties) {
          const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name)) ? property.name.text : property.getText(source);
          found.push({file, line: lineOf(source, property), text: key});
        }
      } else found.push({file, line: lineOf(source, node), text: value.getText(source)});
    }
    if (ts.isNewExpression(node) && /NormalModuleReplacementPlugin|ProvidePlugin/.test(node.expression.getText(source))) {
      found.push({file, line: lineOf(source, node), text: node.expression.getText(source)});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The loaders a file registers (`loader: require.resolve('./x')` or `loader: './x'`), resolved to repository paths. */
export function loadersOf(file: string): Specifier[] {
  if (!/\bloader\s*:/.test(fs.readFileSync(path.join(root, file), 'utf8'))) return [];
  const source = sourceOf(file);
  const found: Specifier[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'loader') {
      let value: ts.Node = node.initializer;
      if (ts.isCallExpression(value) && value.arguments[0]) value = value.arguments[0];
      const text = ts.isStringLiteralLike(value) ? value.text : value.getText(source);
      const target = text.startsWith('.') ? path.posix.join(path.posix.dirname(file), text) : text;
      found.push({file, line: lineOf(source, node), text: target});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('public entry points only', () => {
  const files = siteSources();

  test('there is code to check', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files).toContain('docusaurus.config.ts');
  });

  test('no import reaches below a package’s entry points', () => {
    const problems = files.flatMap((file) =>
      specifiersOf(file).flatMap(({line, text}) => {
        const problem = entryPointProblem(text);
        return problem ? [`${file}:${line}: ${problem}`] : [];
      }),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the check refuses what it guards against, and passes entry points', () => {
    expect(entryPointProblem('@docusaurus/core/lib/ssg/ssgTemplate.html')).toMatch(/inside @docusaurus\/core's build output/);
    expect(entryPointProblem('@docusaurus/theme-classic/lib/theme/Heading/styles.module.css')).toMatch(/ejected component/);
    expect(entryPointProblem('@docusaurus/plugin-client-redirects/lib/collectRedirects')).toMatch(/not an entry point/);
    expect(entryPointProblem('@docusaurus/utils-common/lib/applyTrailingSlash')).toMatch(/not an entry point/);
    expect(entryPointProblem('@docsearch/react/dist/esm/DocSearchModal.js')).toMatch(/does not export \.\/dist/);
    expect(entryPointProblem('htmlparser2/dist/commonjs/Parser.js')).toMatch(/does not export/);
    expect(entryPointProblem('@docusaurus/plugin-client-redirects')).toBeUndefined();
    expect(entryPointProblem('@docusaurus/plugin-content-docs/client')).toBeUndefined();
    expect(entryPointProblem('@docsearch/react/modal')).toBeUndefined();
    expect(entryPointProblem('prismjs/components/prism-bash')).toBeUndefined();
    expect(entryPointProblem('@docusaurus/Link')).toBeUndefined();
    expect(entryPointProblem('@theme/CodeBlock')).toBeUndefined();
    expect(entryPointProblem('./local')).toBeUndefined();
  });

  test('no package is aliased to a file of ours but those a decision keeps', () => {
    const problems = files.flatMap((file) =>
      aliasesOf(file)
        .filter(({text}) => !(text in ALLOWED_ALIASES))
        .map(({line, text}) => `${file}:${line}: ${text} is aliased (or provided) in the bundler: import the package itself; an alias stays only with a measured gain in a decision, listed in ALLOWED_ALIASES of tests/unit/architecture/entry-points.test.ts`),
    );
    expect(problems, problems.join('\n')).toEqual([]);
    // Each allowed alias is still in use: remove its entry with the alias.
    const used = new Set(files.flatMap((file) => aliasesOf(file).map(({text}) => text)));
    expect(Object.keys(ALLOWED_ALIASES).filter((alias) => !used.has(alias)), 'ALLOWED_ALIASES names an alias no plugin sets any more: remove it').toEqual([]);
  });

  test('no bundler loader of ours runs on code: only the loaders listed with what they read', () => {
    const problems = files.flatMap((file) =>
      loadersOf(file)
        .filter(({text}) => !(text in ALLOWED_LOADERS))
        .map(({line, text}) => `${file}:${line}: loader ${text}: a loader that edits a dependency's code is a patch by another name; configure, wrap or drop the dependency (patches/README.md), or list a loader of data in ALLOWED_LOADERS with what it reads`),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
