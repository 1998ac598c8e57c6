import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {accessibleText, compact, DIAGRAM_COLOURS, diagramKind, renderDiagram, withoutColourStyle} from '../render';
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
    expect(svg).toContain('stroke="var(--_line)"');
    expect(svg).not.toMatch(/#[0-9a-f]{3,6}\b/i);
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

  it('writes the SVG compactly: no data attributes, two decimals, no indentation outside text', async () => {
    const {svg} = await renderDiagram(sequence, 0);
    expect(svg).not.toMatch(/\sdata-[\w-]+=/);
    expect(svg).not.toMatch(/\d\.\d{3}/);
    expect(svg).not.toMatch(/>\s+<(?!\/?text)/);
    // What describe() read from the data attributes is still in the title and description.
    expect(svg).toContain('Partner API to Your system: 201 id, reference_id.');
  });

  it('compact() keeps whitespace inside text, and ids, colours and path letters', () => {
    const svg =
      '<svg viewBox="0 0 819.6799999999998 400">\n  <g data-label="a" class="x">\n    <path d="M10.123456 20.5L-3.14159 7"/>\n' +
      '    <text x="1.23456" fill="#123456"><tspan>one</tspan>\n  <tspan>two 3.14159</tspan></text>\n  </g>\n</svg>';
    expect(compact(svg)).toBe(
      '<svg viewBox="0 0 819.68 400"><g class="x"><path d="M10.12 20.5L-3.14 7"/>' +
        '<text x="1.23" fill="#123456"><tspan>one</tspan>\n  <tspan>two 3.14159</tspan></text></g></svg>',
    );
  });

  it('leaves the colour variables to diagrams.css, which declares each one the renderer is given', async () => {
    const {svg} = await renderDiagram(sequence, 0);
    expect(svg).not.toMatch(/^<svg[^>]* style=/);
    const css = fs.readFileSync(path.join(__dirname, '../diagrams.css'), 'utf8');
    const rule = css.match(/\.bp-diagram__svg \{([^}]*)\}/)![1]!;
    for (const [name, value] of Object.entries(DIAGRAM_COLOURS)) expect(rule).toContain(`--${name}: ${value};`);
    // Any other style stays.
    expect(withoutColourStyle('<svg viewBox="0 0 1 1" style="--bg:red"><g/></svg>')).toBe('<svg viewBox="0 0 1 1" style="--bg:red"><g/></svg>');
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
