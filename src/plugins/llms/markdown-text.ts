/**
 * Markdown text and its nodes, for the twins: renderers' Markdown parsed
 * into nodes (GFM, no MDX; HTML kept as text), nodes written out the way
 * every twin is written, and Markdown split into prose and code so that a
 * rewrite of the prose never touches a code span or a fenced block.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import type {PhrasingContent, Root, RootContent} from 'mdast';

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/**
 * Markdown a renderer wrote, kept as written (see `asWritten` in ./mdx.ts).
 * Stringified as its text; never parsed.
 */
export interface WrittenMarkdown {
  type: 'writtenMarkdown';
  value: string;
}

const stringifier = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {
    bullet: '-',
    fences: true,
    emphasis: '_',
    strong: '*',
    rule: '-',
    listItemIndent: 'one',
    handlers: {writtenMarkdown: (node: WrittenMarkdown) => node.value} as never,
  });

/** Markdown text -> nodes (GFM, no MDX), for renderers that write Markdown. */
export function parseMarkdown(text: string): RootContent[] {
  const root = markdownParser.parse(text) as Root;
  // Data may hold `<token>`-like text; a twin keeps it as text, never as HTML.
  const plain = (nodes: RootContent[]) => {
    nodes.forEach((node, i) => {
      if (node.type === 'html') nodes[i] = {type: 'text', value: node.value} as never;
      const parent = node as {children?: RootContent[]};
      if (parent.children) plain(parent.children);
    });
  };
  plain(root.children);
  return root.children;
}

export function toMarkdown(nodes: RootContent[]): string {
  const text = stringifier.stringify({type: 'root', children: nodes} as Root).trim();
  // The GFM serializer escapes every `@` (so an e-mail address cannot become an
  // autolink); an autolinked address is fine in a twin and reads better.
  return segments(text)
    .map((part) => (part.code ? part.text : part.text.replace(/\\@/g, '@')))
    .join('');
}

/** A stretch of Markdown: code (a fenced block or a code span) or the prose between. */
export interface Segment {
  code: boolean;
  text: string;
}

/**
 * Splits Markdown into prose and code: fenced blocks (at any indentation)
 * and code spans, delimited as CommonMark delimits them. The segments'
 * texts, joined, are the input.
 */
export function segments(markdown: string): Segment[] {
  const out: Segment[] = [];
  const push = (code: boolean, text: string) => {
    if (text) out.push({code, text});
  };
  const inline = (text: string) => {
    let from = 0;
    const runs = /`+/g;
    let run: RegExpExecArray | null;
    while ((run = runs.exec(text))) {
      // A span ends at the next run of exactly as many backticks; without one, the run is text.
      const closing = new RegExp(`(?<!\`)${run[0]}(?!\`)`, 'g');
      closing.lastIndex = run.index + run[0].length;
      const end = closing.exec(text);
      if (!end) continue;
      push(false, text.slice(from, run.index));
      push(true, text.slice(run.index, end.index + run[0].length));
      from = runs.lastIndex = end.index + run[0].length;
    }
    push(false, text.slice(from));
  };
  const lines = markdown.split('\n');
  let prose = 0;
  const lineText = (from: number, to: number) => lines.slice(from, to).map((line, i) => (from + i < lines.length - 1 ? `${line}\n` : line)).join('');
  for (let i = 0; i < lines.length; i++) {
    // At any indentation: a fence inside a nested list item is indented by its list.
    const open = /^[ \t]*(`{3,}|~{3,})/.exec(lines[i]!);
    if (!open) continue;
    const close = new RegExp(`^[ \\t]*${open[1]![0]}{${open[1]!.length},}[ \\t]*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end]!)) end++;
    inline(lineText(prose, i));
    push(true, lineText(i, end + 1));
    prose = end + 1;
    i = end;
  }
  inline(lineText(prose, lines.length));
  return out;
}

/** Text content of nodes (for code block children and labels). */
export function textOf(nodes: RootContent[] | PhrasingContent[]): string {
  return nodes
    .map((n) => {
      const node = n as {value?: unknown; children?: RootContent[]};
      if (typeof node.value === 'string') return node.value;
      return node.children ? textOf(node.children) : '';
    })
    .join('');
}
