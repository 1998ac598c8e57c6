/** The skipped tests of a Vitest or Playwright JSON report, as `file: title` (./test-report.mjs). */
export function skippedTests(data: unknown): string[];
