/**
 * The stateful mock of src/mock as the sample runner uses it: its Node server
 * (an HTTPS proxy for `*.bindpoint.example` with a throwaway CA, and the
 * preload that routes Node's fetch, in `env`), started in this process so
 * that the runner sees every answer whole (status, body, error envelope) as
 * the mock hands it to the server, and can keep and restore the mock's state
 * for the tabs of a group (alternatives a reader picks one of).
 */
import {startMockServer, type MockServer} from '../../src/mock/node/server';
import {errorOf, type MockRequest, type SampleMock} from './mock';

export interface RunnerMock extends SampleMock {
  server: MockServer;
  /** Moves the mock's clock on (rate limits count per minute; a reader takes longer than that per page). */
  advance(seconds: number): Promise<void>;
}

const ENVIRONMENTS = ['sandbox', 'production'] as const;

export async function startSampleMock(): Promise<RunnerMock> {
  const server = await startMockServer();
  const {mock} = server;
  const log: MockRequest[] = [];
  const handle = mock.handle.bind(mock);
  mock.handle = async (request: Request) => {
    const sent = /json|form-urlencoded/.test(request.headers.get('content-type') ?? '') ? await request.clone().text() : undefined;
    const response = await handle(request);
    const type = response.headers.get('content-type') ?? '';
    const body = /json|text/.test(type) ? await response.clone().text() : undefined;
    const requestHeaders: Record<string, string> = {};
    request.headers.forEach((value, name) => (requestHeaders[name] = value));
    log.push({method: request.method, url: request.url, status: response.status, requestBody: sent, requestHeaders, responseBody: body, ...(response.status >= 400 ? pick(errorOf(body)) : {})});
    return response;
  };
  return {
    server,
    env: server.env,
    // The server's env sets NODE_OPTIONS with the mock's preload.
    nodeImports: [],
    requests: async () => [...log],
    // The state is plain data (maps, arrays, records): a deep copy keeps it, and restoring
    // puts a copy back into the live objects the handlers hold.
    snapshot: async () => Object.fromEntries(ENVIRONMENTS.map((e) => [e, structuredClone(mock.state(e))])),
    restore: async (saved) => {
      for (const e of ENVIRONMENTS) Object.assign(mock.state(e), structuredClone((saved as Record<string, object>)[e]));
    },
    advance: async (seconds) => {
      await mock.clock.advance(seconds * 1000);
    },
    stop: () => server.close(),
  };
}

function pick({code, message, details}: ReturnType<typeof errorOf>): Pick<MockRequest, 'errorCode' | 'errorMessage' | 'errorDetails'> {
  return {errorCode: code, errorMessage: message, errorDetails: details};
}
