// Bundles the API console's mock worker with Vite into one IIFE script on stdout
// (run by console-mock-bundle.ts in its own process: Vite is ESM-only, and the
// plugins load through jiti, which turns `import()` into `require()`).
import {build} from 'vite';

const [entry, root] = process.argv.slice(2);
const result = await build({
  configFile: false,
  logLevel: 'silent',
  root,
  build: {write: false, minify: true, lib: {entry, formats: ['iife'], name: 'bindpointConsoleMock', fileName: 'console-mock-worker'}},
});
const chunk = (Array.isArray(result) ? result[0] : result).output.find((o) => o.type === 'chunk');
if (!chunk?.code) throw new Error(`no script bundled from ${entry}`);
process.stdout.write(chunk.code);
