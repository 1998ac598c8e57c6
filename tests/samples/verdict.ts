/**
 * Judges a block's run: its requests against the status the prose promises
 * (or, without a promise, no 4xx/5xx), the JSON the page shows after it
 * against the mock's answer, and the way it ended. Every problem is a
 * sentence a writer can act on, with a category for the report.
 */
import type {Block} from './blocks';
import type {ExecResult} from './exec';
import type {MockRequest} from './mock';
import type {StatusPromise} from './promises';
import {parseJson, shapeDifferences} from './shape';
import {pathTemplateSource} from '../../src/site/regexp';
import {installHintFor} from '../../scripts/check-content/tools.mjs';
import {NOT_ON_A_FRESH_MACHINE} from './path';
import {missingCredentials} from '../unit/samples/operation-headers';

export type Category =
  | 'unset variable'
  | 'wrong env var name'
  | 'placeholder'
  | 'unreachable file import'
  | 'wrong host'
  | 'authentication'
  | 'permission'
  | 'state'
  | 'invalid request'
  | 'status promise'
  | 'response shape'
  | 'no request sent'
  | 'program error'
  | 'harness limitation'
  | 'marker';

export interface Problem {
  category: Category;
  message: string;
  /** `file:line` of its own, when it is about one line (a refused field where the sample writes it); else the block's. */
  where?: string;
}

