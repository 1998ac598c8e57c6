/**
 * Lookups over the world that the mock, the generators and the checks share.
 * Each throws with a clear message when nothing matches.
 */
import {applicationForms} from './forms';
import {tenants} from './tenants';
import {users} from './tenants';
import type {ApplicationForm, Environment, FormVersion, QuoteRequest, StatusChange, Tenant, Timestamp, User} from './types';
import {facts} from '../../site/facts';

export function formByKey(key: string): ApplicationForm {
  const form = applicationForms.find((f) => f.key === key);
  if (!form) throw new Error(`No application form "${key}" in the world`);
  return form;
}

/** The form one of whose internal ids (any version) or whose reference id this is. */
export function formById(id: string): ApplicationForm {
  const form = applicationForms.find(
    (f) => f.referenceId === id || f.versions.some((v: FormVersion) => v.id === id),
  );
  if (!form) throw new Error(`No application form with id or reference id ${id} in the world`);
  return form;
}

export function latestVersion(form: ApplicationForm): FormVersion {
  return form.versions[form.versions.length - 1]!;
}

/** The status of a history at a moment (the last change at or before it). */
export function statusAt<S extends string>(history: readonly StatusChange<S>[], at: Timestamp): S | undefined {
  let current: S | undefined;
  for (const change of history) if (change.at <= at) current = change.status;
  return current;
}

export function userByUid(uid: string): User {
  const user = users.find((u) => u.uid === uid);
  if (!user) throw new Error(`No user ${uid} in the world`);
  return user;
}

export function userByEmail(email: string): User | undefined {
  return users.find((u) => u.email.toLowerCase() === email.toLowerCase());
}

/** The tenant and environment of a tenant id. */
export function tenantById(tenantId: string): {tenant: Tenant; environment: Environment} | undefined {
  for (const tenant of Object.values(tenants) as Tenant[]) {
    for (const environment of ['sandbox', 'production'] as const) {
      if (tenant.environments[environment].tenantId === tenantId) return {tenant, environment};
    }
  }
  return undefined;
}

/**
 * When a sent quote request times out: its `sent` time plus the real-time
 * window of src/site/facts.ts (the `respond_by` a carrier's endpoint receives).
 */
export function respondBy(q: QuoteRequest): string | undefined {
  const sent = q.history.find((c) => c.status === 'sent')?.at;
  if (!sent) return undefined;
  return new Date(Date.parse(sent) + facts.carriers.realTimeRespondSeconds * 1000).toISOString().replace('.000Z', 'Z');
}
