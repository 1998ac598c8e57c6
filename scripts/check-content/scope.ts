/**
 * What `npm run check:content` checks for a change (without `--all`): the
 * pages the change touched, read from the sources, never from a hand list.
 *
 * - A changed page is touched, and so is every page that shares something
 *   with it: a fact it renders (`{{fact:name}}`), a value of the fixture world
 *   (`{{world:name}}`), a component or data module it imports from the site
 *   (`@site/src/...`, a generated operation or SDK component), or a file its
 *   samples write that another page's samples read (`title="token.js"`).
 *   Docusaurus's own theme components (Tabs) are layout, not shared content.
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
import fs from 'node:fs';
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
  let build = false;
  for (const file of changed) {
    if (NO_PAGE.some((re) => re.test(file))) continue;
    build = true;
    if (/^docs\/.*\.mdx?$/.test(file)) {
      if (keys.has(file)) pages.set(file, 'changed');
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
  // Pages that share a fact, a world value, a module or a sample's file with a changed page.
  for (const page of [...pages.keys()]) {
    const mine = keys.get(page)!;
    for (const [other, theirs] of keys) {
      if (pages.has(other)) continue;
      const key = [...mine.shared].find((k) => theirs.shared.has(k));
      const file = key ? undefined : [...mine.writes].find((w) => reads(theirs, w));
      if (key) pages.set(other, `shares ${key.replace(/^import:/, '')} with ${page}`);
      else if (file) pages.set(other, `reads ${file}, which ${page} writes`);
    }
  }
  return {all: false, why: pages.size ? `${pages.size} page${pages.size === 1 ? '' : 's'} touched` : 'no page touched', changed, pages, build, base};
}
