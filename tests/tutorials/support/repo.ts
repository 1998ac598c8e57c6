/**
 * The repository's own TypeScript (the samples suite's page extraction, the
 * mock, the fixture world) loaded through jiti, as the repository's scripts
 * do: Playwright compiles these tests to CommonJS, while the code they load
 * imports ES-only packages (unified, remark) and uses `import.meta.url`.
 */
import path from 'node:path';
import createJiti from 'jiti';

export const ROOT = path.resolve(__dirname, '../../..');

const jiti = createJiti(__filename, {interopDefault: true});

/** A repository module by its path from the root. */
export function load<T>(file: string): T {
  return jiti(path.join(ROOT, file)) as T;
}

/**
 * Ports: one per server, shared by the files, which run one at a time. They follow the browser
 * tests' E2E_PORT (the static site) and E2E_PORT + 1 (the hosted-search build): E2E_PORT + 2 on,
 * or TUTORIALS_PORT on.
 */
const base = Number(process.env.TUTORIALS_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2);
export const PORTS = {
  mock: base,
  backEnd: base + 1,
  frontEnd: base + 2,
  flask: base + 3,
  nodeReceiver: base + 4,
  pythonReceiver: base + 5,
} as const;
