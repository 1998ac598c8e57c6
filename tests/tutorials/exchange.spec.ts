/**
 * The Exchange receive side (docs/exchange/receive_side): the receivers of
 * receiving_prospects.mdx (Node server.js, Python app.py) and the
 * authentication checks of rs_authentication.mdx (static header and HTTP
 * Basic, Node and Python), as printed, answering what the mock's Exchange
 * delivers (control API: POST /__mock/receivers, POST /__mock/prospects):
 * 202 for a new prospect, 200 for its retry, 401 for a wrong secret, both
 * values accepted during a rotation; and the page's own verify command.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import type {Lead} from '../../src/mock/state';
import {startMock, type TutorialMock} from './support/mock';
import {onPort, save, scratch, TutorialPage} from './support/page-code';
import {bash, pythonWith, startServer} from './support/processes';
import {PORTS} from './support/repo';

const receiving = new TutorialPage('docs/exchange/receive_side/receiving_prospects.mdx');
const authn = new TutorialPage('docs/exchange/receive_side/rs_authentication.mdx');
const nodeReceiver = receiving.nth('js', 0, (b) => /app\.post\('\/bindpoint\/prospects'/.test(b.code));
const pythonReceiver = receiving.nth('python', 0, (b) => /def receive_prospect/.test(b.code));
const verify = receiving.nth('bash', 0, (b) => /curl -i -X POST http:\/\/localhost:3000\/bindpoint\/prospects/.test(b.code));
const nodeHeader = authn.nth('js', 0, (b) => /requireExchangeHeader/.test(b.code));
const nodeBasic = authn.nth('js', 0, (b) => /requireExchangeBasic/.test(b.code));
const pythonHeader = authn.nth('python', 0, (b) => /def require_exchange_header/.test(b.code));
const pythonBasic = authn.nth('python', 0, (b) => /def require_exchange_basic/.test(b.code));

/** Where the pages' receiver lives (rs_authentication's example request names this host). */
const RECEIVER = 'https://leads.acme-insurance.example';
const OLD = 'old-exchange-value-1f2e3d4c5b6a';
const NEW = 'new-exchange-value-9a8b7c6d5e4f';
const python = pythonWith(['flask']);

test.describe.configure({mode: 'serial'});

let mock: TutorialMock;
let header: string;
test.beforeAll(async () => {
  mock = await startMock();
  header = /req\.get\('([^']+)'\)/.exec(nodeReceiver.code)?.[1] ?? '';
  if (!header) throw new Error(`${TutorialPage.at(nodeReceiver)} no longer reads the Exchange's header with req.get('...')`);
});
test.afterAll(async () => {
  await mock?.stop();
});

/** The mock's Exchange delivers a prospect (a new one, or `leadId` again) to the registered receiver and settles. */
async function deliver(leadId?: string): Promise<Lead> {
  const lead = await mock.control<Lead>('POST', '/prospects', leadId ? {prospect: {lead_id: leadId}} : {});
  await mock.server.mock.settle();
  // The receive-side buyer's (the control API's default for receivers and prospects), named by the lead.
  const tenant = mock.server.mock.state('sandbox').tenants.get(lead.tenant_id)!;
  for (let i = 0; i < 50 && tenant.leads.get(lead.lead_id)!.delivery.attempts === 0; i++) await new Promise((r) => setTimeout(r, 100));
  return tenant.leads.get(lead.lead_id)!;
}

const receivers = [
  {language: 'node', block: nodeReceiver, file: 'server.js', command: 'node', port: PORTS.nodeReceiver, problem: undefined},
  {language: 'python', block: pythonReceiver, file: 'app.py', command: python.path ?? 'python3', port: PORTS.pythonReceiver, problem: python.problem},
];

for (const r of receivers) {
  test(`the ${r.language} receiver of receiving_prospects answers the Exchange's deliveries`, async () => {
    // A missing tool fails with the command that installs it (tests/tutorials/support/processes.ts, pythonWith).
    if (r.problem) throw new Error(r.problem);
    await mock.control('POST', '/reset');
    const dir = scratch(`exchange-${r.language}`);
    save(dir, r.block, r.file);
    save(dir, receiving.titled('prospect.json'));
    // Rotation step 1: the old and the new value are both accepted.
    const env = {PORT: String(r.port), EXCHANGE_HEADER_VALUES: `${NEW},${OLD}`};
    const server = await startServer(`${r.file} (${TutorialPage.at(r.block)})`, r.command, [r.file], {cwd: dir, port: r.port, env});
    const at = TutorialPage.at(r.block);
    try {
      await mock.route(RECEIVER, r.port);
      for (const value of [OLD, NEW]) {
        await mock.control('POST', '/receivers', {url: `${RECEIVER}/bindpoint/prospects`, auth: {header: {name: header, value}}});
        const lead = await deliver();
        expect(lead.delivery, `${at} must answer 202 to a new prospect presenting an accepted ${header}. Receiver:\n${server.output()}`).toMatchObject({status: 'delivered', last_status: 202});
        const retry = await deliver(lead.lead_id);
        expect(retry.delivery, `${at} must answer 200 to a retry of a lead_id it already has`).toMatchObject({status: 'delivered', last_status: 200});
      }
      await mock.control('POST', '/receivers', {url: `${RECEIVER}/bindpoint/prospects`, auth: {header: {name: header, value: 'not-the-value'}}});
      const refused = await deliver();
      expect(refused.delivery, `${at} must answer 401 to a wrong ${header}`).toMatchObject({status: 'retrying', last_status: 401});

      // How to verify: the page's curl gives 202, and again 200 with "duplicate": true.
      const run = await bash(onPort(verify, r.port), {cwd: dir, env, after: `echo\n${onPort(verify, r.port)}`});
      const statuses = [...run.stdout.matchAll(/^HTTP\/[\d.]+ (\d{3})/gm)].map((m) => Number(m[1]));
      expect(statuses, `${TutorialPage.at(verify)} promises 202, then 200 for the same command again:\n${run.stderr}${run.stdout}`).toEqual([202, 200]);
      expect(run.stdout).toContain('"duplicate"');
    } finally {
      await server.stop();
    }
  });
}

