/**
 * Contracts between the twin pipeline (src/plugins/llms) and the code that
 * knows how to render a component or a generated module as Markdown.
 */
import type {RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

/** Where a JSX name of a page comes from: `import X from 'source'` or `import {X as Y}`. */
export interface ImportBinding {
  source: string;
  /** `default`, or the exported name. */
  imported: string;
}

export interface RenderArgs {
  /** The JSX name as written on the page. */
  name: string;
  binding: ImportBinding;
  /** Attributes, evaluated (strings, literals, imported data). */
  props: Record<string, unknown>;
  /** The element's children, already converted to Markdown nodes. */
  children: RootContent[];
  /** The element as parsed, for renderers that need its raw children. */
  node: MdxJsxFlowElement | MdxJsxTextElement;
  /** True for an element inside a paragraph. */
  inline: boolean;
  /** The source file, for error messages. */
  file: string;
  /** Heading level of the nearest heading above the element (0 at the top). */
  headingLevel: number;
  /** Parses Markdown text into nodes (GFM, no MDX). */
  markdown(text: string): RootContent[];
}

/** Renders one component as Markdown text or nodes. */
export type ComponentRenderer = (args: RenderArgs) => string | RootContent[] | Promise<string | RootContent[]>;

/**
 * What a capability plugin (API reference, component reference) gives the
 * twin pipeline for the modules it generates under `@generated/<plugin>/`.
 */
export interface TwinProvider {
  /** Module specifier prefix it answers for, e.g. `@generated/bindpoint-openapi/default/`. */
  prefix: string;
  /** The value a page gets when it imports a data module (e.g. `<tag>.json`). */
  value?(file: string): unknown;
  /** Markdown of a generated MDX module used as a component (e.g. `<Operation />`). */
  render?(file: string, args: RenderArgs): string | undefined;
}

/** One doc page as the twin pipeline sees it (from the docs plugin's loaded content). */
export interface TwinPage {
  id: string;
  title: string;
  description: string;
  /** Route, with trailing slash: /docs/webhooks/wh_securing/ */
  permalink: string;
  /** Absolute path of the MDX source. */
  sourcePath: string;
  /** Sidebar it shows in; undefined for pages without sidebar. */
  sidebar?: string;
}
