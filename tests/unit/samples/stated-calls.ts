/**
 * "Makes N calls": a page that says how many calls an integration makes
 * names them, each as `METHOD /path` of an operation (in a diagram, a table,
 * an `http` block or prose). Issue 35: ss_overview promised three calls in
 * its description and first paragraph and showed two.
 *
 * The count is read where the sentence stands: the page (description and
 * introduction) or, under a heading, that heading's section. A statement
 * about a page or section that names no operation is not checked.
 */
import {operations} from './openapi';

const NUMBERS: Record<string, number> = {one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10};
/** "makes two calls", "in four calls", "the three calls it makes". */
const STATED = /\b(?:makes?|making|in|the)\s+(one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:API\s+)?calls\b(?!\s+(?:every|each|per))/gi;
const NAMED = /\b(GET|POST|PUT|PATCH|DELETE)\s+(\/[\w{}\-/.:]*)/g;

/** Distinct operations named as METHOD /path in a text. */
export function namedOperations(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(NAMED)) {
    const path = m[2]!.replace(/[.:]+$/, '').replace(/\{[^}]+\}/g, 'x');
    const op = operations.find((o) => o.ref.method.toUpperCase() === m[1] && o.pattern.test(path));
    if (op) out.add(`${m[1]} ${op.ref.path}`);
  }
  return out;
}

/** Each "N calls" that is not the number of operations its page or section names: file:line: what: what to do. */
export function statedCallProblems(file: string, source: string): string[] {
  const problems: string[] = [];
  const lines = source.split('\n');
  // Sections: the page before its first `## `, then each `## ` heading to the next.
  const starts = [0, ...lines.flatMap((l, i) => (/^## /.test(l) ? [i] : []))];
  const all = namedOperations(source);
  starts.forEach((start, k) => {
    const end = starts[k + 1] ?? lines.length;
    const section = lines.slice(start, end).join('\n');
    const named = k === 0 ? all : namedOperations(section);
    if (!named.size) return;
    for (const [i, line] of lines.slice(start, end).entries()) {
      for (const m of line.matchAll(STATED)) {
        const n = NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1]);
        if (n === named.size) continue;
        problems.push(`${file}:${start + i + 1}: "${m[0].trim()}" but the ${k === 0 ? 'page' : 'section'} shows ${named.size} (${[...named].join(', ')}): say ${named.size}, or show every call as METHOD /path`);
      }
    }
  });
  return problems;
}
