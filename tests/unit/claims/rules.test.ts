/**
 * Rules in prose (rules.ts): a sentence that turns a rule of the platform
 * around is found, with file:line, what is true, its home and what to write;
 * sentences that state the rule, or only name its subject, are not.
 */
import {describe, expect, test} from 'vitest';
import {checkRules} from './rules';
import type {Unit} from './text';

const unit = (text: string, file = 'docs/api/clone_application_form.mdx', line = 37): Unit => ({file, line, text, scope: text});
const found = (text: string, file?: string) => checkRules([unit(text, file)]).map((f) => f.message);

describe('rules in prose', () => {
  test('a lent form said to be clonable is found (issue 35: clone_application_form said a lent form can be cloned)', () => {
    const [message] = found('You can clone a form that is bound, and a form that is lent to the Exchange can be cloned too: the call succeeds.');
    expect(message).toMatch(/^docs\/api\/clone_application_form\.mdx:37: this sentence turns a rule of the platform around/);
    expect(message).toContain('409 `already_lent`');
    expect(message).toContain('cloneApplicationForm');
    expect(message).toContain('write that a lent form cannot be cloned while the Exchange holds it');
  });

  test('redelivery said to keep its signature is found (issue 35: the API changelog)', () => {
    const text = 'POST /hooks/{id}/requests/{request_id}/redeliver sends a past delivery again, with the same X-Event, X-Event-Id, body and X-Signature (a redelivery keeps the original signature).';
    const [message] = found(text, 'src/data/openapi/changelog.yaml');
    expect(message).toMatch(/^src\/data\/openapi\/changelog\.yaml:37: .*re-signed with the hook's current secret/);
  });

  test('the rule stated as the platform keeps it, or its subject only named, is not a finding', () => {
    for (const text of [
      'A form that is lent to the Exchange cannot be cloned while the Exchange holds it: the call answers `409` with the error code `already_lent`.',
      'While the Exchange holds the form, an update answers `409 form_locked`, and a clone or a second lend `409 already_lent`.',
      'Send an `Idempotency-Key` header on every `POST` that creates something (application forms, clones, lent forms, Exchange prospects).',
      'Create, update, read, clone and lend application forms (the prospect record).',
      "A redelivery goes to the hook's current `url` and is signed with its current secret, so it also works after you changed the tunnel address.",
      'Retries and redeliveries of older requests are signed again at send time, so they use the new secret too.',
      'Send signed test events yourself, inspect deliveries with GET /hooks/{id}/requests and redeliver them.',
    ]) expect(found(text), text).toEqual([]);
  });
});
