/**
 * The script of the worker thread that ./call-in-worker.ts starts: it lowers
 * its own priority (./lower-thread-priority.cjs), computes one result and
 * posts it back:
 * it loads `workerData.module` (TypeScript, with jiti, as Docusaurus loads the
 * plugins), calls its export `workerData.name` with `workerData.input`, and
 * posts `{output}`, or `{error}` with the stack.
 */
const {parentPort, workerData} = require('node:worker_threads');
// The build needs the result only at its end (a test may ask for normal priority).
if (workerData.lowPriority !== false) require('./lower-thread-priority.cjs').lowerThreadPriority();
const jiti = require('jiti')(__filename, {cache: true, requireCache: false, interopDefault: false});

const {module: file, name, input} = workerData;
Promise.resolve()
  .then(() => jiti(file)[name](input))
  .then(
    (output) => parentPort.postMessage({output}),
    (error) => parentPort.postMessage({error: error instanceof Error ? error.stack || error.message : String(error)}),
  );
