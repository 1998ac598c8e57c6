/**
 * The documented event payloads (the OpenAPI document's WebhookEvent) and the
 * mock's check of what it sends (events.ts): the catalogue's example of every
 * event passes it; an undocumented field, a missing required one, a field of
 * another event and an unknown event each fail, naming the event and the path.
 */
import {describe, expect, test} from 'vitest';
import {catalogue} from '../../data/webhooks';
import {createEventCheck, eventBranches} from '../events';
import {document} from './helpers';

const check = createEventCheck(document);
const examples = catalogue.subjects.flatMap((s) => s.events.map((e) => e.payload));
const example = (event: string) => structuredClone(examples.find((p) => p.event === event)!) as any;

describe('the documented event schema', () => {
  test('documents every event of EventName, once', () => {
    expect([...eventBranches(document).keys()].sort()).toEqual([...document.components.schemas.EventName.enum].sort());
  });

  test.each(examples.map((p) => [p.event, p] as const))('%s: the catalogue example is exactly the documented payload', (_name, payload) => {
    expect(check(payload)).toEqual([]);
  });
});

describe('an undocumented payload fails with its event and path', () => {
  test('a field the SDK view has and the event does not (bindable)', () => {
    const payload = example('quote_request:updated');
    payload.data.bindable = true;
    expect(check(payload)).toEqual(['quote_request:updated: /data/bindable is not documented']);
  });

  test('a field in a nested object (a quote request of a form snapshot)', () => {
    const payload = example('application_form:bound');
    payload.data.quote_requests[0].product = 'gl';
    expect(check(payload)).toEqual(['application_form:bound: /data/quote_requests/0/product is not documented']);
  });

  test('a missing required field', () => {
    const payload = example('quote_request:created');
    delete payload.data.coverage_type;
    expect(check(payload)).toEqual(["quote_request:created: /data lacks required coverage_type"]);
  });

  test('a field of another event of the subject (changed_answer_codes outside application_form:updated)', () => {
    const payload = example('application_form:created');
    payload.data.changed_answer_codes = ['mqs_phone'];
    expect(check(payload).join('\n')).toMatch(/^application_form:created: \/data has a field this event does not carry/);
    const updated = example('application_form:updated');
    delete updated.data.changed_answer_codes;
    expect(check(updated)).toEqual(['application_form:updated: /data lacks required changed_answer_codes']);
  });

  test('previous_request_status: on every quote_request event but created', () => {
    const created = example('quote_request:created');
    created.data.previous_request_status = null;
    expect(check(created)[0]).toMatch(/^quote_request:created: \/data has a field this event does not carry/);
    const failed = example('quote_request:failed');
    delete failed.data.previous_request_status;
    expect(check(failed)).toEqual(['quote_request:failed: /data lacks required previous_request_status']);
  });

  test('a carrier:disabled body with products', () => {
    const payload = example('carrier:disabled');
    payload.data.products = [];
    expect(check(payload)).toEqual(['carrier:disabled: /data/products is not documented for this event']);
  });

  test('an envelope field and an unknown event', () => {
    const payload = example('question_set:deleted');
    payload.delivered_at = payload.occurred_at;
    expect(check(payload)).toEqual(['question_set:deleted: /delivered_at is not documented']);
    expect(check({...payload, event: 'policy:issued'})[0]).toMatch(/^policy:issued: not an event of the document/);
  });
});
