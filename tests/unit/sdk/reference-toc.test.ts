/**
 * The headings SelectorTable and GlobalsReference render reach the TOC
 * through selectorToc/globalsToc: one entry per selector, configuration
 * field, environment and window event, with unique anchors that do not
 * collide with the hand-written headings of their pages.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import selectors from '../../../src/data/sdk/selectors.json';
import globals from '../../../src/data/sdk/globals.json';
import {SLICE_TITLES, selectorAnchor, selectorToc} from '../../../src/data/sdk/selectors-toc';
import {globalsToc, type GlobalsSection} from '../../../src/data/sdk/globals-toc';

/** `{#id}` anchors and `id: '...'` toc entries written by hand on a page. */
function pageAnchors(page: string): string[] {
  const text = readFileSync(path.resolve(__dirname, `../../../docs/sdk/${page}.mdx`), 'utf8');
  return [...text.matchAll(/\{#([\w-]+)\}/g)].map((m) => m[1]);
}

describe('selectorToc', () => {
  const toc = selectorToc(selectors);

  it('has a level-2 entry per slice and a level-3 entry per selector', () => {
    expect(toc.filter((t) => t.level === 2)).toHaveLength(selectors.slices.length);
    expect(toc.filter((t) => t.level === 3).map((t) => t.id)).toEqual(
      selectors.slices.flatMap((slice) => selectors.selectors.filter((s) => s.slice === slice).map((s) => selectorAnchor(s.name))),
    );
    for (const slice of selectors.slices) expect(SLICE_TITLES[slice], slice).toBeDefined();
  });

  it('uses unique anchors that the page does not use for its own headings', () => {
    const ids = toc.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of pageAnchors('sdk_selectors')) expect(ids).not.toContain(id);
  });
});

describe('globalsToc', () => {
  const sections: GlobalsSection[] = ['config', 'environments', 'events'];
  const entries = sections.flatMap((section) => globalsToc(globals, section));

  it('has one level-3 entry per field, environment and event', () => {
    expect(entries).toHaveLength(globals.config.length + globals.environments.length + globals.events.length);
    expect(entries.every((e) => e.level === 3)).toBe(true);
    expect(globalsToc(globals, 'events').map((e) => e.value)).toContain('<code>bpSdkReady</code>');
  });

  it('uses unique anchors that the page does not use for its own headings', () => {
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of pageAnchors('globals')) expect(ids).not.toContain(id);
  });
});
