/**
 * The reader's programs, run as a reader runs them: a server (the page's back
 * end or receiver) in its own process, awaited until its port answers, its
 * output kept for the failure message; and a page's bash block, pasted into
 * bash with the shell state of the blocks before it.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {ROOT} from './repo';

/** `node --import` this: the samples suite's TypeScript hooks (SWC), so `.ts` files run as the reader's tsx would. */
export const TS_HOOKS = path.join(ROOT, 'tests/samples/node/register.mjs');

export interface Running {
  name: string;
  output(): string;
  stop(): Promise<void>;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts `command args` in `cwd` and waits (up to 20 s) until it listens on `port`. */
export async function startServer(name: string, command: string, args: string[], options: {cwd: string; env: Record<string, string>; port: number}): Promise<Running> {
  if (await portOpen(options.port)) throw new Error(`Port ${options.port} is taken before ${name} starts: another run of the tutorial tests, or a server left over. Stop it (or set TUTORIALS_PORT).`);
  const child: ChildProcess = spawn(command, args, {cwd: options.cwd, env: {...process.env, ...options.env}, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const started = Date.now();
  while (!(await portOpen(options.port))) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it listened on port ${options.port}:\n${output}`);
    if (Date.now() - started > 20_000) {
      child.kill();
      throw new Error(`${name} did not listen on port ${options.port} within 20 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    name,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Runs a page's bash `code` (between `prelude` and `after`) and returns its output; `env` is the
 * shell's. Asynchronous: the mock answers from this same process, so nothing may block it.
 */
export function bash(code: string, options: {cwd: string; env: Record<string, string>; prelude?: string; after?: string}): Promise<{status: number | null; stdout: string; stderr: string}> {
  const script = [options.prelude ?? '', code, options.after ?? ''].join('\n');
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script], {cwd: options.cwd, env: {...process.env, ...options.env}, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({status, stdout, stderr});
    });
  });
}

/** A python3 that imports `modules` (python3 on PATH, then Debian's), or why there is none. */
export function pythonWith(modules: string[]): {path?: string; problem?: string} {
  const candidates = [process.env.BP_SAMPLES_PYTHON, 'python3', '/usr/bin/python3'].filter(Boolean) as string[];
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['-c', `import ${modules.join(', ')}`], {encoding: 'utf8'});
    if (probe.status === 0) return {path: candidate};
  }
  return {problem: `no python3 with ${modules.join(' and ')} (tried ${candidates.join(', ')}): install python3-${modules.join(' python3-')} with apt (.ci/run does)`};
}
