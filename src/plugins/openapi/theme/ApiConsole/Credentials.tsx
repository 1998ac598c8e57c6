/**
 * The console's credentials.
 *
 * - Against the mock: the token flow runs. Before the first request that
 *   needs a bearer token the console asks the mock's token endpoint for one,
 *   with the fixture world's sandbox client (the reader environment,
 *   src/data/world/env.ts); the other schemes use that world's sandbox values.
 * - Against the sandbox: the reader pastes a bearer token (or key). The page
 *   never asks for a client secret, so the token endpoint itself is not sent
 *   to the sandbox from here.
 * - Tokens stay in this module's memory; in sessionStorage only when the
 *   reader ticks the box, and gone when the tab closes.
 */
import React, {useEffect, useState, useSyncExternalStore} from 'react';
// The fixture world's sandbox values the console signs in with: only these four (a module the API plugin writes), not
// the world's whole reader environment, whose modules (tenants, forms, hooks) were a third of the console's chunk.
import readerValues from '@generated/bindpoint-openapi/default/console-credentials.json';
import {identity} from '../../../../site/identity';
import type {OperationData, SecuritySchemeData} from '../../types';
import type {ConsoleCredentials} from '../../console-document';
import type {ConsoleClient, Target} from './client';
import {requirementOf, type ConsoleValues, type Credentials as Creds} from './model';
import styles from './styles.module.css';

const STORED = 'bp-api-console:sandbox-credentials';
const env = readerValues as ConsoleCredentials;

/** What the reader pasted, by scheme (`bearer` for any bearer scheme, else the scheme's name). */
let pasted: Record<string, string> = {};
let mockToken: string | null = null;
const listeners = new Set<() => void>();

/** Sets the mock's bearer token (null: the next Send gets a new one) and tells every open console. */
export function setMockToken(token: string | null) {
  mockToken = token;
  listeners.forEach((l) => l());
}
export const forgetMockToken = () => setMockToken(null);
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const useMockToken = () => useSyncExternalStore(subscribe, () => mockToken, () => null);

const isBearer = (s: SecuritySchemeData) => s.type === 'oauth2' || (s.type === 'http' && s.scheme === 'bearer');
const slotOf = (s: SecuritySchemeData) => (isBearer(s) ? `bearer:${s.name}` : s.name);

/** The world's sandbox value of a scheme that is not the token flow. */
const MOCK_VALUES: Record<string, string> = {
  dispositionToken: env.BP_DISPOSITION_TOKEN,
  intelligenceApiKey: env.BP_API_KEY,
};

