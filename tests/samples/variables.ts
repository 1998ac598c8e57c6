/**
 * What a block reads from its environment, read from its text before it
 * runs: the variables it uses that nothing sets (not the reader environment,
 * not an earlier bash block of the page, not the block itself), names that
 * are near a reader-environment name (`BINDPOINT_TENANT_ID` for
 * `BP_TENANT_ID`), and placeholders a pasted run would send as they are.
 * A bash assignment of a placeholder to a reader-environment name
 * (`export BP_CLIENT_ID="<your sandbox client id>"`) is what the reader fills
 * in: the runner keeps the reader environment's value there.
 */
import type {Problem} from './verdict';
import type {Runtime} from './exec';
import {escapeRegExp} from '../../src/site/regexp';

/** Names a block reads from the environment, with whether a default covers them. */
export function readNames(code: string, runtime: Runtime): Array<{name: string; fallback: boolean}> {
  const out: Array<{name: string; fallback: boolean}> = [];
  if (runtime === 'bash') {
    // Single-quoted text is literal in the shell.
    const text = code.replace(/'[^'\n]*'/g, "''");
    for (const m of text.matchAll(/\$\{([A-Z][A-Z0-9_]*)(:?[-=?+][^}]*)?\}|\$([A-Z][A-Z0-9_]*)/g)) {
      out.push({name: (m[1] ?? m[3])!, fallback: Boolean(m[2])});
    }
  } else if (runtime === 'node') {
    for (const m of code.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])(\s*(?:\?\?|\|\|))?/g)) {
      out.push({name: (m[1] ?? m[2])!, fallback: Boolean(m[3])});
    }
  } else if (runtime === 'python') {
    for (const m of code.matchAll(/os\.environ\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g)) out.push({name: m[1]!, fallback: false});
    for (const m of code.matchAll(/os\.(?:environ\.get|getenv)\(\s*['"]([A-Z][A-Z0-9_]*)['"]\s*(,)?/g)) out.push({name: m[1]!, fallback: Boolean(m[2])});
  }
  return out;
}

/** Names a bash block sets itself (assignments, `read`, `for`, `export`). */
export function bashAssigned(code: string): Set<string> {
  const names = new Set<string>();
  for (const m of code.matchAll(/(?:^|[\s;&|(])(?:export\s+|local\s+|declare\s+(?:-\w+\s+)*|readonly\s+)?([A-Za-z_][A-Za-z0-9_]*)=/gm)) names.add(m[1]!);
  for (const m of code.matchAll(/\b(?:read(?:\s+-\w+)*|for)\s+([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(m[1]!);
  return names;
}

/** Names a bash state file (declare -p output) holds. */
export function stateNames(state: string): Set<string> {
  return new Set([...state.matchAll(/^declare\s+-[-a-zA-Z]*\s+([A-Za-z_][A-Za-z0-9_]*)=/gm)].map((m) => m[1]!));
}

/** Levenshtein distance (insertions, deletions, substitutions), for did-you-mean advice. */
export function distance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The reader-environment name a wrong name most likely means. */
export function nearestName(name: string, names: Iterable<string>): string | undefined {
  const stem = (n: string) => n.replace(/^(BP|BINDPOINT)_/, '');
  let best: {name: string; score: number} | undefined;
  for (const candidate of names) {
    const score = stem(candidate) === stem(name) ? 0 : distance(stem(candidate), stem(name));
    if (score <= Math.max(2, Math.floor(stem(name).length / 4)) && (!best || score < best.score)) best = {name: candidate, score};
  }
  return best?.name;
}

export interface EnvironmentFacts {
  /** The reader environment's names (decision 9). */
  reader: Set<string>;
  /** Every name set when the block starts (reader environment, runner, earlier bash blocks). */
  set: Set<string>;
  /** Pages that set a name (for "set on ..."). */
  setOn: Map<string, string[]>;
  /** The page the block is on. */
  page?: string;
  /** Names pages used before, to the name of the reader environment that replaced them. */
  renamed?: Map<string, string>;
}

/** Variables of the machine and runtime that programs read with their own defaults (not the reader's to supply). */
const RUNTIME_NAMES = new Set(['NODE_ENV', 'PORT', 'HOME', 'PATH', 'PWD', 'USER', 'SHELL', 'TMPDIR', 'TERM', 'LANG', 'HOSTNAME', 'CI', 'DEBUG']);

/** Variables a block uses that are not set, as problems. */
export function unsetProblems(code: string, runtime: Runtime, facts: EnvironmentFacts): Problem[] {
  const own = runtime === 'bash' ? bashAssigned(code) : new Set<string>();
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const {name, fallback} of readNames(code, runtime)) {
    if (fallback || seen.has(name) || facts.set.has(name) || own.has(name) || RUNTIME_NAMES.has(name)) continue;
    seen.add(name);
    const near = facts.renamed?.get(name) ?? nearestName(name, facts.reader);
    const homes = facts.setOn.get(name) ?? [];
    const where = homes.filter((p) => p !== facts.page);
    const here = homes.includes(facts.page ?? '');
    problems.push(
      near
        ? {category: 'wrong env var name', message: `reads ${name}, which is not a name of the reader environment: did you mean ${near}?`}
        : {
            category: 'unset variable',
            message: `reads ${name}, which nothing before it on this page sets and the reader environment does not hold${
              here
                ? ': it is set elsewhere on this page (after this block, or in a file the shell does not source): set it before this block'
                : where.length
                  ? `: it is set on ${where.join(', ')}, but a reader may start on this page, whose shell is its own: set it here too (from a response, for example a list call)`
                  : ': set it earlier on the page'
            }`,
          },
    );
  }
  return problems;
}

const ASSIGNED_PLACEHOLDER = /^(\s*(?:export\s+)?)([A-Z][A-Z0-9_]*)=(["']?)<[^>\n]+>\3[ \t]*$/gm;
const PLACEHOLDER = /<(?:your[^<>\n]*|[a-z][a-z0-9_]*(?:[ _-][a-z0-9_]+)+|[A-Z][A-Z0-9_]{2,})>/g;

/**
 * Fills the placeholders a reader fills in a bash block (a reader-environment
 * name assigned `<...>`) and reports every other placeholder.
 */
export function fillPlaceholders(code: string, runtime: Runtime, reader: Set<string>): {code: string; filled: string[]; problems: Problem[]} {
  const filled: string[] = [];
  const problems: Problem[] = [];
  let out = code;
  if (runtime === 'bash') {
    out = code.replace(ASSIGNED_PLACEHOLDER, (line, prefix: string, name: string) => {
      if (!reader.has(name)) return line;
      filled.push(name);
      return `${prefix}${name}="$${name}"`;
    });
  }
  if (runtime === 'bash' || runtime === 'python' || runtime === 'http' || runtime === 'node') {
    for (const m of new Set(out.replace(/<!--[\s\S]*?-->/g, '').match(PLACEHOLDER) ?? [])) {
      const assigned = new RegExp(`^\\s*(?:export\\s+)?([A-Z][A-Z0-9_]*)=(["']?)${escapeRegExp(m)}`, 'm').exec(out);
      const near = assigned ? nearestName(assigned[1]!, reader) : undefined;
      problems.push({
        category: assigned ? 'wrong env var name' : 'placeholder',
        message: assigned
          ? `asks the reader for ${assigned[1]} (${m}), which is not a name of the reader environment${near ? `: did you mean ${near}?` : ': use a name of the reader environment'}`
          : `sends the placeholder ${m} as it is: read the value from a reader-environment variable or from an earlier response`,
      });
    }
  }
  return {code: out, filled, problems};
}
