/**
 * Invariants of the world's flows over time: webhook deliveries and the events
 * they carry, the Exchange (first dispositions in time, disposition
 * transitions) and the story. Part of `check.ts` (see there).
 */
import {attachments} from './forms';
import {tenants, users} from './tenants';
import {dispositionStatus, hookRequestStatus, illegalSteps} from '../rules/transitions';
import type {Disposition, Hook, Tenant} from './types';
import {firstAt, inOrder, statuses, times, type WorldParts} from './check-parts';

/** Whether a hook subscribes to an event (`*`, the subject, or `subject:action`). */
export function subscribes(hook: Hook, event: string): boolean {
  return hook.events.some((e) => e === '*' || e === event || e === event.split(':')[0]);
}

export function checkWebhooks(w: WorldParts): string[] {
  const problems: string[] = [];
  problems.push(...inOrder(w.events.map((e) => e.occurredAt), 'events', 'events'));
  for (const r of w.hookRequests) {
    const where = `webhook request ${r.id} (${r.event})`;
    const hook = w.hooks.find((h) => h.id === r.hook);
    if (!hook) {
      problems.push(`${where}: unknown hook ${r.hook}`);
      continue;
    }
    problems.push(...illegalSteps(hookRequestStatus, statuses(r.history), where));
    problems.push(...inOrder([r.createdAt, ...times(r.history)], where, 'attempts'));
    if (!subscribes(hook, r.event)) problems.push(`${where}: hook ${hook.id} subscribes to ${hook.events.join(', ')}, not ${r.event}`);
    if (r.createdAt < hook.createdAt) problems.push(`${where}: sent at ${r.createdAt}, before hook ${hook.id} was created (${hook.createdAt})`);
    if (r.test) continue;
    const event = w.events.find((e) => e.id === r.eventId);
    if (!event) problems.push(`${where}: unknown event ${r.eventId}`);
    else if (event.event !== r.event) problems.push(`${where}: its event ${r.eventId} is ${event.event}`);
    else if (r.createdAt < event.occurredAt) problems.push(`${where}: sent before its event occurred (${event.occurredAt})`);
    if (r.redeliveryOf) {
      const original = w.hookRequests.find((o) => o.id === r.redeliveryOf);
      if (!original) problems.push(`${where}: redelivers unknown request ${r.redeliveryOf}`);
      else if (original.eventId !== r.eventId) problems.push(`${where}: a redelivery keeps the X-Event-Id of ${original.id}`);
      else if (r.createdAt < original.createdAt) problems.push(`${where}: redelivered before the original was sent`);
    }
  }
  // Every event a hook subscribes to after its creation was delivered to it.
  for (const hook of w.hooks) {
    for (const e of w.events.filter((x) => x.occurredAt >= hook.createdAt && subscribes(hook, x.event) && x.tenant === hook.tenant)) {
      if (!w.hookRequests.some((r) => r.hook === hook.id && r.eventId === e.id)) {
        problems.push(`hook ${hook.id}: subscribes to ${e.event} but event ${e.id} (${e.occurredAt}) has no request`);
      }
    }
  }
  problems.push(...checkEventTimes(w));
  return problems;
}

/** Events happen when their subject changed. */
function checkEventTimes(w: WorldParts): string[] {
  const problems: string[] = [];
  for (const e of w.events) {
    const where = `event ${e.id} (${e.event} at ${e.occurredAt})`;
    const action = e.event.split(':')[1]!;
    if (e.subject.kind === 'application_form') {
      const form = w.applicationForms.find((f) => f.key === e.subject.ref);
      if (!form) {
        problems.push(`${where}: unknown form ${e.subject.ref}`);
        continue;
      }
      const when: Record<string, string[]> = {
        created: [firstAt(form)],
        updated: (form.updates ?? []).map((u) => u.at),
        submitted: form.statusHistory.filter((h) => h.status === 'submitted').map((h) => h.at),
        finished_quoting: form.statusHistory.filter((h) => h.status === 'quoted').map((h) => h.at),
        bound: form.statusHistory.filter((h) => h.status === 'bound').map((h) => h.at),
      };
      if (!(when[action] ?? []).includes(e.occurredAt)) problems.push(`${where}: ${form.referenceId} did not change that way then`);
    } else if (e.subject.kind === 'quote_request') {
      const q = w.quoteRequests.find((r) => r.id === e.subject.ref);
      if (!q) {
        problems.push(`${where}: unknown quote request ${e.subject.ref}`);
        continue;
      }
      const change = q.history.find((h) => h.at === e.occurredAt);
      const fits =
        action === 'created' ? q.history[0]!.at === e.occurredAt
        : action === 'finished' ? change && ['completed', 'referral', 'ineligible'].includes(change.status)
        : action === 'failed' ? change && ['failed', 'timed_out', 'binding_failed'].includes(change.status)
        : Boolean(change);
      if (!fits) problems.push(`${where}: ${q.quoteNumber} has no matching status change then`);
    } else if (e.subject.kind === 'carrier') {
      const carrier = w.carriers.find((c) => c.code === e.subject.ref);
      const moments =
        action === 'disabled'
          ? carrier?.enablements.map((x) => x.disabledAt)
          : carrier?.enablements.map((x) => x.enabledAt);
      if (!carrier || !moments?.includes(e.occurredAt)) problems.push(`${where}: no enablement of ${e.subject.ref} changed then`);
    }
  }
  return problems;
}

