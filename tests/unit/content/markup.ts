/**
 * Mistakes in a page's markup that the build lets through or only warns
 * about, each as `file:line: what is wrong: what to do` (issue 47): a code
 * block in a language the site does not highlight, an image without alt
 * text, a directive that is no admonition (`:::warn`), a malformed, `http://`
 * or reserved-example-domain link outside a sample, a Mermaid line the
 * drawing leaves out, and a shell sample whose Idempotency-Key comes from a
 * command that may be missing (curl then drops the empty header).
 *
 * Pages are parsed as Docusaurus parses them (MDX, GFM, directives, front
 * matter, admonition titles), so a code sample is never read as prose.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {ADMONITIONS} from '../../../src/plugins/llms/mdx';
import {LANGUAGES} from '../../../src/plugins/code-blocks/highlight/prism';
import {replaceTokens} from '../../../src/plugins/remark-identity';
import {identity, tokens} from '../../../src/site/identity';
import {droppedLines, droppedMessage} from '../../../src/plugins/diagrams/parse-check';

interface Node {
  type: string;
  name?: string | null;
  lang?: string | null;
  value?: string;
  url?: string;
  alt?: string | null;
  children?: Node[];
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  position?: {start: {line: number}};
}

const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);

/** A page's tree as Docusaurus reads it: `.md` as CommonMark, `.mdx` as MDX; admonition titles as labels. */
function parse(file: string, source: string): Node {
  const text = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(source), Object.keys(ADMONITIONS));
  return (file.endsWith('.mdx') ? mdxParser : mdParser).parse(text) as unknown as Node;
}

/** Fence languages shown plain on purpose: none, `text`, `diff`, and `mermaid` (drawn at build time). */
export const PLAIN_LANGUAGES = ['', 'text', 'diff', 'mermaid'];

/** Reserved names (RFC 2606, RFC 6761) no reader can open, except the site's own identity hosts. */
const RESERVED = /(?:^|\.)(?:example\.(?:com|net|org)|example|test|invalid|localhost)$/i;
const LOCAL = /^(?:localhost|127\.0\.0\.1|\[::1\])$/;

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

const attribute = (node: Node, name: string) => node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);

