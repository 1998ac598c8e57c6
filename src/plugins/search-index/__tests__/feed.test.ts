/**
 * The pages reach the indexing process after the build, in the renderer's
 * route order; the indexing process itself writes the index only when told.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, test} from 'vitest';
import {IndexFeed, indexedRoutes, pageFile} from '../feed';

let dir: string;
let received: string;
let fakeIndexer: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-feed-'));
  received = path.join(dir, 'received.ndjson');
  // Stands in for indexer.mjs: writes down each line as it arrives, counts the pages at "done".
  fakeIndexer = path.join(dir, 'fake-indexer.mjs');
  fs.writeFileSync(
    fakeIndexer,
    `import fs from 'node:fs';
     import readline from 'node:readline';
     let pages = 0;
     for await (const line of readline.createInterface({input: process.stdin})) {
       fs.appendFileSync(${JSON.stringify(received)}, line + '\\n');
       if (JSON.parse(line).done) { process.stdout.write(JSON.stringify({pages}) + '\\n'); break; }
       pages += 1;
     }`,
  );
});

afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

const lines = () => (fs.existsSync(received) ? fs.readFileSync(received, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : []);

describe('indexedRoutes and pageFile', () => {
  test("the index holds each page route once, in the renderer's order, without the search and not-found pages", () => {
    expect(indexedRoutes(['/search/', '/docs/b/', '/docs/a/', '/404.html', '/docs/a/', '/docs/x.html', '/'])).toEqual(['/docs/b/', '/docs/a/', '/']);
  });

  test('a route ending in a slash is written as index.html below the base URL', () => {
    expect(pageFile('/out', '/base/', '/base/docs/a/')).toBe(path.join('/out', 'docs/a', 'index.html'));
  });
});

describe('IndexFeed', () => {
  test('after the build, every indexed page goes in route order, then "done"', async () => {
    const feed = new IndexFeed(dir, '/', fakeIndexer);
    const result = await feed.finish(['/docs/b/', '/docs/a/', '/search/', '/404.html']);
    expect(result).toMatchObject({pages: 2});
    expect(lines()).toEqual([{route: '/docs/b/', file: pageFile(dir, '/', '/docs/b/')}, {route: '/docs/a/', file: pageFile(dir, '/', '/docs/a/')}, {done: true}]);
  });

  test('started while the site loads, it waits for the pages; one that fails before them fails the build', async () => {
    const feed = new IndexFeed(dir, '/', fakeIndexer);
    feed.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines()).toEqual([]);
    expect(await feed.finish(['/docs/a/'])).toMatchObject({pages: 1});
    expect(lines()).toEqual([{route: '/docs/a/', file: pageFile(dir, '/', '/docs/a/')}, {done: true}]);

    fs.writeFileSync(fakeIndexer, 'process.exit(4);');
    const failing = new IndexFeed(dir, '/', fakeIndexer);
    failing.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(failing.finish(['/docs/a/'])).rejects.toThrow('the indexing process exited with code 4');
  });

  test('an indexer that fails fails the build with its exit code', async () => {
    fs.writeFileSync(fakeIndexer, 'process.exit(3);');
    const feed = new IndexFeed(dir, '/', fakeIndexer);
    await expect(feed.finish(['/docs/a/'])).rejects.toThrow('the indexing process exited with code 3');
  });
});

describe('the indexing process (indexer.mjs)', () => {
  const page = (title: string, body: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body><main><article><h1>${title}</h1><p>${body}</p></article></main></body></html>`;

  test('indexes the pages it is sent and writes the index and the spelling files at "done"; input that stops short writes nothing', async () => {
    for (const [route, title, body] of [
      ['/docs/hooks/', 'Webhooks', 'Subscriptions deliver events to your endpoint.'],
      ['/docs/auth/', 'Authentication', 'Tokens expire after an hour; subscriptions renew them.'],
    ]) {
      fs.mkdirSync(path.join(dir, route), {recursive: true});
      fs.writeFileSync(pageFile(dir, '/', route!), page(title!, body!));
    }
    const feed = new IndexFeed(dir, '/');
    const result = await feed.finish(['/docs/hooks/', '/docs/missing/', '/docs/auth/']);
    expect(result.pages).toBe(2);
    expect(result.sections).toBe(2);
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'search-index', 'meta.json'), 'utf8'));
    expect(meta.pages.map((p: [string]) => p[0])).toEqual(['/docs/hooks/', '/docs/auth/']);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'search-index', 'terms', 'su.json'), 'utf8'))).toHaveProperty('subscript');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'search-index', 'text', '1.json'), 'utf8'))).toBe('Tokens expire after an hour; subscriptions renew them.');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'search-index', 'words', 'su.json'), 'utf8'))).toContain('subscriptions');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'search-index', 'vocabulary', 's.json'), 'utf8'))).toMatchObject({subscriptions: 2});

    // A build that fails ends the process, and with it the indexer's input, without "done".
    const failed = path.join(dir, 'failed');
    fs.mkdirSync(failed);
    const indexer = spawn(process.execPath, [path.resolve(__dirname, '../indexer.mjs'), failed], {stdio: ['pipe', 'pipe', 'inherit']});
    indexer.stdin.end(`${JSON.stringify({route: '/docs/hooks/', file: pageFile(dir, '/', '/docs/hooks/')})}\n`);
    expect(await new Promise((resolve) => indexer.on('exit', resolve))).toBe(0);
    expect(fs.readdirSync(failed)).toEqual([]);
  }, 30_000);

  test('with a kept folder, each file of the index is a link to the same file kept there; the next build keeps only its own', async () => {
    const out = path.join(dir, 'build');
    const kept = path.join(dir, 'kept');
    const write = (routes: Array<[string, string, string]>) => {
      fs.rmSync(out, {recursive: true, force: true}); // Docusaurus empties the build folder when a build starts
      for (const [route, title, body] of routes) {
        fs.mkdirSync(path.join(out, route), {recursive: true});
        fs.writeFileSync(pageFile(out, '/', route), page(title, body));
      }
      return routes.map(([route]) => route);
    };
    const inode = (file: string) => fs.statSync(file).ino;
    let routes = write([['/docs/hooks/', 'Webhooks', 'Subscriptions deliver events.'], ['/docs/auth/', 'Authentication', 'Tokens expire after an hour.']]);
    expect((await new IndexFeed(out, '/', undefined, kept).finish(routes)).pages).toBe(2);
    const text = path.join('search-index', 'text', '1.json');
    expect(JSON.parse(fs.readFileSync(path.join(out, text), 'utf8'))).toBe('Tokens expire after an hour.');
    expect(inode(path.join(out, text))).toBe(inode(path.join(kept, 'text', '1.json')));
    const meta = inode(path.join(kept, 'meta.json'));

    routes = write([['/docs/hooks/', 'Webhooks', 'Subscriptions deliver events, retried.']]);
    expect((await new IndexFeed(out, '/', undefined, kept).finish(routes)).pages).toBe(1);
    expect(inode(path.join(kept, 'meta.json'))).toBe(meta);
    expect(fs.existsSync(path.join(kept, 'text', '1.json'))).toBe(false);
    expect(fs.existsSync(path.join(out, text))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(out, 'search-index', 'text', '0.json'), 'utf8'))).toBe('Subscriptions deliver events, retried.');
  }, 30_000);

  test('the same pages give the same index, byte for byte', async () => {
    const routes = Array.from({length: 30}, (_, i) => `/docs/page-${String(i).padStart(2, '0')}/`);
    const build = async (name: string) => {
      const out = path.join(dir, name);
      for (const [i, route] of routes.entries()) {
        fs.mkdirSync(path.join(out, route), {recursive: true});
        fs.writeFileSync(pageFile(out, '/', route), page(`Page ${i}`, `Quote requests ${'and binds '.repeat(i % 7)} word${i} shared${i % 5}.`));
      }
      expect((await new IndexFeed(out, '/').finish(routes)).pages).toBe(routes.length);
      return out;
    };
    const files = (root: string) =>
      (fs.readdirSync(root, {recursive: true}) as string[])
        .filter((file) => /^search-index\b/.test(file) && fs.statSync(path.join(root, file)).isFile())
        .sort();
    const first = await build('first');
    const second = await build('second');
    expect(files(second)).toEqual(files(first));
    expect(files(first).length).toBeGreaterThan(40);
    for (const file of files(first)) {
      expect(fs.readFileSync(path.join(second, file)).equals(fs.readFileSync(path.join(first, file))), file).toBe(true);
    }
  }, 60_000);
});
