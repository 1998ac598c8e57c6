/**
 * What the webhook tutorial tests read from the mock: the delivery log of a
 * hook (the mock's state, in this process), awaited until a request settles.
 */
import type {HookRequest} from '../../../src/mock/state';
import type {TutorialMock} from './mock';

export function hookRequests(mock: TutorialMock, hookId: string): HookRequest[] {
  const tenantId = mock.env.BP_TENANT_ID!;
  const tenant = mock.server.mock.state('sandbox').tenants.get(tenantId);
  if (!tenant) throw new Error(`The mock has no sandbox tenant ${tenantId} (BP_TENANT_ID of the fixture world)`);
  return tenant.hookRequests.filter((r) => r.hook_id === hookId);
}

/** The first request of the hook that `match` picks once it has been attempted (up to 10 s). */
export async function attempted(mock: TutorialMock, hookId: string, match: (r: HookRequest) => boolean, what: string): Promise<HookRequest> {
  const started = Date.now();
  for (;;) {
    await mock.server.mock.settle();
    const found = hookRequests(mock, hookId).find((r) => match(r) && r.attempts > 0);
    if (found) return found;
    if (Date.now() - started > 10_000) {
      const log = hookRequests(mock, hookId).map((r) => `${r.event} ${r.status} attempts=${r.attempts} response=${r.response_status} error=${r.error}`);
      throw new Error(`No attempt of ${what} within 10 s. The hook's requests:\n${log.join('\n') || '(none)'}\nThe mock's notes: ${JSON.stringify(mock.server.mock.notes())}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
