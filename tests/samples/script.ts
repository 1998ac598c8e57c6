/**
 * A page is a script: its blocks run in page order in the run's workspace.
 * Which blocks run:
 * - every request sample: a block that sends a request to the platform
 *   (a `*.bindpoint.example` host), in any language;
 * - every other bash block of a page whose bash samples send requests (the
 *   shell the reader pastes into: exports, secrets, files);
 * - not: blocks that only call the reader's own services (localhost, a
 *   relative URL, the reader's receiver), which the tutorial tests run, and
 *   program fragments that send nothing.
 * A block with `title="..."` is always written as that file, so that a later
 * block (on this page or a later one) can import it. A block marked
 * `norun="reason"` is not run and is listed with its reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import {requestsOf, type CodeBlock} from '../unit/samples/extract';
import type {Block} from './blocks';
import {runBlock, runtimeOf, writeBlock, type ExecResult, type Runtime, type Workspace} from './exec';
import {PLATFORM_HOST, type MockRequest, type SampleMock} from './mock';
import type {Page} from './pages';
import {findPromise, type StatusPromise} from './promises';
import {endProblems, responseProblems, statusProblems, type Problem} from './verdict';
import {fillPlaceholders, stateNames, unsetProblems} from './variables';

export interface BlockResult {
  page: string;
  area: string;
  /** `file:line`, with the operation for a generated sample. */
  where: string;
  language: string;
  origin: Block['origin'];
  /** A request sample (sends a request to the platform): counted in executed / total. */
  sample: boolean;
  /** `module`: a titled file whose requests run when a later block imports it (settled by `settleModules`). */
  outcome: 'passed' | 'failed' | 'marked' | 'module';
  /** The marker's reason. */
  reason?: string;
  /** The first line of the block, to recognise it. */
  command: string;
  requests: Array<Pick<MockRequest, 'method' | 'url' | 'status' | 'errorCode' | 'errorMessage'>>;
  promise?: StatusPromise;
  /** Reader-environment names filled in for `<placeholders>`. */
  filled: string[];
  problems: Problem[];
}

export interface RunContext {
  ws: Workspace;
  mock: SampleMock;
  /** Every block's environment: the reader environment, the mock's variables, the runner's token. */
  env: Record<string, string>;
  reader: Set<string>;
  /** Pages that set a variable, for messages. */
  setOn: Map<string, string[]>;
  timeoutMs: number;
  /** Files the blocks so far were written as (workspace-relative), and whether they send requests to the platform. */
  files: Map<string, {platform: boolean; module?: BlockResult}>;
}

const isPlatformUrl = (url: string) => {
  try {
    return PLATFORM_HOST.test(new URL(url.replace(/\{[^}]*\}/g, 'x')).hostname);
  } catch {
    return false;
  }
};

/** Workspace-relative files a block imports from the workspace (candidates for each import). */
export function localImports(block: Pick<Block, 'language' | 'code' | 'title'>): string[][] {
  const dir = block.title ? path.posix.dirname(block.title) : '.';
  if (runtimeOf(block.language) === 'python') {
    return [...block.code.matchAll(/^\s*(?:from\s+([\w.]+)\s+import|import\s+([\w.]+))/gm)].map((m) => {
      const module = (m[1] ?? m[2])!.replace(/\./g, '/');
      return [path.posix.join(dir, `${module}.py`), path.posix.join(dir, module, '__init__.py')];
    });
  }
  return [...block.code.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => {
    const target = path.posix.join(dir, m[1]!);
    const stem = target.replace(/\.(?:js|mjs|cjs|jsx|ts|tsx|mts)$/, '');
    return [target, ...['.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.js'].map((e) => stem + e)];
  });
}

