/**
 * MDX page -> Markdown twin. The page source is parsed with the same syntax
 * the docs plugin uses (MDX 3, GFM, directives for admonitions, Docusaurus's
 * own MDX 1 compatibility preprocessing), identity tokens are replaced by
 * the site's remark plugin (src/plugins/remark-identity, called, not
 * copied), and every JSX element is replaced by the Markdown its renderer
 * returns (see ./renderers.ts). The result holds no JSX and no HTML: an
 * element without a renderer is a build error naming the page. A renderer's
 * Markdown goes into the twin as written when it can (`asWritten`), and is
 * parsed into the page's tree otherwise. Markdown text and nodes are
 * ./markdown-text.ts; imports and attribute values are ./jsx-values.ts.
 */
import fs from 'node:fs/promises';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Heading, Paragraph, PhrasingContent, Root, RootContent, Text} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Program} from 'estree';
import remarkIdentity from '../remark-identity';
import remarkSampleMeta from '../code-blocks/remark-sample-meta';
import type {ComponentRenderer, RenderArgs, TwinProvider} from './types';
import {routeKey, twinPath} from './files';
import {parseMarkdown, segments, toMarkdown, type WrittenMarkdown} from './markdown-text';
import {collectImports, expressionValue, jsxProps, resolveSpecifier, TwinError, type Scope} from './jsx-values';

export {twinPath};
export {parseMarkdown, segments, textOf, toMarkdown, type Segment} from './markdown-text';
export {TwinError};

export const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

