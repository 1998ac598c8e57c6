/**
 * The environment every block runs with, and nothing else of the machine's:
 * the reader environment of the fixture world (decision 9: one list of the
 * variables a reader supplies, with their sandbox values), the mock's
 * variables (proxy and CA bundles, decision 2), and BP_TOKEN, a sandbox
 * token the runner gets at the start the way the Authenticate page teaches
 * (the API reference's samples "read BP_TOKEN from the environment").
 */
import {CREDENTIAL_ENV} from '../../src/plugins/openapi/theme/CodeSamples/generate';
import {readerValues} from '../../src/mock/node/reader';
import type {MockServer} from '../../src/mock/node/server';
import {tokens} from '../../src/site/identity';
import {bashAssigned} from './variables';
import type {Page} from './pages';
import type {SampleMock} from './mock';
import {runBlock, type Workspace} from './exec';

/** The variables of the machine a shell needs to find its tools (never the machine's credentials). */
export function machineEnvironment(): Record<string, string> {
  return {PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', TZ: 'UTC'};
}

/**
 * A sandbox token from the sandbox token URL with the reader's client id and
 * secret, through the mock like every sample (never a blocking spawn: the
 * mock answers from this process). Undefined (with the answer) when the mock
 * refuses: the pages that read BP_TOKEN then fail with its status.
 */
export async function mintToken(ws: Workspace, env: Record<string, string>): Promise<{token?: string; problem?: string}> {
  const code = `curl -s -X POST "${tokens.tokenUrlSandbox}" -u "$BP_CLIENT_ID:$BP_CLIENT_SECRET" -d grant_type=client_credentials`;
  const run = await runBlock(ws, {language: 'bash', code}, {env, nodeImports: [], state: `${ws.dir}/.bp/state-token.sh`, id: 'token', timeoutMs: 30_000});
  try {
    const token = (JSON.parse(run.stdout) as {access_token?: string}).access_token;
    if (token) return {token};
  } catch {
    // not JSON
  }
  return {problem: `the sandbox token URL answered: ${(run.stdout || run.stderr).slice(0, 300)}`};
}

/**
 * The reader environment: what a reader supplies, by the names the pages
 * use, with the sandbox values of the mock's seed. Until the fixture world's
 * one list of reader variables (decision 9) lands, it is the mock's reader
 * values (client id, secret, tenant) and the static credentials the API
 * reference's samples read by the names CodeSamples gives them
 * (BP_DISPOSITION_TOKEN, BP_API_KEY).
 */
export function readerEnvironment(server: MockServer): Record<string, string> {
  const sandbox = server.mock.world.environments.sandbox;
  const values = readerValues(server);
  const tenant = values.BP_TENANT_ID;
  const disposition = sandbox.disposition_tokens.find((t) => t.tenant_id === tenant) ?? sandbox.disposition_tokens[0];
  const intelligence = sandbox.intelligence_keys.find((k) => k.tenant_id === tenant) ?? sandbox.intelligence_keys[0];
  return {
    ...values,
    ...(disposition ? {[CREDENTIAL_ENV.dispositionToken!]: disposition.token} : {}),
    ...(intelligence ? {[CREDENTIAL_ENV.intelligenceApiKey!]: intelligence.key} : {}),
  };
}

/** The environment of every block. */
export function blockEnvironment(reader: Record<string, string>, mock: SampleMock): Record<string, string> {
  return {...machineEnvironment(), ...reader, ...mock.env};
}

/** For messages: the pages whose bash blocks set a variable. */
export function variableHomes(pages: Page[]): Map<string, string[]> {
  const homes = new Map<string, string[]>();
  for (const page of pages) {
    if (page.id === 'home') continue;
    for (const block of page.blocks()) {
      if (!['bash', 'sh', 'shell'].includes(block.language)) continue;
      for (const name of bashAssigned(block.code)) {
        if (!/^[A-Z][A-Z0-9_]+$/.test(name)) continue;
        const list = homes.get(name) ?? [];
        if (!list.includes(page.id)) list.push(page.id);
        homes.set(name, list);
      }
    }
  }
  return homes;
}
