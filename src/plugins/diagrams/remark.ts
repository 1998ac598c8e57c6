/**
 * Remark plugin: every ```mermaid fence becomes its SVG, drawn at build time
 * (render.ts), inside `<div class="bp-diagram">`. No page then loads a
 * diagram library. The MDX source is untouched: writers keep fences, and
 * tools that read the MDX (Markdown twins) still see the Mermaid text.
 *
 * It must run after remark-identity (so `{{token}}` in a diagram is already
 * replaced) and before Docusaurus' own Mermaid transform.
 *
 * A line the renderer cannot read (it would silently leave it out) fails a
 * production build with the file, the line and what to write
 * (parse-check.ts).
 *
 * A diagram the renderer cannot draw:
 * - with `fallback: true` (the site keeps @docusaurus/theme-mermaid) stays a
 *   fence, is drawn in the browser, and the build prints the page;
 * - with `fallback: false` fails the build, naming the page and the reason.
 */
import {visit} from 'unist-util-visit';
import type {Node, Parent} from 'unist';
import path from 'node:path';
import {loadRenderer, renderDiagram} from './render';
import {droppedLines, droppedMessage} from './parse-check';

/** Lines of a diagram the drawing leaves out: never drawn in the browser instead, always the build's error. */
class DroppedLinesError extends Error {}

export interface DiagramOptions {
  fallback?: boolean;
  /**
   * Fail on a line the drawing leaves out (parse-check.ts). Default: in a
   * production build (`npm run build`, `npm run check:content`), not in the
   * development server, where each edit would pay for it.
   */
  checkLines?: boolean;
  /** Called once per page that keeps a browser-drawn diagram (tests; default: a warning). */
  onFallback?: (page: string, reason: string) => void;
}

interface CodeNode extends Node {
  type: 'code';
  lang?: string | null;
  value: string;
}

interface VFileLike {
  path?: string;
}

/** `dangerouslySetInnerHTML={{__html: svg}}` as an MDX attribute, with its ESTree. */
function innerHtmlAttribute(svg: string) {
  const object = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        key: {type: 'Identifier', name: '__html'},
        value: {type: 'Literal', value: svg},
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(svg)}}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: object}],
        },
      },
    },
  };
}

/**
 * On a narrow screen a diagram keeps a readable size and scrolls sideways
 * (diagrams.css); a scroll box must be reachable from the keyboard, hence a
 * focusable, named region.
 */
export function diagramNode(svg: string, kind: string, title: string) {
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: 'bp-diagram'},
      {type: 'mdxJsxAttribute', name: 'role', value: 'region'},
      {type: 'mdxJsxAttribute', name: 'aria-label', value: title},
      {type: 'mdxJsxAttribute', name: 'tabIndex', value: '0'},
      {type: 'mdxJsxAttribute', name: 'data-diagram', value: kind},
      innerHtmlAttribute(svg),
    ],
    children: [],
  };
}

export default function remarkDiagrams(options: DiagramOptions = {}) {
  const fallback = options.fallback ?? false;
  const onFallback =
    options.onFallback ??
    ((page: string, reason: string) =>
      console.warn(`[diagrams] ${page}: drawn in the browser (theme-mermaid fallback): ${reason}`));

  const checkLines = options.checkLines ?? process.env.NODE_ENV === 'production';

  return async (tree: Node, file: VFileLike) => {
    const found: Array<{node: CodeNode; index: number; parent: Parent}> = [];
    visit(tree, 'code', (node: CodeNode, index, parent) => {
      if (node.lang === 'mermaid' && parent && index !== undefined) found.push({node, index, parent: parent as Parent});
    });
    const page = file?.path ?? 'content';
    if (found.length) await loadRenderer(); // a missing renderer fails the build, never falls back
    let number = 0;
    for (const {node, index, parent} of found) {
      try {
        const {svg, kind, title} = await renderDiagram(node.value, number);
        const dropped = checkLines ? await droppedLines(node.value) : [];
        if (dropped.length) {
          const where = {file: file?.path ? path.relative(process.cwd(), file.path) : page, fenceLine: node.position?.start.line ?? 1};
          throw new DroppedLinesError(dropped.map((line) => droppedMessage(where, line)).join('\n'));
        }
        parent.children[index] = diagramNode(svg, kind, title) as unknown as Node;
        number += 1;
      } catch (error) {
        if (error instanceof DroppedLinesError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        if (!fallback) {
          throw new Error(
            `[diagrams] ${page}: this Mermaid diagram cannot be drawn at build time (${reason}). ` +
              'Use a supported type (flowchart, sequence, state, class, ER, xychart) or add ' +
              '@docusaurus/theme-mermaid back to the themes, which draws it in the browser.',
          );
        }
        onFallback(page, reason);
      }
    }
  };
}
