/**
 * Mermaid source → one inline SVG, at build time, with no browser.
 *
 * beautiful-mermaid draws the diagram; this module only makes its SVG fit a
 * page that may hold several diagrams and two colour modes:
 * - colours are CSS variables (`--bp-diagram-*`, defined in diagrams.css
 *   for light and `[data-theme='dark']`), so one SVG serves both modes;
 * - the renderer's own `<style>` (a web-font `@import` and unscoped `svg`
 *   and `text` rules) is dropped: diagrams.css holds the same derived
 *   colours, scoped to `.bp-diagram`, and text uses the site's font;
 * - every `id` (markers, actors) gets a per-diagram prefix so that two
 *   diagrams, or a diagram and a heading, never share one;
 * - `autonumber` numbers the messages, as Mermaid itself does;
 * - the SVG is an image for assistive technology (`role="img"`) named by a
 *   `<title>` and described by a `<desc>`: Mermaid's `accTitle`/`accDescr`
 *   when the writer gave them, otherwise what the diagram shows (its
 *   participants, then its messages in order).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

type Renderer = (text: string, options: Record<string, unknown>) => string;

let renderer: Promise<Renderer> | undefined;

/**
 * The file of beautiful-mermaid's ESM entry, found by walking up from here.
 * The site config and its plugins are loaded through jiti, which turns
 * `import()` into `require()`; beautiful-mermaid exports no `require` entry,
 * so under jiti the module is required by its file, which jiti transpiles.
 */
function entryFile(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules/beautiful-mermaid/package.json');
    if (fs.existsSync(manifest)) {
      const {exports} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {exports: {'.': {import: string}}};
      return path.join(path.dirname(manifest), exports['.'].import);
    }
    if (path.dirname(dir) === dir) throw new Error('beautiful-mermaid is not installed');
  }
}

