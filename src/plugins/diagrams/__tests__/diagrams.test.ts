import {describe, expect, it} from 'vitest';
import {accessibleText, diagramKind, renderDiagram} from '../render';
import remarkDiagrams from '../remark';

const sequence = `sequenceDiagram
    autonumber
    participant You as Your system
    participant API as Partner API
    You->>API: Create application form
    API-->>You: 201 id, reference_id`;

describe('renderDiagram', () => {
  it('draws a sequence diagram as one themed, self-contained SVG', async () => {
    const {svg, kind, title, description} = await renderDiagram(sequence, 0);
    expect(kind).toBe('sequenceDiagram');
    expect(svg.startsWith('<svg')).toBe(true);
    // Colours are variables switched by [data-theme]; no fonts fetched, no unscoped style.
    expect(svg).toContain('var(--bp-diagram-bg)');
    expect(svg).not.toContain('<style>');
    expect(svg).not.toContain('@import');
    expect(svg).toMatch(/role="img"/);
    expect(title).toBe('Sequence diagram: Your system, Partner API');
    expect(description).toBe(
      '1. Your system to Partner API: Create application form. 2. Partner API to Your system: 201 id, reference_id.',
    );
    expect(svg).toContain('>1. Create application form</text>');
  });

  it('prefixes every id so two diagrams on a page never share one', async () => {
    const first = (await renderDiagram(sequence, 0)).svg;
    const second = (await renderDiagram(sequence, 1)).svg;
    const ids = (svg: string) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    const shared = ids(first).filter((id) => ids(second).includes(id));
    expect(ids(first).length).toBeGreaterThan(2);
    expect(shared).toEqual([]);
    for (const m of first.matchAll(/url\(#([^)]+)\)/g)) expect(ids(first)).toContain(m[1]);
  });

  it('uses accTitle and accDescr when the writer gives them', async () => {
    const source = `sequenceDiagram\n  accTitle: Sign-in\n  accDescr: The agent signs in.\n  A->>B: hi`;
    expect(accessibleText(source)).toEqual({title: 'Sign-in', description: 'The agent signs in.'});
    const {svg} = await renderDiagram(source);
    expect(svg).toContain('>Sign-in</title>');
    expect(svg).not.toContain('accTitle');
  });

  it('names the kind after front matter and comments', () => {
    expect(diagramKind('---\ntitle: x\n---\n%% note\nflowchart LR\n A-->B')).toBe('flowchart');
  });
});

describe('remarkDiagrams', () => {
  const tree = (value: string) => ({
    type: 'root',
    children: [{type: 'code', lang: 'mermaid', value}, {type: 'code', lang: 'js', value: 'x'}],
  });

  it('replaces mermaid fences by a diagram element and leaves other code alone', async () => {
    const root = tree(sequence);
    await remarkDiagrams()(root as never, {path: 'docs/a.mdx'});
    const [diagram, code] = root.children as Array<Record<string, unknown>>;
    expect(diagram).toMatchObject({type: 'mdxJsxFlowElement', name: 'div'});
    expect(JSON.stringify(diagram)).toContain('bp-diagram');
    expect(code).toMatchObject({type: 'code', lang: 'js'});
  });

  it('fails the build naming the page when a diagram cannot be drawn and there is no fallback', async () => {
    await expect(remarkDiagrams()(tree('gantt\n  title x') as never, {path: 'docs/plan.mdx'})).rejects.toThrow(
      /docs\/plan\.mdx: this Mermaid diagram cannot be drawn at build time/,
    );
  });

  it('keeps the fence for the browser and reports the page when the fallback is on', async () => {
    const pages: string[] = [];
    const root = tree('gantt\n  title x');
    await remarkDiagrams({fallback: true, onFallback: (page) => pages.push(page)})(root as never, {path: 'docs/plan.mdx'});
    expect(pages).toEqual(['docs/plan.mdx']);
    expect(root.children[0]).toMatchObject({type: 'code', lang: 'mermaid'});
  });
});