export function checkExchange(w: WorldParts, options: {historyMinLength: number; phoneUniqueDays: number}): string[] {
  const problems: string[] = [];
  for (const p of w.prospects) {
    const where = `prospect ${p.leadId}`;
    if (p.origin.kind === 'sent') {
      const id = p.origin.exchangeFormId;
      const sent = w.exchangeForms.find((x) => x.id === id);
      if (!sent) problems.push(`${where}: comes from unknown Exchange form ${id}`);
      else {
        if (p.receivedAt < sent.sentAt) problems.push(`${where}: received at ${p.receivedAt}, before it was sent (${sent.sentAt})`);
        if (p.phone !== sent.phone) problems.push(`${where}: phone ${p.phone}, but it was sent with ${sent.phone}`);
      }
    }
    if (p.origin.kind === 'lent') {
      const form = w.applicationForms.find((f) => f.key === (p.origin as {form: string}).form);
      if (!form?.lend) problems.push(`${where}: comes from form ${(p.origin as {form: string}).form}, which was not lent`);
      else if (p.receivedAt < form.lend.lentAt) problems.push(`${where}: received at ${p.receivedAt}, before its form was lent (${form.lend.lentAt})`);
    }
    const records = w.dispositions.filter((d) => d.leadId === p.leadId);
    for (const coverage of p.coverageTypeIds) {
      const first = records.filter((d) => d.coverageTypeId === coverage).sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
      if (!first) problems.push(`${where}: no disposition for coverage type ${coverage}; one per coverage type is mandatory`);
      else if (first.createdAt > p.firstDispositionDueAt) {
        problems.push(`${where}: first disposition for coverage type ${coverage} at ${first.createdAt}, after its deadline ${p.firstDispositionDueAt}`);
      }
    }
  }
  // mqs_phone is unique on the Exchange over the facts' number of days.
  const sends = [...w.exchangeForms].sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  sends.forEach((x, i) => {
    const earlier = sends.slice(0, i).find((y) => y.phone === x.phone && Date.parse(x.sentAt) - Date.parse(y.sentAt) < options.phoneUniqueDays * 86400_000);
    if (earlier) problems.push(`Exchange form ${x.id}: phone ${x.phone} was already sent on ${earlier.sentAt}; the Exchange answers 422 duplicate_prospect`);
  });
  // One phone, one business: a phone number names the same business wherever the world holds it.
  const owner = new Map<string, {business: string; where: string}>();
  const phones: Array<[string | undefined, string | undefined, string]> = [
    ...w.exchangeForms.map((x): [string, string, string] => [x.phone, x.businessName, `Exchange form ${x.id}`]),
    ...w.prospects.map((p): [string, string, string] => [p.phone, p.businessName, `prospect ${p.leadId}`]),
    ...w.applicationForms.map((f): [string | undefined, string | undefined, string] => [
      f.answers.find((a) => a.code === 'mqs_phone')?.answer as string | undefined,
      (f.answers.find((a) => a.code === 'mqs_business_name')?.answer as string | undefined) ?? f.businessName,
      `application form ${f.referenceId}`,
    ]),
  ];
  for (const [phone, business, where] of phones) {
    if (!phone || !business) continue;
    const first = owner.get(phone);
    if (!first) owner.set(phone, {business, where});
    else if (first.business !== business) problems.push(`${where}: phone ${phone} is ${business}'s, but ${first.where} gives it to ${first.business}; one phone, one business`);
  }
  const byKey = new Map<string, Disposition[]>();
  for (const d of w.dispositions) {
    const where = `disposition ${d.id} (${d.leadId}, coverage type ${d.coverageTypeId})`;
    const p = w.prospects.find((x) => x.leadId === d.leadId);
    if (!p) {
      problems.push(`${where}: unknown lead`);
      continue;
    }
    if (!p.coverageTypeIds.includes(d.coverageTypeId)) problems.push(`${where}: not a coverage type of the prospect`);
    if (d.createdAt < p.receivedAt) problems.push(`${where}: recorded before the prospect was received`);
    if (d.history.length < options.historyMinLength) problems.push(`${where}: history shorter than ${options.historyMinLength} characters`);
    if ((d.status === 'Quoted' || d.status === 'Sold') && !(d.carrier && d.premium && d.quotedAt)) {
      problems.push(`${where}: ${d.status} needs carrier, premium and quoted_at`);
    }
    if (d.status === 'Sold' && !d.soldAt) problems.push(`${where}: Sold needs sold_at`);
    if (d.quotedAt && d.soldAt && d.soldAt < d.quotedAt) problems.push(`${where}: sold before it was quoted`);
    const key = `${d.leadId}/${d.coverageTypeId}`;
    byKey.set(key, [...(byKey.get(key) ?? []), d]);
  }
  for (const [key, list] of byKey) {
    const ordered = [...list].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    problems.push(...illegalSteps(dispositionStatus, ordered.map((d) => d.status), `dispositions of ${key}`));
  }
  return problems;
}

