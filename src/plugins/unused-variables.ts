/**
 * CSS custom properties nothing reads, taken out of the built stylesheets.
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
 * Production client builds only, before the content hashes are computed, so
 * a pruned file gets its own name. tests/build/css-variables.test.ts checks
 * the built site: every variable a built stylesheet, script or page uses and
 * the sources declare is still declared.
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss, {type Declaration, type Root} from 'postcss';
// Docusaurus types its bundler config with webpack's types; Rspack's compiler has the same API here.
import type {Compiler} from 'webpack';

/** `--name` tokens anywhere in a text (a script, a page): each may name a variable. */
export function namedVariables(text: string): Set<string> {
  return new Set(text.match(/--[\w-]+/g) ?? []);
}

const VAR_USE = /var\(\s*(--[\w-]+)/g;
const usedIn = (value: string): string[] => [...value.matchAll(VAR_USE)].map((m) => m[1]!);

/**
 * The stylesheets without the custom property declarations nothing reads.
 * `stylesheets` maps a file name to its CSS; `texts` are the scripts and
 * pages that may name a variable. Only changed stylesheets are returned.
 */
export function pruneUnusedVariables(
  stylesheets: Record<string, string>,
  texts: string[],
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
  for (const text of texts) for (const name of namedVariables(text)) used.add(name);
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

/** Script and markup files of `static/`, copied into the build as they are. */
function staticTexts(staticDir: string): string[] {
  if (!fs.existsSync(staticDir)) return [];
  return (fs.readdirSync(staticDir, {recursive: true, withFileTypes: true}) as fs.Dirent[])
    .filter((entry) => entry.isFile() && /\.(?:js|css|html|svg)$/.test(entry.name))
    .map((entry) => fs.readFileSync(path.join(entry.parentPath ?? (entry as {path?: string}).path ?? staticDir, entry.name), 'utf8'));
}

/** The bundler plugin: prunes the client's emitted stylesheets (see the header). */
export class UnusedVariablesPlugin {
  constructor(private readonly staticDir: string) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('bindpoint-unused-variables', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the CSS minimizer (OPTIMIZE_SIZE), before the real content hashes.
        {name: 'bindpoint-unused-variables', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          const stylesheets: Record<string, string> = {};
          const texts = staticTexts(this.staticDir);
          for (const asset of compilation.getAssets()) {
            if (asset.name.endsWith('.css')) stylesheets[asset.name] = asset.source.source().toString();
            else if (asset.name.endsWith('.js')) texts.push(asset.source.source().toString());
          }
          const {changed} = pruneUnusedVariables(stylesheets, texts);
          for (const [name, css] of Object.entries(changed)) compilation.updateAsset(name, new sources.RawSource(css));
        },
      );
    });
  }
}
