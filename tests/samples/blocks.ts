/**
 * A page as the sample runner sees it: its code blocks in page order, each
 * with the fence meta (`title="token.js"`, `norun="reason"`), the `<Tabs>`
 * group it sits in, and the prose around it (where status promises are
 * read). Blocks come from three places: the fences of the MDX source
 * (`codeBlocks()` of tests/unit/samples/extract.ts, tokens replaced), files
 * a page shows through a raw import (`<CodeBlock ...>{verifyNode}</CodeBlock>`
 * of `!!raw-loader!@site/...`), and the samples the API reference generates
 * where a page renders an operation (`<CreateHook />`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {codeBlocks} from '../unit/samples/extract';
import {pickVariables, variableLines, type ReaderVariable} from '../../src/data/reader-variables';
import {generatedBlocks} from './generated';
import {replaceTokens} from '../../src/plugins/remark-identity';
import {tokens} from '../../src/site/identity';
import {parseSampleMeta as parseMeta, type SampleMeta} from '../../src/plugins/code-blocks/remark-sample-meta';

export interface Block extends SampleMeta {
  /** Repository-relative file and 1-based line of the block (the opening fence). */
  file: string;
  line: number;
  language: string;
  code: string;
  /** The `<Tabs>` element the block sits in (`tabs:<line>`), or the operation of a generated sample (`op:<id>`). */
  group?: string;
  /**
   * Which tab of its group the block is in (the line of its `<TabItem>`; a
   * generated sample's language). Blocks in other tabs of the same group are
   * alternatives: a reader runs one of them.
   */
  tab?: string;
  /** Where the block comes from. */
  origin: 'fence' | 'raw-import' | 'generated' | 'home' | 'component';
  /** For generated samples: the operation, and the 2xx statuses it documents. */
  operationId?: string;
  success?: number[];
  /** Prose right before the block (its last paragraph) and right after it (or after its `<Tabs>`). */
  before: string;
  after: string;
  /** Lines the block spans in its file (for finding the JSON block that follows). */
  endLine: number;
}

interface Span {
  start: number;
  end: number;
}

/** Line spans (1-based, inclusive) of the elements named `tag` of a source. */
function spansOf(lines: string[], tag: string): Span[] {
  const spans: Span[] = [];
  const open: number[] = [];
  lines.forEach((text, i) => {
    if (new RegExp(`^\\s*<${tag}\\b`).test(text)) open.push(i + 1);
    if (new RegExp(`^\\s*</${tag}>`).test(text) && open.length) spans.push({start: open.pop()!, end: i + 1});
  });
  return spans;
}

const JSX_LINE = /^\s*<\/?[A-Z][\w.]*[^>]*>\s*$|^\s*<\/?[A-Z][\w.]*\b[^>]*$|^\s*\/?>\s*$/;

/** Prose of a line range, JSX tag lines and imports dropped, joined into one text, its tokens rendered as a reader reads them ("→ {{rule:sendProspect.duplicate_prospect}}" promises 422). */
function prose(lines: string[], from: number, to: number): string {
  const text = lines
    .slice(Math.max(0, from - 1), Math.max(0, to))
    .filter((l) => !JSX_LINE.test(l) && !/^import\s/.test(l))
    .join('\n')
    .trim();
  return text.includes('{{') ? replaceTokens(text, tokens, 'prose') : text;
}

/** The last paragraph of a text. */
const lastParagraph = (text: string) => text.split(/\n\s*\n/).pop()!.trim();
/** The first paragraph of a text. */
const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0]!.trim();

