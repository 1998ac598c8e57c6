/**
 * Link prefetches in idle time (src/plugins/client/idle-prefetch.ts): every
 * call reaches core's prefetch, in order, only inside idle callbacks, as many
 * per callback as its time allows; each promise settles with core's result.
 */
import {describe, expect, test} from 'vitest';
import {holdPrefetches, IDLE_MARGIN_MS, idlePrefetch} from '../idle-prefetch';

function idleQueue() {
  const callbacks: Array<(deadline: IdleDeadline) => void> = [];
  return {
    request: (run: (deadline: IdleDeadline) => void) => callbacks.push(run),
    /** Runs the next idle callback with time for `slots` prefetches. */
    run(slots: number) {
      let left = slots;
      callbacks.shift()!({didTimeout: false, timeRemaining: () => (left-- > 0 ? IDLE_MARGIN_MS + 1 : 0)});
    },
    get pending() {
      return callbacks.length;
    },
  };
}

describe('idlePrefetch', () => {
  test('queues prefetches and runs them in idle callbacks, in order, as time allows', async () => {
    const ran: string[] = [];
    const idle = idleQueue();
    const prefetch = idlePrefetch((path) => (ran.push(path), Promise.resolve(path)), idle.request);
    const results = ['/a/', '/b/', '/c/'].map((path) => prefetch(path));
    expect(ran).toEqual([]); // nothing in the task that asked
    expect(idle.pending).toBe(1); // one callback for the whole queue
    idle.run(2);
    expect(ran).toEqual(['/a/', '/b/']);
    expect(idle.pending).toBe(1); // the rest waits for the next idle period
    idle.run(5);
    expect(ran).toEqual(['/a/', '/b/', '/c/']);
    expect(idle.pending).toBe(0);
    expect(await Promise.all(results)).toEqual(['/a/', '/b/', '/c/']);
  });

  test("a path core will not prefetch settles with core's false; a later call schedules again", async () => {
    const idle = idleQueue();
    const prefetch = idlePrefetch(() => false, idle.request);
    const pending = prefetch('/seen/');
    idle.run(1);
    expect(await pending).toBe(false);
    void prefetch('/next/');
    expect(idle.pending).toBe(1);
  });

  test('no prefetch starts while a pause is open; the queue resumes, in order, when it settles', async () => {
    const ran: string[] = [];
    const idle = idleQueue();
    const prefetch = idlePrefetch((path) => (ran.push(path), Promise.resolve(path)), idle.request);
    void prefetch('/a/');
    let settle!: () => void;
    holdPrefetches(new Promise<void>((resolve) => (settle = resolve)));
    void prefetch('/b/');
    idle.run(5);
    expect(ran).toEqual([]); // paused before its idle period came
    expect(idle.pending).toBe(0); // parked, not polling
    settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle.pending).toBe(1);
    idle.run(5);
    expect(ran).toEqual(['/a/', '/b/']);
  });

  test('a pause whose promise never settles ends at its limit, one that fails when it fails', async () => {
    const ran: string[] = [];
    const idle = idleQueue();
    const prefetch = idlePrefetch((path) => (ran.push(path), Promise.resolve(path)), idle.request);
    holdPrefetches(new Promise(() => undefined), 20);
    void prefetch('/a/');
    idle.run(5);
    expect(ran).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    idle.run(5);
    expect(ran).toEqual(['/a/']);
    holdPrefetches(Promise.reject(new Error('the console did not load')));
    void prefetch('/b/');
    idle.run(5);
    expect(ran).toEqual(['/a/']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    idle.run(5);
    expect(ran).toEqual(['/a/', '/b/']);
  });
});
