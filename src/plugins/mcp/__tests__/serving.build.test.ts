/**
 * How a server that stays up (`npm run mcp`) serves searches: it reads the
 * whole index when it starts, and answers searches of its own through the
 * whole handler before it listens (./server.ts warmUp), so that the first
 * assistants to call it are not the ones who wait (issue 48: 50 calls at
 * once, `npm run bench`). Both must change nothing an assistant sees.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {BuildFiles} from '../build-files';
import {buildSearchBackend, readWholeIndex} from '../search';
import {mcpRequestHandler, WARM_UP_SEARCHES, warmUp} from '../server';
import {root} from './relevance-cases';

const buildDir = path.join(root, 'build');
const questions = (JSON.parse(fs.readFileSync(path.join(root, 'tests/search/questions.json'), 'utf8')) as Array<{query: string}>).map((c) => c.query);

describe('the whole index, read when the server starts', () => {
  test('holds every file of search-index/, parsed', () => {
    const files = readWholeIndex(buildDir);
    // index-stats.json is the build's report for the bench, not a file the backend asks for.
    const onDisk = fs
      .readdirSync(path.join(buildDir, 'search-index'), {recursive: true, withFileTypes: true})
      .filter((e) => e.isFile() && e.name.endsWith('.json') && e.name !== 'index-stats.json');
    expect(onDisk.length).toBeGreaterThan(1000);
    expect(files.size).toBe(onDisk.length);
    expect([...files.keys()].every((url) => url.startsWith('file://') && url.includes('/search-index/'))).toBe(true);
  });

  test('answers every plain-English question exactly as the backend that reads files as it needs them', async () => {
    const whole = buildSearchBackend(buildDir, {whole: true});
    const lazy = buildSearchBackend(buildDir);
    for (const query of [...questions, 'qzxv wplk', 'webhook signature']) {
      expect(await whole.search(query, {limit: 5}), query).toEqual(await lazy.search(query, {limit: 5}));
    }
  });
});

describe('the warm-up before the server listens', () => {
  test(`sends ${WARM_UP_SEARCHES} search_docs calls for page titles spread over the index, each answered with results`, async () => {
    const build = new BuildFiles(buildDir);
    const handle = mcpRequestHandler(build, {wholeIndex: true});
    const queries: string[] = [];
    const answers: string[] = [];
    await warmUp(
      async (request) => {
        const body = (await request.clone().json()) as {method: string; params: {name: string; arguments: {query: string}}};
        expect(body.method).toBe('tools/call');
        expect(body.params.name).toBe('search_docs');
        queries.push(body.params.arguments.query);
        const response = await handle(request);
        answers.push(await response.clone().text());
        return response;
      },
      build,
      'http://127.0.0.1:3100',
    );
    const titles = build.json<{pages: Array<[string, string]>}>('search-index/meta.json').pages.map((page) => page[1]);
    expect(queries).toHaveLength(WARM_UP_SEARCHES);
    expect(queries.every((query) => titles.includes(query))).toBe(true);
    // Spread over the index, not its first pages only.
    expect(titles.indexOf(queries.at(-1)!)).toBeGreaterThan(titles.length * 0.9);
    expect(answers.every((text) => /pages for /.test(text) && !text.includes('"isError":true'))).toBe(true);
  });

  test('a handler that cannot answer stops the server from starting, saying why', async () => {
    const build = new BuildFiles(buildDir);
    const refusing = async () => new Response('no', {status: 500});
    await expect(warmUp(refusing, build, 'http://127.0.0.1:3100')).rejects.toThrow('MCP server: its warm-up search answered 500: no');
  });
});
