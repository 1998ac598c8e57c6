#!/usr/bin/env node
/**
 * `npm run mcp`: the docs' MCP server (src/plugins/mcp) over the site's build
 * output, for coding assistants. Build first (`npm run build`); a new build is
 * answered at once, without a restart.
 *
 *   npm run mcp                                  # stdio, for a client that starts it
 *   npm run mcp -- --http --port 3100            # Streamable HTTP at http://127.0.0.1:3100/mcp
 *   npm run mcp -- --build path/to/build         # another build directory
 *
 * The TypeScript sources run through jiti, as the repository's other scripts.
 * Nothing but the protocol is written to stdout; messages go to stderr.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const usage = 'usage: npm run mcp [-- --http [--port N] [--host H]] [--build DIR]';
let values;
try {
  ({values} = parseArgs({
    options: {
      http: {type: 'boolean', default: false},
      port: {type: 'string', default: process.env.MCP_PORT ?? '3100'},
      host: {type: 'string', default: process.env.MCP_HOST ?? '127.0.0.1'},
      build: {type: 'string', default: path.join(root, 'build')},
      help: {type: 'boolean', default: false},
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.error(usage);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}"\n${usage}`);
  process.exit(2);
}

const jiti = createJiti(import.meta.url);
const {serveStdio, startHttpServer} = jiti(path.join(root, 'src/plugins/mcp/server.ts'));
const buildDir = path.resolve(values.build);

try {
  if (values.http) {
    const server = await startHttpServer(buildDir, {port, host: values.host});
    console.error(`MCP server (Streamable HTTP) at ${server.url}, answering from ${buildDir}`);
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void server.close().then(() => process.exit(0)));
  } else {
    await serveStdio(buildDir);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
