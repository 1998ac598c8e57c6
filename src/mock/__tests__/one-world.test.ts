/**
 * `npm run mock` prints one world (issue 46, item 5): its export lines, pasted
 * into bash as a reader would, belong to one sending tenant and one
 * receive-side buyer and work together end to end: a prospect sent with
 * BP_TOKEN reaches the reader's own receiver (registered with the printed
 * lines, checked against EXCHANGE_HEADER_VALUES) and is dispositioned with
 * BP_DISPOSITION_TOKEN; every printed id answers with the printed
 * credentials; and /__mock/reset brings the clock back to the world's time
 * after an advance has put the seeded deliveries past the log's window.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, beforeAll, expect, test} from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let mock: ChildProcess;
let printed = '';
let receiver: http.Server;
let receiverPort = 0;
const received: Array<{headers: http.IncomingHttpHeaders; body: {lead_id: string}}> = [];

beforeAll(async () => {
  // The reader's receiver: records each prospect and answers 202; GET /last gives the last lead_id to the script.
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.method === 'GET') return void res.end(received.at(-1)?.body.lead_id ?? '');
      received.push({headers: req.headers, body: JSON.parse(body)});
      res.writeHead(202, {'content-type': 'application/json'}).end('{"accepted": true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as net.AddressInfo).port;

  mock = spawn(process.execPath, [path.join(root, 'scripts/mock.mjs')], {cwd: root, env: {...process.env, MOCK_PORT: '0', NODE_OPTIONS: ''}, stdio: ['ignore', 'pipe', 'pipe']});
  let stderr = '';
  mock.stderr!.on('data', (d) => (stderr += d));
  await new Promise<void>((resolve, reject) => {
    mock.stdout!.on('data', (d) => {
      printed += d;
      if (/# Try it:\n.*\n/.test(printed)) resolve();
    });
    mock.on('exit', (code) => reject(new Error(`npm run mock exited (${code}) before printing its exports:\n${printed}\n${stderr}`)));
  });
}, 60_000);

afterAll(async () => {
  mock?.kill();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

/** Runs `script` in bash after the printed export lines and the printed receiver lines (the receiver on our port), as pasted. */
function paste(script: string): Promise<{code: number | null; stdout: string; stderr: string}> {
  const lines = printed.split('\n');
  const exports = lines.filter((l) => l.startsWith('export '));
  const receive = lines.filter((l) => /^curl .*\/__mock\/(receivers|routes)/.test(l)).map((l) => l.replace('http://127.0.0.1:3000', `http://127.0.0.1:${receiverPort}`));
  expect(receive, 'npm run mock prints the receiver and route lines').toHaveLength(2);
  const text = ['set -euo pipefail', ...exports, ...receive.map((l) => `${l} > /dev/null`), script].join('\n');
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', text], {env: {PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp'}, timeout: 60_000});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({code, stdout, stderr}));
  });
}

const status = (line: string) => `curl -s -o /dev/null -w '%{http_code}\\n' ${line}`;

test('the printed exports send a prospect, receive it on your endpoint and disposition it', async () => {
  const prospect = JSON.stringify({
    application_form: {
      answer_values: [
        {code: 'mqs_first_name', answer: 'Rosa'},
        {code: 'mqs_last_name', answer: 'Delgado'},
        {code: 'mqs_phone', answer: '6025550177'},
        {code: 'mqs_business_name', answer: 'Delgado Kitchen LLC'},
        {code: 'mqs_state', answer: 'AZ'},
        {code: 'mqs_zipcode', answer: '85014'},
      ],
    },
  });
  const disposition = JSON.stringify({coverage_type_id: 1, status: 'Active', history: 'Called the owner; a quote call is set for Monday.'});
  const {code, stdout, stderr} = await paste(`
${status(`-X POST "$BP_PARTNER_API/exchange_application_forms" -H "Authorization: Bearer $BP_TOKEN" -H 'content-type: application/json' -d '${prospect}'`)}
for i in $(seq 50); do LEAD=$(curl -s http://127.0.0.1:${receiverPort}/last); [ -n "$LEAD" ] && break; sleep 0.2; done
echo "$LEAD"
${status(`-X POST "$BP_LEADS_API/leads/$LEAD/lead_attributes" -H "Authorization: Bearer $BP_DISPOSITION_TOKEN" -H 'content-type: application/json' -d '${disposition}'`)}
echo "$EXCHANGE_HEADER_VALUES"
`);
  expect(code, stderr).toBe(0);
  const [sent, lead, disposed, headerValue] = stdout.trim().split('\n');
  expect(sent, 'POST /exchange_application_forms with BP_TOKEN').toBe('201');
  expect(lead).toMatch(/^L[A-Z0-9]{9}$/);
  expect(received.at(-1)!.body.lead_id).toBe(lead);
  // The Exchange presents the buyer's credentials, the printed EXCHANGE_HEADER_VALUES.
  expect(Object.values(received.at(-1)!.headers)).toContain(headerValue);
  expect(disposed, 'POST /leads/{lead}/lead_attributes with BP_DISPOSITION_TOKEN').toBe('201');
}, 60_000);

test("every printed id answers with the printed credentials; reset brings back the world's time", async () => {
  const requests = `"https://hooks.sandbox.bindpoint.example/hooks/$BP_HOOK_ID/requests?per_page=100" -H "Authorization: Bearer $BP_TOKEN"`;
  const {code, stdout, stderr} = await paste(`
${status(`"$BP_PARTNER_API/application_forms/$BP_FORM_ID/latest" -H "Authorization: Bearer $BP_TOKEN"`)}
${status(`"$BP_PARTNER_API/attachments/$BP_ATTACHMENT_ID" -H "Authorization: Bearer $BP_TOKEN"`)}
${status(`"$BP_LEADS_API/leads/$BP_LEAD_ID/lead_attributes" -H "Authorization: Bearer $BP_DISPOSITION_TOKEN"`)}
curl -s ${requests} | jq -r '.[].id' | grep -c "$BP_REQUEST_ID" || true
MOCK=\${HTTPS_PROXY}
curl -s -o /dev/null -X POST "$MOCK/__mock/clock" -H 'content-type: application/json' -d '{"advance": "40d"}'
export BP_TOKEN=$(curl -s -X POST "$BP_TOKEN_URL" -u "$BP_CLIENT_ID:$BP_CLIENT_SECRET" -d grant_type=client_credentials | jq -r .access_token)
curl -s ${requests} | jq -r '.[].id' | grep -c "$BP_REQUEST_ID" || true
curl -s -o /dev/null -X POST "$MOCK/__mock/reset"
export BP_TOKEN=$(curl -s -X POST "$BP_TOKEN_URL" -u "$BP_CLIENT_ID:$BP_CLIENT_SECRET" -d grant_type=client_credentials | jq -r .access_token)
curl -s ${requests} | jq -r '.[].id' | grep -c "$BP_REQUEST_ID" || true
`);
  expect(code, stderr).toBe(0);
  expect(stdout.trim().split('\n'), 'form, attachment, dispositions of BP_LEAD_ID, BP_REQUEST_ID listed; after 40 days not; after reset again').toEqual(['200', '200', '200', '1', '0', '1']);
}, 60_000);
