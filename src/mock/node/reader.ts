/**
 * What `npm run mock` prints: the export lines a reader pastes into a shell
 * (the proxy and CA variables, then the reader environment of the fixture
 * world, decision 9) and one curl to try. BP_TOKEN is obtained, not issued:
 * its line is the call that gets it.
 */
import {readerEnvironment} from '../../data/world';
import {identity} from '../../site/identity';
import type {MockServer} from './server';

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The reader's sandbox values, by the environment-variable names the pages use (the obtained token aside). */
export function readerValues(): Record<string, string> {
  return Object.fromEntries(readerEnvironment.filter((v) => v.name !== 'BP_TOKEN').map((v) => [v.name, v.sandbox]));
}

export function readerExports(server: MockServer): string {
  const tokenCall = `curl -s -X POST ${identity.hosts.auth.sandbox}${identity.tokenPath} -u "$BP_CLIENT_ID:$BP_CLIENT_SECRET" -d grant_type=client_credentials`;
  const lines = [
    `BindPoint sandbox mock on ${server.url} (control API: ${server.url}/__mock/)`,
    '',
    '# Reach it with the samples exactly as written (curl, Python requests, Node fetch):',
    ...Object.entries(server.env).map(([name, value]) => `export ${name}=${quote(value)}`),
    '',
    '# Your sandbox values (the fixture world):',
    ...worldLines(server),
    ...Object.entries(readerValues()).map(([name, value]) => `export ${name}=${quote(value)}`),
    `export BP_TOKEN=$(${tokenCall} | jq -r .access_token)`,
    '',
    '# Receive the prospects you send on your own endpoint (the buyer keeps its EXCHANGE_ credentials), then disposition them:',
    `curl -s -X POST ${server.url}/__mock/receivers -H 'content-type: application/json' -d '{"url": "https://your-app.example.com/bindpoint/prospects"}'`,
    `curl -s -X POST ${server.url}/__mock/routes -H 'content-type: application/json' -d '{"from": "https://your-app.example.com", "to": "http://127.0.0.1:3000"}'`,
    '',
    '# Try it:',
    `curl -s ${identity.hosts.partnerApi.sandbox}/application_forms/$BP_FORM_REFERENCE/latest -H "Authorization: Bearer $BP_TOKEN"`.replace('$BP_FORM_REFERENCE', firstReference(server)),
    '',
  ];
  return lines.join('\n');
}

/** Which tenants the values are of: one sending tenant, one receive-side buyer, together one world. */
function worldLines(server: MockServer): string[] {
  const reader = server.mock.world.reader;
  const tenants = server.mock.world.environments.sandbox.tenants;
  const sender = tenants.find((t) => t.id === reader?.tenant_id);
  const buyer = tenants.find((t) => t.id === reader?.receiving_tenant_id);
  if (!sender || !buyer) throw new Error('The seed names no reader tenants (MockWorld.reader)');
  return [
    `# BP_CLIENT_ID acts for ${sender.name} (BP_TENANT_ID). The prospects it sends to the Exchange reach the receive-side`,
    `# buyer ${buyer.name} (tenant ${buyer.id}): BP_DISPOSITION_TOKEN, BP_LEAD_ID and the EXCHANGE_ values are its own.`,
  ];
}

/** A form of the reader's tenant to read back in the printed curl. */
function firstReference(server: MockServer): string {
  const reader = server.mock.world.environments.sandbox.tenants.find((t) => t.id === readerValues().BP_TENANT_ID);
  const form = reader?.forms[0];
  if (!form) throw new Error('The seed has no form of the reader tenant');
  return form.reference_id;
}
