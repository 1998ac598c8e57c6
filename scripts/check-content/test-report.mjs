/**
 * The failures of a Vitest JSON report as the check's problems: a test's own
 * `file:line: ...` lines when it prints them (the content tests list their
 * problems so, and scripts/check-content-reporter.mjs keeps the received
 * strings Vitest's JSON drops), else the test's name and message.
 */
import fs from 'node:fs';
import path from 'node:path';
import {plain} from './build-log.mjs';

export function testProblems(root, report, fallback) {
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  if (!fs.existsSync(report)) return [`tests: no report (${plain(fallback).trim().split('\n').slice(-5).join(' / ')})`];
  const data = JSON.parse(fs.readFileSync(report, 'utf8'));
  const receivedFile = `${report}.received.json`;
  const received = fs.existsSync(receivedFile) ? JSON.parse(fs.readFileSync(receivedFile, 'utf8')) : {};
  const problems = [];
  for (const file of data.testResults ?? []) {
    const name = rel(file.name);
    if (file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed')) {
      problems.push(`${name}: ${plain(file.message ?? 'failed to run').split('\n').slice(0, 4).join(' ')}`);
    }
    for (const a of file.assertionResults ?? []) {
      if (a.status !== 'failed') continue;
      const message = `${plain(a.failureMessages?.[0] ?? '').split(/\n\s+at /)[0]}\n${received[`${file.name} ${a.fullName}`] ?? ''}`;
      // A located line may open the assertion's message ("AssertionError: docs/x.mdx:3: ...: expected [...] to deeply equal []").
      // ... or be an item of a listed array ('+   "docs/x.mdx:3: ...",').
      const located = [...message.matchAll(/^[+\s]*(?:\w*Error: )?"?([\w./@-]+\.(?:mdx?|ya?ml|json|tsx?|mjs|py):\d+: .+?)(?:",?)?$/gm)]
        .map((m) => m[1].replace(/: expected .+ to (?:deeply equal|equal|be|strictly equal) .+$/, '').replace(/\\"/g, '"'));
      if (located.length) problems.push(...located);
      else problems.push(`${name}: ${a.fullName}: ${message.split('\n').filter(Boolean).slice(0, 12).join(' / ')}`);
    }
  }
  return problems;
}
