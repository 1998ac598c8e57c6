import {test, expect, type Page} from '../support/test';
import {identity} from '../../../src/site/identity';
import {accessTokenFormat, readerEnvironmentValues} from '../../../src/data/world';
import {consoleOf, openConsole, send} from './support';

/**
 * Against the mock the token flow runs: the console gets its bearer token
 * from the mock's token endpoint with the fixture world's sandbox client,
 * shows it, and sends it. A wrong token, or one the mock's clock has
 * expired, gets the documented 401 with the error envelope; the token is
 * dropped then, and the next Send gets a new one.
 */
test.use({serviceWorkers: 'allow'});

const tokenUrl = `${identity.hosts.auth.sandbox}${identity.tokenPath}`;
const OP = 'createApplicationForm';

/** Sends and returns the Authorization header the request carried. */
async function sendSeen(page: Page) {
  const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/application_forms'));
  const answer = await send(page, OP);
  return {answer, authorization: (await (await request).headerValue('authorization')) ?? ''};
}

function expectDocumented401(answer: {status: number; valid: boolean; body: string}, message: RegExp) {
  expect(answer.status).toBe(401);
  // The mark's absence: the answer matches the documented 401 (the Error envelope).
  expect(answer.valid).toBe(true);
  const {error} = JSON.parse(answer.body);
  expect(error).toMatchObject({code: 'invalid_token', details: []});
  expect(error.message).toMatch(message);
  expect(error.request_id).toMatch(/^req_/);
}

test('the console gets a token from the mock, shows it and sends it; a wrong or expired one gets the documented 401', async ({page}) => {
  await page.goto('/docs/api/create_application_form/');
  const console = await openConsole(page, OP);
  const field = console.locator('[data-console-token]');
  await expect(field).toHaveValue('');

  // The first Send asks the token endpoint with the world's sandbox client (form fields, client credentials).
  const tokenRequest = page.waitForRequest((r) => r.url() === tokenUrl && r.method() === 'POST');
  const tokenResponse = page.waitForResponse((r) => r.url() === tokenUrl);
  let {answer, authorization} = await sendSeen(page);
  const form = new URLSearchParams((await tokenRequest).postData() ?? '');
  expect(Object.fromEntries(form)).toEqual({grant_type: 'client_credentials', client_id: readerEnvironmentValues.BP_CLIENT_ID, client_secret: readerEnvironmentValues.BP_CLIENT_SECRET});
  const minted = (await (await tokenResponse).json()) as {access_token: string; expires_in: number};
  expect(minted.access_token.startsWith(accessTokenFormat.prefix.sandbox)).toBe(true);
  expect(answer.status).toBe(201);
  await expect(field).toHaveValue(minted.access_token);
  expect(authorization).toBe(`Bearer ${minted.access_token}`);

  // The same token is used again, not a new one per Send.
  ({answer, authorization} = await sendSeen(page));
  expect(answer.status).toBe(201);
  expect(authorization).toBe(`Bearer ${minted.access_token}`);

  // A wrong token, typed over the shown one, is sent as it stands and refused.
  await field.fill(`${accessTokenFormat.prefix.sandbox}not-a-token-the-mock-gave`);
  ({answer, authorization} = await sendSeen(page));
  expect(authorization).toBe(`Bearer ${accessTokenFormat.prefix.sandbox}not-a-token-the-mock-gave`);
  expectDocumented401(answer, /token/i);
  await expect(field).toHaveValue('');

  // The next Send gets a new token; the mock's clock then moves past its lifetime.
  ({answer, authorization} = await sendSeen(page));
  expect(answer.status).toBe(201);
  const second = await field.inputValue();
  expect(second).not.toBe(minted.access_token);
  expect(authorization).toBe(`Bearer ${second}`);
  const moved = await page.evaluate(async (seconds) => (await fetch('/__mock/clock', {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({advance: seconds})})).status, minted.expires_in + 1);
  expect(moved).toBe(200);
  ({answer, authorization} = await sendSeen(page));
  expect(authorization).toBe(`Bearer ${second}`);
  expectDocumented401(answer, /expired/);
  await expect(consoleOf(page, OP).locator('[data-console-token]')).toHaveValue('');
});
