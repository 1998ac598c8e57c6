/**
 * The custom terminal of docs/sdk/custom_terminal_tutorials, saved as the
 * three pages print it (sdk_agent_auth, sdk_agent_application_start,
 * sdk_quote_bind) with the guest tutorial's server/bindpoint.ts, served with
 * the mock: what agent.spec.ts and quote-bind.spec.ts start in beforeAll.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {htmlPage, routePlatform, startFrontEnd, type FrontEnd} from './front-end';
import {startMock, type TutorialMock} from './mock';
import {save, scratch, TutorialPage} from './page-code';
import {startServer, TS_HOOKS, type Running} from './processes';
import {PORTS} from './repo';

export const guest = new TutorialPage('docs/sdk/custom_storefront_tutorials/sdk_guest_auth.mdx');
export const auth = new TutorialPage('docs/sdk/custom_terminal_tutorials/sdk_agent_auth.mdx');
export const desk = new TutorialPage('docs/sdk/custom_terminal_tutorials/sdk_agent_application_start.mdx');
export const bind = new TutorialPage('docs/sdk/custom_terminal_tutorials/sdk_quote_bind.mdx');

/**
 * The reader's own part, which Step 1 leaves to their stack: an authentication middleware that puts
 * the signed-in agent's e-mail into res.locals.agentEmail (here from a test cookie), and the server
 * that mounts the page's router.
 */
const READER_SERVER = `import express from 'express';
import {agentRouter} from './agent-routes';

const app = express();
app.use((req, res, next) => {
  const signedIn = /(?:^|;\\s*)test_agent=([^;]+)/.exec(req.headers.cookie ?? '');
  if (signedIn) res.locals.agentEmail = decodeURIComponent(signedIn[1]!);
  next();
});
app.use(agentRouter);
app.listen(Number(process.env.PORT));
`;

export interface Terminal {
  mock: TutorialMock;
  front: FrontEnd;
  backEnd: Running;
  /** The scratch directory the pages' files are saved in. */
  dir: string;
  stop(): Promise<void>;
}

export async function startTerminal(): Promise<Terminal> {
  const mock = await startMock();
  const dir = scratch('terminal');
  save(dir, guest.titled('server/bindpoint.ts'));
  save(dir, auth.titled('server/agent-routes.ts'));
  fs.writeFileSync(path.join(dir, 'server/index.ts'), READER_SERVER);
  for (const title of ['terminal/src/agent-sdk.ts', 'terminal/src/main.ts']) save(dir, auth.titled(title));
  for (const title of ['terminal/src/queue.ts', 'terminal/src/new-application.ts', 'terminal/src/checklist.ts', 'terminal/src/open-form.ts', 'terminal/src/desk.ts']) save(dir, desk.titled(title));
  for (const title of ['terminal/src/products.ts', 'terminal/src/quoting.ts', 'terminal/src/compare.ts', 'terminal/src/bind.ts']) save(dir, bind.titled(title));
  fs.writeFileSync(path.join(dir, 'terminal/main.html'), htmlPage('<header><span id="agent-name"></span></header>\n<p id="terminal-error"></p>\n<bp-sdk-root flow="partner"></bp-sdk-root>\n<script type="module" src="/terminal/src/main.ts"></script>'));
  fs.writeFileSync(path.join(dir, 'terminal/index.html'), htmlPage(`${desk.titled('terminal/index.html (body)').code}\n${bind.titled('terminal/index.html (quote table)').code}`));
  const front = await startFrontEnd(dir, PORTS.frontEnd, PORTS.backEnd);
  const backEnd = await startServer('the agent back end (server/agent-routes.ts)', 'node', ['--import', TS_HOOKS, 'server/index.ts'], {cwd: dir, port: PORTS.backEnd, env: {...mock.env, PORT: String(PORTS.backEnd)}});
  return {
    mock,
    front,
    backEnd,
    dir,
    async stop() {
      await backEnd.stop();
      await front.close();
      await mock.stop();
    },
  };
}

/** The reader's sandbox tenant in the mock. */
export function readerTenant(mock: TutorialMock) {
  return mock.server.mock.state('sandbox').tenants.get(mock.env.BP_TENANT_ID!)!;
}

/** An active user of the reader's sandbox tenant whose roles are exactly `roles`. */
export function userWith(mock: TutorialMock, roles: string[]) {
  const user = [...readerTenant(mock).users.values()].find((u) => u.active && u.roles.join() === roles.join());
  if (!user) throw new Error(`The fixture world has no active user with roles ${roles.join(', ')} in the reader tenant`);
  return user;
}

/** Signs `email` in (the test cookie of READER_SERVER), routes the platform hosts to the mock; returns the console as it grows. */
export async function signIn(page: Page, terminal: Terminal, email?: string): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => seen.push(message.text()));
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  if (email) await page.context().addCookies([{name: 'test_agent', value: encodeURIComponent(email), url: terminal.front.origin}]);
  await routePlatform(page, terminal.mock);
  return seen;
}
