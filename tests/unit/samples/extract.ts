/**
 * Pulls HTTP requests out of code samples: curl commands (bash), JavaScript
 * `fetch`, Python `requests`/`httpx` calls and raw HTTP blocks. Each request
 * keeps its method, URL, header names and values, and body, with shell and
 * program variables marked (`{VAR}`) rather than guessed, so the checks can
 * tell a literal value (validated) from a value the reader supplies.
 */
import {replaceTokens} from '../../../src/plugins/remark-identity';
import {tokens} from '../../../src/site/identity';
import {readerEnvironmentValues} from '../../../src/data/world/env';

export interface CodeBlock {
  file: string;
  line: number;
  language: string;
  code: string;
  /** The rest of the fence's info string after the language (`title="x.js" norun="..."`), trimmed. */
  meta?: string;
}

export type Body =
  | {kind: 'json'; value: unknown}
  | {kind: 'form'; value: Record<string, string>}
  | {kind: 'multipart'}
  | {kind: 'unknown'};

export interface ExtractedRequest {
  where: string;
  language: string;
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body?: Body;
}

/**
 * Variables a reader sets before the samples run, with their sandbox values
 * from the reader environment of the fixture world (src/data/world/env.ts),
 * so that a sample's body can be validated. Ids that a sample captures from a
 * response (BP_FORM_ID, ...) and are not reader values stay variables.
 */
export const KNOWN_VARIABLES: Record<string, string> = {
  ...readerEnvironmentValues,
  BP_WEBHOOK_URL: 'https://your-app.example.com/bindpoint/webhooks',
};

/** A value supplied by the reader, kept visible in URLs and bodies. */
const variable = (name: string) => `{${name}}`;
export const isVariable = (text: string) => /\{[A-Za-z_][\w.]*\}/.test(text) || text.includes('{expr}');

/** Code blocks of an MDX source, with identity and fact tokens replaced. */
export function codeBlocks(file: string, source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const fence = /^(\s*)(`{3,})([\w-]*)([^\n]*)\n([\s\S]*?)^\1\2\s*$/gm;
  for (const match of source.matchAll(fence)) {
    const line = source.slice(0, match.index).split('\n').length;
    const indent = match[1]!.length;
    const code = match[5]!
      .split('\n')
      .map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)))
      .join('\n');
    blocks.push({
      file,
      line,
      language: match[3]!.toLowerCase(),
      code: replaceTokens(code, tokens, `${file}:${line}`),
      meta: replaceTokens(match[4]!.trim(), tokens, `${file}:${line}`),
    });
  }
  return blocks;
}

// ---------------------------------------------------------------- shell (curl)

/** Splits a shell command into words, honouring quotes; stops at | ; && ) > and newlines. */
export function shellWords(text: string, env: Record<string, string> = {}): {words: string[]; rest: string} {
  const words: string[] = [];
  let word: string | null = null;
  let i = 0;
  const expand = (name: string) => env[name] ?? KNOWN_VARIABLES[name] ?? variable(name);
  const readVar = (): string => {
    // at "$"
    if (text[i + 1] === '(') {
      let depth = 0;
      const start = i;
      for (; i < text.length; i++) {
        if (text[i] === '(') depth++;
        else if (text[i] === ')' && --depth === 0) break;
      }
      i++;
      return text.slice(start, i).includes('uuidgen') ? '6f0d8a4e-1c2b-4f3a-9e8d-7c6b5a4f3e2d' : '{expr}';
    }
    const braced = text[i + 1] === '{';
    const m = text.slice(i + (braced ? 2 : 1)).match(/^[A-Za-z_][A-Za-z0-9_]*/);
    if (!m) {
      i++;
      return '$';
    }
    i += m[0].length + (braced ? 3 : 1);
    return expand(m[0]);
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && text[i + 1] === '\n') {
      i += 2;
      continue;
    }
    if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
      if (c === '\n') return {words, rest: text.slice(i)};
      i++;
      continue;
    }
    if (c === '|' || c === ';' || c === ')' || c === '>' || (c === '&' && text[i + 1] === '&')) {
      if (word !== null) words.push(word);
      return {words, rest: text.slice(i)};
    }
    word ??= '';
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      word += text.slice(i + 1, end);
      i = end + 1;
    } else if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && /["\\$`]/.test(text[i + 1] ?? '')) {
          word += text[i + 1];
          i += 2;
        } else if (text[i] === '$') {
          word += readVar();
        } else {
          word += text[i++];
        }
      }
      i++;
    } else if (c === '$') {
      word += readVar();
    } else if (c === '\\') {
      word += text[i + 1] ?? '';
      i += 2;
    } else {
      word += c;
      i++;
    }
  }
  if (word !== null) words.push(word);
  return {words, rest: ''};
}

