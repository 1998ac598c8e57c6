/**
 * Text helpers of the claims check: sentences of a paragraph, comments of a
 * code block, and the line of a snippet inside a data file.
 */

export interface Unit {
  /** Repository-relative file. */
  file: string;
  line: number;
  /** One sentence, table row, heading, comment line or data string. */
  text: string;
  /** The text the sentence belongs to (page, operation, event, component): where its domain is read. */
  scope: string;
  /** A dated entry of a changelog: the check reads it for the facts in force at that date. */
  date?: string;
  /** The heading (or operation summary) the sentence sits under: its domain counts for the sentence. */
  heading?: string;
}

const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|approx|cf|no|incl|resp|min|max|sec|U\.S|Inc|Ltd|Co)|\.\.)\.$/i;

/** The sentences of a paragraph, each with its offset. */
export function sentences(text: string): Array<{text: string; offset: number}> {
  const out: Array<{text: string; offset: number}> = [];
  let from = 0;
  for (const m of text.matchAll(/[.!?](?=[\s]+["'`*_(\[{]?[A-Z0-9{`*])|[.!?]["')\]]?(?=\s*$)/g)) {
    const end = m.index! + m[0].length;
    if (ABBREVIATIONS.test(text.slice(Math.max(0, end - 8), end))) continue;
    const sentence = text.slice(from, end);
    if (sentence.trim()) out.push({text: sentence.trim(), offset: from + sentence.length - sentence.trimStart().length});
    from = end;
  }
  const rest = text.slice(from);
  if (rest.trim()) out.push({text: rest.trim(), offset: from + rest.length - rest.trimStart().length});
  return out;
}

const HASH = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'python', 'py', 'yaml', 'yml', 'ruby', 'rb', 'toml', 'dockerfile', 'ini', 'conf', 'properties', 'nginx']);
const SLASH = new Set(['js', 'javascript', 'jsx', 'ts', 'typescript', 'tsx', 'mjs', 'cjs', 'java', 'go', 'c', 'cpp', 'csharp', 'cs', 'php', 'kotlin', 'swift', 'rust', 'scss', 'css', 'json5', 'jsonc', 'graphql']);
const MARKUP = new Set(['html', 'xml', 'svg', 'vue', 'markdown', 'md', 'mdx']);

/** The comments of a code block, one per line, with their line offset in the block; diagrams are read whole. */
export function codeComments(lang: string | null | undefined, code: string): Array<{text: string; index: number}> {
  const language = (lang ?? '').toLowerCase();
  const lines = code.split('\n');
  const out: Array<{text: string; index: number}> = [];
  if (language === 'mermaid') {
    lines.forEach((line, index) => /[A-Za-z]{3}/.test(line) && out.push({text: line.trim(), index}));
    return out;
  }
  const hash = HASH.has(language);
  const slash = SLASH.has(language) || MARKUP.has(language);
  let block = false;
  lines.forEach((line, index) => {
    if (slash && (block || /\/\*/.test(line))) {
      const open = block ? 0 : line.indexOf('/*') + 2;
      const close = line.indexOf('*/', open);
      block = close < 0;
      const text = line.slice(open, close < 0 ? undefined : close).replace(/^\s*\*+\s?/, '').trim();
      if (text) out.push({text, index});
      return;
    }
    if (MARKUP.has(language)) {
      for (const m of line.matchAll(/<!--(.*?)(?:-->|$)/g)) if (m[1]!.trim()) out.push({text: m[1]!.trim(), index});
    }
    if (hash) {
      const m = /(?:^|\s)#(?![!{])\s?(.*)$/.exec(line);
      if (m && m[1]!.trim()) out.push({text: m[1]!.trim(), index});
    }
    if (slash) {
      const m = /(?:^|[\s;,({])\/\/\s?(.*)$/.exec(line);
      if (m && m[1]!.trim()) out.push({text: m[1]!.trim(), index});
    }
  });
  return out;
}

/** Index of each line start of a text, for offset-to-line lookups. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

export function lineAt(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/**
 * The line of a string value inside a data file (JSON or YAML): its first
 * words, found from `from` on (folded YAML and JSON escapes change the rest).
 */
export function locate(source: string, starts: number[], value: string, from = 0): {line: number; at: number} {
  const words = value.replace(/\\n/g, ' ').split(/\s+/).filter((w) => /^[\w'-]+$/.test(w)).slice(0, 4);
  for (let n = words.length; n > 0; n--) {
    const pattern = new RegExp(words.slice(0, n).map((w) => w.replace(/[-]/g, '\\-')).join(String.raw`[\s\S]{1,12}?`), 'g');
    pattern.lastIndex = from;
    const m = pattern.exec(source);
    if (m) return {line: lineAt(starts, m.index), at: m.index};
  }
  return {line: lineAt(starts, from), at: from};
}
