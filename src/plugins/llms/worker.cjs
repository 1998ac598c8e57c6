/**
 * Worker thread of the llms plugin: computes its output (./output.ts) from
 * the loaded content it is given, while the main thread goes on to bundle
 * the site. TypeScript is loaded with jiti, as Docusaurus loads the plugins.
 */
const {parentPort, workerData} = require('node:worker_threads');
// The build needs its output only at its end (../shared/background-thread.cjs).
require('../shared/background-thread.cjs').runInBackground();
const jiti = require('jiti')(__filename, {cache: true, requireCache: false, interopDefault: false});

/** @type {{buildOutput: (input: unknown) => Promise<unknown>}} */
const {buildOutput} = jiti('./output.ts');

buildOutput(workerData).then(
  (output) => parentPort.postMessage({output}),
  (error) => parentPort.postMessage({error: error instanceof Error ? error.stack || error.message : String(error)}),
);
