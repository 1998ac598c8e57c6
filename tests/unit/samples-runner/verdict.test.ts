/**
 * The runner's judgements alone: what to do about an error answer, the
 * variables a block reads that nothing sets (and the name it most likely
 * means), the placeholders a reader fills, and the shape of a shown response.
 */
import {describe, expect, test} from 'vitest';
import {advice, endProblems, keyProblems, statusProblems} from '../../samples/verdict';
import {fillPlaceholders, nearestName, unsetProblems} from '../../samples/variables';
import {shapeDifferences} from '../../samples/shape';

const answer = (status: number, url: string, errorCode?: string) => ({method: 'GET', url, status, errorCode});

describe('what to do about an error answer', () => {
  test.each([
    [401, 'https://hooks.bindpoint.example/hooks/h1', 'wrong host'],
    [401, 'https://hooks.sandbox.bindpoint.example/hooks/h1', 'authentication'],
    [403, 'https://partner-api.sandbox.bindpoint.example/tenants/t/sdk_tokens', 'permission'],
    [404, 'https://hooks.sandbox.bindpoint.example/hooks/h1', 'state'],
    [404, 'https://hooks.sandbox.bindpoint.example/hooks//requests', 'unset variable'],
    [405, 'https://hooks.sandbox.bindpoint.example/hooks/', 'unset variable'],
    [400, 'https://partner-api.sandbox.bindpoint.example/attachments/null', 'unset variable'],
    [409, 'https://partner-api.sandbox.bindpoint.example/tenants/t/application_forms/f/clones', 'state'],
    [422, 'https://partner-api.sandbox.bindpoint.example/exchange_application_forms', 'invalid request'],
  ])('%i on %s: %s', (status, url, category) => {
    expect(advice(answer(status, url)).category).toBe(category);
  });

  test('a kept promise and a 2xx without one are no problem; an unpromised error is', () => {
    const created = {...answer(201, 'https://hooks.sandbox.bindpoint.example/hooks'), method: 'POST'};
    expect(statusProblems([created], {statuses: [201], target: {kind: 'last'}, sentence: 'A `201 Created` response returns the hook.'})).toEqual([]);
    expect(statusProblems([created], undefined)).toEqual([]);
    expect(statusProblems([answer(409, 'https://x.sandbox.bindpoint.example/a', 'form_locked')], undefined)).toHaveLength(1);
  });

  test('a promised error code must be the one answered', () => {
    const conflict = {...answer(409, 'https://partner-api.sandbox.bindpoint.example/tenants/t/application_forms/f/clones', 'form_locked'), method: 'POST'};
    const promise = (code: string) => ({statuses: [409], code, target: {kind: 'last' as const}, sentence: `answers 409 ${code}`});
    expect(statusProblems([conflict], promise('form_locked'))).toEqual([]);
    expect(statusProblems([conflict], promise('application_form_lent'))[0]!.message).toMatch(/promises 409 application_form_lent .* answered 409 form_locked/);
  });

  test('the line that names a program error, and missing tools', () => {
    const ended = endProblems({exitCode: 1, stdout: '', stderr: 'Traceback (most recent call last):\n  File "x.py", line 2\nTypeError: bad operand\n', timedOut: false}, 1000);
    expect(ended).toEqual([{category: 'program error', message: 'exited with status 1: TypeError: bad operand'}]);
    // A reader's tool the machine lacks: how to install it, for each system.
    const jq = endProblems({exitCode: 127, stdout: '', stderr: 'bash: line 3: jq: command not found\n', timedOut: false}, 1000)[0]!;
    expect(jq.category).toBe('harness limitation');
    expect(jq.message).toMatch(/^the command jq is not installed on this machine: install it \(Debian or Ubuntu: sudo apt-get install jq; macOS \(Homebrew\): brew install jq; Windows: .*WSL/);
    // uuidgen: the samples must not need it (the runner hides it), so the sample is what to fix.
    const uuidgen = endProblems({exitCode: 127, stdout: '', stderr: 'bash: line 3: uuidgen: command not found\n', timedOut: false}, 1000)[0]!;
    expect(uuidgen.category).toBe('program error');
    expect(uuidgen.message).toMatch(/^calls uuidgen, which a reader's machine may lack .*: give it a fallback and stop with a message/);
  });

  test('a sample that writes an Idempotency-Key must send it (curl drops an empty header)', () => {
    const url = 'https://partner-api.sandbox.bindpoint.example/exchange_application_forms';
    const written = [{method: 'POST', url, headers: [['Idempotency-Key', '{IDEMPOTENCY_KEY}'] as [string, string]]}];
    const sent = (headers: Record<string, string>) => [{method: 'POST', url, status: 201, requestHeaders: headers}];
    expect(keyProblems(written, sent({'idempotency-key': '6f0d8a4e-1c2b-4f3a-9e8d-7c6b5a4f3e2d'}))).toEqual([]);
    expect(keyProblems(written, sent({authorization: 'Bearer x'}))[0]!.message).toMatch(
      /^POST partner-api\.sandbox\.bindpoint\.example\/exchange_application_forms went out without its Idempotency-Key: .* To do: make the key where the reader runs the sample and stop when there is none/,
    );
    // Another request of the block (a token) is not the one that writes the key.
    expect(keyProblems(written, [{method: 'POST', url: 'https://auth.sandbox.bindpoint.example/auth/token', status: 200, requestHeaders: {}}])).toEqual([]);
  });
});

describe('the environment a block reads', () => {
  const facts = {reader: new Set(['BP_TENANT_ID', 'BP_CLIENT_ID']), set: new Set(['BP_TENANT_ID', 'PATH']), setOn: new Map([['BP_HOOK_ID', ['webhooks/wh_getting_started']]])};

  test('a name near a reader-environment name is a wrong name', () => {
    expect(nearestName('BINDPOINT_TENANT_ID', facts.reader)).toBe('BP_TENANT_ID');
    expect(nearestName('BP_HOOK_ID', facts.reader)).toBeUndefined();
    expect(unsetProblems('curl "$API/tenants/$BINDPOINT_TENANT_ID"', 'bash', facts).map((p) => p.message)).toContain(
      'reads BINDPOINT_TENANT_ID, which is not a name of the reader environment: did you mean BP_TENANT_ID?',
    );
  });

  test('a variable nothing sets names the page that sets it; defaults, own assignments and quotes are fine', () => {
    expect(unsetProblems('curl "$API/hooks/$BP_HOOK_ID"', 'bash', {...facts, set: new Set([...facts.set, 'API'])})[0]!.message).toMatch(/reads BP_HOOK_ID, .* it is set on webhooks\/wh_getting_started/);
    expect(unsetProblems('curl "$API/hooks/$BP_HOOK_ID"', 'bash', {...facts, set: new Set([...facts.set, 'API']), page: 'webhooks/wh_getting_started'})[0]!.message).toMatch(/set elsewhere on this page .* set it before this block/);
    expect(unsetProblems('X=1\necho "$X ${Y:-none}" \'$Z\'', 'bash', facts)).toEqual([]);
    expect(unsetProblems("const key = process.env.BP_API_KEY ?? 'k';\nconst t = process.env.BP_TENANT_ID;", 'node', facts)).toEqual([]);
    expect(unsetProblems('os.environ["BP_API_KEY"]', 'python', facts)).toHaveLength(1);
  });

  test("the reader fills a reader-environment placeholder; any other placeholder is reported", () => {
    const filled = fillPlaceholders('export BP_CLIENT_ID="<your sandbox client id>"\nexport BP_DP_ID="<your data package>"\ncurl -H "X-Key: <api key>"', 'bash', facts.reader);
    expect(filled.code).toContain('export BP_CLIENT_ID="$BP_CLIENT_ID"');
    expect(filled.filled).toEqual(['BP_CLIENT_ID']);
    expect(filled.problems.map((p) => p.category)).toEqual(['wrong env var name', 'placeholder']);
  });
});

describe('the shape of a shown response', () => {
  test('every field shown is answered with the same type; null and left-out fields are fine', () => {
    expect(shapeDifferences({id: 'a', info: {name: 'x'}, next: null}, {id: 'b', info: {name: 'y', email: 'e'}, next: 'n', more: 1})).toEqual([]);
    expect(shapeDifferences([{id: 1}], [{id: 'x'}])).toEqual(['[0].id: the page shows a number, the mock answered a string']);
    expect(shapeDifferences({colour: 'red'}, {})).toEqual(["colour: the page shows this field, the mock's answer has no such field"]);
  });
});
