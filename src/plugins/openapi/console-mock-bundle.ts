/**
 * Bundles the API console's mock worker (theme/ApiConsole/mock.worker.ts:
 * the mock, its router and Ajv) into one script, which the plugin writes as a
 * generated module; the console starts it with `new Worker(new URL(...))`.
 *
 * Why apart from the site's bundler: those are some 300 modules, and in the
 * site's compilation they made its module ids one digit longer, in every
 * chunk of every page: 1.1 KB gzip more first-load JavaScript on each page
 * for code only a console that is open runs (tests/build/budgets.ts). Vite
 * (Rolldown), which the mock's own browser test already uses, bundles it
 * (../shared/bundle-script.ts); the site's bundler then sees one module.
 */
import path from 'node:path';
import {bundleScript} from '../shared/bundle-script';

export const CONSOLE_WORKER = 'console-mock-worker.js';

/** The worker's script. */
export async function bundleConsoleWorker(siteDir: string): Promise<string> {
  try {
    return await bundleScript({entry: path.join(__dirname, 'theme/ApiConsole/mock.worker.ts'), siteDir, name: 'bindpointConsoleMock'});
  } catch (error) {
    throw new Error(`bindpoint-openapi: ${(error as Error).message}`);
  }
}
