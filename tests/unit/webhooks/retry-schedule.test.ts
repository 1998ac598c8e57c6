/**
 * The retry table of docs/webhooks/wh_best_practices.mdx ("Know the retry
 * schedule") agrees with the schedule the platform keeps: the sandbox mock's
 * `retryDelaySeconds` (decisions/0001: retry n waits 15 s + k·n⁴, k chosen so
 * that `deliveryRetries` retries span `deliveryRetryWeeks` weeks). Each row's
 * "about" values may be rounded, to within 20 %.
 *
 * Why: the table once said retry 5 comes after 5 minutes (7 since the first
 * attempt) and retry 10 after 4 hours in all, while deliveries came after 9
 * and 15 minutes and 6 hours; a reader sizing a queue, or advancing the
 * mock's clock, saw other times than the page promised.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {testMock} from '../../../src/mock/__tests__/helpers';
import {replaceTokens} from '../../../src/plugins/remark-identity';
import {allFacts} from '../../../src/site/fact-tokens';
import {tokens} from '../../../src/site/identity';
import {hookRequests} from '../../../src/data/world';
import type {HookRequest} from '../../../src/data/world/types';

const root = path.resolve(__dirname, '../../..');
const page = path.join(root, 'docs/webhooks/wh_best_practices.mdx');

const UNIT_SECONDS: Record<string, number> = {second: 1, minute: 60, hour: 3600, day: 86400, week: 604800};

/** "9 minutes", "1.75 days" → seconds; anything else throws with the text. */
export function seconds(text: string): number {
  const m = /^([\d.]+)\s+(second|minute|hour|day|week)s?$/.exec(text.trim());
  if (!m) throw new Error(`"${text}" is not a duration such as "9 minutes"`);
  return Number(m[1]) * UNIT_SECONDS[m[2]!]!;
}

/** The rows of the retry table: retry number, wait before it, time since the first attempt. */
export function retryRows(mdx: string): Array<{retry: number; wait: number; since: number; line: string}> {
  const section = mdx.split(/^## /m).find((s) => s.startsWith('Know the retry schedule'));
  if (!section) throw new Error('wh_best_practices.mdx has no "## Know the retry schedule" section');
  return section
    .split('\n')
    .filter((l) => /^\|\s*\d+/.test(l))
    .map((line) => {
      const [retry, wait, since] = line.split('|').slice(1, 4).map((c) => c.trim());
      return {retry: Number.parseInt(retry!, 10), wait: seconds(wait!), since: seconds(since!), line};
    });
}

/** Where the table and a schedule differ by more than the tolerance. */
export function scheduleProblems(mdx: string, delay: (n: number) => number, tolerance = 0.2): string[] {
  const problems: string[] = [];
  for (const row of retryRows(mdx)) {
    let since = 0;
    for (let n = 1; n <= row.retry; n++) since += delay(n);
    const wait = delay(row.retry);
    const off = (stated: number, actual: number) => Math.abs(stated - actual) / actual > tolerance;
    if (off(row.wait, wait)) problems.push(`${row.line}: retry ${row.retry} waits ${Math.round(wait)} s, not ${row.wait} s`);
    if (off(row.since, since)) problems.push(`${row.line}: retry ${row.retry} comes ${Math.round(since)} s after the first attempt, not ${row.since} s`);
  }
  return problems;
}

describe('the webhook retry table', () => {
  const facts = allFacts();
  const mdx = replaceTokens(fs.readFileSync(page, 'utf8'), tokens, page);
  const mock = testMock();
  const delay = (n: number) => mock.deliveries.retryDelaySeconds(n);

  test('has a row for the first and the last retry', () => {
    const rows = retryRows(mdx).map((r) => r.retry);
    expect(rows[0]).toBe(1);
    expect(rows.at(-1)).toBe(Number(facts.deliveryRetries));
  });

  test("agrees with the platform's schedule, row by row", () => {
    expect(scheduleProblems(mdx, delay)).toEqual([]);
  });

  test('the check is real: the old table (retry 5 after 5 minutes, 7 in all) is refused', () => {
    const old = mdx.replace(/^\| 5 \|.*$/m, '| 5 | 5 minutes | 7 minutes |');
    expect(old).not.toBe(mdx);
    expect(scheduleProblems(old, delay)).toHaveLength(2);
  });
});

/**
 * Where a request of the fixture world breaks the schedule: each failed
 * attempt is a `retrying` entry of its history, retry n comes
 * `delay(n)` seconds after the failure before it (within 20 %, or 2 s for
 * the first ones), and `attempts` counts them (plus a last succeeding one).
 */
export function worldScheduleProblems(requests: readonly HookRequest[], delay: (n: number) => number): string[] {
  const problems: string[] = [];
  for (const r of requests) {
    const failures = r.history.filter((h) => h.status === 'retrying').map((h) => Date.parse(h.at) / 1000);
    const succeededAfter = r.history.at(-1)?.status === 'succeeded' ? 1 : 0;
    if (r.attempts !== failures.length + succeededAfter) {
      problems.push(`${r.id}: attempts is ${r.attempts}, but its history has ${failures.length} failed attempt(s)${succeededAfter ? ' and a success' : ''}`);
    }
    for (let n = 1; n < failures.length; n++) {
      const gap = failures[n]! - failures[n - 1]!;
      const want = delay(n);
      if (Math.abs(gap - want) > Math.max(2, want * 0.2)) problems.push(`${r.id}: retry ${n} came ${gap} s after the failure before it, the schedule says ${want} s`);
    }
  }
  return problems;
}

describe("the fixture world's webhook requests", () => {
  const mock = testMock();
  const delay = (n: number) => mock.deliveries.retryDelaySeconds(n);

  test('failed and retried on the schedule, with attempts that count them', () => {
    expect(worldScheduleProblems(hookRequests, delay)).toEqual([]);
  });

  test('the check is real: retries a minute apart, and attempts that miss one, are found', () => {
    const request = hookRequests.find((r) => r.history.filter((h) => h.status === 'retrying').length >= 3)!;
    expect(request).toBeDefined();
    const history = request.history.map((h, i) => (i === 2 ? {...h, at: new Date(Date.parse(h.at) + 60_000).toISOString()} : h));
    expect(worldScheduleProblems([{...request, history}], delay).length).toBeGreaterThan(0);
    expect(worldScheduleProblems([{...request, attempts: request.attempts - 1}], delay)).toEqual([expect.stringContaining('attempts is')]);
  });
});
