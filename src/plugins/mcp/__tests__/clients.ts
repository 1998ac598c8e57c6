/**
 * The docs' MCP server driven as an assistant drives it: the SDK's own
 * Client, over stdio (`npm run mcp`, as a client configuration starts it)
 * and over Streamable HTTP (`npm run mcp -- --http`, on a free port).
 */
import {spawn} from 'node:child_process';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {root} from './relevance-cases';

export type Connected = {client: Client; close: () => Promise<void>};

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export async function overStdio(args: string[] = []): Promise<Connected> {
  const client = new Client({name: 'bindpoint-docs-test', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: npm, args: ['run', '-s', 'mcp', '--', ...args], cwd: root, stderr: 'pipe'}));
  return {client, close: () => client.close()};
}

export async function overHttp(): Promise<Connected & {url: string}> {
  const child = spawn(npm, ['run', '-s', 'mcp', '--', '--http', '--port', '0'], {cwd: root, stdio: ['ignore', 'ignore', 'pipe'], detached: true});
  const url = await new Promise<string>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`no HTTP server in 20 s:\n${err}`)), 20_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const found = /at (http:\/\/\S+\/mcp)/.exec(err);
      if (found) (clearTimeout(timer), resolve(found[1]!));
    });
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`the server exited (${code}):\n${err}`))));
  });
  const client = new Client({name: 'bindpoint-docs-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return {
    client,
    url,
    close: async () => {
      await client.close();
      // npm and the node process under it: the whole group started above.
      process.kill(-child.pid!, 'SIGTERM');
    },
  };
}

/** The text of a tool's answer, and whether it is a tool error. */
export async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<{text: string; isError: boolean}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  return {text, isError: Boolean(result.isError)};
}
