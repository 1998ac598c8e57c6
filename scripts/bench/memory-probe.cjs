/**
 * Where a build's memory is, thread by thread: preloaded into every thread
 * of the build process (`NODE_OPTIONS=--require …/memory-probe.cjs`, which
 * `node scripts/bench/scale.mjs --probe` sets), it prints every
 * `MEMORY_PROBE_MS` (default 2,000) ms one line per thread:
 *   [memory] thread <id> <file> heap <used>/<total> MB external <MB> buffers <MB> [rss <MB>]
 * The process's resident memory (rss) is printed by the main thread only; a
 * worker thread's heap is its own isolate's. The main thread also names each
 * worker thread it starts (its file), so a heap can be told by its owner.
 * For the bench only: it changes nothing in the build.
 */
const {isMainThread, threadId} = require('node:worker_threads');
const workerThreads = require('node:worker_threads');
const v8 = require('node:v8');

const every = Number(process.env.MEMORY_PROBE_MS || 2000);
const mb = (n) => Math.round(n / 1048576);
const label = isMainThread ? `main ${process.argv[1]?.split('/').pop()}` : String(workerThreads.workerData?.module ?? '').split('/').pop() || 'worker';

const report = () => {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const rss = isMainThread ? ` rss ${mb(usage.rss)}` : '';
  process.stderr.write(
    `[memory] thread ${threadId} ${label} heap ${mb(heap.used_heap_size)}/${mb(heap.total_heap_size)} MB external ${mb(usage.external)} buffers ${mb(usage.arrayBuffers)}${rss}\n`,
  );
};
setInterval(report, every).unref();

if (isMainThread) {
  const {Worker} = workerThreads;
  workerThreads.Worker = class ProbedWorker extends Worker {
    constructor(file, options) {
      super(file, options);
      const name = String(file?.href ?? file).split('/').pop();
      const module = options?.workerData?.module ? ` (${String(options.workerData.module).split('/').pop()})` : '';
      process.stderr.write(`[memory] worker thread ${this.threadId} started: ${name}${module}\n`);
    }
  };
}
