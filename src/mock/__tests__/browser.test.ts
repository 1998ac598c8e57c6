/**
 * The core runs in a browser service worker (decision 1): bundled for the
 * browser from its entry, it reaches no Node built-in module; and its msw
 * handlers answer fetch calls to the platform's hosts (msw's Node
 * interception stands in for the service worker here).
 */
import {builtinModules} from 'node:module';
import path from 'node:path';
import {setupServer} from 'msw/node';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {build} from 'vite';
import {identity} from '../../site/identity';
import {mockHandlers} from '../msw';
import {document, testMock} from './helpers';

const entry = path.resolve(__dirname, '../index.ts');

test('the core entry bundles for the browser without any Node built-in module', async () => {
  const nodeModules = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
  const reached: string[] = [];
  await build({
    configFile: false,
    logLevel: 'silent',
    root: path.resolve(__dirname, '../../..'),
    build: {write: false, minify: false, lib: {entry, formats: ['es']}},
    plugins: [
      {
        name: 'no-node-builtins',
        enforce: 'pre',
        resolveId(id, importer) {
          if (nodeModules.has(id)) reached.push(`${id} (from ${path.relative(process.cwd(), importer ?? '?')})`);
          return null;
        },
      },
    ],
  });
  expect(reached, 'Node built-ins reachable from src/mock/index.ts').toEqual([]);
}, 120_000);

const mock = testMock();
const server = setupServer(...mockHandlers(mock));
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterAll(() => server.close());

test('msw handlers answer fetch calls to the platform hosts and the control API', async () => {
  const c = mock.world.environments.sandbox.clients[0]!;
  const reply = await fetch(`${identity.hosts.auth.sandbox}${identity.tokenPath}`, {method: 'POST', headers: {'content-type': 'application/x-www-form-urlencoded'}, body: `grant_type=client_credentials&client_id=${c.client_id}&client_secret=${c.client_secret}`});
  expect(reply.status).toBe(200);
  const body = await reply.json();
  expect(body.expires_in).toBe(document['x-facts'].tokenLifetimeSeconds);
  const hooks = await fetch(`${identity.hosts.hooks.sandbox}/hooks`, {headers: {authorization: `Bearer ${body.access_token}`}});
  expect((await hooks.json()).map((h: {id: string}) => h.id).sort()).toEqual(mock.world.environments.sandbox.tenants[0]!.hooks!.map((h) => h.id).sort());
  expect((await fetch('http://localhost:3000/__mock/reset', {method: 'POST'})).status).toBe(204);
  expect((await fetch(`${identity.hosts.hooks.sandbox}/hooks`, {headers: {authorization: `Bearer ${body.access_token}`}})).status).toBe(401);
});
