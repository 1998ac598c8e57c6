/**
 * Remark plugin: replaces `{{token}}` with values from the identity module
 * (src/site/identity.ts) in prose, inline code, code blocks, link targets and
 * string JSX attributes, so hosts and mail in content come from one place.
 *
 * `{{fact:name}}` renders a fact the same way: a limit, deadline, lifetime or
 * header name from the OpenAPI document's `x-facts` or from
 * src/site/facts.ts (every name: src/site/fact-tokens.ts). `{{world:name}}`
 * renders a value of the fixture world (src/data/world/tokens.ts), such as
 * the example tenant id. `{{rule:operationId.situation}}` renders what an
 * operation answers in a situation from the rules (src/data/rules/tokens.ts):
 * "409 `already_lent`", the code as inline code in prose and as plain text in
 * code, attributes and front matter.
 *
 * In MDX prose `{{name}}` is parsed as an expression holding an object
 * literal; the plugin turns exactly that shape back into text. An unknown
 * token is a build error naming the file, never silent text on a page.
 */
import {visit} from 'unist-util-visit';
import type {Node, Parent} from 'unist';
import {tokens as defaultTokens} from '../../site/identity';
import {factTokens} from '../../site/fact-tokens';
import {worldTokens} from '../../data/world/tokens';
import {rulesOf, type Rules} from '../../data/rules';
import {RULE_NAME, renderRule} from '../../data/rules/tokens';
import {loadMockDocument} from '../../mock/node/document';

const NAME = String.raw`(?:fact:|world:)?[A-Za-z][A-Za-z0-9]*|${RULE_NAME}`;
const TOKEN = new RegExp(String.raw`\{\{\s*(${NAME})\s*\}\}`, 'g');
const EXPRESSION_TOKEN = new RegExp(String.raw`^\{\s*(${NAME})\s*\}$`);

let rules: Rules | undefined;
/** A rule token's text (the rules of the OpenAPI document, read once). */
function rule(name: string, where: string): {markdown: string; plain: string} {
  rules ??= rulesOf(loadMockDocument());
  return renderRule(rules, name, where);
}

let facts: Record<string, string> | undefined;
/** The fact tokens, read once (the OpenAPI document's x-facts and facts.ts). */
function fact(name: string): string | undefined {
  facts ??= factTokens();
  return facts[name];
}

type Options = {tokens?: Record<string, string>};

interface VFileLike {
  path?: string;
}

export function replaceTokens(
  text: string,
  tokens: Record<string, string>,
  where = 'content',
): string {
  return text.replace(TOKEN, (_match, name: string) => {
    if (name.startsWith('rule:')) return rule(name, where).plain;
    const value =
      tokens[name] ?? (name.startsWith('fact:') ? fact(name) : name.startsWith('world:') ? worldTokens[name] : undefined);
    if (value === undefined) {
      if (name.startsWith('world:')) {
        throw new Error(`Unknown world token {{${name}}} in ${where}. Known: ${Object.keys(worldTokens).join(', ')}`);
      }
      if (name.startsWith('fact:')) {
        throw new Error(
          `Unknown fact token {{${name}}} in ${where}. Known facts: ${Object.keys(factTokens()).join(', ')}`,
        );
      }
      throw new Error(
        `Unknown identity token {{${name}}} in ${where}. Known tokens: ${Object.keys(tokens).join(', ')}`,
      );
    }
    return value;
  });
}

interface AnyNode extends Node {
  value?: unknown;
  url?: string;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  children?: AnyNode[];
}

/**
 * Prose with its rule tokens as Markdown nodes: "409 `already_lent`" is a text and an inline code,
 * so the page, its twin and the search index read the code as code. Other tokens as text.
 */
function proseNodes(text: string, tokens: Record<string, string>, where: string): AnyNode[] {
  const out: AnyNode[] = [];
  const push = (node: AnyNode) => {
    const last = out.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.value = `${String(last.value)}${String(node.value)}`;
    else if (node.type !== 'text' || node.value !== '') out.push(node);
  };
  let at = 0;
  for (const m of text.matchAll(new RegExp(String.raw`\{\{\s*(${RULE_NAME})\s*\}\}`, 'g'))) {
    push({type: 'text', value: replaceTokens(text.slice(at, m.index), tokens, where)});
    for (const part of rule(m[1]!, where).markdown.split(/(`[^`]+`)/)) {
      push(part.startsWith('`') ? {type: 'inlineCode', value: part.slice(1, -1)} : {type: 'text', value: part});
    }
    at = m.index! + m[0].length;
  }
  push({type: 'text', value: replaceTokens(text.slice(at), tokens, where)});
  return out;
}

export default function remarkIdentity(options: Options = {}) {
  const tokens = options.tokens ?? defaultTokens;
  return (tree: Node, file: VFileLike) => {
    const where = file?.path ?? 'content';
    const sub = (text: string) => replaceTokens(text, tokens, where);
    visit(tree, (node: AnyNode, index, parent: Parent | undefined) => {
      switch (node.type) {
        case 'text':
          if (typeof node.value === 'string' && node.value.includes('{{rule:') && parent && typeof index === 'number') {
            const nodes = proseNodes(node.value, tokens, where);
            parent.children.splice(index, 1, ...(nodes as Node[]));
            return index + nodes.length;
          }
          if (typeof node.value === 'string') node.value = sub(node.value);
          break;
        case 'inlineCode':
        case 'code':
        case 'html':
          if (typeof node.value === 'string') node.value = sub(node.value);
          break;
        case 'link':
        case 'definition':
        case 'image':
          if (node.url) node.url = sub(node.url);
          break;
        case 'mdxTextExpression':
        case 'mdxFlowExpression': {
          const match =
            typeof node.value === 'string' && node.value.match(EXPRESSION_TOKEN);
          if (match && parent && typeof index === 'number') {
            const nodes = proseNodes(`{{${match[1]}}}`, tokens, where);
            const replacement = node.type === 'mdxTextExpression' ? nodes : [{type: 'paragraph', children: nodes}];
            parent.children.splice(index, 1, ...(replacement as Node[]));
            return index + replacement.length;
          }
          break;
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          for (const attribute of node.attributes ?? []) {
            if (typeof attribute.value === 'string') {
              attribute.value = sub(attribute.value);
            }
          }
          break;
        default:
          break;
      }
    });
    // A token in prose became its own text node: join it with its neighbours,
    // so the page has one text ("lasts 12 hours"), not three.
    visit(tree, (node: AnyNode) => {
      const children = node.children;
      if (!children) return;
      for (let i = children.length - 1; i > 0; i--) {
        const [left, right] = [children[i - 1]!, children[i]!];
        if (left.type === 'text' && right.type === 'text') {
          left.value = `${String(left.value)}${String(right.value)}`;
          children.splice(i, 1);
        }
      }
    });
  };
}
