/**
 * The receiving endpoints shown on /docs/exchange/receive_side/receiving_prospects/
 * (Node.js with Express, Python with Flask) run as printed on the page: each
 * is started on a free port and sent the page's own prospect example, with and
 * without the static header, twice, and with an empty coverage_type_ids.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {createRequire} from 'node:module';
import {mkdirSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ROOT, codeBlocks} from './pages';
import {TOOLS, needTools, type Tool} from '../../support/tools';
import {allFacts} from '../../../src/site/fact-tokens';
import {replaceTokens} from '../../../src/plugins/remark-identity';
import {tokens} from '../../../src/site/identity';

const PAGE = 'exchange/receive_side/receiving_prospects';
const blocks = codeBlocks(PAGE);
const sample = (lang: string, marker: string) => {
  const block = blocks.find((b) => b.lang === lang && b.code.includes(marker));
  if (!block) throw new Error(`No ${lang} block with ${marker} on ${PAGE}`);
  // As the page renders it: identity and fact tokens replaced.
  return replaceTokens(block.code, tokens);
};
const prospect = JSON.parse(blocks.find((b) => b.meta.includes('title="prospect.json"'))!.code);
const SECRET = 'test-header-value-0123456789abcdef';
/** The receive-side header, from the OpenAPI document's x-facts. */
const HEADER = String(allFacts().receiverHeader);

/** Samples are written next to node_modules so that `import express` resolves. */
const workDir = join(ROOT, 'node_modules', '.cache', 'exchange-samples');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`sample exited early:\n${output()}`);
    try {
      await fetch(url, {method: 'POST'});
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`sample did not start:\n${output()}`);
}

function receiverSuite(name: string, command: string, file: string, code: string, tools: Tool[]) {
  describe(`${name} receiver from the page`, () => {
    let child: ChildProcess;
    let url = '';
    let output = '';

    beforeAll(async () => {
      // Fails with the command that installs it when a tool is missing (tests/support/tools.ts).
      needTools(...tools);
      mkdirSync(workDir, {recursive: true});
      const path = join(workDir, file);
      writeFileSync(path, code);
      const port = await freePort();
      url = `http://127.0.0.1:${port}/bindpoint/prospects`;
      child = spawn(command, [path], {
        env: {...process.env, PORT: String(port), EXCHANGE_HEADER_VALUES: `old-value-to-rotate-out,${SECRET}`},
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      await waitUntilUp(url, child, () => output);
    }, 20_000);

    afterAll(() => {
      child?.kill();
    });

    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json', ...headers}, body: JSON.stringify(body)});

    it('answers 401 without the static header or with a wrong value', async () => {
      expect((await post(prospect)).status).toBe(401);
      expect((await post(prospect, {[HEADER]: `${SECRET}x`})).status).toBe(401);
    });

    it('answers 202 with the lead_id at once, then 200 for a redelivery of the same lead_id', async () => {
      const started = Date.now();
      const first = await post(prospect, {[HEADER]: SECRET});
      expect(first.status).toBe(202);
      expect(await first.json()).toMatchObject({lead_id: prospect.lead_id});
      expect(Date.now() - started).toBeLessThan(2_000);
      const again = await post(prospect, {[HEADER]: SECRET});
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({lead_id: prospect.lead_id, duplicate: true});
    });

    it('answers 400 when lead_id or coverage_type_ids is missing or empty', async () => {
      const headers = {[HEADER]: SECRET};
      expect((await post({...prospect, lead_id: 'LNEW000001', coverage_type_ids: []}, headers)).status).toBe(400);
      expect((await post({...prospect, lead_id: ''}, headers)).status).toBe(400);
    });

    it('hands the prospect to the background worker', async () => {
      await new Promise((r) => setTimeout(r, 300));
      expect(output).toContain(prospect.lead_id);
    });
  });
}

// Express is a dependency of the site (npm ci installs it); Flask is a tool (.ci/run installs it).
receiverSuite('Node.js (Express)', process.execPath, 'server.mjs', sample('js', '// server.js'), []);
receiverSuite('Python (Flask)', 'python3', 'app.py', sample('python', '# app.py'), [TOOLS.flask]);
