/**
 * Reading the test reports that scripts/test-all.mjs collects (Vitest's and
 * Playwright's JSON), for its summary: every skipped test by name.
 */
import path from 'node:path';

/** The skipped tests of a Vitest or Playwright JSON report, as `file: title`. */
export function skippedTests(data) {
  if (data.suites) {
    // Playwright: suites of suites, each spec with its tests (one per project).
    const names = [];
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === 'skipped') names.push(`${spec.file ?? suite.file}: ${[...titles, spec.title].join(' › ')} [${t.projectName}]`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
    };
    for (const suite of data.suites) walk(suite, []);
    return names;
  }
  return (data.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'pending' || t.status === 'skipped' || t.status === 'todo')
      .map((t) => `${path.relative(process.cwd(), file.name)}: ${t.fullName ?? t.title}`),
  );
}

