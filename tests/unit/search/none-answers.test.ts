/**
 * A question whose answer is "there is none" is answered by a page that says
 * so (decisions/0022, CONTRIBUTING.md "Answers that are none"). Such a
 * sentence states a fact of the platform, so the data must agree with it:
 * when the data changes, this test names the sentence to change.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, test} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const catalogue = JSON.parse(fs.readFileSync(path.join(root, 'src/data/webhooks/catalogue.json'), 'utf8')) as {
  subjects: Array<{subject: string; events: Array<{action: string; summary: string}>}>;
};
const openapi = parse(fs.readFileSync(path.join(root, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8')) as {
  webhooks?: Record<string, {post?: {operationId?: string; summary?: string}}>;
};

describe('answers that are none', () => {
  test('no webhook event fires for a disposition, and the dispositioning guide says so', () => {
    const page = 'docs/exchange/receive_side/dispositioning_prospects.mdx';
    const statement = 'Recording or changing a disposition sends no webhook event';
    const mentions = [
      ...catalogue.subjects.flatMap((s) => s.events.filter((e) => /disposition/i.test(`${s.subject}:${e.action} ${e.summary}`)).map((e) => `${s.subject}:${e.action}`)),
      ...Object.values(openapi.webhooks ?? {}).filter((w) => /disposition/i.test(`${w.post?.operationId} ${w.post?.summary}`)).map((w) => w.post!.operationId!),
    ];
    expect(
      mentions,
      `${page}: the data now has an event for dispositions (${mentions.join(', ')}): replace the note "${statement}" with what fires`,
    ).toEqual([]);
    expect(fs.readFileSync(path.join(root, page), 'utf8'), `${page}: state "${statement}: ..." where the guide reads dispositions back`).toContain(statement);
  });
});
