/**
 * Runs the JavaScript and Python samples of the Terminal guides, extracted
 * from the MDX pages as a reader would copy them, against fakes of the
 * token endpoint and the Partner API. A sample that stops working fails here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {pathToFileURL} from 'node:url';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {tokens} from '../../../src/site/identity';
import {replaceTokens} from '../../../src/plugins/remark-identity';
import {TOOLS, needTools} from '../../support/tools';
import {pageBlocks} from '../../samples/blocks';

const root = path.resolve(__dirname, '../../..');

/** The n-th fenced block of a language in a page, with identity tokens resolved. */
function codeBlock(page: string, lang: string, index = 0): string {
  const source = fs.readFileSync(path.join(root, 'docs/terminal', page), 'utf8');
  // The fence may carry a meta (`title="token.js"`).
  const blocks = [...source.matchAll(new RegExp('```' + lang + '(?: [^\\n]*)?\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
  const block = blocks[index];
  if (!block) throw new Error(`No ${lang} block #${index} in ${page}`);
  return replaceTokens(block, tokens);
}

/**
 * The functions of a sample, without the call the page makes with them at its end (from the line
 * that starts `marker`): the sample runner runs the whole block against the mock; here the
 * functions meet fakes.
 */
function functionsOf(code: string, marker: string): string {
  const at = code.indexOf(`\n${marker}`);
  if (at < 0) throw new Error(`No line starting ${marker} in the sample: the test cuts the page's own call there`);
  return code.slice(0, at + 1);
}

/**
 * `docs/terminal/<page>:<line>` of the first line of a page's first block of a language that contains one of
 * `texts` (tried in turn), else of the block's fence; the blocks as the sample runner reads them (tests/samples/blocks.ts).
 */
function lineOf(page: string, lang: string, ...texts: string[]): string {
  const file = `docs/terminal/${page}`;
  const block = pageBlocks(file, root).find((b) => b.language === lang);
  if (!block) return `${file}:1`;
  const lines = block.code.split('\n');
  const hit = texts.map((text) => lines.findIndex((line) => line.includes(text))).find((i) => i >= 0);
  return `${file}:${block.line + (hit === undefined ? 0 : hit + 1)}`;
}

const authJs = codeBlock('quote_start/authentication.mdx', 'javascript');
const qsJs = functionsOf(codeBlock('quote_start/qs_overview.mdx', 'javascript'), '// The record');
const attachmentJs = functionsOf(codeBlock('quote_requests/retrieve_attachments.mdx', 'javascript'), "// The quote document's id");

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-samples-'));
let moduleCount = 0;
/** Each load gets a directory of its own with the page's token.js, so that its token cache starts empty. */
async function loadModule(code: string) {
  const dir = fs.mkdtempSync(path.join(tmp, `m${moduleCount++}-`));
  fs.writeFileSync(path.join(dir, 'token.js'), authJs);
  fs.writeFileSync(path.join(dir, 'package.json'), '{"type": "module"}\n');
  const file = path.join(dir, 'sample.mjs');
  fs.writeFileSync(file, code);
  return import(pathToFileURL(file).href);
}

function tokenResponse(token: string) {
  return new Response(JSON.stringify({access_token: token, token_type: 'bearer', expires_in: 43200}), {
    status: 200,
    headers: {'Content-Type': 'application/json'},
  });
}

describe('JavaScript samples', () => {
  beforeEach(() => {
    process.env.BP_CLIENT_ID = 'client-abc';
    process.env.BP_CLIENT_SECRET = 's3cret';
    process.env.BP_TENANT_ID = 'tenant-42';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('getToken posts client credentials with Basic auth once, caches, and refetches after invalidateToken', async () => {
    let issued = 0;
    const fetchMock = vi.fn(async () => tokenResponse(`tok-${++issued}`));
    vi.stubGlobal('fetch', fetchMock);
    const {getToken, invalidateToken} = await loadModule(authJs);

    const [a, b] = await Promise.all([getToken(), getToken()]);
    expect([a, b]).toEqual(['tok-1', 'tok-1']);
    expect(await getToken()).toBe('tok-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(tokens.tokenUrlSandbox);
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${Buffer.from('client-abc:s3cret').toString('base64')}`);
    expect(String(init.body)).toBe('grant_type=client_credentials');

    invalidateToken();
    expect(await getToken()).toBe('tok-2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('getToken throws with the status when the credentials are refused', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"invalid_client"}', {status: 401})));
    const {getToken} = await loadModule(authJs);
    await expect(getToken()).rejects.toThrow(/401/);
  });

  it('createPrefilledForm sends the mapped answers, an idempotency key and returns the created form', async () => {
    const calls: Array<[string, RequestInit]> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        if (url === tokens.tokenUrlSandbox) return tokenResponse('tok-unexpected');
        return new Response(JSON.stringify({id: 'f-1', reference_id: 'K7Q-4MZ-29D', status: 'in_progress'}), {status: 201});
      }),
    );
    // The page's step 1 exports BP_TOKEN; the sample sends it.
    process.env.BP_TOKEN = 'tok-qs';
    const {createPrefilledForm} = await loadModule(qsJs);
    const form = await createPrefilledForm({
      id: 4711,
      companyName: 'Lone Star Plumbing LLC',
      firstName: 'Maria',
      lastName: 'Garcia',
      phone: '+1 (512) 555-0163',
      email: 'maria@lonestarplumbing.example',
      zip: '78702-1234',
    });
    expect(form.reference_id).toBe('K7Q-4MZ-29D');
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    expect(url).toBe(`${tokens.partnerApiSandbox}/tenants/tenant-42/application_forms`);
    const headers = init.headers as Record<string, string>;
    expect(
      headers.Authorization,
      `${lineOf('quote_start/qs_overview.mdx', 'javascript', 'Authorization', 'headers')}: the JavaScript sample sends no "Authorization: Bearer <token>" (its headers: ${Object.keys(headers).join(', ')}): send the token of step 1 as Authorization: \`Bearer \${token}\``,
    ).toBe('Bearer tok-qs');
    expect(headers['Idempotency-Key']).toBe('crm-account-4711');
    const body = JSON.parse(String(init.body));
    const answers = Object.fromEntries(body.application_form.answer_values.map((a: {code: string; answer: unknown}) => [a.code, a.answer]));
    expect(answers.mqs_phone).toBe('5125550163');
    expect(answers.mqs_zipcode).toBe('78702');
    expect(answers.mqs_customer_metadata).toEqual({source: 'crm', crm_id: '4711'});
    expect(body.application_form.create_guest_user).toBe(false);
  });

  it('downloadAttachment retries once on 401 and writes the bytes under the server file name', async () => {
    const pdf = Buffer.from('%PDF-1.7\n\x00\xff binary \x01\n%%EOF', 'latin1');
    let issued = 0;
    let downloads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === tokens.tokenUrlSandbox) return tokenResponse(`tok-${++issued}`);
        expect(url).toBe(`${tokens.partnerApiSandbox}/attachments/a91f3c07`);
        downloads += 1;
        if (downloads === 1) return new Response('{"error":{"code":"invalid_token"}}', {status: 401});
        return new Response(pdf, {
          status: 200,
          headers: {'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="../quote-Q-1.pdf"'},
        });
      }),
    );
    const {downloadAttachment} = await loadModule(attachmentJs);
    const dir = fs.mkdtempSync(path.join(tmp, 'dl-'));
    const result = await downloadAttachment('a91f3c07', dir);
    expect(result.file).toBe(path.join(dir, 'quote-Q-1.pdf')); // path stripped from the header
    expect(fs.readFileSync(result.file).equals(pdf)).toBe(true);
    expect(result.contentType).toBe('application/pdf');
    expect(issued).toBe(2);
    expect(downloads).toBe(2);
  });
});

describe('Python samples', () => {
  // Fails with the command that installs it when python3 or requests is missing (tests/support/tools.ts).
  beforeEach(() => needTools(TOOLS.requests));

  it('get_token caches and download_attachment saves the binary against a local fake API', () => {
    const authPy = codeBlock('quote_start/authentication.mdx', 'python');
    const attachmentPy = functionsOf(codeBlock('quote_requests/retrieve_attachments.mdx', 'python'), "# The quote document's id");
    const harness = String.raw`
import base64, http.server, json, os, tempfile, threading

PDF = b"%PDF-1.7\n\x00\xff binary\n%%EOF"
state = {"tokens": 0, "downloads": 0}

class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass
    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"])).decode()
        expected = "Basic " + base64.b64encode(b"client-abc:s3cret").decode()
        assert self.path == "/auth/token", self.path
        assert self.headers["Authorization"] == expected, self.headers["Authorization"]
        assert body == "grant_type=client_credentials", body
        state["tokens"] += 1
        payload = json.dumps({"access_token": "tok-%d" % state["tokens"], "token_type": "bearer", "expires_in": 43200}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)
    def do_GET(self):
        assert self.path == "/attachments/a91f3c07", self.path
        state["downloads"] += 1
        if state["downloads"] == 1:
            self.send_response(401)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        assert self.headers["Authorization"] == "Bearer tok-2"
        self.send_response(200)
        self.send_header("Content-Type", "application/pdf")
        self.send_header("Content-Disposition", 'attachment; filename="quote-Q-1.pdf"')
        self.send_header("Content-Length", str(len(PDF)))
        self.end_headers()
        self.wfile.write(PDF)

server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
base = "http://127.0.0.1:%d" % server.server_port
os.environ["BP_CLIENT_ID"] = "client-abc"
os.environ["BP_CLIENT_SECRET"] = "s3cret"

import sys
modules = tempfile.mkdtemp()
with open(os.path.join(modules, "bp_token.py"), "w") as f:
    f.write(AUTH)  # the page's title="bp_token.py"
sys.path.insert(0, modules)
import bp_token
bp_token.TOKEN_URL = base + "/auth/token"
assert bp_token.get_token() == "tok-1"
assert bp_token.get_token() == "tok-1"
assert state["tokens"] == 1, state
ns = {}
exec(compile(ATTACH, "attachments.py", "exec"), ns)
ns["PARTNER_API"] = base
out = tempfile.mkdtemp()
saved = ns["download_attachment"]("a91f3c07", out)
assert saved == os.path.join(out, "quote-Q-1.pdf"), saved
assert open(saved, "rb").read() == PDF
assert state == {"tokens": 2, "downloads": 2}, state
server.shutdown()
print("OK")
`;
    const script = `AUTH = ${JSON.stringify(authPy)}\nATTACH = ${JSON.stringify(attachmentPy)}\n${harness}`;
    const run = spawnSync('python3', ['-c', script], {encoding: 'utf8', timeout: 30_000});
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('OK');
  });

  it('every Python block of the Terminal guides compiles', () => {
    const pages = ['quote_start/authentication.mdx', 'quote_start/qs_overview.mdx', 'quote_requests/retrieve_attachments.mdx'];
    for (const page of pages) {
      const code = codeBlock(page, 'python');
      const run = spawnSync('python3', ['-c', `compile(${JSON.stringify(code)}, ${JSON.stringify(page)}, "exec")`], {encoding: 'utf8'});
      expect(run.stderr, page).toBe('');
    }
  });
});