/** Raw-file imports shown with `<CodeBlock language title>{name}</CodeBlock>`. */
function rawImportBlocks(file: string, source: string, root: string): Array<Omit<Block, 'before' | 'after' | 'group' | 'tab'>> {
  const imports = new Map<string, string>();
  for (const m of source.matchAll(/^import\s+(\w+)\s+from\s+'!!raw-loader!@site\/([^']+)';/gm)) imports.set(m[1]!, m[2]!);
  const out: Array<Omit<Block, 'before' | 'after' | 'group' | 'tab'>> = [];
  for (const m of source.matchAll(/<CodeBlock\b([^>]*)>\{(\w+)\}<\/CodeBlock>/g)) {
    const target = imports.get(m[2]!);
    if (!target) continue;
    const attrs = m[1]!;
    const line = source.slice(0, m.index).split('\n').length;
    const language = attrs.match(/language="([\w-]+)"/)?.[1] ?? path.extname(target).slice(1);
    const meta = parseMeta(attrs.replace(/language="[^"]*"/, ''));
    out.push({...meta, file, line, endLine: line, language, code: fs.readFileSync(path.join(root, target), 'utf8'), origin: 'raw-import'});
  }
  return out;
}

/**
 * The reader's values a page renders with `<ReaderVariables names={[...]} />`
 * (export lines, or a `.env` file when `format="dotenv"`), as the component
 * renders them from the fixture world's list.
 */
function readerVariableBlocks(file: string, source: string, variables?: readonly ReaderVariable[]): Array<Omit<Block, 'before' | 'after' | 'group' | 'tab'>> {
  const out: Array<Omit<Block, 'before' | 'after' | 'group' | 'tab'>> = [];
  for (const m of source.matchAll(/<ReaderVariables\b([\s\S]*?)\/>/g)) {
    const attrs = m[1]!;
    const format = attrs.match(/format="(\w+)"/)?.[1] ?? 'export';
    if (format === 'table') continue;
    const line = source.slice(0, m.index).split('\n').length;
    const where = `${file}:${line}`;
    if (!variables) throw new Error(`${where} renders ReaderVariables: the sample runner needs the fixture world's list of reader variables`);
    const names = [...(attrs.match(/names=\{\[([\s\S]*?)\]\}/)?.[1] ?? '').matchAll(/['"]([A-Z][A-Z0-9_]*)['"]/g)].map((n) => n[1]!);
    const code = variableLines(pickVariables(variables, names, where), format as 'export' | 'dotenv');
    const title = attrs.match(/title="([^"]+)"/)?.[1];
    out.push({file, line, endLine: line + attrs.split('\n').length - 1, language: 'bash', code, title, shown: '', origin: 'component'});
  }
  return out;
}

/** Every block of an MDX page in page order, with its prose and group. */
export function pageBlocks(file: string, root: string, readerVariables?: readonly ReaderVariable[]): Block[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const lines = source.split('\n');
  const raw: Array<Omit<Block, 'before' | 'after' | 'group' | 'tab'>> = [
    ...codeBlocks(file, source).map((b) => ({
      ...parseMeta(b.meta ?? ''),
      file,
      line: b.line,
      endLine: b.line + b.code.split('\n').length,
      language: b.language,
      code: b.code,
      origin: 'fence' as const,
    })),
    ...rawImportBlocks(file, source, root),
    ...readerVariableBlocks(file, source, readerVariables),
    ...generatedBlocks(file, source),
  ].sort((a, b) => a.line - b.line);
  const spans = spansOf(lines, 'Tabs');
  const items = spansOf(lines, 'TabItem');
  const inCode = (n: number) => raw.some((b) => b.origin === 'fence' && b.line <= n && n <= b.endLine);
  const headings = lines.flatMap((l, i) => (/^#{1,6}\s/.test(l) && !inCode(i + 1) ? [i + 1] : []));
  return raw.map((block, index) => {
    // The innermost <Tabs> around the block.
    const span = spans.filter((s) => s.start < block.line && block.line < s.end).sort((a, b) => a.start - b.start).pop();
    const start = span ? span.start : block.line;
    const end = span ? span.end : block.endLine;
    const previousEnd = Math.max(0, ...raw.filter((b) => b.endLine < start).map((b) => b.endLine));
    // Prose is cut at the neighbouring blocks and at headings.
    const headingBefore = Math.max(0, ...headings.filter((h) => h < start));
    const nextBlock = raw.slice(index + 1).find((b) => b.line > end)?.line ?? lines.length + 1;
    const headingAfter = Math.min(lines.length + 1, ...headings.filter((h) => h > end));
    const before = lastParagraph(prose(lines, Math.max(previousEnd + 1, headingBefore + 1), start - 1));
    const after = firstParagraph(prose(lines, end + 1, Math.min(nextBlock, headingAfter) - 1));
    if (block.origin === 'generated') return {...block, group: `op:${block.operationId}`, tab: block.language, before, after};
    const item = items.filter((s) => s.start < block.line && block.line < s.end).sort((a, b) => a.start - b.start).pop();
    return {...block, group: span ? `tabs:${span.start}` : undefined, tab: span && item ? `item:${item.start}` : undefined, before, after};
  });
}
