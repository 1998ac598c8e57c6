/**
 * The run's report: `test-results/samples.json` (executed / total request
 * samples per area, and every block's result) and
 * `test-results/samples-report.md` (the table, then every failure grouped by
 * cause, then the marked blocks with their reasons).
 * `node scripts/samples-report.mjs` prints the table from the JSON.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {BlockResult} from './script';
import type {Category, Problem} from './verdict';

export interface AreaCount {
  area: string;
  /** Request samples (blocks that send a request to the platform). */
  total: number;
  /** Request samples run (passed or failed). */
  executed: number;
  passed: number;
  failed: number;
  /** Request samples marked norun. */
  marked: number;
  /** Other blocks the runner ran (bash set-up of a page) that failed. */
  otherFailed: number;
}

export interface SamplesReport {
  areas: AreaCount[];
  totals: AreaCount;
  blocks: BlockResult[];
}

export function count(results: BlockResult[]): SamplesReport {
  const areas = new Map<string, AreaCount>();
  const empty = (area: string): AreaCount => ({area, total: 0, executed: 0, passed: 0, failed: 0, marked: 0, otherFailed: 0});
  const totals = empty('all');
  for (const r of results) {
    if (!areas.has(r.area)) areas.set(r.area, empty(r.area));
    for (const c of [areas.get(r.area)!, totals]) {
      if (!r.sample) {
        if (r.outcome === 'failed') c.otherFailed++;
        continue;
      }
      c.total++;
      if (r.outcome === 'marked') c.marked++;
      else {
        c.executed++;
        if (r.outcome === 'passed') c.passed++;
        else c.failed++;
      }
    }
  }
  return {areas: [...areas.values()], totals, blocks: results};
}

const percent = (a: number, b: number) => (b ? `${Math.round((1000 * a) / b) / 10} %` : '-');

/** The README's table (Markdown). */
export function table(report: Pick<SamplesReport, 'areas' | 'totals'>): string {
  const rows = [...report.areas, {...report.totals, area: '**all**'}].map(
    (a) => `| ${a.area} | ${a.executed} / ${a.total} | ${percent(a.executed, a.total)} | ${a.passed} | ${a.failed} | ${a.marked} |`,
  );
  return ['| area | executed / total | executed | passed | failed | marked norun |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

const ORDER: Category[] = [
  'wrong env var name',
  'unset variable',
  'placeholder',
  'unreachable file import',
  'wrong host',
  'authentication',
  'permission',
  'state',
  'invalid request',
  'status promise',
  'response shape',
  'no request sent',
  'program error',
  'harness limitation',
  'marker',
];

export function markdown(report: SamplesReport): string {
  const failed = report.blocks.filter((b) => b.outcome === 'failed');
  const out = [
    '# Request samples run against the mock',
    '',
    'Written by `npx vitest run --project samples` (tests/samples). Each block runs as pasted, page by page in sidebar order; see tests/samples/README.md.',
    '',
    table(report),
    '',
    `${failed.length} blocks failed (${report.totals.failed} request samples, ${report.totals.otherFailed} other blocks of a page's shell).`,
    '',
  ];
  for (const category of ORDER) {
    const hits = failed.flatMap((b) => b.problems.filter((p) => p.category === category).map((p) => ({b, p})));
    if (!hits.length) continue;
    out.push(`## ${category} (${hits.length})`, '');
    for (const {b, p} of hits) out.push(`- ${problemLine(b, p)}`);
    out.push('');
  }
  const marked = report.blocks.filter((b) => b.outcome === 'marked');
  if (marked.length) {
    out.push(`## marked norun (${marked.length})`, '');
    for (const b of marked) out.push(`- ${b.where} [${b.language}]${b.sample ? ' (request sample)' : ''}: ${b.reason}`);
    out.push('');
  }
  const elsewhere = report.blocks.filter((b) => b.outcome === 'elsewhere');
  if (elsewhere.length) {
    out.push(`## not this suite's: requests to the reader's own services (${elsewhere.length})`, '');
    for (const b of elsewhere) out.push(`- ${b.where} [${b.language}] \`${b.command.replace(/`/g, "'")}\``);
    out.push('');
  }
  return out.join('\n');
}

export function writeReport(results: BlockResult[], dir: string): SamplesReport {
  const report = count(results);
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'samples.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'samples-report.md'), markdown(report));
  return report;
}

/**
 * One problem of a block as the line a writer acts on: `file:line: [language] \`first line\`: cause: what to do`
 * (a generated sample names its operation after the place). The test output, check:content and the
 * report all print this line.
 */
export function problemLine(b: Pick<BlockResult, 'where' | 'language' | 'command'>, p: Problem): string {
  const m = /^(.+?:\d+)(?: \((.+)\))?$/.exec(p.where ?? b.where);
  const place = m ? `${m[1]}:${m[2] ? ` ${m[2]}` : ''}` : `${b.where}:`;
  return `${place} [${b.language}] \`${b.command.replace(/`/g, "'")}\`: ${p.message}`;
}

/** A failed block as its problems' lines. */
export function failureLines(b: BlockResult): string[] {
  return b.problems.map((p) => problemLine(b, p));
}

/** The message of a test whose blocks failed: a count, then one `file:line: ...` line per problem. */
export function failureMessage(failed: BlockResult[], of: string): string {
  return `${failed.length} block${failed.length === 1 ? '' : 's'} ${of} failed:\n${failed.flatMap(failureLines).join('\n')}`;
}