/** Refs of story steps: `form:<key>`, `quote:<number>`, `hook:<id>`, ... */
function resolves(ref: string, w: WorldParts): boolean {
  const [kind, ...rest] = ref.split(':');
  const key = rest.join(':');
  switch (kind) {
    case 'tenant': return key in tenants;
    case 'form': return w.applicationForms.some((f) => f.key === key);
    case 'quote': return w.quoteRequests.some((q) => q.quoteNumber === key);
    case 'hook': return w.hooks.some((h) => h.id === key);
    case 'request': return w.hookRequests.some((r) => r.id === key);
    case 'attachment': return attachments.some((a) => a.id === key);
    case 'user': return users.some((u) => u.uid === key);
    case 'carrier': return w.carriers.some((c) => c.code === key);
    case 'sdk': return (Object.values(tenants) as Tenant[]).some((t) =>
      Object.values(t.environments).some((e) => e.storefrontSdk.sdkClientId === key || e.agentSdk.sdkClientId === key));
    default: return false;
  }
}

export function checkStory(w: WorldParts): string[] {
  const problems: string[] = [];
  problems.push(...inOrder(w.story.map((s) => s.at), 'story', 'steps'));
  if (w.story[0]?.operationId !== 'authenticate') problems.push('story: it starts with the first API call, the token request');
  const boundAt = w.story[w.story.length - 1];
  const bound = boundAt?.events?.map((id) => w.events.find((e) => e.id === id)?.event);
  if (!bound?.includes('application_form:bound')) problems.push('story: it ends with a bound policy (application_form:bound)');
  for (const step of w.story) {
    const where = `story step at ${step.at}`;
    for (const ref of step.refs) if (!resolves(ref, w)) problems.push(`${where}: ${ref} is not in the world`);
    for (const id of step.events ?? []) {
      const event = w.events.find((e) => e.id === id);
      if (!event) problems.push(`${where}: unknown event ${id}`);
      else if (event.occurredAt !== step.at) problems.push(`${where}: event ${event.event} occurred at ${event.occurredAt}`);
    }
    for (const ref of step.refs.filter((r) => r.startsWith('quote:'))) {
      const q = w.quoteRequests.find((x) => `quote:${x.quoteNumber}` === ref);
      if (q && step.actor === 'carrier' && !q.history.some((h) => h.at === step.at)) {
        problems.push(`${where}: the carrier updates ${q.quoteNumber}, whose history has no change then`);
      }
    }
  }
  // The story's form goes from its first status to bound within the story.
  const forms = new Set(w.story.flatMap((s) => s.refs.filter((r) => r.startsWith('form:')).map((r) => r.slice(5))));
  for (const key of forms) {
    const form = w.applicationForms.find((f) => f.key === key);
    for (const h of form?.statusHistory ?? []) {
      if (h.at < w.story[0]!.at || h.at > w.story[w.story.length - 1]!.at) {
        problems.push(`story: ${form!.referenceId} changes to ${h.status} at ${h.at}, outside the story`);
      }
    }
  }
  return problems;
}

