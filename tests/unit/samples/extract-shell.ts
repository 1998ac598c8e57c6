/**
 * The curl commands of a shell sample: the command split into words as bash
 * would (quotes, `$VAR`, `${VAR}`, `${VAR:?message}`, `$(...)`), and each
 * word read as curl reads it (method, URL, headers, body).
 */
import type {Body, CodeBlock, ExtractedRequest} from './extract';
import {KNOWN_VARIABLES, variable} from './extract-values';

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
    if (!braced) {
      i += m[0].length + 1;
      return expand(m[0]);
    }
    // `${NAME}`, `${NAME:?message}`, `${NAME:-default}`: up to the brace that closes it.
    const open = i + 1;
    let depth = 0;
    for (i = open; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) break;
    }
    const operation = text.slice(open + 1 + m[0].length, i);
    i++;
    const fallback = /^:?-(.*)$/s.exec(operation);
    const known = env[m[0]] ?? KNOWN_VARIABLES[m[0]];
    return known ?? (fallback && !fallback[1]!.includes('$') ? fallback[1]! : variable(m[0]));
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
