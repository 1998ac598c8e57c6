/**
 * Tokens in front matter: `title`, `description`, `keywords`,
 * `sidebar_label` (any string value, at any depth) render `{{token}}`,
 * `{{fact:name}}` and `{{world:name}}` with the renderer the remark plugin
 * uses in the body (`replaceTokens`, ./index.ts), so a description states a
 * limit or an id prefix from its one home, like the page below it.
 *
 * Docusaurus's extension point is `markdown.parseFrontMatter`
 * (docusaurus.config.ts): the docs plugin calls it for every page's metadata
 * (title, description, keywords, sidebar label: what the page's head, the
 * sidebar, the Markdown twins and llms.txt, the social cards and the search
 * index read), and the MDX loader calls it for the `frontMatter` the page's
 * module exports. Both get the rendered values. We call the framework's own
 * parser first and render its result, so YAML is read exactly as before.
 *
 * An unknown token fails the build with the file, the key and the token.
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {tokens as identityTokens} from '../../site/identity';
import {replaceTokens} from './index';

/** A file's path as the build prints it: relative to the site when it is inside it. */
function shown(filePath: string): string {
  const relative = path.relative(process.cwd(), filePath);
  return relative.startsWith('..') || path.isAbsolute(relative) ? filePath : relative.split(path.sep).join('/');
}

/**
 * Every string of a parsed front matter with its tokens rendered; other
 * values (numbers, booleans, null, dates) as they are. `file` names the page
 * in an error: `Unknown fact token {{fact:x}} in docs/a.mdx (front matter "description")`.
 */
export function renderFrontMatter<T>(value: T, file: string, tokens: Record<string, string> = identityTokens): T {
  const walk = (v: unknown, key: string): unknown => {
    if (typeof v === 'string') return v.includes('{{') ? replaceTokens(v, tokens, `${file} (front matter "${key}")`) : v;
    if (Array.isArray(v)) return v.map((item) => walk(item, key));
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, key ? `${key}.${k}` : k)]));
    }
    return v;
  };
  return walk(value, '') as T;
}

/**
 * A value that starts with `{{` is a YAML flow mapping, not text: the parser
 * fails on it, or reads an object (`title: {{brand}}`). The line of the first
 * such value of a top-level key (`key: {{...`, `key: [a, {{...`, `- {{...`),
 * quoted strings left out, so the build says what to do instead of the
 * parser's own message or a page titled "[object Object]".
 */
export function unquotedTokenLine(fileContent: string): number | undefined {
  const lines = fileContent.split('\n');
  if (lines[0]?.trim() !== '---') return undefined;
  for (let i = 1; i < lines.length && lines[i]!.trim() !== '---'; i++) {
    const unquoted = lines[i]!.replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, '""');
    const value = /^(?:[\w-]+:|\s*-)\s*(.*)$/.exec(unquoted)?.[1] ?? '';
    if (value.startsWith('{{') || (value.startsWith('[') && /[[,]\s*\{\{/.test(value))) return i + 1;
  }
  return undefined;
}

/** `markdown.parseFrontMatter` of docusaurus.config.ts: the default parser, then tokens rendered. */
export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const file = shown(params.filePath);
  const line = unquotedTokenLine(params.fileContent);
  if (line !== undefined) {
    throw new Error(`${file}:${line}: a front matter value that starts with a {{token}} must be quoted ("{{brand}} webhooks"), else YAML reads a mapping`);
  }
  const result = await params.defaultParseFrontMatter(params);
  return {...result, frontMatter: renderFrontMatter(result.frontMatter, file)};
};
