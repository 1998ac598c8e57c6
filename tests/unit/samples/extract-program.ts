/**
 * The requests of a JavaScript, TypeScript or Python sample (`fetch`,
 * `requests`, `httpx`, a session) and of a raw HTTP block: the URL resolved
 * against the program's string constants, the header names, the body when
 * it is a literal.
 */
import type {Body, CodeBlock, ExtractedRequest} from './extract';
import {KNOWN_VARIABLES, literalValue, variable} from './extract-values';

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
