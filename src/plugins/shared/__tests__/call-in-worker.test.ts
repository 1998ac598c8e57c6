/**
 * `callInWorker` (../call-in-worker.ts) with a module that does nothing of
 * cost: the answer crosses back, an error comes back with its message, a
 * stopped call rejects at once, and the thread runs at the lowest priority
 * unless asked not to. The conversions themselves (the twins, Postman) are
 * tested in-process beside their plugins; only the worker is tested here.
 */
import os from 'node:os';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {callInWorker} from '../call-in-worker';

const fixture = path.join(__dirname, 'fixtures/worker-module.cjs');

describe('callInWorker', () => {
  test('calls the export in a worker thread, at normal priority when asked, and resolves with its answer', async () => {
    // (At the lowest priority, the default, a worker waits for every other thread of a busy machine:
    // ../lower-thread-priority.test.ts checks the lowering itself.)
    const answer = await callInWorker<{n: number; priority: number}>('test', fixture, 'double', {n: 21}, undefined, {lowPriority: false});
    expect(answer).toEqual({n: 42, priority: os.getPriority(0)});
  });

  test("rejects with the export's error, labelled", async () => {
    await expect(callInWorker('bindpoint-llms', fixture, 'fail', {page: 'b.md'}, undefined, {lowPriority: false})).rejects.toThrow(/^bindpoint-llms: Error: b\.md: <Widget> is not imported/);
  });

  test('a stopped call rejects at once, saying why', async () => {
    const stopped = new AbortController();
    const call = callInWorker('bindpoint-llms', fixture, 'never', {}, stopped.signal, {lowPriority: false});
    stopped.abort();
    await expect(call).rejects.toThrow(/bindpoint-llms: stopped, the content changed/);
  });
});
