/**
 * What `npm run mock` prints: the export lines a reader pastes into a shell
 * (the proxy and CA variables, then the reader's sandbox credentials from the
 * seed) and one curl to try.
 */
import {identity} from '../../site/identity';
import type {MockServer} from './server';

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The reader's sandbox values, by the environment-variable names the pages use. */
export function readerValues(server: MockServer): Record<string, string> {
  const sandbox = server.mock.world.environments.sandbox;
  const client = sandbox.clients[0];
  const tenant = sandbox.tenants.find((t) => t.id === client?.tenant_id);
  if (!client || !tenant) throw new Error('The seed has no sandbox client and tenant for the reader');
  return {
    BP_CLIENT_ID: client.client_id,
    BP_CLIENT_SECRET: client.client_secret,
    BP_TENANT_ID: tenant.id,
  };
}

export function readerExports(server: MockServer): string {
  const lines = [
    `BindPoint sandbox mock on ${server.url} (control API: ${server.url}/__mock/)`,
    '',
    '# Reach it with the samples exactly as written (curl, Python requests, Node fetch):',
    ...Object.entries(server.env).map(([name, value]) => `export ${name}=${quote(value)}`),
    '',
    '# Your sandbox credentials:',
    ...Object.entries(readerValues(server)).map(([name, value]) => `export ${name}=${quote(value)}`),
    '',
    '# Try it:',
    `curl -s -X POST ${identity.hosts.auth.sandbox}${identity.tokenPath} -u "$BP_CLIENT_ID:$BP_CLIENT_SECRET" -d grant_type=client_credentials`,
    '',
  ];
  return lines.join('\n');
}
