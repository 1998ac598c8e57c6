/**
 * Which API and which environment a request named. Every host comes from the
 * identity module (src/site/identity.ts): `<sub>.bindpoint.example` is
 * production, `<sub>.sandbox.bindpoint.example` sandbox (decision 3: they are
 * separate worlds).
 */
import {identity} from '../site/identity';

export type Environment = 'sandbox' | 'production';
/** The keys of `identity.hosts` that serve an HTTP API. */
export type ApiName = 'auth' | 'partnerApi' | 'leadsApi' | 'hooks' | 'intelligence' | 'carrierApi';

export const API_NAMES: readonly ApiName[] = ['auth', 'partnerApi', 'leadsApi', 'hooks', 'intelligence', 'carrierApi'];

export interface HostInfo {
  api: ApiName | null;
  environment: Environment;
  /** `https://host` as the documented server URL writes it. */
  origin: string;
}

const byHost = new Map<string, HostInfo>();
for (const [key, pair] of Object.entries(identity.hosts)) {
  for (const environment of ['sandbox', 'production'] as const) {
    const origin = pair[environment];
    const api = (API_NAMES as readonly string[]).includes(key) ? (key as ApiName) : null;
    byHost.set(new URL(origin).hostname, {api, environment, origin});
  }
}

/** The API and environment of a platform host, or undefined for any other host. */
export function hostInfo(hostname: string): HostInfo | undefined {
  return byHost.get(hostname.toLowerCase().replace(/\.$/, ''));
}

/** Whether a host is under the documented platform domain (what the proxy terminates). */
export function isPlatformHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === identity.domain || host.endsWith(`.${identity.domain}`);
}

/** The origin of an API in an environment. */
export function originOf(api: ApiName, environment: Environment): string {
  return identity.hosts[api][environment];
}
