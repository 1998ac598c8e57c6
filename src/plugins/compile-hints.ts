/**
 * Compile hints: the scripts a page runs while it loads are marked for eager
 * compilation, so that V8 compiles them while they download.
 *
 * V8 compiles a function lazily by default: the script's first pass only
 * finds where each function ends, and the function is compiled on the main
 * thread the first time it is called. Nearly every function of the scripts a
 * page loads first (the runtime, React, the router, the theme's layout, the
 * route's components and content) is called before the page is interactive,
 * so each was compiled in the middle of the main script's evaluation or of
 * hydration, inside the long tasks that make up the blocking time. A script
 * whose first line is the comment `//# allFunctionsCalledOnLoad` (V8's
 * explicit compile hints, Chromium 136 and later; other engines read a
 * comment) has all its functions compiled eagerly by the thread that streams
 * it from the network, before it runs.
 *
 * Only scripts that run on load get the hint: the entry's chunks, and the
 * chunks the route registry (`@generated/registry`) loads to render a route,
 * the ones the client preloads before hydrating and prefetches for the next
 * page. The chunks other code imports on demand (the search modal, the search
 * backends) are loaded on an interaction and run only in part, and compiling
 * all of them would waste the work and memory the hint asks for.
 *
 * Production client builds only, after minification (which drops comments)
 * and before the content hashes. tests/build/compile-hints.test.ts checks
 * the built site.
 */
// Docusaurus types its bundler config with webpack's types; Rspack's compiler has the same API here.
import type {Compiler} from 'webpack';

/** V8's magic comment for a script whose functions all run on load. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The module whose dynamic imports load a route's components and content. */
const ROUTE_REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

/** What the choice needs to know of a chunk group. */
export interface ChunkGroupFacts {
  /** An entry point's group, loaded by the page's own script tags. */
  initial: boolean;
  /** The modules whose dynamic import created the group (absolute paths). */
  origins: readonly string[];
  files: readonly string[];
}

/** The scripts that run on load: of the entry's groups and the route registry's. */
export function startupScripts(groups: readonly ChunkGroupFacts[]): Set<string> {
  const scripts = new Set<string>();
  for (const group of groups) {
    if (!group.initial && !group.origins.some((origin) => ROUTE_REGISTRY.test(origin))) continue;
    for (const file of group.files) if (file.endsWith('.js')) scripts.add(file);
  }
  return scripts;
}

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('bindpoint-compile-hints', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier (OPTIMIZE_SIZE), which drops comments; before the real content hashes.
        {name: 'bindpoint-compile-hints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          const groups = [...compilation.chunkGroups].map((group) => ({
            initial: group.isInitial(),
            origins: group.origins.flatMap((origin) => {
              const resource = (origin.module as {resource?: string} | null | undefined)?.resource;
              return resource ? [resource] : [];
            }),
            files: group.getFiles(),
          }));
          for (const file of startupScripts(groups)) {
            if (!compilation.getAsset(file)) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}
