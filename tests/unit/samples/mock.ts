/**
 * The sandbox mock (src/mock) for the sample tests: its Node server on a free
 * loopback port, an HTTPS proxy for *.bindpoint.example, so a sample runs as
 * written once `env` is in its environment. Stopped by the caller.
 */
import net from 'node:net';
import {startMockServer, type MockServer} from '../../../src/mock/node/server';
import {readerValues} from '../../../src/mock/node/reader';

export interface Mock {
  url: string;
  /** The proxy and CA variables a shell needs (HTTPS_PROXY, CURL_CA_BUNDLE, ...). */
  env: Record<string, string>;
  /** The reader's sandbox values of the fixture world (BP_CLIENT_ID, ...). */
  reader: Record<string, string>;
  stop(): Promise<void>;
  log(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startMock(): Promise<Mock> {
  const server: MockServer = await startMockServer({responseValidation: 'header'});
  return {
    url: server.url,
    env: server.env,
    reader: readerValues(),
    stop: () => server.close(),
    log: () => server.mock.log().map((e) => `${e.status} ${e.method} ${e.host}${e.path}${e.code ? ` ${e.code}` : ''}${e.schema_problems ? ` SCHEMA: ${e.schema_problems.join('; ')}` : ''}`).join('\n'),
  };
}
