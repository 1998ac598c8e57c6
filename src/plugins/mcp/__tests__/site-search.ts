/**
 * The site's search as a browser runs it, for comparison with the tool: the
 * embedded backend of src/search/embedded.ts with the browser's loading, every
 * file of the index fetched over HTTP from the build served as a static host
 * serves it. Independent of the tool's own loader (../search.ts), so a tool
 * that ranked with other options or read other files would disagree.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import serveStatic from 'serve-static';
import {createEmbeddedBackend} from '../../../search/embedded';
import {fetchIndexJson} from '../../../search/prefetch';
import type {SearchBackend} from '../../../search/types';

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
  return {
    search: createEmbeddedBackend(`${origin}/`, {json: fetchIndexJson}),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
