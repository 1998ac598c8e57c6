/**
 * The search tool's ranking is the site's own: the embedded backend of
 * src/search/embedded.ts (Pagefind with the site's ranking weights, a fresh
 * instance per query, the spelling correction over the site's vocabulary,
 * exact title and address matches first), run in Node over the index the
 * build wrote (build/pagefind, build/search-index). Only the loaders differ
 * from the browser's: files of the build instead of HTTP requests.
 */
import fs from 'node:fs/promises';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {createEmbeddedBackend, type EmbeddedLoaders, type Pagefind} from '../../search/embedded';
import type {SearchBackend} from '../../search/types';

/**
 * Pagefind's client fetches its chunks with the global `fetch`, which in Node
 * refuses `file:` URLs. This adds exactly that: a `file:` URL answers with the
 * file (404 when there is none); every other request goes to Node's fetch.
 */
const FILE_FETCH = Symbol.for('bindpoint.mcp.fileFetch');

export function allowFileFetch(): void {
  const current = globalThis.fetch as typeof fetch & {[FILE_FETCH]?: true};
  if (current[FILE_FETCH]) return;
  const fileFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('file:')) return current(input, init);
    try {
      return new Response(await fs.readFile(fileURLToPath(url.replace(/[?#].*$/, ''))));
    } catch {
      return new Response(null, {status: 404});
    }
  };
  globalThis.fetch = Object.assign(fileFetch, {[FILE_FETCH]: true as const}) as typeof fetch;
}

/** The loaders of the embedded backend over a build directory. */
export function buildLoaders(): EmbeddedLoaders {
  return {
    async engine(url) {
      const module = (await import(url)) as Pagefind;
      // Results carry the site's routes (/docs/...), as in the browser, not file: URLs.
      return {createInstance: (options) => module.createInstance({...options, baseUrl: '/'})};
    },
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

/**
 * Every Pagefind instance of a process shares one WebAssembly module (the
 * client's wasm_bindgen is module-level, and each new instance initialises
 * it again): two searches at once corrupt each other's memory ("memory access
 * out of bounds"). A browser tab searches one query at a time; a server that
 * answers several clients must too. One queue per process.
 */
let queue: Promise<unknown> = Promise.resolve();

export function oneAtATime(backend: SearchBackend): SearchBackend {
  return {
    name: backend.name,
    search(query, options) {
      const run = queue.then(() => backend.search(query, options));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

/** The site's search backend over the index of a build directory. */
export function buildSearchBackend(buildDir: string): SearchBackend {
  allowFileFetch();
  const base = pathToFileURL(buildDir).href.replace(/\/?$/, '/');
  return oneAtATime(createEmbeddedBackend(base, buildLoaders()));
}
