/**
 * Which lines of a Mermaid diagram the drawing leaves out.
 *
 * beautiful-mermaid reads a diagram line by line and skips a line it cannot
 * read: `App->>API Request token` (no colon) is a syntax error in Mermaid,
 * and here it silently disappears from the drawing. Its parsers are not
 * exported and report nothing, so each line is tried instead: a line counts
 * when the drawing changes without it (`end`, `else`, a message) or when the
 * diagram's first line with it alone draws something (`participant A` that a
 * message would also create). A line that does neither was dropped.
 *
 * The flowchart parser makes a node of almost any text, so there a misspelt
 * edge draws a stray node instead of nothing, which this does not see.
 *
 * Lines this plugin reads itself (autonumber, accTitle, accDescr, render.ts),
 * comments (`%%`), blank lines and front matter are not tried. A diagram the
 * renderer refuses altogether (an unknown type) throws, as in render.ts.
 */
import {loadRenderer, rendererInput} from './render';

export interface DroppedLine {
  /** 0-based index of the line in the diagram's source (the fence's first line of code is 0). */
  index: number;
  text: string;
  /** What to write instead, for the diagram's kind. */
  hint: string;
}

/** Lines render.ts reads (not the renderer), and lines that carry nothing to draw. */
const OWN_OR_EMPTY = /^\s*(?:$|%%|autonumber\b|accTitle\s*:|accDescr\b|---\s*$)/;

const HINTS: Record<string, string> = {
  sequenceDiagram: 'a message is `From->>To: text` (also ->, -->, -->>, -x, -)); a block is loop, alt/else, opt, par/and, critical, break or rect, closed by end; a note is `Note over A,B: text`',
  flowchart: 'an edge is `A --> B` or `A -->|label| B`; a node is `A[text]`, `A(text)` or `A{text}`',
  graph: 'an edge is `A --> B` or `A -->|label| B`; a node is `A[text]`, `A(text)` or `A{text}`',
  stateDiagram: 'a transition is `A --> B: event`; `[*]` starts and ends',
  'stateDiagram-v2': 'a transition is `A --> B: event`; `[*]` starts and ends',
  classDiagram: 'a relation is `A <|-- B`; a member is `A : +name`',
  erDiagram: 'a relation is `A ||--o{ B : label`',
};

function hintFor(kind: string, line: string): string {
  if (/^\s*(?:activate|deactivate)\b/.test(line)) return 'activation bars are not drawn from `activate`/`deactivate` lines: put `+` or `-` before the receiver of a message (`A->>+B: text`)';
  return HINTS[kind] ?? 'check the line against the Mermaid syntax of its diagram type';
}

/** Front matter (`---` ... `---`) at the top: its lines are configuration, not drawing. */
function frontMatterLines(lines: string[]): Set<number> {
  const out = new Set<number>();
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0 || lines[first]!.trim() !== '---') return out;
  for (let i = first; i < lines.length; i++) {
    out.add(i);
    if (i > first && lines[i]!.trim() === '---') break;
  }
  return out;
}

/** The lines of a diagram that do not reach its drawing. */
export async function droppedLines(source: string): Promise<DroppedLine[]> {
  const render = await loadRenderer();
  const draw = (text: string): string => {
    try {
      return render(rendererInput(text), {transparent: true});
    } catch (error) {
      return `error: ${error instanceof Error ? error.message : String(error)}`;
    }
  };
  const lines = source.split('\n');
  const skipped = frontMatterLines(lines);
  const headerAt = lines.findIndex((l, i) => !skipped.has(i) && !OWN_OR_EMPTY.test(l));
  if (headerAt < 0) return [];
  const kind = lines[headerAt]!.trim().split(/\s+/)[0]!;
  const whole = draw(source);
  if (whole.startsWith('error: ')) throw new Error(whole.slice('error: '.length));
  const header = lines.slice(0, headerAt + 1).join('\n');
  const alone = draw(header);
  const dropped: DroppedLine[] = [];
  lines.forEach((line, index) => {
    if (index <= headerAt || skipped.has(index) || OWN_OR_EMPTY.test(line)) return;
    // Alone first: a small drawing, and it settles every line that draws something (most of them).
    if (draw(`${header}\n${line}`) !== alone) return;
    if (draw(lines.filter((_l, i) => i !== index).join('\n')) !== whole) return;
    dropped.push({index, text: line.trim(), hint: hintFor(kind, line)});
  });
  return dropped;
}

/** One problem per dropped line: where (the fence's line), what, what to do. */
export function droppedMessage(where: {file: string; fenceLine: number}, line: DroppedLine): string {
  return `${where.file}:${where.fenceLine + 1 + line.index}: the Mermaid line "${line.text}" is not drawn (the diagram renderer cannot read it, and leaves it out): fix its syntax (${line.hint}), or remove it`;
}
