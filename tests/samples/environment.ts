/**
 * The environment every block runs with, and nothing else of the machine's:
 * the reader environment of the fixture world (decision 9: one list of the
 * variables a reader supplies, with their sandbox values), the mock's
 * variables (proxy and CA bundles, decision 2), and BP_TOKEN, a sandbox
 * token the runner gets at the start the way the Authenticate page teaches
 * (the API reference's samples "read BP_TOKEN from the environment").
 */
import {readerEnvironment as worldList, readerEnvironmentValues, type ReaderVariable} from '../../src/data/world';
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
 * The reader environment (decision 9): the fixture world's one list of the
 * variables a reader supplies, with their sandbox values (src/data/world/env.ts).
 * BP_TOKEN, which a reader obtains from the token endpoint, the runner gets
 * from the mock first (mintToken) in place of the list's example.
 */
export function readerEnvironment(): Record<string, string> {
  return {...readerEnvironmentValues};
}

/** The world's list, for the pages that render it (ReaderVariables). */
export const readerVariables: readonly ReaderVariable[] = worldList;

/** Names pages used before, to the one name of the list (`BINDPOINT_TENANT_ID` → `BP_TENANT_ID`). */
export function formerNames(): Map<string, string> {
  return new Map(worldList.flatMap((v) => ((v as ReaderVariable).formerly ?? []).map((old) => [old, v.name] as [string, string])));
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
