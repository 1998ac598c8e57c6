/**
 * The webhook event catalogue: every subject and action the platform sends,
 * each with one full example delivery (headers and body). The JSON file is
 * the single source; the event payloads page renders it through
 * src/components/WebhookEventCatalogue and tests check it.
 *
 * The payloads and headers are the fixture world's (src/data/world): each
 * example is the world's state at the moment of its event, delivered to the
 * world's hook. `npm run webhooks:generate` (generate.mjs, from-world.ts)
 * rebuilds them after the world changes. The `X-Signature` of each example is
 * the real HMAC-SHA256 of the compact body (`JSON.stringify(payload)`) under
 * `example_secret` (the world hooks' secret), so a reader can check a verifier
 * against it.
 */
import catalogueJson from './catalogue.json';

export interface WebhookEventExample {
  /** Action part of `subject:action`, e.g. "finished_quoting". */
  action: string;
  /** When the event fires and what to do with it; `code` in backticks. */
  summary: string;
  /** HTTP headers of the delivery, including `X-Event` and `X-Signature`. */
  headers: Record<string, string>;
  /** The JSON body, exactly as delivered (compact on the wire). */
  payload: {
    id: string;
    event: string;
    subject: string;
    action: string;
    tenant_id: string;
    occurred_at: string;
    data: Record<string, unknown>;
  };
}

export interface WebhookSubject {
  /** Subject part of `subject:action`, e.g. "application_form". */
  subject: string;
  /** Section heading on the payloads page. */
  title: string;
  summary: string;
  events: WebhookEventExample[];
}

export interface WebhookCatalogue {
  /** Secret the example signatures were computed with. */
  example_secret: string;
  subjects: WebhookSubject[];
}

export const catalogue = catalogueJson as WebhookCatalogue;

/** `subject:action`, the value of the `X-Event` header. */
export function eventName(subject: string, action: string): string {
  return `${subject}:${action}`;
}

/** Anchor of an event heading on the payloads page, e.g. `application_form-finished_quoting`. */
export function eventAnchor(subject: string, action: string): string {
  return `${subject}-${action}`;
}

/** Anchor of a subject section on the payloads page. */
export function subjectAnchor(subject: string): string {
  return `${subject}-events`;
}

/** Every event name in catalogue order. */
export const eventNames: string[] = catalogue.subjects.flatMap((s) =>
  s.events.map((e) => eventName(s.subject, e.action)),
);

export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

/**
 * Table-of-contents entries for the catalogue (a level-2 entry per subject,
 * level 3 per event). Headings rendered by a component are invisible to the
 * MDX TOC, so the payloads page exports these together with its own.
 */
export const catalogueToc: TocEntry[] = catalogue.subjects.flatMap((s) => [
  {value: s.title, id: subjectAnchor(s.subject), level: 2},
  ...s.events.map((e) => ({
    value: eventName(s.subject, e.action),
    id: eventAnchor(s.subject, e.action),
    level: 3,
  })),
]);
