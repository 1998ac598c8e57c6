/**
 * The search tool's ranking is the site's own: the embedded backend of
 * src/search/embedded.ts (query understanding, the ranking, the spelling
 * correction, the snippets), run in Node over the index the build wrote
 * (build/search-index). Only the loader differs from the browser's: files of
 * the build instead of HTTP requests. The ranking is plain JavaScript over
 * parsed files that are read once per build, so searches run side by side
 * and take a few milliseconds each (decisions/0022).
 *
 * A server that stays up (`npm run mcp`) reads the whole index when it
 * starts (`whole`: some 6,000 small files, about 4 MB, read in a fraction of
 * a second), so that no query waits on its files; a function that answers
 * one request and ends reads only the files its query needs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {META_FILE} from '../../search/index-format';
import {createEmbeddedBackend, type EmbeddedBackend, type EmbeddedLoaders} from '../../search/embedded';

/** The loader of the embedded backend over a build directory: a file of the build, null when it has none. */
export function buildLoaders(): EmbeddedLoaders {
  return {
    async json(url) {
      try {
        return JSON.parse(fs.readFileSync(fileURLToPath(url), 'utf8')) as unknown;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** Every file of the index under a build directory, parsed, by URL (as the backend asks for them). */
export function readWholeIndex(buildDir: string, base = indexBase(buildDir)): Map<string, unknown> {
  const dir = path.join(buildDir, 'search-index');
  const files = new Map<string, unknown>();
  const read = (name: string) => files.set(`${base}search-index/${name}`, JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
  read(META_FILE);
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) for (const name of fs.readdirSync(path.join(dir, entry.name))) if (name.endsWith('.json')) read(`${entry.name}/${name}`);
  }
  return files;
}

const indexBase = (buildDir: string) => pathToFileURL(buildDir).href.replace(/\/?$/, '/');

/** The site's search backend over the index of a build directory; with `whole`, the index is read at once, now. */
export function buildSearchBackend(buildDir: string, {whole = false}: {whole?: boolean} = {}): EmbeddedBackend {
  const base = indexBase(buildDir);
  const loaders = buildLoaders();
  if (!whole) return createEmbeddedBackend(base, loaders);
  const files = readWholeIndex(buildDir, base);
  // A file the index does not have is a 404 to the backend, as over HTTP.
  return createEmbeddedBackend(base, {json: async (url) => (files.has(url) ? files.get(url) : loaders.json(url))});
}
