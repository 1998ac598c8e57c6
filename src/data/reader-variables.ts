/**
 * Pure helpers for the values a reader supplies (decision 9: client id and
 * secret, tenant id, SDK client ids, hook secret, ...). The fixture world
 * (src/data/world) holds the one list of their environment-variable names
 * with sandbox example values; pages never retype a name or a value, they
 * render them with the ReaderVariables component, and its Markdown twin
 * renderer (src/plugins/llms/renderers.ts) uses the same functions, so the
 * page and its twin print the same lines.
 *
 * Kept in src/data, beside environments.ts, because both a component and a
 * plugin use it and the layers let neither import the other.
 */

/** One value the reader supplies, by its environment-variable name. */
export interface ReaderVariable {
  /** Environment-variable name, e.g. `BP_CLIENT_ID`. */
  name: string;
  /** What the value is, in a few words, e.g. "sandbox OAuth client id". */
  description: string;
  /** The sandbox example value of the fixture world. */
  sandbox: string;
}

/** The comment above the lines: the values shown are examples, the reader pastes their own. */
export const READER_VARIABLES_NOTE = '# Sandbox examples: paste the values your account manager issued for you.';

/** `export`: shell lines to paste; `dotenv`: a `.env` file; `table`: name, meaning and sandbox example. */
export type ReaderVariablesFormat = 'export' | 'dotenv' | 'table';

/**
 * The variables `names` asks for, in that order. An unknown or repeated name
 * throws, naming the page's mistake and the names that exist, so a typo
 * (`BINDPOINT_TENANT_ID`) fails the build instead of printing nothing.
 */
export function pickVariables(all: readonly ReaderVariable[], names: readonly string[], where = 'ReaderVariables'): ReaderVariable[] {
  if (names.length === 0) throw new Error(`${where}: names is empty; list the variables the page needs`);
  const byName = new Map(all.map((v) => [v.name, v]));
  const seen = new Set<string>();
  return names.map((name) => {
    const variable = byName.get(name);
    if (!variable) {
      throw new Error(`${where}: "${name}" is not a reader variable of the fixture world. Known names: ${[...byName.keys()].join(', ')}`);
    }
    if (seen.has(name)) throw new Error(`${where}: "${name}" is listed twice`);
    seen.add(name);
    return variable;
  });
}

/** A value as a double-quoted shell word: `"`, `\`, `$` and backquote escaped. */
export function shellQuote(value: string): string {
  return `"${value.replace(/["\\$`]/g, (c) => `\\${c}`)}"`;
}

/** The code a reader pastes: `export NAME="value"` lines, or `NAME=value` lines of a `.env` file. */
export function variableLines(variables: readonly ReaderVariable[], format: Exclude<ReaderVariablesFormat, 'table'>): string {
  return variables
    .map((v) => {
      if (format === 'export') return `export ${v.name}=${shellQuote(v.sandbox)}`;
      // A .env value needs quotes only when it holds more than a plain word.
      return `${v.name}=${/^[A-Za-z0-9_./:@+-]*$/.test(v.sandbox) ? v.sandbox : shellQuote(v.sandbox)}`;
    })
    .join('\n');
}
