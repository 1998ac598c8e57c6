/**
 * The API changelog (src/data/openapi/changelog.yaml) restates behaviour of
 * the OpenAPI document in its entries; where it does, it must say what the
 * document says. Decision 7: a redelivery is re-signed with the hook's current
 * secret, so no entry may say a redelivery keeps the original signature.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {load} from 'js-yaml';
import {tokens} from '../../../site/identity';
import {listOperations, loadDocument} from '../document';

const root = path.resolve(__dirname, '../../../..');
const {doc} = loadDocument(fs.readFileSync(path.join(root, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens);
const changelog = load(fs.readFileSync(path.join(root, 'src/data/openapi/changelog.yaml'), 'utf8')) as Array<{
  date: string;
  changes: Array<{text: string; operations?: string[]}>;
}>;

/** Every change text that names an operation, by its operationId or its path. */
function changesAbout(operationId: string): string[] {
  const ref = listOperations(doc).find((r) => r.operationId === operationId)!;
  return changelog.flatMap((entry) =>
    entry.changes
      .filter((c) => c.operations?.includes(operationId) || c.text.includes(ref.path))
      .map((c) => `${entry.date}: ${c.text.replace(/\s+/g, ' ')}`),
  );
}

/** Problems of change texts about redelivery against the document's statement. */
export function redeliverySigningProblems(texts: string[], documentSays: string): string[] {
  const reSigned = /signed with (?:its|the hook's) current secret/i.test(documentSays);
  return texts.flatMap((text) => {
    if (!/sign/i.test(text)) return [];
    const keeps = /same\b[^.]*\bsignature|signature\b[^.]*\bunchanged|keeps?\b[^.]*\bsignature/i.test(text);
    const current = /current secret/i.test(text);
    if (reSigned && (keeps || !current)) {
      return [`${text}\n  says the redelivery keeps its signature; the OpenAPI document says it is signed with the hook's current secret`];
    }
    return [];
  });
}

describe('the API changelog agrees with the OpenAPI document', () => {
  const redeliver = listOperations(doc).find((r) => r.operationId === 'redeliverHookRequest')!;
  const documentSays = String(redeliver.operation.description);

  test('the document says a redelivery is signed with the current secret (decision 7)', () => {
    expect(documentSays.replace(/\s+/g, ' ')).toMatch(/signed with its current secret/);
  });

  test('every changelog entry about redelivery says it is re-signed with the current secret', () => {
    const texts = changesAbout('redeliverHookRequest');
    expect(texts.length).toBeGreaterThan(0);
    expect(redeliverySigningProblems(texts, documentSays)).toEqual([]);
  });

  test('the check catches the old wording', () => {
    const old = 'POST /hooks/{id}/requests/{request_id}/redeliver sends a past delivery again with the same X-Event, body and signature.';
    expect(redeliverySigningProblems([old], documentSays)).toHaveLength(1);
  });
});
