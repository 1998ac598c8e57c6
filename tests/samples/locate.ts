/**
 * The line a refused request's error is about: a misspelt field
 * (`priorty: unknown_field`) or a wrong value (`mqs_phnoe is not a question
 * code`) is found where the sample writes it, in the block that sent the
 * request or in a file of the page the block reads (a titled module whose
 * function it calls, a titled JSON body it sends with `--data @active.json`).
 * A message that points at the line of the typo saves the writer the search;
 * the block's first line, or the line that calls a function, does not.
 */
import type {Block} from './blocks';
import type {MockRequest} from './mock';
import type {RunContext} from './script';
import type {Problem} from './verdict';

/** Where a block or a titled file is written: its file, the line of its opening fence, its code. */
export interface Source {
  file: string;
  line: number;
  code: string;
}

export interface ErrorDetail {
  field?: string;
  code?: string;
  message?: string;
}


const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names a detail can be found by: the value its message names first, then the field's last name. */
function needles(detail: ErrorDetail): Array<{text: string; key: boolean}> {
  const out: Array<{text: string; key: boolean}> = [];
  const value = /^([A-Za-z_][\w.-]*) (?:is|are|belongs)\b/.exec(detail.message ?? '')?.[1];
  if (value) out.push({text: value, key: false});
  const name = detail.field?.split(/[.[\]]/).filter((p) => p && !/^\d+$/.test(p)).pop();
  if (name && !/^\(/.test(name)) out.push({text: name, key: true});
  return out;
}

/** The first line of a code that writes a key (`"name":`, `'name':`, `name:`, `name=`) or holds a value as a string. */
function lineOf(code: string, needle: {text: string; key: boolean}): number | undefined {
  const n = escape(needle.text);
  const pattern = needle.key ? new RegExp(`(["'\`])${n}\\1\\s*[:=,)]|(?<![\\w.$])${n}\\s*[:=](?!=)`) : new RegExp(`(["'\`])${n}\\1|(?<![\\w-])${n}(?![\\w-])`);
  const index = code.split('\n').findIndex((line) => pattern.test(line));
  return index < 0 ? undefined : index;
}

/** `file:line` of the first detail found in the sources (searched in order), or undefined. */
export function detailLine(details: ErrorDetail[], sources: Source[]): string | undefined {
  for (const detail of details) {
    for (const needle of needles(detail)) {
      for (const source of sources) {
        const index = lineOf(source.code, needle);
        // The code starts on the line after the opening fence.
        if (index !== undefined) return `${source.file}:${source.line + 1 + index}`;
      }
    }
  }
  return undefined;
}

/** Where a block's code is written in the repository (undefined for generated samples, whose code is not on the page). */
export function sourceOf(block: Block): Source | undefined {
  return block.origin === 'fence' || block.origin === 'raw-import' ? {file: block.file, line: block.line, code: block.code} : undefined;
}

/**
 * A refused request's problem points at the line that writes the refused field (locate.ts): in the block,
 * else in a file of the page it reads (a module it imports, a JSON body it sends with `@file`).
 */
export function locateRefusals(problems: Problem[], requests: MockRequest[], block: Block, ctx: RunContext): void {
  const read = [...ctx.files].filter(([name, file]) => file.source && new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\.(?:py|js|mjs|ts)$/, '')}`).test(block.code));
  const sources = [sourceOf(block), ...read.map(([, file]) => file.source)].filter((s): s is Source => Boolean(s));
  for (const request of requests) {
    if (!request.errorDetails?.length || (request.status !== 400 && request.status !== 422)) continue;
    const where = detailLine(request.errorDetails, sources);
    const label = `${request.method} ${request.url.replace(/^https:\/\//, '')}`;
    if (where) for (const p of problems) if (!p.where && p.message.startsWith(label)) p.where = where;
  }
}
