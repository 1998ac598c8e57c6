import type {Request} from '@playwright/test';
import {test, expect, type Page} from '../support/test';
import {stayLocal} from '../support';
import {identity} from '../../../src/site/identity';
import {consoleOf, openConsole} from './support';

/**
 * The console's "Sandbox" server: the request goes from the browser straight
 * to the sandbox host (no proxy), without cookies, with the bearer token the
 * reader pasted; the page never asks for a client secret; the token stays in
 * memory unless the reader ticks the box; a host that does not allow the
 * site's origin (CORS) gets the console's explanation. The sandbox hosts are
 * reserved names (`*.bindpoint.example`) that no network answers, so the
 * host is played here by the test (Playwright's routing). Its answers skip
 * the browser's CORS check, so a refusal is played as what the page sees of
 * one: the fetch fails, as it does when the host cannot be reached.
 */
test.use({serviceWorkers: 'allow'});

const partnerApi = new URL(identity.hosts.partnerApi.sandbox);
const PASTED = 'pasted-sandbox-token-0001';
const STORED = 'bp-api-console:sandbox-credentials';

/** Plays the sandbox Partner API: records each request and answers 201 as a host that allows the site, or fails it. */
async function playSandbox(page: Page, {allowsSite}: {allowsSite: boolean}): Promise<Request[]> {
  const seen: Request[] = [];
  // The context's routing: the console's request passes through msw's service worker, whose own
  // fetch the page's routing does not see.
  await page.context().route(
    (url) => url.hostname === partnerApi.hostname,
    async (route) => {
      const request = route.request();
      seen.push(request);
      if (!allowsSite) return route.abort('failed');
      const origin = (await request.headerValue('origin')) ?? '';
      const cors = {'access-control-allow-origin': origin, 'access-control-allow-headers': 'authorization, content-type, accept', 'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE'};
      if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
      return route.fulfill({status: 201, headers: {...cors, 'content-type': 'application/json'}, body: JSON.stringify({id: 'from-the-played-sandbox'})});
    },
  );
  return seen;
}

async function chooseSandbox(page: Page, operationId: string) {
  const console = await openConsole(page, operationId);
  await console.getByRole('radio', {name: /Sandbox/}).check();
  return console;
}

test('sends to the sandbox host itself, without cookies, with the pasted token, kept in memory only', async ({page}) => {
  await stayLocal(page);
  const seen = await playSandbox(page, {allowsSite: true});
  // A session cookie of the sandbox host, which a request with credentials would carry.
  await page.context().addCookies([{name: 'sandbox_session', value: 'must-not-be-sent', domain: partnerApi.hostname, path: '/', secure: true, sameSite: 'None'}]);
  await page.goto('/docs/api/create_application_form/');
  const console = await chooseSandbox(page, 'createApplicationForm');

  // No token yet: the console says what is missing and sends nothing.
  await console.locator('[data-console-send]').click();
  await expect(console.locator('[data-console-notice]')).toContainText('Paste your sandbox bearer token first.');
  expect(seen).toEqual([]);

  await console.getByLabel(/Bearer token/).fill(PASTED);
  await console.locator('[data-console-send]').click();
  const answer = console.locator('[data-console-status]');
  await expect(answer).toHaveAttribute('data-console-status', '201');
  const sent = seen.find((r) => r.method() === 'POST')!;
  expect(new URL(sent.url()).origin).toBe(partnerApi.origin);
  expect(await sent.headerValue('authorization')).toBe(`Bearer ${PASTED}`);
  expect(await sent.headerValue('cookie')).toBeNull();
  // In memory only, until the reader asks for the tab to keep it.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORED)).toBeNull();
  await console.getByRole('checkbox').check();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORED)).toContain(PASTED);
  await console.getByRole('checkbox').uncheck();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORED)).toBeNull();
});

test('a sandbox that refuses the site (CORS) or cannot be reached gets the explanation and the code to run instead', async ({page}) => {
  await stayLocal(page);
  const seen = await playSandbox(page, {allowsSite: false});
  await page.goto('/docs/api/create_application_form/');
  const console = await chooseSandbox(page, 'createApplicationForm');
  await console.getByLabel(/Bearer token/).fill(PASTED);
  await console.locator('[data-console-send]').click();
  await expect(console.locator('[data-console-notice]')).toContainText(`No answer from ${partnerApi.host}`);
  await expect(console.locator('[data-console-notice]')).toContainText('CORS');
  await expect(consoleOf(page, 'createApplicationForm').locator('[data-console-status]')).toHaveCount(0);
  expect(seen.length).toBeGreaterThan(0);
});

test('the token endpoint against the sandbox: no field for a client secret, and nothing sent', async ({page}) => {
  const outside = await stayLocal(page);
  await page.goto('/docs/api/authenticate/');
  const console = await chooseSandbox(page, 'authenticate');
  await expect(console.getByRole('note')).toContainText('the console never asks for it');
  await expect(console.locator('input[type="password"]')).toHaveCount(0);
  await console.locator('[data-console-send]').click();
  await expect(console.locator('[data-console-notice]')).toContainText('never sends a client secret');
  expect(outside.filter((url) => url.includes(identity.tokenPath))).toEqual([]);
});
