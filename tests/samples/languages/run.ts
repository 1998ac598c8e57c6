/**
 * Runs one language's program (programs.ts) against the mock: starts its
 * process, and at each `@@SAMPLE <n>` it prints, settles the sample before
 * (the requests the mock received since it began, what it printed), lets
 * the caller move the mock on, and tells the program to go on. C# is only
 * compiled (with Mono's mcs; programs.ts says why).
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {MockRequest, SampleMock} from '../mock';
import {PROGRAMS, type LanguageRun} from './programs';

export interface LanguageSample {
  page: string;
  /** The page's file and the line of the operation's element there. */
  file: string;
  line: number;
  operationId: string;
  /** The 2xx statuses the operation documents. */
  success: number[];
  code: string;
  /** Files the sample uploads (stand-ins are written first). */
  uploads: string[];
}

export interface SampleOutcome {
  sample: LanguageSample;
  requests: MockRequest[];
  output: string;
  /** Empty: passed. */
  problem: string;
}

/** The command that runs (or, for C#, compiles) the program, and what it needs of the machine. */
interface Toolchain {
  /** Commands that must be on PATH (the README's apt-get line installs them). */
  tools: string[];
  package: string;
  command(dir: string, file: string, env: Record<string, string>): {command: string; args: string[]; env?: Record<string, string>};
}

const ROOT = path.resolve(__dirname, '../../..');

const proxyOf = (env: Record<string, string>) => new URL(env.HTTPS_PROXY ?? env.https_proxy ?? 'http://127.0.0.1:0');

export const TOOLCHAINS: Record<LanguageRun, Toolchain> = {
  node: {tools: ['node'], package: 'nodejs', command: (_dir, file) => ({command: process.execPath, args: [file]})},
  java: {
    tools: ['java', 'keytool'],
    package: 'default-jdk-headless',
    command(dir, file, env) {
      // The JDK trusts a keystore, not a PEM bundle: the mock's CA in one of its own.
      const store = path.join(dir, 'mock-ca.p12');
      if (!fs.existsSync(store)) {
        const made = spawnSync('keytool', ['-importcert', '-noprompt', '-alias', 'bindpoint-mock', '-file', env.SSL_CERT_FILE!, '-keystore', store, '-storetype', 'PKCS12', '-storepass', 'mockpass'], {encoding: 'utf8'});
        if (made.status !== 0) throw new Error(`keytool could not import the mock's CA: ${made.stderr}`);
      }
      const proxy = proxyOf(env);
      return {
        command: 'java',
        args: [`-Dhttps.proxyHost=${proxy.hostname}`, `-Dhttps.proxyPort=${proxy.port}`, `-Djavax.net.ssl.trustStore=${store}`, '-Djavax.net.ssl.trustStorePassword=mockpass', '-Djavax.net.ssl.trustStoreType=PKCS12', file],
      };
    },
  },
  // PHP's cURL reads the proxy from the environment; its CA file is a php.ini setting.
  php: {tools: ['php'], package: 'php-cli php-curl', command: (_dir, file, env) => ({command: 'php', args: ['-d', `curl.cainfo=${env.SSL_CERT_FILE}`, file]})},
  // Go reads HTTPS_PROXY and SSL_CERT_FILE; its build cache is kept beside the npm cache between runs.
  go: {
    tools: ['go'],
    package: 'golang-go',
    command: (dir, file) => ({command: 'go', args: ['run', file], env: {GOCACHE: path.join(ROOT, 'node_modules/.cache/go-build'), GOPATH: path.join(dir, 'gopath')}}),
  },
  // Net::HTTP looks for its proxy under `http_proxy` whatever the scheme.
  ruby: {tools: ['ruby'], package: 'ruby', command: (_dir, file, env) => ({command: 'ruby', args: [file], env: {http_proxy: env.HTTPS_PROXY ?? ''}})},
  csharp: {tools: ['mcs'], package: 'mono-mcs', command: (dir, file) => ({command: 'mcs', args: ['-nologo', '-r:System.Net.Http.dll', `-out:${path.join(dir, 'Samples.exe')}`, file]})},
};

/** The commands of a toolchain that are missing, with the Debian package to install. */
export function missingTools(language: LanguageRun): string | undefined {
  const missing = TOOLCHAINS[language].tools.filter((t) => spawnSync('sh', ['-c', `command -v ${t}`]).status !== 0);
  return missing.length ? `${missing.join(', ')} not found: install Debian's ${TOOLCHAINS[language].package} (README.md, "Pass the tests")` : undefined;
}

