/**
 * splice.ts: the values a sample reads at run time, put into each language's
 * string literals where the generator printed their markers.
 */
import {expect, test} from 'vitest';
import {pieces, SHELL_KEY_VALUE, spliceValues} from '../theme/CodeSamples/splice';

test('a literal is cut at its markers', () => {
  expect(pieces('Bearer @@BP_TOKEN@@')).toEqual(['Bearer ', {kind: 'env', name: 'BP_TOKEN'}, '']);
  expect(pieces('@@uuid@@')).toEqual(['', {kind: 'uuid'}, '']);
  expect(pieces('@@basic:A_ID:A_SECRET@@')).toEqual(['', {kind: 'basic', user: 'A_ID', password: 'A_SECRET'}, '']);
});

test('each language reads the environment its own way, joining the pieces of a literal', () => {
  expect(spliceValues(`const url = 'https://x.example/t/@@BP_TENANT_ID@@/forms';`, 'js')).toBe('const url = `https://x.example/t/${process.env.BP_TENANT_ID}/forms`;');
  expect(spliceValues(`{tenant: '@@BP_TENANT_ID@@', text: 'it\\'s \`@@X@@\`'}`, 'js')).toBe("{tenant: process.env.BP_TENANT_ID, text: `it's \\`${process.env.X}\\``}");
  expect(spliceValues(`headers = {"Authorization": "Bearer @@BP_TOKEN@@", "K": "@@uuid@@"}`, 'python')).toBe(`import os\nimport uuid\nheaders = {"Authorization": f"Bearer {os.environ['BP_TOKEN']}", "K": str(uuid.uuid4())}`);
  expect(spliceValues(`.header("Authorization", "Bearer @@BP_TOKEN@@")`, 'java')).toBe(`.header("Authorization", "Bearer " + System.getenv("BP_TOKEN"))`);
  expect(spliceValues(`CURLOPT_HTTPHEADER, ['Authorization: Bearer @@BP_TOKEN@@']`, 'php')).toBe(`CURLOPT_HTTPHEADER, ['Authorization: Bearer ' . getenv('BP_TOKEN')]`);
  expect(spliceValues(`request["Authorization"] = 'Bearer @@BP_TOKEN@@'`, 'ruby')).toBe(`request["Authorization"] = 'Bearer ' + ENV.fetch('BP_TOKEN')`);
  expect(spliceValues(`new AuthenticationHeaderValue("Bearer", "@@BP_TOKEN@@")`, 'csharp')).toBe(`new AuthenticationHeaderValue("Bearer", Environment.GetEnvironmentVariable("BP_TOKEN"))`);
});

test('a literal a method is called on keeps the call on the whole joined string', () => {
  expect(spliceValues(`body.write("{\\"id\\":\\"@@BP_ID@@\\"}".getBytes(UTF_8));`, 'java')).toBe(`body.write(("{\\"id\\":\\"" + System.getenv("BP_ID") + "\\"}").getBytes(UTF_8));`);
});

test('the shell: double quotes where nothing else is special, a spliced variable in a JSON body, a bare URL quoted', () => {
  expect(spliceValues(`curl 'https://x.example/t/@@BP_TENANT_ID@@/f' \\\n  --header 'Authorization: Bearer @@BP_TOKEN@@'`, 'shell')).toBe(`curl "https://x.example/t/$BP_TENANT_ID/f" \\\n  --header "Authorization: Bearer $BP_TOKEN"`);
  expect(spliceValues(`--data '{"id": "@@BP_ID@@"}'`, 'shell')).toBe(`--data '{"id": "'"$BP_ID"'"}'`);
  expect(spliceValues(`curl https://x.example/t/@@BP_ID@@`, 'shell')).toBe(`curl "https://x.example/t/$BP_ID"`);
  expect(spliceValues(`--header 'Idempotency-Key: @@uuid@@'`, 'shell')).toBe(`--header "Idempotency-Key: ${SHELL_KEY_VALUE}"`);
  // An escaped quote splits a word; the marker after it is still found in its own literal.
  expect(spliceValues(`--data '{"a": "it'\\''s", "b": "@@BP_B@@"}'`, 'shell')).toBe(`--data '{"a": "it'\\''s", "b": "'"$BP_B"'"}'`);
});

test('raw strings and heredocs interpolate, and Go imports what it uses, in gofmt order', () => {
  expect(spliceValues(`new StringContent(\n"""\n{"id": "@@BP_ID@@"}\n""")`, 'csharp')).toBe(`new StringContent(\n$$"""\n{"id": "{{Environment.GetEnvironmentVariable("BP_ID")}}"}\n""")`);
  expect(spliceValues(`request.body = <<~JSON\n{"id": "@@BP_ID@@"}\nJSON\n`, 'ruby')).toBe(`request.body = <<~JSON\n{"id": "#{ENV.fetch('BP_ID')}"}\nJSON\n`);
  const go = spliceValues(`package main\n\nimport (\n\t"fmt"\n\t"net/http"\n)\n\nfunc main() {\n\treq.Header.Add("Idempotency-Key", "@@uuid@@")\n\treq.Header.Add("Authorization", "Bearer @@BP_TOKEN@@")\n}`, 'go');
  expect(go).toContain('import (\n\t"fmt"\n\t"net/http"\n\t"os"\n\t"time"\n)');
  expect(go).toContain('req.Header.Add("Authorization", "Bearer " + os.Getenv("BP_TOKEN"))');
});

test('a marker the generator printed outside any string literal fails loudly', () => {
  expect(() => spliceValues('x = @@BP_TOKEN@@', 'python')).toThrow(/marker outside a string literal/);
});
