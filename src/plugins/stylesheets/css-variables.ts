/**
 * CSS custom properties in the built stylesheets: the ones nothing reads
 * taken out, the rest given short names.
 *
 * Infima declares about 300 variables on `:root` (and again for the dark
 * theme): seven shades of every colour, each component's sizes, values no
 * rule of the site reads once Infima is purged (./infima-purge.ts). Those
 * declarations sit in the render-blocking stylesheet of every page.
 *
 * A variable is read when a stylesheet of the build uses it in `var()`
 * (outside its own declaration), when a kept variable's value uses it, or
 * when any script of the build or of `static/` names it: a diagram's SVG in a
 * page's chunk, an inline `style` a component sets, a `getPropertyValue`.
 * That is why this runs on the emitted assets, after minification, rather
 * than on one file: PurgeCSS's and postcss-prune-var's variable modes only
 * see the stylesheet they process, and the site's variables are declared in
 * one file and read in others and in scripts.
 *
 * The variables that stay are renamed `--a`, `--b`, ... in every stylesheet,
 * unless a script or static file names them: a name in a script is read or
 * set by it, and must stay the one it spells. The long names (`--ifm-color-
 * primary-darker`) are declared once each and gzip cannot share them; short
 * ones take 1.7 KB gzip off the render-blocking stylesheet.
 *
 * Production client builds only, before the content hashes are computed, so
 * a changed file gets its own name. src/plugins/stylesheets/__tests__/css-variables.build.test.ts checks
 * the built site: every variable a built stylesheet reads is declared in one
 * or set by a script, and every variable a script or page names and the
 * sources declare is still declared under that name.
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss, {type Declaration, type Root} from 'postcss';
import valueParser from 'postcss-value-parser';
// Docusaurus types its bundler config with webpack's types; Rspack's compiler has the same API here.
import type {Compiler} from 'webpack';

/** `--name` tokens anywhere in a text (a script, a page): each may name a variable. */
export function namedVariables(text: string): Set<string> {
  return new Set(text.match(/--[\w-]+/g) ?? []);
}

/** Every `--name` token of the texts (scripts, static files): the variables they may read or set. */
export function namedIn(texts: string[]): Set<string> {
  const named = new Set<string>();
  for (const text of texts) for (const name of namedVariables(text)) named.add(name);
  return named;
}

/** The variables a declaration's value reads: the first argument of each `var()`, fallbacks included (postcss-value-parser). */
function usedIn(value: string): string[] {
  if (!value.includes('--')) return [];
  const used: string[] = [];
  valueParser(value).walk((node) => {
    if (node.type !== 'function' || node.value.toLowerCase() !== 'var') return;
    const first = node.nodes.find((n) => n.type !== 'space');
    if (first?.type === 'word' && first.value.startsWith('--')) used.push(first.value);
  });
  return used;
}

/** Every `--name` word of a value (a `var()` argument, or a name a property lists), parsed. */
function namesIn(value: string): string[] {
  if (!value.includes('--')) return [];
  const names: string[] = [];
  valueParser(value).walk((node) => {
    if (node.type === 'word' && node.value.startsWith('--')) names.push(node.value);
  });
  return names;
}

/** The value with its `--name` words renamed (the rest of it as written); undefined when none is. */
function renamedValue(value: string, renamed: ReadonlyMap<string, string>): string | undefined {
  if (!value.includes('--')) return undefined;
  const parsed = valueParser(value);
  let touched = false;
  parsed.walk((node) => {
    if (node.type === 'word' && renamed.has(node.value)) {
      node.value = renamed.get(node.value)!;
      touched = true;
    }
  });
  return touched ? parsed.toString() : undefined;
}

/**
 * The stylesheets without the custom property declarations nothing reads.
 * `stylesheets` maps a file name to its CSS; `named` holds the names the
 * scripts and static files spell (`namedIn`). Only changed stylesheets are
 * returned.
 */
