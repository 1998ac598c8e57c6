/**
 * Decisions 8 and 9: the generated samples read reader-supplied values (the
 * tenant id, SDK client ids, the data-package id, ...) from the environment
 * variables of the reader environment (src/data/world/env.ts), never the
 * example values of the document. Proven by running every operation's curl,
 * JavaScript and Python sample (the other languages run against the mock in
 * tests/samples/languages.test.ts) with the world's sandbox values exported and
 * the network call replaced by a recorder (a `curl` shell function, a
 * `fetch` stub, a `requests` stub module): each must send the URL and body the
 * document describes, with the reader's values in place.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, test} from 'vitest';
import {tokens} from '../../../site/identity';
import {readerEnvironment, readerEnvironmentValues, worldTokens} from '../../../data/world';
import {listOperations, loadDocument, normalizeOperation} from '../document';
import {renderAll} from '../theme/CodeSamples/generate';
import {SAMPLE_LANGUAGES} from '../theme/CodeSamples/languages';

const root = path.resolve(__dirname, '../../../..');
const {doc} = loadDocument(fs.readFileSync(path.join(root, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens);
const operations = listOperations(doc)
  .filter((r) => r.kind === 'path')
  .map((r) => normalizeOperation(doc, r));
const samples = operations.map((op) => ({op, ...renderAll(op)}));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-samples-'));
afterAll(() => fs.rmSync(work, {recursive: true, force: true}));
// The files the multipart samples upload.
for (const {request} of samples) {
  if (request.body.kind === 'multipart') for (const [, file] of request.body.files) fs.writeFileSync(path.join(work, file), 'PDF');
}
const env: Record<string, string | undefined> = {...process.env, ...readerEnvironmentValues};

/** What the document says is sent: the URL and body with the reader's sandbox values. */
function expected(op: (typeof operations)[number]) {
  const {request} = renderAll(op);
  const fill = (text: string) => text.replace(/@@([A-Z0-9_]+)@@/g, (_m, name: string) => env[name]!);
  const body = request.body.kind === 'json' ? JSON.parse(fill(JSON.stringify(request.body.value))) : undefined;
  return {url: fill(request.url), body};
}