/** beautiful-mermaid, loaded once, on the first diagram. A load failure is not a drawing failure. */
export function loadRenderer(): Promise<Renderer> {
  renderer ??= Promise.resolve()
    .then(() => import('beautiful-mermaid'))
    .catch(() => require(entryFile()) as unknown)
    .then(
      (m) => (m as {renderMermaidSVG: Renderer}).renderMermaidSVG,
      (error: unknown) => {
        throw new Error(`[diagrams] cannot load beautiful-mermaid: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  return renderer;
}

/**
 * Colours the renderer writes into the SVG's `style`: all variables. The
 * same declarations are in diagrams.css (`.bp-diagram__svg`), so the drawn
 * SVG leaves them out (`withoutColourStyle`); a unit test keeps the two equal.
 */
export const DIAGRAM_COLOURS = {
  bg: 'var(--bp-diagram-bg)',
  fg: 'var(--bp-diagram-fg)',
  line: 'var(--bp-diagram-line)',
  accent: 'var(--bp-diagram-accent)',
  muted: 'var(--bp-diagram-muted)',
  surface: 'var(--bp-diagram-surface)',
  border: 'var(--bp-diagram-border)',
} as const;

export interface RenderedDiagram {
  svg: string;
  /** The diagram's kind, from its first keyword (`sequenceDiagram`, `flowchart`…). */
  kind: string;
  title: string;
  description: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const KIND_NAMES: Record<string, string> = {
  sequenceDiagram: 'Sequence diagram',
  flowchart: 'Flowchart',
  graph: 'Flowchart',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  classDiagram: 'Class diagram',
  erDiagram: 'Entity relationship diagram',
  'xychart-beta': 'Chart',
};

/** The first meaningful line's keyword, skipping front matter, comments and directives. */
export function diagramKind(source: string): string {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('%%')) continue;
    return line.split(/\s+/)[0]!;
  }
  return '';
}

/** `accTitle: …` / `accDescr: …` (or `accDescr { … }`) from the source, if the writer gave them. */
export function accessibleText(source: string): {title?: string; description?: string} {
  const title = source.match(/^\s*accTitle\s*:\s*(.+)$/m)?.[1]?.trim();
  const block = source.match(/^\s*accDescr\s*\{([\s\S]*?)\}/m)?.[1];
  const line = source.match(/^\s*accDescr\s*:\s*(.+)$/m)?.[1];
  const description = (block ?? line)?.replace(/\s+/g, ' ').trim();
  return {title, description};
}

/** The source as the renderer gets it: without the lines it does not know that only carry accessibility text. */
export function rendererInput(source: string): string {
  return source
    .replace(/^\s*accDescr\s*\{[\s\S]*?\}\s*$/m, '')
    .replace(/^\s*acc(?:Title|Descr)\s*:.*$/gm, '');
}

function attribute(tag: string, name: string): string | undefined {
  const value = tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  return value === undefined ? undefined : unescapeXml(value);
}

/** What the drawn diagram shows, read back from the renderer's data attributes. */
function describe(svg: string, kind: string, numbered: boolean): {title: string; description: string} {
  const kindName = KIND_NAMES[kind] ?? 'Diagram';
  const actors = [...svg.matchAll(/<g class="actor"[^>]*>/g)].map((m) => attribute(m[0], 'data-label'));
  const nodes = [...svg.matchAll(/<g class="node"[^>]*>/g)].map((m) => attribute(m[0], 'data-label'));
  const names = [...actors, ...nodes].filter((name): name is string => Boolean(name));
  const labelOf = new Map<string, string>();
  for (const m of svg.matchAll(/<g class="actor"[^>]*>/g)) {
    const id = attribute(m[0], 'data-id');
    const label = attribute(m[0], 'data-label');
    if (id && label) labelOf.set(id, label);
  }
  const steps = [...svg.matchAll(/<g class="message"[^>]*>/g)].map((m, index) => {
    const from = attribute(m[0], 'data-from') ?? '';
    const to = attribute(m[0], 'data-to') ?? '';
    const label = attribute(m[0], 'data-label') ?? '';
    const step = `${labelOf.get(from) ?? from} to ${labelOf.get(to) ?? to}: ${label}`;
    return numbered ? `${index + 1}. ${step}.` : `${step}.`;
  });
  const title = names.length ? `${kindName}: ${names.join(', ')}` : kindName;
  const description = steps.length ? steps.join(' ') : title;
  return {title, description};
}

/** The root's `style` left out when it holds exactly DIAGRAM_COLOURS, which diagrams.css declares for every diagram. */
export function withoutColourStyle(svg: string): string {
  return svg.replace(/^<svg([^>]*?) style="([^"]*)"/, (whole, attrs: string, style: string) => {
    const declared = style
      .split(';')
      .filter(Boolean)
      .map((d) => d.split(/:(.*)/s).map((x) => x.trim()));
    const expected = Object.entries(DIAGRAM_COLOURS);
    const same =
      declared.length === expected.length && expected.every(([name, value]) => declared.some(([n, v]) => n === `--${name}` && v === value));
    return same ? `<svg${attrs}` : whole;
  });
}

/** A coordinate or length with at most two decimals (a hundredth of a pixel; the renderer writes up to sixteen). */
const round = (n: string): string => String(Number(Number(n).toFixed(2)));

/**
 * The drawn SVG without what only `describe` reads: the renderer's `data-*`
 * attributes (a message's label is written twice, once as its text), long
 * decimals, and the indentation between elements outside `<text>` (where
 * whitespace could show). With the colour style left out too
 * (`withoutColourStyle`), the overview's diagram went from 7.1 to 4.9 KB.
 */
export function compact(svg: string): string {
  return svg
    .split(/(<text[\s>][\s\S]*?<\/text>)/)
    .map((part, i) => {
      const tags = part.replace(/<[^>]+>/g, (tag) =>
        tag.replace(/\sdata-[\w-]+="[^"]*"/g, '').replace(/(?<![\d.#])-?\d+\.\d{3,}/g, round),
      );
      return i % 2 ? tags : tags.replace(/>\s+</g, '><').replace(/^\s+/, '').replace(/\s+$/, '');
    })
    .join('');
}

/** Short, stable prefix for the ids of one diagram on one page. */
export function idPrefix(source: string, index: number): string {
  return `dg${index}-${createHash('sha1').update(source).digest('hex').slice(0, 6)}-`;
}

/**
 * Renders one diagram. Throws when the renderer cannot draw it (an unknown
 * diagram type or a syntax it does not support); the caller decides whether
 * the browser-side fallback takes over.
 */
export async function renderDiagram(source: string, index = 0): Promise<RenderedDiagram> {
  const render = await loadRenderer();
  return drawDiagram(render, source, index);
}

function drawDiagram(render: Renderer, source: string, index: number): RenderedDiagram {
  const kind = diagramKind(source);
  let svg = render(rendererInput(source), {...DIAGRAM_COLOURS, transparent: true});
  if (!svg.startsWith('<svg')) throw new Error('the renderer returned no SVG');

  const prefix = idPrefix(source, index);
  svg = svg
    .replace(/<style>[\s\S]*?<\/style>\s*/g, '')
    .replace(/\sid="([^"]+)"/g, (_m, id: string) => ` id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_m, id: string) => `url(#${prefix}${id})`)
    .replace(/\shref="#([^"]+)"/g, (_m, id: string) => ` href="#${prefix}${id}"`);

  const numbered = /^\s*autonumber\b/m.test(source);
  if (numbered) {
    let step = 0;
    svg = svg.replace(/(<g class="message"[^>]*>[\s\S]*?<text[^>]*>)([^<]*)(<\/text>)/g, (_m, open: string, text: string, close: string) => {
      step += 1;
      return `${open}${step}. ${text}${close}`;
    });
  }

  const given = accessibleText(source);
  const found = describe(svg, kind, numbered);
  svg = withoutColourStyle(compact(svg));
  const title = given.title ?? found.title;
  const description = given.description ?? found.description;
  const titleId = `${prefix}title`;
  const descId = `${prefix}desc`;
  svg = svg.replace(
    /^<svg([^>]*)>/,
    (_m, attrs: string) =>
      `<svg${attrs} class="bp-diagram__svg" role="img" aria-labelledby="${titleId}" aria-describedby="${descId}">` +
      `<title id="${titleId}">${escapeXml(title)}</title><desc id="${descId}">${escapeXml(description)}</desc>`,
  );
  return {svg, kind, title, description};
}
