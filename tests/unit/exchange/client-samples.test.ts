/**
 * The JavaScript and Python client samples of the Exchange guides run as
 * printed on the pages, against a fake auth host, Partner API and Leads API
 * that check every request against the OpenAPI document:
 * - the token helper and "send a prospect" (first call answers 401, so the
 *   samples must renew the token and retry once, with the same Idempotency-Key);
 * - "send a disposition" for each coverage type of a prospect.
 */
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server} from 'node:http';
import {join} from 'node:path';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {ROOT, codeBlocks, openApi} from './pages';
import {TOOLS, needTools} from '../../support/tools';

const schemas = (await openApi()).components.schemas;
const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);
const validProspectRequest = ajv.compile(schemas.ExchangeProspectRequest);
const validDisposition = ajv.compile(schemas.DispositionRequest);

const block = (doc: string, lang: string, marker: string) => {
  const found = codeBlocks(doc).find((b) => b.lang === lang && b.code.includes(marker));
  if (!found) throw new Error(`No ${lang} block with ${marker} on ${doc}`);
  return found.code;
};
const AUTH = 'exchange/send_side/ss_authentication';

/** The helper's token URL (the sandbox's, as printed) replaced with the fake auth host's. */
function fakeTokenHost(code: string, printed: string, local: string): string {
  if (!code.includes(`TOKEN_URL = ${printed}`)) throw new Error(`The token helper no longer sets TOKEN_URL = ${printed}; update fakeTokenHost`);
  return code.replace(`TOKEN_URL = ${printed}`, `TOKEN_URL = ${local}`);
}
const SEND = 'exchange/send_side/ss_app_form_creation';
const DISPOSE = 'exchange/receive_side/dispositioning_prospects';

const CLIENT_ID = 'client-123';
const CLIENT_SECRET = 'secret-456';
const DISPOSITION_TOKEN = 'static-disposition-token-789';
const NOTE = 'Called the owner on 2026-11-20, collected exposures, quoting with two carriers.';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
let seen: Seen[] = [];
let tokensIssued = 0;
let rejectFirstPartnerCall = true;
let server: Server;
let base = '';

function answer(req: Seen): {status: number; body: unknown} {
  if (req.path === '/auth/token' && req.method === 'POST') {
    const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
    if (req.headers.authorization !== basic || new URLSearchParams(req.body).get('grant_type') !== 'client_credentials') {
      return {status: 401, body: {error: 'invalid_client'}};
    }
    tokensIssued += 1;
    return {status: 200, body: {access_token: `token-${tokensIssued}`, token_type: 'bearer', expires_in: 43200, scope: '', uid: 'u1', info: {}}};
  }
  if (req.path === '/exchange_application_forms' && req.method === 'POST') {
    if (!req.headers.authorization?.startsWith('Bearer token-') || !req.headers['idempotency-key']) {
      return {status: 400, body: {error: {code: 'invalid_request', message: 'missing headers', details: [], request_id: 'req_x'}}};
    }
    if (rejectFirstPartnerCall) {
      rejectFirstPartnerCall = false;
      return {status: 401, body: {error: {code: 'invalid_token', message: 'The access token expired; request a new one.', details: [], request_id: 'req_y'}}};
    }
    if (!validProspectRequest(JSON.parse(req.body))) {
      return {status: 422, body: {error: {code: 'validation_failed', message: ajv.errorsText(validProspectRequest.errors), details: [], request_id: 'req_z'}}};
    }
    return {status: 201, body: {id: '3f6c1e0a-8d2b-4c5e-9a71-2b9e4d7f0c13'}};
  }
  const lead = req.path.match(/^\/leads\/([A-Z0-9]+)\/lead_attributes$/);
  if (lead && req.method === 'POST') {
    if (req.headers.authorization !== `Bearer ${DISPOSITION_TOKEN}`) return {status: 401, body: {}};
    const body = JSON.parse(req.body) as Record<string, unknown>;
    if (!validDisposition(body)) return {status: 422, body: {error: ajv.errorsText(validDisposition.errors)}};
    return {status: 201, body: {id: seen.length, lead_id: lead[1], ...body, created_at: '2026-11-20T15:07:42Z'}};
  }
  return {status: 404, body: {}};
}

const workDir = join(ROOT, 'node_modules', '.cache', 'exchange-client-samples');