async function mintMockToken(client: ConsoleClient): Promise<string> {
  const response = await client.send(
    `${identity.hosts.auth.sandbox}${identity.tokenPath}`,
    {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({grant_type: 'client_credentials', client_id: env.BP_CLIENT_ID, client_secret: env.BP_CLIENT_SECRET}).toString(),
    },
    'mock',
  );
  const body = await response.json().catch(() => ({}));
  if (!response.ok || typeof body.access_token !== 'string') throw new Error(`the mock's token endpoint answered ${response.status}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** The credentials to send, or a sentence that says what is missing. */
export async function credentialsFor(op: OperationData, target: Target, client: ConsoleClient, values: ConsoleValues, sandbox: Record<string, string>): Promise<Creds | string> {
  const creds: Creds = {keys: {}};
  for (const scheme of requirementOf(op)) {
    if (scheme.type === 'http' && scheme.scheme === 'basic') {
      if (target === 'sandbox') return 'The console never sends a client secret: get sandbox tokens from your back end (the code beside), and paste one on the pages that need it.';
      const body = values.body as Record<string, unknown> | undefined;
      // Credentials as form fields (the second example) or in the Authorization header, never both.
      if (!body?.client_id) creds.basic = [env.BP_CLIENT_ID, env.BP_CLIENT_SECRET];
      continue;
    }
    if (target === 'mock') {
      if (scheme.type === 'oauth2') {
        if (!mockToken) setMockToken(await mintMockToken(client));
        creds.bearer = mockToken!;
      }
      else if (isBearer(scheme)) creds.bearer = MOCK_VALUES[scheme.name];
      else creds.keys![scheme.name] = MOCK_VALUES[scheme.name] ?? '';
      continue;
    }
    const value = sandbox[slotOf(scheme)]?.trim();
    if (!value) return `Paste your sandbox ${isBearer(scheme) ? 'bearer token' : (scheme.headerName ?? scheme.name)} first.`;
    if (isBearer(scheme)) creds.bearer = value;
    else creds.keys![scheme.name] = value;
  }
  return creds;
}

export function Credentials({operation, target, sandboxCredentials, onSandboxCredentials, prefix}: {operation: OperationData; target: Target; sandboxCredentials: Record<string, string>; onSandboxCredentials(c: Record<string, string>): void; prefix: string}) {
  const schemes = requirementOf(operation);
  const [remember, setRemember] = useState(false);
  useEffect(() => {
    try {
      const stored = sessionStorage.getItem(STORED);
      if (stored) {
        pasted = {...JSON.parse(stored), ...pasted};
        setRemember(true);
      }
    } catch {
      // sessionStorage unavailable: memory only
    }
    onSandboxCredentials({...pasted});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const update = (next: Record<string, string>, keep = remember) => {
    pasted = next;
    onSandboxCredentials({...next});
    try {
      if (keep) sessionStorage.setItem(STORED, JSON.stringify(next));
      else sessionStorage.removeItem(STORED);
    } catch {
      // memory only
    }
  };
  if (!schemes.length) return <p className={styles.note}>No credentials: this operation is public.</p>;
  if (target === 'mock') {
    const oauth = schemes.some((s) => s.type === 'oauth2');
    return (
      <div className={styles.mockAuth}>
        <p className={styles.note} data-console-auth="mock">
          Credentials: {schemes.map((s) => (s.type === 'oauth2' ? 'a bearer token the console gets from the mock’s token endpoint with the fixture world’s sandbox client (BP_CLIENT_ID, BP_CLIENT_SECRET)' : s.type === 'http' && s.scheme === 'basic' ? 'the fixture world’s sandbox client id and secret' : `the fixture world’s sandbox ${s.headerName ?? 'token'}`)).join(', and ')}.
        </p>
        {oauth && <MockToken id={`${prefix}-mock-token`} />}
      </div>
    );
  }
  const needsSecret = schemes.some((s) => s.type === 'http' && s.scheme === 'basic');
  if (needsSecret) {
    return (
      <p className={styles.note} role="note">
        The token endpoint needs your client secret, which belongs on your back end: the console never asks for it. Run the code beside on your machine, then paste the token on the other operations’ consoles.
      </p>
    );
  }
  return (
    <fieldset className={styles.group}>
      <legend>Sandbox credentials</legend>
      <div className={styles.fields}>
        {schemes.map((s) => {
          const slot = slotOf(s);
          const id = `${prefix}-cred-${s.name}`;
          return (
            <div className={styles.field} key={slot}>
              <label htmlFor={id} className={styles.label}>
                {isBearer(s) ? 'Bearer token' : <code>{s.headerName ?? s.name}</code>} <span className={styles.req}>required</span>
              </label>
              {/* data-empty: where Send puts focus when it asks for the token. */}
              <input id={id} type="password" autoComplete="off" spellCheck={false} value={sandboxCredentials[slot] ?? ''} onChange={(e) => update({...pasted, [slot]: e.target.value})} data-console-credential data-empty={(sandboxCredentials[slot] ?? '').trim() ? undefined : ''} />
            </div>
          );
        })}
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={remember}
          onChange={(e) => {
            setRemember(e.target.checked);
            update(pasted, e.target.checked);
          }}
        />{' '}
        Keep in this tab until it closes (sessionStorage); otherwise only in memory, gone when you leave the site.
      </label>
    </fieldset>
  );
}

/**
 * The bearer token the console got from the mock, shown and sent as it stands: the reader may
 * change it (a wrong token gets the 401 the document describes) or empty it (the next Send gets a
 * new one). A 401 drops it, so the Send after that gets a new one.
 */
function MockToken({id}: {id: string}) {
  const token = useMockToken();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Bearer token <span className={styles.opt}>from the mock’s token endpoint</span>
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        className={styles.token}
        value={token ?? ''}
        placeholder="Fetched at the first Send"
        onChange={(e) => setMockToken(e.target.value.trim() || null)}
        data-console-token
      />
    </div>
  );
}
