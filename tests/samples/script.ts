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
import {runBlock, runtimeOf, shellExports, writeBlock, type ExecResult, type Runtime, type Workspace} from './exec';
import {PLATFORM_HOST, type MockRequest, type SampleMock} from './mock';
import {locateRefusals, sourceOf, type Source} from './locate';
import type {Page} from './pages';
import {findPromise, resolvePromise, type StatusPromise} from './promises';
import {endProblems, keyProblems, responseProblems, statusProblems, type Problem} from './verdict';
import {bashAssigned, fillPlaceholders, stateNames, unsetProblems} from './variables';
import {apiFacts} from '../../src/site/fact-tokens';

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
  outcome: 'passed' | 'failed' | 'marked' | 'module' | 'elsewhere';
  /** The marker's reason, or why the block is not this suite's. */
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
  /** Former names of reader variables, to their name (the world's `formerly`). */
  renamed?: Map<string, string>;
  timeoutMs: number;
  /** Files the blocks so far were written as (workspace-relative), whether they send requests to the platform, and where they are written. */
  files: Map<string, {platform: boolean; module?: BlockResult; source?: Source}>;
}

/** The host a request's URL names, or undefined when the URL starts with a value the extractor could not resolve. */
function hostOf(url: string): string | undefined {
  if (!/^https?:\/\/[\w.-]/.test(url)) return undefined;
  try {
    // `https://api.example{path}`: a variable right after the host is the path.
    return new URL(url.replace(/(\/\/[\w.-]+)\{/, '$1/{').replace(/\{[^}]*\}/g, 'x')).hostname;
  } catch {
    return undefined;
  }
}

