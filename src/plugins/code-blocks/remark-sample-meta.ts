/**
 * The fence meta that only the documentation's tests read, and the remark
 * plugin that removes it before anything renders it.
 *
 * - `norun="reason"`: the sample runner (tests/samples) does not run this
 *   block, for the reason given (a long-running server a tutorial test runs,
 *   browser-only code, a deliberate fragment). A marker without a reason
 *   fails the runner.
 * - `nocheck`: the SDK samples' type check skips the block (tests/unit/sdk).
 *
 * Docusaurus's CodeBlock ignores meta it does not know, but the Markdown twin
 * (src/plugins/llms) writes a fence's whole info string, and a later theme
 * could show it. So the docs plugin and the twin converter both run this
 * plugin: readers, the twins and the search index never see the markers.
 * `src/plugins/code-blocks/__tests__/sample-meta.build.test.ts` checks the built site.
 */
import {visit} from 'unist-util-visit';
import type {Node} from 'unist';

/** `norun="..."` (any quotes the reason does not contain), or a bare `norun`. */
const NORUN = /(?:^|\s)norun(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?(?=\s|$)/;
const NOCHECK = /(?:^|\s)nocheck(?=\s|$)/;

export interface SampleMeta {
  /** `title="..."`: the file name the block is written as. */
  title?: string;
  /** `norun`: set when the block is marked; the reason ('' when none was given). */
  norun?: string;
  /** The meta without the test-only markers (what readers' code blocks receive). */
  shown: string;
}

/** Reads a fence's meta string (the info string after the language). */
export function parseSampleMeta(meta: string): SampleMeta {
  const norun = meta.match(NORUN);
  const title = meta.match(/\btitle=(?:"([^"]*)"|'([^']*)')/);
  return {
    title: title ? (title[1] ?? title[2]) : undefined,
    norun: norun ? (norun[1] ?? norun[2] ?? norun[3] ?? '').trim() : undefined,
    shown: stripSampleMeta(meta),
  };
}

/** The meta string without `norun=...` and `nocheck`. */
export function stripSampleMeta(meta: string): string {
  return meta.replace(NORUN, ' ').replace(NOCHECK, ' ').replace(/\s+/g, ' ').trim();
}

interface CodeNode extends Node {
  meta?: string | null;
}

/** Remark plugin: drops the test-only markers from every code block's meta. */
export default function remarkSampleMeta() {
  return (tree: Node) => {
    visit(tree, 'code', (node: CodeNode) => {
      if (!node.meta) return;
      const shown = stripSampleMeta(node.meta);
      node.meta = shown || null;
    });
  };
}