export function pruneUnusedVariables(
  stylesheets: Record<string, string>,
  named: ReadonlySet<string>,
): {changed: Record<string, string>; removed: string[]} {
  const roots = new Map<string, Root>(Object.entries(stylesheets).map(([name, css]) => [name, postcss.parse(css, {from: name})]));
  const declarations = new Map<string, Declaration[]>();
  const used = new Set<string>();
  for (const root of roots.values()) {
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--')) {
        const list = declarations.get(decl.prop) ?? [];
        list.push(decl);
        declarations.set(decl.prop, list);
      } else {
        for (const name of usedIn(decl.value)) used.add(name);
      }
    });
  }
  for (const name of named) used.add(name);
  // A kept variable keeps the variables its value reads.
  const queue = [...used];
  while (queue.length > 0) {
    for (const decl of declarations.get(queue.pop()!) ?? []) {
      for (const name of usedIn(decl.value)) {
        if (!used.has(name)) {
          used.add(name);
          queue.push(name);
        }
      }
    }
  }
  const removed = [...declarations.keys()].filter((name) => !used.has(name)).sort();
  const touched = new Set<Root>();
  for (const name of removed) {
    for (const decl of declarations.get(name)!) {
      touched.add(decl.root());
      const rule = decl.parent;
      decl.remove();
      if (rule && rule.type !== 'root' && (rule.nodes?.length ?? 0) === 0) rule.remove();
    }
  }
  const changed: Record<string, string> = {};
  for (const [name, root] of roots) if (touched.has(root)) changed[name] = root.toString();
  return {changed, removed};
}

/** `--a` ... `--z`, `--aa` ...: the nth short name. */
function shortName(n: number): string {
  let name = '';
  for (let i = n; i >= 0; i = Math.floor(i / 26) - 1) name = String.fromCharCode(97 + (i % 26)) + name;
  return `--${name}`;
}

/**
 * The stylesheets with every variable they declare renamed to a short name,
 * declarations and reads alike, except the variables in `named` (scripts and
 * static files read or set those by name; `namedIn`). Names are given in
 * order of first declaration, the files taken by name, so the same
 * stylesheets always get the same names. Only changed stylesheets are
 * returned.
 */
export function shortenVariableNames(
  stylesheets: Record<string, string>,
  named: ReadonlySet<string>,
): {changed: Record<string, string>; renamed: Map<string, string>} {
  const files = Object.entries(stylesheets).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const roots = new Map<string, Root>(files.map(([name, css]) => [name, postcss.parse(css, {from: name})]));
  const declared = new Set<string>();
  // Every name a value mentions, declared or not (`var(--set-by-a-style)`).
  const mentioned = new Set<string>();
  for (const root of roots.values()) {
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--')) declared.add(decl.prop);
      for (const name of namesIn(decl.value)) mentioned.add(name);
    });
  }
  const renamed = new Map<string, string>();
  let next = 0;
  for (const name of declared) {
    if (named.has(name)) continue;
    let short = shortName(next++);
    // Never a name a script spells, a kept variable has, or a value reads.
    while (named.has(short) || declared.has(short) || mentioned.has(short)) short = shortName(next++);
    renamed.set(name, short);
  }
  const changed: Record<string, string> = {};
  if (renamed.size === 0) return {changed, renamed};
  for (const [file, root] of roots) {
    let touched = false;
    root.walkDecls((decl) => {
      const prop = renamed.get(decl.prop);
      if (prop) {
        decl.prop = prop;
        touched = true;
      }
      const value = renamedValue(decl.value, renamed);
      if (value !== undefined) {
        decl.value = value;
        touched = true;
      }
    });
    if (touched) changed[file] = root.toString();
  }
  return {changed, renamed};
}

/** Script and markup files of `static/`, copied into the build as they are. */
function staticTexts(staticDir: string): string[] {
  if (!fs.existsSync(staticDir)) return [];
  return (fs.readdirSync(staticDir, {recursive: true, withFileTypes: true}) as fs.Dirent[])
    .filter((entry) => entry.isFile() && /\.(?:js|css|html|svg)$/.test(entry.name))
    .map((entry) => fs.readFileSync(path.join(entry.parentPath ?? (entry as {path?: string}).path ?? staticDir, entry.name), 'utf8'));
}

/** The bundler plugin: prunes, then renames, in the client's emitted stylesheets (see the header). */
export class CssVariablesPlugin {
  constructor(private readonly staticDir: string) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('bindpoint-css-variables', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the CSS minimizer (OPTIMIZE_SIZE), before the real content hashes.
        {name: 'bindpoint-css-variables', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          const stylesheets: Record<string, string> = {};
          const texts = staticTexts(this.staticDir);
          for (const asset of compilation.getAssets()) {
            if (asset.name.endsWith('.css')) stylesheets[asset.name] = asset.source.source().toString();
            else if (asset.name.endsWith('.js')) texts.push(asset.source.source().toString());
          }
          // The scripts are several megabytes: scanned once, for both steps.
          const named = namedIn(texts);
          const pruned = {...stylesheets, ...pruneUnusedVariables(stylesheets, named).changed};
          const final = {...pruned, ...shortenVariableNames(pruned, named).changed};
          for (const [name, css] of Object.entries(final)) {
            if (css !== stylesheets[name]) compilation.updateAsset(name, new sources.RawSource(css));
          }
        },
      );
    });
  }
}
