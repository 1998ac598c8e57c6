#!/usr/bin/env node
/**
 * `npm run mock`: the stateful sandbox mock of the platform (src/mock), on
 * http://127.0.0.1:4010, with its clock following real time. It is also an
 * HTTPS proxy for *.bindpoint.example, so samples run exactly as written once
 * the printed variables are exported.
 *
 *   npm run mock                        # http://127.0.0.1:4010
 *   MOCK_PORT=4311 npm run mock
 *   MOCK_HOLD_CARRIERS=1 npm run mock   # sandbox test carriers do not answer by themselves
 *
 * The TypeScript sources run through jiti, as the repository's other scripts.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url);
const {startMockServer} = jiti(path.join(root, 'src/mock/node/server.ts'));
const {readerExports} = jiti(path.join(root, 'src/mock/node/reader.ts'));

const port = Number(process.env.MOCK_PORT ?? 4010);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const server = await startMockServer({port, host, holdCarriers: process.env.MOCK_HOLD_CARRIERS === '1'});

console.log(readerExports(server));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void server.close().then(() => process.exit(0));
  });
}
