/**
 * Node module hooks for TypeScript samples: `.ts`, `.tsx`, `.mts` files are
 * compiled with @swc/core (types stripped, ES modules kept, JSX to the
 * automatic runtime), and a relative import without an extension, or with
 * `.js` where only a `.ts` file exists, resolves the way TypeScript projects
 * write it. SWC is a dependency of the site already; Node 20 strips no types.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const TS = /\.(?:ts|tsx|mts|cts)$/;
const CANDIDATES = ['.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (!relative || !context.parentURL) throw error;
    const base = specifier.replace(/\.(?:js|mjs|jsx)$/, '');
    for (const ending of CANDIDATES) {
      const url = new URL(base + ending, context.parentURL);
      if (fs.existsSync(fileURLToPath(url)) && fs.statSync(fileURLToPath(url)).isFile()) {
        return nextResolve(url.href, context);
      }
    }
    throw error;
  }
}

let swc;
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !TS.test(new URL(url).pathname)) return nextLoad(url, context);
  swc ??= require('@swc/core');
  const filename = fileURLToPath(url);
  const {code} = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      parser: {syntax: 'typescript', tsx: filename.endsWith('x')},
      target: 'es2022',
      transform: {react: {runtime: 'automatic'}},
    },
    module: {type: 'es6'},
  });
  return {format: 'module', source: code, shortCircuit: true};
}
