/**
 * The search tool's ranking is the site's own: the embedded backend of
 * src/search/embedded.ts (query understanding, the ranking, the spelling
 * correction, the snippets), run in Node over the index the build wrote
 * (build/search-index). Only the loader differs from the browser's: files of
 * the build instead of HTTP requests. The ranking is plain JavaScript over
 * parsed files that are read once per build, so searches run side by side
 * and take a few milliseconds each (decisions/0022).
 */
import fs from 'node:fs/promises';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {createEmbeddedBackend, type EmbeddedBackend, type EmbeddedLoaders} from '../../search/embedded';

/** The loader of the embedded backend over a build directory: a file of the build, null when it has none. */
export function buildLoaders(): EmbeddedLoaders {
  return {
    async json(url) {
      try {
        return JSON.parse(await fs.readFile(fileURLToPath(url), 'utf8')) as unknown;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** The site's search backend over the index of a build directory. */
export function buildSearchBackend(buildDir: string): EmbeddedBackend {
  const base = pathToFileURL(buildDir).href.replace(/\/?$/, '/');
  return createEmbeddedBackend(base, buildLoaders());
}
