/**
 * The React and Angular tabs of the tutorials, bundled for Chromium as a
 * reader's build would bundle them: rolldown (already in node_modules, as
 * Vite's bundler) compiles the pages' `.tsx` and Angular `.ts` files with
 * React 19 (automatic JSX runtime) and Angular in JIT mode (legacy
 * decorators, `@angular/compiler` loaded first by the test's entry, since
 * the reader's Angular CLI compiles ahead of time instead). The SDK packages
 * stay external: the bundle imports `@bindpoint/sdk-*` by name, and the page's
 * import map (support/front-end.ts) resolves them to the one SDK stand-in the
 * plain TypeScript modules use too, so a bundle and a module the test imports
 * in the page share one store.
 *
 * Why a bundler and not the front end's per-file compile: React and Angular
 * ship CommonJS (react-dom) and many ES modules with bare imports, which a
 * browser does not resolve; rolldown does, in one build of every entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import {identity} from './mock';
import {ROOT} from './repo';
import {escapeRegExp} from '../../../src/site/regexp';

const {rolldown} = require(path.join(ROOT, 'node_modules/rolldown')) as typeof import('rolldown');

/**
 * Bundles `entries` (name → file under `dir`, written by the test or saved from a page) into
 * `dir/bundle/<name>.js`, with shared chunks next to them. Fails with rolldown's message, which
 * names the page's file and line, when a block does not compile.
 */
export async function bundle(dir: string, entries: Record<string, string>): Promise<void> {
  const scope = escapeRegExp(identity.npmScope);
  const build = await rolldown({
    input: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(dir, file)])),
    cwd: dir,
    platform: 'browser',
    external: [new RegExp(`^${scope}/`)],
    // Angular's decorators are TypeScript's experimental ones; React 19's JSX runtime is automatic.
    transform: {decorator: {legacy: true}, jsx: {runtime: 'automatic'}, define: {'process.env.NODE_ENV': '"development"'}},
    logLevel: 'warn',
    onLog(level, log) {
      if (level === 'warn' && !/EVAL|THIS_IS_UNDEFINED/.test(log.code ?? '')) console.warn(`rolldown: ${log.message}`);
    },
  });
  try {
    await build.write({dir: path.join(dir, 'bundle'), format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunk-[hash].js', sourcemap: false});
  } finally {
    await build.close();
  }
}

/** Writes a test-made file (an entry, what the page leaves to the reader) under `dir`. */
export function write(dir: string, file: string, code: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  fs.writeFileSync(path.join(dir, file), code);
}