/** The requests a block's text shows, and whether one goes to the platform. */
export function classify(block: Block, files?: RunContext['files']): {platform: boolean; elsewhere: boolean} {
  const requests = requestsOf({file: block.file, line: block.line, language: block.language, code: block.code} as CodeBlock, {});
  const platform = requests.some((r) => isPlatformUrl(r.url));
  // Requests the extractor cannot resolve (a URL built in a helper): a platform API URL in a program that sends requests.
  const literal = /https:\/\/[\w.-]*bindpoint\.example/.test(block.code) && /\b(curl|fetch\(|requests\.|httpx\.|urlopen\()/.test(block.code);
  const viaImport = files ? localImports(block).some((candidates) => candidates.some((c) => files.get(c)?.platform)) : false;
  return {platform: platform || viaImport || (requests.length === 0 && literal && runtimeOf(block.language) !== 'bash'), elsewhere: requests.length > 0 && !platform};
}

const firstLine = (code: string) => code.split('\n').find((l) => l.trim() && !/^\s*(#|\/\/)/.test(l))?.trim().slice(0, 120) ?? '';

/** The block after a block (or after its tab group) when only the paragraph after the block stands between. */
function nextAdjacent(blocks: Block[], index: number): Block | undefined {
  const block = blocks[index]!;
  let next = index + 1;
  while (next < blocks.length && block.group !== undefined && blocks[next]!.group === block.group) next++;
  const candidate = blocks[next];
  if (!candidate || (candidate.before !== block.after && candidate.before !== '')) return undefined;
  return candidate;
}

/** The JSON block the page shows as the answer of a block (or of its tab group). */
function responseBlock(blocks: Block[], index: number): Block | undefined {
  const candidate = nextAdjacent(blocks, index);
  return candidate && candidate.language === 'json' && !candidate.title ? candidate : undefined;
}

export async function runPage(page: Page, pageIndex: number, ctx: RunContext): Promise<BlockResult[]> {
  const blocks = page.blocks();
  const results: BlockResult[] = [];
  const stateFile = path.join(ctx.ws.dir, '.bp', `state-${pageIndex}.sh`);
  fs.rmSync(stateFile, {force: true});
  const shellPage = blocks.some((b) => runtimeOf(b.language) === 'bash' && classify(b).platform);
  // In page order: a block can import the files of the blocks before it, as a reader who wrote them can.
  for (const [index, block] of blocks.entries()) {
    const runtime = runtimeOf(block.language);
    const id = `${pageIndex}_${index}`;
    const kind = runtime ? classify(block, ctx.files) : {platform: false, elsewhere: false};
    if (block.title && block.origin !== 'generated') {
      writeBlock(ctx.ws, block, id);
      ctx.files.set(path.posix.normalize(block.title), {platform: kind.platform});
    }
    if (!runtime) continue;
    const sample = kind.platform;
    const runs = sample || (runtime === 'bash' && shellPage && !kind.elsewhere);
    const where = block.operationId ? `${block.file}:${block.line} (generated ${block.operationId})` : `${block.file}:${block.line}`;
    const base = {page: page.id, area: page.area, where, language: block.language, origin: block.origin, sample, command: firstLine(block.code), requests: [], filled: []};
    if (block.norun !== undefined) {
      const problems: Problem[] = block.norun
        ? []
        : [{category: 'marker', message: 'norun without a reason: write why the block cannot run (norun="a long-running server; the tutorial test runs it")'}];
      if (runs || block.norun === '') results.push({...base, outcome: problems.length ? 'failed' : 'marked', reason: block.norun, problems});
      continue;
    }
    if (!runs) continue;
    const result = await runOne(block, runtime, id, stateFile, ctx, {...base, sample}, blocks, index);
    results.push(result);
    // The files this block imports ran their requests through it.
    for (const candidates of localImports(block)) {
      const file = candidates.map((c) => ctx.files.get(c)).find(Boolean);
      if (file?.module && result.requests.length) {
        file.module.outcome = 'passed';
        file.module.command += ` (its requests ran through ${where})`;
        file.module = undefined;
      }
    }
    // A titled file that sent nothing when run alone: a module whose requests a later block sends.
    if (block.title && sample && result.outcome === 'failed' && result.problems.every((p) => p.category === 'no request sent')) {
      result.outcome = 'module';
      result.problems = [];
      ctx.files.get(path.posix.normalize(block.title))!.module = result;
    }
  }
  return results;
}

/** Modules that no later block called fail: their requests never ran. */
export function settleModules(results: BlockResult[]): BlockResult[] {
  const unsettled = results.filter((r) => r.outcome === 'module');
  for (const r of unsettled) {
    r.outcome = 'failed';
    r.problems = [{category: 'no request sent', message: 'the file defines requests in functions that no later block calls: call them in a block after it, or show the call'}];
  }
  return unsettled;
}

async function runOne(
  block: Block,
  runtime: Runtime,
  id: string,
  stateFile: string,
  ctx: RunContext,
  base: Omit<BlockResult, 'outcome' | 'problems'>,
  blocks: Block[],
  index: number,
): Promise<BlockResult> {
  const {code, filled, problems: placeholderProblems} = fillPlaceholders(block.code, runtime, ctx.reader);
  const state = fs.existsSync(stateFile) ? fs.readFileSync(stateFile, 'utf8') : '';
  const set = new Set([...Object.keys(ctx.env), ...(runtime === 'bash' ? stateNames(state) : [])]);
  const problems: Problem[] = [...placeholderProblems, ...unsetProblems(code, runtime, {reader: ctx.reader, set, setOn: ctx.setOn})];
  const before = (await ctx.mock.requests()).length;
  const result: ExecResult = await runBlock(ctx.ws, {...block, code}, {env: ctx.env, nodeImports: ctx.mock.nodeImports, state: stateFile, id, timeoutMs: ctx.timeoutMs});
  const mine = (await ctx.mock.requests()).slice(before);
  const next = nextAdjacent(blocks, index);
  const introducesNext = Boolean(next && next.language !== 'json' && runtimeOf(next.language));
  const promise = block.origin === 'generated' ? undefined : findPromise(block.before, block.after, introducesNext);
  problems.push(...endProblems(result, ctx.timeoutMs), ...statusProblems(mine, promise, block.success));
  if (base.sample && mine.length === 0 && !result.timedOut) {
    problems.push({category: 'no request sent', message: 'the block sent no request to the platform: it defines what nothing calls, or it failed before the request'});
  }
  const json = responseBlock(blocks, index);
  if (json && mine.length) problems.push(...responseProblems(json, mine[mine.length - 1], result.stdout));
  return {
    ...base,
    outcome: problems.length ? 'failed' : 'passed',
    requests: mine.map(({method, url, status, errorCode, errorMessage}) => ({method, url, status, errorCode, errorMessage})),
    promise,
    filled,
    problems: dedupe(problems),
  };
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.message) && seen.add(p.message));
}
