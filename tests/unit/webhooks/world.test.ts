/**
 * The webhook catalogue tells the fixture world's story: it is what
 * `npm run webhooks:generate` builds from the world, and read on its own it
 * does not contradict itself. The three contradictions it once held (a quote
 * request `ineligible` in one snapshot and `timed_out` later, a carrier
 * disabled on 11-23 still getting a request on 11-25, a BOP quote with a GL
 * policy number), put back, are each caught with the pointer of the value.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {generatedCatalogueText} from '../../../src/data/webhooks/generate.mjs';
import {hooks, subscribes, webhookSecret} from '../../../src/data/world';
import {catalogue, type WebhookCatalogue} from '../../../src/data/webhooks';
import {CATALOGUE, catalogueStoryProblems} from './story';

const root = path.resolve(__dirname, '../../..');
const text = fs.readFileSync(path.join(root, CATALOGUE), 'utf8');
const copy = (): WebhookCatalogue => JSON.parse(text);
const event = (c: WebhookCatalogue, name: string) =>
  c.subjects.flatMap((s) => s.events).find((e) => e.payload.event === name)!;
const requestIn = (c: WebhookCatalogue, name: string, number: string) =>
  (event(c, name).payload.data.quote_requests as Array<Record<string, any>>).find((q) => q.quote_number === number)!;

describe('the catalogue is the world', () => {
  test('catalogue.json is what the world gives (run npm run webhooks:generate after changing the world)', () => {
    expect(text === generatedCatalogueText(text), 'catalogue.json is stale: run npm run webhooks:generate').toBe(true);
  });

  test("its example secret is the world hooks' secret, and each example went to a hook that subscribes to it", () => {
    expect(catalogue.example_secret).toBe(webhookSecret);
    for (const e of catalogue.subjects.flatMap((s) => s.events)) {
      const hook = hooks.find((h) => h.id === e.headers['X-Hook-Id']);
      expect(hook, e.payload.event).toBeDefined();
      expect(subscribes(hook!, e.payload.event), `${e.payload.event} to ${hook!.id}`).toBe(true);
      expect(e.payload.occurred_at >= hook!.createdAt, `${e.payload.event} before its hook existed`).toBe(true);
    }
  });

  test('its story holds on its own', () => {
    expect(catalogueStoryProblems(catalogue)).toEqual([]);
  });
});

describe('each old contradiction, put back, is caught with its pointer', () => {
  test('a quote request ineligible in one snapshot and timed_out later', () => {
    const c = copy();
    const q = requestIn(c, 'application_form:finished_quoting', 'Q-20261125-00414');
    Object.assign(q, {request_status: 'ineligible', updated_at: '2026-11-25T18:01:37Z'});
    delete q.failure;
    const problems = catalogueStoryProblems(c).join('\n');
    expect(problems).toMatch(
      /catalogue\.json \/subjects\/\d\/events\/\d\/payload\/data(\/quote_requests\/\d)?\/request_status: quote request Q-20261125-00414 cannot go from "ineligible" \(.*\) to "timed_out" .*it is final/,
    );
  });

  test('a carrier disabled on 11-23 still getting a request on 11-25', () => {
    const c = copy();
    const q = requestIn(c, 'application_form:submitted', 'Q-20261125-00413');
    Object.assign(q, {carrier: 'Harborstone Specialty', carrier_id: '8b3e6a10-4f72-4d95-a1c8-3e0d9b7f2a64'});
    expect(catalogueStoryProblems(c).join('\n')).toContain(
      '/quote_requests/1: Harborstone Specialty gets a General Liability request (Q-20261125-00413) at 2026-11-25T17:58:40Z but is not enabled for it in OR then (disabled at 2026-11-23T17:20:00Z)',
    );
  });

  test('a BOP quote with a GL policy number', () => {
    const c = copy();
    requestIn(c, 'application_form:bound', 'Q-20261125-00412').policy_number = 'NWM-GL-2026-118734';
    expect(catalogueStoryProblems(c).join('\n')).toContain(
      '/quote_requests/0/policy_number: NWM-GL-2026-118734 is not a Northwind Mutual Business Owners Policy policy number (NWM-BOP-YYYY-NNNNNN)',
    );
  });

  test('a snapshot that shows a quote request created after it', () => {
    const c = copy();
    requestIn(c, 'application_form:submitted', 'Q-20261125-00412').created_at = '2026-11-25T18:00:14Z';
    expect(catalogueStoryProblems(c).join('\n')).toContain('/quote_requests/0/created_at: 2026-11-25T18:00:14Z is after the event it belongs to (occurred_at 2026-11-25T17:58:40Z)');
  });
});
