/**
 * Runs one block in the run's workspace, as a reader would: bash blocks in
 * bash (shell variables, functions and the working directory of the page's
 * earlier bash blocks carried over through a state file, as if pasted into
 * one terminal), JavaScript and TypeScript with Node (the mock's preload,
 * TypeScript compiled by ./node/ts-hooks.mjs), Python with a python3 that
 * has `requests`, and a raw HTTP block sent as written by ./node/send-http.mjs.
 * A block with a `title` is the file of that name: it is written there (so
 * later blocks and pages can import it) and run from there.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Runtime = 'bash' | 'node' | 'python' | 'http';

export function runtimeOf(language: string): Runtime | undefined {
  if (['bash', 'sh', 'shell', 'console', 'curl', 'zsh'].includes(language)) return 'bash';
  if (['js', 'javascript', 'mjs', 'cjs', 'jsx', 'ts', 'typescript', 'tsx', 'mts'].includes(language)) return 'node';
  if (['python', 'py', 'python3'].includes(language)) return 'python';
  if (language === 'http') return 'http';
  return undefined;
}

export interface Workspace {
  dir: string;
  /** Directory put first on PATH (`python3` there is the one with `requests`). */
  bin: string;
  /** The python3 used, or why none could be (no `requests`). */
  python: {path?: string; problem?: string};
}

/** A python3 that imports `requests`: BP_SAMPLES_PYTHON, then python3 on PATH, then Debian's. */
function findPython(): {path?: string; problem?: string} {
  const candidates = [process.env.BP_SAMPLES_PYTHON, 'python3', '/usr/bin/python3'].filter(Boolean) as string[];
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['-c', 'import requests, sys; print(sys.executable)'], {encoding: 'utf8'});
    if (probe.status === 0) return {path: probe.stdout.trim()};
  }
  return {problem: `no python3 with requests (tried ${candidates.join(', ')}): install python3-requests (apt) or set BP_SAMPLES_PYTHON`};
}

export function createWorkspace(): Workspace {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-samples-'));
  const bin = path.join(dir, '.bp', 'bin');
  fs.mkdirSync(bin, {recursive: true});
  fs.mkdirSync(path.join(dir, '.bp', 'home'), {recursive: true});
  const python = findPython();
  if (python.path) fs.symlinkSync(python.path, path.join(bin, 'python3'));
  return {dir, bin, python};
}

export interface ExecResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export interface ExecOptions {
  env: Record<string, string>;
  nodeImports: string[];
  /** The page's shell state file (bash blocks). */
  state: string;
  /** Unique per block: names the file of an untitled block. */
  id: string;
  timeoutMs: number;
}

const HERE = __dirname;

/** The bash program around a block: restore the page's state, run the block, save the state on exit. */
const BASH_WRAPPER = `__bp_state=$1; __bp_block=$2; shift $#
[ -f "$__bp_state" ] && source "$__bp_state" 2>/dev/null
__bp_save() {
  __bp_rc=$?
  {
    for __bp_v in $(compgen -v); do
      case "$__bp_v" in
        BASH*|EUID|PPID|SHELLOPTS|UID|GROUPS|FUNCNAME|PIPESTATUS|DIRSTACK|RANDOM|SRANDOM|SECONDS|LINENO|HISTCMD|EPOCHREALTIME|EPOCHSECONDS|_|COLUMNS|LINES|OPTIND|OPTARG|OPTERR|HOSTNAME|HOSTTYPE|MACHTYPE|OSTYPE|IFS|PS1|PS2|PS4|PWD|OLDPWD|SHLVL|COMP_WORDBREAKS|__bp_*) continue ;;
      esac
      declare -p "$__bp_v" 2>/dev/null
    done
    declare -f
    printf 'cd %q\\n' "$PWD"
  } > "$__bp_state.new" 2>/dev/null && mv "$__bp_state.new" "$__bp_state"
  env -0 > "$__bp_state.env" 2>/dev/null
  exit $__bp_rc
}
trap __bp_save EXIT
source "$__bp_block"
`;

