/**
 * Remark plugin: replaces `{{token}}` with values from the identity module
 * (src/site/identity.ts) in prose, inline code, code blocks, link targets and
 * string JSX attributes, so hosts and mail in content come from one place.
 *
 * `{{fact:name}}` renders a fact the same way: a limit, deadline, lifetime or
 * header name from the OpenAPI document's `x-facts` or from
 * src/site/facts.ts (every name: src/site/fact-tokens.ts). `{{world:name}}`
 * renders a value of the fixture world (src/data/world/tokens.ts), such as
 * the example tenant id.
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

const TOKEN = /\{\{\s*((?:fact:|world:)?[A-Za-z][A-Za-z0-9]*)\s*\}\}/g;
const EXPRESSION_TOKEN = /^\{\s*((?:fact:|world:)?[A-Za-z][A-Za-z0-9]*)\s*\}$/;

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

export default function remarkIdentity(options: Options = {}) {
  const tokens = options.tokens ?? defaultTokens;
  return (tree: Node, file: VFileLike) => {
    const where = file?.path ?? 'content';
    const sub = (text: string) => replaceTokens(text, tokens, where);
    visit(tree, (node: AnyNode, index, parent: Parent | undefined) => {
      switch (node.type) {
        case 'text':
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
            const value = sub(`{{${match[1]}}}`);
            const replacement =
              node.type === 'mdxTextExpression'
                ? {type: 'text', value}
                : {type: 'paragraph', children: [{type: 'text', value}]};
            parent.children.splice(index, 1, replacement as Node);
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
