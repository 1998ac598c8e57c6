import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PassThrough} from 'node:stream';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {afterEach, describe, expect, test} from 'vitest';
import {devIndexFile, devIndexMiddleware} from '../dev';

const sites: string[] = [];
function site(withBuild: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-dev-index-'));
  sites.push(dir);
  if (withBuild) {
    fs.mkdirSync(path.join(dir, 'build/search-index/words'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'build/search-index/words/we.json'), '["webhook"]');
    fs.writeFileSync(path.join(dir, 'build/secret.txt'), 'not the index');
  }
  return dir;
}
afterEach(() => {
  for (const dir of sites.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

/** Runs the middleware on one request: what it wrote, or that it passed the request on. */
function request(siteDir: string, url: string, method = 'GET', baseUrl = '/') {
  return new Promise<{passed: true} | {passed: false; headers: Record<string, unknown>; body: string}>((resolve, reject) => {
    const headers: Record<string, unknown> = {};
    const res = new PassThrough() as unknown as ServerResponse & PassThrough;
    const chunks: Buffer[] = [];
    res.setHeader = ((name: string, value: unknown) => ((headers[name.toLowerCase()] = value), res)) as never;
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('finish', () => resolve({passed: false, headers, body: Buffer.concat(chunks).toString('utf8')}));
    devIndexMiddleware(siteDir, baseUrl).middleware({url, method} as IncomingMessage, res, (error) =>
      error ? reject(error) : resolve({passed: true}),
    );
  });
}

describe('search in development', () => {
  test('serves the last build’s index at the built site’s addresses', async () => {
    const dir = site(true);
    const answer = await request(dir, '/search-index/words/we.json?v=1');
    expect(answer).toMatchObject({passed: false, body: '["webhook"]', headers: {'content-type': 'application/json; charset=utf-8'}});
    expect(await request(dir, '/docs/search-index/words/we.json', 'GET', '/docs/')).toMatchObject({body: '["webhook"]'});
    expect(await request(dir, '/search-index/words/we.json', 'HEAD')).toMatchObject({passed: false, body: ''});
  });

  test('passes on every other request: no build, another address, a missing file, another method', async () => {
    expect(await request(site(false), '/search-index/words/we.json')).toEqual({passed: true});
    const dir = site(true);
    for (const url of ['/search/?q=webhook', '/search-index/words/xx.json', '/search-index/words', '/search-index/'])
      expect(await request(dir, url), url).toEqual({passed: true});
    expect(await request(dir, '/search-index/words/we.json', 'POST')).toEqual({passed: true});
  });

  test('never answers with a file outside the index', () => {
    const dir = site(true);
    for (const url of ['/search-index/../secret.txt', '/search-index/%2e%2e/secret.txt', '/search-index/..%2fsecret.txt', '/search-index/%E0%A4%A', '/search-index-x/words/we.json'])
      expect(devIndexFile(dir, '/', url), url).toBeNull();
    expect(devIndexFile(dir, '/', '/search-index/words/we.json')).toBe(path.join(dir, 'build/search-index/words/we.json'));
  });
});
