/**
 * A page that says an operation's answer shows a field must name a field of
 * that answer (issue 46: "re-read the form with Get Latest to see its current
 * attachments", where Get Latest answers no `attachments`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {doc} from '../samples/openapi';
import {checkResponseFields, proseSentences} from './response-fields';

const ROOT = path.resolve(__dirname, '../../..');

function mdx(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? mdx(full) : e.name.endsWith('.mdx') ? [full] : [];
  });
}

const sentences = mdx(path.join(ROOT, 'docs')).flatMap((f) => proseSentences(path.relative(ROOT, f), fs.readFileSync(f, 'utf8')));
const check = (text: string) => checkResponseFields(doc, [{file: 'docs/x.mdx', line: 7, text}]).map((f) => f.message);

describe('fields an operation is said to answer with', () => {
  test('every page names only fields the operation answers with (else: file:line, the operation, the field)', () => {
    expect(checkResponseFields(doc, sentences).map((f) => f.message).join('\n')).toBe('');
  });

  test('the check reads the pages: it finds sentences that name one operation and say what it shows', () => {
    expect(sentences.length).toBeGreaterThan(2000);
  });

  test.each([
    ['the wh_attachments sentence at 124d1cd', 'Use sandbox ids with the sandbox host; re-read the form with Get Latest to see its current attachments.', 'attachments'],
    ['the retrieve_attachments row at 124d1cd', 'Use the host of the environment the event came from; re-read the form with [Get latest](/docs/api/get_latest_application_form/) to see its current attachments |', 'attachments'],
    ['a path named', '`GET /application_forms/{id}/latest` returns the `redirect_url` of the form.', 'redirect_url'],
    ['a summary named', 'Get the latest version of an application form: it lists the `attachment_ids` of the form.', 'attachment_ids'],
  ])('finds %s', (_name, text, field) => {
    const [message] = check(text);
    expect(message).toMatch(new RegExp(`^docs/x\\.mdx:7: this sentence says getLatestApplicationForm \\(GET /application_forms/\\{id\\}/latest\\) shows \`${field}\`, which its answer does not have`));
  });

  test.each([
    ['a field the answer has', 'Re-read the form with Get Latest to see its current `quote_requests`.'],
    ['a field in words', 'Get Latest returns the quote requests of the form.'],
    ['an ordinary word', 'Get Latest shows the current state of the form.'],
    ['two operations: which one shows it is not said', 'Create the form with `POST /tenants/{tenant_id}/application_forms`, then `GET /application_forms/{id}/latest` to see its attachments.'],
    ['a field of the event, no operation named', 'The newest `application_form` event lists its current attachments.'],
  ])('passes %s', (_name, text) => {
    expect(check(text)).toEqual([]);
  });
});