function run(command: string, args: string[], extraEnv: Record<string, string> = {}) {
  return new Promise<{code: number | null; output: string}>((resolve) => {
    const child = spawn(command, args, {
      cwd: workDir,
      env: {
        ...process.env,
        BP_CLIENT_ID: CLIENT_ID,
        BP_CLIENT_SECRET: CLIENT_SECRET,
        BP_TOKEN_URL: `${base}/auth/token`,
        BP_PARTNER_API: base,
        BP_LEADS_API: base,
        BP_DISPOSITION_TOKEN: DISPOSITION_TOKEN,
        ...extraEnv,
      },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({code, output}));
  });
}


beforeAll(async () => {
  mkdirSync(workDir, {recursive: true});
  writeFileSync(join(workDir, 'package.json'), '{"type": "module"}\n');
  // The token helper as printed (the same module on every page that prints it), pointed at the fake auth host.
  writeFileSync(join(workDir, 'token.js'), fakeTokenHost(block(AUTH, 'js', 'export async function getToken'), "'{{tokenUrlSandbox}}'", 'process.env.BP_TOKEN_URL'));
  writeFileSync(join(workDir, 'send.mjs'), block(SEND, 'js', 'export async function sendProspect'));
  writeFileSync(join(workDir, 'disposition.mjs'), block(DISPOSE, 'js', 'export async function sendDisposition'));
  writeFileSync(
    join(workDir, 'run-disposition.mjs'),
    `import {acknowledge} from './disposition.mjs';\nawait acknowledge({lead_id: 'LX7Q9K2M4P', coverage_type_ids: [1, 2]}, ${JSON.stringify(NOTE)});\nconsole.log('done');\n`,
  );
  writeFileSync(join(workDir, 'bp_token.py'), fakeTokenHost(block(AUTH, 'python', 'def get_token'), '"{{tokenUrlSandbox}}"', 'os.environ["BP_TOKEN_URL"]'));
  writeFileSync(join(workDir, 'send.py'), block(SEND, 'python', 'def send_prospect'));
  writeFileSync(join(workDir, 'disposition.py'), block(DISPOSE, 'python', 'def send_disposition'));
  writeFileSync(
    join(workDir, 'run_disposition.py'),
    `from disposition import acknowledge\nacknowledge({"lead_id": "LX7Q9K2M4P", "coverage_type_ids": [1, 2]}, ${JSON.stringify(NOTE)})\nprint("done")\n`,
  );

  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const entry = {method: req.method!, path: req.url!.split('?')[0], headers: req.headers, body};
      seen.push(entry);
      const {status, body: out} = answer(entry);
      res.writeHead(status, {'Content-Type': 'application/json'}).end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  tokensIssued = 0;
  rejectFirstPartnerCall = true;
});

function expectSendFlow(output: string) {
  const partner = seen.filter((s) => s.path === '/exchange_application_forms');
  expect(partner, output).toHaveLength(2);
  // The expired token was renewed once, and the retry kept the Idempotency-Key.
  expect(tokensIssued).toBe(2);
  expect(partner[0]!.headers.authorization).toBe('Bearer token-1');
  expect(partner[1]!.headers.authorization).toBe('Bearer token-2');
  expect(partner[1]!.headers['idempotency-key']).toBe(partner[0]!.headers['idempotency-key']);
  expect(validProspectRequest(JSON.parse(partner[1]!.body)), ajv.errorsText(validProspectRequest.errors)).toBe(true);
  expect(output).toMatch(/sent['"]?: [Tt]rue/);
  expect(output).toContain('3f6c1e0a-8d2b-4c5e-9a71-2b9e4d7f0c13');
}

function expectDispositions(output: string) {
  const posts = seen.filter((s) => s.path === '/leads/LX7Q9K2M4P/lead_attributes');
  expect(posts, output).toHaveLength(2);
  expect(posts.map((p) => JSON.parse(p.body).coverage_type_id)).toEqual([1, 2]);
  for (const p of posts) {
    expect(validDisposition(JSON.parse(p.body)), ajv.errorsText(validDisposition.errors)).toBe(true);
    expect(p.headers['idempotency-key']).toBeTruthy();
  }
  expect(output).toContain('done');
}

describe('JavaScript samples', () => {
  it('send a prospect: token, 401, renewed token, retry with the same key, 201', async () => {
    const {code, output} = await run(process.execPath, ['send.mjs']);
    expect(code, output).toBe(0);
    expectSendFlow(output);
  });

  it('acknowledge a prospect with one Active disposition per coverage type', async () => {
    const {code, output} = await run(process.execPath, ['run-disposition.mjs']);
    expect(code, output).toBe(0);
    expectDispositions(output);
  });
});

describe('Python samples', () => {
  // Fails with the command that installs it when python3 or requests is missing (tests/support/tools.ts).
  beforeAll(() => needTools(TOOLS.requests));

  it('send a prospect: token, 401, renewed token, retry with the same key, 201', async () => {
    const {code, output} = await run('python3', ['send.py']);
    expect(code, output).toBe(0);
    expectSendFlow(output);
  });

  it('acknowledge a prospect with one Active disposition per coverage type', async () => {
    const {code, output} = await run('python3', ['run_disposition.py']);
    expect(code, output).toBe(0);
    expectDispositions(output);
  });
});
