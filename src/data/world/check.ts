/**
 * The invariants of the fixture world, as pure functions that return the
 * problems they find (empty when the world holds). The unit tests run them on
 * the world and on broken copies of it (tests/unit/world/); the sandbox mock
 * enforces the same rules on live state. Each message names the object, what
 * is wrong and the rule.
 *
 * - statuses follow the transition tables (transitions.ts);
 * - timestamps are in order within each history, across related objects and
 *   through the story;
 * - a carrier receives and answers a quote request only for a coverage type
 *   and state it is enabled for, and only while enabled;
 * - a bound quote carries a policy number of its carrier and its line;
 * - a hook receives only events it subscribes to, after it was created;
 * - prospects get their first disposition per coverage type in time;
 * - a lent form is not changed or cloned while the Exchange holds it
 *   (decision 6), and whoever lent it may lend (decision 5).
 */
import {carrierEnabledFor, carriers, coverageTypes, policyLines} from './carriers';
import {dispositions, exchangeForms, prospects} from './exchange';
import {facts} from '../../site/facts';
import {checkExchange, checkStory, checkWebhooks} from './check-flow';
import {firstAt, inOrder, statuses, times, type WorldParts} from './check-parts';
import {applicationForms, attachments, quoteRequests} from './forms';
import {respondBy, statusAt, userByUid} from './lookup';
import {grantOf} from './roles';
import {story} from './story';
import {storefronts, tenants, users} from './tenants';
import {formStatus, illegalSteps, lentStatus, requestStatus} from '../rules/transitions';
import type {ApplicationForm, Carrier, Tenant} from './types';
import {events, hookRequests, hooks} from './webhooks';

const stateOf = (form: ApplicationForm) => String(form.answers.find((a) => a.code === 'mqs_state')?.answer ?? '');

export function checkForms(w: WorldParts): string[] {
  const problems: string[] = [];
  for (const form of w.applicationForms) {
    const where = `application form ${form.key} (${form.referenceId})`;
    problems.push(...illegalSteps(formStatus, statuses(form.statusHistory), where));
    problems.push(...inOrder(times(form.statusHistory), where, 'status changes'));
    problems.push(...inOrder(form.versions.map((v) => v.from), where, 'versions'));
    if (form.statusHistory[0]?.at !== firstAt(form)) {
      problems.push(`${where}: its first status (${form.statusHistory[0]?.at}) is not when its first version starts (${firstAt(form)})`);
    }
    const locked = [
      ...(form.lend ? [{from: form.lend.lentAt, to: form.lend.history.find((h) => h.status === 'returned')?.at, why: 'lent to the Exchange'}] : []),
      ...form.statusHistory.filter((h) => h.status === 'bound').map((h) => ({from: h.at, to: undefined, why: 'bound'})),
    ];
    for (const update of form.updates ?? []) {
      if (update.at < firstAt(form)) problems.push(`${where}: updated at ${update.at}, before it was created`);
      for (const lock of locked) {
        if (update.at >= lock.from && (lock.to === undefined || update.at < lock.to)) {
          problems.push(`${where}: updated at ${update.at} while ${lock.why} (since ${lock.from}); the platform answers 409`);
        }
      }
    }
    if (form.lend) {
      const lend = form.lend;
      problems.push(...illegalSteps(lentStatus, statuses(lend.history), `${where} lending`));
      problems.push(...inOrder([lend.lentAt, ...times(lend.history)], `${where} lending`, 'lending history'));
      const version = [...form.versions].reverse().find((v) => v.from <= lend.lentAt);
      if (version?.id !== lend.applicationFormId) {
        problems.push(`${where}: lent with id ${lend.applicationFormId}, but its current id at ${lend.lentAt} was ${version?.id}`);
      }
      const lender = users.find((u) => u.uid === lend.lentBy);
      if (lender && grantOf(lender.roles, 'lend_forms') === false) {
        problems.push(`${where}: lent by ${lender.email} (roles ${lender.roles.join(', ')}), who may not lend (agency_manager or admin only)`);
      }
    }
    if (form.clonedFrom) {
      const source = w.applicationForms.find((f) => f.key === form.clonedFrom);
      const at = firstAt(form);
      if (!source) problems.push(`${where}: cloned from unknown form ${form.clonedFrom}`);
      else if (source.lend && at >= source.lend.lentAt) {
        const returned = source.lend.history.find((h) => h.status === 'returned')?.at;
        if (returned === undefined || at < returned) {
          problems.push(`${where}: cloned at ${at} from ${source.referenceId} while it was lent (since ${source.lend.lentAt}); a clone of a lent form answers 409 already_lent`);
        }
      } else if (at < firstAt(source)) problems.push(`${where}: cloned at ${at}, before its source ${source.referenceId} existed`);
    }
  }
  return problems;
}