const CURL_VALUE_FLAGS = new Set([
  '-o', '--output', '-w', '--write-out', '-m', '--max-time', '--connect-timeout', '-A', '--user-agent',
  '--retry', '--retry-delay', '--retry-max-time', '-e', '--referer', '--cacert', '--cert', '--key', '-c', '-b',
  '--resolve', '--proxy', '-x',
]);

function parseForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/** The curl commands of a shell script. */
export function curlRequests(block: CodeBlock, env: Record<string, string> = {}): ExtractedRequest[] {
  const out: ExtractedRequest[] = [];
  const code = block.code;
  // Plain `NAME="literal"` / `export NAME=literal` assignments, in order.
  for (const m of code.matchAll(/^(?:export\s+)?([A-Z][A-Z0-9_]*)=(["']?)([^"'$\n`]*)\2\s*$/gm)) {
    if (m[3] && !m[3].includes('<')) env[m[1]!] = m[3];
  }
  for (const match of code.matchAll(/(^|[\s($|;&])curl\s/g)) {
    const start = match.index! + match[1]!.length + 5;
    const {words} = shellWords(code.slice(start), env);
    const line = block.line + code.slice(0, start).split('\n').length;
    let method = '';
    let url = '';
    let getMode = false;
    const headers: Array<[string, string]> = [];
    const data: string[] = [];
    let form = false;
    let urlencoded = false;
    let binaryFile = false;
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      const next = () => words[++i] ?? '';
      if (w === '-X' || w === '--request') method = next().toUpperCase();
      else if (w === '-H' || w === '--header') {
        const h = next();
        const colon = h.indexOf(':');
        headers.push([h.slice(0, colon).trim(), h.slice(colon + 1).trim()]);
      } else if (w === '-u' || w === '--user') {
        next();
        headers.push(['Authorization', 'Basic {credentials}']);
      } else if (['-d', '--data', '--data-raw', '--data-ascii'].includes(w)) data.push(next());
      else if (w === '--data-binary') {
        const v = next();
        if (v.startsWith('@')) binaryFile = true;
        else data.push(v);
      } else if (w === '--data-urlencode') {
        urlencoded = true;
        data.push(next());
      } else if (w === '-F' || w === '--form') {
        next();
        form = true;
      } else if (w === '-G' || w === '--get') getMode = true;
      else if (w === '--json') {
        data.push(next());
        headers.push(['Content-Type', 'application/json']);
      } else if (CURL_VALUE_FLAGS.has(w)) next();
      else if (w.startsWith('-')) continue;
      else if (!url) url = w;
    }
    if (!url) continue;
    let body: Body | undefined;
    if (getMode && data.length) {
      url += (url.includes('?') ? '&' : '?') + data.join('&');
    } else if (form) body = {kind: 'multipart'};
    else if (binaryFile) body = {kind: 'unknown'};
    else if (data.length) {
      const type = headers.find(([n]) => n.toLowerCase() === 'content-type')?.[1] ?? '';
      if (type.includes('json')) {
        try {
          body = {kind: 'json', value: JSON.parse(data.join(''))};
        } catch {
          body = {kind: 'unknown'};
        }
      } else {
        body = {kind: 'form', value: parseForm(urlencoded ? data.join('&') : data.join('&'))};
      }
    }
    out.push({
      where: `${block.file}:${line}`,
      language: 'curl',
      method: method || (body && !getMode ? 'POST' : 'GET'),
      url,
      headers,
      body,
    });
  }
  return out;
}

// ------------------------------------------------------------- JS and Python

/** Text between the bracket at `open` and its partner (strings skipped). */
function balanced(text: string, open: number): string | undefined {
  const pairs: Record<string, string> = {'(': ')', '{': '}', '[': ']'};
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === '`') {
      const end = text.indexOf(c, i + 1);
      if (end < 0) return undefined;
      i = end;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (!stack.length) return text.slice(open + 1, i);
    }
  }
  return undefined;
}

/** String constants of a program: `const NAME = '...'` or `NAME = "..."`. */
function constants(code: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of code.matchAll(/^\s*(?:export\s+)?(?:const|let|var)?\s*([A-Za-z_]\w*)\s*(?::\s*string\s*)?=\s*(['"`])([^'"`\n$]*)\2\s*;?\s*$/gm)) {
    out[m[1]!] = m[3]!;
  }
  for (const m of code.matchAll(/^\s*([A-Za-z_]\w*)\s*=\s*os\.environ\.get\(\s*['"][A-Z_]+['"]\s*,\s*['"]([^'"]+)['"]\s*\)/gm)) {
    out[m[1]!] = m[2]!;
  }
  for (const m of code.matchAll(/^\s*(?:const|let)\s+([A-Za-z_]\w*)\s*=\s*process\.env\.[A-Z_]+\s*\?\?\s*(['"])([^'"]+)\2/gm)) {
    out[m[1]!] = m[3]!;
  }
  return out;
}

/** Resolves a JS template literal or a Python f-string against string constants. */
function resolveTemplate(text: string, consts: Record<string, string>): string {
  return text.replace(/\$?\{([^}]*)\}/g, (_m, expr: string) => {
    const name = expr.trim();
    if (consts[name] !== undefined) return consts[name]!;
    const env = name.match(/^(?:process\.env\.|os\.environ\[['"])([A-Z_]+)/);
    if (env) return KNOWN_VARIABLES[env[1]!] ?? variable(env[1]!);
    return variable(name.replace(/[^\w.]/g, '') || 'expr');
  });
}

/** A JS/Python URL expression: a literal, a template, a constant, or `CONST + '...'`. */
function urlExpression(expr: string, consts: Record<string, string>): string | undefined {
  const parts = expr.split(/\s*\+\s*/);
  let out = '';
  for (const part of parts) {
    const p = part.trim();
    const literal = p.match(/^f?(['"`])([\s\S]*)\1$/);
    if (literal) out += resolveTemplate(literal[2]!, consts);
    else if (consts[p] !== undefined) out += consts[p];
    else if (/^[\w.]+$/.test(p)) out += variable(p);
    else return undefined;
  }
  return out;
}

/** Evaluates a literal (JSON-like JS or Python); undefined when it refers to anything else. */
export function literalValue(text: string, python: boolean): unknown {
  // A reader value read from the environment inside the literal: the reader environment's value.
  let source = text.replace(
    /\bprocess\.env\.([A-Z][A-Z0-9_]*)|\bos\.environ\[(['"])([A-Z][A-Z0-9_]*)\2\]/g,
    (_m, js: string | undefined, _q: string, py: string | undefined) => {
      const name = (js ?? py)!;
      return JSON.stringify(KNOWN_VARIABLES[name] ?? variable(name));
    },
  );
  if (python) {
    source = source.replace(/\bTrue\b/g, 'true').replace(/\bFalse\b/g, 'false').replace(/\bNone\b/g, 'null');
  }
  try {
    // Object literals of samples only; no identifiers are in scope.
    return new Function(`"use strict"; return (${source});`)();
  } catch {
    return undefined;
  }
}

function headerNames(objectText: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const m of objectText.matchAll(/(?:^|[,{\s])(['"]?)([A-Za-z][A-Za-z0-9-]*)\1\s*:\s*([^,\n]+)/g)) {
    out.push([m[2]!, m[3]!.trim()]);
  }
  return out;
}

/** `fetch(url, {...})` calls of a JavaScript or TypeScript block. */
export function fetchRequests(block: CodeBlock): ExtractedRequest[] {
  const out: ExtractedRequest[] = [];
  const code = block.code;
  const consts = constants(code);
  for (const match of code.matchAll(/\bfetch\(/g)) {
    const args = balanced(code, match.index! + 5);
    if (!args) continue;
    const comma = topLevelComma(args);
    const url = urlExpression((comma < 0 ? args : args.slice(0, comma)).trim(), consts);
    if (!url) continue;
    const options = comma < 0 ? '' : args.slice(comma + 1);
    const method = options.match(/method:\s*['"](\w+)['"]/)?.[1]?.toUpperCase() ?? 'GET';
    const headersAt = options.search(/headers:\s*\{/);
    const headers = headersAt < 0 ? [] : headerNames(balanced(options, options.indexOf('{', headersAt)) ?? '');
    let body: Body | undefined;
    const json = options.search(/body:\s*JSON\.stringify\(/);
    if (json >= 0) {
      const inner = balanced(options, options.indexOf('(', json));
      const value = inner === undefined ? undefined : literalValue(inner, false);
      body = value === undefined ? {kind: 'unknown'} : {kind: 'json', value};
    } else if (/body:\s*new URLSearchParams\(/.test(options)) {
      const at = options.search(/new URLSearchParams\(/);
      const inner = balanced(options, options.indexOf('(', at));
      const value = inner === undefined ? undefined : literalValue(inner, false);
      body = value && typeof value === 'object' ? {kind: 'form', value: value as Record<string, string>} : {kind: 'unknown'};
    } else if (/body:\s*form\b/.test(options)) body = {kind: 'multipart'};
    else if (/\bbody[:,]/.test(options)) body = {kind: 'unknown'};
    const line = block.line + code.slice(0, match.index).split('\n').length;
    out.push({where: `${block.file}:${line}`, language: 'javascript', method, url, headers, body});
  }
  return out;
}

function topLevelComma(args: string): number {
  let depth = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i]!;
    if (c === '"' || c === "'" || c === '`') {
      i = args.indexOf(c, i + 1);
      if (i < 0) return -1;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) return i;
  }
  return -1;
}

/** `requests.<method>(...)` / `httpx.<method>(...)` / `session.<method>(...)` calls of a Python block. */
export function pythonRequests(block: CodeBlock): ExtractedRequest[] {
  const out: ExtractedRequest[] = [];
  const code = block.code;
  const consts = constants(code);
  for (const m of code.matchAll(/^\s*([A-Za-z_]\w*)\s*=\s*(f?(['"])[^'"\n]*\3)\s*$/gm)) {
    const value = urlExpression(m[2]!, consts);
    if (value !== undefined) consts[m[1]!] = value;
  }
  // Session-wide headers: `session.headers.update({...})`.
  const sessionHeaders: Array<[string, string]> = [];
  for (const m of code.matchAll(/\.headers\.update\(\s*\{/g)) {
    sessionHeaders.push(...headerNames(balanced(code, code.indexOf('{', m.index!)) ?? ''));
  }
  for (const match of code.matchAll(/\b(?:requests|httpx|session|client|http)\.(get|post|put|patch|delete)\(/g)) {
    const args = balanced(code, match.index! + match[0].length - 1);
    if (!args) continue;
    const comma = topLevelComma(args);
    const first = (comma < 0 ? args : args.slice(0, comma)).trim();
    const url = urlExpression(first.replace(/^url\s*=\s*/, ''), consts);
    if (!url) continue;
    const rest = comma < 0 ? '' : args.slice(comma + 1);
    const headers: Array<[string, string]> = match[0].startsWith('requests.') ? [] : [...sessionHeaders];
    const headersAt = rest.search(/headers\s*=\s*\{/);
    if (headersAt >= 0) headers.push(...headerNames(balanced(rest, rest.indexOf('{', headersAt)) ?? ''));
    const headerConst = rest.match(/headers\s*=\s*([A-Za-z_]\w*)/)?.[1];
    if (headerConst) {
      const def = code.search(new RegExp(`^\\s*${headerConst}\\s*=\\s*\\{`, 'm'));
      if (def >= 0) headers.push(...headerNames(balanced(code, code.indexOf('{', def)) ?? ''));
      else headers.push(['Authorization', '{headers}']);
    }
    if (/\bauth\s*=/.test(rest)) headers.push(['Authorization', 'Basic {credentials}']);
    let body: Body | undefined;
    const json = rest.search(/\bjson\s*=\s*[{[]/);
    if (json >= 0) {
      const open = rest.slice(json).search(/[{[]/) + json;
      const inner = balanced(rest, open);
      const value = inner === undefined ? undefined : literalValue(rest[open] + inner + (rest[open] === '{' ? '}' : ']'), true);
      body = value === undefined ? {kind: 'unknown'} : {kind: 'json', value};
    } else if (/\bdata\s*=\s*\{/.test(rest)) {
      const at = rest.search(/\bdata\s*=\s*\{/);
      const open = rest.indexOf('{', at);
      const value = literalValue(`{${balanced(rest, open)}}`, true);
      body = value && typeof value === 'object' && !/\bfiles\s*=/.test(rest)
        ? {kind: 'form', value: value as Record<string, string>}
        : {kind: /\bfiles\s*=/.test(rest) ? 'multipart' : 'unknown'};
    } else if (/\b(json|data|files|content)\s*=/.test(rest)) body = {kind: /\bfiles\s*=/.test(rest) ? 'multipart' : 'unknown'};
    const line = block.line + code.slice(0, match.index).split('\n').length;
    out.push({where: `${block.file}:${line}`, language: 'python', method: match[1]!.toUpperCase(), url, headers, body});
  }
  return out;
}

/** A raw HTTP request block: request line, headers, blank line, body. */
export function httpRequests(block: CodeBlock): ExtractedRequest[] {
  const [head, ...bodyParts] = block.code.split(/\n\s*\n/);
  const lines = head!.split('\n').filter(Boolean);
  const request = lines[0]?.match(/^(GET|POST|PUT|PATCH|DELETE)\s+(\S+)(?:\s+HTTP\/[\d.]+)?$/);
  if (!request) return [];
  const headers: Array<[string, string]> = lines.slice(1).map((l) => {
    const colon = l.indexOf(':');
    return [l.slice(0, colon).trim(), l.slice(colon + 1).trim()];
  });
  const host = headers.find(([n]) => n.toLowerCase() === 'host')?.[1];
  const target = request[2]!;
  const url = /^https?:\/\//.test(target) ? target : host ? `https://${host}${target}` : target;
  const text = bodyParts.join('\n\n').trim();
  let body: Body | undefined;
  if (text) {
    try {
      body = {kind: 'json', value: JSON.parse(text)};
    } catch {
      body = {kind: 'unknown'};
    }
  }
  return [{where: `${block.file}:${block.line + 1}`, language: 'http', method: request[1]!, url, headers: headers.filter(([n]) => n.toLowerCase() !== 'host'), body}];
}

/** Every request of a code block, by its language. */
export function requestsOf(block: CodeBlock, shellEnv: Record<string, string> = {}): ExtractedRequest[] {
  switch (block.language) {
    case 'bash':
    case 'sh':
    case 'shell':
    case 'console':
    case 'curl':
      return curlRequests(block, shellEnv);
    case 'js':
    case 'javascript':
    case 'mjs':
    case 'ts':
    case 'typescript':
    case 'tsx':
    case 'jsx':
      return fetchRequests(block);
    case 'python':
    case 'py':
      return pythonRequests(block);
    case 'http':
      return httpRequests(block);
    default:
      return [];
  }
}
