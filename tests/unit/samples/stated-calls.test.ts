/**
 * A page that says how many calls it makes shows that many (stated-calls.ts):
 * every page, and the ss_overview mistake put back.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {ROOT} from './openapi';
import {statedCallProblems} from './stated-calls';

function pages(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? pages(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

describe('"makes N calls"', () => {
  test('every page that says how many calls it makes shows that many', () => {
    const problems = pages(path.join(ROOT, 'docs')).flatMap((full) => statedCallProblems(path.relative(ROOT, full), fs.readFileSync(full, 'utf8')));
    expect(problems.length, `${problems.length} counts of calls are wrong:\n${problems.join('\n')}\n`).toBe(0);
  });

  test('three calls promised and two shown is found, on each line that says it', () => {
    const file = 'docs/exchange/send_side/ss_overview.mdx';
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\btwo calls\b/g, 'three calls');
    const problems = statedCallProblems(file, source);
    expect(problems.length).toBe(2);
    expect(problems[0]).toMatch(/^docs\/exchange\/send_side\/ss_overview\.mdx:3: "the three calls" but the page shows 2 \(POST \/auth\/token, POST \/exchange_application_forms\): say 2/);
  });
});
