/**
 * `callInWorker()`: calls one exported function of a plugin's module in a
 * worker thread at the lowest priority (the thread runs
 * ./call-in-worker-entry.cjs), and resolves with its result. For work whose
 * result the build needs only at its end (the Markdown twins, the Postman
 * collection): started while the site loads or bundles, it uses the
 * processor time the bundler leaves, and `postBuild` awaits it
 * (decisions/0010-build-work-beside-the-bundler.md).
 *
 * `input` and the result cross threads by structured clone: plain data.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';

export interface WorkerOptions {
  /** Run at the lowest priority (the default: work the build needs only at its end). */
  lowPriority?: boolean;
}

export function callInWorker<T>(label: string, module: string, name: string, input: unknown, signal?: AbortSignal, {lowPriority = true}: WorkerOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'call-in-worker-entry.cjs'), {workerData: {module, name, input, lowPriority}});
    signal?.addEventListener('abort', () => {
      reject(new Error(`${label}: stopped, the content changed`));
      void worker.terminate();
    });
    worker.once('message', (message: {output?: T; error?: string}) => {
      void worker.terminate();
      if (message.error === undefined) resolve(message.output as T);
      else reject(new Error(`${label}: ${message.error}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${label}: the worker exited with code ${code} before it answered`)));
  });
}
