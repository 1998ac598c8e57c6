/**
 * Twins cached by content hash, so that a warm build converts only the pages
 * that changed (a cold build, after `docusaurus clear`, has no cache).
 *
 * A cached twin is used when, since it was made:
 * - nothing the conversion of every page depends on has changed (`siteKey`:
 *   the site's source code and data under src/, the API and component
 *   plugins' content, the tokens, the site's doc routes, which links to twins
 *   depend on, and this cache's format);
 * - the page's own metadata (title, description, route, sidebar) is the same;
 * - every file its conversion read has the same text: the page itself, the
 *   partials, data and raw files it imports (TwinConverter records them).
 * Anything else converts again. The cache lives in
 * `node_modules/.cache/bindpoint-llms` (the bundler's cache folder, which
 * `docusaurus clear` empties and CI and deploy keep between runs).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Bumped when a twin's content changes for a reason no input shows (a new Markdown writer). */
export const CACHE_FORMAT = 1;

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export interface CachedTwin {
  key: string;
  /** Every file the conversion read → the sha256 of its text then. */
  deps: Record<string, string>;
}

interface Index {
  format: number;
  pages: Record<string, CachedTwin>;
}

/** Every source file under `dir` (code and data; tests left out), in a stable order. */
async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true}).catch(() => []);
  return entries
    .filter((e) => e.isFile() && !path.join(e.parentPath, e.name).includes(`${path.sep}__tests__${path.sep}`))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The hash of everything every twin depends on (see the header). */
export async function siteKey(siteDir: string, inputs: unknown): Promise<string> {
  const hash = createHash('sha256').update(`format ${CACHE_FORMAT}\n`).update(JSON.stringify(inputs));
  for (const file of await sourceFiles(path.join(siteDir, 'src'))) {
    hash.update(`\n${path.relative(siteDir, file)}\n`).update(await fs.readFile(file));
  }
  return hash.digest('hex');
}

export class TwinCache {
  private index: Index = {format: CACHE_FORMAT, pages: {}};
  private readonly fresh: Index = {format: CACHE_FORMAT, pages: {}};
  /** Twins taken from the cache, and made again, in this build. */
  hits = 0;
  misses = 0;

  constructor(private readonly dir: string) {}

  /** The cache of the site at `siteDir`, read from disk (empty when there is none, or another format). */
  static async open(siteDir: string): Promise<TwinCache> {
    const cache = new TwinCache(path.join(siteDir, 'node_modules/.cache/bindpoint-llms'));
    const stored = await fs.readFile(path.join(cache.dir, 'index.json'), 'utf8').then(JSON.parse, () => undefined);
    if (stored?.format === CACHE_FORMAT && stored.pages) cache.index = stored as Index;
    return cache;
  }

  /** The key of one page: the site's key, the page's metadata, its source's text. */
  static pageKey(site: string, page: unknown): string {
    return sha(`${site}\n${JSON.stringify(page)}`);
  }

  /** The cached twin of `id` when its key and every file it read are unchanged. */
  async get(id: string, key: string): Promise<string | undefined> {
    const twin = await this.valid(id, key);
    if (twin === undefined) this.misses += 1;
    else this.hits += 1;
    return twin;
  }

  private async valid(id: string, key: string): Promise<string | undefined> {
    const entry = this.index.pages[id];
    if (!entry || entry.key !== key) return undefined;
    for (const [file, hash] of Object.entries(entry.deps)) {
      const text = await fs.readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined || sha(text) !== hash) return undefined;
    }
    const twin = await fs.readFile(path.join(this.dir, 'twins', `${key}.md`), 'utf8').catch(() => undefined);
    if (twin !== undefined) this.fresh.pages[id] = entry;
    return twin;
  }

  /** Stores a twin made now, with the files its conversion read. */
  async set(id: string, key: string, twin: string, reads: Map<string, string>): Promise<void> {
    const deps = Object.fromEntries([...reads].map(([file, text]) => [file, sha(text)]));
    this.fresh.pages[id] = {key, deps};
    await fs.mkdir(path.join(this.dir, 'twins'), {recursive: true});
    await fs.writeFile(path.join(this.dir, 'twins', `${key}.md`), twin);
  }

  /** Writes the index of this build's twins, and removes the twins no page uses any more. */
  async save(): Promise<void> {
    await fs.mkdir(path.join(this.dir, 'twins'), {recursive: true});
    const kept = new Set(Object.values(this.fresh.pages).map((p) => `${p.key}.md`));
    for (const file of await fs.readdir(path.join(this.dir, 'twins'))) {
      if (!kept.has(file)) await fs.rm(path.join(this.dir, 'twins', file), {force: true});
    }
    const index = path.join(this.dir, 'index.json');
    await fs.writeFile(`${index}.tmp`, JSON.stringify(this.fresh));
    await fs.rename(`${index}.tmp`, index);
  }
}
