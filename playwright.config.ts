import fs from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The site built with hosted search configured (build-hosted/, made by `npm test`). */
const hostedPort = port + 1;
const hostedBuilt = fs.existsSync('build-hosted/index.html');
/**
 * Debian's Chromium; Playwright never downloads a browser here. The functional tests drive
 * Debian's `chromium-headless-shell` (the same Chromium release, built as the headless shell
 * Playwright itself uses for headless runs) where it is installed: half the CPU of the full
 * browser in headless mode, which halves the browser tests on two cores
 * (decisions/0029-browser-tests-on-the-headless-shell.md). The screenshot baselines (project
 * "visual") are taken with the full browser, as a reader sees the page.
 */
const FULL_BROWSER = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * `--project=tutorials` alone (`npx playwright test --project=tutorials`) needs no built site: the
 * tutorial tests start their own servers (tests/tutorials), so the static servers are not started.
 */
const projectArgs = process.argv.flatMap((arg, i, all) => (arg.startsWith('--project=') ? [arg.slice(10)] : arg === '--project' ? [all[i + 1] ?? ''] : []));
const onlyTutorials = projectArgs.length > 0 && projectArgs.every((name) => name === 'tutorials');

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: {timeout: 10_000},
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', {outputFile: 'test-results/e2e.json'}]] : 'list',
  // Playwright empties its output directory when it starts: its own subdirectory keeps the reports
  // of the steps before it (unit.json, samples.json and samples-report.md) in test-results/.
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    serviceWorkers: 'block',
    launchOptions: {executablePath, args: chromiumArgs},
  },
  projects: [
    {
      // The tutorials as printed, run end to end against the mock (tests/tutorials/README.md). One file at a
      // time: they share the servers' ports (tests/tutorials/support/repo.ts: E2E_PORT + 2 to + 7). First in
      // the list, so that they run beside the other tests instead of alone at the end on one worker.
      name: 'tutorials',
      testDir: 'tests/tutorials',
      testMatch: /\.spec\.ts$/,
      workers: 1,
      use: {...devices['Desktop Chrome'], channel: undefined},
    },
    {name: 'chromium', testIgnore: /(hosted|visual)\//, use: {...devices['Desktop Chrome'], channel: undefined}},
    {
      // Screenshot baselines beside the spec, one name per image (see tests/e2e/visual).
      name: 'visual',
      testMatch: /visual\/.*\.spec\.ts$/,
      snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}',
      use: {...devices['Desktop Chrome'], channel: undefined, launchOptions: {executablePath: process.env.CHROMIUM_PATH ?? FULL_BROWSER, args: chromiumArgs}},
    },
    {
      name: 'hosted-search',
      testMatch: /hosted\/.*\.spec\.ts$/,
      use: {...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${hostedPort}`},
    },
  ],
  webServer: onlyTutorials
    ? []
    : [
        {
          command: `node scripts/serve-static.mjs --port ${port} --max-age 600`,
          url: `http://127.0.0.1:${port}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 30_000,
        },
        ...(hostedBuilt
          ? [
              {
                command: `node scripts/serve-static.mjs --port ${hostedPort} --dir build-hosted --max-age 600`,
                url: `http://127.0.0.1:${hostedPort}/`,
                reuseExistingServer: !process.env.CI,
                timeout: 30_000,
              },
            ]
          : []),
      ],
});
