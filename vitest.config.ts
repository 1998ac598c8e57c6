import fs from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {configDefaults, defineConfig} from 'vitest/config';
import {testFiles} from './scripts/test-files.mjs';

/**
 * Four projects: `unit` needs no build (`unit-isolated` holds the unit test files that must not
 * share modules with others, below); `build` reads the built site in build/ (links, anchors,
 * redirects, per-page payloads) and runs after `npm run build`; `samples` runs every request
 * sample of the site against the mock.
 * A plugin's checks of its own built output sit beside it, named
 * `__tests__/*.build.test.ts`, and belong to `build`.
 */
const BUILD_TESTS_BESIDE_PLUGINS = 'src/**/__tests__/*.build.test.ts';
const UNIT_TESTS = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx'];

/**
 * The unit and build files share one module registry per worker (`isolate: false`): most import
 * the same OpenAPI document, rules and fixture world, and importing them again for each of 170
 * files was two thirds of the unit step (185 s → 92 s on two cores). A file that replaces a module
 * (`vi.mock`), a global, the environment or the clock, or that changes a module's data on purpose
 * (a comment `@vitest-isolate` says so and why), runs isolated: it is found here by what it
 * does, so no list can forget one (tests/unit/architecture/test-isolation.test.ts).
 */
export const NEEDS_ISOLATION = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules|useFakeTimers)\(|process\.env\.\w+\s*=(?!=)|@vitest-isolate\b/;

export const isolatedUnitFiles = testFiles(__dirname, ['tests/unit', 'src'])
  .filter((file) => NEEDS_ISOLATION.test(fs.readFileSync(path.join(__dirname, file), 'utf8')))
  .sort();

export default defineConfig({
  // tsconfig keeps JSX for Docusaurus to compile; tests compile it themselves.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the CPUs: one worker on the 2-core CI machine. The
    // main process mostly waits, so a worker per CPU halves the unit step there.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, BUILD_TESTS_BESIDE_PLUGINS, ...isolatedUnitFiles],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {name: 'unit-isolated', include: isolatedUnitFiles, environment: 'node'},
      },
      {
        extends: true,
        test: {name: 'build', include: ['tests/build/**/*.test.ts', BUILD_TESTS_BESIDE_PLUGINS], environment: 'node', isolate: false},
      },
      {
        // Every request sample of the site, run against the stateful mock (tests/samples/README.md).
        // One file: a page is a script and pages run in order, so nothing runs in parallel.
        extends: true,
        test: {name: 'samples', include: ['tests/samples/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 120_000},
      },
    ],
  },
});