/** The reader's own server around rs_authentication's checks: one route per method (the page gives only the checks). */
const NODE_SERVER = `import express from 'express';
import {requireExchangeHeader} from './exchange-header.mjs';
import {requireExchangeBasic} from './exchange-basic.mjs';

const app = express();
const accept = (req, res) => res.status(202).json({accepted: true});
app.post('/header/bindpoint/prospects', requireExchangeHeader, accept);
app.post('/basic/bindpoint/prospects', requireExchangeBasic, accept);
app.listen(Number(process.env.PORT));
`;
const PYTHON_SERVER = `import os

from flask import Flask, jsonify

from exchange_basic import require_exchange_basic
from exchange_header import require_exchange_header

app = Flask(__name__)


@app.post("/header/bindpoint/prospects")
@require_exchange_header
def by_header():
    return jsonify(accepted=True), 202


@app.post("/basic/bindpoint/prospects")
@require_exchange_basic
def by_basic():
    return jsonify(accepted=True), 202


app.run(port=int(os.environ["PORT"]))
`;

const checks = [
  {language: 'node', files: [[nodeHeader, 'exchange-header.mjs'], [nodeBasic, 'exchange-basic.mjs']] as const, server: ['server.mjs', NODE_SERVER], command: 'node', port: PORTS.nodeReceiver, problem: undefined},
  {language: 'python', files: [[pythonHeader, 'exchange_header.py'], [pythonBasic, 'exchange_basic.py']] as const, server: ['server.py', PYTHON_SERVER], command: python.path ?? 'python3', port: PORTS.pythonReceiver, problem: python.problem},
];

for (const c of checks) {
  test(`the ${c.language} checks of rs_authentication let the Exchange's header and Basic credentials in, and nothing else`, async () => {
    // A missing tool fails with the command that installs it (tests/tutorials/support/processes.ts, pythonWith).
    if (c.problem) throw new Error(c.problem);
    await mock.control('POST', '/reset');
    const dir = scratch(`exchange-auth-${c.language}`);
    for (const [block, file] of c.files) save(dir, block, file);
    fs.writeFileSync(path.join(dir, c.server[0]), c.server[1]);
    const env = {PORT: String(c.port), EXCHANGE_HEADER_VALUES: `${NEW},${OLD}`, EXCHANGE_BASIC_USER: 'bp-exchange', EXCHANGE_BASIC_PASSWORDS: `${NEW},${OLD}`};
    const server = await startServer(`the ${c.language} server around rs_authentication's checks`, c.command, [c.server[0]], {cwd: dir, port: c.port, env});
    try {
      const cases = [
        {route: 'header', auth: {header: {name: header, value: OLD}}, status: 202, block: c.files[0][0]},
        {route: 'header', auth: {header: {name: header, value: NEW}}, status: 202, block: c.files[0][0]},
        {route: 'header', auth: {header: {name: header, value: `${NEW}x`}}, status: 401, block: c.files[0][0]},
        {route: 'basic', auth: {basic: {username: 'bp-exchange', password: OLD}}, status: 202, block: c.files[1][0]},
        {route: 'basic', auth: {basic: {username: 'bp-exchange', password: NEW}}, status: 202, block: c.files[1][0]},
        {route: 'basic', auth: {basic: {username: 'someone-else', password: NEW}}, status: 401, block: c.files[1][0]},
        {route: 'basic', auth: {basic: {username: 'bp-exchange', password: 'wrong'}}, status: 401, block: c.files[1][0]},
      ];
      for (const k of cases) {
        await mock.control('DELETE', '/routes');
        await mock.control('POST', '/routes', {from: RECEIVER, to: `http://127.0.0.1:${c.port}/${k.route}`});
        await mock.control('POST', '/receivers', {url: `${RECEIVER}/bindpoint/prospects`, auth: k.auth});
        const lead = await deliver();
        expect(lead.delivery.last_status, `${TutorialPage.at(k.block)} must answer ${k.status} to ${JSON.stringify(k.auth)}. Server:\n${server.output()}`).toBe(k.status);
      }
    } finally {
      await server.stop();
    }
  });
}
