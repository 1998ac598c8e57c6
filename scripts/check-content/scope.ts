/**
 * What `npm run check:content` checks for a change (without `--all`): the
 * pages the change touched, read from the sources, never from a hand list.
 *
 * - A changed page is touched, and so is every page that shares something
 *   with its change (the lines the diff against the base changed, or all of
 *   a page that is new or gone): a fact it renders (`{{fact:name}}`), a value
 *   of the fixture world (`{{world:name}}`), a component or data module it
 *   uses from the site (`@site/src/...`, a generated operation or SDK
 *   component), or a file its samples write that another page's samples read
 *   (`title="token.js"`). Docusaurus's own theme components (Tabs) are
 *   layout, not shared content.
 * - A changed component or data file touches the pages that import it,
 *   directly or through other modules of the site (the import graph of src).
 * - A change to what every page is made or checked with (the OpenAPI
 *   document, the facts, the identity, the fixture world, the mock, a plugin,
 *   the theme, the configuration, the sample runner) touches every page.
 * - Tests, decision records and the repository's own Markdown touch none:
 *   the build is then not needed.
 *
 * The build is always the whole site (every link and anchor is checked
 * against every page); the scope chooses the request samples that run.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {baseRevision, changedFiles, docs, root, type Doc} from '../../tests/e2e/support/routes';

export interface Scope {
  /** Every page: `--all`, or a change to what every page depends on (`why`). */
  all: boolean;
  why: string;
  /** The files the change holds (since the base revision, committed or not). */
  changed: string[];
  /** Doc files the change touched, and for each why (`changed`, or what it shares with a changed page). */
  pages: Map<string, string>;
  /** Whether the site must be built (false when the change touches no page: tests, records, README). */
  build: boolean;
  base: string | null;
}

/** Files that make no page: changing only these needs no build and runs no sample. */
const NO_PAGE = [/^tests\/(?!samples\/)/, /\/__tests__\//, /^decisions\//, /^\.github\//, /^[^/]+\.md$/, /^scripts\//, /^patches\/README\.md$/, /^playwright\.config\.ts$/];
/** Modules a page can import whose change touches only the pages that import them. */
const PAGE_MODULES = /^(?:src\/components\/|src\/data\/(?!openapi\/|world\/)|static\/)/;

const withoutCode = (text: string) => text.replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, '');
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** A module specifier of a page or a source file, as a repository file (or undefined: a package, a theme module). */
function resolve(spec: string, from: string): string | undefined {
  const bare = spec.replace(/^!!raw-loader!/, '');
  const base = bare.startsWith('@site/') ? path.join(root, bare.slice('@site/'.length)) : bare.startsWith('.') ? path.resolve(path.dirname(path.join(root, from)), bare) : undefined;
  if (!base) return undefined;
  for (const candidate of [base, ...['.ts', '.tsx', '.js', '.mjs', '.json'].map((e) => base + e), ...['index.ts', 'index.tsx', 'index.js'].map((i) => path.join(base, i))]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return rel(candidate);
  }
  return undefined;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Source file -> the files that import it, over src/ (resolved relative and `@site/` imports). */
function importers(): Map<string, Set<string>> {
  const by = new Map<string, Set<string>>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__tests__') walk(full);
        continue;
      }
      if (!/\.(?:tsx?|mjs|js)$/.test(entry.name)) continue;
      const file = rel(full);
      for (const m of fs.readFileSync(full, 'utf8').matchAll(IMPORT)) {
        const target = resolve((m[1] ?? m[2] ?? m[3])!, file);
        if (target) (by.get(target) ?? by.set(target, new Set()).get(target)!).add(file);
      }
    }
  };
  walk(path.join(root, 'src'));
  return by;
}

/** What a page shares with others: facts, world values, site modules it imports, files its samples write and read. */
export interface PageKeys {
  shared: Set<string>;
  imports: Set<string>;
  writes: Set<string>;
  text: string;
}

