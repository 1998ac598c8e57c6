/** The Exchange guides under test, read as source, and their fenced code blocks. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import exchangeSidebar from '../../../src/sidebar/exchange';
import {sidebarDocIds} from '../../../src/sidebar/doc-ids';

export const ROOT = join(__dirname, '..', '..', '..');

/** Doc ids of the Exchange guides, in sidebar order (read from the sidebar part, not copied). */
export const EXCHANGE_DOC_IDS: readonly string[] = sidebarDocIds(exchangeSidebar);

export interface CodeBlock {
  doc: string;
  lang: string;
  /** The rest of the info string, e.g. `title="x.json" schema=Prospect`. */
  meta: string;
  code: string;
  /** `schema=<Name>` from the meta string: the OpenAPI schema the example must satisfy. */
  schema?: string;
}

export function source(id: string): string {
  return readFileSync(join(ROOT, 'docs', `${id}.mdx`), 'utf8');
}

/** Fenced code blocks (``` at any indentation), in document order. */
export function codeBlocks(id: string): CodeBlock[] {
  const fence = /^( *)```([\w-]+)?([^\n]*)\n([\s\S]*?)\n\1```[ \t]*$/gm;
  return [...source(id).matchAll(fence)].map((m) => {
    const indent = m[1];
    const code = m[4]
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n');
    const meta = m[3].trim();
    return {doc: id, lang: m[2] ?? '', meta, code, schema: meta.match(/\bschema=(\w+)/)?.[1]};
  });
}

export function allCodeBlocks(): CodeBlock[] {
  return EXCHANGE_DOC_IDS.flatMap(codeBlocks);
}

/** Front matter as flat `key: value` pairs (enough for title and description). */
export function frontMatter(id: string): Record<string, string> {
  const block = source(id).match(/^---\n([\s\S]*?)\n---\n/)?.[1] ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .map((line) => line.match(/^(\w+):\s*(.*)$/))
      .filter((m): m is RegExpMatchArray => m !== null)
      .map((m) => [m[1], m[2]]),
  );
}

/** Prose of a page: body without front matter, imports, code blocks and JSX tags. */
export function prose(id: string): string {
  return source(id)
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^( *)```[\s\S]*?\n\1```$/gm, '')
    .replace(/^import .*$/gm, '')
    .replace(/<\/?[A-Z][^>]*>/g, '');
}

/** Objects of a JSON example: the value itself, or each element of a top-level array. */
export function objectsOf(value: unknown): Record<string, unknown>[] {
  const items = Array.isArray(value) ? value : [value];
  return items.filter(
    (item): item is Record<string, unknown> =>
      typeof item === 'object' && item !== null && !Array.isArray(item),
  );
}

/** The OpenAPI document the API reference renders, tokens resolved and references inlined. */
export async function openApi(): Promise<Record<string, any>> {
  const {dereference} = await import('@readme/openapi-parser');
  const {loadDocument} = await import('../../../src/plugins/openapi/document');
  const {tokens} = await import('../../../src/site/identity');
  const yaml = readFileSync(join(ROOT, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8');
  const {doc} = loadDocument(yaml, tokens);
  return (await dereference(JSON.parse(JSON.stringify(doc)))) as Record<string, any>;
}