export function checkQuoteRequests(w: WorldParts): string[] {
  const problems: string[] = [];
  for (const q of w.quoteRequests) {
    const where = `quote request ${q.quoteNumber}`;
    const form = w.applicationForms.find((f) => f.key === q.form);
    if (!form) {
      problems.push(`${where}: unknown form ${q.form}`);
      continue;
    }
    problems.push(...illegalSteps(requestStatus, statuses(q.history), where));
    problems.push(...inOrder(times(q.history), where, 'status changes'));
    const carrier = w.carriers.find((c) => c.code === q.carrier || c.id === q.carrier);
    if (!carrier) {
      problems.push(`${where}: unknown carrier ${q.carrier}`);
      continue;
    }
    const coverage = coverageTypes.find((c) => c.id === q.coverageTypeId);
    if (!form.coverageTypeIds.includes(q.coverageTypeId)) {
      problems.push(`${where}: coverage type ${q.coverageTypeId} is not one the form ${form.referenceId} asks for (${form.coverageTypeIds.join(', ')})`);
    }
    const submitted = form.statusHistory.find((h) => h.status === 'submitted')?.at;
    if (!submitted || q.history[0]!.at < submitted) {
      problems.push(`${where}: created at ${q.history[0]!.at}, before its form ${form.referenceId} was submitted (${submitted ?? 'never'})`);
    }
    const state = stateOf(form);
    for (const change of q.history) {
      const enabled = carrierEnabledFor(carrier, {
        tenant: form.tenant,
        environment: form.environment,
        coverageTypeId: q.coverageTypeId,
        state,
        at: change.at,
      });
      if (!enabled) {
        problems.push(
          `${where}: ${carrier.name} is not enabled for ${coverage?.name ?? q.coverageTypeId} in ${state} for ${form.tenant} at ${change.at} (${change.status}); a carrier quotes only what it is enabled for, while enabled`,
        );
      }
    }
    // The platform times a sent request out at respond_by; a carrier's first answer comes before it.
    const due = respondBy(q);
    const sentAt = q.history.findIndex((c) => c.status === 'sent');
    const after = q.history[sentAt + 1];
    if (due && after) {
      if (after.status === 'timed_out' && after.at !== due) problems.push(`${where}: timed out at ${after.at}, not at respond_by ${due} (sent + ${facts.carriers.realTimeRespondSeconds} s)`);
      if (after.status !== 'timed_out' && after.at > due) problems.push(`${where}: first answered (${after.status}) at ${after.at}, after respond_by ${due}; the platform had timed it out`);
    }
    const last = q.history[q.history.length - 1]!.status;
    if (['completed', 'binding', 'bound'].includes(last) && !(typeof q.premium === 'number' && q.premium > 0)) {
      problems.push(`${where}: ${last} without a premium`);
    }
    if (last === 'bound') {
      const line = policyLines[q.coverageTypeId];
      const expected = new RegExp(`^${carrier.policyPrefix}-${line}-[0-9]{4}-[0-9]{6}$`);
      if (!q.policyNumber || !expected.test(q.policyNumber)) {
        problems.push(`${where}: bound ${coverage?.name} with ${carrier.name}, but policy number ${q.policyNumber ?? '(none)'} is not ${carrier.policyPrefix}-${line}-YYYY-NNNNNN`);
      }
    } else if (q.policyNumber) problems.push(`${where}: has policy number ${q.policyNumber} but is ${last}, not bound`);
    for (const id of q.attachmentIds) {
      const attachment = attachments.find((a) => a.id === id);
      if (!attachment) problems.push(`${where}: unknown attachment ${id}`);
      else if (attachment.createdAt < q.history[0]!.at) problems.push(`${where}: attachment ${id} is older than the request`);
    }
  }
  // The form's status follows its requests: quoted only when every request has a result.
  for (const form of w.applicationForms) {
    const quoted = form.statusHistory.find((h) => h.status === 'quoted')?.at;
    if (!quoted) continue;
    for (const q of w.quoteRequests.filter((r) => r.form === form.key)) {
      const status = statusAt(q.history, quoted);
      if (status && ['unsent', 'sent', 'in_progress'].includes(status)) {
        problems.push(`application form ${form.referenceId}: finished quoting at ${quoted} while ${q.quoteNumber} was still ${status}`);
      }
    }
  }
  return problems;
}

