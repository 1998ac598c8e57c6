/**
 * Reads the webhook catalogue's examples as one story and returns what
 * contradicts itself or the fixture world, each problem with the JSON pointer
 * of the value in src/data/webhooks/catalogue.json:
 * - a quote request's statuses, in the order of the events that show it,
 *   follow the transition table (no `ineligible` then `timed_out`);
 * - times inside a payload are not after the event, and no snapshot shows a
 *   quote request created after the snapshot;
 * - a quote request goes only to a carrier enabled, in the world and by the
 *   catalogue's own carrier events, for its coverage type and the form's state
 *   at that moment (no request to a carrier disabled two days before);
 * - a bound quote's policy number is its carrier's and its coverage line's
 *   (no BOP quote with a GL policy number).
 */
import {carrierEnabledFor, carriers, isReachable, policyLines, requestStatus, type RequestStatus} from '../../../src/data/world';
import type {WebhookCatalogue} from '../../../src/data/webhooks';

type Json = Record<string, any>;
export const CATALOGUE = 'src/data/webhooks/catalogue.json';

interface Sighting {
  at: string;
  status: string;
  pointer: string;
  q: Json;
  form?: Json;
}

export function catalogueStoryProblems(catalogue: WebhookCatalogue): string[] {
  const problems: string[] = [];
  const sightings = new Map<string, Sighting[]>();
  const carrierEvents: Array<{at: string; id: string; action: string}> = [];
  const add = (q: Json, at: string, pointer: string, form?: Json) => {
    sightings.set(q.id, [...(sightings.get(q.id) ?? []), {at, status: q.request_status, pointer, q, form}]);
  };
  catalogue.subjects.forEach((subject, si) => {
    subject.events.forEach((example, ei) => {
      const base = `/subjects/${si}/events/${ei}/payload`;
      const at = example.payload.occurred_at;
      const data = example.payload.data as Json;
      // No time inside the payload is after the event.
      const walk = (node: unknown, pointer: string) => {
        if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${pointer}/${i}`));
        else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${k}`);
        else if (typeof node === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(node) && node > at && !/effective/.test(pointer)) {
          problems.push(`${CATALOGUE} ${pointer}: ${node} is after the event it belongs to (occurred_at ${at})`);
        }
      };
      walk(data, `${base}/data`);
      if (subject.subject === 'application_form') {
        (data.quote_requests as Json[]).forEach((q, qi) => add(q, at, `${base}/data/quote_requests/${qi}`, data));
      } else if (subject.subject === 'quote_request') {
        add(data, at, `${base}/data`);
      } else if (subject.subject === 'carrier') {
        carrierEvents.push({at, id: data.id, action: example.action});
      }
    });
  });
  const forms = new Map<string, Json>();
  for (const list of sightings.values()) for (const s of list) if (s.form) forms.set(s.form.reference_id, s.form);
  for (const [id, list] of sightings) {
    const ordered = [...list].sort((a, b) => a.at.localeCompare(b.at));
    // Statuses in event order, each change once.
    const steps = ordered.filter((s, i) => i === 0 || s.status !== ordered[i - 1]!.status);
    const number = ordered[0]!.q.quote_number;
    // Snapshots show some of the statuses: each must be reachable from the one before.
    steps.forEach((s, i) => {
      if (i === 0) {
        if (!requestStatus.initial.includes(s.status as RequestStatus) && !isReachable(requestStatus, 'unsent', s.status as RequestStatus)) {
          problems.push(`${CATALOGUE} ${s.pointer}/request_status: quote request ${number} starts as unknown status "${s.status}"`);
        }
        return;
      }
      const from = steps[i - 1]!;
      if (!(s.status in requestStatus.next) || !isReachable(requestStatus, from.status as RequestStatus, s.status as RequestStatus)) {
        problems.push(
          `${CATALOGUE} ${s.pointer}/request_status: quote request ${number} cannot go from "${from.status}" (${from.at}, ${from.pointer}) to "${s.status}" (${s.at}); from "${from.status}" it can only reach ${
            [...Object.keys(requestStatus.next)].filter((t) => t !== from.status && isReachable(requestStatus, from.status as RequestStatus, t as RequestStatus)).join(', ') || 'nothing: it is final'
          }`,
        );
      }
    });
    for (const s of ordered) {
      const carrier = carriers.find((c) => c.id === s.q.carrier_id);
      if (!carrier) {
        problems.push(`${CATALOGUE} ${s.pointer}/carrier_id: ${s.q.carrier_id} is not a carrier of the world`);
        continue;
      }
      if (carrier.name !== s.q.carrier) problems.push(`${CATALOGUE} ${s.pointer}/carrier: ${s.q.carrier}, but carrier ${carrier.id} is ${carrier.name}`);
      const form = s.form ?? forms.get(s.q.application_form?.reference_id);
      const state = (form?.answer_values as Json[] | undefined)?.find((a) => a.code === 'mqs_state')?.answer;
      for (const when of [s.q.created_at, s.q.updated_at] as string[]) {
        const enabled = carrierEnabledFor(carrier, {
          tenant: 'acme',
          environment: 'sandbox',
          coverageTypeId: s.q.coverage_type.id,
          state: String(state),
          at: when,
        });
        const disabledBefore = carrierEvents.find((e) => e.id === carrier.id && e.action === 'disabled' && e.at <= when);
        if (!enabled || disabledBefore) {
          problems.push(
            `${CATALOGUE} ${s.pointer}: ${carrier.name} gets a ${s.q.coverage_type.name} request (${number}) at ${when} but is not enabled for it in ${state} then${
              disabledBefore ? ` (disabled at ${disabledBefore.at})` : ''
            }`,
          );
          break;
        }
      }
      if (s.q.policy_number !== undefined) {
        const line = policyLines[s.q.coverage_type.id];
        if (!new RegExp(`^${carrier.policyPrefix}-${line}-`).test(s.q.policy_number)) {
          problems.push(
            `${CATALOGUE} ${s.pointer}/policy_number: ${s.q.policy_number} is not a ${carrier.name} ${s.q.coverage_type.name} policy number (${carrier.policyPrefix}-${line}-YYYY-NNNNNN)`,
          );
        }
      }
    }
    void id;
  }
  return problems;
}