/** What is wrong with an external link target, or undefined when it is fine (or internal: the build checks those). */
export function linkProblem(raw: string): string | undefined {
  let target: string;
  try {
    target = replaceTokens(raw, tokens);
  } catch {
    return undefined; // an unknown token: the build names it
  }
  // Docusaurus's own scheme for a file of the site outside the router (`pathname:///openapi/x.yaml`).
  if (/^pathname:\/\//.test(target)) return undefined;
  if (/^(?:\/|#|\.\.?\/)/.test(target) || (!/^[a-z][a-z0-9+.-]*:/i.test(target) && !/^www\./i.test(target) && !/^\/\//.test(target))) return undefined;
  if (/^mailto:/i.test(target)) return /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(target) ? undefined : `the mail link "${target}" is malformed: write mailto:name@domain`;
  if (/^tel:/i.test(target)) return undefined;
  if (/^www\./i.test(target) || /^\/\//.test(target)) return `the link "${target}" has no scheme (the site would read it as a path of its own): write https://${target.replace(/^\/\//, '')}`;
  if (!/^https?:\/\/[^/\s]/i.test(target)) return `the link "${target}" is malformed (a scheme other than https, or a missing //): write a full https:// address`;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return `the link "${target}" is malformed (not a URL): write a full https:// address`;
  }
  if (/\s/.test(target) || !/^[a-z0-9.-]+$/i.test(url.hostname) || (!url.hostname.includes('.') && !LOCAL.test(url.hostname))) {
    return `the link "${target}" is malformed (its host "${url.hostname}" is not a domain name): write a full https:// address`;
  }
  const own = url.hostname === identity.domain || url.hostname.endsWith(`.${identity.domain}`);
  if (url.protocol === 'http:' && !LOCAL.test(url.hostname)) return `the link ${target} uses http://: link https://${target.slice('http://'.length)} (an http page is insecure, and a browser may refuse it)`;
  if (!own && !LOCAL.test(url.hostname) && RESERVED.test(url.hostname)) return `the link ${target} points at a reserved example domain, which no reader can open: link the real page, or show the address as \`inline code\` if it is an example`;
  return undefined;
}

/** The problems of one page's markup (diagrams apart: `diagramProblems`). */
export function markupProblems(file: string, source: string): string[] {
  const tree = parse(file, source);
  const problems: string[] = [];
  const at = (node: Node) => `${file}:${node.position?.start.line ?? 1}`;
  const highlighted = new Set([...LANGUAGES, ...PLAIN_LANGUAGES]);
  const language = (node: Node, lang: string) => {
    if (highlighted.has(lang)) return;
    problems.push(`${at(node)}: a \`\`\`${lang} code block: the site does not highlight ${lang} (it would show as plain text): use one of ${LANGUAGES.join(', ')}, or text for plain output; a new language needs its grammar in src/plugins/code-blocks/highlight/prism.ts`);
  };
  walk(tree, (node) => {
    switch (node.type) {
      case 'code': {
        const lang = (node.lang ?? '').toLowerCase();
        language(node, lang);
        if (['bash', 'sh', 'shell'].includes(lang)) {
          (node.value ?? '').split('\n').forEach((line, i) => {
            if (/Idempotency-Key:\s*\$\(/i.test(line)) {
              problems.push(`${file}:${(node.position?.start.line ?? 1) + 1 + i}: the Idempotency-Key is made inline by a command ($(...)): where the command is missing, curl drops the empty header and the call goes out unprotected: set IDEMPOTENCY_KEY=$(uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid 2>/dev/null) on the line before, and send "Idempotency-Key: \${IDEMPOTENCY_KEY:?install uuidgen or set IDEMPOTENCY_KEY to a new UUID}"`);
            }
          });
        }
        return;
      }
      case 'image':
        if (!node.alt?.trim()) problems.push(`${at(node)}: an image without alt text (![](${node.url})): describe what it shows between the brackets, for readers who cannot see it`);
        return;
      case 'link':
      case 'definition': {
        const problem = node.url ? linkProblem(node.url) : undefined;
        if (problem) problems.push(`${at(node)}: ${problem}`);
        return;
      }
      case 'containerDirective':
        if (!(node.name! in ADMONITIONS)) {
          // Word for word the build log's message (scripts/check-content/build-log.mjs), so check:content shows it once.
          problems.push(`${at(node)}: ":::${node.name}" is not an admonition type (the build warns and the reader sees the colons): use one of :::note, :::tip, :::info, :::warning, :::danger`);
        }
        return;
      case 'leafDirective':
        problems.push(`${at(node)}: "::${node.name}" is a directive the site does not know (the build warns and renders nothing for it): write the text without the colons, or use an admonition (:::note ... :::)`);
        return;
      case 'textDirective':
        // `:name` alone is text again (Docusaurus turns it back); with a label or attributes it is an unknown directive.
        if ((node.children?.length ?? 0) > 0 || Object.keys(node.attributes ?? {}).length > 0) {
          problems.push(`${at(node)}: ":${node.name}[...]" is a directive the site does not know (the build warns): escape the colon (\\:) if it is text`);
        }
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        if (node.name === 'img' || node.name === 'Image') {
          const alt = attribute(node, 'alt');
          if (!alt || (typeof alt.value === 'string' && !alt.value.trim())) problems.push(`${at(node)}: <${node.name}> without alt text: add alt="what it shows", for readers who cannot see it`);
        }
        if (node.name === 'CodeBlock') {
          const lang = attribute(node, 'language')?.value;
          if (typeof lang === 'string') language(node, lang.toLowerCase());
        }
        for (const name of ['href', 'to']) {
          const value = attribute(node, name)?.value;
          const problem = typeof value === 'string' ? linkProblem(value) : undefined;
          if (problem) problems.push(`${at(node)}: ${problem}`);
        }
        return;
      }
    }
  });
  return problems;
}

/** The Mermaid lines of a page's diagrams that the drawing leaves out (tokens replaced, as the build draws them). */
export async function diagramProblems(file: string, source: string): Promise<string[]> {
  const tree = parse(file, source);
  const fences: Node[] = [];
  walk(tree, (node) => {
    if (node.type === 'code' && node.lang === 'mermaid') fences.push(node);
  });
  const problems: string[] = [];
  for (const fence of fences) {
    const where = {file, fenceLine: fence.position?.start.line ?? 1};
    try {
      for (const line of await droppedLines(replaceTokens(fence.value ?? '', tokens, file))) problems.push(droppedMessage(where, line));
    } catch (error) {
      problems.push(`${file}:${where.fenceLine}: this Mermaid diagram cannot be drawn (${error instanceof Error ? error.message : String(error)}): use a supported type (sequenceDiagram, flowchart, stateDiagram-v2, classDiagram, erDiagram, xychart-beta) and its syntax`);
    }
  }
  return problems;
}
