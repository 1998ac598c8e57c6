#!/usr/bin/env node
/**
 * `npm run mock`: a local mock of the platform, generated from the OpenAPI
 * document by Prism. It resolves the document first (identity and fact tokens
 * replaced, as the site publishes it), then serves every operation's examples
 * with request validation and security checks on.
 *
 *   npm run mock                       # http://127.0.0.1:4010
 *   MOCK_PORT=4231 npm run mock
 *
 * Point a sample at it by replacing the sandbox host with the mock's address
 * (all paths are distinct across hosts), e.g.
 *   curl -s -X POST http://127.0.0.1:4010/auth/token -u "id:secret" -d grant_type=client_credentials
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url);
const {loadDocument} = jiti(path.join(root, 'src/plugins/openapi/document.ts'));
const {tokens} = jiti(path.join(root, 'src/site/identity.ts'));

const {yaml} = loadDocument(fs.readFileSync(path.join(root, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-mock-'));
const file = path.join(dir, 'bindpoint.openapi.yaml');
fs.writeFileSync(file, yaml);

const port = process.env.MOCK_PORT ?? '4010';
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const prism = path.join(root, 'node_modules/@stoplight/prism-cli/dist/index.js');
const child = spawn(process.execPath, [prism, 'mock', file, '--host', host, '--port', port, '--dynamic', 'false'], {stdio: 'inherit'});

const cleanup = () => fs.rmSync(dir, {recursive: true, force: true});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