/** Ids and origins unique where they must be, SDK clients minting their own role. */
export function checkTenants(): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const tenant of Object.values(tenants) as Tenant[]) {
    for (const [env, t] of Object.entries(tenant.environments)) {
      const where = `${tenant.key} ${env}`;
      for (const [what, value] of [
        ['tenant id', t.tenantId],
        ['client id', t.oauth.clientId],
        ['storefront SDK client id', t.storefrontSdk.sdkClientId],
        ['agent SDK client id', t.agentSdk.sdkClientId],
        ['disposition token', t.dispositionToken],
        ['intelligence API key', t.intelligenceApiKey],
      ] as const) {
        if (seen.has(value)) problems.push(`${where}: ${what} ${value} is also ${seen.get(value)}`);
        seen.set(value, `${where} ${what}`);
      }
      if (t.storefrontSdk.role !== 'guest') problems.push(`${where}: the storefront SDK client mints guest sessions only`);
      if (t.agentSdk.role !== 'agent') problems.push(`${where}: the agent SDK client mints agent sessions only`);
      const prefix = env === 'sandbox' ? facts.idFormats.sandboxSdkClientIdPrefix : facts.idFormats.productionSdkClientIdPrefix;
      for (const id of [t.storefrontSdk.sdkClientId, t.agentSdk.sdkClientId]) {
        if (!id.startsWith(prefix)) problems.push(`${where}: SDK client id ${id} does not start with ${prefix}`);
      }
      const secretPrefix = env === 'sandbox' ? facts.idFormats.sandboxClientSecretPrefix : facts.idFormats.productionClientSecretPrefix;
      if (!t.oauth.clientSecret.startsWith(secretPrefix)) problems.push(`${where}: client secret does not start with ${secretPrefix}`);
    }
  }
  // A carrier's client is a client id like a tenant's: unique, and a secret of its environment.
  for (const carrier of carriers as readonly Carrier[]) {
    for (const [env, oauth] of Object.entries(carrier.apiClients ?? {})) {
      const where = `carrier ${carrier.code} ${env}`;
      if (seen.has(oauth.clientId)) problems.push(`${where}: client id ${oauth.clientId} is also ${seen.get(oauth.clientId)}`);
      seen.set(oauth.clientId, `${where} client id`);
      const secretPrefix = env === 'sandbox' ? facts.idFormats.sandboxClientSecretPrefix : facts.idFormats.productionClientSecretPrefix;
      if (!oauth.clientSecret.startsWith(secretPrefix)) problems.push(`${where}: client secret does not start with ${secretPrefix}`);
    }
    // Its Carrier API key: unique, of its environment, and only with a client to send it with.
    for (const [env, key] of Object.entries(carrier.apiKeys ?? {})) {
      const where = `carrier ${carrier.code} ${env}`;
      if (seen.has(key)) problems.push(`${where}: Carrier API key ${key} is also ${seen.get(key)}`);
      seen.set(key, `${where} Carrier API key`);
      const keyPrefix = env === 'sandbox' ? 'cak_sbx_' : 'cak_prd_';
      if (!key.startsWith(keyPrefix)) problems.push(`${where}: Carrier API key ${key} does not start with ${keyPrefix}`);
      if (!carrier.apiClients?.[env as keyof typeof carrier.apiClients]) problems.push(`${where}: a Carrier API key without a carrier client to send it with`);
    }
    // Its sandbox behaviour: answers for its own products only, inside the real-time window, a premium with every quote.
    for (const [product, answer] of Object.entries(carrier.sandbox?.answers ?? {})) {
      const where = `carrier ${carrier.code} sandbox answer for ${product}`;
      if (!carrier.enablements.some((e) => e.productCode === product && e.environment === 'sandbox')) problems.push(`${where}: not a product of its sandbox enablements`);
      if (!(answer.afterSeconds > 0 && answer.afterSeconds < facts.carriers.realTimeRespondSeconds)) problems.push(`${where}: after ${answer.afterSeconds} s, not within the real-time window (0, ${facts.carriers.realTimeRespondSeconds}) s`);
      if (answer.status === 'completed' && !(answer.premium !== undefined && answer.premium > 0)) problems.push(`${where}: completed without a premium`);
    }
  }
  for (const form of applicationForms) {
    if (form.assignedAgent) {
      const agent = userByUid(form.assignedAgent);
      if (agent.tenant !== form.tenant) problems.push(`form ${form.referenceId}: assigned to ${agent.email} of another tenant`);
    }
    if (form.storefrontCode && !storefronts.some((sf) => sf.code === form.storefrontCode && sf.tenant === form.tenant)) {
      problems.push(`form ${form.referenceId}: storefront ${form.storefrontCode} is not one of ${form.tenant}`);
    }
  }
  return problems;
}

export const worldParts: WorldParts = {
  applicationForms,
  quoteRequests,
  carriers,
  hooks,
  hookRequests,
  events,
  exchangeForms,
  prospects,
  dispositions,
  story,
};

/** Every invariant of the world; the options carry facts whose home is the OpenAPI document. */
export function checkWorld(options: {historyMinLength: number}, w: WorldParts = worldParts): string[] {
  const exchange = {...options, phoneUniqueDays: facts.exchange.phoneUniqueDays};
  return [
    ...checkTenants(),
    ...checkForms(w),
    ...checkQuoteRequests(w),
    ...checkWebhooks(w),
    ...checkExchange(w, exchange),
    ...checkStory(w),
  ];
}
