/**
 * The mock of src/mock, its Node server started in the test's process on a
 * port of this suite's range: an HTTPS proxy for `*.bindpoint.example` with a
 * throwaway CA (its `env` reaches it from curl, Python requests and Node
 * fetch, as the samples suite runs them), and the control API under /__mock/.
 */
import type {MockServer} from '../../../src/mock/node/server';
import {load, PORTS} from './repo';

const {startMockServer} = load<typeof import('../../../src/mock/node/server')>('src/mock/node/server.ts');
const {readerValues} = load<typeof import('../../../src/mock/node/reader')>('src/mock/node/reader.ts');
const {identity} = load<typeof import('../../../src/site/identity')>('src/site/identity.ts');

export {identity};

export interface TutorialMock {
  server: MockServer;
  url: string;
  /** The mock's proxy and CA variables and the reader's sandbox values (decision 9), as a reader's shell has them. */
  env: Record<string, string>;
  /** The control API: `control('POST', '/routes', {...})`; fails on a status of 400 or more, with the mock's message. */
  control<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** A client-credentials access token of the reader's sandbox client, as the pages get it. */
  token(): Promise<string>;
  /** Routes an origin the page prints (a tunnel, a receiver host) to a local port. */
  route(from: string, port: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startMock(): Promise<TutorialMock> {
  // A webhook body the document does not describe fails the request that raised it (src/mock/events.ts), and so
  // does an answer the document does not list for its operation (src/mock/refuse.ts, the rules of src/data/rules).
  const server = await startMockServer({port: PORTS.mock, eventValidation: 'throw', rulesValidation: 'throw'});
  const url = server.url;
  const reader = readerValues();
  const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}/__mock${path}`, {method, headers: body === undefined ? {} : {'content-type': 'application/json'}, body: body === undefined ? undefined : JSON.stringify(body)});
    const text = await response.text();
    if (response.status >= 400) throw new Error(`The mock's control API ${method} /__mock${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    server,
    url,
    env: {...reader, ...server.env},
    control,
    async token() {
      // The plain address of the mock serves the token endpoint as the sandbox auth host.
      const response = await fetch(`${url}${identity.tokenPath}`, {
        method: 'POST',
        headers: {Authorization: `Basic ${Buffer.from(`${reader.BP_CLIENT_ID}:${reader.BP_CLIENT_SECRET}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded'},
        body: 'grant_type=client_credentials',
      });
      const body = (await response.json()) as {access_token?: string};
      if (!body.access_token) throw new Error(`The mock gave no access token for the reader's client (HTTP ${response.status})`);
      return body.access_token;
    },
    async route(from, port) {
      await control('POST', '/routes', {from, to: `http://127.0.0.1:${port}`});
    },
    stop: () => server.close(),
  };
}