export function pageKeys(doc: Pick<Doc, 'source' | 'text'>): PageKeys {
  const shared = new Set<string>();
  const imports = new Set<string>();
  for (const m of doc.text.matchAll(/\{\{\s*((?:fact|world):[A-Za-z][\w]*)\s*\}\}/g)) shared.add(m[1]!);
  for (const m of withoutCode(doc.text).matchAll(/^import\s[^;\n]*?\sfrom\s+['"]([^'"]+)['"]/gm)) {
    const spec = m[1]!;
    if (/^(?:!!raw-loader!)?@site\//.test(spec) || spec.startsWith('@generated/')) shared.add(`import:${spec.replace(/^!!raw-loader!/, '')}`);
    const file = resolve(spec, doc.source);
    if (file) imports.add(file);
  }
  const writes = new Set([...doc.text.matchAll(/^[ \t]*`{3,}\w+[^\n]*\btitle="([^"]+)"/gm)].map((m) => path.posix.basename(m[1]!)));
  return {shared, imports, writes, text: doc.text};
}

/** Whether a page's code reads a file another page's samples write (`./token.js`, `from bp_token import`, `@prospect.json`). */
function reads(keys: PageKeys, file: string): boolean {
  const code = keys.text.match(/^[ \t]*`{3,}[\s\S]*?^[ \t]*`{3,}/gm)?.join('\n') ?? '';
  const stem = file.replace(/\.\w+$/, '').replace(/[^\w-]/g, '');
  // The name itself, a module imported without its extension, or a Python module.
  return new RegExp(`(?<![\\w-])${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])|['"]\\.\\/${stem}['"]|\\b(?:from|import)\\s+${stem}\\b`).test(code);
}

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024});
  } catch {
    return undefined;
  }
}

/** The sentences of some lines (a paragraph is one line in MDX: a change of one sentence is not a change of the others). */
const sentencesOf = (lines: string[]) => new Set(lines.join('\n').split(/(?<=[.!?;:])\s+|\n/).map((x) => x.trim()).filter(Boolean));

/**
 * Which keys of a page the changed lines hold: facts and world values (in the sentences that
 * changed: `others` are the same lines on the diff's other side), components used (`<Steps`) or
 * imported, titled files written.
 */
