/**
 * The mock's clock. Tests and tutorials move it by hand to cross deadlines
 * (token expiry, the first-disposition deadline, an upload URL's five
 * minutes, webhook retries) without waiting; `npm run mock` lets it follow
 * real time from an offset.
 *
 * Work due at a time (a retry, a deadline) is scheduled on the clock; moving
 * the clock runs every task due before the new time, in time order, with the
 * clock set to each task's own time while it runs, so what it records carries
 * the time it was due. Tasks are async (a delivery is a request); a task may
 * schedule more tasks (the next retry), which run too if they are due.
 */

export interface ClockTask {
  id: number;
  at: number;
  label: string;
  run: () => Promise<void> | void;
}

export interface Clock {
  /** Milliseconds since the epoch, as the platform sees it. */
  now(): number;
  /** The current time as an ISO 8601 string without milliseconds (`2026-11-25T18:00:00Z`). */
  iso(offsetMs?: number): string;
  /** Moves the clock forward and runs what falls due. Returns the tasks that ran. */
  advance(ms: number): Promise<string[]>;
  /** Sets the clock (never backwards while tasks are pending) and runs what falls due. */
  set(time: number | string): Promise<string[]>;
  /** Runs what is due now (real-time clocks call it on a timer). */
  tick(): Promise<string[]>;
  schedule(at: number, label: string, run: ClockTask['run']): number;
  cancel(id: number): void;
  /** Drops every pending task. */
  clear(): void;
  /**
   * Back to where the clock started (the world's time, `start`), every pending task dropped: a frozen
   * clock reads `start` again, a real clock reads `start` and follows real time from now on.
   */
  reset(): void;
  /**
   * Who hears of a task that failed. A failing task is caught, reported here (or on the console when
   * nobody listens) and the tasks after it still run: a scheduled task never rejects advance, set or tick,
   * so no timer that ticks the clock can take the process down.
   */
  onTaskError(listener: (label: string, error: unknown) => void): void;
  /** Pending tasks, soonest first. */
  pending(): Array<{at: string; label: string}>;
  /** Whether the clock follows real time (`npm run mock`) or only moves when told (tests). */
  readonly mode: 'real' | 'frozen';
}

export interface ClockOptions {
  /** `frozen` (default): time moves only with advance/set. `real`: real time plus the offset advance adds. */
  mode?: 'real' | 'frozen';
  /** Start time (default: the real time at creation). A real clock reads it at creation and follows real time from there. */
  start?: number | string;
}

export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

function parseTime(time: number | string): number {
  const ms = typeof time === 'number' ? time : Date.parse(time);
  if (!Number.isFinite(ms)) throw new Error(`Not a time: ${String(time)} (use milliseconds or an ISO 8601 date-time)`);
  return ms;
}

export function createClock(options: ClockOptions = {}): Clock {
  const mode = options.mode ?? 'frozen';
  const start = options.start === undefined ? Date.now() : parseTime(options.start);
  let frozenAt = start;
  /** Real mode: what the clock reads minus real time (the start's distance from now, plus every advance). */
  let offset = start - Date.now();
  const listeners: Array<(label: string, error: unknown) => void> = [];
  /** While a task runs, the clock reads its due time. */
  let runningAt: number | null = null;
  let nextId = 1;
  const tasks: ClockTask[] = [];
  let running: Promise<string[]> | null = null;

  const base = () => (mode === 'real' ? Date.now() + offset : frozenAt);
  const now = () => runningAt ?? base();

  async function runDue(target: number): Promise<string[]> {
    const ran: string[] = [];
    for (;;) {
      tasks.sort((a, b) => a.at - b.at || a.id - b.id);
      const task = tasks[0];
      if (!task || task.at > target) break;
      tasks.shift();
      runningAt = Math.max(task.at, runningAt ?? 0);
      try {
        await task.run();
      } catch (error) {
        report(task.label, error);
      } finally {
        runningAt = null;
      }
      ran.push(task.label);
    }
    return ran;
  }

  function report(label: string, error: unknown) {
    if (!listeners.length) console.error(`The mock's scheduled task "${label}" failed:`, error);
    for (const listener of listeners) {
      try {
        listener(label, error);
      } catch (inner) {
        console.error(`The mock's scheduled task "${label}" failed, and so did its error listener:`, error, inner);
      }
    }
  }

  /** One run at a time: a second advance waits for the first. */
  function serial(target: () => number, move: () => void): Promise<string[]> {
    const go = async () => {
      const ran = await runDue(target());
      move();
      return ran;
    };
    const previous = running ?? Promise.resolve([]);
    const next = previous.then(go, go);
    running = next.finally(() => {
      if (running === next) running = null;
    }) as Promise<string[]>;
    return next;
  }

  const clock: Clock = {
    mode,
    now,
    iso: (offsetMs = 0) => isoSeconds(now() + offsetMs),
    advance(ms) {
      if (!(ms >= 0)) throw new Error(`The clock only moves forward: advance(${ms})`);
      const target = base() + ms;
      return serial(
        () => target,
        () => {
          if (mode === 'real') offset += Math.max(0, target - base());
          else frozenAt = Math.max(frozenAt, target);
        },
      );
    },
    set(time) {
      const target = parseTime(time);
      if (target < base() && tasks.length) {
        throw new Error(`The clock cannot go back to ${isoSeconds(target)} while tasks are pending`);
      }
      return serial(
        () => target,
        () => {
          if (mode === 'real') offset += target - base();
          else frozenAt = target;
        },
      );
    },
    tick() {
      return serial(() => base(), () => undefined);
    },
    schedule(at, label, run) {
      const id = nextId++;
      tasks.push({id, at, label, run});
      return id;
    },
    cancel(id) {
      const index = tasks.findIndex((t) => t.id === id);
      if (index >= 0) tasks.splice(index, 1);
    },
    clear() {
      tasks.length = 0;
    },
    reset() {
      tasks.length = 0;
      frozenAt = start;
      offset = start - Date.now();
    },
    onTaskError(listener) {
      listeners.push(listener);
    },
    pending: () => [...tasks].sort((a, b) => a.at - b.at).map((t) => ({at: isoSeconds(t.at), label: t.label})),
  };
  return clock;
}
