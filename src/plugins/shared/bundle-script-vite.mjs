// Bundles one entry with Vite into one IIFE script on stdout (run by
// ./bundle-script.ts in its own process: Vite is ESM-only, and the plugins
// load through jiti, which turns `import()` into `require()`).
// Arguments: the entry, the site's directory, the IIFE's global name, and the
// `define` replacements as JSON.
import {build} from 'vite';

const [entry, root, name, define = '{}'] = process.argv.slice(2);
const result = await build({
  configFile: false,
  logLevel: 'silent',
  root,
  define: JSON.parse(define),
  build: {write: false, minify: true, lib: {entry, formats: ['iife'], name, fileName: name}},
});
const chunk = (Array.isArray(result) ? result[0] : result).output.find((o) => o.type === 'chunk');
if (!chunk?.code) throw new Error(`no script bundled from ${entry}`);
process.stdout.write(chunk.code);
