/**
 * The webhook receivers of docs/webhooks/wh_securing.mdx (Node: server.mjs
 * with verify-signature.mjs; Python: app.py with verify_signature.py), as
 * printed, receiving what the mock delivers and signs: a hook made and
 * pointed at the tunnel with the pages' own curl blocks (Getting started,
 * Testing locally), an event, a bad signature, the secret rotated with the
 * Securing page's block, then the Testing page's redelivery, re-signed with
 * the current secret (decision 7). And the Testing page's replay commands:
 * 200 for the signed example, 401 once one character changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {startMock, type TutorialMock} from './support/mock';
import {onPort, save, scratch, TutorialPage} from './support/page-code';
import {bash, pythonWith, startServer, type Running} from './support/processes';
import {PORTS} from './support/repo';
import {attempted} from './support/webhooks';

const started = new TutorialPage('docs/webhooks/wh_getting_started.mdx');
const securing = new TutorialPage('docs/webhooks/wh_securing.mdx');
const testing = new TutorialPage('docs/webhooks/wh_testing.mdx');

/** The blocks of a page, picked by what they do (the pages give them no title). */
const createHook = started.nth('bash', 0, (b) => /HOOK=\$\(curl/.test(b.code));
const createForm = started.nth('bash', 0, (b) => /\/application_forms\b/.test(b.code) && /-X POST/.test(b.code));
const pointAtTunnel = testing.nth('bash', 0, (b) => /-X PATCH/.test(b.code) && /"url"/.test(b.code));
const replay = testing.nth('bash', 0, (b) => /openssl dgst/.test(b.code));
const redeliver = testing.nth('bash', 0, (b) => /\/redeliver/.test(b.code));
const rotate = securing.nth('bash', 0, (b) => /BP_NEW_WEBHOOK_SECRET/.test(b.code));

const python = pythonWith(['flask']);
const RECEIVERS = {
  node: {files: ['verify-signature.mjs', 'server.mjs'], command: 'node', entry: 'server.mjs', port: PORTS.nodeReceiver, problem: undefined},
  python: {files: ['verify_signature.py', 'app.py'], command: python.path ?? 'python3', entry: 'app.py', port: PORTS.pythonReceiver, problem: python.problem},
};

test.describe.configure({mode: 'serial'});

let mock: TutorialMock;
test.beforeAll(async () => {
  mock = await startMock();
});
test.afterAll(async () => {
  await mock?.stop();
});

/** Runs a bash block of a page in the reader's shell, and returns the values `names` it exported. */
async function shell(block: typeof createHook, env: Record<string, string>, names: string[] = [], cwd = process.cwd()): Promise<{stdout: string; values: Record<string, string>}> {
  const after = ["echo", ...names.map((n) => `echo "__${n}=$${n}"`)].join("\n");
  const result = await bash(block.code, {cwd, env, after});
  if (result.status !== 0) throw new Error(`${TutorialPage.at(block)} exited with ${result.status}:\n${result.stderr}${result.stdout}`);
  const values = Object.fromEntries(names.map((n) => [n, (new RegExp(`^__${n}=(.*)$`, 'm').exec(result.stdout)?.[1] ?? '').trim()]));
  for (const [n, v] of Object.entries(values)) if (!v) throw new Error(`${TutorialPage.at(block)} left ${n} empty:\n${result.stderr}${result.stdout}`);
  return {stdout: result.stdout, values};
}

for (const [language, receiver] of Object.entries(RECEIVERS)) {
  test(`${language} receiver of wh_securing verifies what the mock signs, after rotation and on redelivery`, async ({request}) => {
    // A missing tool fails with the command that installs it (tests/tutorials/support/processes.ts, pythonWith).
    if (receiver.problem) throw new Error(receiver.problem);
    await mock.control('POST', '/reset');
    const dir = scratch(`webhooks-${language}`);
    for (const file of receiver.files) save(dir, securing.titled(file));
    const env: Record<string, string> = {...mock.env, BP_TOKEN: await mock.token()};

    // Getting started: create the hook (its tunnel URL), then point it at the tunnel and activate it (Testing locally).
    const made = (await shell(createHook, env, ['BP_WEBHOOK_SECRET', 'BP_HOOK_ID'], dir)).values;
    Object.assign(env, made);
    const tunnel = new URL(JSON.parse(/\{[\s\S]*"url"[\s\S]*\}/.exec(pointAtTunnel.code)![0].replace(/'"\$\w+"'/g, '""')).url as string);
    await mock.route(tunnel.origin, receiver.port);
    await shell(pointAtTunnel, env, [], dir);

    let server: Running = await startServer(`${language} receiver (${receiver.entry})`, receiver.command, [receiver.entry], {cwd: dir, port: receiver.port, env: {PORT: String(receiver.port), BP_WEBHOOK_SECRET: env.BP_WEBHOOK_SECRET!}});
    try {
      // An event, signed with the hook's secret: the receiver answers 200 and keeps the delivery.
      await shell(createForm, env, [], dir);
      const first = await attempted(mock, env.BP_HOOK_ID!, (r) => r.event === 'application_form:created', 'application_form:created');
      expect(first.response_status, `${receiver.entry} (${TutorialPage.at(securing.titled(receiver.entry))}) must answer 200 to a delivery the mock signed with the hook's secret; it answered ${first.response_status}: ${first.response_body_excerpt}\n${server.output()}`).toBe(200);
      const kept = fs.readFileSync(path.join(dir, 'deliveries.ndjson'), 'utf8');
      expect(kept, `${receiver.entry} must write the delivery's X-Event-Id to deliveries.ndjson`).toContain(first.event_id);

      // A bad signature and a missing one: 401, nothing kept.
      const url = `http://127.0.0.1:${receiver.port}${tunnel.pathname}`;
      const body = JSON.stringify({id: first.event_id, event: 'application_form:created'});
      for (const headers of [{'X-Signature': `sha256=${'0'.repeat(64)}`}, {}] as Array<Record<string, string>>) {
        const answer = await request.post(url, {headers: {'Content-Type': 'application/json', ...headers}, data: body});
        expect(answer.status(), `${receiver.entry} must answer 401 to a delivery with ${Object.keys(headers).length ? 'a wrong' : 'no'} X-Signature`).toBe(401);
      }

      // Rotate with the Securing page's block: the mock signs with the new secret from now on,
      // so the receiver still holding the old one refuses the next event.
      Object.assign(env, (await shell(rotate, env, ['BP_NEW_WEBHOOK_SECRET'], dir)).values);
      await shell(createForm, env, [], dir);
      const afterRotation = await attempted(mock, env.BP_HOOK_ID!, (r) => r.event === 'application_form:created' && r.id !== first.id, 'the event after rotation');
      expect(afterRotation.response_status, `after the rotation (${TutorialPage.at(rotate)}) deliveries must be signed with the new secret, which the receiver does not have yet`).toBe(401);
      expect(afterRotation.status).toBe('retrying');

      // The receiver now holds the new secret; the Testing page's redelivery of the refused request is re-signed with it.
      await server.stop();
      server = await startServer(`${language} receiver (${receiver.entry})`, receiver.command, [receiver.entry], {cwd: dir, port: receiver.port, env: {PORT: String(receiver.port), BP_WEBHOOK_SECRET: env.BP_NEW_WEBHOOK_SECRET!}});
      const redelivered = await shell(redeliver, env, ['BP_REQUEST_ID'], dir);
      expect(redelivered.values.BP_REQUEST_ID, `${TutorialPage.at(redeliver)} must pick the request still retrying`).toBe(afterRotation.id);
      expect(JSON.parse(redelivered.stdout.replace(/^__.*$/gm, '')), `${TutorialPage.at(redeliver)} promises 202 with a new request`).toMatchObject({redelivery_of: afterRotation.id, event_id: afterRotation.event_id});
      const again = await attempted(mock, env.BP_HOOK_ID!, (r) => r.redelivery_of === afterRotation.id, 'the redelivery');
      expect(again.response_status, `a redelivery is signed with the hook's current secret (decision 7), which ${receiver.entry} now checks`).toBe(200);

      // Testing locally: the replay commands give the status they promise (200 signed, 401 once one character changed).
      const replayed = await bash(onPort(replay, receiver.port), {cwd: dir, env: {...env, BP_WEBHOOK_SECRET: env.BP_NEW_WEBHOOK_SECRET!}, after: `echo\nsed -i 's/finished_quoting/finished_quotinG/' event.json\n${replay.code.slice(replay.code.indexOf('curl -i')).replace(/\b3000\b/g, String(receiver.port))}`});
      const statuses = [...replayed.stdout.matchAll(/^HTTP\/[\d.]+ (\d{3})/gm)].map((m) => Number(m[1]));
      expect(statuses, `${TutorialPage.at(replay)} promises 200 for the signed example and 401 after one character of event.json changed:\n${replayed.stderr}${replayed.stdout}`).toEqual([200, 401]);
    } finally {
      await server.stop();
    }
  });
}