function keysOfLines(keys: PageKeys, text: string, lines: Set<number>, others: string[]): Set<string> {
  const out = new Set<string>();
  const all = text.split('\n');
  const at = [...lines].map((n) => all[n - 1] ?? '');
  const changed = at.join('\n');
  const unchanged = sentencesOf(others);
  for (const sentence of sentencesOf(at)) {
    if (unchanged.has(sentence)) continue;
    for (const m of sentence.matchAll(/\{\{\s*((?:fact|world):[A-Za-z][\w]*)\s*\}\}/g)) out.add(m[1]!);
  }
  // A component's name in a changed line: the module the page imports it from.
  const imported = new Map([...withoutCode(text).matchAll(/^import\s+(?:\{([^}]*)\}|(\w+))[^;\n]*?\sfrom\s+['"]([^'"]+)['"]/gm)].flatMap((m) =>
    (m[2] ? [m[2]] : m[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/).pop()!)).filter(Boolean).map((name) => [name, m[3]!.replace(/^!!raw-loader!/, '')] as [string, string]),
  ));
  for (const [name, spec] of imported) if (keys.shared.has(`import:${spec}`) && new RegExp(`<${name}\\b|\\{${name}\\}|from\\s+['"]`).test(changed)) out.add(`import:${spec}`);
  // A titled block that holds a changed line: the file its samples write.
  const fences = [...text.matchAll(/^[ \t]*(`{3,})\w+[^\n]*\btitle="([^"]+)"[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm)];
  for (const f of fences) {
    const first = text.slice(0, f.index).split('\n').length;
    const last = first + f[0].split('\n').length - 1;
    if ([...lines].some((n) => n >= first && n <= last)) out.add(`writes:${path.posix.basename(f[2]!)}`);
  }
  return out;
}

/** Lines a change removed (numbers in `before`) and added (numbers in `after`): `git diff --no-index` of the two texts. */
function changedLines(before: string, after: string): {removed: Set<number>; added: Set<number>} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-scope-'));
  try {
    fs.writeFileSync(path.join(dir, 'before'), before);
    fs.writeFileSync(path.join(dir, 'after'), after);
    let diff = '';
    try {
      execFileSync('git', ['diff', '--no-index', '-U0', 'before', 'after'], {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
    } catch (error) {
      // git diff --no-index exits 1 when the files differ.
      diff = String((error as {stdout?: string}).stdout ?? '');
    }
    const removed = new Set<number>();
    const added = new Set<number>();
    for (const hunk of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm)) {
      const [oldStart, oldCount, newStart, newCount] = [Number(hunk[1]), Number(hunk[2] ?? 1), Number(hunk[3]), Number(hunk[4] ?? 1)];
      for (let i = 0; i < oldCount; i++) removed.add(oldStart + i);
      for (let i = 0; i < newCount; i++) added.add(newStart + i);
    }
    return {removed, added};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * What a change of a page touches beyond the page: the keys in the sentences and lines it changed
 * (both sides), or every key of a page that is new (`before` undefined) or gone (`after` undefined).
 */
export function keysOfChange(file: string, before: string | undefined, after: string | undefined): Set<string> {
  const all = (k: PageKeys) => new Set([...k.shared, ...[...k.writes].map((w) => `writes:${w}`)]);
  if (after === undefined) return before === undefined ? new Set() : all(pageKeys({source: file, text: before}));
  const now = pageKeys({source: file, text: after});
  if (before === undefined) return all(now);
  const {removed, added} = changedLines(before, after);
  const lines = (text: string, numbers: Set<number>) => [...numbers].map((n) => text.split('\n')[n - 1] ?? '');
  return new Set([
    ...keysOfLines(now, after, added, lines(before, removed)),
    ...keysOfLines(pageKeys({source: file, text: before}), before, removed, lines(after, added)),
  ]);
}

export function scopeOf(options: {all?: boolean; files?: string[]; base?: string | null} = {}): Scope {
  const base = options.base === undefined ? baseRevision() : options.base;
  const changed = options.files ?? changedFiles(base);
  const all = docs({fromBuild: false});
  const everything = (why: string): Scope => ({all: true, why, changed, pages: new Map(all.map((d) => [d.source, why])), build: true, base});
  if (options.all) return everything('--all');
  if (!base && !options.files) return everything('no base revision to compare with (a shallow clone?): every page');

  const keys = new Map(all.map((d) => [d.source, pageKeys(d)]));
  const pages = new Map<string, string>();
  const graph = importers();
  // The keys each changed page's change holds (changedKeys), to find the pages that share them.
  const touchedKeys = new Map<string, Set<string>>();
  let build = false;
  for (const file of changed) {
    if (NO_PAGE.some((re) => re.test(file))) continue;
    build = true;
    if (/^docs\/.*\.mdx?$/.test(file)) {
      if (keys.has(file)) pages.set(file, 'changed');
      touchedKeys.set(file, keysOfChange(file, base ? git(['show', `${base}:${file}`]) : undefined, keys.get(file)?.text));
      continue;
    }
    if (!PAGE_MODULES.test(file)) return everything(`${file} changed: every page depends on it`);
    // The pages that import it, through the modules of the site.
    const reached = new Set([file]);
    const queue = [file];
    while (queue.length) for (const next of graph.get(queue.shift()!) ?? []) if (!reached.has(next)) reached.add(next), queue.push(next);
    const users = [...keys].filter(([, k]) => [...k.imports].some((i) => reached.has(i)) || k.text.includes(file.replace(/^static/, '')));
    if (!users.length) return everything(`${file} changed, and no page imports it (a plugin reads it): every page`);
    for (const [page] of users) if (!pages.has(page)) pages.set(page, `imports ${file}`);
  }
  // Pages that share a fact, a world value, a module or a sample's file with the change of a page.
  for (const [page, touched] of touchedKeys) {
    for (const [other, theirs] of keys) {
      if (pages.has(other)) continue;
      const key = [...touched].find((k) => theirs.shared.has(k));
      const file = key ? undefined : [...touched].filter((k) => k.startsWith('writes:')).map((k) => k.slice('writes:'.length)).find((w) => reads(theirs, w));
      if (key) pages.set(other, `shares ${key.replace(/^import:/, '')} with the change of ${page}`);
      else if (file) pages.set(other, `reads ${file}, which the change of ${page} writes`);
    }
  }
  return {all: false, why: pages.size ? `${pages.size} page${pages.size === 1 ? '' : 's'} touched` : 'no page touched', changed, pages, build, base};
}