const short = (url: string) => url.replace(/^https:\/\//, '');
const requestLabel = (r: MockRequest) => `${r.method} ${short(r.url)}`;

/** What to do about an error answer, from its status and the host. */
export function advice(request: MockRequest): {category: Category; text: string} {
  const {hostname: host, pathname} = new URL(request.url);
  const production = !host.includes('.sandbox.');
  // An empty or unset variable leaves `//`, a trailing `/` or `null` in the path, whatever the status.
  if (request.status >= 400 && /\/\/|.\/$|\/(null|undefined)(\/|$)/.test(pathname)) {
    return {category: 'unset variable', text: 'a variable in the URL is empty or undefined: set it earlier on the page (from a response) or take it from the reader environment'};
  }
  // A renamed header (`X-Auth` for `Authorization`): the credentials the OpenAPI document requires, not advice about their values.
  const missing = (request.status === 401 || request.status === 403) && request.requestHeaders && !production ? missingCredentials(request.method, request.url, Object.keys(request.requestHeaders)) : undefined;
  if (missing) return {category: 'authentication', text: missing};
  switch (request.status) {
    case 401:
      return production
        ? {category: 'wrong host', text: `the block calls the production host ${host} with sandbox credentials (a sandbox token is refused there): use the sandbox host`}
        : {category: 'authentication', text: 'the credentials are missing, wrong, expired or from the other environment: get the token from the sandbox token URL with the reader environment\'s client id and secret'};
    case 403:
      return {category: 'permission', text: 'these credentials may not do this: use the credential (client id, role, token) the platform model allows for it, or change what the page does'};
    case 404:
      return {category: 'state', text: 'the id in the URL does not exist in the sandbox: take it from an earlier response on the page, or use an id of the fixture world'};
    case 405:
      return {category: 'invalid request', text: 'this host does not take this method on this path: check the operation in the API reference'};
    case 409:
      return {category: 'state', text: 'the platform\'s state refuses this now (a conflict): make the earlier steps on the page lead to a state where it is allowed, or promise the 409'};
    case 400:
    case 422:
      return {category: 'invalid request', text: misspelt(request.errorDetails) ?? 'the body or parameters are refused: make them match the operation\'s schema (no invented fields, the documented formats)'};
    case 429:
      return {category: 'state', text: 'rate limited: the page sends more calls than the limit allows'};
    default:
      return request.status >= 500
        ? {category: 'wrong host', text: 'the mock could not serve it (an unknown host or path): use a host and path of the OpenAPI document'}
        : {category: 'invalid request', text: 'check the request against the API reference'};
  }
}

/**
 * A field the document does not define beside a required one it lacks, in the same object: a
 * misspelt name (`answer_valeus` for `answer_values`). The problem's line is the typo's (locate.ts).
 */
function misspelt(details: MockRequest['errorDetails']): string | undefined {
  const parent = (field: string) => field.replace(/(?:^|\.)[^.]+$/, '');
  const unknown = (details ?? []).filter((d) => d.code === 'unknown_field' && d.field);
  if (!unknown.length) return undefined;
  const required = (details ?? []).filter((d) => d.code === 'required' && d.field);
  return unknown
    .map((u) => {
      const meant = required.find((r) => parent(r.field!) === parent(u.field!));
      return `${u.field} is not a field of the request${meant ? `; did you mean ${meant.field}, which it lacks?` : ''}`;
    })
    .join('; ') + ': correct the name (the OpenAPI document lists the fields)';
}

function describeAnswer(r: MockRequest): string {
  const error = r.errorCode ? ` ${r.errorCode}${r.errorMessage ? ` ("${r.errorMessage}")` : ''}` : '';
  return `${r.status}${error}`;
}

/** The request a promise speaks of. */
function target(requests: MockRequest[], promise: StatusPromise): MockRequest | undefined {
  const t = promise.target;
  if (t.kind === 'index') return requests[t.index];
  if (t.kind === 'route') {
    const pattern = new RegExp(`^${pathTemplateSource(t.path)}/?$`);
    return [...requests].reverse().find((r) => r.method === t.method && pattern.test(new URL(r.url).pathname));
  }
  return requests[requests.length - 1];
}

/** Problems with the statuses a block's requests got. */
export function statusProblems(requests: MockRequest[], promise: StatusPromise | undefined, success?: number[]): Problem[] {
  const problems: Problem[] = [];
  const promised = promise ? target(requests, promise) : undefined;
  if (promise) {
    if (!promised) {
      problems.push({category: 'status promise', message: `the page promises ${promise.statuses.join(' or ')} ("${promise.sentence}") for a request the block did not send`});
    } else if (!promise.statuses.includes(promised.status) || (promise.code && promised.errorCode && promise.code !== promised.errorCode)) {
      const {category, text} = promised.status >= 400 ? advice(promised) : {category: 'status promise' as Category, text: 'the page or the sample is wrong: make them agree'};
      problems.push({
        category: promised.status >= 400 ? category : 'status promise',
        message: `${requestLabel(promised)}: the page promises ${promise.statuses.join(' or ')}${promise.code ? ` ${promise.code}` : ''} ("${promise.sentence}") but the mock answered ${describeAnswer(promised)}. To do: ${text}`,
      });
    }
  }
  for (const r of requests) {
    if (r === promised || r.status < 400 || promise?.statuses.includes(r.status)) continue;
    const {category, text} = advice(r);
    problems.push({category, message: `${requestLabel(r)}: the mock answered ${describeAnswer(r)}, and the page promises no error. To do: ${text}`});
  }
  // A generated sample is built for the operation's success response.
  const last = requests[requests.length - 1];
  if (success?.length && last && last.status < 400 && !success.includes(last.status)) {
    problems.push({category: 'status promise', message: `${requestLabel(last)}: the reference documents ${success.join(' or ')}, the mock answered ${last.status}`});
  }
  return problems;
}

/** Problems of the JSON block the page shows as the response, compared with the answer (or the block's output). */
export function responseProblems(json: Block, request: MockRequest | undefined, stdout: string): Problem[] {
  const shown = parseJson(json.code);
  if (!shown.ok || !request || request.status >= 400) return [];
  // A page may show the body it sent again ("the same answers as a plain JSON body").
  const sent = parseJson(request.requestBody);
  if (sent.ok && shapeDifferences(shown.value, sent.value).length === 0) return [];
  const answer = parseJson(request.responseBody);
  const printed = parseJson(stdout.trim());
  const candidates = [answer, printed].filter((c) => c.ok) as Array<{ok: true; value: any}>;
  if (!candidates.length) return [];
  const results = candidates.map((c) => shapeDifferences(shown.value, c.value));
  if (results.some((r) => r.length === 0)) return [];
  const best = results.sort((a, b) => a.length - b.length)[0]!;
  return [
    {
      category: 'response shape',
      message: `${json.file}:${json.line} the JSON shown as the response of ${requestLabel(request)} differs from the mock's answer: ${best.slice(0, 4).join('; ')}${best.length > 4 ? ` (and ${best.length - 4} more)` : ''}: show what the API answers`,
    },
  ];
}

/** The line of a program's output that names its error (`TypeError: ...`, `curl: (6) ...`). */
function errorLine(stderr: string): string | undefined {
  const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => /^(?:[\w.]*(?:Error|Exception)\b.*:|Error \[|curl: \(\d+\)|jq: error)/.test(l));
  return lines.pop()?.slice(0, 300);
}

/** Problems in the way a block ended (exit status, time, errors on stderr). */
export function endProblems(result: ExecResult, timeoutMs: number): Problem[] {
  const tail = (text: string) => text.trim().split('\n').slice(-4).join(' | ').slice(0, 400);
  if (result.timedOut) {
    return [{category: 'harness limitation', message: `did not finish within ${timeoutMs / 1000} s (a server or a wait): if it is a server a tutorial runs, mark it norun="..." with the reason`}];
  }
  const problems: Problem[] = [];
  const stderr = result.stderr;
  const missing = stderr.match(/Cannot find (?:module|package) '([^']+)'|No module named '([^']+)'/);
  if (missing) {
    // An absolute path is a file of the run's workspace.
    const name = (missing[1] ?? missing[2])!.replace(/^.*\/bp-samples-[^/]+\//, './');
    const local = name.startsWith('.') || name.startsWith('/') || /^[a-z_]+$/.test(name);
    problems.push(
      local && !/^(flask|express|requests|httpx|fastapi|django)$/.test(name)
        ? {category: 'unreachable file import', message: `imports ${name}, which no block before it provides: give the block that defines it title="${name.replace(/^\.\//, '').replace(/^([a-z_]+)$/, '$1.py')}" (on this page or an earlier one)`}
        : {category: 'harness limitation', message: `imports the package ${name}, which the sample runner does not install: mark the block norun="..." if it needs it`},
    );
  }
  for (const m of stderr.matchAll(/(?:^|\n)(?:[^\n]*: )?([\w.-]+): command not found/g)) {
    const command = m[1]!;
    const hint = installHintFor(command);
    problems.push(
      (NOT_ON_A_FRESH_MACHINE as readonly string[]).includes(command)
        ? {category: 'program error', message: `calls ${command}, which a reader's machine may lack (Debian without uuid-runtime, Git Bash), and the runner runs without it: give it a fallback and stop with a message when none works, as the Exchange pages do (IDEMPOTENCY_KEY=$(uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid 2>/dev/null), then \${IDEMPOTENCY_KEY:?install uuidgen or set IDEMPOTENCY_KEY to a new UUID})`}
        : hint
          ? {category: 'harness limitation', message: `the command ${command} is not installed on this machine: install it (${hint})`}
          : {category: 'harness limitation', message: `runs ${command}, which is not installed here and which the samples' tool list (scripts/check-content/tools.mjs) does not name: use a command readers have, or add it to that list with its packages`},
    );
  }
  const keyError = stderr.match(/KeyError: '([A-Z][A-Z0-9_]*)'/);
  if (keyError) problems.push({category: 'wrong env var name', message: `reads the environment variable ${keyError[1]}, which is not set: use a name of the reader environment`});
  const undefinedName = stderr.match(/ReferenceError: (\w+) is not defined|NameError: name '(\w+)' is not defined/);
  if (undefinedName) {
    const name = (undefinedName[1] ?? undefinedName[2])!;
    problems.push({
      category: 'unset variable',
      message: `uses ${name}, which the block neither defines nor imports (each block is a program of its own, as a reader who pastes only it runs it): define or import ${name} in the block`,
    });
  }
  if (!problems.length && result.exitCode !== 0) {
    problems.push({category: 'program error', message: `exited with status ${result.exitCode}: ${errorLine(stderr) ?? tail(stderr || result.stdout)}`});
  }
  return problems;
}

/** The request a sample writes, as the extractor reads it from the code. */
export interface WrittenRequest {
  method: string;
  url: string;
  headers: Array<[string, string]>;
}

/** A URL the extractor read (`https://host/leads/{BP_LEAD_ID}/x`) as a pattern of the paths it stands for. */
function writtenPath(url: string): RegExp | undefined {
  const path = /^https?:\/\/[^/]+(\/[^?#]*)/.exec(url)?.[1];
  return path === undefined ? undefined : new RegExp(`^${pathTemplateSource(path.replace(/\/$/, ''))}/?$`);
}

/**
 * A sample that writes an `Idempotency-Key` header must send it: curl drops
 * a header whose value is empty (a missing `uuidgen`), and the call then goes
 * out without the protection the page promises.
 */
export function keyProblems(written: WrittenRequest[], sent: MockRequest[]): Problem[] {
  const keyed = written.filter((r) => r.headers.some(([name]) => name.toLowerCase() === 'idempotency-key'));
  const unprotected = sent.filter((r) => {
    if (!r.requestHeaders || (r.requestHeaders['idempotency-key'] ?? '').trim()) return false;
    const pathname = new URL(r.url).pathname;
    return keyed.some((w) => w.method === r.method && (writtenPath(w.url)?.test(pathname) ?? true));
  });
  return unprotected.map((r) => ({
    category: 'invalid request',
    message: `${requestLabel(r)} went out without its Idempotency-Key: the sample writes the header, but its value was empty (a generator such as uuidgen missing), so curl dropped it. To do: make the key where the reader runs the sample and stop when there is none: IDEMPOTENCY_KEY=$(uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid 2>/dev/null), then -H "Idempotency-Key: \${IDEMPOTENCY_KEY:?install uuidgen or set IDEMPOTENCY_KEY to a new UUID}"`,
  }));
}
