/**
 * The Node server as samples meet it (decision 2): real curl, Python
 * requests and Node fetch reach https://*.bindpoint.example through its
 * proxy and CA with the URL as written; CONNECT to any other host is
 * refused; plain and absolute-form requests work; the control API drives the
 * clock, the log, routes to local receivers and platform events.
 */
import {spawn} from 'node:child_process';
import http from 'node:http';
import type net from 'node:net';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {identity} from '../../site/identity';
import {startMockServer, type MockServer} from '../node/server';
import {readerExports, readerValues} from '../node/reader';
import {createClock} from '../clock';
import {verifySignature} from '../../data/webhooks/samples/verify-signature.mjs';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({clock: createClock({start: '2026-11-25T18:00:00Z'}), responseValidation: 'throw'});
}, 30_000);
afterAll(async () => {
  await server?.close();
});

const tokenUrl = `${identity.hosts.auth.sandbox}${identity.tokenPath}`;

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<{code: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {env: {PATH: process.env.PATH!, HOME: process.env.HOME!, ...server.env, ...readerValues(), ...env}, timeout: 30_000});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({code, stdout, stderr}));
  });
}

describe('samples reach the mock as written', () => {
  test('curl, through HTTPS_PROXY and CURL_CA_BUNDLE', async () => {
    const {code, stdout, stderr} = await run('bash', ['-c', `curl -sS -X POST ${tokenUrl} -u "$BP_CLIENT_ID:$BP_CLIENT_SECRET" -d grant_type=client_credentials`]);
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({token_type: 'bearer'});
  });

  test('Python requests, through HTTPS_PROXY and REQUESTS_CA_BUNDLE', async () => {
    const script = `import os, requests\nr = requests.post("${tokenUrl}", auth=(os.environ["BP_CLIENT_ID"], os.environ["BP_CLIENT_SECRET"]), data={"grant_type": "client_credentials"})\nprint(r.status_code, r.json()["token_type"])`;
    const {code, stdout, stderr} = await run('python3', ['-c', script]);
    expect(code, stderr).toBe(0);
    expect(stdout.trim()).toBe('200 bearer');
  });

  test('Node fetch, with the preload in NODE_OPTIONS and NODE_EXTRA_CA_CERTS', async () => {
    const script = `const r = await fetch("${tokenUrl}", {method: "POST", headers: {authorization: "Basic " + btoa(process.env.BP_CLIENT_ID + ":" + process.env.BP_CLIENT_SECRET), "content-type": "application/x-www-form-urlencoded"}, body: "grant_type=client_credentials"}); console.log(r.status, (await r.json()).token_type);`;
    const {code, stdout, stderr} = await run(process.execPath, ['--input-type=module', '-e', script]);
    expect(code, stderr).toBe(0);
    expect(stdout.trim()).toBe('200 bearer');
    // Node 20's fetch ignores HTTPS_PROXY: without the preload the same script cannot reach the host.
    expect((await run(process.execPath, ['--input-type=module', '-e', script], {NODE_OPTIONS: ''})).code).not.toBe(0);
  });

  test('without the CA bundle, curl refuses the certificate: TLS is really checked', async () => {
    const {code} = await run('bash', ['-c', `curl -sS -o /dev/null ${tokenUrl}`], {CURL_CA_BUNDLE: '/dev/null', SSL_CERT_FILE: '/dev/null'});
    expect(code).not.toBe(0);
  });

  test('CONNECT to a host outside *.bindpoint.example is refused with a message', async () => {
    const {code, stderr} = await run('bash', ['-c', 'curl -sS -v https://www.example.com/ 2>&1 >/dev/null | grep -i "403" || exit 3']);
    expect(code, stderr).toBe(0);
  });
});

