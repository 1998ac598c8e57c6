/**
 * The sentences of an MDX or Markdown file, parsed as Docusaurus parses it
 * (the same remark plugins and preprocessing as the Markdown twins,
 * src/plugins/llms/mdx.ts): prose, headings, list items, admonitions and
 * their titles, table rows (each cell after its column's header), string JSX
 * attributes and the strings of JSX expressions and exports, front matter
 * (title, description, keywords), code comments and diagram text. Code
 * itself is a sample, not a claim, and is left out.
 */
import {RULE_NAME} from '../../../src/data/rules/tokens';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import {parse as parseYaml} from 'yaml';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import {ADMONITIONS} from '../../../src/plugins/llms/mdx';
import {codeComments, lineAt, lineStarts, sentences, type Unit} from './text';

const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);

interface Node {
  type: string;
  value?: string;
  lang?: string | null;
  name?: string | null;
  children?: Node[];
  attributes?: Array<{type: string; name?: string; value?: unknown; position?: Position}>;
  position?: Position;
  data?: {estree?: unknown};
}
interface Position {
  start: {line: number; offset?: number};
}

/** Inline content as text, with the line each piece starts on. */
function inline(node: Node, parts: Array<{text: string; line: number}>) {
  const line = node.position?.start.line ?? parts.at(-1)?.line ?? 1;
  switch (node.type) {
    case 'text':
      parts.push({text: node.value ?? '', line});
      return;
    case 'inlineCode':
      parts.push({text: `\`${node.value}\``, line});
      return;
    case 'break':
      parts.push({text: ' ', line});
      return;
    case 'mdxTextExpression': {
      // `{{fact:name}}`, `{{rule:op.situation}}` and `{{token}}` parse as an expression holding an object literal.
      const token = new RegExp(String.raw`^\{\s*((?:fact:)?[A-Za-z][A-Za-z0-9]*|${RULE_NAME})\s*\}$`).exec((node.value ?? '').trim());
      if (token) parts.push({text: `{{${token[1]}}}`, line});
      return;
    }
    default:
      for (const child of node.children ?? []) inline(child, parts);
  }
}

function joined(parts: Array<{text: string; line: number}>): {text: string; lineOf: (offset: number) => number} {
  let text = '';
  const marks: Array<[number, number]> = [];
  for (const part of parts) {
    marks.push([text.length, part.line]);
    text += part.text;
  }
  // Soft line breaks count as spaces; the line of an offset is the line of the piece holding it (plus its newlines).
  const lineOf = (offset: number) => {
    let mark = marks[0] ?? [0, 1];
    for (const m of marks) if (m[0] <= offset) mark = m;
    return mark[1] + (text.slice(mark[0], offset).match(/\n/g)?.length ?? 0);
  };
  return {text, lineOf};
}

/** String literals of an ESTree (JSX expression props, exports), grouped by the object that holds them. */
function estreeStrings(tree: unknown, fallbackLine: number): Array<{text: string; line: number}> {
  const out: Array<{text: string; line: number}> = [];
  const visit = (node: any, group: string[] | null) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, group));
    if (node.type === 'ImportDeclaration') return;
    if (node.type === 'ObjectExpression') {
      const own: string[] = [];
      for (const prop of node.properties ?? []) visit(prop, own);
      if (own.length) out.push({text: own.join(' | '), line: node.loc?.start?.line ?? fallbackLine});
      return;
    }
    const literal = node.type === 'Literal' && typeof node.value === 'string' ? node.value : node.type === 'TemplateElement' ? node.value?.cooked : undefined;
    // In an object every string is a cell of its row ("43200 s" beside "Token lifetime"); alone, only prose.
    if (typeof literal === 'string' && group && /\w/.test(literal)) group.push(literal);
    else if (typeof literal === 'string' && /[A-Za-z]{2,}\s+\S/.test(literal)) out.push({text: literal, line: node.loc?.start?.line ?? fallbackLine});
    for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'range' && key !== 'parent') visit(value, group);
  };
  visit(tree, null);
  return out;
}

/** Every unit of an MDX (or, with `markdown`, plain Markdown) source. */
export function mdxUnits(file: string, source: string, options: {markdown?: boolean; lineOffset?: number; date?: (line: number) => string | undefined} = {}): Unit[] {
  const text = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), Object.keys(ADMONITIONS));
  const tree = (options.markdown ? mdParser : mdxParser).parse(text) as unknown as Node;
  const units: Unit[] = [];
  const offset = options.lineOffset ?? 0;
  let heading: string | undefined;
  const add = (value: string, line: number) => {
    const t = value.replace(/\s+/g, ' ').trim();
    if (t) units.push({file, line: line + offset, text: t, scope: file, date: options.date?.(line), heading});
  };
  const paragraph = (node: Node, prefix = '') => {
    const parts: Array<{text: string; line: number}> = [];
    inline(node, parts);
    const {text: body, lineOf} = joined(parts);
    for (const s of sentences(body)) add(prefix + s.text, lineOf(s.offset));
  };
  const walk = (node: Node) => {
    const line = node.position?.start.line ?? 1;
    switch (node.type) {
      case 'yaml': {
        const data = (parseYaml(node.value ?? '') ?? {}) as Record<string, unknown>;
        const starts = lineStarts(node.value ?? '');
        for (const key of ['title', 'description', 'keywords', 'sidebar_label']) {
          const value = data[key];
          if (value === undefined) continue;
          const at = (node.value ?? '').search(new RegExp(`^${key}:`, 'm'));
          const valueLine = line + (at < 0 ? 0 : lineAt(starts, at));
          const values = Array.isArray(value) ? value.map(String) : [String(value)];
          for (const v of values) for (const s of sentences(v)) add(s.text, valueLine);
        }
        return;
      }
      case 'heading':
      case 'paragraph':
        paragraph(node);
        if (node.type === 'heading') heading = units.at(-1)?.text;
        // Inline JSX keeps its attributes (the text was read above).
        for (const child of node.children ?? []) if (child.type === 'mdxJsxTextElement') walk({...child, children: []});
        return;
      case 'table': {
        const [head, ...rows] = node.children ?? [];
        const headers = (head?.children ?? []).map((cell) => {
          const parts: Array<{text: string; line: number}> = [];
          inline(cell, parts);
          return joined(parts).text.trim();
        });
        add(headers.join(' | '), head?.position?.start.line ?? line);
        for (const row of rows) {
          const cells = (row.children ?? []).map((cell, i) => {
            const parts: Array<{text: string; line: number}> = [];
            inline(cell, parts);
            const value = joined(parts).text.trim();
            return headers[i] && value ? `${headers[i]}: ${value}` : value;
          });
          add(cells.join(' | '), row.position?.start.line ?? line);
        }
        return;
      }
      case 'code':
        for (const c of codeComments(node.lang, node.value ?? '')) add(c.text, line + 1 + c.index);
        return;
      case 'mdxjsEsm':
        for (const s of estreeStrings(node.data?.estree, line)) add(s.text, s.line);
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attr of node.attributes ?? []) {
          const attrLine = attr.position?.start.line ?? line;
          if (typeof attr.value === 'string') for (const s of sentences(attr.value)) add(s.text, attrLine);
          else if (attr.value && typeof attr.value === 'object') {
            for (const s of estreeStrings((attr.value as Node).data?.estree, attrLine)) add(s.text, s.line);
          }
        }
        break;
      case 'html':
        for (const s of sentences((node.value ?? '').replace(/<[^>]+>/g, ' '))) add(s.text, line);
        return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return units;
}