describe('generated samples read the reader environment', () => {
  test('every /tenants/{tenant_id}/ operation reads BP_TENANT_ID, and no sample hard-codes the example tenant id', () => {
    const tenantOps = samples.filter((s) => s.op.path.includes('{tenant_id}'));
    expect(tenantOps.length).toBeGreaterThan(4);
    for (const s of tenantOps) {
      expect(s.request.env, s.op.operationId).toContain('BP_TENANT_ID');
      expect(s.curl, s.op.operationId).toContain('/tenants/$BP_TENANT_ID/');
      expect(s.javascript, s.op.operationId).toContain('/tenants/${process.env.BP_TENANT_ID}/');
      expect(s.python, s.op.operationId).toContain("/tenants/{os.environ['BP_TENANT_ID']}/");
      expect(s.java, s.op.operationId).toContain('/tenants/" + System.getenv("BP_TENANT_ID") + "/');
      expect(s.csharp, s.op.operationId).toContain('/tenants/" + Environment.GetEnvironmentVariable("BP_TENANT_ID") + "/');
      expect(s.php, s.op.operationId).toContain('/tenants/" . getenv(\'BP_TENANT_ID\') . "/');
      expect(s.go, s.op.operationId).toContain('/tenants/" + os.Getenv("BP_TENANT_ID") + "/');
      expect(s.ruby, s.op.operationId).toContain('/tenants/" + ENV.fetch(\'BP_TENANT_ID\') + "/');
    }
    for (const s of samples) {
      for (const text of SAMPLE_LANGUAGES.map((l) => s[l.id])) {
        expect(text, s.op.operationId).not.toContain(worldTokens['world:tenantId']);
        expect(text, `${s.op.operationId}: a value marker left in the sample`).not.toContain('@@');
      }
    }
  });

  test('every variable a sample reads is a name of the reader environment', () => {
    const names = new Set<string>(readerEnvironment.map((v) => v.name));
    for (const s of samples) for (const name of s.request.env) expect(names, `${s.op.operationId}: ${name}`).toContain(name);
  });

  test('curl: run in bash with the reader environment, each sends the documented URL and body', () => {
    const script = [
      // Records the URL and the --data of each call instead of sending it.
      'curl() { local url="" data=""; while [ $# -gt 0 ]; do case "$1" in --request|--header|--user|--form|--output|--data-urlencode) shift;; --data) shift; data="$1";; http*) url="$1";; esac; shift; done; printf "%s\\t%s\\0" "$url" "$(printf %s "$data" | base64 -w0)"; }',
      'uuidgen() { echo 00000000-0000-4000-8000-000000000000; }',
      ...samples.map((s) => s.curl),
    ].join('\n');
    const out = execFileSync('bash', ['-c', script], {env, cwd: work, encoding: 'utf8'}).split('\0').filter(Boolean);
    expect(out).toHaveLength(samples.length);
    out.forEach((line, i) => {
      const [url, data] = line.split('\t');
      const want = expected(samples[i]!.op);
      expect(url, samples[i]!.op.operationId).toBe(want.url);
      if (want.body !== undefined) expect(JSON.parse(Buffer.from(data!, 'base64').toString()), samples[i]!.op.operationId).toEqual(want.body);
    });
  });

  test('Python: run with a recording requests module, each sends the documented URL and body', () => {
    const stub = path.join(work, 'stub');
    fs.mkdirSync(stub, {recursive: true});
    fs.writeFileSync(
      path.join(stub, 'requests.py'),
      [
        'import json, sys',
        'class R:',
        '    content = b""',
        '    text = ""',
        '    status_code = 204',
        '    def raise_for_status(self): pass',
        'def _call(method):',
        '    def call(url, **kw):',
        '        sys.__stdout__.write(json.dumps({"url": url, "json": kw.get("json")}) + "\\0")',
        '        return R()',
        '    return call',
        'get, post, put, patch, delete = (_call(m) for m in ("GET", "POST", "PUT", "PATCH", "DELETE"))',
      ].join('\n'),
    );
    const runner = samples.map((s) => `exec(compile(${JSON.stringify(s.python)}, "sample", "exec"), {})`).join('\n');
    const out = execFileSync('python3', ['-c', `import io, sys\nsys.stdout = io.StringIO()\n${runner}`], {
      env: {...env, PYTHONPATH: stub},
      cwd: work,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(out).toHaveLength(samples.length);
    out.forEach((call, i) => {
      const want = expected(samples[i]!.op);
      expect(call.url, samples[i]!.op.operationId).toBe(want.url);
      if (want.body !== undefined) expect(call.json, samples[i]!.op.operationId).toEqual(want.body);
    });
  });

  test('JavaScript: run in Node with a recording fetch, each sends the documented URL and body', () => {
    samples.forEach((s, i) => fs.writeFileSync(path.join(work, `sample-${i}.mjs`), s.javascript));
    const runner = [
      'globalThis.fetch = async (url, init) => {',
      '  process.stderr.write(JSON.stringify({url: String(url), body: typeof init.body === "string" ? init.body : null}) + "\\0");',
      '  return {ok: true, status: 204, json: async () => null, text: async () => "", arrayBuffer: async () => new ArrayBuffer(0)};',
      '};',
      'console.log = () => {};',
      `for (let i = 0; i < ${samples.length}; i++) await import(\`./sample-\${i}.mjs\`);`,
    ].join('\n');
    fs.writeFileSync(path.join(work, 'run.mjs'), runner);
    const run = spawnSync(process.execPath, ['run.mjs'], {env, cwd: work, encoding: 'utf8'});
    expect(run.status, run.stderr).toBe(0);
    const out = run.stderr.split('\0').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
    expect(out).toHaveLength(samples.length);
    out.forEach((call, i) => {
      const want = expected(samples[i]!.op);
      expect(call.url, samples[i]!.op.operationId).toBe(want.url);
      if (want.body !== undefined) expect(JSON.parse(call.body), samples[i]!.op.operationId).toEqual(want.body);
    });
  });
});
