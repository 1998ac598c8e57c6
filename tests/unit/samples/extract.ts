/**
 * Pulls HTTP requests out of code samples: curl commands (bash), JavaScript
 * `fetch`, Python `requests`/`httpx` calls and raw HTTP blocks. Each request
 * keeps its method, URL, header names and values, and body, with shell and
 * program variables marked (`{VAR}`) rather than guessed, so the checks can
 * tell a literal value (validated) from a value the reader supplies.
 *
 * By concern: the code blocks of a page and the dispatch by language here;
 * the reader's values and literals in ./extract-values.ts; the shell (curl)
 * in ./extract-shell.ts; JavaScript, Python and raw HTTP in
 * ./extract-program.ts.
 */
import {replaceTokens} from '../../../src/plugins/remark-identity';
import {tokens} from '../../../src/site/identity';
import {curlRequests} from './extract-shell';
import {fetchRequests, httpRequests, pythonRequests} from './extract-program';

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
