// Bundles one entry with Vite into one IIFE script (run by ./bundle-script.ts
// in its own process: Vite is ESM-only, and the plugins load through jiti,
// which turns `import()` into `require()`). Writes `{code, inputs}` as JSON
// on stdout: the script, and every file it was made from (for the cache).
// Arguments: the entry, the site's directory, the IIFE's global name, and the
// `define` replacements as JSON.
import fs from 'node:fs';
import path from 'node:path';
import {build} from 'vite';

const [entry, root, name, define = '{}'] = process.argv.slice(2);
/** Every module of the graph, those the bundle left out included (a change to one can bring it in). */
let read = [];
const result = await build({
  configFile: false,
  logLevel: 'silent',
  root,
  define: JSON.parse(define),
  plugins: [{name: 'bindpoint-inputs', buildEnd() { read = [...this.getModuleIds()]; }}],
  build: {write: false, minify: true, lib: {entry, formats: ['iife'], name, fileName: name}},
});
const chunk = (Array.isArray(result) ? result[0] : result).output.find((o) => o.type === 'chunk');
if (!chunk?.code) throw new Error(`no script bundled from ${entry}`);
// Module ids are files, some with a query (`?commonjs-…`); virtual modules (`\0…`) are Vite's own.
const inputs = [...new Set(read.map((id) => id.split('?')[0]).filter((id) => path.isAbsolute(id) && fs.existsSync(id)))];
process.stdout.write(JSON.stringify({code: chunk.code, inputs}));