/** Workspace-relative files a block imports from the workspace (candidates for each import). */export function localImports(block: Pick<Block, 'language' | 'code' | 'title'>): string[][] {
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

/** Names a block binds to a platform URL (`const LEADS_API = '...'`, `II = os.environ.get("X", "...")`). */
export function platformConstants(code: string): string[] {
  const value = `(?:process\\.env\\.\\w+\\s*(?:\\?\\?|\\|\\|)\\s*|os\\.environ\\.get\\(\\s*['"]\\w+['"]\\s*,\\s*|os\\.getenv\\(\\s*['"]\\w+['"]\\s*,\\s*)?`;
  const pattern = new RegExp(`^\\s*(?:export\\s+)?(?:const|let|var)?\\s*([A-Za-z_]\\w*)\\s*(?::\\s*string\\s*)?=\\s*${value}['"\`]https://[\\w.-]*bindpoint\\.example`, 'gm');
  return [...code.matchAll(pattern)].map((m) => m[1]!);
}

/** The requests a block's text shows, and whether one goes to the platform. */
export function classify(block: Block, files?: RunContext['files'], constants: Set<string> = new Set()): {platform: boolean; elsewhere: boolean} {
  const requests = requestsOf({file: block.file, line: block.line, language: block.language, code: block.code} as CodeBlock, {});
  const hosts = requests.map((r) => hostOf(r.url));
  // A URL that starts with a constant an earlier block of the page bound to a platform URL.
  const named = requests.some((r) => constants.has(r.url.match(/^\{([\w.]+)\}/)?.[1] ?? ''));
  const platform = named || hosts.some((h) => h !== undefined && PLATFORM_HOST.test(h));
  const unresolved = requests.length === 0 || hosts.some((h) => h === undefined);
  // A URL built from a constant or the environment: a platform API URL in a program that sends requests.
  const literal = /https:\/\/[\w.-]*bindpoint\.example/.test(block.code) && /\b(curl|fetch\(|requests\.|httpx\.|urlopen\()/.test(block.code);
  const viaImport = files ? localImports(block).some((candidates) => candidates.some((c) => files.get(c)?.platform)) : false;
  const found = platform || viaImport || (unresolved && literal && (requests.length > 0 || runtimeOf(block.language) !== 'bash'));
  return {platform: found, elsewhere: !found && requests.length > 0};
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

export interface Step {
  block: Block;
  index: number;
  runtime?: Runtime;
  /** Sends a request to the platform (counted). */
  sample: boolean;
  /** run: the runner runs it; marked: norun; elsewhere: only the reader's own services; file: written, not run. */
  action: 'run' | 'marked' | 'elsewhere' | 'file' | 'none';
}

/**
 * What the runner does with each block of a page, in page order. `files`
 * (the files written so far, across pages) is updated as a run would.
 */
export function planPage(blocks: Block[], files: RunContext['files']): Step[] {
  const shellPage = blocks.some((b) => runtimeOf(b.language) === 'bash' && classify(b).platform);
  const constants = new Set<string>();
  return blocks.map((block, index) => {
    const runtime = runtimeOf(block.language);
    const kind = runtime ? classify(block, files, constants) : {platform: false, elsewhere: false};
    for (const name of platformConstants(block.code)) constants.add(name);
    if (block.title && block.origin !== 'generated') files.set(path.posix.normalize(block.title), {platform: kind.platform});
    const sample = kind.platform;
    // A titled bash block is a file the reader saves (`.env`, a script), not commands they paste.
    const shellStep = runtime === 'bash' && shellPage && !kind.elsewhere && !block.title;
    const runs = Boolean(runtime) && (sample || shellStep);
    const action = block.norun !== undefined ? 'marked' : runs ? 'run' : kind.elsewhere ? 'elsewhere' : block.title ? 'file' : 'none';
    return {block, index, runtime, sample, action};
  });
}

export async function runPage(page: Page, pageIndex: number, ctx: RunContext): Promise<BlockResult[]> {
  const blocks = page.blocks();
  const results: BlockResult[] = [];
  const stateFile = path.join(ctx.ws.dir, '.bp', `state-${pageIndex}.sh`);
  fs.rmSync(stateFile, {force: true});
  fs.rmSync(`${stateFile}.env`, {force: true});
  const before = new Map(ctx.files);
  const steps = planPage(blocks, new Map(before));
  const tabs = new Alternatives(ctx.mock);
  // In page order: a block can import the files of the blocks before it, as a reader who wrote them can.
  for (const {block, index, runtime, sample, action} of steps) {
    const id = `${pageIndex}_${index}`;
    if (block.title && block.origin !== 'generated') {
      writeBlock(ctx.ws, block, id);
      ctx.files.set(path.posix.normalize(block.title), {platform: sample, source: sourceOf(block)});
    }
    const where = block.operationId ? `${block.file}:${block.line} (generated ${block.operationId})` : `${block.file}:${block.line}`;
    const base = {page: page.id, area: page.area, where, language: block.language, origin: block.origin, sample, command: firstLine(block.code), requests: [], filled: []};
    if (action === 'elsewhere') {
      results.push({...base, outcome: 'elsewhere', reason: 'sends requests only to the reader\'s own services (the tutorial tests run those)', problems: []});
      continue;
    }
    if (action === 'marked') {
      const wouldRun = Boolean(runtime) && (sample || planWouldRun(steps, index));
      const problems: Problem[] = !block.norun
        ? [{category: 'marker', message: 'norun without a reason: write why the block cannot run (norun="a long-running server; the tutorial test runs it")'}]
        : wouldRun
          ? []
          : [{category: 'marker', message: 'norun on a block the runner does not run anyway (it sends no request to the platform): remove the marker'}];
      results.push({...base, outcome: problems.length ? 'failed' : 'marked', reason: block.norun, problems});
      continue;
    }
    if (action !== 'run' || !runtime) continue;
    await tabs.enter(block);
    const result = await runOne(block, runtime, id, stateFile, ctx, base, blocks, index);
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
  await tabs.enter(undefined);
  return results;
}

/**
 * A page a run leaves out (`CHECK_PAGES`, the check of a change): its titled
 * files are written, as a reader who went through it has them, and nothing runs.
 */
export function writePageFiles(page: Page, pageIndex: number, ctx: RunContext): void {
  for (const {block, index, sample} of planPage(page.blocks(), new Map(ctx.files))) {
    if (!block.title || block.origin === 'generated') continue;
    writeBlock(ctx.ws, block, `${pageIndex}_${index}`);
    ctx.files.set(path.posix.normalize(block.title), {platform: sample, source: sourceOf(block)});
  }
}

/**
 * The tabs of a group are alternatives: each runs from the mock's state
 * before the group, and the page goes on from the state the first tab left
 * (what a reader who picked it has). Needs the mock's snapshot and restore.
 */
class Alternatives {
  private group?: string;
  private tab?: string;
  private before?: unknown;
  private afterFirst?: unknown;
  constructor(private readonly mock: SampleMock) {}

  async enter(block: Pick<Block, 'group' | 'tab'> | undefined): Promise<void> {
    const {snapshot, restore} = this.mock;
    if (!snapshot || !restore) return;
    if (block?.group !== undefined && block.group === this.group) {
      if (block.tab === this.tab) return;
      this.afterFirst ??= await snapshot.call(this.mock);
      await restore.call(this.mock, this.before);
      this.tab = block.tab;
      return;
    }
    if (this.afterFirst !== undefined) await restore.call(this.mock, this.afterFirst);
    this.group = block?.group;
    this.tab = block?.tab;
    this.before = block?.group !== undefined ? await snapshot.call(this.mock) : undefined;
    this.afterFirst = undefined;
  }
}

/** Whether an unmarked copy of a marked bash block would run (a shell page's set-up). */
function planWouldRun(steps: Step[], index: number): boolean {
  const step = steps[index]!;
  return step.runtime === 'bash' && !step.block.title && steps.some((s) => s.runtime === 'bash' && s.sample) && !classify(step.block).elsewhere;
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
  filled.push(...readerFiles(ctx.ws, code));
  const state = fs.existsSync(stateFile) ? fs.readFileSync(stateFile, 'utf8') : '';
  const set = new Set([
    ...Object.keys(ctx.env),
    ...(runtime === 'bash' ? [...stateNames(state), ...sourcedNames(ctx.ws, code)] : Object.keys(shellExports(stateFile))),
  ]);
  const problems: Problem[] = [...placeholderProblems, ...unsetProblems(code, runtime, {reader: ctx.reader, set, setOn: ctx.setOn, page: base.page, renamed: ctx.renamed})];
  const before = (await ctx.mock.requests()).length;
  const result: ExecResult = await runBlock(ctx.ws, {...block, code}, {env: ctx.env, nodeImports: ctx.mock.nodeImports, state: stateFile, id, timeoutMs: ctx.timeoutMs});
  const mine = (await ctx.mock.requests()).slice(before);
  const next = nextAdjacent(blocks, index);
  const introducesNext = Boolean(next && next.language !== 'json' && runtimeOf(next.language));
  const textual = requestsOf({file: block.file, line: block.line, language: block.language, code: block.code} as CodeBlock, {}).map((r) => {
    const host = hostOf(r.url);
    return {method: r.method, url: r.url, platform: host === undefined || PLATFORM_HOST.test(host)};
  });
  // Only a request sample's prose promises statuses of the platform.
  const promise = block.origin === 'generated' || !base.sample ? undefined : resolvePromise(findPromise(block.before, block.after, introducesNext), textual);
  const end = endProblems(result, ctx.timeoutMs);
  if (base.sample && mine.length === 0 && !result.timedOut) {
    // Why nothing was sent matters more than what was promised for it.
    problems.push(...end);
    if (!end.length) problems.push({category: 'no request sent', message: uncalled(code, runtime)});
  } else {
    const statuses = statusProblems(mine, promise, block.success);
    // A program that stops on an error answer (curl -f, raise_for_status, `if (!response.ok) throw`) says what the status says.
    problems.push(...(statuses.length ? end.filter((p) => p.category !== 'program error') : end), ...statuses);
  }
  problems.push(...keyProblems(requestsOf({file: block.file, line: block.line, language: block.language, code: block.code} as CodeBlock, {}), mine));
  locateRefusals(problems, mine, block, ctx);
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

/** Why a block that ran cleanly sent nothing: the functions it defines and nothing calls. */
function uncalled(code: string, runtime: Runtime): string {
  const defined =
    runtime === 'python'
      ? [...code.matchAll(/^def\s+(\w+)\s*\(/gm)].map((m) => m[1]!)
      : [...code.matchAll(/(?:^|\s)(?:export\s+)?(?:async\s+)?function\s+(\w+)\s*\(|(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*=>/gm)].map((m) => (m[1] ?? m[2])!);
  // Called: named with a parenthesis somewhere other than its own definition.
  const idle = defined.filter((name) => !new RegExp(`\\b${name}\\s*\\(`).test(code.replace(new RegExp(`(?:function|def)\\s+${name}\\s*\\(`, 'g'), '')));
  return idle.length
    ? `the block sent no request: it defines ${idle.map((n) => `${n}()`).join(', ')} and nothing calls ${idle.length > 1 ? 'them' : 'it'}: end the block with the call a reader makes (and print what it returns), or give it title="..." and call it from a later block`
    : 'the block sent no request to the platform: check that the code that sends it runs';
}

/** Names a bash block sets by sourcing a file of the workspace (`set -a; . ./.env; set +a`). */
function sourcedNames(ws: Workspace, code: string): string[] {
  return [...code.matchAll(/(?:^|[\s;&])(?:\.|source)\s+([\w./-]+)/g)].flatMap((m) => {
    const file = path.join(ws.dir, m[1]!);
    return fs.existsSync(file) && fs.statSync(file).isFile() ? [...bashAssigned(fs.readFileSync(file, 'utf8'))] : [];
  });
}

/** Files an upload sample reads that the reader brings (a PDF, a spreadsheet): the runner puts a small one in their place. */
/** A document the reader supplies: `@file`, `open("file")`, `openAsBlob("file")`, or a shell variable set to its name (`FILE=sov.xlsx`). */
const READER_FILE = /(?:@|open\(\s*['"]|openAsBlob\(\s*['"]|^\s*(?:export\s+)?[A-Z_][A-Z0-9_]*=["']?)([\w.-]+\.(?:pdf|xlsx|xls|docx|doc|png|jpe?g|zip|tiff?))\b/gm;
/**
 * A block that asks for an upload URL sends a large file: the route takes only files of at least the
 * multipart limit (x-facts `multipartMaxMB`), so its stand-in is a sparse file just over that size.
 */
const LARGE_FILE_ROUTE = /\/file-upload-url\b/;
const largeStandInBytes = () => Number(apiFacts().multipartMaxMB) * 1024 * 1024 + 1;

function readerFiles(ws: Workspace, code: string): string[] {
  const made: string[] = [];
  for (const m of code.matchAll(READER_FILE)) {
    const file = path.join(ws.dir, m[1]!);
    if (fs.existsSync(file)) continue;
    fs.writeFileSync(file, m[1]!.endsWith('.pdf') ? '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n' : Buffer.from('504b0304', 'hex'));
    if (LARGE_FILE_ROUTE.test(code)) fs.truncateSync(file, largeStandInBytes());
    made.push(`file ${m[1]}`);
  }
  return made;
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.message) && seen.add(p.message));
}
