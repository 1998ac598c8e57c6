/**
 * Small builders for the Markdown that twin renderers write: tables, code
 * fences, inline code, cell escaping. Renderers of the capability plugins
 * (src/plugins/openapi/markdown.ts, src/plugins/sdk-components/markdown.ts) and
 * the renderers of the guide components use them, so every twin writes a
 * table or a fence the same way.
 */

/** Text for one table cell: pipes escaped, line breaks joined, never HTML. */
export function cell(text: string | number | boolean | null | undefined): string {
  if (text === null || text === undefined) return '';
  return String(text)
    .replace(/\r?\n+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** Inline code that survives backticks inside the value. */
export function code(text: string | number | boolean): string {
  const value = String(text);
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${value}${pad}${ticks}`;
}

/** A GFM table. Cells are Markdown; pass them through `cell()` when they hold raw text. */
export function table(head: string[], rows: string[][]): string {
  if (rows.length === 0) return '';
  // A pipe ends a cell even inside inline code, so every unescaped one is escaped.
  // Written as the twins' serializer writes a table: `| - |` rules, `| |` for an empty cell.
  const line = (cells: string[]) => `|${cells.map((c) => (c ? ` ${c.replace(/(?<!\\)\|/g, '\\|')} ` : ' ')).join('|')}|`;
  return [line(head), line(head.map(() => '-')), ...rows.map(line)].join('\n');
}

/** A fenced code block with an optional title (`title="..."` in the info string). */
export function fence(text: string, language = '', title?: string): string {
  const body = text.replace(/\s+$/, '');
  const longest = Math.max(2, ...(body.match(/^`{3,}/gm) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  const info = [language || (title ? 'text' : ''), title ? `title="${title.replace(/"/g, "'")}"` : '']
    .filter(Boolean)
    .join(' ');
  return `${ticks}${info}\n${body}\n${ticks}`;
}

/** Join Markdown blocks with blank lines, skipping empty ones. */
export function blocks(...parts: Array<string | false | null | undefined>): string {
  return parts
    .filter((p): p is string => Boolean(p && p.trim()))
    .map((p) => p.replace(/^\n+|\s+$/g, ''))
    .join('\n\n');
}

/** A heading of the given level. */
export function heading(level: number, text: string): string {
  return `${'#'.repeat(Math.min(6, Math.max(1, level)))} ${text.replace(/\s+/g, ' ').trim()}`;
}

/** A bullet list. */
export function list(items: string[]): string {
  return items.map((item) => `- ${item.replace(/\n/g, '\n  ')}`).join('\n');
}
