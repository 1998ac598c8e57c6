/**
 * The first-call paths run as the shell a reader pastes: the home page's steps
 * and the overview's "Your first call in five minutes", with bash, curl and jq,
 * against the sandbox mock (src/mock), reached through its HTTPS proxy, so the
 * hosts stay as written. The test changes only what a reader changes: the
 * `<your ...>` placeholders, with the reader's values from the mock's seed.
 * Every call must answer 2xx, and every id a later call uses must be captured
 * from an earlier response, never typed.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {firstCallSteps} from '../../../src/site/first-call';
import {codeBlocks} from './extract';
import {ROOT} from './openapi';
import {startMock, type Mock} from './mock';

/** What a reader types for each placeholder: the reader's sandbox values of the mock's seed. */
const placeholders = (mock: Mock): Record<string, string> => ({
  '<your sandbox client id>': mock.reader.BP_CLIENT_ID!,
  '<your sandbox client secret>': mock.reader.BP_CLIENT_SECRET!,
  '<your sandbox tenant_id>': mock.reader.BP_TENANT_ID!,
});

/** The overview's first-call section as the bash blocks a reader pastes, in order. */
function overviewScript(): string {
  const source = fs.readFileSync(path.join(ROOT, 'docs/overview.mdx'), 'utf8');
  const start = source.indexOf('## Your first call in five minutes');
  const end = source.indexOf('\n## ', start + 5);
  expect(start, 'docs/overview.mdx has the section "Your first call in five minutes"').toBeGreaterThan(0);
  const section = source.slice(start, end < 0 ? undefined : end);
  return codeBlocks('docs/overview.mdx', section)
    .filter((b) => b.language === 'bash')
    .map((b) => b.code)
    .join('\n\n');
}

const homeScript = () => firstCallSteps.map((s) => s.code).join('\n\n');

/** Ids in URLs must come from variables that an earlier response filled. */
function typedIds(script: string): string[] {
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
  const reference = /\b[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}\b/g;
  return [...(script.match(uuid) ?? []), ...(script.match(reference) ?? [])];
}

function capturedVariables(script: string): {used: string[]; captured: string[]} {
  const used = [...script.matchAll(/\/\$\{?(\w+_ID)\}?/g)].map((m) => m[1]!);
  const captured = [...script.matchAll(/^(?:export\s+)?(\w+)=\$\((?:[^)]|\)(?!\s*$))*jq[^\n]*\)\s*$/gm)].map((m) => m[1]!);
  return {used: [...new Set(used)], captured};
}

/** bash with a script, asynchronously: the mock answers from this process, so a blocking spawn would starve it. */
function bash(script: string, env: NodeJS.ProcessEnv): Promise<{status: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script], {env, timeout: 60_000});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({status, stdout, stderr}));
  });
}

/** Runs a pasted script against the mock; returns the HTTP status of every call. */
async function run(script: string, mock: Mock) {
  let text = script;
  for (const [placeholder, value] of Object.entries(placeholders(mock))) text = text.split(placeholder).join(value);
  const unknown = text.match(/"<[^>"]+>"/g);
  expect(unknown, 'placeholders the test does not know').toBeNull();
  const prelude = [
    'set -euo pipefail',
    // Every call reports its status on stderr and fails the script unless 2xx.
    `curl() { command curl --fail-with-body --show-error -w '%{stderr}BP-STATUS %{http_code} %{method} %{url_effective}\\n' "$@"; }`,
  ].join('\n');
  const result = await bash(`${prelude}\n${text}\n`, {PATH: process.env.PATH, HOME: process.env.HOME, ...mock.env});
  const calls = [...result.stderr.matchAll(/^BP-STATUS (\d{3}) (\S+) (\S+)$/gm)].map((m) => ({status: Number(m[1]), method: m[2]!, url: m[3]!}));
  return {result, calls, text};
}

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
}, 60_000);
afterAll(async () => {
  await mock?.stop();
});

describe.each([
  ['home page (src/site/first-call.ts)', homeScript],
  ['overview (docs/overview.mdx)', overviewScript],
])('first-call path of the %s', (_name, script) => {
  test('no id is typed: every id in a URL is captured from an earlier response', () => {
    const text = script();
    expect(typedIds(text)).toEqual([]);
    const {used, captured} = capturedVariables(text);
    const credentials = ['BP_TENANT_ID', 'BP_CLIENT_ID'];
    expect(used.filter((v) => !credentials.includes(v) && !captured.includes(v))).toEqual([]);
  });

  test('runs in bash against the mock, every call 2xx', async () => {
    const {result, calls} = await run(script(), mock);
    const report = `exit ${result.status}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}\nmock:\n${mock.log().split('\n').slice(-20).join('\n')}`;
    expect(result.status, report).toBe(0);
    expect(calls.length, report).toBeGreaterThanOrEqual(3);
    expect(calls.filter((c) => c.status < 200 || c.status > 299), report).toEqual([]);
  });
});

test('the home page sets the token and the credentials and subscribes before it creates the form', async () => {
  const text = homeScript();
  for (const name of ['BP_CLIENT_ID', 'BP_CLIENT_SECRET', 'BP_TENANT_ID', 'BP_WEBHOOK_SECRET', 'BP_TOKEN']) {
    expect(text, `${name} is set`).toMatch(new RegExp(`^export ${name}=`, 'm'));
  }
  expect(text.indexOf('/hooks')).toBeLessThan(text.indexOf('/application_forms'));
  const {calls} = await run(text, mock);
  expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname.replace(/\/[0-9a-f-]{36}/g, '/{id}')}`)).toEqual([
    'POST /auth/token',
    'POST /hooks',
    'POST /tenants/{id}/application_forms',
    'GET /application_forms/{id}/latest',
  ]);
});
