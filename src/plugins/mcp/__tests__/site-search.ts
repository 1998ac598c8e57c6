/**
 * The site's search as a browser runs it, for comparison with the tool: the
 * embedded backend of src/search/embedded.ts with the browser's loading, the
 * index chunks and word lists fetched over HTTP from the build served as a
 * static host serves it. Only the engine module is imported from its file
 * (Node cannot import a module over HTTP); its chunks come over HTTP.
 * Independent of the tool's own loaders (../search.ts), so a tool that ranked
 * with other options or read other files would disagree.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import serveStatic from 'serve-static';
import {createEmbeddedBackend, type Pagefind} from '../../../search/embedded';
import type {SearchBackend} from '../../../search/types';
import {oneAtATime} from '../search';

export async function siteSearchOverHttp(buildDir: string): Promise<{search: SearchBackend; close: () => Promise<void>}> {
  const serve = serveStatic(buildDir, {index: ['index.html']});
  const server = http.createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // One query at a time, as in a browser tab (see oneAtATime).
  const search = oneAtATime(createEmbeddedBackend(`${origin}/`, {
    engine: async () => (await import(pathToFileURL(path.join(buildDir, 'pagefind/pagefind.js')).href)) as Pagefind,
    json: async (url) => {
      const response = await fetch(url);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json();
    },
  }));
  return {
    // Pagefind names results by its base URL (the page's origin, which a browser strips): the site's routes.
    search: {
      name: 'embedded',
      async search(query, options) {
        const response = await search.search(query, options);
        return {...response, pages: response.pages.map((page) => ({...page, url: page.url.replace(origin, '')}))};
      },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
