import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {describe, expect, test} from 'vitest';

const helper = path.resolve(__dirname, '../lower-thread-priority.cjs');

/** Runs `lowerThreadPriority()` in a worker thread; resolves with what it returned and the thread's priority after it. */
function inWorker(): Promise<{lowered: boolean; priority: number}> {
  const source = `
    const {parentPort} = require('node:worker_threads');
    const lowered = require(${JSON.stringify(helper)}).lowerThreadPriority();
    parentPort.postMessage({lowered, priority: require('node:os').getPriority(0)});`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, {eval: true});
    worker.once('message', (message) => {
      void worker.terminate();
      resolve(message);
    });
    worker.once('error', reject);
  });
}

describe('lowering a worker thread\'s priority (src/plugins/shared/lower-thread-priority.cjs)', () => {
  test.runIf(process.platform === 'linux')('a worker that asks runs at the lowest priority, and the rest of the process does not', async () => {
    const before = os.getPriority(0);
    const {lowered, priority} = await inWorker();
    expect(lowered).toBe(true);
    expect(priority).toBe(os.constants.priority.PRIORITY_LOW);
    expect(os.getPriority(0)).toBe(before);
    // Every build worker asks.
    for (const worker of ['../../social-cards/card-worker.cjs', '../call-in-worker-entry.cjs', '../../search-index/indexer.mjs']) {
      const text = await import('node:fs').then((fs) => fs.readFileSync(path.resolve(__dirname, worker), 'utf8'));
      expect(text).toMatch(/require\('(\.\.\/shared|\.)\/lower-thread-priority\.cjs'\)\.lowerThreadPriority\(\)/);
    }
  });

  test.runIf(process.platform !== 'linux')('elsewhere it leaves the priority alone', async () => {
    const before = os.getPriority(0);
    expect((await inWorker()).lowered).toBe(false);
    expect(os.getPriority(0)).toBe(before);
  });
});
