/**
 * The signature-verification samples shown on /docs/webhooks/wh_securing/
 * are real files (src/data/webhooks/samples/); the page imports them raw, so
 * the code a reader copies is the code these tests run.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createHmac} from 'node:crypto';
import {spawnSync} from 'node:child_process';
import {beforeAll, describe, expect, test} from 'vitest';
import {TOOLS, needTools} from '../../support/tools';
import {verifySignature} from '../../../src/data/webhooks/samples/verify-signature.mjs';

const root = path.resolve(__dirname, '../../..');
const samples = path.join(root, 'src/data/webhooks/samples');
const secret = 'whsec_example_7f3c9a1e5b';

// A fixed vector, computed independently with
// printf '%s' "$BODY" | openssl dgst -sha256 -hmac 'whsec_example_7f3c9a1e5b'
const vectorBody = '{"id":"evt-1","event":"quote_request:finished"}';
const vectorSignature = 'sha256=6b89d558031ea7acd73132a33dc42819b7b92e0a37f912079a54eaa4443d79b0';

// A realistic delivery body with non-ASCII characters (UTF-8 bytes matter).
const body = Buffer.from(
  JSON.stringify({
    id: '5c7e2a91-3d4f-4b8a-9e06-1f2d3c4b5a69',
    event: 'application_form:finished_quoting',
    data: {answer_values: [{code: 'mqs_last_name', answer: 'Peña'}]},
  }),
  'utf8',
);
const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function tamper(buffer: Buffer): Buffer {
  const copy = Buffer.from(buffer);
  copy[copy.length - 3] ^= 0x01;
  return copy;
}

function flipLastHex(header: string): string {
  const last = header.at(-1)!;
  return header.slice(0, -1) + (last === '0' ? '1' : '0');
}

const cases: Array<{name: string; body: Buffer | string; header: unknown; secret: string; expected: boolean}> = [
  {name: 'the fixed openssl vector', body: vectorBody, header: vectorSignature, secret, expected: true},
  {name: 'a body signed with the known secret', body, header: signature, secret, expected: true},
  {name: 'an uppercase hex digest', body, header: `sha256=${signature.slice(7).toUpperCase()}`, secret, expected: true},
  {name: 'a tampered body', body: tamper(body), header: signature, secret, expected: false},
  {name: 'a wrong signature', body, header: flipLastHex(signature), secret, expected: false},
  {name: 'the wrong secret', body, header: signature, secret: 'whsec_other_secret_123', expected: false},
  {name: 'a truncated signature', body, header: signature.slice(0, 40), secret, expected: false},
  {name: 'a valid signature followed by extra characters', body, header: `${signature}00`, secret, expected: false},
  {name: 'a valid signature with non-hex garbage appended', body, header: `${signature}zz`, secret, expected: false},
  {name: 'a missing sha256= prefix', body, header: signature.slice(7), secret, expected: false},
  {name: 'another algorithm prefix', body, header: signature.replace('sha256=', 'sha1='), secret, expected: false},
  {name: 'an empty header', body, header: '', secret, expected: false},
];

describe('Node.js verifier (verify-signature.mjs)', () => {
  for (const c of cases) {
    test(`${c.expected ? 'accepts' : 'rejects'} ${c.name}`, () => {
      expect(verifySignature(c.body, c.header as string, c.secret)).toBe(c.expected);
    });
  }

  test('rejects a missing header without throwing', () => {
    expect(verifySignature(body, undefined as unknown as string, secret)).toBe(false);
  });

  test('compares in constant time with crypto.timingSafeEqual, never with ===', () => {
    const source = fs.readFileSync(path.join(samples, 'verify-signature.mjs'), 'utf8');
    expect(source).toMatch(/import \{[^}]*timingSafeEqual[^}]*\} from 'node:crypto'/);
    expect(source).toMatch(/timingSafeEqual\(received, expected\)/);
    expect(source).not.toMatch(/(received|expected)\s*={2,3}\s*(received|expected)/);
  });
});

/** Runs verify_signature.py on the body (stdin) and returns its boolean answer. */
function runPython(raw: Buffer | string, header: string, key: string): boolean {
  const script = [
    'import sys',
    `sys.path.insert(0, ${JSON.stringify(samples)})`,
    'from verify_signature import verify_signature',
    'print(verify_signature(sys.stdin.buffer.read(), sys.argv[1], sys.argv[2]))',
  ].join('\n');
  const result = spawnSync('python3', ['-c', script, header, key], {input: raw, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim() === 'True';
}

describe('Python verifier (verify_signature.py, run with python3)', () => {
  // Fails with the command that installs it when python3 is missing (tests/support/tools.ts).
  beforeAll(() => needTools(TOOLS.python3));

  for (const c of cases) {
    test(`${c.expected ? 'accepts' : 'rejects'} ${c.name}`, () => {
      expect(runPython(c.body, c.header as string, c.secret)).toBe(c.expected);
    });
  }

  test('compares in constant time with hmac.compare_digest', () => {
    const source = fs.readFileSync(path.join(samples, 'verify_signature.py'), 'utf8');
    expect(source).toMatch(/hmac\.compare_digest\(received, expected\)/);
  });
});
