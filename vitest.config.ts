import {availableParallelism} from 'node:os';
import {configDefaults, defineConfig} from 'vitest/config';

/**
 * Three projects: `unit` needs no build; `build` reads the built site in build/
 * (links, anchors, redirects, per-page payloads) and runs after `npm run build`;
 * `samples` runs every request sample of the site against the mock.
 * A plugin's checks of its own built output sit beside it, named
 * `__tests__/*.build.test.ts`, and belong to `build`.
 */
const BUILD_TESTS_BESIDE_PLUGINS = 'src/**/__tests__/*.build.test.ts';

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
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, BUILD_TESTS_BESIDE_PLUGINS],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {name: 'build', include: ['tests/build/**/*.test.ts', BUILD_TESTS_BESIDE_PLUGINS], environment: 'node'},
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