const CLOSE = '@@SAMPLE end';

export interface RunOptions {
  mock: SampleMock;
  env: Record<string, string>;
  dir: string;
  /** Called before each sample runs (the runner moves the mock's clock at a new page). */
  beforeSample?(sample: LanguageSample, index: number): Promise<void>;
  timeoutMs: number;
}

/** Runs one language's samples, in order, in one process; returns each sample's requests and output. */
export async function runLanguage(language: LanguageRun, samples: LanguageSample[], options: RunOptions): Promise<{outcomes: SampleOutcome[]; failure?: string}> {
  const {dir, mock} = options;
  fs.mkdirSync(dir, {recursive: true});
  for (const name of new Set(samples.flatMap((s) => s.uploads))) fs.writeFileSync(path.join(dir, name), `%PDF-1.4 stand-in for ${name}\n`);
  // The Node samples import axios: the repository's node_modules, as an npm install would give.
  if (language === 'node' && !fs.existsSync(path.join(dir, 'node_modules'))) fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const program = PROGRAMS[language](samples.map((s) => s.code));
  const file = path.join(dir, program.file);
  fs.writeFileSync(file, program.text);
  const run = TOOLCHAINS[language].command(dir, file, options.env);
  const env = {...options.env, ...run.env};
  if (language === 'csharp') return compileOnly(samples, program.text, run, env, dir);

  const child = spawn(run.command, run.args, {cwd: dir, env, stdio: ['pipe', 'pipe', 'pipe']});
  const outcomes: SampleOutcome[] = [];
  let stderr = '';
  let buffer = '';
  let current = -1;
  let mark = 0;
  let output = '';
  const settle = async () => {
    if (current < 0) return;
    const requests = (await mock.requests()).slice(mark);
    outcomes.push({sample: samples[current]!, requests, output: output.trim(), problem: ''});
  };
  child.stderr.on('data', (d) => (stderr += d));
  const done = new Promise<number | null>((resolve) => child.on('close', resolve));
  let chain = Promise.resolve();
  child.stdout.on('data', (data) => {
    buffer += data;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      const marker = /^@@SAMPLE (\d+|end)$/.exec(line);
      if (!marker) {
        output += `${line}\n`;
        continue;
      }
      // One marker at a time, in order: settle the sample before, then let the next one go.
      chain = chain.then(async () => {
        await settle();
        output = '';
        if (marker[1] === 'end') return;
        current = Number(marker[1]);
        await options.beforeSample?.(samples[current]!, current);
        mark = (await mock.requests()).length;
        child.stdin.write('\n');
      });
    }
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
  const code = await done;
  clearTimeout(timer);
  await chain;
  if (outcomes.length < samples.length) {
    // The program stopped early (it did not compile, or timed out): the sample it was at, and what it said.
    const at = samples[Math.max(0, outcomes.length)];
    return {outcomes, failure: `${language}: the program stopped (exit ${code}) ${at ? `at ${at.operationId} (${at.file}:${at.line})` : ''}: ${(stderr || output).trim().slice(0, 1500)}`};
  }
  return {outcomes};
}

/** C#: compiled, not run; each compiler error is the sample whose method holds its line. */
function compileOnly(samples: LanguageSample[], text: string, run: {command: string; args: string[]}, env: Record<string, string>, dir: string): {outcomes: SampleOutcome[]; failure?: string} {
  const compiled = spawnSync(run.command, run.args, {cwd: dir, env, encoding: 'utf8'});
  const lines = text.split('\n');
  const starts = samples.map((_s, i) => lines.findIndex((l) => l.includes(`static async Task Sample${i}()`)) + 1);
  const errors = `${compiled.stdout}${compiled.stderr}`.split('\n').filter((l) => /error CS\d+/.test(l));
  const outcomes = samples.map((sample, i) => {
    const mine = errors.filter((e) => {
      const line = Number(/\((\d+),\d+\)/.exec(e)?.[1] ?? 0);
      return line >= starts[i]! && (i + 1 >= starts.length || line < starts[i + 1]!);
    });
    return {sample, requests: [], output: '', problem: mine.length ? `does not compile: ${mine.join('; ')}` : ''};
  });
  const stray = errors.filter((e) => !outcomes.some((o) => o.problem.includes(e)));
  return {outcomes, failure: compiled.status !== 0 && stray.length ? `csharp: the program does not compile: ${stray.join('; ')}` : undefined};
}
