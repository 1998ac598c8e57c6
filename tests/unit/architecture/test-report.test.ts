/**
 * `npm test` names every skipped test in its summary (scripts/test-report.mjs):
 * a skip is never silent. Read from the JSON reports of Vitest and Playwright.
 */
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {skippedTests} from '../../../scripts/test-report.mjs';

describe('skipped tests by name', () => {
  test('from a Vitest report: skipped, pending and todo tests, with their file', () => {
    const file = path.join(process.cwd(), 'tests/unit/x.test.ts');
    const report = {
      testResults: [
        {
          name: file,
          assertionResults: [
            {status: 'passed', fullName: 'a runs'},
            {status: 'skipped', fullName: 'b needs a tool'},
            {status: 'pending', fullName: 'c later'},
            {status: 'todo', fullName: 'd to write'},
            {status: 'failed', fullName: 'e fails'},
          ],
        },
      ],
    };
    expect(skippedTests(report)).toEqual(['tests/unit/x.test.ts: b needs a tool', 'tests/unit/x.test.ts: c later', 'tests/unit/x.test.ts: d to write']);
  });

  test('from a Playwright report: nested suites, each project', () => {
    const report = {
      suites: [
        {
          title: 'search/no-results.spec.ts',
          file: 'search/no-results.spec.ts',
          specs: [{title: 'nightly sweep', file: 'search/no-results.spec.ts', tests: [{status: 'skipped', projectName: 'chromium'}, {status: 'expected', projectName: 'hosted'}]}],
          suites: [{title: 'group', file: 'search/no-results.spec.ts', specs: [{title: 'inner', file: 'search/no-results.spec.ts', tests: [{status: 'skipped', projectName: 'chromium'}]}]}],
        },
      ],
    };
    expect(skippedTests(report)).toEqual(['search/no-results.spec.ts: nightly sweep [chromium]', 'search/no-results.spec.ts: group › inner [chromium]']);
  });

  test('an empty report names none', () => {
    expect(skippedTests({})).toEqual([]);
    expect(skippedTests({suites: []})).toEqual([]);
  });
});