describe('the server', () => {
  test('answers plain requests by path and absolute-form proxy requests by host', async () => {
    const plain = await fetch(`${server.url}/coverage_types`);
    expect(plain.status).toBe(401);
    const absolute = await new Promise<{status: number; body: string}>((resolve, reject) => {
      const req = http.request({host: '127.0.0.1', port: server.port, method: 'GET', path: `${identity.hosts.hooks.production.replace('https:', 'http:')}/hooks`}, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({status: res.statusCode!, body}));
      });
      req.on('error', reject);
      req.end();
    });
    expect(absolute.status).toBe(401);
    expect(server.mock.log().at(-1)).toMatchObject({host: new URL(identity.hosts.hooks.production).host, environment: 'production'});
  });

  test('npm run mock prints the proxy variables, the reader credentials and a curl to try', () => {
    const text = readerExports(server);
    for (const name of [...Object.keys(server.env), ...Object.keys(readerValues()), 'BP_TOKEN']) expect(text).toMatch(new RegExp(`^export ${name}=`, 'm'));
    expect(text).toContain(tokenUrl);
    // The printed lines work: pasted into bash, the curl to try answers 200.
    // (The receiver lines before it are pasted end to end by one-world.test.ts.)
    const lines = text.split('\n');
    const script = [...lines.filter((l) => l.startsWith('export ')), lines.filter((l) => l.startsWith('curl ')).at(-1)!].join('\n');
    return run('bash', ['-c', `set -e\n${script.replace(/^curl -s /m, 'curl -sS -o /dev/null -w "%{http_code}" ')}`]).then(({stdout, stderr}) => expect(stdout, stderr).toBe('200'));
  });
});

test('close() ends open tunnels at once', async () => {
  const other = await startMockServer();
  const net = await import('node:net');
  const socket = net.connect(other.port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(`CONNECT ${new URL(identity.hosts.auth.sandbox).hostname}:443 HTTP/1.1\r\nHost: x\r\n\r\n`);
  await new Promise<void>((resolve) => socket.once('data', () => resolve()));
  const started = Date.now();
  await other.close();
  expect(Date.now() - started).toBeLessThan(1000);
  socket.destroy();
});

describe('the control API', () => {
  const control = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/__mock${path}`, {method, headers: body ? {'content-type': 'application/json'} : {}, body: body ? JSON.stringify(body) : undefined});
    return {status: response.status, body: response.status === 204 ? null : await response.json()};
  };

  test('routes a webhook URL to a local receiver; an emitted platform event arrives signed; the log, the clock and reset work', async () => {
    const received: Array<{headers: http.IncomingHttpHeaders; body: string}> = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        received.push({headers: req.headers, body});
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const port = (receiver.address() as net.AddressInfo).port;
      expect((await control('POST', '/routes', {from: 'https://your-app.example.com', to: `http://127.0.0.1:${port}`})).status).toBe(201);
      const refused = await control('POST', '/routes', {from: 'https://your-app.example.com', to: 'https://elsewhere.example.com'});
      expect(refused.status).toBe(400);
      const values = readerValues();
      const token = await (await fetch(`${server.url}/auth/token`, {method: 'POST', headers: {'content-type': 'application/x-www-form-urlencoded'}, body: `grant_type=client_credentials&client_id=${values.BP_CLIENT_ID}&client_secret=${values.BP_CLIENT_SECRET}`})).json();
      const secret = 'whsec_control_0123456789';
      const hook = await fetch(`${server.url}/hooks`, {method: 'POST', headers: {authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json'}, body: JSON.stringify({url: 'https://your-app.example.com/bindpoint/webhooks', active: true, secret})});
      expect(hook.status).toBe(201);
      const emitted = await control('POST', '/events', {event: 'application_form:finished_quoting'});
      expect(emitted.status).toBe(202);
      expect(received).toHaveLength(1);
      expect(received[0]!.headers['x-event']).toBe('application_form:finished_quoting');
      expect(verifySignature(Buffer.from(received[0]!.body), received[0]!.headers['x-signature'], secret)).toBe(true);
      const log = await control('GET', '/log');
      expect(log.body.at(-1)).toMatchObject({method: 'POST', path: '/hooks', status: 201, code: null, host: expect.any(String), time: expect.any(String)});
      const clock = await control('POST', '/clock', {advance: '13h'});
      expect(clock.body.now).toBe('2026-11-26T07:00:00Z');
      const expired = await fetch(`${server.url}/hooks`, {headers: {authorization: `Bearer ${token.access_token}`}});
      expect(expired.status).toBe(401);
      expect((await control('POST', '/reset')).status).toBe(204);
      expect((await control('GET', '/log')).body).toEqual([]);
      expect((await control('GET', '/routes')).body).toEqual({});
    } finally {
      receiver.close();
    }
  });

  test('an unknown control operation answers 404 naming where they are', async () => {
    const reply = await control('GET', '/nothing');
    expect(reply.status).toBe(404);
    expect(reply.body.error).toMatch(/GET \/__mock\//);
  });
});
