/**
 * Bundles the API console's mock worker (theme/ApiConsole/mock.worker.ts:
 * the mock, its router and Ajv) into one script, which the plugin writes as a
 * generated module; the console starts it with `new Worker(new URL(...))`.
 *
 * Why apart from the site's bundler: those are some 300 modules, and in the
 * site's compilation they made its module ids one digit longer, in every
 * chunk of every page: 1.1 KB gzip more first-load JavaScript on each page
 * for code only a console that is open runs (tests/build/budgets.ts). Vite
 * (Rolldown), which the mock's own browser test already uses, bundles it in
 * about half a second; the site's bundler then sees one module.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';

export const CONSOLE_WORKER = 'console-mock-worker.js';

/** The worker's script (console-mock-vite.mjs, in a process of its own: Vite is ESM-only and plugins load through jiti). */
export async function bundleConsoleWorker(siteDir: string): Promise<string> {
  const entry = path.join(__dirname, 'theme/ApiConsole/mock.worker.ts');
  try {
    const {stdout} = await promisify(execFile)(process.execPath, [path.join(__dirname, 'console-mock-vite.mjs'), entry, siteDir], {maxBuffer: 64 * 1024 * 1024});
    return stdout;
  } catch (error) {
    throw new Error(`bindpoint-openapi: bundling the API console's mock worker (${path.relative(siteDir, entry)}) failed: ${(error as {stderr?: string}).stderr || (error as Error).message}`);
  }
}