function spawnWithTimeout(command: string, args: string[], cwd: string, env: Record<string, string>, timeoutMs: number): Promise<ExecResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true});
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    // The whole process group: a sample may start a server or a pipeline.
    const kill = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      kill();
      resolve({exitCode: timedOut ? null : code, stdout, stderr, timedOut});
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({exitCode: 127, stdout, stderr: `${stderr}${error.message}`, timedOut});
    });
  });
}

/** Where a block's file goes: its title, else a name of the runner's own at the workspace root. */
export function blockFile(ws: Workspace, block: {language: string; title?: string; code: string}, id: string): string {
  if (block.title && !block.title.includes('..') && !path.isAbsolute(block.title)) return path.join(ws.dir, block.title);
  const runtime = runtimeOf(block.language);
  const ext =
    runtime === 'python'
      ? 'py'
      : runtime === 'bash'
        ? 'sh'
        : runtime === 'http'
          ? 'http'
          : ['ts', 'typescript', 'mts'].includes(block.language)
            ? 'ts'
            : block.language === 'tsx'
              ? 'tsx'
              : /\brequire\(/.test(block.code) && !/^\s*(import|export)\s/m.test(block.code)
                ? 'cjs'
                : 'mjs';
  return path.join(ws.dir, `_bp_${id}.${ext}`);
}

/** Writes a block's file (titled blocks become the file a later block imports). */
export function writeBlock(ws: Workspace, block: {language: string; title?: string; code: string}, id: string): string {
  const file = blockFile(ws, block, id);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, block.code.endsWith('\n') ? block.code : `${block.code}\n`);
  return file;
}

/**
 * What the page's shell exported so far (`export BP_API_KEY=...`): a reader
 * who runs `node app.mjs` or `python3 app.py` in that terminal has it.
 */
export function shellExports(state: string): Record<string, string> {
  const file = `${state}.env`;
  if (!fs.existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const entry of fs.readFileSync(file, 'utf8').split('\0')) {
    const eq = entry.indexOf('=');
    const name = entry.slice(0, eq);
    if (eq > 0 && !['PWD', 'OLDPWD', 'SHLVL', '_', 'PATH', 'HOME'].includes(name)) out[name] = entry.slice(eq + 1);
  }
  return out;
}

export async function runBlock(ws: Workspace, block: {language: string; title?: string; code: string}, options: ExecOptions): Promise<ExecResult> {
  const runtime = runtimeOf(block.language);
  const exported = runtime === 'bash' ? {} : shellExports(options.state);
  const env = {...options.env, ...exported, PATH: `${ws.bin}:${options.env.PATH ?? process.env.PATH}`, HOME: path.join(ws.dir, '.bp', 'home')};
  const file = writeBlock(ws, block, options.id);
  const nodeArgs = ['--experimental-detect-module', '--no-warnings', ...[...options.nodeImports, path.join(HERE, 'node/register.mjs')].flatMap((m) => ['--import', m])];
  switch (runtime) {
    case 'bash': {
      const wrapper = path.join(ws.dir, '.bp', 'run.sh');
      if (!fs.existsSync(wrapper)) fs.writeFileSync(wrapper, BASH_WRAPPER);
      return spawnWithTimeout('bash', [wrapper, options.state, file], ws.dir, env, options.timeoutMs);
    }
    case 'node':
      return spawnWithTimeout(process.execPath, [...nodeArgs, file], ws.dir, env, options.timeoutMs);
    case 'python':
      if (!ws.python.path) return {exitCode: 127, stdout: '', stderr: ws.python.problem!, timedOut: false};
      return spawnWithTimeout(ws.python.path, [file], ws.dir, {...env, PYTHONDONTWRITEBYTECODE: '1', PYTHONUNBUFFERED: '1'}, options.timeoutMs);
    case 'http':
      return spawnWithTimeout(process.execPath, [...nodeArgs, path.join(HERE, 'node/send-http.mjs'), file], ws.dir, env, options.timeoutMs);
    default:
      return {exitCode: 127, stdout: '', stderr: `the runner has no runtime for ${block.language} blocks`, timedOut: false};
  }
}