export interface ConvertOptions {
  siteDir: string;
  /** Where plugins write their `createData` modules (`@generated/...`): a page may import a Markdown partial from there. */
  generatedFilesDir?: string;
  tokens: Record<string, string>;
  renderers: Record<string, ComponentRenderer>;
  providers: TwinProvider[];
  /** Doc routes (with or without trailing slash): links to them are rewritten to their twins. */
  docRoutes?: Set<string>;
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** The MDX-1-compatible preprocessing Docusaurus applies before parsing. */
function preprocess(source: string): string {
  let text = unwrapMdxCodeBlocks(source);
  text = escapeMarkdownHeadingIds(text);
  return admonitionTitleToDirectiveLabel(text, Object.keys(ADMONITIONS));
}

/**
 * Prose a renderer's Markdown can hold for it to go into a twin as written:
 * no HTML or character reference (`<`, `&`, which the parser would turn into
 * text to escape), no image, no link with a title or reference definition
 * (links are rewritten by their plain `](url)` form), no escaped backtick.
 */
const NEEDS_PARSER = /[<&]|!\[|\]\([^)\s]*\s|^ {0,3}\[[^\]]*\]:|\\`/m;

export class TwinConverter {
  /** Doc routes without their trailing slash (the docs plugin's permalinks have none). */
  private readonly routes?: Set<string>;

  constructor(private readonly options: ConvertOptions) {
    if (options.docRoutes) this.routes = new Set([...options.docRoutes].map(routeKey));
  }

  /** A link's URL, pointed at the twin when it names a doc page. */
  private twinUrl(url: string): string {
    const [pathname, hash] = url.split('#');
    if (!this.routes || !pathname || !this.routes.has(routeKey(pathname))) return url;
    return twinPath(pathname) + (hash !== undefined ? `#${hash}` : '');
  }

  /**
   * A renderer's Markdown as it goes into the twin: as written, its links
   * to doc pages pointed at their twins, or undefined when its prose holds
   * what only the parser handles (NEEDS_PARSER). Parsing and stringifying
   * every renderer's Markdown again took about half of the twins' time.
   */
  asWritten(markdown: string): string | undefined {
    const parts = segments(markdown.trim());
    if (parts.some((part) => !part.code && NEEDS_PARSER.test(part.text))) return undefined;
    return parts.map((part) => (part.code ? part.text : part.text.replace(/\]\(([^)\s]+)\)/g, (_, url: string) => `](${this.twinUrl(url)})`))).join('');
  }

  /**
   * Converts an MDX (or Markdown) file to twin body Markdown (no title).
   * `reads` collects every file the conversion read, with its text (the
   * page, its partials, the data and raw files it imports): a cached twin
   * stays valid while they do (./twin-cache.ts).
   */
  async convertFile(file: string, reads: Map<string, string> = new Map()): Promise<string> {
    return toMarkdown(await this.convertNodes(file, await read(file, reads), reads));
  }

  /** Converts MDX source text to Markdown nodes. */
  async convertNodes(file: string, source: string, reads: Map<string, string> = new Map()): Promise<RootContent[]> {
    const tree = parser.parse(preprocess(source)) as Root;
    // Identity tokens, exactly as the docs plugin replaces them.
    remarkIdentity({tokens: this.options.tokens})(tree as never, {path: file});
    // The test-only fence markers (norun, nocheck) are not the reader's.
    remarkSampleMeta()(tree);
    const scope: Scope = {bindings: new Map(), values: new Map()};
    for (const node of tree.children) {
      if (node.type === 'mdxjsEsm') collectImports(node.data?.estree as Program | undefined, scope);
    }
    const out = await this.convertChildren(tree.children, {file, scope, headingLevel: 0, inline: false, reads});
    return this.rewriteLinks(out);
  }

  private provider(source: string): TwinProvider | undefined {
    return this.options.providers.find((p) => source.startsWith(p.prefix));
  }

  /** Looks an identifier of the page up among its imports. */
  private lookup(ctx: Ctx): (name: string) => Promise<unknown> {
    return (name) => this.importValue(name, ctx);
  }

  /** The value an imported name holds (data files, raw text, data modules). */
  private async importValue(name: string, ctx: Ctx): Promise<unknown> {
    if (ctx.scope.values.has(name)) return ctx.scope.values.get(name);
    const binding = ctx.scope.bindings.get(name);
    if (!binding) throw new TwinError(`${ctx.file}: "${name}" is used in JSX but neither imported nor known`);
    let value: unknown;
    const provider = this.provider(binding.source);
    if (provider) {
      value = provider.value?.(binding.source.slice(provider.prefix.length));
      if (value === undefined) throw new TwinError(`${ctx.file}: no data for ${binding.source}`);
    } else {
      const resolved = resolveSpecifier(binding.source, ctx.file, this.options.siteDir, this.options.generatedFilesDir);
      if (!resolved) throw new TwinError(`${ctx.file}: cannot read "${name}" from package ${binding.source} in a twin`);
      if (binding.source.startsWith('!!raw-loader!')) {
        value = await read(resolved, ctx.reads);
      } else if (resolved.endsWith('.json')) {
        value = JSON.parse(await read(resolved, ctx.reads));
      } else {
        // A data module: its own file is a dependency of the twin (a folder's index, and what it
        // imports, are source under src/, which every twin's key covers: ./twin-cache.ts).
        if ((await fs.stat(resolved).catch(() => undefined))?.isFile()) await read(resolved, ctx.reads);
        const mod = (await import(resolved)) as Record<string, unknown>;
        value = binding.imported === '*' ? mod : mod[binding.imported];
      }
    }
    ctx.scope.values.set(name, value);
    return value;
  }

  private async convertChildren(nodes: RootContent[], ctx: Ctx): Promise<RootContent[]> {
    const out: RootContent[] = [];
    let headingLevel = ctx.headingLevel;
    for (const node of nodes) {
      if (node.type === 'heading') headingLevel = node.depth;
      out.push(...(await this.convertNode(node, {...ctx, headingLevel})));
    }
    return out;
  }

  private async convertNode(node: RootContent, ctx: Ctx): Promise<RootContent[]> {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'yaml':
      case 'toml' as never:
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const {empty, value} = await expressionValue(node.data?.estree as Program | undefined, ctx.file, this.lookup(ctx));
        if (empty || value === undefined || value === null || value === false) return [];
        if (typeof value === 'string' || typeof value === 'number') {
          const text: Text = {type: 'text', value: String(value)};
          return node.type === 'mdxTextExpression' ? [text] : [{type: 'paragraph', children: [text]}];
        }
        throw new TwinError(`${ctx.file}: the expression {${node.value}} is not text`);
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.convertElement(node, ctx);
      case 'containerDirective': {
        const children = await this.convertChildren(node.children as RootContent[], ctx);
        const kind = ADMONITIONS[node.name];
        if (!kind) return children;
        const labelIndex = children.findIndex((c) => c.type === 'paragraph' && (c.data as {directiveLabel?: boolean} | undefined)?.directiveLabel);
        const label = labelIndex >= 0 ? (children.splice(labelIndex, 1)[0] as Paragraph).children : [];
        const title: Paragraph = {
          type: 'paragraph',
          children: [{type: 'strong', children: [{type: 'text', value: label.length ? `${kind}: ` : kind}, ...label]}],
        };
        return [{type: 'blockquote', children: [title, ...(children as never[])]}];
      }
      case 'leafDirective':
      case 'textDirective': {
        // Not a directive the site uses: the text as written (as Docusaurus does).
        const children = await this.convertChildren(node.children as RootContent[], ctx);
        const text: Text = {type: 'text', value: `:${node.name}`};
        const label = children.length ? [{type: 'text', value: '['} as Text, ...(children as PhrasingContent[]), {type: 'text', value: ']'} as Text] : [];
        const inline = [text, ...label] as PhrasingContent[];
        return node.type === 'textDirective' ? inline : [{type: 'paragraph', children: inline}];
      }
      case 'heading': {
        const children = (await this.convertChildren(node.children, ctx)) as PhrasingContent[];
        const last = children[children.length - 1];
        if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[^}]*\}\s*$/, '');
        return [{...node, children} as Heading];
      }
      case 'html':
        throw new TwinError(`${ctx.file}: raw HTML cannot go into a twin`);
      default: {
        const parent = node as {children?: RootContent[]};
        if (parent.children) {
          return [{...node, children: await this.convertChildren(parent.children, ctx)} as RootContent];
        }
        return [node];
      }
    }
  }

  private async convertElement(node: MdxJsxFlowElement | MdxJsxTextElement, ctx: Ctx): Promise<RootContent[]> {
    const inline = node.type === 'mdxJsxTextElement';
    const name = node.name;
    const children = await this.convertChildren(node.children as RootContent[], ctx);
    if (!name) return children; // a fragment: <>...</>
    if (/^[a-z]/.test(name)) {
      // An HTML element written in MDX: its text, without the tag.
      if (name === 'br') return [{type: 'text', value: ' '}];
      return children;
    }
    const binding = ctx.scope.bindings.get(name.split('.')[0]!);
    if (!binding) throw new TwinError(`${ctx.file}: <${name}> is not imported`);
    const args: RenderArgs = {
      name,
      binding,
      props: await jsxProps(node, ctx.file, this.lookup(ctx)),
      children,
      node,
      inline,
      file: ctx.file,
      headingLevel: ctx.headingLevel,
      markdown: parseMarkdown,
    };
    const provider = this.provider(binding.source);
    let result: string | RootContent[] | undefined;
    if (provider?.render) {
      result = provider.render(binding.source.slice(provider.prefix.length), args);
    } else if (/\.mdx?$/.test(binding.source) && binding.imported === 'default') {
      // A Markdown partial (a changelog file, a shared snippet): its own twin.
      const resolved = resolveSpecifier(binding.source, ctx.file, this.options.siteDir, this.options.generatedFilesDir);
      if (resolved) result = await this.convertNodes(resolved, await read(resolved, ctx.reads), ctx.reads);
    } else {
      const renderer =
        this.options.renderers[`${binding.source}#${binding.imported}`] ??
        (name.includes('.') ? this.options.renderers[`${binding.source}#${name.split('.').slice(1).join('.')}`] : undefined);
      if (renderer) result = await renderer(args);
    }
    if (result === undefined) {
      throw new TwinError(
        `${ctx.file}: <${name}> (from ${binding.source}) has no Markdown renderer. ` +
          'Add one to src/plugins/llms/renderers.ts (see CONTRIBUTING.md, "Markdown twins").',
      );
    }
    if (typeof result === 'string' && !inline) {
      const written = this.asWritten(result);
      if (written !== undefined) return written ? [{type: 'writtenMarkdown', value: written} satisfies WrittenMarkdown as never] : [];
    }
    const nodes = typeof result === 'string' ? parseMarkdown(result) : result;
    if (!inline) return nodes;
    // Inside a paragraph: keep phrasing content only.
    return nodes.flatMap((n) => (n.type === 'paragraph' ? n.children : [n])) as RootContent[];
  }

  private rewriteLinks(nodes: RootContent[]): RootContent[] {
    if (!this.routes) return nodes;
    const visit = (list: RootContent[]) => {
      for (const node of list) {
        if (node.type === 'link' || node.type === 'definition') node.url = this.twinUrl(node.url);
        const parent = node as {children?: RootContent[]};
        if (parent.children) visit(parent.children);
      }
    };
    visit(nodes);
    return nodes;
  }
}

interface Ctx {
  file: string;
  scope: Scope;
  headingLevel: number;
  inline: boolean;
  /** Files read so far for the page being converted, with their text. */
  reads: Map<string, string>;
}

/** A file's text, recorded in `reads`. */
async function read(file: string, reads: Map<string, string>): Promise<string> {
  const text = await fs.readFile(file, 'utf8');
  reads.set(file, text);
  return text;
}
