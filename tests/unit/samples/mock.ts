/**
 * A mock of the platform generated from the OpenAPI document with Prism:
 * static examples (no dynamic data), request validation on, security schemes
 * checked. Started on a free loopback port and stopped by the caller.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {ROOT, writeResolved} from './openapi';

const PRISM = path.join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js');

export interface Mock {
  url: string;
  stop(): Promise<void>;
  log(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startMock(timeoutMs = 120_000): Promise<Mock> {
  const file = writeResolved('bp-prism-');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [PRISM, 'mock', file, '--host', '127.0.0.1', '--port', String(port), '--dynamic', 'false'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0'},
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(path.dirname(file), {recursive: true, force: true});
  };
  const started = Date.now();
  while (!/Prism is listening/.test(output)) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Prism exited before listening:\n${output}`);
    }
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`Prism did not listen within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {url: `http://127.0.0.1:${port}`, stop, log: () => output};
}
